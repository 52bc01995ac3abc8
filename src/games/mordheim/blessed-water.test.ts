// Blessed water (BS-M data.cat and Characters.cat, Blessed Water; ruling M-18), worked by hand:
// one vial, thrown twice the thrower's Strength in inches, BS to hit with no range or moving
// modifier; a hit wounds an Undead, Daemon or Possessed model once with no roll and no armour
// save, and does nothing to any other model; Undead and Possessed models may not throw it.
import { describe, expect, it } from 'vitest';
import { diceFromSeed, exactArithmetic, odds, probability, rationalToString, roll, type Rational } from '../../dice/index.js';
import { en } from '../../../i18n/en.js';
import { ru } from '../../../i18n/ru.js';
import { describeNeeds, describeTraceEntry } from '../../../i18n/explain.js';
import { mordheimAttack, type MordheimAttackInput } from './build.js';
import { weaponInHands } from './in-hands.js';
import type { MordheimModelRuleId } from './model-rules.js';
import { applyShot, planShot } from './phase.js';
import { mordheimOdds, mordheimRoll } from './report.js';
import { shooterStatus } from './shooters.js';
import { options, testBattle } from './test-battle.js';
import { findWeapon, MORDHEIM_WEAPONS } from './weapons.js';

const text = (n: Rational) => rationalToString(n);
/** A BS 3, S 3 thrower (4+ to hit, 6" of reach) and a T3 W1 target of these rules. */
const throwAt = (rules: readonly MordheimModelRuleId[], extra: Partial<MordheimAttackInput> = {}, target: Partial<MordheimAttackInput['target']> = {}) =>
  mordheimAttack({ shooter: { profile: { BS: 3, S: 3 } }, weapon: 'blessed-water', target: { profile: { T: 3, W: 1 }, rules, ...target }, ...extra });
const exact = (input: ReturnType<typeof throwAt>) => mordheimOdds(input, exactArithmetic);

describe('blessed water on one throw', () => {
  it('is found by name, thrown, once a battle, and reaches twice the thrower\'s Strength', () => {
    expect(findWeapon('Blessed Water')).toMatchObject({ id: 'blessed-water', rules: ['thrown', 'fire-once', 'blessed-water'], rangePerStrength: 2 });
    expect(findWeapon('holy water')?.id).toBe('blessed-water');
    const inHand = (S: number) => weaponInHands({ rules: [], profile: { S }, state: { moved: false, reloading: [], firedOnce: [] } }, MORDHEIM_WEAPONS['blessed-water']);
    expect(inHand(3).range).toBe(6);
    expect(inHand(4)).toMatchObject({ range: 8, rangeFromStrength: 4 });
    // Eagle Eyes adds its 6" to any missile weapon, this one too: 2 × 4 + 6.
    expect(weaponInHands({ rules: ['eagle-eyes'], profile: { S: 4 }, state: { moved: false, reloading: [], firedOnce: [] } }, MORDHEIM_WEAPONS['blessed-water']).range).toBe(14);
  });

  it('wounds an Undead model once with no roll and no save: BS 3 hits 1/2, then the injury roll of a W1 model', () => {
    // Heavy armour and a shield would save on 4+; blessed water allows none.
    const { shot, analysis } = exact(throwAt(['undead'], {}, { kit: { armour: 'heavy', shield: true } }));
    expect(text(shot.hit)).toBe('1/2');
    expect(text(shot.wound)).toBe('1/2');
    expect(text(shot.saved)).toBe('0');
    expect(text(shot.unsaved)).toBe('1/2');
    expect(text(shot.critical)).toBe('0');
    // The one wound takes it to 0: an injury roll, 1–2 down, 3–4 stunned, 5–6 out, each 1/2 × 1/3.
    expect(text(shot.conditions['knocked-down'])).toBe('1/6');
    expect(text(shot.conditions.stunned)).toBe('1/6');
    expect(text(shot.conditions['out-of-action'])).toBe('1/6');
    expect(text(shot.conditions.standing)).toBe('1/2');
    expect(analysis.toWound).toMatchObject({ noWoundRoll: true, automaticWound: 'undead', needed: null, criticalOnSix: false });
    expect(analysis.save).toMatchObject({ possible: false, noSaveBy: 'blessed-water' });
  });

  it('wounds a Daemon through its Daemonic Aura, and a Possessed model alike', () => {
    // Daemonic Aura is itself an armour save (5+): none is taken. W 2: one wound leaves it standing on 1.
    const daemon = exact(throwAt(['daemon', 'daemonic-aura'], {}, { profile: { T: 3, W: 2 } }));
    expect(text(daemon.shot.unsaved)).toBe('1/2');
    expect(text(daemon.shot.conditions.standing)).toBe('1');
    expect(text(daemon.shot.woundsLeft[1] ?? exactArithmetic.zero)).toBe('1/2');
    expect(text(exact(throwAt(['possessed'])).shot.conditions['out-of-action'])).toBe('1/6');
  });

  it('does nothing to any other model: the hit stands, nothing is rolled to wound', () => {
    const { shot } = exact(throwAt([]));
    expect(text(shot.hit)).toBe('1/2');
    expect(text(shot.wound)).toBe('0');
    expect(text(shot.conditions.standing)).toBe('1');
  });

  it('takes no modifier for long range or moving, but cover and a Large Target count (M-18)', () => {
    expect(text(exact(throwAt(['undead'], { circumstances: { longRange: true, moved: true } })).shot.hit)).toBe('1/2');
    // Cover −1: 5+, 1/3. A Large Target +1: 3+, 2/3.
    expect(text(exact(throwAt(['undead'], { circumstances: { cover: true } })).shot.hit)).toBe('1/3');
    expect(text(exact(throwAt(['undead'], {}, { largeTarget: true })).shot.hit)).toBe('2/3');
  });

  it('falls short beyond twice the thrower\'s Strength: S 4 reaches 8", not 8.5"', () => {
    const strong = (distance: number) => mordheimAttack({ shooter: { profile: { BS: 3, S: 4 } }, weapon: 'blessed-water', target: { profile: { T: 3, W: 1 }, rules: ['undead'] }, circumstances: { distance } });
    expect(text(exact(strong(8)).shot.hit)).toBe('1/2');
    expect(text(exact(strong(8.5)).shot.hit)).toBe('0');
  });

  it('lets a Dodge roll discard the hit first: 1/2 × 2/3 = 1/3 wounds', () => {
    expect(text(exact(throwAt(['undead', 'dodge'])).shot.wound)).toBe('1/3');
  });

  it('explains each die: the wound without a roll, the save there is none of, in English and Russian', () => {
    let seen = 0;
    for (let seed = 1; seed <= 40 && seen === 0; seed += 1) {
      const report = mordheimRoll(throwAt(['undead']), seed);
      const trace = report.shots[0]?.trace ?? [];
      if (report.hits === 0) continue;
      seen += 1;
      const toWound = trace.find((e) => e.check.step === 'to-wound');
      expect(toWound).toMatchObject({ kind: 'auto', outcome: 'wound' });
      expect(trace.find((e) => e.check.step === 'armour-save')).toMatchObject({ kind: 'auto', outcome: 'no-save' });
      if (toWound) {
        expect(describeTraceEntry(en, toWound)).toContain('Undead: blessed water wounds once, with no roll and no critical');
        expect(describeTraceEntry(ru, toWound)).toContain('нежить: святая вода наносит 1 рану без броска');
      }
      expect(report.wounds).toBe(1);
    }
    expect(seen).toBe(1);
    for (let seed = 1; seed <= 40; seed += 1) {
      const report = mordheimRoll(throwAt([]), seed);
      if (report.hits === 0) continue;
      const toWound = report.shots[0]?.trace.find((e) => e.check.step === 'to-wound');
      expect(toWound).toMatchObject({ kind: 'auto', outcome: 'no-effect' });
      if (toWound) expect(describeTraceEntry(en, toWound)).toContain('no effect');
      expect(report.wounds).toBe(0);
      break;
    }
  });

  it('shows what each step needs before any die', () => {
    const attack = throwAt(['undead']);
    const rows = describeNeeds(en, attack, mordheimOdds(attack).analysis);
    expect(rows.find((r) => r[0] === en.step['to-wound'])?.[1]).toBe(en.text.noDie);
    expect(rows.find((r) => r[0] === en.step['armour-save'])?.[2]).toContain('blessed water');
  });

  it('agrees with the seeded rolls: the share of wounds over many throws is near 1/2', () => {
    const attack = throwAt(['undead']);
    let wounds = 0;
    const n = 600;
    for (let seed = 1; seed <= n; seed += 1) wounds += mordheimRoll(attack, seed).wounds;
    // Binomial n = 600, p = 1/2: sd ≈ 12.2; five of them either side.
    expect(Math.abs(wounds - n / 2)).toBeLessThan(62);
  });
});

describe('blessed water on the table', () => {
  const battle = testBattle([
    { id: 'priest', warband: 'a', at: [4, 12], weapons: [MORDHEIM_WEAPONS['blessed-water']] },
    { id: 'zombie', warband: 'b', at: [9, 12], rules: ['undead', 'no-pain'] },
  ]);

  it('wounds the Undead target and spends the vial', () => {
    const planned = planShot(battle, 'priest', 'zombie', 'blessed-water', options);
    if (!planned.ok) throw new Error('the throw should be legal: 5" away, within 2 × S 3');
    const ends = odds(planned.shot.process, planned.shot.start, exactArithmetic);
    // 1/2 to hit, then No Pain: a stunned result is knocked down, so down 1/2 × 2/3 = 1/3, out 1/2 × 1/3 = 1/6.
    expect(rationalToString(probability(ends, (s) => s.target.condition === 'knocked-down', exactArithmetic))).toBe('1/3');
    expect(rationalToString(probability(ends, (s) => s.target.condition === 'out-of-action', exactArithmetic))).toBe('1/6');
    const { end } = roll(planned.shot.process, planned.shot.start, diceFromSeed(5));
    const after = applyShot(battle, 'priest', planned.candidate, planned.shot, end);
    const priest = after.warriors.find((w) => w.id === 'priest');
    expect(priest?.state.firedOnce).toEqual(['blessed-water']);
    if (!priest) throw new Error('the priest is on the table');
    const spent = { ...after, warriors: after.warriors.map((w) => (w.id === 'priest' ? { ...w, state: { ...w.state, hasShot: false } } : w)) };
    expect(shooterStatus(spent, { ...priest, state: { ...priest.state, hasShot: false } }).weapons[0]?.refusals).toEqual(['fired-once']);
  });

  it('reaches only twice the thrower\'s Strength: a zombie 7" away is out of range', () => {
    const far = testBattle([
      { id: 'priest', warband: 'a', at: [4, 12], weapons: [MORDHEIM_WEAPONS['blessed-water']] },
      // 25 mm bases: centres 8.98" apart leave about 8" between the bases, beyond 6".
      { id: 'zombie', warband: 'b', at: [12.98, 12], rules: ['undead'] },
    ]);
    const planned = planShot(far, 'priest', 'zombie', 'blessed-water', options);
    if (!planned.ok) throw new Error('a target out of reach is still chosen, and the throw falls short');
    expect(planned.candidate).toMatchObject({ inRange: false });
    expect(planned.candidate.attack.weapon.range).toBe(6);
  });

  it('may not be thrown by an Undead or Possessed warrior', () => {
    for (const kind of ['undead', 'possessed'] as const) {
      const unholy = testBattle([
        { id: 'vampire', warband: 'a', at: [4, 12], weapons: [MORDHEIM_WEAPONS['blessed-water']], rules: [kind] },
        { id: 'T', warband: 'b', at: [9, 12] },
      ]);
      const vampire = unholy.warriors[0];
      if (!vampire) throw new Error('the thrower is on the table');
      expect(shooterStatus(unholy, vampire).weapons[0]?.refusals).toEqual(['blessed-water-forbidden']);
    }
  });
});
