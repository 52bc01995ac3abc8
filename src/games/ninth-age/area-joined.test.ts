// A template at a unit with joined characters (ruling NA-AREA-JOINED, docs/ninth-age.md): the
// characters stand in the ranks the template counts, its hits are shared as any ranged hits
// (NR-COMBINED, T-13), and its bracketed hit goes where `aimAt` says. Every case is worked by
// hand as fractions; the table's description and the seeded roll are checked against them.
import { describe, expect, it } from 'vitest';
import { diceFromSeed, exactArithmetic, odds, probability, rationalToString, roll, type Rational } from '../../dice/index.js';
import { areaRuns, areaShares, joinedOdds, joinedRoll, joinedShootingProcess, ninthAgeAttack, type AimAt, type JoinedCharacter, type JoinedTarget, type NinthAgeAttack, type ShootingWeapon } from './index.js';

const fr = (r: Rational | undefined) => (r === undefined ? 'undefined' : rationalToString(r));
const captain: JoinedCharacter = { name: 'Captain', profile: { HP: 1, Res: 3, Arm: 0, Aegis: null, Fortitude: null, Height: 2 }, type: 'infantry', hpLost: 0, flammable: false };
const joined = (aimAt: AimAt): JoinedTarget => ({ type: 'infantry', characters: [captain], champion: false, aimAt });
/** A template shot from the Front at `models` rank and file of Resilience 3, 1 HP, no armour, `width` wide; Aim 4+. */
const at = (weapon: ShootingWeapon, models: number, width: number): NinthAgeAttack =>
  ninthAgeAttack({ weapon, aim: 4, target: { models, profile: { Res: 3 }, formation: { width, facing: 'front' } } });

/** Area Attack (4×1), Strength 3, AP 0: a hit (4+, 1/2) gives up to 4 hits on the front rank. */
const area4: ShootingWeapon = { id: 'Bolt Storm', range: 24, shots: 1, strength: 3, armourPenetration: 0, attributes: [{ code: 'area-attack', x: 4, y: 1 }] };
/** The same with Strength 3 [6]: its one bracketed hit wounds Resilience 3 on 2+ (5/6), the others on 4+ (1/2). */
const area4Bracketed: ShootingWeapon = { ...area4, strength: 6, plain: { strength: 3, armourPenetration: 0 } };

describe('sharing a template\'s hits (NA-AREA-JOINED)', () => {
  it('as any ranged hits, the bracketed one where the shooter aims', () => {
    // Three rank and file and a hittable captain: four hits, one each.
    expect(areaShares(4, 'full', 3, [true], 'characters')).toEqual({ rankAndFile: 3, characters: [1], bracketed: 0 });
    expect(areaShares(4, 'full', 3, [true], 'rank-and-file')).toEqual({ rankAndFile: 3, characters: [1], bracketed: 'rank-and-file' });
    // Two hits over four models: the two left after no full round go to the captain first, or to the rank and file.
    expect(areaShares(2, 'full', 3, [true], 'characters')).toEqual({ rankAndFile: 1, characters: [1], bracketed: 0 });
    expect(areaShares(2, 'full', 3, [true], 'rank-and-file')).toEqual({ rankAndFile: 2, characters: [0], bracketed: 'rank-and-file' });
    // A shielded captain takes none, so neither the bracketed hit; a Partial Hit has no bracketed hit.
    expect(areaShares(6, 'full', 5, [false], 'characters')).toEqual({ rankAndFile: 6, characters: [0], bracketed: 'rank-and-file' });
    expect(areaShares(2, 'partial', 3, [true], 'characters').bracketed).toBeNull();
    expect(areaRuns(3, 'full', false)).toEqual([{ area: 'plain', hits: 3 }]);
    expect(areaRuns(0, 'full', true)).toEqual([]);
  });
});

describe('Area Attack (4×1) at three rank and file and a captain, one rank four wide', () => {
  // The captain stands in the rank: 4 models, so 4 hits (3 if he were not counted). A hit 1/2;
  // then one hit each, every one wounding on 4+ (1/2), no save.
  it('the captain is hit 1/2 and removed 1/4; the rank and file lose 3/4 of a model on average, all three 1/16', () => {
    const report = joinedOdds(at(area4, 3, 4), joined('characters'), exactArithmetic);
    expect(fr(report.characters[0]?.hit)).toBe('1/2');
    expect(fr(report.characters[0]?.removed)).toBe('1/4');
    expect(report.characters[0]?.meanHits).toBeCloseTo(1 / 2, 12);
    expect(report.rankAndFile.meanHits).toBeCloseTo(3 / 2, 12);
    expect(report.rankAndFile.meanModelsRemoved).toBeCloseTo(3 / 4, 12);
    expect(fr(report.rankAndFile.destroyed)).toBe('1/16');
  });

  it('with brackets (Strength 3 [6]) the bracketed hit goes to the captain (5/12 removed) or to the rank and file (11/12 models removed)', () => {
    const onCaptain = joinedOdds(at(area4Bracketed, 3, 4), joined('characters'), exactArithmetic);
    // 1/2 · 5/6 = 5/12; the rank and file's three plain hits: 1/2 · 3 · 1/2 = 3/4.
    expect(fr(onCaptain.characters[0]?.removed)).toBe('5/12');
    expect(onCaptain.rankAndFile.meanModelsRemoved).toBeCloseTo(3 / 4, 12);
    const onRankAndFile = joinedOdds(at(area4Bracketed, 3, 4), joined('rank-and-file'), exactArithmetic);
    // 1/2 · 1/2 = 1/4; the rank and file: 1/2 · (5/6 + 1/2 + 1/2) = 11/12.
    expect(fr(onRankAndFile.characters[0]?.removed)).toBe('1/4');
    expect(onRankAndFile.rankAndFile.meanModelsRemoved).toBeCloseTo(11 / 12, 12);
  });

  it('the table\'s description weighs the same: the captain removed 5/12 with the bracketed hit on him', () => {
    const { process, start } = joinedShootingProcess(at(area4Bracketed, 3, 4), joined('characters'));
    const ends = odds(process, start, exactArithmetic);
    expect(fr(probability(ends, (end) => end.characters[0]?.models === 0, exactArithmetic))).toBe('5/12');
    // Every rank-and-file model and the captain gone: 1/2 · 5/6 · (1/2)^3 = 5/96.
    expect(fr(probability(ends, (end) => end.characters[0]?.models === 0 && end.unit.models === 0, exactArithmetic))).toBe('5/96');
  });
});

describe('the characters counted in the ranks, a shielded captain', () => {
  // Five rank and file and a captain like them, six wide: one rank of 6, Area Attack (6×1) gives
  // 6 hits, all on the rank and file (5 or more shield him). At most 5 fall:
  // 1/2 · E[min(5, Bin(6, 1/2))] = 1/2 · (3 − 1/64) = 191/128 (5/4 if the captain were not counted).
  const area6: ShootingWeapon = { ...area4, attributes: [{ code: 'area-attack', x: 6, y: 1 }] };
  it('he takes no hit; the rank and file lose 191/128 models on average', () => {
    const report = joinedOdds(at(area6, 5, 6), joined('characters'), exactArithmetic);
    expect(report.characters[0]?.hittable).toBe(false);
    expect(fr(report.characters[0]?.hit)).toBe('0');
    expect(report.rankAndFile.meanModelsRemoved).toBeCloseTo(191 / 128, 12);
    // All five: 1/2 · P(5 or 6 wounds of 6) = 1/2 · 7/64 = 7/128.
    expect(fr(report.rankAndFile.destroyed)).toBe('7/128');
  });
});

describe('Catapult (2×2), Strength 4, at three rank and file and a captain, one rank four wide (T9A-LEX-CATAPULT)', () => {
  // To hit 4+: a 1 Misfires (1/6); 4–6 (1/2) hit: 2 hits (one rank), Strength 4 against
  // Resilience 3, 3+ (2/3); 2–3 (1/3) roll a Partial Hit, 4+ (1/2): Area Attack (1×1), 1 hit at
  // Strength 2, 5+ (1/3). Aiming at the characters, the captain takes one hit of each.
  const catapult: ShootingWeapon = { id: 'Catapult', range: 48, shots: 1, strength: 4, armourPenetration: 0, attributes: [{ code: 'catapult', x: 2, y: 2 }] };
  it('aiming at him: hit 1/2 + 1/6 = 2/3, removed 1/2 · 2/3 + 1/6 · 1/3 = 7/18; aiming at the rank and file: never hit', () => {
    const report = joinedOdds(at(catapult, 3, 4), joined('characters'), exactArithmetic);
    expect(fr(report.characters[0]?.hit)).toBe('2/3');
    expect(fr(report.characters[0]?.removed)).toBe('7/18');
    const away = joinedOdds(at(catapult, 3, 4), joined('rank-and-file'), exactArithmetic);
    expect(fr(away.characters[0]?.hit)).toBe('0');
    // The rank and file then take both hits of a hit (2 · 2/3) or the Partial Hit's (1/3): 1/2 · 4/3 + 1/6 · 1/3 = 13/18 on average.
    expect(away.rankAndFile.meanModelsRemoved).toBeCloseTo(13 / 18, 12);
  });

  it('two catapults: each template shared on its own, the table\'s description agreeing with the odds', () => {
    const attack = ninthAgeAttack({ weapon: catapult, aim: 4, models: 2, target: { models: 3, profile: { Res: 3 }, formation: { width: 4, facing: 'front' } } });
    const report = joinedOdds(attack, joined('characters'), exactArithmetic);
    // He survives each shot with 1 − 7/18 = 11/18: removed 1 − (11/18)^2 = 203/324.
    expect(fr(report.characters[0]?.removed)).toBe('203/324');
    const { process, start } = joinedShootingProcess(attack, joined('characters'));
    expect(fr(probability(odds(process, start, exactArithmetic), (end) => end.characters[0]?.models === 0, exactArithmetic))).toBe('203/324');
  });
});

describe('seeded rolls of a template at a joined captain', () => {
  it('the quick roll and the table\'s description throw the same dice and leave the same damage; the shares follow the template\'s hits', () => {
    const attack = ninthAgeAttack({ weapon: area4Bracketed, aim: 4, models: 2, target: { models: 3, profile: { Res: 3 }, formation: { width: 4, facing: 'front' } } });
    const { process, start } = joinedShootingProcess(attack, joined('characters'));
    let captainHit = 0;
    for (let seed = 0; seed < 40; seed++) {
      const quick = joinedRoll(attack, joined('characters'), seed);
      const table = roll(process, start, diceFromSeed(seed));
      expect(table.end.unit, `seed ${seed}`).toEqual({ models: quick.rankAndFile.modelsLeft, onCurrent: 0 });
      expect(table.end.characters[0]?.models, `seed ${seed}`).toBe(quick.characters[0]?.removed ? 0 : 1);
      expect(table.dice, `seed ${seed}`).toEqual(quick.dice);
      const volley = quick.volleys[0];
      // Each hit of the two shots makes 4 hits, one on each model: the captain's share is a quarter.
      expect(volley?.hits).toBe(4 * (volley?.shares.characters[0] ?? 0));
      expect(volley?.shares.rankAndFile).toBe(3 * (volley?.shares.characters[0] ?? 0));
      if ((volley?.shares.characters[0] ?? 0) > 0) captainHit += 1;
    }
    // Some seed hits him and some does not: the loop checks both ways.
    expect(captainHit).toBeGreaterThan(0);
    expect(captainHit).toBeLessThan(40);
  });
});

describe('D3 templates at a Spearman and a captain, two wide (shots on dice, NA-AREA-JOINED)', () => {
  // Each model rolls D3 templates (1, 2 or 3, each 1/3), then each template is shared on its
  // own. A template hits on 4+ (1/2) and each hit wounds on 4+ (1/2), no save, so a template
  // wounds a model it reaches with 1/4; n templates miss wounding it with (3/4)^n.
  const d3 = { count: 1, sides: 3 as const, times: 1, plus: 0 };
  const area1: ShootingWeapon = { ...area4, shots: 3, shotsDice: d3, attributes: [{ code: 'area-attack', x: 1, y: 1 }] };
  const area2: ShootingWeapon = { ...area1, attributes: [{ code: 'area-attack', x: 2, y: 1 }] };

  it('Area Attack (1×1): the one hit of a template goes where the shooter aims; the captain hit 17/24 and removed 27/64', () => {
    // Hit: 1/3 · ((1 − 1/2) + (1 − 1/4) + (1 − 1/8)) = 1/3 · 17/8 = 17/24.
    // Removed: 1/3 · ((1 − 3/4) + (1 − 9/16) + (1 − 27/64)) = 1/3 · (16 + 28 + 37)/64 = 27/64.
    const report = joinedOdds(at(area1, 1, 2), joined('characters'), exactArithmetic);
    expect(fr(report.characters[0]?.hit)).toBe('17/24');
    expect(fr(report.characters[0]?.removed)).toBe('27/64');
    expect(fr(report.rankAndFile.destroyed)).toBe('0');
    // Two templates on average (1/3 · (1 + 2 + 3)), each hitting with 1/2: one hit on average.
    expect(report.characters[0]?.meanHits).toBeCloseTo(1, 12);
    const away = joinedOdds(at(area1, 1, 2), joined('rank-and-file'), exactArithmetic);
    expect(fr(away.characters[0]?.hit)).toBe('0');
    expect(fr(away.rankAndFile.destroyed)).toBe('27/64');
  });

  it('Area Attack (2×1): a template that hits gives one hit each; both removed with 135/512, the table\'s description agreeing', () => {
    // Per template: neither wounded 1/2 + 1/2 · 1/4 = 5/8. After n templates both are gone with
    // 1 − 2 · (3/4)^n + (5/8)^n: 1/8, 17/64, 205/512; their mean over D3 is (64 + 136 + 205)/1536 = 135/512.
    const attack = at(area2, 1, 2);
    const report = joinedOdds(attack, joined('characters'), exactArithmetic);
    expect(fr(report.characters[0]?.removed)).toBe('27/64');
    expect(fr(report.rankAndFile.destroyed)).toBe('27/64');
    const { process, start } = joinedShootingProcess(attack, joined('characters'));
    const ends = odds(process, start, exactArithmetic);
    expect(fr(probability(ends, (end) => end.characters[0]?.models === 0, exactArithmetic))).toBe('27/64');
    expect(fr(probability(ends, (end) => end.characters[0]?.models === 0 && end.unit.models === 0, exactArithmetic))).toBe('135/512');
  });

  it('two models each roll their D3: the captain survives each model\'s templates with 37/64, removed 1 − (37/64)² = 2727/4096', () => {
    const attack = ninthAgeAttack({ weapon: area1, aim: 4, models: 2, target: { models: 1, profile: { Res: 3 }, formation: { width: 2, facing: 'front' } } });
    expect(fr(joinedOdds(attack, joined('characters'), exactArithmetic).characters[0]?.removed)).toBe('2727/4096');
    const { process, start } = joinedShootingProcess(attack, joined('characters'));
    expect(fr(probability(odds(process, start, exactArithmetic), (end) => end.characters[0]?.models === 0, exactArithmetic))).toBe('2727/4096');
  });

  it('seeded: the quick roll and the table\'s description throw the same dice, each model\'s D3 first', () => {
    const attack = ninthAgeAttack({ weapon: area2, aim: 4, models: 2, target: { models: 1, profile: { Res: 3 }, formation: { width: 2, facing: 'front' } } });
    const { process, start } = joinedShootingProcess(attack, joined('characters'));
    const counts = new Set<number>();
    for (let seed = 0; seed < 30; seed++) {
      const quick = joinedRoll(attack, joined('characters'), seed);
      const table = roll(process, start, diceFromSeed(seed));
      expect(table.dice, `seed ${seed}`).toEqual(quick.dice);
      expect(table.end.unit, `seed ${seed}`).toEqual({ models: quick.rankAndFile.modelsLeft, onCurrent: 0 });
      expect(table.end.characters[0]?.models, `seed ${seed}`).toBe(quick.characters[0]?.removed ? 0 : 1);
      const volley = quick.volleys[0];
      // Two models, two rolls of the number of templates, each followed by that many to-hit rolls.
      expect(volley?.shotsRolls).toHaveLength(2);
      counts.add(volley?.toHit.length ?? -1);
      expect(volley?.toHit.length).toBeGreaterThanOrEqual(2);
      expect(volley?.toHit.length).toBeLessThanOrEqual(6);
    }
    // The number of templates varies from seed to seed.
    expect(counts.size).toBeGreaterThan(1);
  });
});
