// Characters left when every rank-and-file model is gone (ruling NA-ALONE), worked by hand.
// Two units of two archers (Bows (4+), Strength 3) stand 7" in front of the Spearmen (Resilience
// 3, no Armour): short range, no cover, so each shot hits on 4+ (1/2) and each hit wounds on 4+
// (1/2), unsaved: a shot wounds with 1/4. With no rank and file, every hit goes to the characters.
import { describe, expect, it } from 'vitest';
import { diceFromSeed, exactArithmetic, probability, rationalToString, type Rational } from '../../dice/index.js';
import {
  aloneNotApplied,
  alonePlaces,
  joinedOdds,
  ninthAgeApplyShot,
  ninthAgePhaseOdds,
  ninthAgePhasePanic,
  ninthAgePlanShot,
  ninthAgeRollShot,
  ninthAgeShooterStatus,
  ninthAgeTargetReport,
  rankAndFileCount,
  unitModels,
  withShooterState,
  type NinthAgeBattle,
  type TableCharacter,
  type UnitJoined,
} from './index.js';
import { bow, options, testBattle, type TestUnit } from './test-battle.js';

const fr = (r: Rational) => rationalToString(r);
const character = (name: string, HP: number, extra: Partial<TableCharacter> = {}): TableCharacter => ({
  name,
  profile: { HP, Res: 3, Arm: 0, Aegis: null, Fortitude: null, Height: 2 },
  type: 'infantry',
  hpLost: 0,
  flammable: false,
  removed: false,
  ...extra,
});
const captain = (extra: Partial<TableCharacter> = {}) => character('Captain', 2, extra);
const joinedOf = (...characters: TableCharacter[]): UnitJoined => ({ type: 'infantry', champion: false, characters });
// One Spearman left in a block five wide (the rest fallen earlier), its front at y 19.5.
const spearmen = (joined: UnitJoined, files = 5): TestUnit => ({ id: 'spearmen', army: 'b', at: [20, 20], files, ranks: 1, models: 1, joined });
const archers1: TestUnit = { id: 'archers1', army: 'a', at: [20, 12], facing: 180, files: 2, ranks: 1 };
const archers2: TestUnit = { id: 'archers2', army: 'a', at: [24, 12], facing: 180, files: 2, ranks: 1 };
/** The battle after the last Spearman fell: the characters stand alone. */
const aloneBattle = (joined: UnitJoined, files = 5): NinthAgeBattle => {
  const battle = testBattle([archers1, archers2, spearmen(joined, files)]);
  // Fallen to an earlier turn's shooting: both units of archers are still to shoot.
  return withShooterState(ninthAgeApplyShot(battle, 'archers2', 'spearmen', { models: 0, onCurrent: 0 }), 'archers2', { hasShot: false });
};
const unitOf = (battle: NinthAgeBattle) => battle.units.find((u) => u.id === 'spearmen');
const blockOf = (battle: NinthAgeBattle) => battle.table.units.find((u) => u.id === 'spearmen');
const centreOf = (battle: NinthAgeBattle, id: string) => battle.table.models.find((m) => m.id === id)?.base.centre;
const planned = (battle: NinthAgeBattle, shooter = 'archers1') => {
  const plan = ninthAgePlanShot(battle, shooter, 'spearmen', null, options);
  if (!plan.ok) throw new Error('not a legal shooting');
  return plan;
};

describe('where the characters left stand (NA-ALONE)', () => {
  it('the places of the old front nearest its middle, taken left to right in the list\'s order', () => {
    expect(alonePlaces(5, 1, 1)).toEqual([0]);
    // Of the middle's two neighbours (−1 and +1, equally near) the left one comes first.
    expect(alonePlaces(5, 2, 1)).toEqual([-1, 0]);
    expect(alonePlaces(4, 2, 1)).toEqual([-0.5, 0.5]);
    expect(alonePlaces(4, 1, 2)).toEqual([-1]);
    expect(alonePlaces(1, 3, 1)).toEqual([-1, 0, 1]);
  });

  it('the last Spearman falls: the Captain stands as the unit at the middle of its front (T-14\'s place)', () => {
    const battle = aloneBattle(joinedOf(captain()));
    expect(unitOf(battle)?.joined?.alone).toBe(true);
    expect(blockOf(battle)?.models).toEqual(['spearmen/1']);
    // The old block: five wide, centred at x 20, one base deep with its front at y 19.5.
    expect(centreOf(battle, 'spearmen/1')).toEqual({ x: 20, y: 20 });
    expect(blockOf(battle)?.boundary).toMatchObject({ centre: { x: 20, y: 20 }, width: 1, depth: 1 });
    expect(rankAndFileCount(battle, 'spearmen')).toBe(0);
    expect(unitModels(battle, 'spearmen')).toEqual(['spearmen/1']);
  });

  it('two characters side by side from the middle; one falls and the other closes up', () => {
    const battle = aloneBattle(joinedOf(captain(), character('Bearer', 1)));
    expect(blockOf(battle)?.models).toEqual(['spearmen/1', 'spearmen/2']);
    expect(centreOf(battle, 'spearmen/1')).toEqual({ x: 19, y: 20 });
    expect(centreOf(battle, 'spearmen/2')).toEqual({ x: 20, y: 20 });
    expect(blockOf(battle)?.boundary).toMatchObject({ centre: { x: 19.5, y: 20 }, width: 2 });
    const fallen = ninthAgeApplyShot(battle, 'archers1', 'spearmen', { models: 0, onCurrent: 0 }, { places: [0, 1], damage: [{ models: 0, onCurrent: 0 }, { models: 1, onCurrent: 0 }] });
    // Two places wide, the Bearer takes the nearer of the middle's two, the left one.
    expect(blockOf(fallen)?.models).toEqual(['spearmen/2']);
    expect(centreOf(fallen, 'spearmen/2')).toEqual({ x: 19, y: 20 });
    expect(fallen.table.models.some((m) => m.id === 'spearmen/1')).toBe(false);
  });

  it('the last character falls: the unit leaves the table', () => {
    const battle = aloneBattle(joinedOf(captain()));
    const gone = ninthAgeApplyShot(battle, 'archers1', 'spearmen', { models: 0, onCurrent: 0 }, { places: [0], damage: [{ models: 0, onCurrent: 0 }] });
    expect(blockOf(gone)).toBeUndefined();
    expect(gone.table.models.some((m) => m.unit === 'spearmen')).toBe(false);
  });

  it('a unit whose only character was already removed leaves with its last Spearman', () => {
    const battle = testBattle([archers1, archers2, spearmen(joinedOf(captain({ removed: true })))]);
    expect(blockOf(ninthAgeApplyShot(battle, 'archers2', 'spearmen', { models: 0, onCurrent: 0 }))).toBeUndefined();
  });
});

describe('what is not applied for characters alone', () => {
  it('a unit standing as its characters names their own base size and the Rally Test as a new unit; one with rank and file names nothing', () => {
    const battle = testBattle([archers1, archers2, spearmen(joinedOf(captain()))]);
    expect(aloneNotApplied([battle])).toEqual([]);
    const alone = aloneBattle(joinedOf(captain()));
    // Left alone by a shooting: named from the battle after it, once.
    expect(aloneNotApplied([battle, alone])).toEqual([{ unit: 'spearmen', rules: ['mismatching-base', 'rally-as-new-unit'] }]);
    expect(aloneNotApplied([alone], ['archers1'])).toEqual([]);
  });
});

describe('a unit of characters alone as a target', () => {
  it('every hit goes to the characters: one Captain of 2 HP falls to two shots with (1/4)² = 1/16', () => {
    const battle = aloneBattle(joinedOf(captain()));
    const plan = planned(battle);
    expect(plan.attack.target.models).toBe(0);
    const joined = plan.candidate.joined;
    if (!joined) throw new Error('no characters');
    const shares = joinedOdds(plan.attack, joined.joined, exactArithmetic).characters[0]!;
    // Hit unless both shots miss: 1 − (1/2)² = 3/4.
    expect(fr(shares.hit)).toBe('3/4');
    expect(fr(shares.removed)).toBe('1/16');
  });

  it('two characters share the hits: the Bearer (1 HP) is hit only by the second hit, 1/4, and falls with 1/8', () => {
    const plan = planned(aloneBattle(joinedOf(captain(), character('Bearer', 1))));
    const odds = joinedOdds(plan.attack, plan.candidate.joined!.joined, exactArithmetic);
    expect(odds.characters.map((c) => fr(c.hit))).toEqual(['3/4', '1/4']);
    expect(fr(odds.characters[1]!.removed)).toBe('1/8');
    // The table's report says the same in floats.
    const candidate = ninthAgeTargetReport(aloneBattle(joinedOf(captain(), character('Bearer', 1))), 'archers1', options).candidates.find((c) => c.target === 'spearmen');
    expect(candidate?.odds?.characters?.[1]?.removed).toBeCloseTo(1 / 8, 12);
  });

  it('the table\'s odds count its characters as its models: the Captain (2 HP) removed 1/16, 1/2 Health Point lost on average', () => {
    // Two shots wounding with 1/4 each: both wound (1/16) remove him; the mean wounds are 2 · 1/4 = 1/2, never more than his 2 HP.
    const candidate = ninthAgeTargetReport(aloneBattle(joinedOf(captain())), 'archers1', options).candidates.find((c) => c.target === 'spearmen');
    expect(candidate?.odds?.meanModelsRemoved).toBeCloseTo(1 / 16, 12);
    expect(candidate?.odds?.modelRemoved).toBeCloseTo(1 / 16, 12);
    expect(candidate?.odds?.destroyed).toBeCloseTo(1 / 16, 12);
    expect(candidate?.odds?.meanHpLost).toBeCloseTo(1 / 2, 12);
  });

  it('its Height is its characters\', and the rank and file\'s Hard Target is gone with them', () => {
    const unit: TestUnit = { ...spearmen(joinedOf(captain({ profile: { HP: 2, Res: 3, Arm: 0, Aegis: null, Fortitude: null, Height: 3 } }))), hardTarget: 1 };
    const battle = ninthAgeApplyShot(testBattle([archers1, archers2, unit]), 'archers2', 'spearmen', { models: 0, onCurrent: 0 });
    const plan = planned(battle);
    expect(plan.attack.target.profile.Height).toBe(3);
    expect(plan.attack.target.hardTarget).toEqual([]);
  });

  it('the phase: the Captain falls to the four shots with P(two or more wounds of four at 1/4) = 67/256', () => {
    // 1 − (3/4)⁴ − 4 · (1/4) · (3/4)³ = 1 − 81/256 − 108/256; the second unit has no target once he is gone.
    const ends = ninthAgePhaseOdds(aloneBattle(joinedOf(captain())), options, undefined, exactArithmetic);
    expect(fr(probability(ends, (end) => blockOf(end.battle) === undefined, exactArithmetic))).toBe('67/256');
  });

  it('a seeded roll keeps the Captain\'s wound on the unit and its place on the table', () => {
    const battle = aloneBattle(joinedOf(captain()));
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const result = ninthAgeRollShot(battle, planned(battle), diceFromSeed(seed));
      const rolled = result.joined?.characters[0];
      if (!rolled) throw new Error('not a joined roll');
      if (rolled.removed) expect(blockOf(result.battle)).toBeUndefined();
      else {
        expect(unitOf(result.battle)?.joined?.characters[0]?.hpLost).toBe(rolled.hpLost);
        expect(centreOf(result.battle, 'spearmen/1')).toEqual({ x: 20, y: 20 });
      }
    }
  });

  it('Panic after the phase counts the characters alone (2.x): the Captain wounded once, 1 of their 3 HP, a quarter, tests', () => {
    // 2.x: a quarter of the 3 Health Points at the start of the phase, rounded up, is 1; two models, so not a lone model.
    const battle = aloneBattle(joinedOf(captain(), character('Bearer', 1)));
    const wounded = ninthAgeApplyShot(battle, 'archers1', 'spearmen', { models: 0, onCurrent: 0 }, { places: [0, 1], damage: [{ models: 1, onCurrent: 1 }, { models: 1, onCurrent: 0 }] });
    const panic = ninthAgePhasePanic(battle, wounded, '2.x');
    expect(panic).toEqual([expect.objectContaining({ unit: 'spearmen', hpLost: 1, taken: true })]);
    expect(panic[0]?.threshold).toMatchObject({ startHp: 3 });
    // The current rules also want 3 Health Points lost: 1 is not enough.
    expect(ninthAgePhasePanic(battle, wounded, 'current')[0]?.taken).toBe(false);
  });

  it('a lone Captain left of a unit is no unit of one model from the start (2.x): wounded once, 1 of his 2 HP, he tests', () => {
    // NR-ALONE: the same unit for Panic, so the 2.x single-model exemption (a unit that started the
    // game as one model) is not his. A quarter of 2 HP, rounded up, is 1.
    const battle = aloneBattle(joinedOf(captain()));
    const wounded = ninthAgeApplyShot(battle, 'archers1', 'spearmen', { models: 0, onCurrent: 0 }, { places: [0], damage: [{ models: 1, onCurrent: 1 }] });
    const [panic] = ninthAgePhasePanic(battle, wounded, '2.x');
    expect(panic?.threshold).toMatchObject({ startHp: 2, hpLost: 1, exempt: null });
    expect(panic?.taken).toBe(true);
  });
});

describe('its own shooting', () => {
  it('the unit\'s weapons have no model left to shoot them; a character with its own shoots from its own model', () => {
    const shooting = { Str: 3, AP: 0, weapons: [bow()], marchAndShoot: false, hasShot: false };
    const battle = ninthAgeApplyShot(
      testBattle([{ ...spearmen(joinedOf(captain(), character('Hunter', 1, { shooting }))), army: 'a', weapons: [bow()], facing: 180 }, { id: 'orcs', army: 'b', at: [20, 28], files: 3, ranks: 1 }]),
      'orcs',
      'spearmen',
      { models: 0, onCurrent: 0 },
    );
    expect(ninthAgeShooterStatus(battle, unitOf(battle)!).refusals).toContain('destroyed');
    // Facing 180 (down the table) the unit's right is towards −x: of the places −1 and 0 along it,
    // the Captain (first) takes −1 (x 21), the Hunter the middle (x 20), front edge at y 20.5.
    expect(centreOf(battle, 'spearmen/2')).toEqual({ x: 20, y: 20 });
    const report = ninthAgeTargetReport(battle, 'spearmen/2', options);
    const models = report.candidates.find((c) => c.target === 'orcs')?.models ?? [];
    expect(models.map((m) => [m.model, m.may])).toEqual([['spearmen/2', true]]);
    expect(models[0]?.sightPoint).toEqual({ x: 20, y: 20.5 });
  });
});
