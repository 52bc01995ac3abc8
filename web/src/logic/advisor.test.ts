// The page loads each game when it opens; these tests use every game's module at once.
import '../games/every-game.js';
import { describe, expect, it } from 'vitest';
import { heatMap, type ExposureMap } from '../../../src/advisor/index.js';
import { battleaxeOverkill } from '../../../src/advisor/test-phases.js';
import { mordheimGame } from '../../../src/engine/index.js';
import { parseScenarioValue, type Scenario } from '../../../src/scenario/index.js';
import { adviseOn, answerInSteps, answerQuestion, bestOf, layerCells, notAppliedOf, planGoalOf, planLines, planOn, rowOfStep, type Advice, type AdvisorAnswer } from './advisor.js';
import { adviceFacts } from '../games/advice-registry.js';
import { shooterSummary, unitBattleFromValue } from './units.js';
import { catalogue } from '../../../i18n/index.js';
import hedgeAndWall from '../../../examples/battleaxe/hedge-and-wall.json' with { type: 'json' };
import forestFlank from '../../../examples/ninth-age/forest-flank.json' with { type: 'json' };
import street from '../../../examples/mordheim/battle-street.json' with { type: 'json' };
import captainShoots from '../../../examples/ninth-age/captain-shoots.json' with { type: 'json' };

function parsed(file: unknown): Scenario {
  const result = parseScenarioValue(file);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.scenario;
}

// Archer a (BS 4, bow, S 3) sees X (T 3, 6+ save) and Y (T 3, no save), both within half range:
// standing, it hits on 4+ (1/2) and wounds on 4+ (1/2): Y 1/4, X 1/4 × 5/6 = 5/24.
// Moved, it hits on 5+ (1/3): Y 1/6, X 1/6 × 5/6 = 5/36.
describe('the heat map and the exposure map through the game\'s way to the advisor', () => {
  const scenario = parsed(battleaxeOverkill());

  it('a unit with no move given only stays: its one place scores Y, 1/4; the orcs carry no weapon, so no exposure', () => {
    const result = adviseOn(scenario, { shooter: 'a', goal: 'out-of-action' });
    if (!result.ok) throw new Error(result.problem);
    const { heat, exposure } = result.advice;
    expect(heat.places.map((p) => p.place.move)).toEqual(['stay']);
    expect(heat.places[0]?.target).toBe('y');
    expect(heat.places[0]?.value).toBeCloseTo(1 / 4, 12);
    expect(heat.best).toEqual([0]);
    expect(exposure?.places.map((p) => p.value)).toEqual([0]);
    expect(heat.notApplied).toContain('movement-unknown');
  });

  it('moving 1" costs the −1 for moving: 1/6 at Y; only at (20, 29), 4" from Y\'s base, point-blank\'s +1 wins it back (1/4), and staying (the shorter move) ranks first', () => {
    const result = adviseOn(scenario, { shooter: 'a', goal: 'out-of-action', move: 1 });
    if (!result.ok) throw new Error(result.problem);
    const { heat } = result.advice;
    const close = heat.places.findIndex((p) => p.place.x === 20 && p.place.y === 29);
    expect(close).toBeGreaterThan(0);
    expect(heat.places[close]?.value).toBeCloseTo(1 / 4, 12);
    expect(heat.best.slice(0, 2)).toEqual([0, close]);
    const others = heat.places.filter((_, i) => i !== 0 && i !== close);
    expect(others.length).toBeGreaterThan(0);
    for (const p of others) expect([p.target, p.value, p.needed]).toEqual(['y', expect.closeTo(1 / 6, 12), 5]);
  });

  it('a unit whose profile gives M moves it with the page\'s field empty; the field overrides it', () => {
    const file = battleaxeOverkill() as { battle: { armies: { units: { id: string; profile: Record<string, unknown> }[] }[] } };
    const a = file.battle.armies[0]?.units.find((u) => u.id === 'a');
    if (!a) throw new Error('no archer a');
    a.profile = { ...a.profile, M: 1 };
    const withM = parsed(file);
    const fromFile = adviseOn(withM, { shooter: 'a', goal: 'out-of-action' });
    const asked = adviseOn(scenario, { shooter: 'a', goal: 'out-of-action', move: 1 });
    if (!fromFile.ok || !asked.ok) throw new Error('no map');
    expect(fromFile.advice.heat.places).toEqual(asked.advice.heat.places);
    expect(fromFile.advice.heat.notApplied).not.toContain('movement-unknown');
    const stays = adviseOn(withM, { shooter: 'a', goal: 'out-of-action', move: 0 });
    expect(stays.ok && stays.advice.heat.places.map((p) => p.place.move)).toEqual(['stay']);
  });

  it('an unknown shooter is named as such', () => {
    expect(adviseOn(scenario, { shooter: 'nobody', goal: 'out-of-action' })).toEqual({ ok: false, problem: 'unknown-shooter' });
  });

  it('on the Mordheim street, the same maps as the library\'s own heatMap for the marksman', () => {
    const s = parsed(street);
    const result = adviseOn(s, { shooter: 'marksman', goal: 'out-of-action' });
    const library = heatMap(mordheimGame, s, 'marksman', { goal: 'out-of-action' });
    if (!result.ok || !library.ok) throw new Error('no map');
    expect(result.advice.heat).toEqual(library.value);
    expect(result.advice.exposure?.places.map((p) => p.place)).toEqual(library.value.places.map((p) => p.place));
  });
});

describe('the phase plan (worked by hand in src/advisor/plan.test.ts)', () => {
  it('b shoots Y first (1/4); then a shoots X if Y fell (5/24), else Y (1/4): 1/4 + 1/4 × 5/24 + 3/4 × 1/4 = 47/96', () => {
    const result = planOn(parsed(battleaxeOverkill()), { kind: 'expected' });
    if (!result.ok) throw new Error(result.refusal.code);
    expect(result.plan.value).toBeCloseTo(47 / 96, 12);
    const lines = planLines(result);
    expect(lines[0]).toMatchObject({ first: true, chance: 1, step: { shooter: 'b', target: 'y' } });
    const then = lines.slice(1).map((l) => [l.step.shooter, l.step.target, l.chance]);
    expect(then).toHaveLength(2);
    expect(then).toContainEqual(['a', 'x', expect.closeTo(1 / 4, 12)]);
    expect(then).toContainEqual(['a', 'y', expect.closeTo(3 / 4, 12)]);
  });

  it('the chance to take out X (planGoalOf): only a sees it, 1/4 × 5/6 = 5/24, a at X first; Y: two shots at 1/4, 1 − (3/4)² = 7/16', () => {
    const x = planOn(parsed(battleaxeOverkill()), planGoalOf('x'));
    if (!x.ok) throw new Error(x.refusal.code);
    expect(x.plan.goal).toEqual({ kind: 'chance', target: 'x' });
    expect(x.plan.value).toBeCloseTo(5 / 24, 12);
    expect(planLines(x)[0]).toMatchObject({ first: true, step: { shooter: 'a', target: 'x' } });
    const y = planOn(parsed(battleaxeOverkill()), planGoalOf('y'));
    if (!y.ok) throw new Error(y.refusal.code);
    expect(y.plan.value).toBeCloseTo(7 / 16, 12);
  });

  it('no enemy chosen: the most models on average', () => {
    expect(planGoalOf(null)).toEqual({ kind: 'expected' });
  });

  it('an enemy not on the table is refused, named', () => {
    expect(planOn(parsed(battleaxeOverkill()), planGoalOf('nobody'))).toEqual({ ok: false, refusal: { code: 'unknown-target', target: 'nobody', enemies: ['x', 'y'] } });
  });

  it('a refusal has no lines', () => {
    expect(planLines({ ok: false, refusal: { code: 'not-a-battle' } })).toEqual([]);
  });
});

describe('the worker\'s questions', () => {
  it('the maps come in two steps: the heat map alone first, then both; a plan in one', () => {
    const file = battleaxeOverkill();
    const sent: { answer: AdvisorAnswer; final: boolean }[] = [];
    answerInSteps({ kind: 'advice', file, request: { shooter: 'a', goal: 'out-of-action' } }, (answer, final) => sent.push({ answer, final }));
    expect(sent.map((s) => s.final)).toEqual([false, true]);
    const [first, last] = sent.map((s) => (s.answer.kind === 'advice' && s.answer.result.ok ? s.answer.result.advice : null));
    const whole = adviseOn(parsed(file), { shooter: 'a', goal: 'out-of-action' });
    if (!whole.ok || !first || !last) throw new Error('no maps');
    expect(first).toEqual({ heat: whole.advice.heat, exposure: null });
    expect(last).toEqual(whole.advice);
    expect(last.exposure).not.toBeNull();
    // While the exposure map is worked out the safe and hidden layers mark nothing, and shade nothing.
    expect(bestOf(first, 'safe')).toEqual([]);
    expect(bestOf(first, 'hidden')).toEqual([]);
    expect(layerCells(first, 'safe').every((c) => c.value === 0 && c.rank === null)).toBe(true);
    expect(layerCells(first, 'shoot')).toEqual(layerCells(last, 'shoot'));
    const plan: boolean[] = [];
    answerInSteps({ kind: 'plan', file, goal: { kind: 'expected' } }, (_answer, final) => plan.push(final));
    expect(plan).toEqual([true]);
  });

  it('a map with no shooter comes in one step, its problem final', () => {
    const sent: boolean[] = [];
    answerInSteps({ kind: 'advice', file: battleaxeOverkill(), request: { shooter: 'nobody', goal: 'models' } }, (answer, final) => {
      expect(answer).toEqual({ kind: 'advice', result: { ok: false, problem: 'unknown-shooter' } });
      sent.push(final);
    });
    expect(sent).toEqual([true]);
  });

  it('a file is parsed, then asked: the same answer as on the parsed battle', () => {
    const file = battleaxeOverkill();
    const answer = answerQuestion({ kind: 'advice', file, request: { shooter: 'a', goal: 'out-of-action' } });
    expect(answer).toEqual({ kind: 'advice', result: adviseOn(parsed(file), { shooter: 'a', goal: 'out-of-action' }) });
  });

  it('a file the parser refuses comes back with its issues', () => {
    const answer = answerQuestion({ kind: 'plan', file: { game: 'chess' }, goal: { kind: 'expected' } });
    expect(answer.kind).toBe('refused');
  });
});

describe('the layer drawn from the maps', () => {
  const at = (x: number, cost: number) => ({ x, y: 0, level: 0, floor: null, move: cost === 0 ? ('stay' as const) : ('move' as const), cost });
  const heatPlace = (x: number, cost: number, value: number) => ({ place: at(x, cost), value, target: value > 0 ? 't' : null, way: null, needed: null });
  const exposed = (x: number, cost: number, value: number) => ({ place: at(x, cost), value, sheltered: value === 0, threats: [], order: 'worst' as const });
  // Four places: the heat 0.2, 0.5, 0, 0.5; the exposure 0.4, 0.1, 0, 0.1.
  const exposure: ExposureMap = { shooter: 's', places: [exposed(0, 0, 0.4), exposed(1, 1, 0.1), exposed(2, 2, 0), exposed(3, 3, 0.1)], notApplied: [], withheld: null };
  const advice: Advice = {
    heat: { shooter: 's', places: [heatPlace(0, 0, 0.2), heatPlace(1, 1, 0.5), heatPlace(2, 2, 0), heatPlace(3, 3, 0.5)], best: [1, 3, 0], notApplied: [] },
    exposure,
  };

  it('where to shoot from: the heat map\'s own best, shaded by the share of the best value', () => {
    const cells = layerCells(advice, 'shoot');
    expect(cells.map((c) => c.shade)).toEqual([0.4, 1, 0, 1]);
    expect(cells.map((c) => c.rank)).toEqual([3, 1, null, 2]);
  });

  it('where it is safe: the least exposed of the places with a shot (the unexposed place 2 has none), equal exposure by the shorter move', () => {
    expect(bestOf(advice, 'safe')).toEqual([1, 3, 0]);
    const cells = layerCells(advice, 'safe');
    expect(cells.map((c) => c.shade)).toEqual([1, 0.25, 0, 0.25]);
  });

  it('hidden or in cover: the best shots from sheltered places only, shaded by the share of the best of them', () => {
    // The heat 0.2, 0.5, 0.3, 0.5; sheltered at places 0, 2 and 3 (place 1 is shot at in the open).
    const sheltered = [true, false, true, true];
    const hidden: Advice = {
      heat: { ...advice.heat, places: [heatPlace(0, 0, 0.2), heatPlace(1, 1, 0.5), heatPlace(2, 2, 0.3), heatPlace(3, 3, 0.5)], best: [1, 3, 2, 0] },
      exposure: { ...exposure, places: exposure.places.map((p, i) => ({ ...p, sheltered: sheltered[i] ?? false })) },
    };
    expect(bestOf(hidden, 'hidden')).toEqual([3, 2, 0]);
    const cells = layerCells(hidden, 'hidden');
    expect(cells.map((c) => c.value)).toEqual([0.2, 0, 0.3, 0.5]);
    expect(cells.map((c) => c.shade)).toEqual([0.4, 0, 0.6, 1]);
    expect(cells.map((c) => c.rank)).toEqual([3, null, 2, 1]);
  });

  it('with no place that can shoot, the least exposed of all', () => {
    const none: Advice = { ...advice, heat: { ...advice.heat, places: advice.heat.places.map((p) => ({ ...p, value: 0 })), best: [] } };
    expect(bestOf(none, 'safe')).toEqual([2, 1, 3, 0]);
  });
});

describe('a step of the plan selects its row of the unit page\'s targets list', () => {
  const rows = [
    { target: 'x', choice: { volley: true } },
    { target: 'x', choice: { volley: false } },
    { target: 'y', choice: { weapon: 'bow' } },
  ];

  it('the same target shot the same way, else none', () => {
    expect(rowOfStep(rows, 'x', { volley: false })).toBe(rows[1]);
    expect(rowOfStep(rows, 'y', { weapon: 'bow' })).toBe(rows[2]);
    expect(rowOfStep(rows, 'y', { weapon: 'crossbow' })).toBeNull();
    expect(rowOfStep(rows, 'z', {})).toBeNull();
  });

  // The plan's first step, on each unit game's bundled example, names a shot the unit page lists as legal for that shooter
  // (the later steps are of battles after a shot).
  it.each([
    ['battleaxe', hedgeAndWall],
    ['ninth-age', forestFlank],
  ])('%s: the plan\'s first step finds its legal row through the game\'s choiceOf', (_, file) => {
    const scenario = unitBattleFromValue(file);
    if (!scenario) throw new Error('not a unit battle');
    const plan = planOn(scenario, { kind: 'expected' });
    const step = planLines(plan)[0]?.step;
    if (!step) throw new Error('no plan');
    const row = rowOfStep(shooterSummary(catalogue('en'), scenario, step.shooter).rows, step.target, adviceFacts(scenario.game).choiceOf(step.way));
    expect(row).toMatchObject({ target: step.target, legal: true });
  });
});

// The exposure map names what it did not apply beside the heat map's (src/advisor/exposure.ts):
// with more enemies in reach than the search takes (six), their fire is taken in the file's
// order, `enemy-order-not-searched`. The page lists both maps' codes, each once, as the CLI does.
describe("what the maps did not apply, the exposure map's too", () => {
  const heat = (notApplied: readonly string[]) => ({ shooter: 'me', places: [], best: [], notApplied });
  const exposure = (notApplied: readonly string[]): ExposureMap => ({ shooter: 'me', places: [], notApplied, withheld: null });

  it('the heat map\'s codes, then the exposure map\'s own, each once; the heat map\'s alone while the exposure map is worked out', () => {
    const both: Advice = { heat: heat(['path-not-traced', 'climb-test']), exposure: exposure(['path-not-traced', 'climb-test', 'enemy-order-not-searched']) };
    expect(notAppliedOf(both)).toEqual(['path-not-traced', 'climb-test', 'enemy-order-not-searched']);
    expect(notAppliedOf({ heat: heat(['path-not-traced']), exposure: null })).toEqual(['path-not-traced']);
    expect(notAppliedOf({ heat: heat([]), exposure: exposure([]) })).toEqual([]);
  });

  it('seven archers in reach of a warrior who cannot move: the exposure map says their order was not searched, the heat map does not', () => {
    const human = { M: 0, WS: 3, BS: 4, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };
    const archers = Array.from({ length: 7 }, (_, i) => ({ id: `e${i}`, name: `e${i}`, position: [3 + 3 * i, 8], facing: 180, profile: { ...human, M: 4, BS: 3 }, weapons: ['short-bow'] }));
    const scenario = parsed({
      game: 'mordheim',
      battle: { table: { width: 24, depth: 24 }, terrain: [], buildings: [], warbands: [{ id: 'ours', name: 'Ours', models: [{ id: 'me', name: 'Me', position: [12, 14], facing: 0, profile: human, weapons: ['bow'] }] }, { id: 'theirs', name: 'Theirs', models: archers }] },
    });
    const result = adviseOn(scenario, { shooter: 'me', goal: 'out-of-action' });
    if (!result.ok) throw new Error(result.problem);
    expect(result.advice.heat.notApplied).not.toContain('enemy-order-not-searched');
    const codes = notAppliedOf(result.advice);
    expect(codes).toContain('enemy-order-not-searched');
    expect(new Set(codes).size).toBe(codes.length);
    // Each code the page shows has its words in both catalogues.
    for (const code of codes) {
      expect(catalogue('en').advise.notApplied[code]).toBeTruthy();
      expect(catalogue('ru').advise.notApplied[code]).toBeTruthy();
    }
  });
});

// examples/ninth-age/captain-shoots.json with the Orcs given bows, so that its Militia are in danger:
// the Captain (militia/1, T-14) shoots his Handgun (3+) at the Orcs 6.5" away: 2/3 to hit, 1/2 to
// wound (S 4 against Res 4), no save after AP 2: 1/3 of a Health Point on average, standing still
// (no Advance Rate in the file: he and his unit stay).
describe('a joined character as the advised shooter (T-14)', () => {
  const file = structuredClone(captainShoots) as { battle: { armies: { units: { weapons?: string[] }[] }[] } };
  const orcs = file.battle.armies[1]?.units[0];
  if (orcs) orcs.weapons = ['Bow (4+)'];
  const scenario = parsed(file);

  it("his heat map is the library's: his Handgun from where he stands, 1/3; his exposure map is withheld, in one final answer", () => {
    const sent: { advice: Advice | null; final: boolean }[] = [];
    answerInSteps({ kind: 'advice', file, request: { shooter: 'militia/1', goal: 'models' } }, (answer, final) => sent.push({ advice: answer.kind === 'advice' && answer.result.ok ? answer.result.advice : null, final }));
    expect(sent.map((s) => s.final)).toEqual([true]);
    const advice = sent[0]?.advice;
    if (!advice) throw new Error('no advice');
    expect(advice.withheld).toBe('joined-character');
    expect(advice.exposure).toBeNull();
    expect(advice.heat.places.map((p) => p.place.move)).toEqual(['stay']);
    expect([advice.heat.places[0]?.target, advice.heat.places[0]?.way, advice.heat.places[0]?.needed]).toEqual(['orcs', 'handgun', 3]);
    expect(advice.heat.places[0]?.value).toBeCloseTo(1 / 3, 12);
    // The heat layer is drawn; the safe and hidden layers draw nothing rather than a map of no danger.
    expect(layerCells(advice, 'shoot').map((c) => [c.value, c.rank])).toEqual([[advice.heat.places[0]?.value, 1]]);
    expect(layerCells(advice, 'safe')).toEqual([]);
    expect(layerCells(advice, 'hidden')).toEqual([]);
  });

  it('his unit keeps its exposure map: the Orcs\' bows can reach it', () => {
    const result = adviseOn(scenario, { shooter: 'militia', goal: 'models' });
    if (!result.ok) throw new Error(result.problem);
    expect(result.advice.withheld).toBeUndefined();
    expect(result.advice.exposure?.places[0]?.value).toBeGreaterThan(0);
  });

  it("the plan takes him as a shooter of his own, and a step selects his row (his Handgun at the Orcs)", () => {
    const plan = planOn(scenario, { kind: 'expected' });
    const [first] = planLines(plan);
    expect([first?.step.shooter, first?.step.target, first?.step.way]).toEqual(['militia/1', 'orcs', 'handgun']);
    const unit = unitBattleFromValue(file);
    if (!unit || !first) throw new Error('no battle');
    const row = rowOfStep(shooterSummary(catalogue('en'), unit, 'militia/1').rows, first.step.target, adviceFacts('ninth-age').choiceOf(first.step.way));
    expect([row?.target, row?.choice.weapon]).toEqual(['orcs', 'handgun']);
  });
});
