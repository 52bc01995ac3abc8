// The shooting phase on small tables. Expected odds are worked by hand in the comments.
import { describe, expect, it } from 'vitest';
import { DiceCursor, diceFromSeed, exactArithmetic, floatArithmetic, odds, probability, rationalToString, rollQuietly, type TraceEntry } from '../../dice/index.js';
import type { MordheimCheck, MordheimOutcome } from './explanation.js';
import type { MordheimModelRuleId } from './model-rules.js';
import { MORDHEIM_WEAPONS } from './weapons.js';
import { phaseOdds, phaseProcess, rollPhase } from './phase-play.js';
import { planShot, rollShot, shootingOrder, targetReport } from './phase.js';
import { shooterStatus } from './shooters.js';
import { box, options, testBattle, wallPiece, type TestWarrior } from './test-battle.js';

const shooter: TestWarrior = { id: 'shooter', warband: 'a', at: [10, 24] };
const reasonsOf = (report: ReturnType<typeof targetReport>, id: string) => report.candidates.find((c) => c.target === id);

describe("the seed's diagram: the closest target behind cover, farther ones in the open", () => {
  // A (7.0" away) is behind a 1" wall: cover, 5+. B (9.0") is in the open: 4+, so easier.
  // C (10.3") and D (9.8") are in the open too but no easier than B, who is closer.
  const battle = testBattle(
    [shooter, { id: 'A', warband: 'b', at: [18, 24] }, { id: 'B', warband: 'b', at: [10, 14] }, { id: 'C', warband: 'b', at: [18, 16] }, { id: 'D', warband: 'b', at: [4, 33] }],
    [wallPiece('wall', box(15, 22, 15.5, 26), 1)],
  );
  const report = targetReport(battle, 'shooter', options);

  it('A is the closest and B is legal, being easier to hit', () => {
    expect(reasonsOf(report, 'A')).toMatchObject({ legal: true, reasons: ['closest'] });
    expect(reasonsOf(report, 'A')?.toHit.needed).toBe(5);
    expect(reasonsOf(report, 'B')).toMatchObject({ legal: true, reasons: ['easier-to-hit'], closerNeeds: 5 });
    expect(reasonsOf(report, 'B')?.toHit.needed).toBe(4);
  });

  it('C and D are not legal: B is closer and as easy', () => {
    expect(reasonsOf(report, 'C')).toMatchObject({ legal: false, refusals: ['not-closest'], closest: 'A' });
    expect(reasonsOf(report, 'D')).toMatchObject({ legal: false, refusals: ['not-closest'] });
  });

  it('advises the target most likely to go out of action', () => {
    // Same wound and injury odds for all: the easier hit wins.
    expect(report.advice).toEqual({ target: 'B', weapon: 'bow' });
  });
});

describe('who may shoot', () => {
  const cases: [string, Partial<TestWarrior>, string[]][] = [
    ['in hand-to-hand', { state: { inCombat: true } }, ['in-combat']],
    ['ran', { state: { ran: true } }, ['ran']],
    ['failed a charge', { state: { failedCharge: true } }, ['failed-charge']],
    ['rallied', { state: { rallied: true } }, ['rallied']],
    ['knocked down', { state: { condition: 'knocked-down', woundsLeft: 0 } }, ['knocked-down']],
    ['stunned', { state: { condition: 'stunned', woundsLeft: 0 } }, ['stunned']],
    ['is fleeing (M-11)', { state: { fleeing: true } }, ['fleeing']],
    ['already shot', { state: { hasShot: true } }, ['already-shot']],
    ['no missile weapon', { weapons: [] }, ['no-missile-weapon']],
    ['a crossbow after moving', { weapons: [MORDHEIM_WEAPONS.crossbow], state: { moved: true } }, ['no-usable-weapon']],
    ['a handgun still reloading', { weapons: [MORDHEIM_WEAPONS.handgun], state: { reloading: ['handgun'] } }, ['no-usable-weapon']],
  ];
  it.each(cases)('refuses a warrior who %s', (_name, change, refusals) => {
    const battle = testBattle([{ ...shooter, ...change }, { id: 'T', warband: 'b', at: [20, 24] }]);
    const status = shooterStatus(battle, battle.warriors[0]!);
    expect(status.may).toBe(false);
    expect(status.refusals).toEqual(refusals);
  });

  it('refuses a brace of pistols only when both are being reloaded (BSData: Prepare shot, Pistolier)', () => {
    const reloading = { weapons: [MORDHEIM_WEAPONS['brace-of-pistols'], MORDHEIM_WEAPONS.pistol], state: { reloading: ['pistol'] } };
    const battle = testBattle([{ ...shooter, ...reloading }, { id: 'T', warband: 'b', at: [14, 24] }]);
    const status = shooterStatus(battle, battle.warriors[0]!);
    expect(status.may).toBe(true);
    expect(status.weapons.map((w) => [w.weapon.id, w.refusals])).toEqual([
      ['brace-of-pistols', []],
      ['pistol', ['reloading']],
    ]);
    const bothEmpty = testBattle([{ ...shooter, ...reloading, state: { reloading: ['brace-of-pistols'] } }]);
    expect(shooterStatus(bothEmpty, bothEmpty.warriors[0]!).weapons[0]?.refusals).toEqual(['reloading']);
  });

  it('names the weapon rule that stops a weapon, and lets the others fire', () => {
    const battle = testBattle([{ ...shooter, weapons: [MORDHEIM_WEAPONS.crossbow, MORDHEIM_WEAPONS.bow], state: { moved: true } }]);
    const status = shooterStatus(battle, battle.warriors[0]!);
    expect(status.may).toBe(true);
    expect(status.weapons.map((w) => [w.weapon.id, w.refusals])).toEqual([
      ['crossbow', ['move-or-fire']],
      ['bow', []],
    ]);
  });

  it('a warrior of the other warband is not in its shooting phase; a hidden shooter reveals itself', () => {
    const battle = testBattle([{ ...shooter, state: { hidden: true } }, { id: 'T', warband: 'b', at: [20, 24], weapons: [MORDHEIM_WEAPONS.bow] }]);
    expect(shooterStatus(battle, battle.warriors[1]!).refusals).toEqual(['not-their-phase']);
    expect(shooterStatus(battle, battle.warriors[0]!).revealsItself).toBe(true);
    const planned = planShot(battle, 'shooter', 'T', 'bow', options);
    if (!planned.ok) throw new Error('the shot should be legal');
    const after = rollShot(battle, 'shooter', planned, 1).battle;
    expect(after.warriors[0]?.state).toMatchObject({ hidden: false, hasShot: true });
  });
});

describe('weapons and states on the table', () => {
  it('a repeater crossbow fires twice at −1; a sling only unmoved and within half range', () => {
    const repeater = testBattle([{ ...shooter, weapons: [MORDHEIM_WEAPONS['repeater-crossbow']] }, { id: 'T', warband: 'b', at: [20, 24] }]);
    const shot = reasonsOf(targetReport(repeater, 'shooter', options), 'T');
    expect(shot?.attack.shots).toBe(2);
    expect(shot?.toHit.modifiers).toContainEqual({ code: 'fire-twice', value: -1 });
    const sling = (at: [number, number], moved: boolean) =>
      reasonsOf(targetReport(testBattle([{ ...shooter, weapons: [MORDHEIM_WEAPONS.sling], state: { moved } }, { id: 'T', warband: 'b', at }]), 'shooter', options), 'T')?.attack.shots;
    // Half of 18" is 9": 8" away (7.0" base to base) fires twice, 12" away does not, nor after moving.
    expect(sling([18, 24], false)).toBe(2);
    expect(sling([22, 24], false)).toBe(1);
    expect(sling([18, 24], true)).toBe(1);
  });

  it('a warrior who stood up may shoot, without the moving penalty (M-11); fleeing enemies never force the choice', () => {
    const battle = testBattle([
      { ...shooter, state: { stoodUp: true } },
      { id: 'runner', warband: 'b', at: [13, 21], state: { fleeing: true } },
      { id: 'T', warband: 'b', at: [20, 24] },
    ]);
    const report = targetReport(battle, 'shooter', options);
    expect(report.shooter.may).toBe(true);
    expect(reasonsOf(report, 'T')?.toHit.modifiers).toEqual([]);
    expect(reasonsOf(report, 'T')?.reasons).toEqual(['closest']);
    expect(reasonsOf(report, 'runner')?.reasons).toEqual(['downed-or-fleeing']);
  });

  it('a warrior out of action may not shoot and is no target', () => {
    const battle = testBattle([{ ...shooter, state: { condition: 'out-of-action', woundsLeft: 0 } }, { id: 'T', warband: 'b', at: [20, 24] }]);
    expect(shooterStatus(battle, battle.warriors[0]!).refusals).toContain('out-of-action');
  });

  it('measures on the table plane with the horizontal variant (M-4)', () => {
    const tower = { id: 'tower', outline: box(6, 20, 12, 28), floors: [{ id: 'top', level: 6, outline: box(6, 20, 12, 28) }] };
    const battle = testBattle([{ ...shooter, standing: { kind: 'floor', building: 'tower', floor: 'top', elevation: 6 } }, { id: 'T', warband: 'b', at: [20, 24] }], [], [tower]);
    const across = 10 - 25 / 25.4;
    const threeD = reasonsOf(targetReport(battle, 'shooter', options), 'T')?.distance ?? 0;
    const flat = reasonsOf(targetReport(battle, 'shooter', { variants: { ...options.variants, measure: 'horizontal' } }), 'T')?.distance ?? 0;
    expect(flat).toBeCloseTo(across, 9);
    // The bodies are 6 − 1.25 = 4.75" apart in height.
    expect(threeD).toBeCloseTo(Math.hypot(across, 4.75), 9);
  });
});

describe('target reasons', () => {
  it('a Large Target may always be chosen; downed enemies may be shot and never force the choice', () => {
    const battle = testBattle([
      shooter,
      { id: 'near', warband: 'b', at: [14, 24] },
      { id: 'down', warband: 'b', at: [12, 26], state: { condition: 'knocked-down', woundsLeft: 0 } },
      { id: 'ogre', warband: 'b', at: [30, 24], largeTarget: true, height: 2.5, baseMm: 40, profile: { T: 4, W: 3 } },
      { id: 'far', warband: 'b', at: [10, 40] },
    ]);
    const report = targetReport(battle, 'shooter', options);
    expect(reasonsOf(report, 'near')?.reasons).toEqual(['closest']);
    expect(reasonsOf(report, 'down')?.reasons).toEqual(['downed-or-fleeing']);
    expect(reasonsOf(report, 'ogre')).toMatchObject({ legal: true, reasons: ['large-target'] });
    expect(reasonsOf(report, 'far')?.refusals).toEqual(['not-closest']);
  });

  it('never in hand-to-hand, never unseen, never hidden unless within the shooter\u2019s Initiative', () => {
    const battle = testBattle(
      [
        shooter,
        { id: 'fighting', warband: 'b', at: [14, 24], state: { inCombat: true } },
        { id: 'behind', warband: 'b', at: [20, 30] },
        { id: 'sneaky', warband: 'b', at: [10, 36], state: { hidden: true } },
        { id: 'spotted', warband: 'b', at: [12, 22], state: { hidden: true } },
      ],
      [wallPiece('tall', box(14, 27, 16, 33), 3)],
    );
    const report = targetReport(battle, 'shooter', options);
    expect(reasonsOf(report, 'fighting')?.refusals).toEqual(['in-combat']);
    expect(reasonsOf(report, 'behind')?.refusals).toEqual(['not-visible']);
    expect(reasonsOf(report, 'sneaky')?.refusals).toEqual(['hidden']);
    // 2.8" away, within the shooter's Initiative 3: seen despite hiding, and the closest.
    expect(reasonsOf(report, 'spotted')?.reasons).toEqual(['closest']);
  });

  it('from more than 2" up any visible enemy is legal, unless enemies share the building', () => {
    const tower = { id: 'tower', outline: box(6, 20, 12, 28), floors: [{ id: 'top', level: 3, outline: box(6, 20, 12, 28) }] };
    const up: TestWarrior = { ...shooter, standing: { kind: 'floor', building: 'tower', floor: 'top', elevation: 3 } };
    const open = testBattle([up, { id: 'near', warband: 'b', at: [16, 24] }, { id: 'far', warband: 'b', at: [30, 24] }], [], [tower]);
    const report = targetReport(open, 'shooter', options);
    expect(reasonsOf(report, 'far')).toMatchObject({ legal: true, reasons: ['elevated-shooter'] });
    const inside = testBattle([up, { id: 'near', warband: 'b', at: [16, 24] }, { id: 'intruder', warband: 'b', at: [7.5, 26.5], standing: { kind: 'floor', building: 'tower', floor: 'top', elevation: 3 } }], [], [tower]);
    const report2 = targetReport(inside, 'shooter', options);
    expect(reasonsOf(report2, 'intruder')?.reasons).toEqual(['same-building']);
    expect(reasonsOf(report2, 'near')?.refusals).toEqual(['enemy-in-same-building']);
  });

  it('in the same building only standing enemies force the choice; downed ones and Large Targets stay legal (M-5)', () => {
    const tower = { id: 'tower', outline: box(6, 20, 12, 28), floors: [{ id: 'top', level: 3, outline: box(6, 20, 12, 28) }] };
    const up: TestWarrior = { ...shooter, standing: { kind: 'floor', building: 'tower', floor: 'top', elevation: 3 } };
    const onTop = { kind: 'floor', building: 'tower', floor: 'top', elevation: 3 } as const;
    // A knocked-down enemy inside forces nothing: the shooter up there may still pick anyone in sight.
    const downedInside = testBattle([up, { id: 'near', warband: 'b', at: [16, 24] }, { id: 'down', warband: 'b', at: [7.5, 26.5], standing: onTop, state: { condition: 'knocked-down', woundsLeft: 0 } }], [], [tower]);
    const report = targetReport(downedInside, 'shooter', options);
    expect(reasonsOf(report, 'near')).toMatchObject({ legal: true, reasons: ['elevated-shooter'] });
    expect(reasonsOf(report, 'down')?.legal).toBe(true);
    // A standing enemy inside forces the choice, but a downed enemy outside and a Large Target stay legal.
    const crowded = testBattle(
      [
        up,
        { id: 'intruder', warband: 'b', at: [7.5, 26.5], standing: onTop },
        { id: 'stunned', warband: 'b', at: [16, 24], state: { condition: 'stunned', woundsLeft: 0 } },
        { id: 'ogre', warband: 'b', at: [16, 30], largeTarget: true },
        { id: 'near', warband: 'b', at: [20, 24] },
      ],
      [],
      [tower],
    );
    const report2 = targetReport(crowded, 'shooter', options);
    expect(reasonsOf(report2, 'intruder')).toMatchObject({ legal: true, reasons: ['same-building'] });
    expect(reasonsOf(report2, 'stunned')).toMatchObject({ legal: true, reasons: ['downed-or-fleeing'] });
    expect(reasonsOf(report2, 'ogre')).toMatchObject({ legal: true, reasons: ['large-target'] });
    expect(reasonsOf(report2, 'near')).toMatchObject({ legal: false, refusals: ['enemy-in-same-building'] });
  });

  it('one tolerance for range: a target the list calls in range is not out of range when shot (M-5)', () => {
    // A bow (24") at a model whose 25 mm base is 24" away edge to edge, and half a millionth more:
    // within the table's tolerance (1e-6"), so on the line.
    const battle = testBattle([shooter, { id: 'edge', warband: 'b', at: [10 + 24 + 25 / 25.4 + 5e-7, 24] }]);
    const report = targetReport(battle, 'shooter', options);
    const edge = reasonsOf(report, 'edge');
    expect(edge?.inRange).toBe(true);
    expect(edge?.toHit.outOfRange).toBe(false);
  });

  it('a pick-target weapon ignores the closest rule', () => {
    const battle = testBattle([{ ...shooter, weapons: [MORDHEIM_WEAPONS['hochland-long-rifle']] }, { id: 'near', warband: 'b', at: [14, 24] }, { id: 'far', warband: 'b', at: [10, 44] }]);
    const report = targetReport(battle, 'shooter', options);
    expect(reasonsOf(report, 'far')).toMatchObject({ legal: true, reasons: ['pick-target'] });
  });

  it('a target beyond the weapon\u2019s reach is legal but flagged: the shot will miss', () => {
    const battle = testBattle([{ ...shooter, weapons: [MORDHEIM_WEAPONS['short-bow']] }, { id: 'far', warband: 'b', at: [40, 24] }]);
    const report = targetReport(battle, 'shooter', options);
    expect(reasonsOf(report, 'far')).toMatchObject({ legal: true, inRange: false });
    expect(report.advice).toBeNull();
  });
});

describe('cover strikes on the table (M-3)', () => {
  it('the model in the way takes the hit: exact odds', () => {
    // A bystander 5" out, 0.6" aside hides part of the target 10" away: cover, 5+ for BS 3.
    // A 4 strikes the cover (1/6): the bystander is hit by the bow, S3 v T3: 4+, a 6 critical.
    // Out of action given a hit: plain wound 2/6 · 1/3 + critical 1/6 · 2/3 = 2/9.
    // Bystander out: 1/6 · 2/9 = 1/27. Target out: 2/6 · 2/9 = 2/27.
    const battle = testBattle([shooter, { id: 'T', warband: 'b', at: [20, 24] }, { id: 'bystander', warband: 'b', at: [15, 24.6], height: 2, state: { inCombat: true } }]);
    const planned = planShot(battle, 'shooter', 'T', 'bow', options);
    if (!planned.ok) throw new Error('the shot should be legal');
    expect(planned.shot.cover).toMatchObject({ kind: 'model', warrior: { id: 'bystander' } });
    const dist = odds(planned.shot.process, planned.shot.start, exactArithmetic);
    expect(rationalToString(probability(dist, (s) => s.cover?.condition === 'out-of-action', exactArithmetic))).toBe('1/27');
    expect(rationalToString(probability(dist, (s) => s.target.condition === 'out-of-action', exactArithmetic))).toBe('2/27');
  });

  it('terrain that is struck is reported, and a powder keg is flagged', () => {
    const battle = testBattle([shooter, { id: 'T', warband: 'b', at: [20, 24] }], [wallPiece('keg', box(15, 22, 15.5, 26), 0.75, { explosive: true })]);
    const planned = planShot(battle, 'shooter', 'T', 'bow', options);
    if (!planned.ok) throw new Error('the shot should be legal');
    expect(planned.shot.cover).toEqual({ kind: 'terrain', id: 'keg', explosive: true });
    const dist = odds(planned.shot.process, planned.shot.start, exactArithmetic);
    expect(rationalToString(probability(dist, (s) => s.coverStrikes === 1, exactArithmetic))).toBe('1/6');
    for (let seed = 0; seed < 200; seed += 1) {
      const result = rollShot(battle, 'shooter', planned, seed);
      if (result.end.coverStrikes === 0) continue;
      expect(result.trace.some((e) => e.kind === 'auto' && e.outcome === 'explosive-struck')).toBe(true);
      return;
    }
    throw new Error('no cover strike in 200 seeds');
  });
});

describe('a fall on the table', () => {
  it('a target knocked down within 1" of a roof edge may slip and land below', () => {
    const roof = { id: 'house', outline: box(16, 20, 22, 28), floors: [{ id: 'roof', level: 4, outline: box(16, 20, 22, 28) }] };
    const battle = testBattle([shooter, { id: 'T', warband: 'b', at: [16.8, 24], standing: { kind: 'floor', building: 'house', floor: 'roof', elevation: 4 } }], [], [roof]);
    const planned = planShot(battle, 'shooter', 'T', 'bow', options);
    if (!planned.ok) throw new Error('the shot should be legal');
    expect(planned.shot.targetLedge?.drop).toBe(4);
    for (let seed = 0; seed < 500; seed += 1) {
      const result = rollShot(battle, 'shooter', planned, seed);
      if (!result.end.targetFell) continue;
      const model = result.battle.table.models.find((m) => m.id === 'T');
      if (result.end.target.condition !== 'out-of-action') {
        expect(model?.standing).toEqual({ kind: 'ground', elevation: 0 });
        expect(model?.base.centre.x).toBeLessThan(16);
      }
      expect(result.battle.warriors.find((w) => w.id === 'T')?.state.fell).toBe(true);
      expect(result.trace.some((e) => e.kind === 'group' && e.check.step === 'edge-slip')).toBe(true);
      return;
    }
    throw new Error('no fall in 500 seeds');
  });
});

describe('an Acrobat on a roof edge (M-10)', () => {
  const roof = { id: 'house', outline: box(16, 20, 22, 28), floors: [{ id: 'roof', level: 4, outline: box(16, 20, 22, 28) }] };
  const onRoof = (rules: readonly MordheimModelRuleId[]) =>
    testBattle([shooter, { id: 'T', warband: 'b', at: [16.8, 24], rules, standing: { kind: 'floor', building: 'house', floor: 'roof', elevation: 4 } }], [], [roof]);
  const plan = (rules: readonly MordheimModelRuleId[]) => {
    const battle = onRoof(rules);
    const planned = planShot(battle, 'shooter', 'T', 'bow', options);
    if (!planned.ok) throw new Error('the shot should be legal');
    return { battle, planned };
  };
  const exact = (rules: readonly MordheimModelRuleId[]) => {
    const { shot } = plan(rules).planned;
    return odds(shot.process, shot.start, exactArithmetic);
  };
  /** Every die of a trace, groups opened. */
  const dice = (entries: readonly TraceEntry<MordheimCheck, MordheimOutcome>[]): TraceEntry<MordheimCheck, MordheimOutcome>[] =>
    entries.flatMap((e) => (e.kind === 'group' ? dice(e.entries) : [e]));

  it('the exact odds: he falls as often, and is hurt by the fall half as often', () => {
    // The roof's floor hides part of him from below: cover, so BS 3 hits on 5+ (1/3); a 4 strikes
    // the floor, which no model takes. Given a hit, S3 v T3 wounds on 4–5 (2/6: the injury downs him
    // 2/3, out 1/3) or 6, a critical (1/6: out 2/3, downed 1/3): downed 2/6 · 2/3 + 1/6 · 1/3 = 5/18,
    // out 2/9. So downed 5/54, out 2/27. The slip test (I 3) fails 1/2: he falls 5/108 either way.
    // Without Acrobat the D3 S4 hits (3+ to wound, out on 5–6 for each) take him out
    // 1 − E[(7/9)^k] = 836/2187 of the falls: 2/27 + 5/108 · 836/2187 = 5419/59049. With it, his
    // own test passes half the time: 2/27 + 5/216 · 836/2187 = 9793/118098.
    expect(plan([]).planned.shot.start.target).toMatchObject({ condition: 'standing' });
    expect(plan([]).planned.candidate.attack.circumstances.cover).toBe(true);
    expect(plan([]).planned.shot.cover).toMatchObject({ kind: 'floor' });
    const out = (rules: readonly MordheimModelRuleId[]) => rationalToString(probability(exact(rules), (s) => s.target.condition === 'out-of-action', exactArithmetic));
    const fell = (rules: readonly MordheimModelRuleId[]) => rationalToString(probability(exact(rules), (s) => s.targetFell, exactArithmetic));
    expect([fell([]), fell(['acrobat'])]).toEqual(['5/108', '5/108']);
    expect(out([])).toBe('5419/59049');
    expect(out(['acrobat'])).toBe('9793/118098');
  });

  it('a rolled shot shows his own test after the slip, and a pass leaves him unhurt below', () => {
    const { battle, planned } = plan(['acrobat']);
    let landed = false;
    let hurt = false;
    for (let seed = 0; seed < 3000 && !(landed && hurt); seed += 1) {
      const result = rollShot(battle, 'shooter', planned, seed);
      if (!result.end.targetFell) continue;
      const all = dice(result.trace);
      const own = all.find((e) => e.kind === 'die' && e.check.step === 'acrobat');
      expect(own).toMatchObject({ kind: 'die', sides: 6, check: { step: 'acrobat', initiative: 3, drop: 4 } });
      if (own?.kind !== 'die') continue;
      const after = all.slice(all.indexOf(own) + 1);
      if (own.face <= 3) {
        landed = true;
        expect(own.outcome).toBe('landed-unharmed');
        expect(after.some((e) => e.check.step === 'fall')).toBe(false);
        expect(result.end.target.condition).not.toBe('out-of-action');
        expect(result.battle.table.models.find((m) => m.id === 'T')?.standing).toEqual({ kind: 'ground', elevation: 0 });
      } else {
        hurt = true;
        expect(own.outcome).toBe('failed');
        expect(after[0]).toMatchObject({ kind: 'die', sides: 3, check: { step: 'fall', strength: 4 } });
      }
    }
    expect([landed, hurt]).toEqual([true, true]);
  });

  it('the whole phase rolls his test too', () => {
    const battle = onRoof(['acrobat']);
    for (let seed = 0; seed < 3000; seed += 1) {
      const phase = rollPhase(battle, options, seed);
      const own = phase.turns.flatMap((t) => dice(t.trace)).find((e) => e.check.step === 'acrobat');
      if (!own) continue;
      expect(own).toMatchObject({ kind: 'die', check: { step: 'acrobat', initiative: 3, drop: 4 } });
      expect(phase.battle.warriors.find((w) => w.id === 'T')?.state.fell).toBe(true);
      return;
    }
    throw new Error('no Acrobat test in 3,000 phases');
  });
});

describe('several shots at a model on an edge (M-15)', () => {
  const roof = { id: 'house', outline: box(16, 20, 22, 28), floors: [{ id: 'roof', level: 4, outline: box(16, 20, 22, 28) }] };
  const battle = testBattle(
    [{ ...shooter, weapons: [MORDHEIM_WEAPONS['repeater-crossbow']] }, { id: 'T', warband: 'b', at: [16.8, 24], profile: { W: 2 }, standing: { kind: 'floor', building: 'house', floor: 'roof', elevation: 4 } }],
    [],
    [roof],
  );
  const planned = planShot(battle, 'shooter', 'T', 'repeater-crossbow', options);
  const steps = (seed: number) => {
    if (!planned.ok) throw new Error('the shot should be legal');
    const result = rollShot(battle, 'shooter', planned, seed);
    return { end: result.end, steps: result.trace.flatMap((e) => (e.kind === 'group' && (e.check.step === 'shot' || e.check.step === 'edge-slip') ? [e.check.step] : [])) };
  };

  it('tests for the slip after the shot that knocks the target down, before the next shot', () => {
    for (let seed = 0; seed < 2000; seed += 1) {
      const { end, steps: order } = steps(seed);
      if (end.targetFell || !order.includes('edge-slip') || order.indexOf('edge-slip') !== 1) continue;
      expect(order.slice(0, 3)).toEqual(['shot', 'edge-slip', 'shot']);
      return;
    }
    throw new Error('no slip test between two shots in 2,000 seeds');
  });

  it('fires no more at a target that fell from the edge', () => {
    for (let seed = 0; seed < 2000; seed += 1) {
      const { end, steps: order } = steps(seed);
      if (!end.targetFell || order[1] !== 'edge-slip') continue;
      expect(order).toEqual(['shot', 'edge-slip']);
      return;
    }
    throw new Error('no fall after the first shot in 2,000 seeds');
  });
});

describe('the whole phase', () => {
  const battle = testBattle([
    { id: 's1', warband: 'a', at: [10, 20], profile: { BS: 4 } },
    { id: 's2', warband: 'a', at: [10, 28], profile: { BS: 4 } },
    { id: 'e1', warband: 'b', at: [18, 20] },
    { id: 'e2', warband: 'b', at: [18, 28], kit: { armour: 'light' } },
  ]);

  it('replays from a seed with identical logs', () => {
    const a = rollPhase(battle, options, 77);
    const b = rollPhase(battle, options, 77);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(a.turns.map((t) => t.shooter)).toEqual(['s1', 's2']);
    expect(a.battle.warriors.filter((w) => w.warband === 'a').every((w) => w.state.hasShot)).toBe(true);
  });

  it('later shooters see the new state: a knocked-down enemy no longer forces the choice', () => {
    const lined = testBattle([
      { id: 's1', warband: 'a', at: [10, 20] },
      { id: 's2', warband: 'a', at: [10, 22] },
      { id: 'e1', warband: 'b', at: [18, 20] },
      { id: 'e2', warband: 'b', at: [18, 30] },
    ]);
    const before = targetReport(lined, 's2', options);
    expect(reasonsOf(before, 'e1')?.reasons).toEqual(['closest']);
    expect(reasonsOf(before, 'e2')?.refusals).toEqual(['not-closest']);
    const planned = planShot(lined, 's1', 'e1', 'bow', options);
    if (!planned.ok) throw new Error('the shot should be legal');
    for (let seed = 0; seed < 300; seed += 1) {
      const after = rollShot(lined, 's1', planned, seed).battle;
      if (after.warriors.find((w) => w.id === 'e1')?.state.condition !== 'knocked-down') continue;
      const report = targetReport(after, 's2', options);
      expect(reasonsOf(report, 'e1')?.reasons).toEqual(['downed-or-fleeing']);
      expect(reasonsOf(report, 'e2')?.reasons).toEqual(['closest']);
      expect(targetReport(after, 's1', options).shooter.refusals).toEqual(['already-shot']);
      return;
    }
    throw new Error('no seed knocked e1 down');
  });

  it('the exact odds of the phase agree with 4 000 seeded phases', () => {
    const order = shootingOrder(battle);
    const process = phaseProcess(order, options);
    const start = { battle, next: 0 };
    const exact = phaseOdds(battle, options);
    const out = (b: typeof battle) => b.warriors.filter((w) => w.warband === 'b' && w.state.condition === 'out-of-action').length;
    const expected = [0, 1, 2].map((k) => probability(exact, (s) => out(s.battle) === k, floatArithmetic));
    const n = 4000;
    const seen = [0, 0, 0];
    const cursor = new DiceCursor(diceFromSeed(4));
    for (let i = 0; i < n; i += 1) seen[out(rollQuietly(process, start, cursor).battle)]! += 1;
    const chiSquare = seen.reduce((sum, o, k) => sum + (o - n * (expected[k] ?? 0)) ** 2 / (n * (expected[k] ?? 1)), 0);
    // 2 degrees of freedom: 13.82 is the 0.999 quantile.
    expect(chiSquare).toBeLessThan(13.82);
  });
});
