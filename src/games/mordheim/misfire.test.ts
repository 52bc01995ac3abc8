// The optional blackpowder misfire (facts A4, MH-BP; ruling M-16), worked by hand.
import { describe, expect, it } from 'vitest';
import { countDistribution, diceFromSeed, exactArithmetic, odds, probability, rationalToString, repeatOdds, roll, type Rational, type TraceEntry } from '../../dice/index.js';
import { prepareTable } from '../../table/index.js';
import { mordheimAttack } from './build.js';
import type { MordheimCheck, MordheimOutcome } from './explanation.js';
import { explosionRules, misfireExplosionAttack } from './misfire.js';
import { phaseOdds, type PhaseState } from './phase-play.js';
import { applyShot, planShot, targetReport } from './phase.js';
import { mordheimOdds, mordheimRoll } from './report.js';
import { countHits, mordheimSeries } from './series.js';
import { shooterStatus } from './shooters.js';
import type { TableShotState } from './table-shot.js';
import { testBattle } from './test-battle.js';
import { MORDHEIM_DEFAULT_VARIANTS } from './variants.js';
import { MORDHEIM_WEAPONS } from './weapons.js';

const misfires = { ...MORDHEIM_DEFAULT_VARIANTS, blackpowderMisfire: true };
const text = (n: Rational) => rationalToString(n);

/** BS 3 with a handgun (S4) at a T3 W1 model in the open, at short range: 4+ to hit, 3+ to wound. */
const handgunAttack = (blackpowderMisfire: boolean) =>
  mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'handgun', target: { profile: { T: 3, W: 1 } }, variants: { blackpowderMisfire } });

describe('the misfire die (M-16) on a shot', () => {
  it('is off by default: a natural 1 simply misses', () => {
    const report = mordheimOdds(handgunAttack(false), exactArithmetic);
    expect(report.shot.misfires).toBeNull();
    expect(text(report.shot.hit)).toBe('1/2');
  });

  it('has these exact odds: 1 to 5 of the misfire die each 1/36 (4–5: 1/18), a 6 hits at S5', () => {
    const { shot } = mordheimOdds(handgunAttack(true), exactArithmetic);
    // A natural 1 (1/6) rolls the misfire die: each face 1/36.
    expect(shot.misfires && Object.fromEntries(Object.entries(shot.misfires).map(([k, v]) => [k, text(v)]))).toEqual({
      explodes: '1/36',
      jammed: '1/36',
      reload: '1/36',
      'no-shot': '1/18',
      fires: '1/36',
    });
    // Hits: 4–6 (1/2) and the misfire's 6 (1/36) = 19/36.
    expect(text(shot.hit)).toBe('19/36');
    expect(text(shot.miss)).toBe('17/36');
    // Wounds: 1/2 · 2/3 at S4 against T3 (3+), and 1/36 · 5/6 at S5 (2+) = 1/3 + 5/216 = 77/216.
    expect(text(shot.wound)).toBe('77/216');
  });

  it('never misfires with a weapon that is not blackpowder', () => {
    const bow = mordheimOdds(mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'bow', target: { profile: { T: 3 } }, variants: { blackpowderMisfire: true } }), exactArithmetic);
    expect(bow.shot.misfires).toBeNull();
    expect(text(bow.shot.hit)).toBe('1/2');
  });

  it('stops a brace fired twice when the weapon blows up, jams or is unloaded', () => {
    // T9 cannot be wounded by S4 or S5 (the chart's –), so only the misfire can end the series early.
    const attack = mordheimAttack({ shooter: { profile: { BS: 3 }, rules: ['pistolier'] }, weapon: 'brace-of-pistols', target: { profile: { T: 9 } }, shots: 2, variants: { blackpowderMisfire: true } });
    const hits = countDistribution(repeatOdds(mordheimSeries(attack), countHits, exactArithmetic), (s) => s.count, exactArithmetic).map(text);
    // One shot: hit 19/36; no hit 17/36, of which 3/36 disarm. P(0) = 3/36 + 14/36 · 17/36 = 346/1296;
    // P(2) = (19/36)² = 361/1296; P(1) = 589/1296.
    expect(hits).toEqual(['173/648', '589/1296', '361/1296']);
  });

  it('explains the misfire die when rolled, and the same seed rolls the same', () => {
    let seen = 0;
    for (let seed = 0; seed < 200; seed += 1) {
      const report = mordheimRoll(handgunAttack(true), seed);
      expect(mordheimRoll(handgunAttack(true), seed)).toEqual(report);
      const trace = report.shots[0]?.trace ?? [];
      const [toHit, misfire] = trace;
      if (toHit?.kind !== 'die' || toHit.face !== 1) continue;
      seen += 1;
      expect(toHit.outcome).toBe('misfire');
      expect(misfire).toMatchObject({ kind: 'die', sides: 6, check: { step: 'misfire', weapon: 'handgun', strength: 5 } });
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('the misfire on the table: the firer and its weapon', () => {
  const battle = testBattle([
    { id: 'gunner', warband: 'a', at: [10, 10], weapons: [MORDHEIM_WEAPONS.handgun], rules: ['no-pain', 'dodge'] },
    { id: 'goblin', warband: 'b', at: [10, 20] },
  ]);

  it('gives the chance the firer is hurt and the weapon lost, jammed or unloaded', () => {
    const planned = planShot(battle, 'gunner', 'goblin', 'handgun', { variants: misfires });
    if (!planned.ok) throw new Error('the shot should be legal');
    const ends = odds(planned.shot.process, planned.shot.start, exactArithmetic);
    const p = (predicate: (s: TableShotState) => boolean) => text(probability(ends, predicate, exactArithmetic));
    // The weapon explodes on 1 then 1 (1/36): an S4 hit on the T3 W1 firer wounds on 3+ (2/3), no armour;
    // its injury roll with No Pain: 1–4 knocked down, 5–6 out of action (1/3). Dodge is not rolled.
    expect(p((s) => s.misfire === 'explodes')).toBe('1/36');
    expect(p((s) => s.misfire === 'jammed')).toBe('1/36');
    expect(p((s) => s.misfire === 'reload')).toBe('1/36');
    expect(p((s) => s.firer?.woundsLeft === 0)).toBe('1/54');
    expect(p((s) => s.firer?.condition === 'out-of-action')).toBe('1/162');
    expect(p((s) => s.firer?.condition === 'stunned')).toBe('0');
    expect(p((s) => s.firer?.condition === 'knocked-down')).toBe('1/81');
    const report = targetReport(battle, 'gunner', { variants: misfires });
    const rated = report.candidates.find((c) => c.target === 'goblin');
    expect(rated?.odds?.misfire?.firerHurt).toBeCloseTo(1 / 54, 12);
    expect(rated?.odds?.misfire?.lost).toBeCloseTo(1 / 36, 12);
    expect(targetReport(battle, 'gunner', { variants: MORDHEIM_DEFAULT_VARIANTS }).candidates.find((c) => c.target === 'goblin')?.odds?.misfire).toBeNull();
  });

  it('carries a rolled misfire into the battle, and refuses the weapon after', () => {
    const explosions = (entries: readonly TraceEntry<MordheimCheck, MordheimOutcome>[]): TraceEntry<MordheimCheck, MordheimOutcome>[] =>
      entries.flatMap((e) => (e.check.step === 'misfire-explosion' ? [e] : e.kind === 'group' ? explosions(e.entries) : []));
    const seen = new Set<string>();
    const table = prepareTable(battle.table);
    for (let seed = 0; seed < 400 && seen.size < 3; seed += 1) {
      const planned = planShot(battle, 'gunner', 'goblin', 'handgun', { variants: misfires }, table);
      if (!planned.ok) throw new Error('the shot should be legal');
      const result = roll(planned.shot.process, planned.shot.start, diceFromSeed(seed));
      const { misfire } = result.end;
      if (misfire === 'none') continue;
      seen.add(misfire);
      const after = applyShot(battle, 'gunner', planned.candidate, planned.shot, result.end);
      const gunner = after.warriors.find((w) => w.id === 'gunner');
      const refusal = { explodes: 'weapon-lost', jammed: 'jammed', reload: 'misfire-reload' }[misfire];
      expect(gunner?.state).toMatchObject({ lost: misfire === 'explodes' ? ['handgun'] : [], jammed: misfire === 'jammed' ? ['handgun'] : [], misfireReload: misfire === 'reload' ? ['handgun'] : [] });
      // Next turn, fresh: the weapon is still refused, by the misfire's own code.
      const nextTurn = { ...after, warriors: after.warriors.map((w) => (w.id === 'gunner' ? { ...w, state: { ...w.state, hasShot: false, reloading: [] } } : w)) };
      const status = nextTurn.warriors.find((w) => w.id === 'gunner');
      if (status && status.state.condition === 'standing') expect(shooterStatus(nextTurn, status).weapons[0]?.refusals).toContain(refusal);
      const blasts = explosions(result.trace);
      expect(blasts.length).toBe(misfire === 'explodes' ? 1 : 0);
      if (misfire === 'explodes') {
        expect(blasts[0]?.check).toEqual({ step: 'misfire-explosion', model: 'gunner', strength: 4 });
        expect(gunner?.state.woundsLeft).toBe(result.end.firer?.woundsLeft);
      }
    }
    expect([...seen].sort()).toEqual(['explodes', 'jammed', 'reload']);
  });

  it('keeps the weapon states apart in the exact odds of the whole phase', () => {
    const ends = phaseOdds(battle, { variants: misfires }, undefined, exactArithmetic);
    const gunner = (s: PhaseState) => s.battle.warriors.find((w) => w.id === 'gunner')?.state;
    // One shot at the goblin: each of the misfire die's 1, 2 and 3 after a natural 1 is 1/36.
    expect(text(probability(ends, (s) => gunner(s)?.lost.includes('handgun') === true, exactArithmetic))).toBe('1/36');
    expect(text(probability(ends, (s) => gunner(s)?.jammed.includes('handgun') === true, exactArithmetic))).toBe('1/36');
    expect(text(probability(ends, (s) => gunner(s)?.misfireReload.includes('handgun') === true, exactArithmetic))).toBe('1/36');
    // The explosion took the gunner out of action: 1/36 · 2/3 · 1/3 = 1/162, off the table.
    expect(text(probability(ends, (s) => gunner(s)?.condition === 'out-of-action' && !s.battle.table.models.some((m) => m.id === 'gunner'), exactArithmetic))).toBe('1/162');
  });

  it("meets only the firer's injury rules and its body's own save", () => {
    expect(explosionRules(['dodge', 'lucky-charm', 'no-pain', 'wolfcloak', 'elven-cloak', 'regeneration', 'metallic-body', 'shaggy-hide'])).toEqual(['no-pain', 'metallic-body', 'shaggy-hide']);
    const gunner = battle.warriors.find((w) => w.id === 'gunner');
    if (gunner) expect(misfireExplosionAttack(gunner, misfires)).toMatchObject({ weapon: { strength: 4 }, criticalHits: false, target: { rules: ['no-pain'] } });
  });
});
