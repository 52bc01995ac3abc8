import { describe, expect, it } from 'vitest';
import { findWeapon, mordheimOdds, targetReport } from '../../../src/games/mordheim/index.js';
import { modelView, prepareTable, tableViews } from '../../../src/table/index.js';
import { checkEdit, moveWarrior } from './battle-file.js';
import { compareRows, exposureOf, shooterView, shotOdds, warbandSides } from './shooting.js';
import { street } from './test-battle.js';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('what the page shows of shooting', () => {
  it('gives the library\'s report, the sight lines to every enemy and the rings of the weapon', () => {
    const { scenario } = street();
    const table = prepareTable(scenario.battle.table);
    const view = shooterView(scenario.battle, scenario.variants, table, 'marksman', null);
    expect(view?.report).toEqual(targetReport(scenario.battle, 'marksman', { variants: scenario.variants }, table));
    expect(view?.sight.map((s) => [s.target, s.view.sightLine])).toEqual([
      ['ogre', true],
      ['swordsman', true],
      ['youngblood', false],
      ['lookout', true],
    ]);
    expect(view?.weapon?.id).toBe('long-bow');
    expect(view?.rings).toMatchObject({ half: 15, full: 30, centre: { x: 6.5, y: 5 } });
  });

  it('works out the odds of a chosen shot: steps as the library\'s attack report, final states summing to one', () => {
    const { scenario } = street();
    const table = prepareTable(scenario.battle.table);
    const view = shooterView(scenario.battle, scenario.variants, table, 'marksman', null);
    const candidate = view?.report.candidates.find((c) => c.target === 'ogre');
    if (!candidate) throw new Error('no candidate');
    const odds = shotOdds(scenario.battle, table, candidate, { exact: true });
    const report = mordheimOdds(candidate.attack);
    expect(odds.steps.hit.p).toBeCloseTo(report.shot.hit, 12);
    // BS 4 needs 3+, a Large Target +1: 2+, five faces in six.
    expect(odds.steps.hit.exact).toBe('5/6');
    expect(sum(Object.values(odds.target?.conditions ?? {}).map((c) => c.p))).toBeCloseTo(1, 12);
    expect(sum(odds.target?.woundsLeft.map((c) => c.p) ?? [])).toBeCloseTo(1, 12);
    const series = shotOdds(scenario.battle, table, candidate, { exact: false, seriesShots: 3 });
    expect(series.series.shots).toBe(3);
    // Three shots at a 3-wound Ogre: the series stops early when it goes out of action, so the library's series is the reference.
    expect(series.series.hitsAtLeast.map((c) => c.p)).toEqual(mordheimOdds({ ...candidate.attack, shots: 3 }).series.hitsAtLeast);
    expect(series.series.hitsAtLeast[1]?.p).toBeCloseTo(1 - (1 / 6) ** 3, 12);
  });

  it('sees cover appear when the Ogre stands behind the wall', () => {
    const loaded = street();
    const moved = checkEdit(moveWarrior(loaded.file, 'ogre', 12.8, 4.5));
    if (!moved.ok) throw new Error('move refused');
    const { scenario } = moved.loaded;
    const table = prepareTable(scenario.battle.table);
    const candidate = shooterView(scenario.battle, scenario.variants, table, 'marksman', null)?.report.candidates.find((c) => c.target === 'ogre');
    expect(candidate?.attack.circumstances.cover).toBe(true);
    expect(candidate?.view.hidden).toBeGreaterThan(0);
    expect(candidate?.toHit.needed).toBe(3);
  });

  it('names the enemies who see a warrior, nearest first, carried over while it is dragged', () => {
    const { scenario, file } = street();
    const table = prepareTable(scenario.battle.table);
    const views = tableViews(table, undefined, { sides: warbandSides(scenario.battle) });
    // The swordsman behind the wall: the marksman on the upper floor sees him (78% hidden); the
    // crossbowman in the street does not, the wall hides him whole (src/table/README.md).
    expect(exposureOf(scenario.battle, table, views, 'swordsman').map((e) => e.enemy)).toEqual(['marksman']);
    // Each enemy listed is one whose own view of the warrior has a sight line, and no other.
    for (const warrior of ['marksman', 'crossbowman', 'ogre']) {
      const seen = exposureOf(scenario.battle, table, views, warrior).map((e) => e.enemy);
      const enemies = scenario.battle.warriors.filter((w) => w.warband !== scenario.battle.warriors.find((x) => x.id === warrior)?.warband && table.models.has(w.id));
      expect([...seen].sort()).toEqual(enemies.filter((e) => modelView(table, e.id, warrior).sightLine).map((e) => e.id).sort());
    }
    // The Ogre dragged behind the wall: the views carried over give what fresh ones give.
    const moved = checkEdit(moveWarrior(file, 'ogre', 12.8, 4.5));
    if (!moved.ok) throw new Error('move refused');
    const after = prepareTable(moved.loaded.scenario.battle.table);
    const carried = tableViews(after, views, { sides: warbandSides(moved.loaded.scenario.battle) });
    for (const warrior of ['marksman', 'crossbowman', 'ogre', 'swordsman']) {
      expect(exposureOf(moved.loaded.scenario.battle, after, carried, warrior)).toEqual(exposureOf(moved.loaded.scenario.battle, after, tableViews(after), warrior));
    }
  });

  it('compares every shooter and a tried weapon against one target', () => {
    const { scenario } = street();
    const table = prepareTable(scenario.battle.table);
    const crossbow = findWeapon('crossbow');
    if (!crossbow) throw new Error('no crossbow');
    const rows = compareRows(scenario.battle, scenario.variants, table, 'ogre', [{ shooter: 'marksman', weapon: crossbow }]);
    expect(rows.map((r) => [r.shooter, r.weapon, r.whatIf, r.candidate?.legal])).toEqual([
      ['marksman', 'long-bow', false, true],
      ['crossbowman', 'crossbow', false, true],
      ['marksman', 'crossbow', true, true],
    ]);
    expect(rows[0]?.hit).toBeCloseTo(5 / 6, 12);
  });
});
