// The special rules and weapons the community's data gives warriors beyond the skills (BS-M
// data.cat, Characters.cat, Undead.cat, Orc Mob.cat, Carnival of Chaos.cat, Sisters of
// Sigmar.cat). Every expected value is worked by hand from the rule's text and the charts; each
// comment shows the working. The seeded rolls are checked against the same rule, die by die.
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en.js';
import { describeTraceEntry } from '../../../i18n/explain.js';
import { ru } from '../../../i18n/ru.js';
import { diceFromSeed, exactArithmetic, odds, probability, rationalToString, roll, type Rational, type TraceEntry } from '../../dice/index.js';
import { analyseSave, analyseToHit, analyseToWound } from './analysis.js';
import { mordheimAttack, type MordheimAttackInput } from './build.js';
import type { MordheimCheck, MordheimOutcome } from './explanation.js';
import type { MordheimModelRuleId } from './model-rules.js';
import { mordheimOdds } from './report.js';
import { applyWounds, shotProcess, shotStart, type ShotState } from './shot.js';

const fr = (r: Rational) => rationalToString(r);
const exact = (input: MordheimAttackInput) => mordheimOdds(mordheimAttack(input), exactArithmetic);
const bowman = (rules: readonly MordheimModelRuleId[] = []) => ({ profile: { BS: 3 }, rules });
type Entry = TraceEntry<MordheimCheck, MordheimOutcome>;
const dice = (trace: readonly Entry[]) => trace.flatMap((e) => (e.kind === 'die' ? [e] : []));

/** The seeded rolls of one shot, for seeds 0 to 199. */
function rolls(input: MordheimAttackInput, from?: ShotState) {
  const attack = mordheimAttack(input);
  const start = from ?? shotStart({ condition: 'standing', woundsLeft: attack.target.woundsLeft, luckyCharmUsed: false }, false);
  return Array.from({ length: 200 }, (_, seed) => roll(shotProcess(attack), start, diceFromSeed(seed)));
}

describe('Blessed Sight (Sisters of Sigmar.cat): a failed roll to hit is rolled again, and the second result stands', () => {
  it('BS 3 in the open: 1/2 + 1/2 × 1/2 = 3/4 to hit', () => {
    expect(fr(exact({ shooter: bowman(['blessed-sight']), weapon: 'bow', target: { profile: { T: 3 } } }).shot.hit)).toBe('3/4');
  });

  it('in cover, 5+: 1/3 + 2/3 × 1/3 = 5/9 to hit; a 4 strikes the cover only on the second roll, 2/3 × 1/6 = 1/9', () => {
    const { shot } = exact({ shooter: bowman(['blessed-sight']), weapon: 'bow', target: { profile: { T: 3 } }, circumstances: { cover: true } });
    expect([fr(shot.hit), fr(shot.coverStrike), fr(shot.miss)]).toEqual(['5/9', '1/9', '1/3']);
  });

  it('the seeded roll re-rolls every failed first die once, names the rule, and keeps the second result', () => {
    let rerolled = 0;
    for (const { trace } of rolls({ shooter: bowman(['blessed-sight']), weapon: 'bow', target: { profile: { T: 3 } } })) {
      const toHit = dice(trace).filter((e) => e.check.step === 'to-hit');
      const [first, second] = toHit;
      if (!first) throw new Error('a to-hit die is always rolled');
      if (first.face >= 4) {
        expect(toHit).toHaveLength(1);
        continue;
      }
      rerolled += 1;
      expect(first.outcome).toBe('rerolled');
      expect(toHit).toHaveLength(2);
      expect(second?.check).toMatchObject({ step: 'to-hit', rerolledBy: 'blessed-sight' });
      expect(second?.outcome).toBe((second?.face ?? 0) >= 4 ? 'hit' : 'miss');
      if (second) {
        expect(describeTraceEntry(en, second)).toContain('re-rolled by Blessed Sight');
        expect(describeTraceEntry(ru, second)).toContain('«Благословенное зрение»');
      }
    }
    expect(rerolled).toBeGreaterThan(0);
  });
});

describe('No Pain (Undead.cat, data.cat): a stunned result counts as knocked down', () => {
  const injured = (woundsLeft: number) => applyWounds({ ...shotStart({ condition: 'standing', woundsLeft, luckyCharmUsed: false }, false), hit: 'hit', wound: 'wound' }, 'no-save', 1);
  const zombie = (rules: MordheimModelRuleId[], W = 1) => ({ shooter: bowman(), weapon: 'bow', target: { profile: { T: 3, W }, kit: { helmet: true }, rules } }) as const;

  it('one injury roll: 1–4 knocked down (2/3), 5–6 out of action (1/3), never stunned, and no helmet roll', () => {
    const ends = odds(shotProcess(mordheimAttack(zombie(['no-pain']))), injured(1), exactArithmetic);
    const p = (condition: string) => fr(probability(ends, (s) => s.target.condition === condition, exactArithmetic));
    expect([p('knocked-down'), p('stunned'), p('out-of-action')]).toEqual(['2/3', '0', '1/3']);
  });

  it('the seeded roll turns a 3 or 4 into knocked down and says why', () => {
    let seen = 0;
    for (const { trace, end } of rolls(zombie(['no-pain']), injured(1))) {
      const injury = dice(trace).find((e) => e.check.step === 'injury');
      if (!injury || injury.face < 3 || injury.face > 4) continue;
      seen += 1;
      expect(injury.outcome).toBe('knocked-down');
      expect(end.target.condition).toBe('knocked-down');
      expect(dice(trace).some((e) => e.check.step === 'helmet')).toBe(false);
      expect(describeTraceEntry(en, injury)).toContain('No Pain: stunned counts as knocked down');
      expect(describeTraceEntry(ru, injury)).toContain('«Нет боли»');
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("Veskit's No Pain (Characters.cat) ignores knocked down and stunned: 1–4 he stands on no wounds (2/3), 5–6 out of action (1/3)", () => {
    const ends = odds(shotProcess(mordheimAttack(zombie(['no-pain-veskit'], 2))), injured(1), exactArithmetic);
    const p = (condition: string) => fr(probability(ends, (s) => s.target.condition === condition && s.target.woundsLeft === 0, exactArithmetic));
    expect([p('standing'), p('knocked-down'), p('stunned'), p('out-of-action')]).toEqual(['2/3', '0', '0', '1/3']);
    for (const { trace, end } of rolls(zombie(['no-pain-veskit'], 2), injured(1))) {
      const injury = dice(trace).find((e) => e.check.step === 'injury');
      if (injury && injury.face <= 4) expect([injury.outcome, end.target.condition]).toEqual(['injury-ignored', 'standing']);
    }
  });
});

describe("a body's own save, modified as armour is", () => {
  it('Daemonic Aura (Carnival of Chaos.cat) is 5+: against a bow (S3) 5+; against a handgun (S4, −1) 7, no save', () => {
    const save = (weapon: string) => analyseSave(mordheimAttack({ shooter: bowman(), weapon, target: { profile: { T: 4 }, rules: ['daemonic-aura'] } }));
    expect(save('bow')).toMatchObject({ base: 5, needed: 5, possible: true, natural: { rule: 'daemonic-aura', save: 5 } });
    expect(save('handgun')).toMatchObject({ needed: 7, possible: false });
  });

  it('a Plague Bearer (T4) shot with a bow: saved 1/12 × 1/3 + 1/36 × 1/3 = 1/27', () => {
    // Hit 1/2; 5 wounds (1/6), 6 a critical (1/6): 1/12 each. A vital part (1/3 of criticals) is saved as usual.
    expect(fr(exact({ shooter: bowman(), weapon: 'bow', target: { profile: { T: 4 }, rules: ['daemonic-aura'] } }).shot.saved)).toBe('1/27');
  });

  it('Metallic Body (Characters.cat) is 3+, better than gromril (4+), and a shield adds to it; a pistol (S4, −1) makes it 5+', () => {
    const save = (kit: MordheimAttackInput['target']['kit'], weapon = 'bow') => analyseSave(mordheimAttack({ shooter: bowman(), weapon, target: { profile: { T: 4 }, kit, rules: ['metallic-body'] } })).needed;
    expect(save({ armour: 'gromril' })).toBe(3);
    expect(save({ shield: true })).toBe(2);
    expect(save({}, 'pistol')).toBe(5);
  });

  it('the explanation names the rule and its save', () => {
    const attack = mordheimAttack({ shooter: bowman(), weapon: 'bow', target: { profile: { T: 4 }, rules: ['daemonic-aura'] } });
    const entry = dice(rolls({ shooter: bowman(), weapon: 'bow', target: { profile: { T: 4 }, rules: ['daemonic-aura'] } }).flatMap((r) => r.trace)).find((e) => e.check.step === 'armour-save');
    expect(analyseSave(attack).natural).toEqual({ rule: 'daemonic-aura', save: 5 });
    expect(entry && describeTraceEntry(en, entry)).toContain('Daemonic Aura 5+');
    expect(entry && describeTraceEntry(ru, entry)).toContain('«Демоническая аура» 5+');
  });
});

describe('Regeneration (Orc Mob.cat): each wound is ignored on 4+', () => {
  const troll = { shooter: bowman(), weapon: 'bow', target: { profile: { T: 4, W: 3 }, rules: ['regeneration'] } } as const satisfies MordheimAttackInput;

  it('a bow at a Troll (T4, W3): a wound regenerated with 1/2 × (1/6 × 1/2 + 1/6 × 3/4) = 5/48', () => {
    // Hit 1/2; a 5 wounds once (1/6), a 6 is a critical of two wounds (1/6), each regenerated on 4+.
    const { shot } = exact(troll);
    expect(fr(shot.woundIgnored)).toBe('5/48');
    // Two wounds left: one wound stands (1/6 × 1/2, or a critical with one of two standing, 1/6 × 1/2); one left: a critical, both stand (1/6 × 1/4).
    expect(shot.woundsLeft.map(fr)).toEqual(['0', '1/48', '1/12', '43/48']);
  });

  it('the seeded roll rolls once for each wound not saved, and takes off the ones that stand', () => {
    let rolled = 0;
    for (const { trace, end } of rolls(troll)) {
      const ward = dice(trace).filter((e) => e.check.step === 'ward-save');
      const wounds = dice(trace).find((e) => e.check.step === 'to-wound');
      if (ward.length > 0) rolled += 1;
      expect(ward.length).toBe(wounds?.outcome === 'critical' ? 2 : wounds?.outcome === 'wound' ? 1 : 0);
      for (const e of ward) expect(e.outcome).toBe(e.face >= 4 ? 'wound-ignored' : 'wound-stands');
      expect(end.target.woundsLeft).toBe(3 - ward.filter((e) => e.outcome === 'wound-stands').length);
      const first = ward[0];
      if (first) {
        expect(describeTraceEntry(en, first)).toContain('Regeneration: 4+');
        expect(describeTraceEntry(ru, first)).toContain('«Регенерация»: 4+');
      }
    }
    expect(rolled).toBeGreaterThan(0);
  });
});

describe('weapons the data lists', () => {
  it('Stream of Corruption (Carnival of Chaos.cat): 6", S3, no armour save; a hit that wounds is never saved', () => {
    const input = { shooter: { profile: { BS: 3 }, rules: ['stream-of-corruption'] }, weapon: 'stream-of-corruption', target: { profile: { T: 3 }, kit: { armour: 'heavy' } } } as const satisfies MordheimAttackInput;
    expect(analyseSave(mordheimAttack(input))).toMatchObject({ possible: false, noSaveBy: 'stream-of-corruption' });
    const { shot } = exact(input);
    // Hit 1/2, wound 4+ 1/2: 1/4, never saved.
    expect([fr(shot.wound), fr(shot.saved), fr(shot.unsaved)]).toEqual(['1/4', '0', '1/4']);
  });

  it('Sun Gauntlet (data.cat): accurate (no −1 at long range) and ignores armour', () => {
    const attack = mordheimAttack({ shooter: bowman(), weapon: 'sun-gauntlet', target: { profile: { T: 3 }, kit: { armour: 'gromril' } }, circumstances: { longRange: true } });
    expect(analyseToHit(attack).needed).toBe(4);
    expect(analyseToHit(attack).modifiers).toEqual([{ code: 'long-range', value: 0, ignoredBy: 'accurate' }]);
    expect(analyseSave(attack)).toMatchObject({ possible: false, noSaveBy: 'ignores-armour' });
  });

  it('a throwing axe hits at the thrower\'s S +1, javelins at his S; both thrown (no −1 for range or moving)', () => {
    const wound = (weapon: string) => analyseToWound(mordheimAttack({ shooter: { profile: { BS: 3, S: 3 } }, weapon, target: { profile: { T: 3 } } }));
    expect(wound('throwing-axe')).toMatchObject({ strength: 4, needed: 3 });
    expect(wound('javelins')).toMatchObject({ strength: 3, needed: 4 });
    expect(analyseToHit(mordheimAttack({ shooter: bowman(), weapon: 'javelins', target: { profile: { T: 3 } }, circumstances: { longRange: true, moved: true } })).needed).toBe(4);
  });

  it("belaying pins: the thrower's S −1, no −1 for range but −1 after moving, +1 to the enemy's save and 6+ with none", () => {
    const attack = (circumstances: MordheimAttackInput['circumstances'], kit: MordheimAttackInput['target']['kit'] = {}, S = 3) =>
      mordheimAttack({ shooter: { profile: { BS: 3, S } }, weapon: 'belaying-pins', target: { profile: { T: 3 }, kit }, circumstances });
    expect(analyseToWound(attack({}))).toMatchObject({ strength: 2, needed: 5 });
    expect(analyseToHit(attack({ longRange: true })).needed).toBe(4);
    expect(analyseToHit(attack({ moved: true })).needed).toBe(5);
    expect(analyseSave(attack({}, { armour: 'light' })).needed).toBe(5);
    expect(analyseSave(attack({}))).toMatchObject({ needed: 6, possible: true, unarmoured: 6 });
    // An S6 thrower hits at S5: a shield's 6+ −2 +1 is 7, but no model is worse off than one with no armour: 6+.
    expect(analyseSave(attack({}, { shield: true }, 6))).toMatchObject({ needed: 6, possible: true, unarmoured: 6 });
  });
});
