/**
 * A Mordheim warrior's skills, equipment or special rules: the list as removable chips, and a
 * type-ahead that adds one by name, in the page's language or the rulebook's. A misspelt name
 * gets the nearest names ("did you mean"), as the command line gives them; only rules the
 * library knows are ever written, by id. The battle's warrior editor and the calculator both
 * use it; each hands the list's change to its own checked edit.
 */
import type { JSX } from 'preact';
import { useId, useState } from 'preact/hooks';
import { MORDHEIM_MODEL_RULES, type ModelRuleKind, type MordheimModelRuleId } from '../../../src/games/mordheim/index.js';
import { heldIds, heldRules, searchRules, type HeldRule, type RuleSearch } from '../logic/warrior-rules.js';
import { onListKey } from './list-keys.js';
import { useTexts, type Texts } from '../texts.js';

export interface RulesFieldProps {
  readonly kind: ModelRuleKind;
  /** The file's list (`skills`, `equipment` or `rules`), as it is. */
  readonly list: unknown;
  /** Names the controls for tests and forms: `${name}-search`, `${name}-chips`. */
  readonly name: string;
  /** The list's name; the list's kind names it when not given. */
  readonly label?: string;
  /** The parser refused an entry of the list. */
  readonly invalid?: boolean;
  readonly onAdd: (id: MordheimModelRuleId) => void;
  readonly onRemove: (entry: string) => void;
}

/** The tag a rule's chip or option carries: what Marksman does not do with it. */
function statusTag(t: Texts, id: MordheimModelRuleId): string | null {
  switch (MORDHEIM_MODEL_RULES[id].status) {
    case 'applied':
      return null;
    case 'not-applied':
      return t.web.warriorRules.notApplied;
    case 'no-effect':
      return t.web.warriorRules.noEffect;
  }
}

function chipTag(t: Texts, held: HeldRule): string | null {
  if (held.id === null) return t.web.warriorRules.unknown;
  if (held.misplaced) return t.web.warriorRules.misplaced;
  return statusTag(t, held.id);
}

function Chips(props: { readonly held: readonly HeldRule[]; readonly name: string; readonly labelId: string; readonly onRemove: (entry: string) => void }): JSX.Element | null {
  const t = useTexts();
  if (props.held.length === 0) return null;
  return (
    <ul class="chips" aria-labelledby={props.labelId} data-testid={`${props.name}-chips`}>
      {props.held.map((held, i) => {
        const label = held.id === null ? held.entry : t.cat.modelRule[held.id];
        const tag = chipTag(t, held);
        const flagged = held.id === null || held.misplaced;
        return (
          <li key={`${held.entry}-${i}`} class={`chip${flagged ? ' invalid' : ''}`} data-rule={held.id ?? held.entry}>
            <span class="chip-name">{label}</span>
            {tag !== null && <span class="chip-tag">{tag}</span>}
            <button type="button" class="chip-remove" aria-label={t.web.warriorRules.remove(label)} title={t.web.warriorRules.remove(label)} onClick={() => props.onRemove(held.entry)}>
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** What the list says about what was typed: the matches' count, "did you mean", or why nothing matches. */
function searchStatus(t: Texts, query: string, search: RuleSearch): string {
  const w = t.web.warriorRules;
  if (search.suggested) return w.didYouMean;
  if (search.matches.length > 0) return t.web.picker.matches(search.matches.length);
  if (search.held !== null) return w.alreadyHeld(t.cat.modelRule[search.held]);
  if (search.elsewhere !== null) return w.elsewhere(t.cat.modelRule[search.elsewhere], w.field[MORDHEIM_MODEL_RULES[search.elsewhere].kind]);
  return w.noMatch(query.trim());
}

export function RulesField(props: RulesFieldProps): JSX.Element {
  const t = useTexts();
  const w = t.web.warriorRules;
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const held = heldRules(props.list, props.kind);
  // A few dozen names at most: searched again at every keystroke.
  const search = searchRules(t.cat, props.kind, query, heldIds(props.list));
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const shown = open ? search.matches : [];
  const add = (rule: MordheimModelRuleId | undefined) => {
    if (rule === undefined) return;
    props.onAdd(rule);
    // The list closes on a pick, so the chip and the odds it changes are in view; typing, a tap or an arrow key opens it again.
    setQuery('');
    setActive(0);
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent) =>
    onListKey(e, { count: search.matches.length, setActive, pick: () => add(shown[active]), close: () => setOpen(false), open: () => setOpen(true) });
  return (
    <div
      class="rules-field"
      data-testid={props.name}
      onFocusOut={(e) => {
        // The list closes once focus leaves the field; a click on an option keeps it (see onMouseDown).
        if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setOpen(false);
      }}
    >
      <span class="rules-label" id={labelId}>
        {props.label ?? w.field[props.kind]}
      </span>
      <Chips held={held} name={props.name} labelId={labelId} onRemove={props.onRemove} />
      <label class="field">
        <span class="visually-hidden">{w.add[props.kind]}</span>
        <input
          type="text"
          role="combobox"
          name={`${props.name}-search`}
          data-testid={`${props.name}-search`}
          autoComplete="off"
          placeholder={`${w.add[props.kind]}: ${w.placeholder[props.kind]}`}
          aria-autocomplete="list"
          aria-expanded={shown.length > 0}
          aria-controls={listId}
          aria-describedby={open ? hintId : undefined}
          aria-invalid={props.invalid === true}
          aria-activedescendant={shown[active] ? `${listId}-${active}` : undefined}
          value={query}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onInput={(e) => {
            setQuery(e.currentTarget.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
      </label>
      {open && (
        <div class="rules-suggest">
          <p class="hint" id={hintId}>
            {w.hint}
          </p>
          {query.trim() !== '' && (
            <p class={`hint${search.suggested ? ' did-you-mean' : ''}`} role="status" data-testid={`${props.name}-status`}>
              {searchStatus(t, query, search)}
            </p>
          )}
          <ul role="listbox" id={listId} class="rules-list" aria-label={w.add[props.kind]}>
            {shown.map((rule, i) => {
              const tag = statusTag(t, rule);
              return (
                <li
                  key={rule}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  class={i === active ? 'active' : undefined}
                  data-rule={rule}
                  // Keeps the focus in the box, so the list stays open for the click.
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => add(rule)}
                >
                  <span class="rule-name">{t.cat.modelRule[rule]}</span>
                  {tag !== null && <span class="chip-tag">{tag}</span>}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
