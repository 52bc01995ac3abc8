/**
 * How much a roster may hold. A roster comes from anyone (a file, a link, a fuzzer), so each
 * size that makes work is bounded and checked before that work starts, and a roster over a
 * limit is refused with a problem naming the limit (docs/limits.md, "Rosters").
 *
 * Real rosters are tens to hundreds of KB with tens to a few hundred selections; each limit
 * is ten times that or more, and small enough that a roster at every limit at once is read in
 * well under 2 s on a 2-core machine (roster-limits.test.ts times one).
 */
export interface RosterLimits {
  /** A roster file as given, `.ros` or `.rosz`, in bytes. */
  readonly fileBytes: number;
  /** Members of a `.rosz` zip (BattleScribe writes one). */
  readonly zipEntries: number;
  /** What a `.rosz`'s members unpack to, in bytes: by the sizes the zip declares before unpacking, then counted while unpacking, since a declared size can lie. */
  readonly inflatedBytes: number;
  /** The roster's XML as text, in characters. */
  readonly textCharacters: number;
  /** `<selection>` elements in the roster, at any depth. */
  readonly selections: number;
  /** A selection's `number`: a whole number from 0 to this. */
  readonly selectionNumber: number;
  /** Models in a Mordheim warband. */
  readonly mordheimModels: number;
  /** Units in a Ninth Age army. */
  readonly ninthAgeUnits: number;
  /** Warnings listed for one roster; past them one more warning says that more were found. */
  readonly listedWarnings: number;
}

const MIB = 1024 * 1024;

/** The limits a roster is read within; a roster over one is refused with its reason. */
export const ROSTER_LIMITS: RosterLimits = {
  fileBytes: 2 * MIB,
  zipEntries: 16,
  inflatedBytes: 2 * MIB,
  textCharacters: 2 * MIB,
  selections: 2000,
  // The most models a battle file gives one unit (src/scenario/table.ts and ninth-age.ts: 400).
  // A Mordheim hero's Experience is a selection numbering up to 90, so a selection's number
  // cannot be held to the 60 models of a warband.
  selectionNumber: 400,
  // src/scenario/mordheim.ts, warbandSchema: at most 60 models.
  mordheimModels: 60,
  // src/scenario/ninth-age.ts, armySchema: at most 40 units.
  ninthAgeUnits: 40,
  // A real roster gives a few dozen warnings at most (unmapped weapons, unknown rules).
  listedWarnings: 200,
};

/** A value as a problem quotes it: whole when short, else its start and "…" (a hostile value can be megabytes). */
export function quotedValue(value: string): string {
  const QUOTED_LENGTH = 24;
  return value.length <= QUOTED_LENGTH ? value : `${value.slice(0, QUOTED_LENGTH)}…`;
}
