/**
 * The skills, equipment and special rules a Mordheim shooter and its target hold, under a
 * shot's odds or roll, and the ones Marksman does not apply, named (ruling M-14): a rule the
 * shot leaves out is never left out silently. Worded as the command line words them
 * (i18n/explain.ts `describeRulesHeld`).
 */
import type { JSX } from 'preact';
import { describeRulesHeld, type RulesHolder } from '../../../i18n/explain.js';
import { rulesNotes, type OddsNote } from '../logic/odds-view.js';
import { useTexts } from '../texts.js';

/** The notes as a list; nothing when there are none. */
export function OddsNotes(props: { readonly notes: readonly OddsNote[]; readonly testId: string }): JSX.Element | null {
  if (props.notes.length === 0) return null;
  return (
    <ul class="rules-held" data-testid={props.testId}>
      {props.notes.map((note, i) => (
        <li key={i} class={note.kind} data-note={note.kind}>
          {note.text}
        </li>
      ))}
    </ul>
  );
}

/** What each holder holds, and the rules none of them has applied. */
export function RulesHeld(props: { readonly holders: readonly RulesHolder[]; readonly testId: string }): JSX.Element | null {
  const t = useTexts();
  return <OddsNotes notes={rulesNotes(describeRulesHeld(t.cat, props.holders))} testId={props.testId} />;
}
