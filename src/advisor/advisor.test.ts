// Heat maps and exposure maps worked by hand on small tables, and a sample of places checked
// against what the table itself answers (`targets`, `shotOdds`) with the shooter moved there.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_REGISTRY, parseGameScenario, type Game, type GameScenario } from '../index.js';
import { exactArithmetic, floatArithmetic, rationalToNumber } from '../dice/index.js';
import { combineThreats, exposureMap } from './exposure.js';
import { bestPlaces, heatMap } from './heat-map.js';
import { bestSheltered } from './sheltered.js';
import type { AdviceGoal } from '../engine/index.js';

function parsed(text: string): { game: Game; scenario: GameScenario } {
  const result = parseGameScenario(BUILT_IN_REGISTRY, text);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return { game: result.game, scenario: result.scenario };
}

const example = (path: string) => parsed(readFileSync(path, 'utf8'));

type Model = Record<string, unknown>;

/** A Mordheim street 24" square: two warbands, and the walls given. */
function mordheimTable(terrain: readonly Model[], ours: readonly Model[], theirs: readonly Model[]): string {
  return JSON.stringify({
    game: 'mordheim',
    battle: {
      table: { width: 24, depth: 24 },
      terrain,
      buildings: [],
      warbands: [
        { id: 'ours', name: 'Ours', models: ours },
        { id: 'theirs', name: 'Theirs', models: theirs },
      ],
    },
  });
}

const human = { M: 4, WS: 3, BS: 4, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };

describe('the heat map, worked by hand', () => {
  // A wall across the table at y 14–14.5 with a 2" gap from x 5 to 7; the target at (6, 10)
  // beyond it, the marksman at (9, 20) on the near side: he sees nothing from where he stands.
  // Through the gap, within 15" (half the long bow's 30"), in the open: BS 4 hits on 3+, −1
  // for having moved: 4+ (1/2); S3 against T3 wounds on 4+ (1/2), and with no armour every
  // wound is an effect: 1/4.
  const wall = (id: string, from: number, to: number) => ({ id, kind: 'opaque', outline: [[from, 14], [to, 14], [to, 14.5], [from, 14.5]], height: 3 });
  const gap = mordheimTable(
    [wall('west', 0, 5), wall('east', 7, 24)],
    [{ id: 'marksman', name: 'Marksman', position: [9, 20], facing: 0, profile: human, weapons: ['long-bow'] }],
    [{ id: 'target', name: 'Target', position: [6, 10], facing: 180, profile: { ...human, BS: 3 } }],
  );

  it('puts the best place in the gap’s line, with the chance worked by hand', () => {
    const { game, scenario } = parsed(gap);
    const map = heatMap(game, scenario, 'marksman', { goal: 'any-effect' });
    if (!map.ok) throw new Error(map.problem);
    const { places, best } = map.value;
    expect(places[0]?.place.move).toBe('stay');
    expect(places[0]?.value).toBe(0);
    const top = places[best[0] ?? -1];
    expect(top?.target).toBe('target');
    expect(top?.way).toBe('long-bow');
    expect(top?.needed).toBe(4);
    expect(top?.value).toBeCloseTo(1 / 4, 12);
    // In the gap's line: the line from each best place to the target crosses the wall's middle (y 14.25) within the gap.
    for (const i of best) {
      const { x, y } = places[i]?.place ?? { x: 0, y: 0 };
      const crossing = x + ((6 - x) * (y - 14.25)) / (y - 10);
      expect(crossing).toBeGreaterThanOrEqual(5);
      expect(crossing).toBeLessThanOrEqual(7);
    }
    // Half-hidden by the gap's edge (x 8.5): cover, 5+ (1/3) × 1/2 = 1/6.
    const edge = places.find((p) => p.place.x === 8.5 && p.place.y === 20);
    expect(edge?.needed).toBe(5);
    expect(edge?.value).toBeCloseTo(1 / 6, 12);
  });

  // A handgun may not fire after a move: from where he stands (BS 3: 4+, 1/2; S4 against T3:
  // 3+, 2/3; no armour) any effect is 1/3, and from every other place nothing.
  const handgun = mordheimTable(
    [],
    [{ id: 'gunner', name: 'Gunner', position: [12, 18], facing: 0, profile: { ...human, BS: 3 }, weapons: ['handgun'] }],
    [{ id: 'target', name: 'Target', position: [12, 10], facing: 180, profile: { ...human, BS: 3 } }],
  );

  it('keeps a handgun where it stands: moving forbids the shot', () => {
    const { game, scenario } = parsed(handgun);
    const map = heatMap(game, scenario, 'gunner', { goal: 'any-effect' });
    if (!map.ok) throw new Error(map.problem);
    expect(map.value.places.length).toBeGreaterThan(100);
    expect(map.value.best).toEqual([0]);
    expect(map.value.places[0]?.value).toBeCloseTo(1 / 3, 12);
    expect(map.value.places.slice(1).every((p) => p.value === 0 && p.target === null)).toBe(true);
  });

  it('names what it could not weigh, and the Movement it lacks', () => {
    const noMove = mordheimTable([], [{ id: 'a', name: 'A', position: [12, 18], facing: 0, profile: { BS: 3, S: 3, T: 3, I: 3 }, weapons: ['bow'] }], [{ id: 'b', name: 'B', position: [12, 10], facing: 0, profile: { BS: 3, S: 3, T: 3, I: 3 } }]);
    const { game, scenario } = parsed(noMove);
    const map = heatMap(game, scenario, 'a', { goal: 'out-of-action' });
    if (!map.ok) throw new Error(map.problem);
    expect(map.value.places).toHaveLength(1);
    expect(map.value.notApplied).toContain('movement-unknown');
    const moved = heatMap(game, scenario, 'a', { goal: 'out-of-action', move: 1 });
    expect(moved.ok && moved.value.places.length).toBe(1 + 12); // the grid's points within 1": 4 × 3 at 0.5, 0.707, 1
  });

  it('refuses an unknown shooter and a quick attack', () => {
    const { game, scenario } = parsed(handgun);
    expect(heatMap(game, scenario, 'nobody', { goal: 'models' })).toEqual({ ok: false, problem: 'unknown-shooter' });
    const quick = example('examples/mordheim/crossbow-vs-dieter.json');
    expect(heatMap(quick.game, quick.scenario, 'shooter', { goal: 'models' })).toEqual({ ok: false, problem: 'not-a-battle' });
  });
});

describe('the exposure map, worked by hand', () => {
  // An enemy archer 6" away (within 8", half a short bow's 16"): BS 3 hits on 4+ (1/2), S3
  // against T3 wounds on 4+ (1/2): any effect 1/4. Two such archers, independent: 1 − (3/4)² = 7/16.
  const archer = (id: string, x: number) => ({ id, name: id, position: [x, 12], facing: 180, profile: { ...human, BS: 3 }, weapons: ['short-bow'] });
  const table = (enemies: readonly Model[]) => mordheimTable([], [{ id: 'me', name: 'Me', position: [12, 18], facing: 0, profile: human, weapons: ['bow'] }], enemies);

  it('is one archer’s chance, and two archers’ combined', () => {
    const one = parsed(table([archer('left', 12)]));
    const map = exposureMap(one.game, one.scenario, 'me', { goal: 'any-effect' });
    if (!map.ok) throw new Error(map.problem);
    expect(map.value.places[0]?.value).toBeCloseTo(1 / 4, 12);
    expect(map.value.places[0]?.sheltered).toBe(false);
    const two = parsed(table([archer('left', 12), archer('right', 12.5 + 1)]));
    const both = exposureMap(two.game, two.scenario, 'me', { goal: 'any-effect' });
    if (!both.ok) throw new Error(both.problem);
    expect(both.value.places[0]?.threats).toHaveLength(2);
    expect(both.value.places[0]?.value).toBeCloseTo(7 / 16, 12);
  });

  it('applies the closest-target rule from the enemy’s side', () => {
    // A friend 3" from the archer, in the open as the shooter is: the archer must shoot the friend.
    const text = mordheimTable(
      [],
      [
        { id: 'me', name: 'Me', position: [12, 18], facing: 0, profile: human, weapons: ['bow'] },
        { id: 'friend', name: 'Friend', position: [9, 12], facing: 0, profile: human },
      ],
      [archer('archer', 12)],
    );
    const { game, scenario } = parsed(text);
    const map = exposureMap(game, scenario, 'me', { goal: 'any-effect' });
    if (!map.ok) throw new Error(map.problem);
    expect(map.value.places[0]?.value).toBe(0);
    expect(map.value.places[0]?.threats).toEqual([]);
    expect(map.value.places[0]?.sheltered).toBe(true);
  });

  it('counts no enemy out of range as a threat: it can do nothing there', () => {
    // The archer 20" away, base edge to base edge 19": a short bow reaches 16".
    const far = parsed(mordheimTable([], [{ id: 'me', name: 'Me', position: [12, 22], facing: 0, profile: human, weapons: ['bow'] }], [archer('archer', 12)].map((a) => ({ ...a, position: [12, 2] }))));
    const map = exposureMap(far.game, far.scenario, 'me', { goal: 'any-effect' });
    if (!map.ok) throw new Error(map.problem);
    expect(map.value.places[0]?.threats).toEqual([]);
    expect(map.value.places[0]?.value).toBe(0);
    expect(map.value.places[0]?.sheltered).toBe(true);
  });

  it('the hidden placement layer: the best shots from places where the shooter is sheltered', () => {
    // An archer at (12, 12) with a short bow (16"), facing the shooter; a hard-cover wall 1" high
    // across y 16–16.5 from x 4 to 20, the shooter (M4, a bow) at (12, 18) behind it. Crouched
    // behind the wall it is in cover from the archer (sheltered), and it shoots back at −1 for the
    // cover: BS 4 hits on 4+. Stepped over the wall (y below 16) it is in the open.
    const text = mordheimTable(
      [{ id: 'wall', kind: 'hard-cover', outline: [[4, 16], [20, 16], [20, 16.5], [4, 16.5]], height: 1 }],
      [{ id: 'me', name: 'Me', position: [12, 18], facing: 0, profile: human, weapons: ['bow'] }],
      [archer('archer', 12)],
    );
    const { game, scenario } = parsed(text);
    const heat = heatMap(game, scenario, 'me', { goal: 'any-effect' });
    const exposure = exposureMap(game, scenario, 'me', { goal: 'any-effect' });
    if (!heat.ok || !exposure.ok) throw new Error('no map');
    const here = exposure.value.places[0];
    expect(here?.sheltered).toBe(true);
    expect(here?.threats.map((t) => t.cover)).toEqual([true]);
    const inFront = exposure.value.places.filter((p) => p.place.y < 16);
    expect(inFront.length).toBeGreaterThan(0);
    expect(inFront.every((p) => !p.sheltered && p.threats.length === 1)).toBe(true);
    const marked = bestSheltered(heat.value, exposure.value, 3);
    expect(marked.length).toBe(3);
    for (const i of marked) {
      expect(exposure.value.places[i]?.sheltered).toBe(true);
      expect(heat.value.places[i]?.value).toBeGreaterThan(0);
      expect(heat.value.places[i]?.place.y).toBeGreaterThan(16.5);
    }
    // No sheltered place with a shot scores above the marked ones; an unsheltered one may.
    const worstMarked = Math.min(...marked.map((i) => heat.value.places[i]?.value ?? 0));
    heat.value.places.forEach((p, i) => {
      if (exposure.value.places[i]?.sheltered && !marked.includes(i)) expect(p.value).toBeLessThanOrEqual(worstMarked + 1e-12);
    });
    // Where it stands: the archer in hard cover's line too — BS 4, −1 cover: 4+ (1/2); S3 against T3 4+ (1/2): 1/4.
    expect(heat.value.places[0]?.value).toBeCloseTo(1 / 4, 12);
  });

  it('ranks the sheltered places by value, then the shorter move, leaving out the exposed and those with no shot', () => {
    const at = (cost: number) => ({ x: cost, y: 0, level: 0, floor: null, move: cost === 0 ? ('stay' as const) : ('move' as const), cost });
    const values = [0.2, 0.5, 0.3, 0.3, 0];
    const sheltered = [true, false, true, true, true];
    const heat = { shooter: 's', places: values.map((value, i) => ({ place: at(i), value, target: value > 0 ? 't' : null, way: null, needed: null })), best: [], notApplied: [] };
    const exposure = { shooter: 's', places: sheltered.map((flag, i) => ({ place: at(i), value: flag ? 0 : 0.1, sheltered: flag, threats: [], order: 'worst' as const })), notApplied: [], withheld: null };
    expect(bestSheltered(heat, exposure)).toEqual([2, 3, 0]);
    expect(bestSheltered(heat, exposure, 2)).toEqual([2, 3]);
  });

  it('combines independent shooters: chances as 1 − Π(1 − p), expectations summed', () => {
    expect(combineThreats([1 / 4, 1 / 4], 'any-effect')).toBeCloseTo(7 / 16, 12);
    expect(combineThreats([], 'out-of-action')).toBe(0);
    expect(combineThreats([0.5, 1.25], 'models')).toBe(1.75);
  });

  it('orders the best places by value, then by the shorter move', () => {
    expect(bestPlaces([{ value: 0, cost: 0 }, { value: 0.5, cost: 3 }, { value: 0.5, cost: 2 }, { value: 0.2, cost: 1 }], 5)).toEqual([2, 1, 3]);
  });

  it('ranks tiny values by value (a unit destroyed at 4·10⁻¹¹ is not a tie with 3·10⁻¹¹), and ties values that differ only by rounding', () => {
    expect(bestPlaces([{ value: 3e-11, cost: 0 }, { value: 4e-11, cost: 5 }, { value: 3.5e-11, cost: 1 }], 3)).toEqual([1, 2, 0]);
    // 0.1 + 0.2 is 0.30000000000000004 in floats: the same chance as 0.3, so the shorter move wins.
    expect(bestPlaces([{ value: 0.1 + 0.2, cost: 4 }, { value: 0.3, cost: 2 }], 2)).toEqual([1, 0]);
  });
});

describe('the move the file gives, and the move asked over it', () => {
  /** A bundled example with one unit's profile changed. */
  function withProfile(path: string, unit: string, changes: Model, rules?: readonly string[]): { game: Game; scenario: GameScenario } {
    const file = JSON.parse(readFileSync(path, 'utf8')) as { battle: { armies: { units: { id: string; profile: Model; rules?: readonly string[] }[] }[] } };
    for (const army of file.battle.armies) {
      for (const u of army.units) {
        if (u.id !== unit) continue;
        u.profile = { ...u.profile, ...changes };
        if (rules) u.rules = rules;
      }
    }
    return parsed(JSON.stringify(file));
  }

  it('Battleaxe: a unit moves its profile\'s M, and --move overrides it', () => {
    // The archers with M 1 in the open: the grid's points within 1" of where they stand, 1 + 4 × 3 (at 0.5, 0.707 and 1).
    const { game, scenario } = withProfile('examples/battleaxe/hedge-and-wall.json', 'archers', { M: 1 });
    const map = heatMap(game, scenario, 'archers', { goal: 'models' });
    if (!map.ok) throw new Error(map.problem);
    expect(map.value.places).toHaveLength(13);
    expect(map.value.notApplied).not.toContain('movement-unknown');
    // Asked to stay (0"), only where they stand; asked 2", the same places as a file with M 2.
    const stay = heatMap(game, scenario, 'archers', { goal: 'models', move: 0 });
    expect(stay.ok && stay.value.places.map((p) => p.place.move)).toEqual(['stay']);
    const two = withProfile('examples/battleaxe/hedge-and-wall.json', 'archers', { M: 2 });
    const asked = heatMap(game, scenario, 'archers', { goal: 'models', move: 2 });
    const fromFile = heatMap(two.game, two.scenario, 'archers', { goal: 'models' });
    if (!asked.ok || !fromFile.ok) throw new Error('no map');
    expect(asked.value.places.length).toBeGreaterThan(13);
    expect(asked.value.places).toEqual(fromFile.value.places);
  });

  it('The Ninth Age: a unit Advances its profile\'s Adv (with March and Shoot, Marches twice that), and --move overrides it', () => {
    const { game, scenario } = withProfile('examples/ninth-age/forest-flank.json', 'crossbowmen', { Adv: 1 });
    const map = heatMap(game, scenario, 'crossbowmen', { goal: 'any-effect' });
    if (!map.ok) throw new Error(map.problem);
    expect(map.value.notApplied).not.toContain('movement-unknown');
    // Within 1" it Advances: 13 places with the one it stands on; without March and Shoot, no March.
    expect(map.value.places).toHaveLength(13);
    expect(map.value.places.every((p) => p.place.move !== 'march')).toBe(true);
    // With March and Shoot it Marches up to twice its Advance Rate, 2".
    const marching = withProfile('examples/ninth-age/forest-flank.json', 'crossbowmen', { Adv: 1 }, ['march-and-shoot']);
    const marched = heatMap(marching.game, marching.scenario, 'crossbowmen', { goal: 'any-effect' });
    if (!marched.ok) throw new Error(marched.problem);
    const marches = marched.value.places.filter((p) => p.place.move === 'march');
    expect(marches.length).toBeGreaterThan(0);
    expect(marches.every((p) => p.place.cost > 1 && p.place.cost <= 2)).toBe(true);
    const plain = example('examples/ninth-age/forest-flank.json');
    const asked = heatMap(plain.game, plain.scenario, 'crossbowmen', { goal: 'any-effect', move: 1 });
    if (!asked.ok) throw new Error(asked.problem);
    expect(map.value.places).toEqual(asked.value.places);
    const stay = heatMap(game, scenario, 'crossbowmen', { goal: 'any-effect', move: 0 });
    expect(stay.ok && stay.value.places).toHaveLength(1);
  });

  it('Mordheim: --move overrides the warrior\'s M', () => {
    const table = mordheimTable([], [{ id: 'a', name: 'A', position: [12, 18], facing: 0, profile: human, weapons: ['bow'] }], [{ id: 'b', name: 'B', position: [12, 10], facing: 0, profile: human }]);
    const { game, scenario } = parsed(table);
    const asked = heatMap(game, scenario, 'a', { goal: 'out-of-action', move: 1 });
    expect(asked.ok && asked.value.places).toHaveLength(13);
  });

  it('refuses a move out of its range in the file, with the path', () => {
    const file = JSON.parse(readFileSync('examples/ninth-age/forest-flank.json', 'utf8')) as { battle: { armies: { units: { profile: Model }[] }[] } };
    const unit = file.battle.armies[0]?.units[0];
    if (!unit) throw new Error('no unit');
    unit.profile = { ...unit.profile, Adv: 25 };
    const result = parseGameScenario(BUILT_IN_REGISTRY, JSON.stringify(file));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => i.path)).toEqual([['battle', 'armies', 0, 'units', 0, 'profile', 'Adv']]);
    const axe = JSON.parse(readFileSync('examples/battleaxe/hedge-and-wall.json', 'utf8')) as typeof file;
    const archers = axe.battle.armies[0]?.units[0];
    if (!archers) throw new Error('no unit');
    archers.profile = { ...archers.profile, M: 11 };
    const refused = parseGameScenario(BUILT_IN_REGISTRY, JSON.stringify(axe));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.issues.map((i) => i.path)).toEqual([['battle', 'armies', 0, 'units', 0, 'profile', 'M']]);
  });
});

/** Every `step`th place of a heat map, its value rebuilt from the table's own answers with the shooter moved there. */
function checkSample(game: Game, scenario: GameScenario, shooter: string, goal: AdviceGoal, move: number | undefined, step: number): number {
  const advice = game.advice;
  const table = game.table;
  if (!advice || !table) throw new Error('no advice');
  const map = heatMap(game, scenario, shooter, { goal, ...(move === undefined ? {} : { move }) });
  if (!map.ok) throw new Error(map.problem);
  let checked = 0;
  map.value.places.forEach((heat, i) => {
    if (i % step !== 0) return;
    const moved = advice.moveTo(scenario, shooter, heat.place);
    if (!moved) throw new Error('not moved');
    const targets = table.targets(moved, shooter);
    const legal = (targets?.may ? targets.candidates : []).filter((c) => c.legal);
    const values = legal.map((c) => {
      const odds = advice.shotOdds(moved, shooter, c.target, c.way, floatArithmetic);
      return odds ? advice.goalValue(moved, c.target, odds, goal) : 0;
    });
    expect(heat.value).toBeCloseTo(Math.max(0, ...values), 12);
    if (heat.target !== null) expect(legal.some((c) => c.target === heat.target && c.way === heat.way)).toBe(true);
    checked += 1;
  });
  return checked;
}

/**
 * Every `step`th place of an exposure map, each threat rebuilt from the table's own answers: in
 * the enemy side's phase with the shooter moved there, the best goal value among the enemy
 * shooter's legal candidates at the shooter (`GameTable.targets`, `shotOdds`).
 */
function checkExposureSample(game: Game, scenario: GameScenario, shooter: string, goal: AdviceGoal, step: number): number {
  const advice = game.advice;
  const table = game.table;
  if (!advice || !table) throw new Error('no advice');
  const map = exposureMap(game, scenario, shooter, { goal });
  if (!map.ok) throw new Error(map.problem);
  let threats = 0;
  map.value.places.forEach((exposed, i) => {
    if (i % step !== 0) return;
    const moved = advice.moveTo(scenario, shooter, exposed.place);
    if (!moved) throw new Error('not moved');
    const expected: { shooter: string; value: number }[] = [];
    for (const phase of advice.enemyPhases(moved, shooter) ?? []) {
      for (const enemy of table.shooters(phase) ?? []) {
        const targets = table.targets(phase, enemy);
        const atShooter = (targets?.may ? targets.candidates : []).filter((c) => c.legal && c.target === shooter);
        const values = atShooter.map((c) => {
          const odds = advice.shotOdds(phase, enemy, c.target, c.way, floatArithmetic);
          return odds ? advice.goalValue(phase, c.target, odds, goal) : 0;
        });
        const best = Math.max(0, ...values);
        if (best > 0) expected.push({ shooter: enemy, value: best });
      }
    }
    expect(exposed.threats.map((t) => t.shooter)).toEqual(expected.map((e) => e.shooter));
    exposed.threats.forEach((t, k) => expect(t.value).toBeCloseTo(expected[k]?.value ?? -1, 12));
    expect(exposed.value).toBeCloseTo(bruteExposure(game, moved, shooter, goal), 12);
    threats += expected.length;
  });
  return threats;
}

/**
 * The exposure written apart from the map's search, with no memo and no merging: each enemy
 * side in turn, each enemy in its default order taking, among its legal candidates at the
 * shooter (`GameTable.targets`), the one whose outcomes (`GameTable.outcomes`) leave the
 * shooter worst off; at the end what became of the shooter, its models counted by
 * `GameTable.enemies` (any effect: the game's `harm`).
 */
function bruteExposure(game: Game, root: GameScenario, shooter: string, goal: AdviceGoal): number {
  const advice = game.advice;
  const table = game.table;
  if (!advice || !table) throw new Error('no advice');
  const phases = advice.enemyPhases(root, shooter) ?? [];
  const modelsOf = (scenario: GameScenario) => table.enemies(scenario)?.find((e) => e.id === shooter)?.models ?? 0;
  const start = phases[0] ? modelsOf(phases[0]) : 0;
  const end = (scenario: GameScenario): number => {
    switch (goal) {
      case 'out-of-action':
        return modelsOf(scenario) === 0 ? 1 : 0;
      case 'models':
        return start - modelsOf(scenario);
      case 'any-effect':
        return advice.harm(root, scenario, shooter, goal);
    }
  };
  const walk = (side: number, index: number, scenario: GameScenario): number => {
    const order = phases[side] ? (table.shooters(phases[side]) ?? []) : [];
    if (index >= order.length) {
      const next = advice.enemyPhases(scenario, shooter)?.[side + 1];
      return side + 1 < phases.length && next ? walk(side + 1, 0, next) : end(scenario);
    }
    const enemy = order[index] ?? '';
    const targets = table.targets(scenario, enemy);
    const atShooter = (targets?.may ? targets.candidates : []).filter((c) => c.legal && c.target === shooter);
    const values = atShooter.flatMap((c) => {
      const weighed = table.outcomes(scenario, enemy, c.target, c.way, floatArithmetic);
      return weighed?.ok ? [weighed.outcomes.reduce((sum, o) => sum + o.chance * walk(side, index + 1, o.after), 0)] : [];
    });
    return values.length > 0 ? Math.max(...values) : walk(side, index + 1, scenario);
  };
  return phases[0] ? walk(0, 0, phases[0]) : 0;
}

describe('the advisor’s numbers are the table’s', () => {
  it('the exposure map: each enemy\'s threat is its best legal shot at the shooter, as the table gives it', () => {
    // The street with two Skaven armed with bows, the marksman on the ground by the wall.
    const file = JSON.parse(readFileSync('examples/mordheim/battle-street.json', 'utf8')) as { battle: { warbands: { models: Model[] }[] } };
    for (const warband of file.battle.warbands) {
      for (const model of warband.models) {
        if (model.id === 'marksman') {
          model.position = [9, 11];
          delete model.floor;
        }
        if (model.id === 'ogre') model.weapons = ['bow'];
        if (model.id === 'swordsman') model.weapons = ['short-bow'];
      }
    }
    const { game, scenario } = parsed(JSON.stringify(file));
    for (const goal of ['out-of-action', 'any-effect', 'models'] as const) expect(checkExposureSample(game, scenario, 'marksman', goal, 9)).toBeGreaterThan(5);
  });

  it('on the street, for every goal', () => {
    const { game, scenario } = example('examples/mordheim/battle-street.json');
    for (const goal of ['out-of-action', 'any-effect', 'models'] as const) expect(checkSample(game, scenario, 'marksman', goal, undefined, 11)).toBeGreaterThan(10);
  });

  it('on a Battleaxe table and a Ninth Age one, units moving', () => {
    const battleaxe = example('examples/battleaxe/hedge-and-wall.json');
    expect(checkSample(battleaxe.game, battleaxe.scenario, 'archers', 'models', 2, 7)).toBeGreaterThan(5);
    const ninthAge = example('examples/ninth-age/forest-flank.json');
    expect(checkSample(ninthAge.game, ninthAge.scenario, 'crossbowmen', 'any-effect', 2, 7)).toBeGreaterThan(5);
  });

  it('gives the same odds in exact fractions as in floats', () => {
    const { game, scenario } = example('examples/mordheim/battle-street.json');
    const exact = game.advice?.shotOdds(scenario, 'marksman', 'lookout', 'long-bow', exactArithmetic);
    const floats = game.advice?.shotOdds(scenario, 'marksman', 'lookout', 'long-bow', floatArithmetic);
    const outExact = exact?.results.find((r) => r.result === 'out-of-action')?.chance;
    if (!outExact || !floats) throw new Error('no odds');
    expect(floats.results.find((r) => r.result === 'out-of-action')?.chance).toBeCloseTo(rationalToNumber(outExact), 12);
  });
});
