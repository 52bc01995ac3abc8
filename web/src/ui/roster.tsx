/** The roster: each side's models or units, pressed to choose the shooter or the target. */
import type { JSX } from 'preact';
import { useTexts } from '../texts.js';

export interface RosterSide {
  readonly id: string;
  readonly name: string;
}

export interface RosterEntry {
  readonly id: string;
  readonly name: string;
  /** The side it belongs to. */
  readonly side: string;
  /** Its state in a few words, shown after the name. */
  readonly status: string;
}

export function Roster(props: {
  readonly testId: string;
  readonly sides: readonly RosterSide[];
  readonly entries: readonly RosterEntry[];
  /** The side whose shooting phase it is. */
  readonly shooting: string | undefined;
  readonly shooter: string | null | undefined;
  readonly target: string | null | undefined;
  readonly onPick: (id: string) => void;
}): JSX.Element {
  const t = useTexts();
  return (
    <details open>
      <summary>{t.web.roster.heading}</summary>
      <div class="roster" data-testid={props.testId}>
        {props.sides.map((side) => (
          <section key={side.id} class="band">
            <h4>
              {side.name}
              {side.id === props.shooting && <span class="tag">{t.web.roster.shooting}</span>}
            </h4>
            <ul>
              {props.entries
                .filter((entry) => entry.side === side.id)
                .map((entry) => (
                  <li key={entry.id}>
                    <button
                      type="button"
                      class={`roster-warrior${props.shooter === entry.id ? ' shooter' : ''}${props.target === entry.id ? ' target' : ''}`}
                      onClick={() => props.onPick(entry.id)}
                      data-roster={entry.id}
                    >
                      {entry.name}
                    </button>
                    <span class="hint" data-status={entry.id}>
                      {entry.status}
                    </span>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </details>
  );
}
