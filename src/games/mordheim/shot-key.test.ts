// The shot state's number key (shotStateKey) must stay a whole number a double holds exactly:
// past 2⁵³ neighbouring keys round together, and the cached process would take one state's step
// for another's (it did: a master strike's +2 to injury and a plain wound's 0 shared keys).
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString } from '../../dice/index.js';
import { CONDITIONS } from './attack-types.js';
import { mordheimAttack } from './build.js';
import { mordheimOdds } from './report.js';
import { shotProcess, shotStart, shotStateKey, type ShotState } from './shot.js';

/** Every field of a shot state at the largest value the key makes room for. */
const largest: ShotState = {
  ...shotStart({ condition: 'out-of-action', woundsLeft: 15, luckyCharmUsed: true }, true),
  stage: 'done',
  hit: 'hit',
  rerolled: true,
  misfire: 'fires',
  dangerous: true,
  entangled: true,
  avoidNext: 3,
  avoided: 'lucky-charm',
  poisoned: true,
  wound: 'critical',
  critical: 'master-strike',
  save: 'ignored',
  wardLeft: 7,
  wardKept: 7,
  woundsIgnored: 7,
  woundsCaused: 15,
  injuriesLeft: 15,
  injuryBonus: 7,
};

describe('the shot state key', () => {
  it('stays below 2⁵³ for every state it has room for', () => {
    expect(Number.isSafeInteger(shotStateKey(largest))).toBe(true);
  });

  it('tells apart states that differ in their last field only, even in the last stage', () => {
    const injury: ShotState = { ...largest, stage: 'injury', injuryBonus: 0, injuriesLeft: 2 };
    expect(shotStateKey({ ...injury, injuryBonus: 2 })).not.toBe(shotStateKey(injury));
    expect(shotStateKey({ ...injury, injuriesLeft: 1 })).not.toBe(shotStateKey(injury));
    expect(shotStateKey({ ...largest, injuryBonus: 6 })).toBe(shotStateKey(largest) - 1);
  });

  it('refuses a target or a weapon beyond its room, rather than mixing states up', () => {
    const attack = mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3 } } });
    expect(() => shotProcess({ ...attack, target: { ...attack.target, woundsLeft: 16 } })).toThrow(RangeError);
    expect(() => shotProcess({ ...attack, weapon: { ...attack.weapon, wounds: 8 } })).toThrow(RangeError);
    expect(() => shotProcess({ ...attack, target: { ...attack.target, woundsLeft: 10 }, weapon: { ...attack.weapon, wounds: 6 } })).not.toThrow();
  });

  it('works out the case whose shared keys once made the exact odds run without end: three short-bow shots at a 3-wound target in cover, armoured, Hard to Kill', () => {
    const attack = mordheimAttack({
      shooter: { profile: { BS: 4, S: 4 } },
      weapon: 'short-bow',
      target: { profile: { T: 3, W: 3 }, kit: { armour: 'heavy', shield: true, helmet: true }, hardToKill: true, largeTarget: true },
      circumstances: { cover: true },
      shots: 3,
      variants: { sevenPlus: 'second-roll' },
    });
    const { series } = mordheimOdds(attack, exactArithmetic);
    const total = CONDITIONS.reduce((sum, c) => exactArithmetic.add(sum, series.conditions[c]), exactArithmetic.zero);
    expect(rationalToString(total)).toBe('1');
  });
});
