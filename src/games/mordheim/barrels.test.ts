// Double-barrelled weapons (ruling M-17; BS-M data.cat, rule "Double-barrelled"), worked by hand.
// The common case: BS 3 hits on 4+ (1/2); S4 against T4 wounds on 4+ (1/2), the 6 a critical (1/6);
// an unarmoured target has no save; a critical causes 2 wounds (M-7), an ordinary wound 1. So one
// barrel's hit causes 0 wounds with 1/2, 1 with 1/3 (faces 4–5) and 2 with 1/6.
import { describe, expect, it } from 'vitest';
import { diceFromSeed, exactArithmetic, odds, probability, rationalToString, roll, type Rational, type TraceEntry } from '../../dice/index.js';
import { prepareTable } from '../../table/index.js';
import { applyShot, planShot } from './phase.js';
import { shooterStatus } from './shooters.js';
import { tableShot } from './table-shot.js';
import { targetCandidates } from './targets.js';
import { options, testBattle } from './test-battle.js';
import { MORDHEIM_WEAPONS } from './weapons.js';
import { barrelsFired, mordheimAttack, mordheimOdds, mordheimRoll, seriesRounds, type MordheimAttackInput, type MordheimCheck, type MordheimOutcome } from './index.js';

const fr = (r: Rational) => rationalToString(r);
const frs = (rs: readonly Rational[]) => rs.map(fr);
const exact = (input: MordheimAttackInput) => mordheimOdds(mordheimAttack(input), exactArithmetic);

// T4 W3: no barrel's hit alone (2 wounds at most) can take it out of action, so the second barrel is always rolled after a hit.
const brute = { name: 'Brute', profile: { T: 4, W: 3 } } as const;
const both: MordheimAttackInput = { shooter: { profile: { BS: 3 } }, weapon: 'double-barrelled-pistol', target: brute };

describe('the weapons (BS-M data.cat)', () => {
  it('reads the pistol as 6" S4 and the hunting rifle as 48" S4 move or fire, both firearms at a further −1 save', () => {
    const pistol = mordheimAttack(both).weapon;
    expect([pistol.range, pistol.strength, pistol.saveModifier]).toEqual([6, 4, -1]);
    const rifle = mordheimAttack({ ...both, weapon: 'double-barrelled-hunting-rifle' }).weapon;
    expect([rifle.range, rifle.strength, rifle.saveModifier]).toEqual([48, 4, -1]);
    expect(rifle.rules).toEqual(expect.arrayContaining(['move-or-fire', 'pick-target', 'double-barrelled']));
  });

  it('fires both barrels unless one is asked; other weapons have one barrel, and asking two of them is a programming error', () => {
    expect(barrelsFired(mordheimAttack(both))).toBe(2);
    expect(barrelsFired(mordheimAttack({ ...both, barrels: 1 }))).toBe(1);
    expect(seriesRounds(mordheimAttack(both))).toBe(2);
    expect(barrelsFired(mordheimAttack({ ...both, weapon: 'pistol' }))).toBe(1);
    expect(() => mordheimAttack({ ...both, weapon: 'pistol', barrels: 2 })).toThrow(/no second barrel/);
  });
});

describe('odds (M-17)', () => {
  it('one barrel is an ordinary shot: a hit on 1/2, wounds 0/1/2 with 3/4, 1/6, 1/12', () => {
    const { series } = exact({ ...both, barrels: 1 });
    expect(series.barrels).toBe(1);
    expect(frs(series.hits)).toEqual(['1/2', '1/2']);
    // 0: a miss 1/2, or a hit that fails to wound 1/2·1/2; 1: 1/2·1/3; 2: 1/2·1/6.
    expect(frs(series.wounds)).toEqual(['3/4', '1/6', '1/12']);
  });

  it('DB-a: both barrels share the to-hit roll (no hits or two), then wound each on its own', () => {
    const { series, shot } = exact(both);
    expect(series.barrels).toBe(2);
    expect(series.shots).toBe(2);
    expect(fr(shot.hit)).toBe('1/2');
    // Never exactly one hit: the single roll hits both barrels or neither.
    expect(frs(series.hits)).toEqual(['1/2', '0', '1/2']);
    // After a hit, the sum of two barrels each 0/1/2 with 1/2, 1/3, 1/6:
    // 0: 1/4; 1: 2·1/2·1/3 = 1/3; 2: 2·1/2·1/6 + 1/9 = 5/18; 3: 2·1/3·1/6 = 1/9; 4: 1/36.
    // Halved for the hit, and the miss's 1/2 added to no wounds: 5/8, 1/6, 5/36, 1/18, 1/72.
    expect(frs(series.wounds)).toEqual(['5/8', '1/6', '5/36', '1/18', '1/72']);
    // Two barrels at 2/3 wound each, on half the rolls.
    expect(series.meanWounds).toBeCloseTo(2 / 3, 12);
  });

  it('DB-c: with one critical per phase (M-6 variant) the second barrel’s 6 is an ordinary wound after a first critical', () => {
    const { series } = exact({ ...both, variants: { oneCriticalPerPhase: true } });
    // After a first critical (1/6) the second barrel wounds 0 or 1 with 1/2 each, so 4 wounds cannot happen and
    // 3 wounds is 1/3·1/6 (ordinary, then critical) + 1/6·1/2 (critical, then ordinary) = 5/36 after a hit;
    // 2 wounds: 1/2·1/6 + 1/3·1/3 + 1/6·1/2 = 5/18. Halved: 3 → 5/72, 2 → 5/36.
    expect(frs(series.wounds)).toEqual(['5/8', '1/6', '5/36', '5/72']);
  });

  it('DB-b: Dodge is rolled for each barrel’s hit', () => {
    const { series } = exact({ ...both, target: { ...brute, rules: ['dodge'] } });
    // A barrel does nothing with 1/3 (dodged on 5+) + 2/3·1/2 (no wound) = 2/3; both with 4/9.
    // No wounds: 1/2 + 1/2·4/9 = 13/18. Hits still count both barrels: the roll to hit scored them.
    expect(fr(series.wounds[0] as Rational)).toBe('13/18');
    expect(frs(series.hits)).toEqual(['1/2', '0', '1/2']);
  });

  it('DB-b: a lucky charm discards only the first hit of the battle, so it can stop one barrel only', () => {
    const { series } = exact({ ...both, target: { ...brute, rules: ['lucky-charm'] } });
    // First barrel does nothing with 1/2 (charm on 4+) + 1/2·1/2 = 3/4; the second with 1/2.
    // No wounds: 1/2 + 1/2·3/4·1/2 = 11/16.
    expect(fr(series.wounds[0] as Rational)).toBe('11/16');
    // A charm already spent stops neither: 1/2 + 1/2·1/4 = 5/8, as without one.
    const spent = exact({ ...both, target: { ...brute, rules: ['lucky-charm'], luckyCharmUsed: true } }).series;
    expect(fr(spent.wounds[0] as Rational)).toBe('5/8');
  });

  it('DB-a: under the misfire rule (M-16) one misfire die settles both barrels; its 6 fires both at S5', () => {
    const { series, shot } = exact({ ...both, variants: { blackpowderMisfire: true } });
    // Hits: faces 4–6 (1/2), or a 1 (1/6) then the misfire's 6 (1/6): 19/36, both barrels or neither.
    expect(frs(series.hits)).toEqual(['17/36', '0', '19/36']);
    expect(fr(shot.misfires?.explodes as Rational)).toBe('1/36');
    // After a misfire's 6 each barrel wounds T4 at S5 on 3+ (2/3). At least one wound:
    // ordinary hit 1/2 · (1 − (1/2)²) + misfire hit 1/36 · (1 − (1/3)²) = 3/8 + 2/81 = (243 + 16)/648.
    expect(fr(series.woundsAtLeast[1] as Rational)).toBe('259/648');
  });

  it('the second barrel is not rolled at a target the first took out of action', () => {
    // T3 W1: an ordinary wound (faces 3–5, 1/2) is one injury roll, out of action on 5–6 (1/3). A critical
    // (1/6) causes two wounds, so two injury rolls: a vital part or exposed spot (2/3) is out of action
    // unless both are 1–4, 1 − (2/3)² = 5/9; a master strike (1/3) adds 2, so unless both are 1–2, 8/9;
    // together 2/3·5/9 + 1/3·8/9 = 2/3. Out of action after the first barrel: 1/2·(1/2·1/3 + 1/6·2/3) = 5/36:
    // one hit counted; the other 1/2 − 5/36 = 13/36 of the rolls hit with both barrels.
    const { series } = exact({ ...both, target: { profile: { T: 3, W: 1 } } });
    expect(frs(series.hits)).toEqual(['1/2', '5/36', '13/36']);
  });
});

type Entry = TraceEntry<MordheimCheck, MordheimOutcome>;
const steps = (trace: readonly Entry[]) => trace.map((entry) => entry.check.step);
const face = (entry: Entry | undefined) => (entry?.kind === 'die' ? entry.face : undefined);
const outcome = (entry: Entry | undefined) => (entry === undefined || entry.kind === 'group' ? undefined : entry.outcome);

describe('seeded rolls (M-17)', () => {
  it('rolls the to-hit die once: the second barrel starts at its own roll to wound, and a miss ends both', () => {
    let seen = { hitPairs: 0, misses: 0 };
    for (let seed = 1; seed <= 40; seed += 1) {
      const report = mordheimRoll(mordheimAttack(both), seed);
      expect(report.barrels).toBe(2);
      const [first, second] = report.shots;
      expect(steps(first?.trace ?? [])[0]).toBe('to-hit');
      const hitFace = face(first?.trace[0]) ?? 0;
      if (hitFace >= 4) {
        // BS 3 hits on 4+: both barrels are hits; the second's dice begin with its roll to wound.
        seen = { ...seen, hitPairs: seen.hitPairs + 1 };
        expect(second?.trace[0]?.check.step).toBe('to-wound');
        expect(steps(second?.trace ?? [])).not.toContain('to-hit');
        // Each barrel's roll to wound is read by hand: 4+ wounds S4 against T4, the 6 a critical.
        for (const barrel of [first, second]) {
          const wound = barrel?.trace.find((e) => e.check.step === 'to-wound');
          const rolled = face(wound) ?? 0;
          expect(outcome(wound)).toBe(rolled === 6 ? 'critical' : rolled >= 4 ? 'wound' : 'no-wound');
        }
        expect(report.hits).toBe(2);
      } else {
        seen = { ...seen, misses: seen.misses + 1 };
        expect(report.shots).toHaveLength(1);
        expect(report.shotsNotTaken).toBe(0);
        expect(report.hits).toBe(0);
      }
    }
    // Forty seeds hold both kinds of roll, so neither branch above went untested.
    expect(seen.hitPairs).toBeGreaterThan(0);
    expect(seen.misses).toBeGreaterThan(0);
  });

  it('one barrel rolls as the weapon’s ordinary shot, the same dice as a pistol would', () => {
    const one = mordheimRoll(mordheimAttack({ ...both, barrels: 1 }), 7);
    const pistol = mordheimRoll(mordheimAttack({ ...both, weapon: 'pistol' }), 7);
    expect(one.barrels).toBe(1);
    expect(one.shots).toHaveLength(1);
    const dice = (trace: readonly Entry[] | undefined): string[] => (trace ?? []).map((e) => `${e.check.step} ${face(e) ?? '-'} ${outcome(e) ?? '-'}`);
    expect(dice(one.shots[0]?.trace)).toEqual(dice(pistol.shots[0]?.trace));
    expect(dice(one.shots[0]?.trace).length).toBeGreaterThan(0);
  });
});

describe('on the table (M-17)', () => {
  // The firer at (4, 12); A at (6.5, 12): 2.5" between centres, 1.52" between 25 mm bases, short range of the 6" pistol.
  const battle = testBattle([
    { id: 'firer', warband: 'a', at: [4, 12], weapons: [MORDHEIM_WEAPONS['double-barrelled-pistol']] },
    { id: 'A', warband: 'b', at: [6.5, 12], profile: { T: 4, W: 3 } },
  ]);
  const table = prepareTable(battle.table);
  const firer = battle.warriors[0];
  const aimed = firer && targetCandidates(battle, table, firer, MORDHEIM_WEAPONS['double-barrelled-pistol'], options.variants).find((c) => c.target === 'A');

  it('fires both barrels on one roll: no hits or two, and wounds as the quick attack works them out', () => {
    if (!aimed) throw new Error('A should be a candidate');
    const shot = tableShot(battle, table, aimed);
    const ends = odds(shot.process, shot.start, exactArithmetic);
    const p = (test: (s: (typeof shot)['start']) => boolean) => rationalToString(probability(ends, test, exactArithmetic));
    expect([p((s) => s.hits === 0), p((s) => s.hits === 1), p((s) => s.hits === 2)]).toEqual(['1/2', '0', '1/2']);
    // As worked out above for the quick attack: no wounds 5/8, all three 1/18 + 1/72 = 5/72.
    expect(p((s) => s.target.woundsLeft === 3)).toBe('5/8');
    expect(p((s) => s.target.woundsLeft === 0)).toBe('5/72');
  });

  it('names each barrel in the rolled dice', () => {
    if (!aimed) throw new Error('A should be a candidate');
    const shot = tableShot(battle, table, aimed);
    const headings = (seed: number) => roll(shot.process, shot.start, diceFromSeed(seed)).trace.flatMap((e) => (e.check.step === 'shot' ? [e.check.barrel] : []));
    const seen = Array.from({ length: 20 }, (_, seed) => headings(seed + 1).join(','));
    // A miss names barrel 1 alone (the shared roll), a hit both; twenty seeds hold both.
    expect(new Set(seen)).toEqual(new Set(['1', '1,2']));
  });
});

describe('reload tokens on the table (M-17, DB-d)', () => {
  const pistol = MORDHEIM_WEAPONS['double-barrelled-pistol'];
  const withTokens = (unloadedBarrels: readonly string[]) =>
    testBattle([
      { id: 'firer', warband: 'a', at: [4, 12], weapons: [pistol], state: { unloadedBarrels } },
      { id: 'A', warband: 'b', at: [6.5, 12], profile: { T: 4, W: 3 } },
    ]);

  it('places a token for each barrel fired: both barrels leave two, and then the pistol cannot fire', () => {
    const battle = withTokens([]);
    const planned = planShot(battle, 'firer', 'A', 'double-barrelled-pistol', options);
    if (!planned.ok) throw new Error('the shot should be legal');
    const { end } = roll(planned.shot.process, planned.shot.start, diceFromSeed(3));
    const after = applyShot(battle, 'firer', planned.candidate, planned.shot, end);
    const firer = after.warriors.find((w) => w.id === 'firer');
    expect(firer?.state.unloadedBarrels).toEqual(['double-barrelled-pistol', 'double-barrelled-pistol']);
    // The pistol's own prepare shot is replaced by the tokens: it is not listed as reloading.
    expect(firer?.state.reloading).toEqual([]);
    const later = { ...after, warriors: after.warriors.map((w) => (w.id === 'firer' ? { ...w, state: { ...w.state, hasShot: false } } : w)) };
    expect(shooterStatus(later, later.warriors[0]!).weapons[0]?.refusals).toEqual(['barrels-unloaded']);
  });

  it('with one token fires the loaded barrel alone, as an ordinary shot, and places one more', () => {
    const battle = withTokens(['double-barrelled-pistol']);
    const planned = planShot(battle, 'firer', 'A', 'double-barrelled-pistol', options);
    if (!planned.ok) throw new Error('the shot should be legal');
    expect(planned.candidate.attack.barrels).toBe(1);
    const ends = odds(planned.shot.process, planned.shot.start, exactArithmetic);
    // One barrel: a hit on 4+, 1/2, and never two hits.
    expect([0, 1, 2].map((k) => rationalToString(probability(ends, (s) => s.hits === k, exactArithmetic)))).toEqual(['1/2', '1/2', '0']);
    const after = applyShot(battle, 'firer', planned.candidate, planned.shot, roll(planned.shot.process, planned.shot.start, diceFromSeed(3)).end);
    expect(after.warriors.find((w) => w.id === 'firer')?.state.unloadedBarrels).toEqual(['double-barrelled-pistol', 'double-barrelled-pistol']);
  });

  it('fires one barrel when the firer declares one (barrels: 1), and places one token only', () => {
    const battle = withTokens([]);
    const planned = planShot(battle, 'firer', 'A', 'double-barrelled-pistol', { ...options, barrels: 1 });
    if (!planned.ok) throw new Error('the shot should be legal');
    expect(planned.candidate.attack.barrels).toBe(1);
    const ends = odds(planned.shot.process, planned.shot.start, exactArithmetic);
    // One barrel: BS 3 hits on 4+ (1/2), S4 against T4 wounds on 4+ (1/2), no armour: 3 wounds left 1 − 1/4 = 3/4.
    expect([0, 1, 2].map((k) => rationalToString(probability(ends, (s) => s.hits === k, exactArithmetic)))).toEqual(['1/2', '1/2', '0']);
    expect(rationalToString(probability(ends, (s) => s.target.woundsLeft === 3, exactArithmetic))).toBe('3/4');
    const after = applyShot(battle, 'firer', planned.candidate, planned.shot, roll(planned.shot.process, planned.shot.start, diceFromSeed(3)).end);
    expect(after.warriors.find((w) => w.id === 'firer')?.state.unloadedBarrels).toEqual(['double-barrelled-pistol']);
  });

  it('asking both barrels with one token still fires the loaded barrel alone', () => {
    const planned = planShot(withTokens(['double-barrelled-pistol']), 'firer', 'A', 'double-barrelled-pistol', { ...options, barrels: 2 });
    expect(planned.ok && planned.candidate.attack.barrels).toBe(1);
  });
});


describe('both barrels and a number of shots (M-17)', () => {
  it('is refused in the library as a file is (barrels-shots): both barrels are the two rounds of one shooting', () => {
    expect(() => mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'double-barrelled-pistol', target: { profile: { T: 3 } }, shots: 2 })).toThrow(TypeError);
    expect(() => mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'double-barrelled-pistol', target: { profile: { T: 3 } }, shots: 2, barrels: 1 })).not.toThrow();
  });
});
