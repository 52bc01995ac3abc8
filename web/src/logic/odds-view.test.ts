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
