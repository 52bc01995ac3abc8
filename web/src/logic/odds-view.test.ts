// The page loads each game when it opens; these tests use every game's module at once.
import '../games/every-game.js';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../i18n/index.js';
import { prepareTable } from '../../../src/table/index.js';
import { atAGlance, firstAndLast, tableShotAtAGlance, unitOddsAtAGlance, type OddsRow } from './odds-view.js';
import { shooterView, shotOdds } from './shooting.js';
import { street } from './test-battle.js';
import { unitOdds } from './unit-odds.js';
import { unitBattleFromText } from './units.js';

const row = (name: string, p: number): OddsRow => ({ name, label: name, chance: { p, exact: null } });

describe('a chosen shot at a glance (the odds strip)', () => {
  it('the Mordheim table: the marksman\'s long bow at the Ogre in the open', () => {
    const { scenario } = street();
    const table = prepareTable(scenario.battle.table);
    const candidate = shooterView(scenario.battle, scenario.variants, table, 'marksman', null)?.report.candidates.find((c) => c.target === 'ogre');
    if (!candidate) throw new Error('the marksman has no shot at the Ogre');
    const glance = tableShotAtAGlance(catalogue('en'), shotOdds(scenario.battle, table, candidate, { exact: true }));
    // BS 4 needs 3+, a Large Target +1: 2+.
    expect(glance.toHit).toBe('2+');
    expect(glance.rows.map((r) => [r.name, r.label, r.chance.exact])).toEqual([
      ['hit', 'hit', '5/6'],
      // S 3 against T 4 wounds on 5+; light armour saves a 5 on 6+, and a critical (a 6) only when
      // its chart gives a vital part (1 or 2): 5/6 × (1/6 × 5/6 + 1/6 × (1/3 × 5/6 + 2/3)) = 20/81.
      ['unsaved', 'wounded, not saved', '20/81'],
      // One shot does at most two wounds (a vital part), and the Ogre has three: never out of action.
      ['final-out-of-action', 'out of action', '0'],
    ]);
    expect(tableShotAtAGlance(catalogue('ru'), shotOdds(scenario.battle, table, candidate, { exact: false })).rows.map((r) => r.label)).toEqual(['попадание', 'ранен, доспехи не спасли', 'выведен из строя']);
    // The Ogre's three wounds outlast one shot: the strip's chart is one bar, standing.
    expect(glance.chart).toEqual({ kind: 'states', heading: 'Where the target ends', bars: [{ name: 'standing', label: 'standing', p: 1 }] });
  });

  it('the Mordheim table: the strip\'s chart of the Verminkin\'s final states behind the wall', () => {
    const { scenario } = street();
    const table = prepareTable(scenario.battle.table);
    const candidate = shooterView(scenario.battle, scenario.variants, table, 'marksman', null)?.report.candidates.find((c) => c.target === 'swordsman');
    if (!candidate) throw new Error('the marksman has no shot at the Verminkin');
    const chart = tableShotAtAGlance(catalogue('ru'), shotOdds(scenario.battle, table, candidate, { exact: false })).chart;
    if (chart?.kind !== 'states') throw new Error('no chart of final states');
    expect(chart.heading).toBe('Чем кончится для цели');
    // BS 4 needs 3+, the wall's cover −1: 4+ (1/2); S 3 against T 3 wounds on 4+, no armour.
    // A 4 or 5 (1/2 × 1/3 = 1/6): one injury roll, a third each. A 6 (1/12) is a critical of two
    // wounds, so two injury rolls, the worse kept: on a 1–4 of the chart (2/3) knocked down 1/9,
    // stunned 1/3, out 5/9; on a 5–6 (1/3) each roll +2, stunned 1/9, out 8/9. Knocked down
    // 1/18 + 1/12 × 2/27 = 5/81; stunned 1/18 + 1/12 × 7/27 = 25/324; out 1/18 + 1/12 × 2/3 = 1/9.
    expect(chart.bars.map((bar) => bar.label)).toEqual(['на ногах', 'сбит с ног', 'оглушён', 'выведен из строя']);
    const want = [3 / 4, 5 / 81, 25 / 324, 1 / 9];
    chart.bars.forEach((bar, i) => expect(bar.p).toBeCloseTo(want[i] ?? -1, 12));
  });

  it('a unit battle: the first batch\'s score, hit and unsaved wound, a model removed and the whole unit', () => {
    const text = readFileSync(fileURLToPath(new URL('../../../examples/battleaxe/hedge-and-wall.json', import.meta.url)), 'utf8');
    const scenario = unitBattleFromText(text);
    if (!scenario) throw new Error('no unit battle');
    const odds = unitOdds(catalogue('en'), scenario, 'archers', 'goblins', {});
    if (!odds) throw new Error('no odds');
    const glance = unitOddsAtAGlance(odds);
    // BS 4 hits on 4+, the hedge's soft cover −1: 5+, one in three; S 3 against T 3 wounds on 4+
    // and the Goblins' 6+ armour fails five times in six: 1/3 × 1/2 × 5/6 = 5/36.
    expect(glance.toHit).toBe('5+');
    expect(glance.rows.map((r) => r.name)).toEqual(['batch-1-hit', 'batch-1-unsaved', 'models-at-least-1', 'destroyed']);
    expect(glance.rows[0]?.chance.p).toBeCloseTo(1 / 3, 12);
    expect(glance.rows[1]?.chance.p).toBeCloseTo(5 / 36, 12);
  });

  it('a unit battle: the strip\'s chart of models removed, at least 1 … the most the shots can remove', () => {
    const text = readFileSync(fileURLToPath(new URL('../../../examples/battleaxe/hedge-and-wall.json', import.meta.url)), 'utf8');
    const scenario = unitBattleFromText(text);
    if (!scenario) throw new Error('no unit battle');
    const odds = unitOdds(catalogue('en'), scenario, 'crossbowmen', 'orcs', {});
    if (!odds) throw new Error('no odds');
    const chart = unitOddsAtAGlance(odds).chart;
    if (chart?.kind !== 'at-least') throw new Error('no chart of models removed');
    // Five crossbows: BS 4 needs 4+, the wall's hard cover −2: 6+ (1/6); S 4 against T 4 wounds on
    // 4+ (1/2); the Orcs' 5+ armour, −1 for S 4, saves on 6+ (fails 5/6). Each shot removes an Orc
    // with 5/72, so at least k of five is the binomial tail; six or more cannot happen (cut).
    const q = 5 / 72;
    const binomial = [1, 5, 10, 10, 5, 1];
    const atLeast = (k: number) => binomial.slice(k).reduce((sum, c, i) => sum + c * q ** (k + i) * (1 - q) ** (5 - k - i), 0);
    expect(chart.bars.map((bar) => bar.count)).toEqual([1, 2, 3, 4, 5]);
    expect(chart.bars[0]?.atLeast).toBeCloseTo(1 - (67 / 72) ** 5, 12);
    expect(chart.bars[4]?.atLeast).toBeCloseTo(3125 / 1934917632, 15);
    chart.bars.forEach((bar) => expect(bar.atLeast).toBeCloseTo(atLeast(bar.count), 12));
  });

  it('keeps the rows whose names end in hit or unsaved, then the ends; the first and the last of several', () => {
    const sections = [{ heading: '', needs: [['To hit', '4+', 'BS 3'] as const], chancesHeading: '', chances: [row('volley-1-hit', 0.5), row('volley-1-wound', 0.25), row('volley-1-unsaved', 0.2), row('volley-1-critical', 0.1)] }];
    expect(atAGlance(sections, [row('end', 0.1)]).rows.map((r) => r.name)).toEqual(['volley-1-hit', 'volley-1-unsaved', 'end']);
    expect(atAGlance(sections, []).toHit).toBe('4+');
    expect(atAGlance([], []).toHit).toBe('');
    expect(firstAndLast([row('a', 1), row('b', 0.5), row('c', 0.2)]).map((r) => r.name)).toEqual(['a', 'c']);
    expect(firstAndLast([row('a', 1)]).map((r) => r.name)).toEqual(['a']);
    expect(firstAndLast([])).toEqual([]);
  });
});
