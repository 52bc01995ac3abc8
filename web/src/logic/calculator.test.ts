// The page loads each game when it opens; these tests use every game's module at once.
import '../games/every-game.js';
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString } from '../../../src/dice/index.js';
import { mordheimOdds, mordheimRoll, targetReport } from '../../../src/games/mordheim/index.js';
import { battleaxeOdds, battleaxePlanShot } from '../../../src/games/battleaxe/index.js';
import { ninthAgeOdds, ninthAgePlanShot } from '../../../src/games/ninth-age/index.js';
import { parseScenarioValue } from '../../../src/scenario/index.js';
import { catalogue } from '../../../i18n/index.js';
import { describeTraceEntry } from '../../../i18n/explain.js';
import {
  addColumn,
  calcFromValue,
  calcOdds,
  calcSummary,
  calcToValue,
  decodeCalc,
  editColumns,
  encodeCalc,
  exampleCalc,
  parseColumn,
  removeColumn,
  rollActive,
  rollLines,
  valueAt,
  withCompare,
  withMember,
  withValue,
  CALC_PREFIX,
  type CalcOdds,
  type CalcState,
  type QuickFile,
} from './calculator.js';
import { battleFromShot, leftBehindOnTable, noTableReason, tablePlacement } from './calculator-table.js';
import { fieldsOf } from './calculator-fields.js';

const cat = catalogue('en');

function oddsOf(file: QuickFile): CalcOdds {
  const parsed = parseColumn(file);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return calcOdds(cat, parsed.shot);
}

/** The exact chance of the row whose name ends with `name`, from the sections or the counts. */
function exact(odds: CalcOdds, name: string): string | null {
  const rows = [...odds.sections.flatMap((s) => s.chances), ...odds.counts.flatMap((c) => c.rows)];
  const row = rows.find((r) => r.name === name || r.name.endsWith(`-${name}`));
  if (!row) throw new Error(`no row ${name}`);
  return row.chance.exact;
}

/** The brief's shot: BS 3, a crossbow (Strength 4) at Toughness 3 with no armour, 12" away. */
const plainCrossbow: QuickFile = {
  game: 'mordheim',
  attack: { shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 } }, circumstances: { distance: 12 } },
};

describe('what a quick shot cannot work out about the firer is named, not left out', () => {
  it("the optional misfire (M-16): a handgun's natural 1 (1/6) rolls the misfire die, a 1 on it (1/36) explodes; its harm to the firer is named as not worked out", () => {
    const handgun: QuickFile = { game: 'mordheim', variants: { blackpowderMisfire: true }, attack: { shooter: { profile: { BS: 3 } }, weapon: 'handgun', target: { profile: { T: 3 } } } };
    const odds = oddsOf(handgun);
    expect(exact(odds, 'misfire-explodes')).toBe('1/36');
    expect(odds.notes).toContainEqual({ text: cat.web.calculator.firerNotWorkedOut['misfire-explosion'], kind: 'not-applied' });
    expect(odds.notes).not.toContainEqual({ text: cat.web.calculator.firerNotWorkedOut['dangerous-hit'], kind: 'not-applied' });
  });

  it("a bolas's natural 1 (1/6) hits the thrower: its harm is named as not worked out; without the misfire rule no misfire row", () => {
    const odds = oddsOf({ game: 'mordheim', attack: { shooter: { profile: { BS: 3 } }, weapon: 'bolas', target: { profile: { T: 3 } } } });
    expect(exact(odds, 'dangerous')).toBe('1/6');
    expect(odds.notes).toContainEqual({ text: cat.web.calculator.firerNotWorkedOut['dangerous-hit'], kind: 'not-applied' });
    expect(odds.sections.flatMap((s) => s.chances).some((r) => r.name.startsWith('misfire-'))).toBe(false);
  });
});

describe('blessed water in the calculator (BS-M data.cat, Blessed Water)', () => {
  const water = (rules: string[]) => oddsOf({ game: 'mordheim', attack: { shooter: { profile: { BS: 3, S: 3 } }, weapon: 'blessed-water', target: { profile: { T: 3 }, rules } } });
  it('wounds an Undead target on every hit, 1/2 for BS 3, with no roll; does nothing to a living one, and says so', () => {
    const undead = water(['undead']);
    expect([exact(undead, 'hit'), exact(undead, 'wound'), exact(undead, 'no-effect')]).toEqual(['1/2', '1/2', '0']);
    const living = water([]);
    expect([exact(living, 'wound'), exact(living, 'no-effect')]).toEqual(['0', '1/2']);
    expect(living.sections.flatMap((s) => s.chances).find((r) => r.name === 'no-effect')?.label).toBe(cat.outcome['no-effect']);
  });
});

describe('the calculator asks the library', () => {
  it('Mordheim: BS 3 hits on 4+ (1/2), Strength 4 wounds Toughness 3 on 3+ (so 1/2 · 2/3 = 1/3), no armour saves nothing', () => {
    const odds = oddsOf(plainCrossbow);
    expect(odds.sections[0]?.needs.map((n) => n[1])).toEqual(['4+', '3+', cat.outcome['no-save']]);
    expect(exact(odds, 'hit')).toBe('1/2');
    expect(exact(odds, 'wound')).toBe('1/3');
    expect(exact(odds, 'unsaved')).toBe('1/3');
  });

  it('Mordheim: two shots at a 3-wound target (never out of action after one shot) hit at least once with 1 − (1/2)² = 3/4, twice with 1/4; wound once with 1 − (2/3)² = 5/9', () => {
    const odds = oddsOf(withValue(withValue(plainCrossbow, ['attack', 'shots'], 2), ['attack', 'target', 'profile', 'W'], 3));
    expect(exact(odds, 'hits-at-least-1')).toBe('3/4');
    expect(exact(odds, 'hits-at-least-2')).toBe('1/4');
    expect(exact(odds, 'wounds-at-least-1')).toBe('5/9');
  });

  it("Mordheim's example: heavy armour and a shield save on 4+, 5+ against Strength 4; criticals (1/12 a shot) pass armour but for a vital part", () => {
    const odds = oddsOf(exampleCalc('mordheim', 1).columns[0] ?? {});
    // Unsaved: ordinary wounds 1/4 · 4/6, plus criticals 1/12 · (1/3 · 4/6 + 2/3) = 1/6 + 2/27 = 13/54.
    expect(exact(odds, 'unsaved')).toBe('13/54');
    expect(odds.sections[0]?.needs[2]?.[1]).toBe('5+');
  });

  it('Battleaxe: five archers at BS 4+ (1/2), Strength 3 against Toughness 3 on 4+ (1/4), armour 6+ saves 1 in 6 (5/24); some Goblin falls with 1 − (19/24)⁵', () => {
    const odds = oddsOf(exampleCalc('battleaxe', 1).columns[0] ?? {});
    expect(exact(odds, 'hit')).toBe('1/2');
    expect(exact(odds, 'wound')).toBe('1/4');
    expect(exact(odds, 'unsaved')).toBe('5/24');
    expect(exact(odds, 'models-at-least-1')).toBe('5486525/7962624');
    // Five shots cannot remove a sixth model: those rows are left out.
    expect(odds.counts[0]?.rows.map((r) => r.name)).toEqual(['models-at-least-1', 'models-at-least-2', 'models-at-least-3', 'models-at-least-4', 'models-at-least-5', 'destroyed']);
  });

  it('The Ninth Age: Aim 4+ after an advance with Unwieldy needs 6+ (1/6); 3+ to wound (1/9); Armour 2 − AP 1 saves on 6+ (5/54); ten shots give floats only', () => {
    const odds = oddsOf(exampleCalc('ninth-age', 1).columns[0] ?? {});
    expect(odds.sections[0]?.needs.map((n) => n[1])).toEqual(['6+', '3+', '6+']);
    expect(odds.exact).toBe(false);
    const unsaved = odds.sections[0]?.chances.find((r) => r.name.endsWith('unsaved'));
    expect(unsaved?.chance.p).toBeCloseTo(5 / 54, 12);
    const some = odds.counts[0]?.rows.find((r) => r.name === 'models-at-least-1');
    expect(some?.chance.p).toBeCloseTo(1 - (49 / 54) ** 10, 12);
  });

  it('The Ninth Age: a Panic Test after the odds, with its failure when a 2.x Discipline is given (docs/ninth-age.md, Panic)', () => {
    // Four Bow (4+) shots, Strength 3 at Resilience 3 and no Armour: each loses a Health Point with 1/2 × 1/2 = 1/4.
    const bows: QuickFile = { game: 'ninth-age', attack: { weapon: 'Bow (4+)', shooter: { models: 4 }, target: { models: 8, profile: { Res: 3, Dis: 7 } } } };
    // Current rules: 3 of 8 HP (at least 3); P(X ≥ 3), X ~ Bin(4, 1/4) = 13/256; the Courage Test is not rolled.
    const current = oddsOf(bows).counts[1];
    expect(current?.rows.map((r) => [r.name, r.chance.exact])).toEqual([['panic-forced', '13/256']]);
    // 2.x: 2 of 8 HP; P(X ≥ 2) = 67/256, failed Discipline 7 (15/36 = 5/12): 335/3072.
    const older = oddsOf(withValue(bows, ['variants'], { edition: '2.x' })).counts[1];
    expect(older?.rows.map((r) => [r.name, r.chance.exact])).toEqual([['panic-forced', '67/256'], ['panic-failed', '335/3072']]);
  });

  it("The Ninth Age: the target's rules reach the library: Fly adds one to a Clipped Wings weapon's Multiple Wounds, Flammable re-rolls Flaming Attacks' failed wounds", () => {
    // One shot at Aim 4+ (1/2), Strength 4 against Resilience 4 on 4+ (1/2), no Armour: 1/4 unsaved.
    // Multiple Wounds (2) takes 2 of the lone model's 3 HP; against Fly Clipped Wings makes it 3, so it dies.
    const harpoon: QuickFile = {
      game: 'ninth-age',
      attack: {
        shooter: { models: 1 },
        weapon: { name: 'harpoon', aim: 4, range: 24, strength: 4, armourPenetration: 0, attributes: ['Multiple Wounds (2, Clipped Wings)'] },
        target: { models: 1, profile: { HP: 3, Res: 4, Arm: 0 } },
      },
    };
    expect(exact(oddsOf(harpoon), 'unsaved')).toBe('1/4');
    expect(exact(oddsOf(harpoon), 'destroyed')).toBe('0');
    const flying = withMember(harpoon, ['attack', 'target', 'rules'], 'fly', true);
    expect(valueAt(flying, ['attack', 'target', 'rules'])).toEqual(['fly']);
    expect(exact(oddsOf(flying), 'destroyed')).toBe('1/4');
    // A Bow (4+) with Flaming Attacks, Strength 3 against Resilience 3: 4+ to wound (1/2); a Flammable
    // target re-rolls the failures, 1/2 + 1/2 × 1/2 = 3/4; a hit that wounds (the row counts both) 1/4 becomes 3/8.
    const fire: QuickFile = { game: 'ninth-age', attack: { shooter: { models: 1 }, weapon: { name: 'bow', aim: 4, attributes: ['Flaming Attacks'] }, target: { models: 1, profile: { HP: 1, Res: 3, Arm: 0 } } } };
    expect(exact(oddsOf(fire), 'unsaved')).toBe('1/4');
    expect(exact(oddsOf(withMember(fire, ['attack', 'target', 'rules'], 'flammable', true)), 'wound')).toBe('3/8');
    expect(exact(oddsOf(withMember(fire, ['attack', 'target', 'rules'], 'flammable', true)), 'unsaved')).toBe('3/8');
    // The form's field writes exactly that list.
    const field = fieldsOf('ninth-age').find((f) => f.id === 'targetUnitRules');
    expect(field).toMatchObject({ kind: 'members', path: ['attack', 'target', 'rules'], items: ['flammable', 'fly'] });
  });

  it('The Ninth Age: the Health Points lost and the models left as charts', () => {
    // Two Bow (4+) shots, Strength 3 at Resilience 3 and no Armour: each takes a Health Point with 1/2 × 1/2 = 1/4.
    // Lost: none (3/4)² = 9/16, one 2 × 1/4 × 3/4 = 3/8, two 1/16. A lone model of 3 HP is always left.
    const bows: QuickFile = { game: 'ninth-age', attack: { weapon: 'Bow (4+)', shooter: { models: 2 }, target: { models: 1, profile: { HP: 3, Res: 3, Arm: 0 } } } };
    const charts = oddsOf(bows).charts ?? [];
    expect(charts.map((c) => c.name)).toEqual(['models-left', 'hp-lost']);
    const hp = charts[1];
    if (hp?.kind !== 'count') throw new Error('no count chart');
    expect(hp.heading).toBe(`${cat.ninthAge.label.hpLost} (${cat.text.mean} 0.50)`);
    expect(hp.exactly.map((p) => Number(p.toFixed(12)))).toEqual([9 / 16, 3 / 8, 1 / 16, 0].slice(0, hp.exactly.length).map((p) => Number(p.toFixed(12))));
    const left = charts[0];
    if (left?.kind !== 'count') throw new Error('no count chart');
    expect(left.exactly).toEqual([0, 1]);
    // Three models of 1 HP instead: the same two chances of a loss remove 0, 1 or 2, leaving 3, 2 or 1.
    const threeCharts = oddsOf(withValue(withValue(bows, ['attack', 'target', 'models'], 3), ['attack', 'target', 'profile', 'HP'], 1)).charts ?? [];
    // Each Health Point lost is a model removed, which has its chart already: no second one.
    expect(threeCharts.map((c) => c.name)).toEqual(['models-left']);
    const three = threeCharts[0];
    if (three?.kind !== 'count') throw new Error('no count chart');
    expect(three.exactly.map((p) => Number(p.toFixed(12)))).toEqual([0, 1 / 16, 3 / 8, 9 / 16].map((p) => Number(p.toFixed(12))));
  });

  it("Mordheim: the target's final state as a chart of the shot's conditions, after the series when there are several", () => {
    const one = oddsOf(plainCrossbow);
    const chart = one.charts?.[0];
    expect(chart).toMatchObject({ kind: 'categories', name: 'final-state', heading: cat.web.odds.finalStateHeading });
    if (chart?.kind !== 'categories') throw new Error('no categories chart');
    expect(chart.rows.map((r) => r.name)).toEqual(['standing', 'knocked-down', 'stunned', 'out-of-action']);
    expect(chart.rows.map((r) => r.chance)).toEqual(one.sections[0]?.chances.filter((r) => chart.rows.some((c) => c.name === r.name)).map((r) => r.chance));
    // BS 3 misses with 1/2 and a crossbow's hit fails to wound Toughness 3 with 1/3: standing is at least 1/2 + 1/2 × 1/3 = 2/3.
    expect(chart.rows[0]?.chance.exact).toBe('2/3');
    const series = oddsOf(withValue(plainCrossbow, ['attack', 'shots'], 2)).charts?.[0];
    if (series?.kind !== 'categories') throw new Error('no categories chart');
    expect(series.rows.map((r) => r.name)).toEqual(['series-standing', 'series-knocked-down', 'series-stunned', 'series-out-of-action']);
  });

  it('Battleaxe: a Panic test after the odds (docs/battleaxe.md, Panic)', () => {
    // Four short bows at BS 4, Strength 3 at Toughness 3: each removes a model with 1/2 × 1/2 = 1/4.
    // A quarter of 8 is 2: P(X ≥ 2), X ~ Bin(4, 1/4) = 1 − 81/256 − 108/256 = 67/256.
    const bows: QuickFile = { game: 'battleaxe', attack: { shooter: { profile: { BS: 4 }, models: 4 }, weapon: 'short-bow', target: { profile: { T: 3 }, models: 8 } } };
    expect(oddsOf(bows).counts[1]?.rows.map((r) => [r.name, r.chance.exact])).toEqual([['panic-forced', '67/256']]);
  });

  it('Battleaxe: a Large target is +1 (BS 4+ hits on 3+), a lone character −1 (5+)', () => {
    const archers = exampleCalc('battleaxe', 1).columns[0] ?? {};
    const large = oddsOf(withValue(archers, ['attack', 'target', 'keywords'], ['large']));
    expect(exact(large, 'hit')).toBe('2/3');
    const lone = oddsOf(withValue(withValue(archers, ['attack', 'target', 'keywords'], ['character']), ['attack', 'target', 'models'], 1));
    expect(exact(lone, 'hit')).toBe('1/3');
  });

  it('a summary shows the to-hit score, hit, unsaved and the end that matters', () => {
    const summary = calcSummary(oddsOf(plainCrossbow), 'mordheim');
    expect(summary.toHit).toBe('4+');
    expect(summary.rows.map((r) => r.name)).toEqual(['hit', 'unsaved', 'out-of-action']);
    const units = calcSummary(oddsOf(exampleCalc('battleaxe', 1).columns[0] ?? {}), 'battleaxe');
    expect(units.rows.map((r) => r.name)).toEqual(['batch-1-hit', 'batch-1-unsaved', 'models-at-least-1', 'destroyed']);
  });

  it('a refused description has its problems with their paths', () => {
    const parsed = parseColumn(withValue(plainCrossbow, ['attack', 'shooter', 'profile', 'BS'], 11));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues.map((i) => i.path)).toEqual([['attack', 'shooter', 'profile', 'BS']]);
  });
});

describe('editing', () => {
  const state: CalcState = { game: 'mordheim', compare: 'shooters', columns: [plainCrossbow], active: 0, seed: 5, roll: null };

  it('sets and removes values, making parents', () => {
    const file = withValue(plainCrossbow, ['attack', 'circumstances', 'cover'], true);
    expect(valueAt(file, ['attack', 'circumstances', 'cover'])).toBe(true);
    expect(valueAt(withValue(file, ['attack', 'circumstances', 'cover'], undefined), ['attack', 'circumstances'])).toEqual({ distance: 12 });
    expect(valueAt(withValue({ game: 'mordheim' }, ['attack', 'target', 'name'], 'Ogre'), ['attack', 'target'])).toEqual({ name: 'Ogre' });
  });

  it('adds and removes list items, dropping an empty list', () => {
    const armoured = withMember(plainCrossbow, ['attack', 'target', 'kit'], 'shield', true);
    expect(valueAt(armoured, ['attack', 'target', 'kit'])).toEqual(['shield']);
    expect(valueAt(withMember(armoured, ['attack', 'target', 'kit'], 'shield', false), ['attack', 'target', 'kit'])).toBeUndefined();
  });

  it('compares up to three shooters; the target is edited in all of them, the shooter in the active one', () => {
    let two = addColumn(state);
    expect(two.columns).toHaveLength(2);
    expect(two.active).toBe(1);
    two = editColumns(two, ['attack', 'shooter', 'profile', 'BS'], (f) => withValue(f, ['attack', 'shooter', 'profile', 'BS'], 4));
    two = editColumns(two, ['attack', 'target', 'profile', 'T'], (f) => withValue(f, ['attack', 'target', 'profile', 'T'], 4));
    expect(two.columns.map((f) => valueAt(f, ['attack', 'shooter', 'profile', 'BS']))).toEqual([3, 4]);
    expect(two.columns.map((f) => valueAt(f, ['attack', 'target', 'profile', 'T']))).toEqual([4, 4]);
    expect(addColumn(addColumn(two)).columns).toHaveLength(3);
    const one = removeColumn(two, 0);
    expect(one.columns).toHaveLength(1);
    expect(one.active).toBe(0);
    expect(removeColumn(one, 0)).toBe(one);
  });

  it('compares one shooter against several targets: the shooter and weapon are edited in all, the target in the active one', () => {
    let two = addColumn(withCompare(state, 'targets'));
    two = editColumns(two, ['attack', 'target', 'profile', 'T'], (f) => withValue(f, ['attack', 'target', 'profile', 'T'], 5));
    two = editColumns(two, ['attack', 'weapon'], (f) => withValue(f, ['attack', 'weapon'], 'handgun'));
    expect(two.columns.map((f) => valueAt(f, ['attack', 'target', 'profile', 'T']))).toEqual([3, 5]);
    expect(two.columns.map((f) => valueAt(f, ['attack', 'weapon']))).toEqual(['handgun', 'handgun']);
    expect(calcFromValue(calcToValue(two), 1)).toEqual({ ok: true, state: two });
  });

  it("every game's fields point into a description the parser accepts", () => {
    for (const game of ['mordheim', 'battleaxe', 'ninth-age'] as const) {
      const file = exampleCalc(game, 1).columns[0] ?? {};
      expect(parseColumn(file).ok).toBe(true);
      for (const field of fieldsOf(game)) expect(field.path[0]).toBe('attack');
    }
  });
});

describe('rolling', () => {
  it('rolls the active shooter with the seed, keeps what was rolled and moves to the next seed', () => {
    const state: CalcState = { game: 'mordheim', compare: 'shooters', columns: [plainCrossbow], active: 0, seed: 27, roll: null };
    const rolled = rollActive(state, 99);
    expect(rolled.roll).toEqual({ column: 0, file: plainCrossbow, seed: 27 });
    expect(rolled.seed).toBe(99);
  });

  it("the log is the library's roll with that seed, every die explained", () => {
    const parsed = parseColumn(plainCrossbow);
    if (!parsed.ok || parsed.shot.game !== 'mordheim') throw new Error('not parsed');
    const report = mordheimRoll(parsed.shot.attack, 27);
    const dice = report.shots.flatMap((s) => s.trace.map((e) => describeTraceEntry(cat, e)));
    const lines = rollLines(cat, parsed.shot, 27);
    expect(lines[1]).toBe(cat.web.roll.seedLine(27));
    for (const line of dice) expect(lines.map((l) => l.trim())).toContain(line);
    expect(rollLines(cat, parsed.shot, 27)).toEqual(lines);
  });

  it('speaks as a page, not a command line: no flag in any game\'s log, in either language', () => {
    for (const language of ['en', 'ru'] as const) {
      for (const game of ['mordheim', 'battleaxe', 'ninth-age'] as const) {
        const parsed = parseColumn(exampleCalc(game, 1).columns[0] ?? {});
        if (!parsed.ok) throw new Error(`${game} example not parsed`);
        const lines = rollLines(catalogue(language), parsed.shot, 27);
        expect(lines.filter((line) => /--[a-z]/.test(line))).toEqual([]);
        expect(lines).toContain(catalogue(language).web.roll.seedLine(27));
      }
    }
  });
});

describe('kept and shared', () => {
  const two = addColumn(exampleCalc('battleaxe', 8));

  it('round-trips through JSON and a #calc= link', async () => {
    expect(calcFromValue(JSON.parse(JSON.stringify(calcToValue(two))), 1)).toEqual({ ok: true, state: { ...two, roll: null } });
    const hash = await encodeCalc(two);
    expect(hash.startsWith(CALC_PREFIX)).toBe(true);
    expect(await decodeCalc(hash, 1)).toEqual({ ok: true, state: { ...two, roll: null } });
  });

  it('refuses what is not a calculator, and says where a column is wrong', async () => {
    expect(calcFromValue(null, 1)).toEqual({ ok: false, problem: 'not-calculator' });
    expect(calcFromValue({ game: 'chess', columns: [{}] }, 1)).toEqual({ ok: false, problem: 'not-calculator' });
    expect(calcFromValue({ game: 'mordheim', columns: [] }, 1)).toEqual({ ok: false, problem: 'not-calculator' });
    expect(calcFromValue({ game: 'mordheim', columns: [plainCrossbow, plainCrossbow, plainCrossbow, plainCrossbow] }, 1)).toEqual({ ok: false, problem: 'not-calculator' });
    expect(calcFromValue({ game: 'battleaxe', columns: [plainCrossbow] }, 1)).toEqual({ ok: false, problem: 'not-calculator' });
    const bad = calcFromValue({ game: 'mordheim', columns: [plainCrossbow, withValue(plainCrossbow, ['attack', 'weapon'], 'crosbow')] }, 1);
    expect(bad.ok).toBe(false);
    if (!bad.ok && bad.problem === 'issues') expect(bad.issues.map((i) => [i.column, i.issue.code, i.issue.path])).toEqual([[1, 'unknown-weapon', ['attack', 'weapon']]]);
    // Which way the columns were compared comes back too, so each problem is told of the right column ("Target 2").
    const badTarget = calcFromValue({ game: 'mordheim', compare: 'targets', columns: [plainCrossbow, withValue(plainCrossbow, ['attack', 'target', 'profile', 'T'], 0)] }, 1);
    expect(badTarget.ok ? null : badTarget.problem === 'issues' ? [badTarget.compare, badTarget.issues.map((i) => i.column)] : badTarget.problem).toEqual(['targets', [1]]);
    expect(await decodeCalc(`${CALC_PREFIX}not*base64`, 1)).toEqual({ ok: false, problem: 'not-base64' });
    const notJson = (await encodeCalc(two)).slice(0, 30);
    expect((await decodeCalc(notJson, 1)).ok).toBe(false);
  });

  it("says a link's game could not be fetched, asks for that game alone, and opens the same link once it arrives", async () => {
    const hash = await encodeCalc(two);
    const asked: string[] = [];
    let online = false;
    const loadGame = (game: string) => {
      asked.push(game);
      return online ? Promise.resolve() : Promise.reject(new Error('offline'));
    };
    expect(await decodeCalc(hash, 1, undefined, loadGame)).toEqual({ ok: false, problem: 'game-not-loaded', game: 'battleaxe' });
    online = true;
    expect(await decodeCalc(hash, 1, undefined, loadGame)).toEqual({ ok: true, state: { ...two, roll: null } });
    expect(asked).toEqual(['battleaxe', 'battleaxe']);
    // A link that is no calculator fetches no game: its own problem stands.
    expect(await decodeCalc(`${CALC_PREFIX}not*base64`, 1, undefined, loadGame)).toEqual({ ok: false, problem: 'not-base64' });
    expect(asked.length).toBe(2);
  });
});

describe('put on a table', () => {
  it('places the target at the given distance, else a quarter of the range, or three quarters at long range', () => {
    expect(tablePlacement(plainCrossbow, 'mordheim')).toEqual({ distance: 12, unmet: [] });
    const noDistance = withValue(plainCrossbow, ['attack', 'circumstances'], undefined);
    // The crossbow's 30": a quarter is 7.5", three quarters 22.5".
    expect(tablePlacement(noDistance, 'mordheim')).toEqual({ distance: 7.5, unmet: [] });
    expect(tablePlacement(withValue(noDistance, ['attack', 'circumstances', 'longRange'], true), 'mordheim')).toEqual({ distance: 22.5, unmet: [] });
  });

  it('Battleaxe: on the side of the 4" point-blank limit the toggle says, or says it cannot', () => {
    const bare = withValue(exampleCalc('battleaxe', 1).columns[0] ?? {}, ['attack', 'circumstances'], undefined);
    const weapon = (id: string) => withValue(bare, ['attack', 'weapon'], id);
    const toggled = (file: QuickFile, key: string) => withValue(file, ['attack', 'circumstances', key], true);
    // A pistol's 12": a quarter (3") would be point-blank; inside half range and beyond 4" is 4" to 6": 5".
    expect(tablePlacement(weapon('pistol'), 'battleaxe')).toEqual({ distance: 5, unmet: [] });
    // A bow's 24" with point-blank: a quarter (6") is too far; 0" to 4": 2".
    expect(tablePlacement(toggled(weapon('bow'), 'pointBlank'), 'battleaxe')).toEqual({ distance: 2, unmet: [] });
    // A javelin's 8": beyond 4" is already long range, so neither toggle off can be had; the table decides.
    expect(tablePlacement(weapon('javelin'), 'battleaxe').unmet).toEqual(['pointBlank']);
    expect(leftBehindOnTable(weapon('javelin'), 'battleaxe')).toEqual(['pointBlank']);
    // Long range and point-blank with a pistol: beyond 6" and within 4" at once is nowhere.
    expect(tablePlacement(toggled(toggled(weapon('pistol'), 'pointBlank'), 'longRange'), 'battleaxe').unmet).toEqual(['pointBlank']);
  });

  it('says what a table cannot hold: several shots and fire twice (Mordheim), shooting into combat', () => {
    const circumstance = (file: QuickFile, key: string) => withValue(file, ['attack', 'circumstances', key], true);
    expect(leftBehindOnTable(plainCrossbow, 'mordheim')).toEqual([]);
    expect(leftBehindOnTable(withValue(plainCrossbow, ['attack', 'shots'], 1), 'mordheim')).toEqual([]);
    expect(leftBehindOnTable(circumstance(withValue(plainCrossbow, ['attack', 'shots'], 3), 'fireTwice'), 'mordheim')).toEqual(['shots', 'fireTwice']);
    const archers = exampleCalc('battleaxe', 1).columns[0] ?? {};
    expect(leftBehindOnTable(archers, 'battleaxe')).toEqual([]);
    // A stand and shoot goes over as the shooting unit's state; shooting into combat does not.
    expect(leftBehindOnTable(circumstance(circumstance(archers, 'intoCombat'), 'standAndShoot'), 'battleaxe')).toEqual(['intoCombat']);
    // Moving and long range are the table's own to decide, so they are not left behind.
    expect(leftBehindOnTable(circumstance(circumstance(archers, 'moved'), 'longRange'), 'battleaxe')).toEqual([]);
    const crossbows = exampleCalc('ninth-age', 1).columns[0] ?? {};
    expect(leftBehindOnTable(circumstance(crossbows, 'standAndShoot'), 'ninth-age')).toEqual([]);
  });

  /** The Ninth Age example standing still at 14", its target's Hard Target given as a list. */
  function hardTargetList(instances: readonly { value: number; models: number }[]): QuickFile {
    const still = withValue(exampleCalc('ninth-age', 1).columns[0] ?? {}, ['attack', 'circumstances'], { distance: 14 });
    return withValue(still, ['attack', 'target', 'hardTarget'], instances);
  }

  const tableOdds = (file: QuickFile, game: 'mordheim' | 'battleaxe' | 'ninth-age'): { hit: string; unsaved: string } => {
    const parsed = parseScenarioValue(battleFromShot(file, game, 'on a table'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const scenario = parsed.scenario;
    if (scenario.kind !== 'battle') throw new Error('not a battle');
    switch (scenario.game) {
      case 'mordheim': {
        const candidate = targetReport(scenario.battle, 'shooter', { variants: scenario.variants }).candidates.find((c) => c.target === 'target');
        if (!candidate) throw new Error('no candidate');
        const shot = mordheimOdds(candidate.attack, exactArithmetic).shot;
        return { hit: rationalToString(shot.hit), unsaved: rationalToString(shot.unsaved) };
      }
      case 'battleaxe': {
        const planned = battleaxePlanShot(scenario.battle, 'shooter', 'target', null, { variants: scenario.variants });
        if (!planned.ok) throw new Error(planned.refusal.code);
        const shot = battleaxeOdds(planned.attack, exactArithmetic).shots[0];
        return { hit: rationalToString(shot?.hit ?? { num: 0n, den: 1n }), unsaved: rationalToString(shot?.unsaved ?? { num: 0n, den: 1n }) };
      }
      case 'ninth-age': {
        const planned = ninthAgePlanShot(scenario.battle, 'shooter', 'target', null, { variants: scenario.variants });
        if (!planned.ok) throw new Error(planned.refusal.code);
        const shot = ninthAgeOdds({ ...planned.attack, volleys: planned.attack.volleys.map((v) => ({ ...v, models: 1, shots: 1 })) }, exactArithmetic).volleys[0]?.shot;
        return { hit: rationalToString(shot?.hit ?? { num: 0n, den: 1n }), unsaved: rationalToString(shot?.unsaved ?? { num: 0n, den: 1n }) };
      }
    }
  };

  const cases: readonly [string, 'mordheim' | 'battleaxe' | 'ninth-age', QuickFile, string, string][] = [
    ['the Mordheim example', 'mordheim', exampleCalc('mordheim', 1).columns[0] ?? {}, '1/2', '13/54'],
    // A bow, in cover, after moving: BS 3 needs 4+, −1, −1: 6+ (1/6); Strength 3 wounds Toughness 3 on 4+ and no armour: 1/12.
    ['Mordheim in cover after moving', 'mordheim', withValue(withValue(withValue(plainCrossbow, ['attack', 'weapon'], 'bow'), ['attack', 'circumstances', 'cover'], true), ['attack', 'circumstances', 'moved'], true), '1/6', '1/12'],
    // A large body: +1 to hit, BS 3 hits on 3+ (2/3); Strength 4 wounds Toughness 3 on 3+ (2/3), no armour: 4/9.
    ['Mordheim at a large body', 'mordheim', withValue(plainCrossbow, ['attack', 'circumstances', 'largeBody'], true), '2/3', '4/9'],
    ['the Battleaxe example', 'battleaxe', exampleCalc('battleaxe', 1).columns[0] ?? {}, '1/2', '5/24'],
    // Soft cover −1: 5+ (1/3); then 1/2 to wound and 5/6 not saved: 5/36.
    ['Battleaxe behind a hedge', 'battleaxe', withValue(exampleCalc('battleaxe', 1).columns[0] ?? {}, ['attack', 'circumstances', 'softCover'], true), '1/3', '5/36'],
    ['the Ninth Age example', 'ninth-age', exampleCalc('ninth-age', 1).columns[0] ?? {}, '1/6', '5/54'],
    // A pistol (12", S4) with no distance stands beyond 4": BS 4+ hits on 4+ (1/2) with no
    // point-blank bonus; S4 wounds T3 on 3+ (2/3); the 6+ save at −1 for S4 is gone: 1/3.
    ['Battleaxe, a pistol with no distance', 'battleaxe', withValue(withValue(exampleCalc('battleaxe', 1).columns[0] ?? {}, ['attack', 'weapon'], 'pistol'), ['attack', 'circumstances'], undefined), '1/2', '1/3'],
    // A bow with point-blank ticked stands within 4": 4+ at +1 is 3+ (2/3); S3 wounds T3 on 4+
    // (1/2); the 6+ save stands (5/6 not saved): 5/18.
    // A stand and shoot reaction: −1, 5+ (1/3); then 1/2 to wound and 5/6 not saved: 5/36.
    ['Battleaxe, a stand and shoot', 'battleaxe', withValue(exampleCalc('battleaxe', 1).columns[0] ?? {}, ['attack', 'circumstances', 'standAndShoot'], true), '1/3', '5/36'],
    // 2.x, standing still: the crossbow's Aim 4+ at −1 for the Stand and Shoot is 5+ (1/3);
    // Strength 4 wounds Resilience 3 on 3+ (2/3); Armour 2 less AP 1 saves on 6+ (5/6 not): 5/27.
    ['The Ninth Age 2.x, a Stand and Shoot', 'ninth-age', withValue(withValue(exampleCalc('ninth-age', 1).columns[0] ?? {}, ['attack', 'circumstances'], { distance: 14, standAndShoot: true }), ['variants'], { edition: '2.x' }), '1/3', '5/27'],
    ['Battleaxe, a bow at point-blank', 'battleaxe', withValue(withValue(exampleCalc('battleaxe', 1).columns[0] ?? {}, ['attack', 'weapon'], 'bow'), ['attack', 'circumstances'], { pointBlank: true }), '2/3', '5/18'],
    // Standing still, Hard Target (1) on 8 of the 15 models, more than half (T-4): the
    // crossbow's 4+ at −1 is 5+ (1/3); 2/3 to wound and 5/6 not saved: 5/27.
    ['The Ninth Age, Hard Target (1) on 8 of 15 models', 'ninth-age', hardTargetList([{ value: 1, models: 8 }]), '1/3', '5/27'],
    // On 7 of 15, not more than half: no modifier, 4+ (1/2); 1/2 · 2/3 · 5/6 = 5/18.
    ['The Ninth Age, Hard Target (1) on 7 of 15 models', 'ninth-age', hardTargetList([{ value: 1, models: 7 }]), '1/2', '5/18'],
    // Two instances both held by more than half add up (T-4): −2, so 6+ (1/6); 1/6 · 2/3 · 5/6 = 5/54.
    ['The Ninth Age, Hard Target (1) twice', 'ninth-age', hardTargetList([{ value: 1, models: 8 }, { value: 1, models: 15 }]), '1/6', '5/54'],
  ];

  for (const [name, game, file, hit, unsaved] of cases) {
    it(`${name}: the table shot has the calculator's odds (hit ${hit}, unsaved ${unsaved})`, () => {
      const odds = oddsOf(file);
      const shotRows = odds.sections[0]?.chances ?? [];
      const p = (suffix: string) => shotRows.find((r) => r.name === suffix || r.name.endsWith(`-${suffix}`))?.chance.p;
      expect(p('hit')).toBeCloseTo(Number(hit.split('/')[0]) / Number(hit.split('/')[1]), 12);
      expect(p('unsaved')).toBeCloseTo(Number(unsaved.split('/')[0]) / Number(unsaved.split('/')[1]), 12);
      expect(tableOdds(file, game)).toEqual({ hit, unsaved });
    });
  }

  const tableBattle = (file: QuickFile, game: 'battleaxe' | 'ninth-age') => {
    const parsed = parseScenarioValue(battleFromShot(file, game, 'on a table'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    if (parsed.scenario.kind !== 'battle' || parsed.scenario.game === 'mordheim') throw new Error('not a unit battle');
    return parsed.scenario.battle;
  };
  const modelsOnTable = (file: QuickFile, unit: string) => tableBattle(file, 'battleaxe').table.units.find((u) => u.id === unit)?.models.length;

  it('Battleaxe batches: every batch\'s models shoot on the table, their own circumstances are said to stay behind', () => {
    const archers = withValue(exampleCalc('battleaxe', 1).columns[0] ?? {}, ['attack', 'shooter', 'models'], undefined);
    const plain = withValue(archers, ['attack', 'batches'], [{ models: 3 }, { models: 2 }]);
    expect(modelsOnTable(plain, 'shooter')).toBe(5);
    expect(leftBehindOnTable(plain, 'battleaxe')).toEqual([]);
    const covered = withValue(archers, ['attack', 'batches'], [{ models: 3 }, { models: 2, circumstances: { hardCover: true } }]);
    expect(modelsOnTable(covered, 'shooter')).toBe(5);
    expect(leftBehindOnTable(covered, 'battleaxe')).toEqual(['batchCircumstances']);
  });

  it('The Ninth Age: a Hard Target list goes over as what it counts for, up to the table\'s 6', () => {
    const unitHardTarget = (file: QuickFile) => {
      const target = tableBattle(file, 'ninth-age').units.find((u) => u.id === 'target');
      return target && 'hardTarget' in target ? target.hardTarget : null;
    };
    expect(unitHardTarget(hardTargetList([{ value: 2, models: 8 }, { value: 3, models: 2 }]))).toBe(2);
    expect(unitHardTarget(hardTargetList([{ value: 1, models: 7 }]))).toBe(0);
    // 4 + 4, both on every model: −8, more than one table unit can have.
    const heavy = hardTargetList([{ value: 4, models: 15 }, { value: 4, models: 15 }]);
    expect(unitHardTarget(heavy)).toBe(6);
    expect(leftBehindOnTable(heavy, 'ninth-age')).toEqual(['hardTarget']);
    expect(leftBehindOnTable(hardTargetList([{ value: 2, models: 8 }]), 'ninth-age')).toEqual([]);
  });

  it('Battleaxe hits with no roll to hit have no table; shots do', () => {
    const fireball = { game: 'battleaxe', attack: { hits: { name: 'Fireball', source: 'spell', count: 'D6', strength: 4 }, target: { profile: { T: 3 }, models: 20 } } };
    expect(noTableReason(fireball, 'battleaxe')).toBe('hits-not-shot');
    for (const game of ['mordheim', 'battleaxe', 'ninth-age'] as const) expect(noTableReason(exampleCalc(game, 1).columns[0] ?? {}, game)).toBeNull();
  });
});

describe('a shot put on a table names its sides in the page\'s language', () => {
  const russian = { shooter: 'Стрелок', target: 'Цель' };
  for (const game of ['mordheim', 'battleaxe', 'ninth-age'] as const) {
    it(`${game}: an unnamed shooter and target get the default names; a side the description names keeps its name`, () => {
      const example = exampleCalc(game, 1).columns[0] ?? {};
      const unnamed = withValue(withValue(example, ['attack', 'shooter', 'name'], undefined), ['attack', 'target', 'name'], undefined);
      const namesOnTable = (file: QuickFile): string[] => {
        const parsed = parseScenarioValue(battleFromShot(file, game, 'on a table', russian));
        if (!parsed.ok || parsed.scenario.kind !== 'battle') throw new Error('the table is refused');
        const battle = parsed.scenario.battle;
        const sides = 'warriors' in battle ? battle.warriors : battle.units;
        return ['shooter', 'target'].map((id) => sides.find((s) => s.id === id)?.name ?? '');
      };
      expect(namesOnTable(unnamed)).toEqual(['Стрелок', 'Цель']);
      expect(namesOnTable(withValue(unnamed, ['attack', 'target', 'name'], 'Ogre'))).toEqual(['Стрелок', 'Ogre']);
    });
  }
});
