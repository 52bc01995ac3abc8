// A character joined to a unit shoots with its own weapon (ruling T-14), worked by hand.
// Ten Militia (5 wide, 2 deep, 1" bases) face down the table with a Captain carrying a Handgun
// (3+). Five Orcs (Resilience 4, Armour 1) stand 6.5" ahead of the Militia's front, in the open.
// The Captain stands at the middle of the front rank (Militia #3's place) and shoots alone:
// short range (6.5" is within half the Handgun's 24"), no cover, the unit did not move (Unwieldy
// not applied), so he hits on 3+ (2/3); Strength 4 against Resilience 4 wounds on 4+ (1/2);
// Armour 1 against AP 2 leaves 7 − 1 + 2 = 8, no save. One Orc falls with 2/3 · 1/2 = 1/3.
import { describe, expect, it } from 'vitest';
import { diceFromSeed, exactArithmetic, probability, rationalToString, type Rational } from '../../dice/index.js';
import { prepareTable } from '../../table/index.js';
import {
  characterShooters,
  ninthAgePhaseOdds,
  ninthAgePlanShot,
  ninthAgeRollPhase,
  ninthAgeRollShot,
  ninthAgeShooter,
  ninthAgeShooterStatus,
  ninthAgeShootingOrder,
  ninthAgeShotOutcomes,
  ninthAgeTargetReport,
  unitModels,
  withShooterState,
  type NinthAgeBattle,
  type TableCharacter,
} from './index.js';
import { box, options, terrain, testBattle, type TestUnit } from './test-battle.js';
import { NINTH_AGE_WEAPONS, type WeaponEntry } from './weapons.js';

const fr = (r: Rational) => rationalToString(r);
const handgun: WeaponEntry = { weapon: NINTH_AGE_WEAPONS.handgun, aim: 3 };
const bow: WeaponEntry = { weapon: NINTH_AGE_WEAPONS.bow, aim: 4 };

const captain = (extra: Partial<TableCharacter> = {}, hasShot = false): TableCharacter => ({
  name: 'Captain',
  profile: { HP: 2, Res: 3, Arm: 0, Aegis: null, Fortitude: null, Height: 2 },
  type: 'infantry',
  hpLost: 0,
  flammable: false,
  removed: false,
  shooting: { Str: 3, AP: 0, weapons: [handgun], marchAndShoot: false, hasShot },
  ...extra,
});
const militia = (c: TableCharacter = captain(), weapons: readonly WeaponEntry[] = []): TestUnit => ({
  id: 'militia',
  army: 'a',
  at: [20, 12],
  facing: 180,
  files: 5,
  ranks: 2,
  weapons,
  joined: { type: 'infantry', champion: false, characters: [c] },
});
const orcs: TestUnit = { id: 'orcs', army: 'b', at: [20, 20], files: 5, ranks: 1, profile: { Res: 4, Arm: 1 } };
const battleWith = (unit: TestUnit = militia(), more: readonly TestUnit[] = []): NinthAgeBattle => testBattle([unit, orcs, ...more]);

const plan = (battle: NinthAgeBattle, shooter: string, target = 'orcs') => {
  const planned = ninthAgePlanShot(battle, shooter, target, null, options);
  if (!planned.ok) throw new Error(`no legal shooting: ${planned.refusal.code}`);
  return planned;
};

describe('a joined character shoots with its own weapon (T-14)', () => {
  it('is a shooter of its own, `unit/1`, after its unit in the phase order', () => {
    const battle = battleWith();
    expect(characterShooters(battle).map((c) => [c.id, c.name, c.joinedTo])).toEqual([['militia/1', 'Captain', { unit: 'militia', character: 0, removed: false }]]);
    expect(ninthAgeShootingOrder(battle)).toEqual(['militia', 'militia/1']);
    const shooter = ninthAgeShooter(battle, 'militia/1');
    expect(shooter?.profile.Str).toBe(3);
    expect(shooter?.weapons.map((w) => w.weapon.id)).toEqual(['handgun']);
    // A unit with no weapon of its own is refused; its Captain may still shoot.
    expect(ninthAgeShooterStatus(battle, battle.units[0]!).refusals).toEqual(['no-shooting-weapon']);
    expect(shooter && ninthAgeShooterStatus(battle, shooter).may).toBe(true);
  });

  it('shoots alone, from the middle of the front rank (Militia #3), 6.5" from the Orcs', () => {
    const report = ninthAgeTargetReport(battleWith(), 'militia/1', options);
    const candidate = report.candidates.find((c) => c.target === 'orcs');
    expect(candidate?.models.map((m) => [m.model, m.rank, m.may])).toEqual([['militia/1', 1, true]]);
    expect(candidate?.models[0]?.distance).toBeCloseTo(6.5, 12);
    expect(candidate?.models[0]?.sightPoint).toEqual({ x: 20, y: 13 });
    // One shot, one volley at short range without cover, with his own Strength-4 Handgun.
    expect(candidate?.attack?.volleys.map((v) => [v.models, v.shots, v.circumstances.longRange, v.circumstances.cover])).toEqual([[1, 1, false, 'none']]);
    expect(candidate?.odds?.meanModelsRemoved).toBeCloseTo(1 / 3, 12);
    expect(report.advice).toEqual({ target: 'orcs', weapon: 'handgun' });
  });

  it('exact odds: one Orc falls with 1/3, and the battle keeps that the Captain, not the unit, has shot', () => {
    const battle = battleWith();
    const ends = ninthAgeShotOutcomes(battle, plan(battle, 'militia/1'), exactArithmetic);
    const lost = (n: number) => ends.filter((e) => unitModels(e.battle, 'orcs').length === 5 - n).reduce<Rational>((p, e) => exactArithmetic.add(p, e.chance), exactArithmetic.zero);
    expect(fr(lost(1))).toBe('1/3');
    expect(fr(lost(0))).toBe('2/3');
    for (const end of ends) {
      expect(ninthAgeShooter(end.battle, 'militia/1')?.state.hasShot).toBe(true);
      expect(ninthAgeShooter(end.battle, 'militia')?.state.hasShot).toBe(false);
    }
  });

  it('a seeded roll throws the to-hit die against 3+, and a second shot is refused as already shot', () => {
    const battle = battleWith();
    const rolled = ninthAgeRollShot(battle, plan(battle, 'militia/1'), diceFromSeed(3));
    const first = rolled.report.shots[0]?.trace[0];
    expect(first?.kind === 'die' && first.check.step === 'to-hit' ? first.check.needed : null).toBe(3);
    expect(rolled.report.start.models).toBe(5);
    const again = ninthAgePlanShot(rolled.battle, 'militia/1', 'orcs', null, options);
    expect(again.ok ? [] : again.refusal.code === 'shooter-may-not' ? again.refusal.shooter.refusals : [again.refusal.code]).toEqual(['already-shot']);
  });

  it('the phase plays the Captain after his unit; its exact odds give the Orcs 4 left with 1/3', () => {
    const battle = battleWith();
    const ends = ninthAgePhaseOdds(battle, options, undefined, exactArithmetic);
    expect(fr(probability(ends, (e) => unitModels(e.battle, 'orcs').length === 4, exactArithmetic))).toBe('1/3');
    const rolled = ninthAgeRollPhase(battle, options, 5);
    expect(rolled.turns.map((t) => [t.shooter, t.target, t.weapon])).toEqual([['militia/1', 'orcs', 'handgun']]);
    expect(ninthAgeShooter(rolled.battle, 'militia/1')?.state.hasShot).toBe(true);
  });

  it('its volley is its own: the unit shoots its bows at the Orcs, the Captain his Handgun at the Goblins', () => {
    // Goblins (Resilience 3, no Armour) 6.5" ahead of the Militia too, further right.
    const goblins: TestUnit = { id: 'goblins', army: 'b', at: [26, 20], files: 5, ranks: 1, profile: { Res: 3 } };
    const battle = battleWith(militia(captain(), [bow]), [goblins]);
    const unitShot = plan(battle, 'militia', 'orcs');
    const after = ninthAgeRollShot(battle, unitShot, 1).battle;
    expect(ninthAgeShooter(after, 'militia/1')?.state.hasShot).toBe(false);
    const captainShot = plan(after, 'militia/1', 'goblins');
    // 3+ to hit (2/3); Strength 4 against Resilience 3 wounds on 3+ (2/3); no Armour: 4/9.
    const ends = ninthAgeShotOutcomes(after, captainShot, exactArithmetic);
    expect(fr(probability(ends.map((e) => ({ state: e.battle, p: e.chance })), (b) => unitModels(b, 'goblins').length === 4, exactArithmetic))).toBe('4/9');
  });

  it('the phase with both volleys: no Orc falls with (31/36)^10 · 2/3', () => {
    // Ten Bows first (the whole unit, two ranks, 6.5–7.5": short range): 4+ to hit, Strength 3
    // against Resilience 4 wounds on 5+, Armour 1 saves on 6+: 1/2 · 1/3 · 5/6 = 5/36 a shot.
    // Then the Captain's Handgun: 1/3. Nothing falls only if every one of the eleven shots fails.
    const battle = battleWith(militia(captain(), [bow]));
    const ends = ninthAgePhaseOdds(battle, options, undefined, exactArithmetic);
    const num = 31n ** 10n * 2n;
    const den = 36n ** 10n * 3n;
    const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
    const g = gcd(num, den);
    expect(fr(probability(ends, (e) => unitModels(e.battle, 'orcs').length === 5, exactArithmetic))).toBe(`${String(num / g)}/${String(den / g)}`);
    expect(ninthAgeRollPhase(battle, options, 2).turns.map((t) => [t.shooter, t.weapon])).toEqual([
      ['militia', 'bow'],
      ['militia/1', 'handgun'],
    ]);
  });

  it('seeded rolls agree with the odds: over 900 seeds an Orc falls about 1/3 of the time (within 4.5 standard deviations)', () => {
    const battle = battleWith();
    const planned = plan(battle, 'militia/1');
    let fell = 0;
    for (let seed = 1; seed <= 900; seed += 1) if (unitModels(ninthAgeRollShot(battle, planned, seed).battle, 'orcs').length === 4) fell += 1;
    // Mean 300, standard deviation √(900 · 1/3 · 2/3) ≈ 14.1.
    expect(Math.abs(fell - 300)).toBeLessThan(4.5 * Math.sqrt(200));
  });

  it('a removed Captain cannot shoot and leaves the phase order', () => {
    const battle = battleWith(militia(captain({ removed: true })));
    expect(ninthAgeShootingOrder(battle)).toEqual(['militia']);
    const shooter = ninthAgeShooter(battle, 'militia/1');
    expect(shooter && ninthAgeShooterStatus(battle, shooter).refusals).toEqual(['destroyed']);
  });

  it('sees only from his own place: a wall before the middle of the front hides the Orcs from him, not from the unit', () => {
    // Opaque, just ahead of Militia #2–#4 (x 19–21): every line from #3's front edge (x 19.51–20.49) to the Orcs crosses it.
    const battle = testBattle([militia(captain(), [bow]), orcs], [terrain('wall', 'opaque', box(19, 13.2, 21, 13.8), 5)]);
    const table = prepareTable(battle.table);
    const report = ninthAgeTargetReport(battle, 'militia/1', options, table);
    expect(report.candidates.find((c) => c.target === 'orcs')?.models[0]?.refusals).toEqual(['no-line-of-sight']);
    const unitReport = ninthAgeTargetReport(battle, 'militia', options, table);
    expect(unitReport.candidates.find((c) => c.target === 'orcs')?.legal).toBe(true);
  });

  it('an Infantry Captain in Infantry Light Troops of his Height gains Light Troops, so March and Shoot (BS-T9A-2ND Light Troops)', () => {
    const marched = { ...militia(), lightTroops: true, state: { movement: 'march' as const } };
    const shooter = ninthAgeShooter(testBattle([marched, orcs]), 'militia/1');
    expect([shooter?.lightTroops, shooter?.marchAndShoot]).toEqual([true, true]);
    const cavalry = ninthAgeShooter(testBattle([{ ...marched, joined: { type: 'infantry', champion: false, characters: [captain({ type: 'cavalry' })] } }, orcs]), 'militia/1');
    expect([cavalry?.lightTroops, cavalry?.marchAndShoot]).toEqual([false, false]);
  });

  it('withShooterState changes the Captain alone, and leaves a battle without such a shooter as it was', () => {
    const battle = battleWith();
    const after = withShooterState(battle, 'militia/1', { hasShot: true, breathUsed: true });
    expect(after.units[0]?.joined?.characters[0]?.shooting).toMatchObject({ hasShot: true, breathUsed: true });
    expect(after.units[0]?.state.hasShot).toBe(false);
    expect(withShooterState(battle, 'militia/2', { hasShot: true })).toBe(battle);
  });
});
