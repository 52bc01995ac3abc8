// Dying Embers (issue 20; BS-T9A-2ND 2nd-warriorsOfTheDarkGods.cat, Feldrak Ancestor: after using
// its Breath Attack the model loses one Health Point, no save of any kind): harm to the firer,
// certain, in a quick attack's odds and roll and written back on a table. Worked by hand.
import { describe, expect, it } from 'vitest';
import { exactArithmetic, probability, rationalToString } from '../../dice/index.js';
import { NINTH_AGE_DEFAULT_VARIANTS, firerHarm, ninthAgeAttack, ninthAgeOdds, ninthAgePhaseOdds, ninthAgePlanShot, ninthAgeRoll, ninthAgeRollPhase, ninthAgeRollShot, ninthAgeShotOutcomes, parseAttribute, unitModels, type NinthAgeBattle, type ShootingWeapon } from './index.js';
import { testBattle } from './test-battle.js';

// The Feldrak Ancestor's "Breath Attack (Str 4, AP 1, Dying Embers, Flaming Attacks)".
const embers: ShootingWeapon = {
  id: 'Breath Attack',
  range: 6,
  shots: 12,
  shotsDice: { count: 2, sides: 6, times: 1, plus: 0 },
  strength: 4,
  armourPenetration: 1,
  attributes: [{ code: 'breath-attack' }, { code: 'dying-embers' }, { code: 'flaming-attacks' }],
};
const plainBreath: ShootingWeapon = { ...embers, attributes: [{ code: 'breath-attack' }, { code: 'flaming-attacks' }] };

describe('Dying Embers in a quick attack', () => {
  it('is read as a file writes it, with no value', () => {
    expect(parseAttribute('Dying Embers')).toEqual({ code: 'dying-embers' });
    expect(parseAttribute('Dying Embers (1)')).toBeNull();
  });

  it('costs the breathing model one Health Point, certainly: the odds and the roll say so; the target\'s odds are the plain breath\'s', () => {
    const attack = ninthAgeAttack({ weapon: embers, target: { models: 10, profile: { Res: 4, Arm: 0 } } });
    const odds = ninthAgeOdds(attack, exactArithmetic);
    expect(odds.firer).toEqual({ code: 'dying-embers', models: 1, hpLost: 1 });
    // No unsaved wound: each hit wounds on 4+ with no save, over 2D6 hits (21/128)² = 441/16384, as without Dying Embers.
    expect(rationalToString(odds.series.unsaved.exactly[0]!)).toBe('441/16384');
    for (const seed of [1, 2, 3]) expect(ninthAgeRoll(attack, seed).firer).toEqual({ code: 'dying-embers', models: 1, hpLost: 1 });
    // Two breathing models: one Health Point each.
    expect(firerHarm(ninthAgeAttack({ weapon: embers, models: 2, target: { models: 10, profile: { Res: 4 } } }))).toEqual({ code: 'dying-embers', models: 2, hpLost: 2 });
    expect(ninthAgeOdds(ninthAgeAttack({ weapon: plainBreath, target: { models: 10, profile: { Res: 4 } } }), exactArithmetic).firer).toBeNull();
  });
});

describe('Dying Embers on a table', () => {
  // A Feldrak (one model of 8 HP) 4" in front of ten Spearmen.
  const battleWith = (hpLost: number): NinthAgeBattle =>
    testBattle([
      { id: 'spearmen', army: 'b', at: [20, 20], files: 5, ranks: 2, profile: { Res: 4 } },
      { id: 'feldrak', army: 'a', at: [20, 14], facing: 180, profile: { HP: 8, Res: 6, Arm: 3 }, weapons: [{ weapon: embers, aim: null }], state: { hpLost } },
    ]);
  const options = { variants: NINTH_AGE_DEFAULT_VARIANTS };
  const feldrak = (battle: NinthAgeBattle) => battle.units.find((u) => u.id === 'feldrak');

  it('the shot, its every outcome (chance 1 in all) and the phase leave the Feldrak one Health Point down, its breath spent', () => {
    const battle = battleWith(2);
    const planned = ninthAgePlanShot(battle, 'feldrak', 'spearmen', null, options);
    if (!planned.ok) throw new Error(`the breath is refused: ${JSON.stringify(planned)}`);
    const rolled = ninthAgeRollShot(battle, planned, 5);
    expect(feldrak(rolled.battle)?.state).toMatchObject({ hpLost: 3, breathUsed: true, hasShot: true });
    expect(rolled.report.firer).toEqual({ code: 'dying-embers', models: 1, hpLost: 1 });
    const outcomes = ninthAgeShotOutcomes(battle, planned, exactArithmetic);
    const total = outcomes.filter((o) => feldrak(o.battle)?.state.hpLost === 3).reduce((sum, o) => exactArithmetic.add(sum, o.chance), exactArithmetic.zero);
    expect(rationalToString(total)).toBe('1');
    expect(feldrak(ninthAgeRollPhase(battle, options, 5).battle)?.state.hpLost).toBe(3);
  });

  it('the phase names it: the Feldrak\'s turn ends with a firer-harm step (no die) after every die of its breath', () => {
    const battle = battleWith(2);
    const planned = ninthAgePlanShot(battle, 'feldrak', 'spearmen', null, options);
    if (!planned.ok) throw new Error('the breath is refused');
    for (const seed of [1, 5, 9]) {
      const phase = ninthAgeRollPhase(battle, options, seed);
      const trace = phase.turns[0]?.trace ?? [];
      const last = trace[trace.length - 1];
      expect(last?.kind).toBe('auto');
      expect(last?.check).toEqual({ step: 'firer-harm', shooter: 'feldrak', code: 'dying-embers', models: 1, hpLost: 1 });
      expect(trace.filter((e) => e.check.step === 'firer-harm')).toHaveLength(1);
      // The step throws no die: the phase's dice are the shot's own.
      expect(phase.dice).toEqual(ninthAgeRollShot(battle, planned, seed).report.dice);
    }
    // Every battle the phase can leave has the Feldrak one Health Point down: chance 1.
    const ends = ninthAgePhaseOdds(battle, options, undefined, exactArithmetic);
    expect(rationalToString(probability(ends, (end) => feldrak(end.battle)?.state.hpLost === 3, exactArithmetic))).toBe('1');
  });

  it('a breath without Dying Embers names no harm in the phase', () => {
    const battle = testBattle([
      { id: 'spearmen', army: 'b', at: [20, 20], files: 5, ranks: 2, profile: { Res: 4 } },
      { id: 'feldrak', army: 'a', at: [20, 14], facing: 180, profile: { HP: 8, Res: 6, Arm: 3 }, weapons: [{ weapon: plainBreath, aim: null }] },
    ]);
    const trace = ninthAgeRollPhase(battle, options, 5).turns[0]?.trace ?? [];
    expect(trace.some((e) => e.check.step === 'firer-harm')).toBe(false);
  });

  it('breathing on its last Health Point, the Feldrak is removed from the table', () => {
    const battle = battleWith(7);
    const planned = ninthAgePlanShot(battle, 'feldrak', 'spearmen', null, options);
    if (!planned.ok) throw new Error(`the breath is refused: ${JSON.stringify(planned)}`);
    expect(unitModels(ninthAgeRollShot(battle, planned, 5).battle, 'feldrak')).toHaveLength(0);
  });
});
