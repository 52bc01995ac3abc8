/**
 * The calculator's form as plain data: each field names the place in the game's quick
 * description (the JSON of a single-shot scenario, as `marksman odds FILE` reads it) that it
 * edits. The form knows no rules: the description it writes is judged by the library's
 * scenario parser, and what each choice means comes from the library's lists. Each game's
 * fields are its module's (web/src/games/<game>/calculator.ts).
 */
import { webGame } from '../games/registry.js';
import type { FieldSpec, GameId } from '../games/web-game.js';
import { jsonObjectOf, type JsonObject } from './json.js';
import { valueAt, type Path, type QuickFile } from './quick-file.js';

export type { FieldSpec, OptionSet, Section } from '../games/web-game.js';
export type { Path } from './quick-file.js';

export type Game = GameId;

export function fieldsOf(game: Game): readonly FieldSpec[] {
  return webGame(game).calculator.fields;
}

/** What the compared columns are: shooters against one target, or one shooter against targets. */
export type CompareMode = 'shooters' | 'targets';

/**
 * Whether an edit at this place is made in every column: the target when shooters are
 * compared, the shooter and its weapon when targets are. The circumstances are each column's own.
 */
export function isSharedPath(path: Path, compare: CompareMode): boolean {
  if (path[0] !== 'attack') return false;
  switch (compare) {
    case 'shooters':
      return path[1] === 'target';
    case 'targets':
      return path[1] === 'shooter' || path[1] === 'weapon';
  }
}

/**
 * What a pick of the community's data changes in the form: the shot's `attack` as the pick's
 * game fills one side of it (`fill`: a Mordheim warrior's characteristics and rules; a Ninth
 * Age unit's characteristics, a target's Hard Target, Flammable and Fly, a shooter's weapon
 * when the data gives one the form offers), read back at each of the section's fields. Only
 * places the form shows are written, once each (three fields share a Mordheim target's
 * `rules`), and only where the pick changes them: an Ogre picked as the target fills its
 * Toughness, its Wounds and Large Target; a characteristic the form has no field for is left out.
 *
 * @example
 * const ogre = (attack: JsonObject) => ({ ...attack, target: { profile: { T: 4, W: 3 }, rules: ['large-target'] } });
 * changesFromPick(fieldsOf('mordheim'), 'target', { attack: { target: { profile: { T: 3 } } } }, ogre).map(([field, value]) => [field.id, value]);
 * // [['toughness', 4], ['wounds', 3], ['largeTarget', ['large-target']]]
 */
export function changesFromPick(fields: readonly FieldSpec[], section: 'shooter' | 'target', file: QuickFile, fill: (attack: JsonObject) => JsonObject): [FieldSpec, unknown][] {
  const before = jsonObjectOf(valueAt(file, ['attack']));
  const after = fill(before);
  const seen = new Set<string>();
  return fields.flatMap((field): [FieldSpec, unknown][] => {
    if (field.section !== section || field.path[0] !== 'attack') return [];
    const place = field.path.slice(1);
    const key = place.join('.');
    if (seen.has(key)) return [];
    seen.add(key);
    const value = valueAt(after, place);
    if (JSON.stringify(value) === JSON.stringify(valueAt(before, place))) return [];
    // A number field takes numbers only: a Ninth Age Height class is no value for it.
    if (field.kind === 'number' && value !== undefined && typeof value !== 'number') return [];
    return [[field, value]];
  });
}
