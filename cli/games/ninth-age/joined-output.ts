// Characters joined to the target (NR-COMBINED, T-13) on the command line: their odds and a
// seeded roll, as text and as --json.
import { exactArithmetic, rationalToString, type Rational } from '../../../src/dice/index.js';
import { aloneOdds, joinedOdds, type AloneOdds, type JoinedOdds, type JoinedRoll, type JoinedTarget, type JoinedTrace, type NinthAgeAttack } from '../../../src/games/ninth-age/index.js';
import { joinedGroups, joinedRollLines } from '../../../i18n/explain-ninth-age.js';

export { joinedRollLines };
import { percent, type Catalogue } from '../../../i18n/index.js';

/** Exact fractions are worked out up to this many shots; beyond, floats alone (fractions grow huge). */
export const NINTH_AGE_EXACT_SHOTS_LIMIT = 6;

/** The joined characters' odds on floats, and as exact fractions when the shooting has few shots. */
export interface JoinedOddsReports {
  readonly float: JoinedOdds<number>;
  readonly exact: JoinedOdds<Rational> | null;
  /** At a unit with no rank and file left (`models: 0`, NA-ALONE): its characters counted as its models. */
  readonly alone: { readonly float: AloneOdds<number>; readonly exact: AloneOdds<Rational> | null } | null;
}

/** Works out the joined characters' odds: floats always, fractions within the exact limit. */
export function joinedOddsReports(attack: NinthAgeAttack, joined: JoinedTarget): JoinedOddsReports {
  const shots = attack.volleys.reduce((n, v) => n + v.shots, 0);
  const exact = shots <= NINTH_AGE_EXACT_SHOTS_LIMIT;
  const alone = attack.target.models === 0 ? { float: aloneOdds(attack, joined), exact: exact ? aloneOdds(attack, joined, exactArithmetic) : null } : null;
  return { float: joinedOdds(attack, joined), exact: exact ? joinedOdds(attack, joined, exactArithmetic) : null, alone };
}

const nameOf = (cat: Catalogue, name: string | undefined, index: number) => name ?? cat.ninthAge.characterName(index + 1);

/** The odds as text lines: each character's chance to be hit and removed, then the rank and file. */
export function joinedOddsLines(cat: Catalogue, reports: JoinedOddsReports): string[] {
  const t = cat.ninthAge;
  const { float, exact } = reports;
  const shown = (p: number, e: Rational | undefined) => `${percent(cat.language, p)}${e ? ` (${rationalToString(e)})` : ''}`;
  const lines = ['', t.joinedHeading(float.aimAt)];
  float.characters.forEach((c, i) => {
    const e = exact?.characters[i];
    lines.push(`  ${t.joinedCharacter(nameOf(cat, c.name, i), c.hittable, shown(c.hit, e?.hit), shown(c.removed, e?.removed), c.meanHits, c.meanHpLost)}`);
  });
  const rf = float.rankAndFile;
  const { alone } = reports;
  // With no rank and file left the unit is its characters (NA-ALONE): their figures stand for the unit's.
  if (alone) lines.push(`  ${t.joinedAlone(alone.float.meanHpLost, alone.float.meanModelsRemoved, shown(alone.float.modelRemoved, alone.exact?.modelRemoved), shown(alone.float.destroyed, alone.exact?.destroyed))}`);
  else lines.push(`  ${t.joinedRankAndFile(rf.meanHits, rf.meanModelsRemoved, shown(rf.destroyed, exact?.rankAndFile.destroyed))}`);
  lines.push(`  ${t.joinedPanic(float.panic.hpLost, float.panic.startHp, shown(float.panic.forced, exact?.panic.forced))}`);
  return lines;
}

/** The odds for programs: every chance as `{ p, exact }`. */
export function joinedOddsJson(reports: JoinedOddsReports): Record<string, unknown> {
  const { float, exact } = reports;
  const pair = (p: number, e: Rational | undefined) => (e === undefined ? { p } : { p, exact: rationalToString(e) });
  return {
    aimAt: float.aimAt,
    characters: float.characters.map((c, i) => {
      const e = exact?.characters[i];
      return { ...(c.name ? { name: c.name } : {}), hittable: c.hittable, hit: pair(c.hit, e?.hit), removed: pair(c.removed, e?.removed), meanHits: c.meanHits, meanHpLost: c.meanHpLost };
    }),
    rankAndFile: { meanHits: float.rankAndFile.meanHits, meanModelsRemoved: float.rankAndFile.meanModelsRemoved, destroyed: pair(float.rankAndFile.destroyed, exact?.rankAndFile.destroyed) },
    ...(reports.alone
      ? {
          alone: {
            meanHpLost: reports.alone.float.meanHpLost,
            meanModelsRemoved: reports.alone.float.meanModelsRemoved,
            modelRemoved: pair(reports.alone.float.modelRemoved, reports.alone.exact?.modelRemoved),
            destroyed: pair(reports.alone.float.destroyed, reports.alone.exact?.destroyed),
          },
        }
      : {}),
    panic: { startHp: float.panic.startHp, hpLost: float.panic.hpLost, forced: pair(float.panic.forced, exact?.panic.forced) },
  };
}

/** The roll for programs: each volley's dice grouped as thrown, its shares, and the end. */
export function joinedRollJson(roll: JoinedRoll): Record<string, unknown> {
  const groups = (traces: JoinedTrace, volley: number) => joinedGroups(traces, volley).map((g) => ({ step: g.check.step, check: g.check, dice: g.dice }));
  return {
    aimAt: roll.aimAt,
    volleys: roll.volleys.map((v) => ({
      volley: v.volley,
      hits: v.hits,
      shares: v.shares,
      poisoned: v.poisoned,
      shotsRolls: groups(v.shotsRolls, v.volley),
      toHit: groups(v.toHit, v.volley),
      rankAndFile: groups(v.rankAndFile, v.volley),
      characters: v.characters.map((traces) => groups(traces, v.volley)),
    })),
    rankAndFile: roll.rankAndFile,
    characters: roll.characters,
  };
}
