/**
 * The calculator's form as plain data: each field names the place in the game's quick
 * description (the JSON of a single-shot scenario, as `marksman odds FILE` reads it) that it
 * edits. The form knows no rules: the description it writes is judged by the library's
 * scenario parser, and what each choice means comes from the library's lists. Each game's
 * fields are its module's (web/src/games/<game>/calculator.ts).
 */
import { webGame } from '../games/registry.js';
import type { FieldSpec, GameId, Section } from '../games/web-game.js';
import type { Path } from './quick-file.js';

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
 * The numbers a picked profile of the community's data writes into one section of the form:
 * each of the section's fields whose place is a profile's characteristic the pick gives (an
 * Ogre picked as the target fills Toughness and Wounds). Characteristics the form has no field
 * for are left alone, as are the section's other fields.
 *
 * @example
 * profileFromPick(fieldsOf('mordheim'), 'target', { BS: 3, S: 4, T: 4, W: 3, I: 3 }).map(([field, value]) => [field.id, value]); // [['toughness', 4], ['wounds', 3]]
 */
export function profileFromPick(fields: readonly FieldSpec[], section: Section, profile: Readonly<Record<string, unknown>>): [FieldSpec, number][] {
  return fields.flatMap((field): [FieldSpec, number][] => {
    if (field.section !== section || field.kind !== 'number' || field.path.at(-2) !== 'profile') return [];
    const stat = field.path.at(-1);
    const value = stat === undefined ? undefined : profile[stat];
    return typeof value === 'number' ? [[field, value]] : [];
  });
}
