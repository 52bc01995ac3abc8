// The blunderbuss (facts A4, BS-M data.cat: Shot, Fire Once), and the blowpipe's stealth: a 16" by 1" line from the firer,
// every model in it hit with no roll, once a battle. Expected odds are worked by hand below.
import { describe, expect, it } from 'vitest';
import { diceFromSeed, exactArithmetic, odds, probability, rationalToString, roll } from '../../dice/index.js';
import { prepareTable } from '../../table/index.js';
import { applyShot, planShot } from './phase.js';
import { shooterStatus } from './shooters.js';
import { tableShot } from './table-shot.js';
import { targetCandidates } from './targets.js';
import { box, options, testBattle, wallPiece } from './test-battle.js';
import { MORDHEIM_WEAPONS } from './weapons.js';

// The firer at (4, 12) aims along +y = 12. A (10, 12) is the aim; B (14, 12.6) is 0.6" off the
// line, its base (0.49" radius) reaching into the 1" strip; F (16, 11.5), a friend, too. C
// (8, 14) is 2" off it; G (19, 12) is in line but behind a 3" wall. (The strip's length and
// width are worked in src/geometry/strip.test.ts.)
const battle = testBattle(
  [
    { id: 'firer', warband: 'a', at: [4, 12], weapons: [MORDHEIM_WEAPONS.blunderbuss] },
    { id: 'F', warband: 'a', at: [16, 11.5], weapons: [] },
    { id: 'A', warband: 'b', at: [10, 12] },
    { id: 'B', warband: 'b', at: [14, 12.6] },
    { id: 'C', warband: 'b', at: [8, 14] },
    { id: 'G', warband: 'b', at: [19, 12] },
  ],
  [wallPiece('wall', box(17.2, 10, 17.6, 14), 3)],
);
const table = prepareTable(battle.table);
const firer = battle.warriors[0]!;

describe('the blunderbuss', () => {
  const candidates = targetCandidates(battle, table, firer, MORDHEIM_WEAPONS.blunderbuss, options.variants);

  it('may be aimed in any direction: the closest-target rule does not bind it', () => {
    expect(candidates.filter((c) => c.legal).map((c) => [c.target, c.reasons])).toEqual([
      ['A', ['any-direction']],
      ['B', ['any-direction']],
      ['C', ['any-direction']],
    ]);
  });

  it('hits every model it can see in its line, friend or foe, nearest first, besides its aim', () => {
    const aimed = candidates.find((c) => c.target === 'A');
    if (!aimed) throw new Error('A should be a candidate');
    expect(tableShot(battle, table, aimed).line.map((hit) => hit.warrior.id)).toEqual(['B', 'F']);
  });

  it('takes each model in the line out of action with 2/9: no roll to hit, then S3 against T3', () => {
    // To wound 4+: a 4 or 5 (1/3) is one wound and one injury roll, out on 5–6 (1/3): 1/9. A 6
    // (1/6) is a critical of two wounds, so two injury rolls: a vital part or an exposed spot
    // (no armour to save) is out with 1 − (2/3)² = 5/9, a master strike (+2) with 1 − (1/3)² = 8/9;
    // 1/6 × (5/9 + 5/9 + 8/9) / 3 = 1/9. In all 2/9.
    const aimed = candidates.find((c) => c.target === 'A');
    if (!aimed) throw new Error('A should be a candidate');
    const shot = tableShot(battle, table, aimed);
    const ends = odds(shot.process, shot.start, exactArithmetic);
    const out = (pick: (s: (typeof shot)['start']) => string | undefined) => rationalToString(probability(ends, (s) => pick(s) === 'out-of-action', exactArithmetic));
    expect(out((s) => s.target.condition)).toBe('2/9');
    expect(out((s) => s.line[0]?.target.condition)).toBe('2/9');
    expect(out((s) => s.line[1]?.target.condition)).toBe('2/9');
    expect(rationalToString(probability(ends, (s) => s.hits === 1, exactArithmetic))).toBe('1');
  });

  it('is fired once a battle: after the shot it is spent, and its line takes its damage', () => {
    const planned = planShot(battle, 'firer', 'A', 'blunderbuss', options);
    if (!planned.ok) throw new Error('the shot should be legal');
    // Every seed leaves the line's models as the shot's end state says.
    const { end } = roll(planned.shot.process, planned.shot.start, diceFromSeed(3));
    const after = applyShot(battle, 'firer', planned.candidate, planned.shot, end);
    const state = (id: string) => after.warriors.find((w) => w.id === id)?.state;
    expect(state('firer')?.firedOnce).toEqual(['blunderbuss']);
    expect([state('B')?.condition, state('F')?.condition]).toEqual([end.line[0]?.target.condition, end.line[1]?.target.condition]);
    const spent = { ...after, warriors: after.warriors.map((w) => (w.id === 'firer' ? { ...w, state: { ...w.state, hasShot: false } } : w)) };
    expect(shooterStatus(spent, spent.warriors[0]!).weapons[0]?.refusals).toEqual(['fired-once']);
  });
});

describe('a blowpipe fired from hiding (BSData: Stealthy)', () => {
  const hidden = testBattle([
    { id: 'skink', warband: 'a', at: [4, 12], weapons: [MORDHEIM_WEAPONS.blowpipe], state: { hidden: true } },
    // W3 and a dart causes one wound a hit (no criticals): the target is never out of action, so it always tests.
    { id: 'T', warband: 'b', at: [9, 12], profile: { W: 3, I: 3 } },
  ]);

  it('keeps the firer hidden unless the target passes an Initiative test: I 3, 1/2', () => {
    const planned = planShot(hidden, 'skink', 'T', 'blowpipe', options);
    if (!planned.ok) throw new Error('the shot should be legal');
    const ends = odds(planned.shot.process, planned.shot.start, exactArithmetic);
    expect(rationalToString(probability(ends, (s) => s.spotted === false, exactArithmetic))).toBe('1/2');
    expect(rationalToString(probability(ends, (s) => s.spotted === null, exactArithmetic))).toBe('0');
    expect(shooterStatus(hidden, hidden.warriors[0]!).revealsItself).toBe(false);
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { end } = roll(planned.shot.process, planned.shot.start, diceFromSeed(seed));
      const after = applyShot(hidden, 'skink', planned.candidate, planned.shot, end);
      expect(after.warriors[0]?.state.hidden).toBe(end.spotted === false);
    }
  });
});
