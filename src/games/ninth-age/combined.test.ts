// Characters joined to a unit (NR-COMBINED, ruling T-13), worked by hand. Every case shoots
// Bows (4+) of Strength 3: a shot hits on 4+ (1/2). At Resilience 3 it wounds on 4+ (1/2), at
// Resilience 4 on 5+ (1/3); with no Armour there is no save, Armour 1 saves on 6 (1/6).
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString, type Rational } from '../../dice/index.js';
import { attackOnCharacter, distributeHits, hittableCharacters, joinedOdds, joinedRoll, ninthAgeAttack, ninthAgeOdds, poisonedShares, type AimAt, type JoinedCharacter, type JoinedTarget, type NinthAgeAttack, type NinthAgeAttackInput } from './index.js';

const fr = (r: Rational) => rationalToString(r);
const bows = (shots: number, models: number, extra: Partial<NinthAgeAttackInput> = {}): NinthAgeAttack =>
  ninthAgeAttack({ weapon: 'Bow (4+)', models: shots, target: { models, profile: { Res: 3 } }, ...extra });
const captain = (profile: Partial<JoinedCharacter['profile']> = {}, type = 'infantry'): JoinedCharacter => ({
  name: 'Captain',
  profile: { HP: 1, Res: 3, Arm: 0, Aegis: null, Fortitude: null, Height: 2, ...profile },
  type,
  hpLost: 0,
  flammable: false,
});
const joined = (characters: JoinedCharacter[], aimAt: AimAt = 'characters', champion = false): JoinedTarget => ({ type: 'infantry', characters, champion, aimAt });

describe('a character\'s own Fly (Clipped Wings, BS-T9A-2ND Multiple Wounds)', () => {
  it('a flying character takes D3+1 with Clipped Wings as D3+2; the unit without Fly and a character without it, D3+1', () => {
    const clipped = ninthAgeAttack({
      weapon: { id: 'Cannon', range: 72, shots: 1, strength: 10, armourPenetration: 10, attributes: [{ code: 'multiple-wounds', value: 'D3+1', clippedWings: true }] },
      aim: 4,
      target: { models: 10, profile: { Res: 3 } },
    });
    const damageOn = (attack: NinthAgeAttack) => ninthAgeOdds(attack, exactArithmetic).volleys[0]?.analysis.damage;
    expect(damageOn(clipped)).toEqual({ multipleWounds: 'D3+1', cap: 1 });
    expect(damageOn(attackOnCharacter(clipped, { ...captain({ HP: 4 }), fly: true }))).toEqual({ multipleWounds: 'D3+2', cap: 4, clippedWings: true });
    expect(damageOn(attackOnCharacter(clipped, captain({ HP: 4 })))).toEqual({ multipleWounds: 'D3+1', cap: 4 });
  });
});

describe('which characters may be hit (NR-COMBINED)', () => {
  it('none like the unit while it has 5 or more rank-and-file models', () => {
    expect(hittableCharacters(bows(1, 5), joined([captain()]))).toEqual([false]);
    expect(hittableCharacters(bows(1, 4), joined([captain()]))).toEqual([true]);
  });
  it('one of another Type or Height, whatever the unit’s size', () => {
    expect(hittableCharacters(bows(1, 20), joined([captain({}, 'cavalry'), captain({ Height: 'large' }), captain()]))).toEqual([true, true, false]);
  });
  it('the Champion counts among the rank and file for the five (T-13)', () => {
    expect(hittableCharacters(bows(1, 5), joined([captain()], 'characters', true))).toEqual([false]);
  });
});

describe('sharing one volley’s hits as equally as possible (NR-COMBINED, T-13)', () => {
  it('a round each before any second hit; the rest where the attacker aims', () => {
    // Three rank and file and one character: four models.
    expect(distributeHits(1, 3, [true], 'characters')).toEqual({ rankAndFile: 0, characters: [1] });
    expect(distributeHits(1, 3, [true], 'rank-and-file')).toEqual({ rankAndFile: 1, characters: [0] });
    expect(distributeHits(4, 3, [true], 'rank-and-file')).toEqual({ rankAndFile: 3, characters: [1] });
    expect(distributeHits(9, 3, [true], 'characters')).toEqual({ rankAndFile: 6, characters: [3] });
    expect(distributeHits(9, 3, [true], 'rank-and-file')).toEqual({ rankAndFile: 7, characters: [2] });
  });
  it('two characters, one of them shielded', () => {
    expect(distributeHits(3, 2, [true, false], 'characters')).toEqual({ rankAndFile: 2, characters: [1, 0] });
    expect(distributeHits(7, 2, [true, true], 'characters')).toEqual({ rankAndFile: 3, characters: [2, 2] });
  });
  it('no hittable character: every hit to the rank and file', () => {
    expect(distributeHits(6, 10, [false], 'characters')).toEqual({ rankAndFile: 6, characters: [0] });
  });
});

describe('the odds of a joined character being hit and removed', () => {
  it('one shot at three spearmen and a captain', () => {
    // The only hit (1/2) goes to the captain when aimed at him; he dies on a wound (1/2): 1/4.
    const aimed = joinedOdds(bows(1, 3), joined([captain()]), exactArithmetic);
    expect(fr(aimed.characters[0]!.hit)).toBe('1/2');
    expect(fr(aimed.characters[0]!.removed)).toBe('1/4');
    expect(aimed.rankAndFile.meanHits).toBe(0);
    const spared = joinedOdds(bows(1, 3), joined([captain()], 'rank-and-file'), exactArithmetic);
    expect(fr(spared.characters[0]!.hit)).toBe('0');
    expect(spared.rankAndFile.meanHits).toBe(0.5);
    // The rank and file, 3 models: one hit and one wound never remove them all.
    expect(fr(spared.rankAndFile.destroyed)).toBe('0');
  });

  it('a captain on a Large mount beside ten spearmen: Resilience 4, Armour 1', () => {
    // Two shots: he takes a hit unless both miss, 1 − 1/4 = 3/4 (eleven models, at most two hits).
    // Removed: 3/4 × wounds on 5+ (1/3) × fails his 6+ save (5/6) = 5/24.
    const odds = joinedOdds(bows(2, 10), joined([captain({ Res: 4, Arm: 1, Height: 'large' })]), exactArithmetic);
    expect(fr(odds.characters[0]!.hit)).toBe('3/4');
    expect(fr(odds.characters[0]!.removed)).toBe('5/24');
    expect(odds.characters[0]!.hittable).toBe(true);
  });

  it('a captain of 2 HP with one spearman: a second hit only when every model has one', () => {
    // Three shots, hits 0–3 with 1/8, 3/8, 3/8, 1/8; two models share them, the captain first:
    // 1 hit from one or two hits, 2 from three. Hit: 7/8. Mean hits: 3/8 + 3/8 + 2/8 = 1.
    // Removed only by two hits both wounding: 1/8 × 1/4 = 1/32.
    const odds = joinedOdds(bows(3, 1), joined([captain({ HP: 2 })]), exactArithmetic);
    expect(fr(odds.characters[0]!.hit)).toBe('7/8');
    expect(odds.characters[0]!.meanHits).toBe(1);
    expect(fr(odds.characters[0]!.removed)).toBe('1/32');
    // Mean HP lost: each hit costs 1/2 of a HP on average, 1 hit on average → 1/2.
    expect(odds.characters[0]!.meanHpLost).toBeCloseTo(0.5, 12);
  });

  it('Panic counts the characters’ Health Points with the unit’s', () => {
    // Current rules: 3 spearmen + a 1-HP captain start with 4 HP, the test needs 3 lost; one shot cannot.
    const current = joinedOdds(bows(1, 3), joined([captain()]), exactArithmetic).panic;
    expect(current.startHp).toBe(4);
    expect(current.hpLost).toBe(3);
    expect(fr(current.forced)).toBe('0');
    // 2.x: a quarter of 4 is 1: the captain's death (1/4) forces it, the spearmen still there.
    const older = joinedOdds(bows(1, 3, { variants: { edition: '2.x' } }), joined([captain()]), exactArithmetic).panic;
    expect(older.hpLost).toBe(1);
    expect(fr(older.forced)).toBe('1/4');
    // 2.x, one spearman and a 2-HP captain (3 HP, 1 forces it), three shots: one hit (3/8) to the
    // captain, wounding 1/2: 3/16; two hits (3/8), one each, any wound (3/4), the captain alive: 9/32;
    // three hits (1/8), two to the captain: some loss (7/8) but not all three wounds (1/8): 3/32.
    // In all 6/32 + 9/32 + 3/32 = 9/16.
    const two = joinedOdds(bows(3, 1, { variants: { edition: '2.x' } }), joined([captain({ HP: 2 })]), exactArithmetic).panic;
    expect(fr(two.forced)).toBe('9/16');
  });

  it('a captain shielded by ten spearmen is never hit', () => {
    const odds = joinedOdds(bows(4, 10), joined([captain()]), exactArithmetic);
    expect(fr(odds.characters[0]!.hit)).toBe('0');
    expect(odds.rankAndFile.meanHits).toBe(2);
  });

});

// A Poison bow (4+): a shot misses on 1–3 (1/2), hits on 4–5 (1/3), is a poisoned hit on a 6
// (1/6), which wounds with no to-wound roll. Two shots: no hit 1/4; at least one poisoned hit
// 1 − (5/6)² = 11/36; at least one hit and none poisoned 3/4 − 11/36 = 4/9; two hits, both
// poisoned 1/36, two hits not both poisoned 1/3·1/3 + 2·1/3·1/6 = 2/9.
const poisonBows = (shots: number, models: number) =>
  ninthAgeAttack({ weapon: { id: 'poison bow', range: 24, shots: 1, strength: 3, armourPenetration: 0, attributes: [{ code: 'poison' }] }, aim: 4, models: shots, target: { models, profile: { Res: 3 } } });

describe('poisoned hits shared among the rank and file and the characters', () => {
  it('the poisoned hits go first where the shooter aims, each share taking at most its hits', () => {
    expect(poisonedShares({ rankAndFile: 3, characters: [2] }, 3, 'characters')).toEqual({ rankAndFile: 1, characters: [2] });
    expect(poisonedShares({ rankAndFile: 3, characters: [2] }, 3, 'rank-and-file')).toEqual({ rankAndFile: 3, characters: [0] });
    expect(poisonedShares({ rankAndFile: 1, characters: [1, 1] }, 2, 'characters')).toEqual({ rankAndFile: 0, characters: [1, 1] });
    expect(poisonedShares({ rankAndFile: 2, characters: [1] }, 0, 'characters')).toEqual({ rankAndFile: 0, characters: [0] });
  });

  it('one shot at three spearmen and a captain: a 6 kills him outright', () => {
    // The hit (1/2) is his; removed by a plain hit that wounds (1/3 × 1/2) or a poisoned one (1/6): 1/3.
    const odds = joinedOdds(poisonBows(1, 3), joined([captain()]), exactArithmetic);
    expect(fr(odds.characters[0]!.hit)).toBe('1/2');
    expect(fr(odds.characters[0]!.removed)).toBe('1/3');
  });

  it('two shots at one spearman and a captain: the poisoned hit goes where the shooter aims', () => {
    // Aimed at the characters: any hit gives him one, poisoned if any was (11/36); else a plain
    // one wounding on 4+ (4/9 × 1/2): 11/36 + 8/36 = 19/36.
    const aimed = joinedOdds(poisonBows(2, 1), joined([captain()]), exactArithmetic);
    expect(fr(aimed.characters[0]!.removed)).toBe('19/36');
    // Aimed at the rank and file: he is hit only when both hit, and his is poisoned only when both
    // are (1/36); else plain (2/9 × 1/2): 1/36 + 4/36 = 5/36. The spearman now fares as he did: 19/36.
    const spared = joinedOdds(poisonBows(2, 1), joined([captain()], 'rank-and-file'), exactArithmetic);
    expect(fr(spared.characters[0]!.removed)).toBe('5/36');
    expect(fr(spared.rankAndFile.destroyed)).toBe('19/36');
    expect(fr(aimed.rankAndFile.destroyed)).toBe('5/36');
  });
});

// D3 shots: a D6 halved, rounding up: 1, 2 or 3 shots, each 1/3; each bow shot hits on 4+ (1/2).
const d3Bow = (models: number, targetModels: number) =>
  ninthAgeAttack({ weapon: { id: 'd3 bow', range: 24, shots: 3, shotsDice: { count: 1, sides: 3, times: 1, plus: 0 }, strength: 3, armourPenetration: 0, attributes: [] }, aim: 4, models, target: { models: targetModels, profile: { Res: 3 } } });

describe('shots rolled on dice with joined characters', () => {
  it('one model with D3 shots at three spearmen and a captain', () => {
    // At least one hit: (1/2 + 3/4 + 7/8) / 3 = 17/24, and with four models the first hit is his.
    // Removed: 17/24 × 1/2 = 17/48. The rank and file take the rest: 2 × 1/2 − 17/24 = 7/24 on average.
    const odds = joinedOdds(d3Bow(1, 3), joined([captain()]), exactArithmetic);
    expect(fr(odds.characters[0]!.hit)).toBe('17/24');
    expect(fr(odds.characters[0]!.removed)).toBe('17/48');
    expect(odds.rankAndFile.meanHits).toBeCloseTo(7 / 24, 12);
  });

  it('two models, each rolling its own D3, at ten spearmen shielding the captain', () => {
    // Every hit is the spearmen's: 2 models × 2 shots on average × 1/2 = 2 hits.
    const odds = joinedOdds(d3Bow(2, 10), joined([captain()]), exactArithmetic);
    expect(fr(odds.characters[0]!.hit)).toBe('0');
    expect(odds.rankAndFile.meanHits).toBeCloseTo(2, 12);
  });

  it('the captain of 1 HP beside one spearman, two models with D3 shots, aimed at him', () => {
    // He takes no hit only when every shot misses: the chance one model's shots all miss is
    // (1/2 + 1/4 + 1/8) / 3 = 7/24, for both (7/24)² = 49/576: hit 527/576.
    const odds = joinedOdds(d3Bow(2, 1), joined([captain()]), exactArithmetic);
    expect(fr(odds.characters[0]!.hit)).toBe('527/576');
  });
});

describe('a seeded shooting at a combined unit', () => {
  it('shares the rolled hits by the rule, and removes a character that lost all its Health Points', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const attack = bows(6, 2);
      const roll = joinedRoll(attack, joined([captain({ HP: 2 })]), seed);
      const volley = roll.volleys[0]!;
      const hits = volley.toHit.filter((trace) => trace.some((e) => e.kind === 'die' && e.outcome === 'hit')).length;
      expect(volley.hits).toBe(hits);
      expect(volley.shares).toEqual(distributeHits(hits, 2, [true], 'characters'));
      expect(volley.characters[0]!.length).toBe(volley.shares.characters[0]);
      expect(roll.characters[0]!.removed).toBe(roll.characters[0]!.hpLost === 2);
      expect(roll.rankAndFile.modelsRemoved + roll.rankAndFile.modelsLeft).toBe(2);
    }
  });

  it('places the poisoned hits as the shooter aims, and rolls no to-wound die for them', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const roll = joinedRoll(poisonBows(6, 2), joined([captain({ HP: 3 })]), seed);
      const volley = roll.volleys[0]!;
      const outcomes = volley.toHit.map((trace) => trace.find((e) => e.kind === 'die')?.outcome);
      const poisoned = outcomes.filter((o) => o === 'poisoned-hit').length;
      expect(volley.hits).toBe(poisoned + outcomes.filter((o) => o === 'hit').length);
      expect(volley.poisoned).toEqual(poisonedShares(volley.shares, poisoned, 'characters'));
      // His poisoned hits come first, each explained as the automatic wound, with no to-wound die.
      const his = volley.characters[0]!;
      his.forEach((trace, i) => {
        const first = trace[0];
        const isPoisoned = i < volley.poisoned.characters[0]!;
        expect(first?.kind === 'auto' && first.check.step === 'poison').toBe(isPoisoned);
        expect(trace.some((e) => e.check.step === 'to-wound')).toBe(!isPoisoned);
      });
    }
  });

  it('the seeded rolls agree with the exact odds: Poison aimed at the captain, and D3 shots', () => {
    // 2000 fixed seeds: the standard error of the share is √(19/36 · 17/36 / 2000) ≈ 0.011; four of them allowed.
    let removed = 0;
    for (let seed = 1; seed <= 2000; seed += 1) if (joinedRoll(poisonBows(2, 1), joined([captain()]), seed).characters[0]!.removed) removed += 1;
    expect(Math.abs(removed / 2000 - 19 / 36)).toBeLessThan(0.045);
    // D3 shots at three spearmen and a captain: he is hit 17/24 of the time (≈ 0.010 standard error).
    let hit = 0;
    for (let seed = 1; seed <= 2000; seed += 1) if (joinedRoll(d3Bow(1, 3), joined([captain()]), seed).characters[0]!.hits > 0) hit += 1;
    expect(Math.abs(hit / 2000 - 17 / 24)).toBeLessThan(0.045);
  });

  it('rolls each model\'s D3 for its shots before its to-hit dice', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const roll = joinedRoll(d3Bow(2, 1), joined([captain()]), seed);
      const volley = roll.volleys[0]!;
      expect(volley.shotsRolls.length).toBe(2);
      const shots = volley.shotsRolls.map((trace) => trace.flatMap((e) => (e.check.step === 'shots-total' ? [e.check.shots] : []))[0] ?? 0);
      shots.forEach((n) => expect([1, 2, 3]).toContain(n));
      expect(volley.toHit.length).toBe(shots[0]! + shots[1]!);
    }
  });
});
