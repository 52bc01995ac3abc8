// Who shoots (B-15: the front rank directly, every model in a volley) and at whom (B-16: the
// 90° front arc), on small tables built in code. Expected odds are worked by hand.
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString } from '../../dice/index.js';
import { prepareTable } from '../../table/index.js';
import { BATTLEAXE_DEFAULT_VARIANTS, battleaxeOdds, battleaxePlanShot, battleaxeTargetReport, directFireCount, type BattleaxeBattle, type BattleaxeVariants } from './index.js';
import { testBattle, type TestUnit } from './test-battle.js';

const withVariants = (changes: Partial<BattleaxeVariants>) => ({ variants: { ...BATTLEAXE_DEFAULT_VARIANTS, ...changes } });
const report = (battle: BattleaxeBattle, changes: Partial<BattleaxeVariants> = {}, unit = 'archers') => battleaxeTargetReport(battle, unit, withVariants(changes), prepareTable(battle.table));
const candidate = (battle: BattleaxeBattle, changes: Partial<BattleaxeVariants> = {}, target = 'goblins') => report(battle, changes).candidates.find((c) => c.target === target);
const way = (battle: BattleaxeBattle, volley: boolean, changes: Partial<BattleaxeVariants> = {}) => candidate(battle, changes)?.options.find((o) => o.volley === volley);
/** The mean of models removed, summed exactly from the distribution: Σ k · P(k). */
const exactMean = (battle: BattleaxeBattle, volley: boolean, changes: Partial<BattleaxeVariants> = {}) => {
  const attack = way(battle, volley, changes)?.attack;
  if (!attack) return null;
  const A = exactArithmetic;
  const exactly = battleaxeOdds(attack, A).unit.modelsRemoved.exactly;
  return rationalToString(exactly.reduce((sum, p, k) => A.add(sum, A.mul(p, A.ratio(k, 1))), A.zero));
};

// Twenty archers (bows, BS 4+, S3), five wide and four deep, facing up the table; twenty
// Goblins (T3, no save: never fewer than the shots, so no cap on the casualties) in one rank 6.5" ahead of the archers' front rank, 9.5" from the
// rear rank: short range for every archer (a bow's half range is 12"), none within 4".
const archers: TestUnit = { id: 'archers', army: 'a', at: [24, 30], files: 5, ranks: 4 };
const goblins: TestUnit = { id: 'goblins', army: 'b', at: [24, 20], files: 20, facing: 180 };

describe('who shoots (B-15)', () => {
  it('directly, only the front rank: 5 of 20 archers, the other 15 idle behind the ranks that shoot', () => {
    const direct = way(testBattle([archers, goblins]), false);
    expect(direct?.batches.map((b) => b.shooters)).toEqual([['archers#1', 'archers#2', 'archers#3', 'archers#4', 'archers#5']]);
    expect(direct?.idle).toHaveLength(15);
    expect(new Set(direct?.idle.map((i) => i.reason))).toEqual(new Set(['rear-rank']));
    // 5 shots · 1/2 to hit (4+) · 1/2 to wound (S3 against T3) = 5/4 Goblins.
    expect(exactMean(testBattle([archers, goblins]), false)).toBe('5/4');
  });

  it('in a volley, every archer in range: 20 shots at −1 (5+), so the volley is worth it and advised', () => {
    const battle = testBattle([archers, goblins]);
    const volley = way(battle, true);
    expect(volley?.batches.reduce((n, b) => n + b.models, 0)).toBe(20);
    expect(volley?.idle).toEqual([]);
    // 20 · 1/3 · 1/2 = 10/3 Goblins, against 5/4 directly.
    expect(exactMean(battle, true)).toBe('10/3');
    expect(report(battle).advice).toEqual({ target: 'goblins', volley: true });
  });

  it('with directFireRanks 2, the front two ranks shoot directly: 10 archers, 10 · 1/4 = 5/2', () => {
    const battle = testBattle([archers, goblins]);
    const direct = way(battle, false, { directFireRanks: 2 });
    expect(direct?.batches.reduce((n, b) => n + b.models, 0)).toBe(10);
    expect(direct?.idle.map((i) => i.model)).toEqual(Array.from({ length: 10 }, (_, k) => `archers#${k + 11}`));
    expect(exactMean(battle, false, { directFireRanks: 2 })).toBe('5/2');
  });

  it('skirmishers shoot with every model directly: 20 · 1/4 = 5', () => {
    const battle = testBattle([{ ...archers, skirmishers: true }, goblins]);
    expect(way(battle, false)?.idle).toEqual([]);
    expect(exactMean(battle, false)).toBe('5');
  });

  it('a unit down to a short front rank shoots with what is left of it', () => {
    // Three archers left of a block five wide: all three are its front rank.
    const battle = testBattle([{ ...archers, ranks: 1, models: 3 }, goblins]);
    expect(way(battle, false)?.batches.reduce((n, b) => n + b.models, 0)).toBe(3);
  });

  it('counts the front rank by the block\'s files', () => {
    expect(directFireCount({ kind: 'ranks', files: 5 }, 20, { directFireRanks: 1 })).toBe(5);
    expect(directFireCount({ kind: 'ranks', files: 5 }, 20, { directFireRanks: 2 })).toBe(10);
    expect(directFireCount({ kind: 'ranks', files: 5 }, 3, { directFireRanks: 2 })).toBe(3);
    expect(directFireCount({ kind: 'skirmish' }, 20, { directFireRanks: 1 })).toBe(20);
  });
});

// Ten archers in one rank (10" wide, 1" deep, centre (24, 30), facing up the table): the front
// edge runs along y = 29.5 from x = 19 to 29; the arc's borders leave (29, 29.5) along (1, −1)
// and (19, 29.5) along (−1, −1).
const line: TestUnit = { id: 'archers', army: 'a', at: [24, 30], files: 10 };

describe('the firing arc (B-16)', () => {
  it('refuses a unit behind the shooters, both ways, with outside-arc', () => {
    const battle = testBattle([line, { ...goblins, at: [24, 40] }]);
    const c = candidate(battle);
    expect(c?.arc).toBe('outside');
    expect(c?.options.map((o) => [o.volley, o.legal, o.refusals])).toEqual([
      [false, false, ['outside-arc']],
      [true, false, ['outside-arc']],
    ]);
    expect(battlePlan(battle)).toMatchObject({ ok: false, refusal: { code: 'target-not-legal', option: { refusals: ['outside-arc'] } } });
  });

  it('takes a target with any part of a base inside the arc: one Goblin 1" wide whose near corner crosses the border', () => {
    // A lone 1" Goblin centred (35, 25): its nearest corner (34.5, 25.5) is 5.5" right of the
    // front-right corner and 4" ahead, outside (4 < 5.5); centred (33.5, 25), the corner (33, 25.5)
    // is 4" right and 4" ahead: on the border, so inside.
    const outside = testBattle([line, { id: 'goblins', army: 'b', at: [35, 25], files: 1, facing: 180 }]);
    const border = testBattle([line, { id: 'goblins', army: 'b', at: [33.5, 25], files: 1, facing: 180 }]);
    expect(candidate(outside)?.arc).toBe('outside');
    expect(candidate(border)?.arc).toBe('in-front');
    expect(way(border, false)?.legal).toBe(true);
  });

  it('all-round variant: the unit behind is a legal target', () => {
    const battle = testBattle([line, { ...goblins, at: [24, 40] }]);
    const c = candidate(battle, { arc: 'all-round' });
    expect(c?.arc).toBe('all-round');
    expect(c?.options[0]?.legal).toBe(true);
  });

  it('a lone character or a war machine turns to face a target outside its arc', () => {
    const behind = { ...goblins, at: [24, 40] as const };
    const hero: TestUnit = { id: 'archers', army: 'a', at: [24, 30], files: 1, keywords: ['character'] };
    const machine: TestUnit = { id: 'archers', army: 'a', at: [24, 30], files: 1, keywords: ['war-machine'] };
    expect(candidate(testBattle([hero, behind]))?.arc).toBe('turns-to-face');
    expect(way(testBattle([hero, behind]), false)?.legal).toBe(true);
    expect(candidate(testBattle([machine, behind]))?.arc).toBe('turns-to-face');
    // A character leading five models is no lone character: the unit keeps its arc.
    expect(candidate(testBattle([{ ...hero, files: 5 }, behind]))?.arc).toBe('outside');
  });
});

function battlePlan(battle: BattleaxeBattle) {
  return battleaxePlanShot(battle, 'archers', 'goblins', false, withVariants({}));
}

describe('shooting into a combat on the table (SEED-BA point-blank; B-5)', () => {
  // Ten archers in a line 2.5" from twenty Goblins: point-blank for every archer.
  const close: TestUnit = { id: 'goblins', army: 'b', at: [24, 26.5], files: 20, facing: 180 };

  it('refuses a unit in combat to a unit without the rule', () => {
    const battle = testBattle([line, { ...close, state: { inCombat: true } }]);
    expect(way(battle, false)?.refusals).toEqual(['in-combat']);
  });

  it('lets a unit with shoots-into-combat shoot it, without the point-blank bonus: 4+, not 3+', () => {
    const free = testBattle([line, close]);
    // Out of combat, point-blank: 10 · 2/3 · 1/2 = 10/3.
    expect(exactMean(free, false)).toBe('10/3');
    const battle = testBattle([{ ...line, rules: ['shoots-into-combat'] }, { ...close, state: { inCombat: true } }]);
    const direct = way(battle, false);
    expect(direct?.legal).toBe(true);
    expect(direct?.batches[0]?.circumstances).toMatchObject({ pointBlank: true, intoCombat: true });
    // Into the combat the +1 is cancelled: 10 · 1/2 · 1/2 = 5/2.
    expect(exactMean(battle, false)).toBe('5/2');
  });
});
