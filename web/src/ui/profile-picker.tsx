/**
 * "Choose from the community's data": a search box over the community's warriors (Mordheim,
 * "Warband/Warrior") or units (The Ninth Age, "Army/Unit"), with a list to pick from by mouse
 * or keyboard (arrow keys, Enter; Escape closes). The library is loaded the first time the
 * picker opens, from its own chunk. Picking hands the entry to the caller, which fills the
 * warrior or unit through the usual checked edit.
 */
import type { JSX } from 'preact';
import { useEffect, useId, useMemo, useState } from 'preact/hooks';
import { loadProfileLibrary, pickLabel, searchPicks, type MordheimPick, type NinthAgePick, type WebProfileLibrary } from '../logic/profile-library.js';
import { onListKey } from './list-keys.js';
import { useTexts, weaponText } from '../texts.js';
import type { JsonObject } from '../logic/json.js';
import { mordheimPickFill } from '../games/mordheim/calculator.js';

/** What a calculator's picker is handed: its side of the shot, and the edit that fills it. */
export interface CalculatorPickerProps {
  readonly section: 'shooter' | 'target';
  readonly onSide: (fill: (attack: JsonObject) => JsonObject) => boolean;
}

type LibraryState = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'ready'; readonly library: WebProfileLibrary };

interface PickerProps<P> {
  readonly label: string;
  readonly entries: (library: WebProfileLibrary) => readonly P[];
  readonly summary: (pick: P) => string;
  /** What a pick did, in lines, shown once it was accepted. */
  readonly filled: (pick: P) => readonly string[];
  /** Applies the pick through the checked edit; false when it was refused (the caller shows why). */
  readonly onPick: (pick: P) => boolean;
}

function useProfileLibrary(open: boolean): LibraryState {
  const [state, setState] = useState<LibraryState>({ kind: 'loading' });
  useEffect(() => {
    if (!open || state.kind === 'ready') return;
    let live = true;
    loadProfileLibrary().then(
      (library) => live && setState({ kind: 'ready', library }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [open, state.kind]);
  return state;
}

function Picker<P extends { readonly key: string; readonly aliases: readonly string[] }>(props: PickerProps<P>): JSX.Element {
  const t = useTexts();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [filled, setFilled] = useState<readonly string[] | null>(null);
  const library = useProfileLibrary(open);
  const { entries } = props;
  const matches = useMemo(() => (library.kind === 'ready' ? searchPicks(entries(library.library), query) : []), [library, query, entries]);
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const choose = (pick: P | undefined) => {
    if (!pick) return;
    setFilled(props.onPick(pick) ? props.filled(pick) : null);
    setOpen(false);
    setQuery('');
  };
  const onKeyDown = (e: KeyboardEvent) => onListKey(e, { count: matches.length, setActive, pick: () => choose(matches[active]), close: () => setOpen(false) });
  return (
    <div class="picker" data-testid="profile-picker">
      {!open ? (
        <button type="button" class="small" data-testid="picker-open" onClick={() => setOpen(true)}>
          {t.web.picker.open}
        </button>
      ) : (
        <div class="picker-box">
          <label class="field">
            <span>{props.label}</span>
            <input
              type="search"
              role="combobox"
              list={undefined}
              name="picker-search"
              data-testid="picker-search"
              autoFocus
              autoComplete="off"
              placeholder={t.web.picker.placeholder}
              aria-autocomplete="list"
              aria-expanded={matches.length > 0}
              aria-controls={listId}
              aria-describedby={hintId}
              aria-activedescendant={matches[active] ? `${listId}-${active}` : undefined}
              value={query}
              onInput={(e) => {
                setQuery(e.currentTarget.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
            />
          </label>
          <p class="hint" id={hintId}>
            {t.web.picker.typeToSearch}
          </p>
          {library.kind === 'loading' && <p role="status">{t.web.picker.loading}</p>}
          {library.kind === 'failed' && <p role="alert">{t.web.picker.failed}</p>}
          {library.kind === 'ready' && query.trim() !== '' && (
            <p class="hint" role="status">
              {matches.length === 0 ? t.web.picker.noMatch(query.trim()) : t.web.picker.matches(matches.length)}
            </p>
          )}
          <ul role="listbox" id={listId} class="picker-list" aria-label={props.label}>
            {matches.map((pick, i) => (
              <li
                key={pick.key}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                class={i === active ? 'active' : undefined}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(pick)}
              >
                <span class="pick-name">{pickLabel(pick)}</span>
                <span class="pick-summary">{props.summary(pick)}</span>
              </li>
            ))}
          </ul>
          <button type="button" class="small" onClick={() => setOpen(false)}>
            {t.web.picker.close}
          </button>
        </div>
      )}
      {filled !== null && (
        <div class="hint" role="status" data-testid="picker-filled">
          {filled.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      )}
    </div>
  );
}

const mordheimEntries = (library: WebProfileLibrary) => library.mordheim;
const ninthAgeEntries = (library: WebProfileLibrary) => library.ninthAge;

/** Picks a Mordheim warrior of the community's data ("Reiklanders/Marksmen"). */
export function MordheimProfilePicker(props: { readonly onPick: (pick: MordheimPick) => boolean }): JSX.Element {
  const t = useTexts();
  return (
    <Picker
      label={t.web.picker.searchMordheim}
      entries={mordheimEntries}
      summary={(p) => t.web.picker.mordheimSummary(p.profile, p.weapons.length)}
      filled={(p) => [t.web.picker.filledMordheim(pickLabel(p), p.weapons.map((id) => weaponText(t, id)).join(', '))]}
      onPick={props.onPick}
    />
  );
}

/**
 * Picks a Ninth Age unit of the community's data ("Empire of Sonnstahl/State Militia"); the
 * unit editor applies it with `setUnitFromPick`. The weapons the data cannot shoot with are
 * named with the reason, since picking leaves them out. `filled` replaces what is said after a
 * pick (a joined character takes the profile alone, so its weapons are not named).
 */
export function NinthAgeProfilePicker(props: { readonly onPick: (pick: NinthAgePick) => boolean; readonly filled?: (pick: NinthAgePick) => readonly string[] }): JSX.Element {
  const t = useTexts();
  const filled = props.filled ?? ((p: NinthAgePick): readonly string[] => [
    t.web.picker.filledNinthAge(pickLabel(p)),
    ...p.unusable.map((w) => t.web.picker.weaponLeftOut(w.name, w.gap === 'no-aim' ? t.web.picker.weaponGap['no-aim']('') : t.web.picker.weaponGap[w.gap](w.detail))),
  ]);
  return <Picker label={t.web.picker.searchNinthAge} entries={ninthAgeEntries} summary={(p) => t.web.picker.ninthAgeSummary(p.profile, p.weapons.length)} filled={filled} onPick={props.onPick} />;
}

/** The calculator's Mordheim picker: a warrior's characteristics and rules for one side of the shot. */
export function MordheimCalculatorPicker(props: CalculatorPickerProps): JSX.Element {
  return <MordheimProfilePicker onPick={(pick) => props.onSide(mordheimPickFill(pick, props.section))} />;
}
