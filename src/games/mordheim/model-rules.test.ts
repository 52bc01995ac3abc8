// Skills, equipment and special rules (BS-M data.cat and Characters.cat, ruling M-14). Every
// expected value is worked by hand from the rule's text and the charts; each comment shows it.
import { describe, expect, it } from 'vitest';
import { countDistribution, diceFromSeed, exactArithmetic, odds, probability, rationalToString, repeatOdds, roll, type Rational } from '../../dice/index.js';
import { analyseSave, analyseToHit, analyseToWound } from './analysis.js';
import type { MordheimKit } from './attack-types.js';
import { mordheimAttack, type MordheimAttackInput } from './build.js';
import { shotsInHand, spottingRange, weaponInHands } from './in-hands.js';
import { findModelRule, holdsRule, MORDHEIM_MODEL_RULE_IDS, MORDHEIM_MODEL_RULES, rulesNotApplied, type MordheimModelRuleId } from './model-rules.js';
import { applyShot, planShot, targetReport } from './phase.js';
import { mordheimOdds } from './report.js';
import { MORDHEIM_RULES } from './rules.js';
import { mordheimSeries } from './series.js';
import { shooterStatus } from './shooters.js';
import { applyWounds, shotProcess, shotStart } from './shot.js';
import { options, testBattle, type TestWarrior } from './test-battle.js';
import { MORDHEIM_WEAPONS } from './weapons.js';

const fr = (r: Rational) => rationalToString(r);
const exact = (input: MordheimAttackInput) => mordheimOdds(mordheimAttack(input), exactArithmetic);
const bowman = (rules: readonly MordheimModelRuleId[] = []) => ({ profile: { BS: 3 }, rules });
const unarmoured = { profile: { T: 3, W: 1 } } as const;
const holder = (rules: readonly MordheimModelRuleId[], moved = false) => ({ rules, state: { moved, reloading: [], firedOnce: [] } });

describe('the catalogue', () => {
  it('finds a rule by id and by every name the data writes it under', () => {
    expect(findModelRule('Quick Shot')).toBe('quick-shot');
    expect(findModelRule('quick_shot')).toBe('quick-shot');
    expect(findModelRule('Dodge.')).toBe('dodge');
    expect(findModelRule('Knife-Fighter')).toBe('knife-fighter');
    expect(findModelRule('Wolf Cloak')).toBe('wolfcloak');
    expect(findModelRule('Superior Black Powder')).toBe('superior-blackpowder');
    expect(findModelRule('Marksman')).toBeUndefined();
    expect(findModelRule('constructor')).toBeUndefined();
  });

  it('reads a rule that stands for others as those rules', () => {
    expect(holdsRule(['lethal-marksman'], 'eagle-eyes')).toBe(true);
    expect(holdsRule(['lethal-marksman'], 'trick-shooter')).toBe(true);
    expect(holdsRule(['expert-pistolier'], 'pistolier')).toBe(true);
    expect(holdsRule(['quick-shot'], 'pistolier')).toBe(false);
  });

  it('applies every rule it calls applied through a rule of MORDHEIM_RULES, and no other', () => {
    const inTable = new Set<string>(MORDHEIM_RULES.map((r) => r.id));
    // Acrobat acts in a fall, which is not a shot (fall.ts, M-10; fall.test.ts works its odds).
    const inAFall = new Set<MordheimModelRuleId>(['acrobat']);
    for (const id of MORDHEIM_MODEL_RULE_IDS) {
      const entry = MORDHEIM_MODEL_RULES[id];
      const through = entry.includes ?? [id];
      if (entry.status === 'applied' && !inAFall.has(id)) for (const part of through) expect(inTable.has(part), `${id} → ${part}`).toBe(true);
      else expect(inTable.has(id), id).toBe(false);
    }
    expect(MORDHEIM_MODEL_RULES.acrobat.status).toBe('applied');
  });

  it('names no rule as not applied: every one it knows is applied or changes nothing in a shooting phase (M-14)', () => {
    expect(MORDHEIM_MODEL_RULE_IDS.filter((id) => MORDHEIM_MODEL_RULES[id].status === 'not-applied')).toEqual([]);
    expect(rulesNotApplied(['quick-shot', 'acrobat', 'sprint', 'weapons-expert'])).toEqual([]);
  });
});

describe('to hit', () => {
  it('Trick Shooter ignores cover: BS 3 needs 4+, not 5+, and the cover is shown as ignored', () => {
    const attack = mordheimAttack({ shooter: bowman(['trick-shooter']), weapon: 'bow', target: unarmoured, circumstances: { cover: true } });
    expect(analyseToHit(attack).needed).toBe(4);
    expect(analyseToHit(attack).modifiers).toEqual([{ code: 'cover', value: 0, ignoredBy: 'trick-shooter' }]);
  });

  it('Dead Eye Shot ignores cover with a crossbow only; Steady Hands long range with a crossbow only', () => {
    const needed = (rules: MordheimModelRuleId[], weapon: string, circumstances: { cover?: boolean; longRange?: boolean }) =>
      analyseToHit(mordheimAttack({ shooter: bowman(rules), weapon, target: unarmoured, circumstances })).needed;
    expect(needed(['dead-eye-shot'], 'crossbow', { cover: true })).toBe(4);
    expect(needed(['dead-eye-shot'], 'bow', { cover: true })).toBe(5);
    expect(needed(['steady-hands'], 'crossbow', { longRange: true })).toBe(4);
    expect(needed(['steady-hands'], 'crossbow', { cover: true })).toBe(5);
  });

  it('an Elven cloak is −1 to hit the wearer: BS 3 needs 5+, 1/3', () => {
    expect(fr(exact({ shooter: bowman(), weapon: 'bow', target: { ...unarmoured, rules: ['elven-cloak'] } }).shot.hit)).toBe('1/3');
  });

  it('a gun-rest is +1 with a handgun when the shooter did not move: BS 3 needs 3+, 2/3', () => {
    expect(fr(exact({ shooter: bowman(['gun-rest']), weapon: 'handgun', target: unarmoured }).shot.hit)).toBe('2/3');
    // Moved: no gun-rest, and the −1 for moving (the handgun is refused on the table; a quick attack still weighs it).
    expect(analyseToHit(mordheimAttack({ shooter: bowman(['gun-rest']), weapon: 'handgun', target: unarmoured, circumstances: { moved: true } })).needed).toBe(5);
  });
});

describe('range and Strength', () => {
  it('Eagle Eyes adds 6" to a bow: 24" becomes 30", and 28" away is long range (over 15"), 5+', () => {
    expect(weaponInHands(holder(['eagle-eyes']), MORDHEIM_WEAPONS.bow)).toMatchObject({ range: 30, bonuses: [{ field: 'range', code: 'eagle-eyes', value: 6 }] });
    const at28 = (rules: MordheimModelRuleId[]) => exact({ shooter: bowman(rules), weapon: 'bow', target: unarmoured, circumstances: { distance: 28, longRange: true } }).shot;
    expect(fr(at28([]).outOfRange)).toBe('1');
    expect(fr(at28(['eagle-eyes']).hit)).toBe('1/3');
  });

  it('never adds a bonus twice to a weapon already in hand', () => {
    const once = weaponInHands(holder(['eagle-eyes']), MORDHEIM_WEAPONS.bow);
    expect(weaponInHands(holder(['eagle-eyes']), once).range).toBe(30);
  });

  it('superior blackpowder: a handgun hits at S5 against T3 (2+) and its save modifier is −3 in all', () => {
    const attack = mordheimAttack({ shooter: bowman(['superior-blackpowder']), weapon: 'handgun', target: { profile: { T: 3, W: 1 }, kit: { armour: 'heavy' } } });
    expect(analyseToWound(attack)).toMatchObject({ strength: 5, needed: 2, strengthBonuses: [{ field: 'strength', code: 'superior-blackpowder', value: 1 }] });
    // Heavy armour 5+, S5 −2 and the handgun's own −1: 8, no save.
    expect(analyseSave(attack)).toMatchObject({ needed: 8, possible: false });
    // A bow is no blackpowder weapon.
    expect(weaponInHands(holder(['superior-blackpowder']), MORDHEIM_WEAPONS.bow).strength).toBe(3);
  });
});

describe('discarding a hit', () => {
  it('Dodge discards a hit on 5+: a BS 3 bow hits 1/2, and 1/3 of those are dodged', () => {
    const { shot } = exact({ shooter: bowman(), weapon: 'bow', target: { ...unarmoured, rules: ['dodge'] } });
    expect(fr(shot.hit)).toBe('1/2');
    expect(fr(shot.avoided)).toBe('1/6');
    // The hits that stand (1/3) wound on 4+ against T3: 1/6.
    expect(fr(shot.wound)).toBe('1/6');
  });

  it('a lucky charm discards the first hit of the battle on 4+, once: 1/2 × 1/2', () => {
    expect(fr(exact({ shooter: bowman(), weapon: 'bow', target: { ...unarmoured, rules: ['lucky-charm'] } }).shot.avoided)).toBe('1/4');
    expect(fr(exact({ shooter: bowman(), weapon: 'bow', target: { ...unarmoured, rules: ['lucky-charm'], luckyCharmUsed: true } }).shot.avoided)).toBe('0');
  });

  it('over two shots the charm rolls for the first hit only: rolled with 1/2 + 1/2 × 1/2 = 3/4, a hit discarded with 3/8', () => {
    // A T3 model with 3 wounds and Dodge-less: a 6 to wound (a critical) cannot take it out, so both shots are fired.
    const attack = mordheimAttack({ shooter: bowman(), weapon: 'bow', target: { profile: { T: 3, W: 3 }, rules: ['lucky-charm'] }, shots: 2 });
    const series = repeatOdds(mordheimSeries(attack), (end) => (end.avoided === 'none' ? 0 : 1), exactArithmetic);
    expect(countDistribution(series, (end) => end.count, exactArithmetic).map(fr)).toEqual(['5/8', '3/8']);
    expect(fr(probability(series, (end) => end.state.target.luckyCharmUsed, exactArithmetic))).toBe('3/4');
  });

  it('rolls Dodge before the lucky charm, as Dodge says, and explains each roll', () => {
    const attack = mordheimAttack({ shooter: bowman(), weapon: 'bow', target: { ...unarmoured, rules: ['lucky-charm', 'dodge'] } });
    const steps = [];
    for (let seed = 0; seed < 40 && steps.length === 0; seed += 1) {
      const { trace } = roll(shotProcess(attack), shotStart({ condition: 'standing', woundsLeft: 1, luckyCharmUsed: false }, false), diceFromSeed(seed));
      const avoid = trace.flatMap((e) => (e.kind === 'die' && e.check.step === 'avoid-hit' ? [e.check.rule] : []));
      if (avoid.length === 2) steps.push(avoid);
    }
    expect(steps).toEqual([['dodge', 'lucky-charm']]);
  });
});

describe('the save and the injury', () => {
  it('a Wolfcloak is +1 to the armour save against shooting: light armour 6+ becomes 5+', () => {
    expect(analyseSave(mordheimAttack({ shooter: bowman(), weapon: 'bow', target: { ...unarmoured, kit: { armour: 'light' }, rules: ['wolfcloak'] } })).needed).toBe(5);
    // No armour, no save to better.
    expect(analyseSave(mordheimAttack({ shooter: bowman(), weapon: 'bow', target: { ...unarmoured, rules: ['wolfcloak'] } })).possible).toBe(false);
  });

  it("Shaggy Hide is armour of 6+ that combines with other armour (BS-M Beastmen Raiders.cat)", () => {
    const save = (kit: Partial<MordheimKit>, weapon = 'bow') => analyseSave(mordheimAttack({ shooter: bowman(), weapon, target: { ...unarmoured, kit, rules: ['shaggy-hide'] } }));
    // Alone: 6+ against S3, which takes nothing off; a S4 crossbow (−1) leaves none.
    expect(save({})).toMatchObject({ base: 6, needed: 6, natural: { rule: 'shaggy-hide', save: 6 } });
    expect(save({}, 'crossbow').possible).toBe(false);
    // With a shield: 6+ improved by one, 5+. Over light armour (6+): one better, 5+; heavy armour
    // (5+) and a shield (4+): 3+.
    expect(save({ shield: true }).needed).toBe(5);
    expect(save({ armour: 'light' })).toMatchObject({ needed: 5, modifiers: [{ code: 'shaggy-hide', value: 1 }] });
    expect(save({ armour: 'heavy', shield: true }).needed).toBe(3);
  });

  it('Shaggy Hide saves a plain wound and a vital part from a bow on 6 (1/54 of shots), not an exposed spot or master strike', () => {
    // BS 3 hits on 4+ (1/2); S3 against T4 wounds on 5+: a 5 is a plain wound (1/6), a 6 a
    // critical (1/6), a vital part a third of those, which keeps the save. Saved:
    // 1/2 · 1/6 · 1/6 + 1/2 · 1/6 · 1/3 · 1/6 = 1/72 + 1/216 = 1/54.
    const report = mordheimOdds(mordheimAttack({ shooter: bowman(), weapon: 'bow', target: { profile: { T: 4, W: 1 }, rules: ['shaggy-hide'] } }), exactArithmetic);
    expect(fr(report.shot.saved)).toBe('1/54');
  });

  it('hunting arrows add +1 to injury rolls with a bow: 1 knocked down, 2–3 stunned, 4–6 out of action', () => {
    const attack = mordheimAttack({ shooter: bowman(['hunting-arrows']), weapon: 'bow', target: unarmoured });
    const injured = applyWounds({ ...shotStart({ condition: 'standing', woundsLeft: 1, luckyCharmUsed: false }, false), hit: 'hit', wound: 'wound' }, 'no-save', 1, 1);
    const ends = odds(shotProcess(attack), injured, exactArithmetic);
    const p = (condition: string) => fr(probability(ends, (s) => s.target.condition === condition, exactArithmetic));
    expect([p('knocked-down'), p('stunned'), p('out-of-action')]).toEqual(['1/6', '1/3', '1/2']);
    // With a crossbow the arrows are not used.
    expect(exact({ shooter: bowman(['hunting-arrows']), weapon: 'crossbow', target: unarmoured }).shot.conditions['out-of-action']).toEqual(
      exact({ shooter: bowman(), weapon: 'crossbow', target: unarmoured }).shot.conditions['out-of-action'],
    );
  });
});

describe('shots and who may shoot', () => {
  const at10 = (rules: MordheimModelRuleId[], weapon: keyof typeof MORDHEIM_WEAPONS, moved = false) => shotsInHand({ warrior: holder(rules, moved), weapon: MORDHEIM_WEAPONS[weapon], distance: 10 }, true);

  it('Quick Shot: two shots with a bow or crossbow, without the −1 of fire twice; not with a crossbow pistol', () => {
    expect(at10(['quick-shot'], 'long-bow')).toEqual({ shots: 2, by: 'quick-shot', fireTwice: false });
    expect(at10(['quick-shot'], 'crossbow-pistol')).toEqual({ shots: 1, by: null, fireTwice: false });
    expect(at10([], 'repeater-crossbow')).toEqual({ shots: 2, by: 'fire-twice', fireTwice: true });
  });

  it('Quick Shot does not combine with Nimble: moved with a crossbow, one shot', () => {
    expect(at10(['quick-shot', 'nimble'], 'crossbow', true).shots).toBe(1);
    expect(at10(['quick-shot', 'nimble'], 'crossbow', false).shots).toBe(2);
  });

  it('Knife Fighter throws three; Pistolier fires a brace twice', () => {
    expect(at10(['knife-fighter'], 'throwing-knives').shots).toBe(3);
    expect(at10(['pistolier'], 'brace-of-pistols').shots).toBe(2);
    expect(at10(['expert-pistolier'], 'brace-of-duelling-pistols').shots).toBe(2);
    expect(at10(['pistolier'], 'pistol').shots).toBe(1);
  });

  const shooter: TestWarrior = { id: 'shooter', warband: 'a', at: [10, 24] };
  const refusals = (rules: MordheimModelRuleId[], weapon: keyof typeof MORDHEIM_WEAPONS, state: TestWarrior['state']) => {
    const battle = testBattle([{ ...shooter, rules, weapons: [MORDHEIM_WEAPONS[weapon]], state }]);
    return shooterStatus(battle, battle.warriors[0]!).weapons[0]?.refusals;
  };

  it('Nimble lets a warrior who moved fire a move-or-fire weapon, still at −1 for moving', () => {
    expect(refusals([], 'crossbow', { moved: true })).toEqual(['move-or-fire']);
    expect(refusals(['nimble'], 'crossbow', { moved: true })).toEqual([]);
    expect(analyseToHit(mordheimAttack({ shooter: bowman(['nimble']), weapon: 'crossbow', target: unarmoured, circumstances: { moved: true } })).needed).toBe(5);
  });

  it('Hunter fires a handgun or long rifle every turn; Pistolier a single pistol', () => {
    expect(refusals([], 'handgun', { reloading: ['handgun'] })).toEqual(['reloading']);
    expect(refusals(['hunter'], 'handgun', { reloading: ['handgun'] })).toEqual([]);
    expect(refusals(['hunter'], 'pistol', { reloading: ['pistol'] })).toEqual(['reloading']);
    expect(refusals(['pistolier'], 'pistol', { reloading: ['pistol'] })).toEqual([]);
    // A brace with both pistols empty is reloaded as normal, even by a Pistolier.
    expect(refusals(['pistolier'], 'brace-of-pistols', { reloading: ['brace-of-pistols'] })).toEqual(['reloading']);
  });

  it('a brace fired once keeps a loaded pistol; fired twice by a Pistolier, both must reload', () => {
    const afterShot = (rules: MordheimModelRuleId[]) => {
      const battle = testBattle([{ ...shooter, rules, weapons: [MORDHEIM_WEAPONS['brace-of-pistols']] }, { id: 'T', warband: 'b', at: [14, 24], profile: { W: 3 } }]);
      const planned = planShot(battle, 'shooter', 'T', 'brace-of-pistols', options);
      if (!planned.ok) throw new Error('the shot should be legal');
      const { end } = roll(planned.shot.process, planned.shot.start, diceFromSeed(1));
      return { shots: planned.candidate.attack.shots, reloading: applyShot(battle, 'shooter', planned.candidate, planned.shot, end).warriors[0]?.state.reloading };
    };
    expect(afterShot([])).toEqual({ shots: 1, reloading: [] });
    expect(afterShot(['pistolier'])).toEqual({ shots: 2, reloading: ['brace-of-pistols'] });
  });
});

describe('spotting hidden enemies', () => {
  it('sees as far as the Initiative, 4" more with a lantern or torch, twice as far with Excellent Sight', () => {
    expect(spottingRange({ profile: { I: 3 }, rules: [] })).toBe(3);
    expect(spottingRange({ profile: { I: 3 }, rules: ['lantern'] })).toBe(7);
    expect(spottingRange({ profile: { I: 3 }, rules: ['lantern', 'torch'] })).toBe(7);
    expect(spottingRange({ profile: { I: 4 }, rules: ['excellent-sight'] })).toBe(8);
  });

  it('a lantern lets a warrior with I 3 shoot a hidden enemy about 5" away', () => {
    const report = (rules: MordheimModelRuleId[]) =>
      targetReport(testBattle([{ id: 'shooter', warband: 'a', at: [10, 24], rules }, { id: 'T', warband: 'b', at: [15, 24], state: { hidden: true } }]), 'shooter', options).candidates[0];
    expect(report([])?.refusals).toEqual(['hidden']);
    expect(report(['lantern'])?.refusals).toEqual([]);
  });
});
