// Area Attacks and Catapults on the table (docs/ninth-age.md, Area Attacks and Catapults): the
// table decides the Target Facing (T-6), the target's front rank gives its width, and the shot,
// its outcomes and the phase read the same description as the quick attack. Worked by hand.
import { describe, expect, it } from 'vitest';
import { exactArithmetic, odds, probability, rationalToString } from '../../dice/index.js';
import { prepareTable } from '../../table/index.js';
import { ninthAgeOdds, ninthAgePlanShot, ninthAgeRollShot, ninthAgeShotOutcomes, ninthAgeTargetCandidates, unitShootingProcess, type ShootingWeapon, type TableCharacter, type UnitJoined } from './index.js';
import { options, testBattle, traceChecks, type TestUnit } from './test-battle.js';

/** Catapult (4×2), Strength 5, AP 1, no brackets. */
const catapult: ShootingWeapon = { id: 'Catapult', range: 48, minRange: 12, shots: 1, strength: 5, armourPenetration: 1, attributes: [{ code: 'catapult', x: 4, y: 2 }] };
// Thirteen spearmen five wide, facing 0: ranks of 5, 5, 3; files of 3, 3, 3, 2, 2.
const spearmen = (joined?: UnitJoined): TestUnit => ({ id: 'spearmen', army: 'b', at: [20, 20], files: 5, ranks: 3, models: 13, ...(joined ? { joined } : {}) });
// In front of them (their front faces y below 20), and on their right flank.
const ahead: TestUnit = { id: 'catapult', army: 'a', at: [20, 0], facing: 180, base: [2, 2], weapons: [{ weapon: catapult, aim: 4 }] };
const aside: TestUnit = { id: 'catapult', army: 'a', at: [40, 20], facing: 270, base: [2, 2], weapons: [{ weapon: catapult, aim: 4 }] };

const candidateOf = (shooter: TestUnit, target: TestUnit = spearmen()) => {
  const battle = testBattle([target, shooter]);
  const unit = battle.units.find((u) => u.id === 'catapult');
  const entry = unit?.weapons[0];
  if (!unit || !entry) throw new Error('no catapult');
  return ninthAgeTargetCandidates(battle, prepareTable(battle.table), unit, entry, options.variants).find((c) => c.target === 'spearmen');
};

describe('a Catapult on the table', () => {
  it('from the Front: two ranks of 5, 4 hits on each, 8; a Partial Hit (3×1): 3', () => {
    const attack = candidateOf(ahead)?.attack;
    expect(attack?.target.formation).toEqual({ width: 5, facing: 'front' });
    const area = attack ? ninthAgeOdds(attack, exactArithmetic).volleys[0]?.analysis.area : undefined;
    expect(area).toMatchObject({ lines: [5, 5, 3], hits: 8, partialHits: 3 });
  });

  it('from a Flank: files of 3, 3, 3, 2, 2, no more than 3 on each of two, 6; a Partial Hit: 3', () => {
    const attack = candidateOf(aside)?.attack;
    expect(attack?.target.formation).toEqual({ width: 5, facing: 'flank' });
    const report = attack ? ninthAgeOdds(attack, exactArithmetic) : undefined;
    expect(report?.volleys[0]?.analysis.area).toMatchObject({ lines: [3, 3, 3, 2, 2], hits: 6, partialHits: 3 });
    // To hit 4+: 6 hits 1/2, a Partial Hit that hits 1/3 · 1/2 = 1/6, none 1/3 (a Misfire or the Partial Hit's miss).
    const hits = report?.series.hits.exactly.map((p) => rationalToString(p));
    expect(hits).toEqual(['1/3', '0', '0', '1/6', '0', '0', '1/2']);
  });

  it('the shot, its outcomes and the phase\'s description agree: the unit shooting process weighs the same hits; a roll removes what its dice say', () => {
    const battle = testBattle([spearmen(), ahead]);
    const plan = ninthAgePlanShot(battle, 'catapult', 'spearmen', null, options);
    if (!plan.ok) throw new Error('not a legal shooting');
    const { process, start } = unitShootingProcess(plan.attack);
    const ends = odds(process, start, exactArithmetic);
    // Strength 5 against Resilience 3: 2+ (5/6), no armour. Every model gone but 5: all 8 wounded, 1/2 · (5/6)^8.
    expect(rationalToString(probability(ends, (end) => end.unit.models === 5, exactArithmetic))).toBe('390625/3359232');
    const outcomes = ninthAgeShotOutcomes(battle, plan, exactArithmetic);
    const total = outcomes.reduce((sum, o) => exactArithmetic.add(sum, o.chance), exactArithmetic.zero);
    expect(rationalToString(total)).toBe('1');
    for (let seed = 0; seed < 30; seed++) {
      const rolled = ninthAgeRollShot(battle, plan, seed);
      const checks = rolled.report.shots.flatMap((shot) => traceChecks(shot.trace));
      const area = checks.find((c) => c.step === 'area-hits');
      expect(rolled.report.hits).toBe(area?.step === 'area-hits' ? area.hits : 0);
      const left = rolled.battle.table.units.find((u) => u.id === 'spearmen')?.models.length;
      expect(left).toBe(13 - rolled.report.modelsRemoved);
    }
  });

  it('at a unit with a joined captain the template shoots (NA-AREA-JOINED): he stands in the ranks, is shielded by 13 rank and file, and their odds are unchanged', () => {
    const captain: TableCharacter = { name: 'Captain', profile: { HP: 2, Res: 3, Arm: 0, Aegis: null, Fortitude: null, Height: 2 }, type: 'infantry', hpLost: 0, flammable: false, removed: false };
    const withCaptain = candidateOf(ahead, spearmen({ type: 'infantry', champion: false, characters: [captain] }));
    expect(withCaptain?.legal).toBe(true);
    // 14 models five wide are ranks of 5, 5, 4: still 8 hits (4 on each of two ranks of 5) and 3 for a Partial Hit.
    expect(withCaptain?.odds?.characters).toEqual([{ character: 0, hittable: false, hit: 0, removed: 0 }]);
    const alone = candidateOf(ahead);
    expect(withCaptain?.odds?.meanModelsRemoved).toBeCloseTo(alone?.odds?.meanModelsRemoved ?? -1, 12);
    expect(withCaptain?.odds?.destroyed).toBeCloseTo(alone?.odds?.destroyed ?? -1, 12);
  });

  it('a template with shots on dice at a joined captain shoots: D3 templates, each shared on its own (NA-AREA-JOINED)', () => {
    const captain: TableCharacter = { name: 'Captain', profile: { HP: 2, Res: 3, Arm: 0, Aegis: null, Fortitude: null, Height: 2 }, type: 'infantry', hpLost: 0, flammable: false, removed: false };
    const rolled: TestUnit = { ...ahead, weapons: [{ weapon: { ...catapult, shots: 3, shotsDice: { count: 1, sides: 3, times: 1, plus: 0 } }, aim: 4 }] };
    const candidate = candidateOf(rolled, spearmen({ type: 'infantry', champion: false, characters: [captain] }));
    expect(candidate?.legal).toBe(true);
    expect(candidate?.refusals).toEqual([]);
    // 13 Spearmen shield the captain (five or more rank and file of his Type and Height): no template reaches him.
    expect(candidate?.odds?.characters).toEqual([{ character: 0, hittable: false, hit: 0, removed: 0 }]);
  });
});
