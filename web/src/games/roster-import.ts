/**
 * A BattleScribe roster (`.ros`, or `.rosz` zipped) opened on the page, as `marksman roster`
 * does on the command line: the library's roster readers make it one side of a battle, added
 * to the battle on the page when that is of the roster's game (its side placed along the far
 * edge), else on a new table of its game. The page then opens the battle through the scenario
 * parser like any file, so what the format cannot hold is refused by path. Loaded in its own
 * chunk (the XML reader and the unzipping come with it). DOM-free; here among the games, as it
 * builds each game's side its own way.
 *
 * The page holds no BattleScribe catalogues, only its compact library of profiles: a selection
 * whose roster carries no profile is named in the reader's problems (as the CLI names it when
 * the data is missing), never filled in silently.
 */
import { importMordheimRoster, importNinthAgeRoster, isFatal, rosterGame, type BsdataProblem, type OpenRoster } from '../../../src/data/bsdata/index.js';

type Table = { readonly width: number; readonly depth: number };
type RosterGame = 'mordheim' | 'ninth-age';

/** The battle on the page, as its scenario file, with its game. */
export interface PageBattle {
  readonly game: string;
  readonly file: unknown;
}

export type RosterOnPage =
  | {
      readonly ok: true;
      readonly game: RosterGame;
      /** The battle file with the roster's side added last. */
      readonly battle: unknown;
      /** The side's name, and whether it joined the battle on the page or opened a new one. */
      readonly side: string;
      readonly joined: boolean;
      /** What was left out or could not be used, none of it fatal. */
      readonly warnings: readonly BsdataProblem[];
    }
  | { readonly ok: false; readonly problems: readonly BsdataProblem[] };

/** New tables: Mordheim's 4' square, The Ninth Age's 6' by 4'. */
const NEW_BATTLES: Readonly<Record<RosterGame, { readonly game: RosterGame; readonly battle: Record<string, unknown> }>> = {
  mordheim: { game: 'mordheim', battle: { table: { width: 48, depth: 48 }, warbands: [] } },
  'ninth-age': { game: 'ninth-age', battle: { table: { width: 72, depth: 48 }, armies: [] } },
};

/**
 * `wanted`, else `wanted-2`, `wanted-3` … whichever no id in `taken` holds yet.
 *
 * @example
 * freeId('reiklanders', ['reiklanders']); // 'reiklanders-2'
 */
export function freeId(wanted: string, taken: readonly string[]): string {
  let n = 1;
  const at = () => (n === 1 ? wanted : `${wanted}-${n}`);
  while (taken.includes(at())) n += 1;
  return at();
}

type SideFile = { readonly id: string; readonly models?: readonly { readonly id: string }[]; readonly units?: readonly { readonly id: string }[] };
type BattleShape = { readonly game: string; readonly battle: { readonly table: Table; readonly warbands?: readonly SideFile[]; readonly armies?: readonly SideFile[] } };

/**
 * The roster as one side of a battle: of the page's battle when it is of the roster's game,
 * else of a new one. Refused, with the reader's problems, when it is not a roster of
 * Mordheim or The Ninth Age, holds no model, or is over a limit.
 *
 * @example
 * const added = rosterIntoBattle('reiklanders.ros', bytes, { game: 'mordheim', file: streetFile });
 * added.ok && added.joined; // true: the warband joins the street, along its far edge
 */
export function rosterIntoBattle(name: string, bytes: Uint8Array, current: PageBattle | null): RosterOnPage {
  const found = rosterGame({ name, data: bytes });
  if (!found.ok) return { ok: false, problems: found.problems };
  const joined = current !== null && current.game === found.game && current.file !== null;
  const base = (joined ? current.file : NEW_BATTLES[found.game]) as BattleShape;
  return SIDE_ADDED[found.game](found.roster, base, joined);
}

/** The roster made one game's side and added last to `base` (along the far edge when a side is there). */
type SideAdded = (roster: OpenRoster, base: BattleShape, joined: boolean) => RosterOnPage;

/** Each game's side: a Mordheim warband among `warbands`, a Ninth Age army among `armies`. */
const SIDE_ADDED: Readonly<Record<RosterGame, SideAdded>> = {
  mordheim: (roster, base, joined) => {
    const table = base.battle.table;
    const sides = base.battle.warbands ?? [];
    const takenIds = sides.flatMap((s) => (s.models ?? []).map((m) => m.id));
    const imported = importMordheimRoster(roster, { takenIds, deployment: { table, edge: sides.length === 0 ? 'bottom' : 'top' } });
    if (!imported.ok) return { ok: false, problems: imported.problems };
    const warband = { ...imported.warband, id: freeId(imported.warband.id, sides.map((s) => s.id)) };
    const battle = { ...base, battle: { ...base.battle, warbands: [...sides, warband] } };
    return { ok: true, game: 'mordheim', battle, side: warband.name, joined, warnings: imported.problems.filter((p) => !isFatal(p)) };
  },
  'ninth-age': (roster, base, joined) => {
    const table = base.battle.table;
    const sides = base.battle.armies ?? [];
    const takenIds = sides.flatMap((s) => (s.units ?? []).map((u) => u.id));
    const imported = importNinthAgeRoster(roster, { takenIds, deployment: { table, edge: sides.length === 0 ? 'bottom' : 'top' } });
    if (!imported.ok) return { ok: false, problems: imported.problems };
    const army = { ...imported.army, id: freeId(imported.army.id, sides.map((s) => s.id)) };
    const battle = { ...base, battle: { ...base.battle, armies: [...sides, army] } };
    return { ok: true, game: 'ninth-age', battle, side: army.name, joined, warnings: imported.problems.filter((p) => !isFatal(p)) };
  },
};
