/**
 * Benchmarks of the geometry layer on a fixed table: 100 models on round bases (25–40 mm,
 * 1–2" tall) and 30 terrain pieces (polygons of 4–8 corners, 0.5–6" tall) on 48"×48", and the
 * same density on tables of 400 and 1,600 models, to show how the cost grows with the table.
 * Each query task rebuilds the obstruction set first, as a page would after a model is dragged.
 */
import type { BenchCase } from './case.js';
import type { ObstructionSet, Point2, Point3, Segment, Solid, ViewMatrix, ViewMatrixRow } from '../src/geometry/index.js';
import {
  circle,
  footprintDistance,
  hiddenFraction,
  obstructionSet,
  polygonFootprint,
  polygonIsSimple,
  roundBase,
  shooterViews,
  sightLineExists,
  solid,
  solidDistance,
  threeLines,
  viewMatrix,
} from '../src/geometry/index.js';
import { generator } from './random.js';

const TABLE_SIZE = 48;
const MODELS = 100;
const TERRAIN = 30;

export type BenchTable = {
  /** Models first (indices 0–99), then terrain (100–129). */
  readonly solids: readonly Solid[];
  readonly models: readonly { readonly body: Solid; readonly foot: Point2; readonly eye: Point3; readonly radius: number }[];
};

/**
 * A seeded table of `scale` × 100 models and `scale` × 30 terrain pieces on a square of
 * `scale` × 48"×48" in area: the same density at every size. Scale 1 is the bench table.
 */
export function benchTable(seed = 7, scale = 1): BenchTable {
  const random = generator(seed);
  const side = TABLE_SIZE * Math.sqrt(scale);
  const between = (lo: number, hi: number): number => lo + (hi - lo) * random();
  const terrain: Solid[] = [];
  while (terrain.length < TERRAIN * scale) {
    const centre = { x: between(4, side - 4), y: between(4, side - 4) };
    const corners = 4 + Math.floor(random() * 5);
    const points: Point2[] = [];
    for (let k = 0; k < corners; k++) {
      const angle = ((k + between(0.15, 0.85)) / corners) * 2 * Math.PI;
      const radius = between(1, 4);
      points.push({ x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) });
    }
    const footprint = polygonFootprint(points);
    if (!polygonIsSimple(points)) continue;
    if (terrain.some((t) => footprintDistance(t.footprint, footprint) < 1)) continue;
    terrain.push(solid(footprint, 0, between(0.5, 6)));
  }
  const models: BenchTable['models'][number][] = [];
  while (models.length < MODELS * scale) {
    const foot = { x: between(1, side - 1), y: between(1, side - 1) };
    const base = roundBase(foot, between(25, 40));
    if (terrain.some((t) => footprintDistance(t.footprint, base) === 0)) continue;
    if (models.some((m) => footprintDistance(m.body.footprint, base) === 0)) continue;
    const height = between(1, 2);
    models.push({ body: solid(base, 0, height), foot, eye: { x: foot.x, y: foot.y, z: 0.9 * height }, radius: base.radius });
  }
  return { solids: [...models.map((m) => m.body), ...terrain], models };
}

/** The target's facing as the shooter sees it: across its base, left end first. */
function facingFrom(from: Point2, to: Point2, radius: number): Segment {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.sqrt(dx * dx + dy * dy);
  const ax = -dy / length;
  const ay = dx / length;
  return { a: { x: to.x - ax * radius, y: to.y - ay * radius }, b: { x: to.x + ax * radius, y: to.y + ay * radius } };
}

/**
 * Every query one shooter makes against every other model, pair by pair through the
 * one-pair functions; returns a checksum so nothing is optimised away. The sight answer
 * comes with the hidden fraction (`sightLine`), as a page would take it; `sightLineExists`
 * on its own is timed separately.
 */
export function shooterQueriesPairwise(table: BenchTable, set: ObstructionSet, shooter: number): number {
  const s = table.models[shooter]!;
  let checksum = 0;
  table.models.forEach((t, target) => {
    if (target === shooter) return;
    const options = { ignore: [shooter, target] };
    const view = hiddenFraction(s.eye, t.body, set, options);
    checksum += view.hidden + (view.sightLine ? 1 : 0);
    const lines = threeLines(s.foot, facingFrom(s.foot, t.foot, t.radius), set, options);
    checksum += lines.left.crosses.length + lines.centre.crosses.length + lines.right.crosses.length;
    checksum += solidDistance(s.body, t.body);
  });
  return checksum;
}

/**
 * Which targets a bench asks three lines to: every one, or only those in the eye's sight (what
 * a shooting phase asks: cover lines matter only to a target that can be shot at; see
 * `ShooterOptions.linesInSight`).
 */
export type LinesAsked = 'all' | 'in-sight';

/**
 * The same queries and checksum as {@link shooterQueriesPairwise}, in one batch call per
 * shooter (`shooterViews`: hidden fractions and three lines together). Every model is a
 * target (the shooter's own entry has no facing, and no silhouette from its own eyes), each
 * leaving out itself (`ignoreEach`, the same lists for every shooter) and the shooter; given
 * `columns`, only those models are targets (see {@link enemiesOf}); given `lines` 'in-sight',
 * only the targets in sight get three lines.
 */
export function shooterQueries(
  table: BenchTable,
  set: ObstructionSet,
  shooter: number,
  own: readonly (readonly number[])[],
  columns: readonly number[] | null = null,
  lines: LinesAsked = 'all',
): number {
  const s = table.models[shooter]!;
  const asked = columns ?? table.models.map((_, target) => target);
  const targets = asked.map((target) => {
    const t = table.models[target]!;
    return { body: t.body, facing: target === shooter ? undefined : facingFrom(s.foot, t.foot, t.radius) };
  });
  const views = shooterViews(s.eye, targets, set, {
    ignore: [shooter],
    ignoreEach: columns ? columns.map((target) => own[target]) : own,
    linesInSight: lines === 'in-sight',
  });
  let checksum = 0;
  asked.forEach((target, k) => {
    if (target === shooter) return;
    const { view, lines } = views[k]!;
    checksum += view.hidden + (view.sightLine ? 1 : 0);
    if (lines) checksum += lines.left.crosses.length + lines.centre.crosses.length + lines.right.crosses.length;
    checksum += solidDistance(s.body, table.models[target]!.body);
  });
  return checksum;
}

/**
 * The shooter's enemies when the table's `models` form two sides (50 each on the bench table),
 * the first half against the second (the models stand at random, so the two sides are mixed
 * over the whole table, as late in a game).
 */
export function enemiesOf(shooter: number, models = MODELS): number[] {
  const half = models / 2;
  const first = shooter < half ? half : 0;
  const enemies: number[] = [];
  for (let k = 0; k < half; k++) enemies.push(first + k);
  return enemies;
}

/** Every model's enemies ({@link enemiesOf}), listed once per table as a phase knows its sides before it asks. */
export function sidesOf(table: BenchTable): number[][] {
  return table.models.map((_, shooter) => enemiesOf(shooter, table.models.length));
}

/** Every shooter's row of a view matrix: the same targets, facings and lists as {@link shooterQueries}. */
export function tableRows(table: BenchTable, own: readonly (readonly number[])[]): ViewMatrixRow[] {
  return table.models.map((s, shooter) => ({
    eye: s.eye,
    targets: table.models.map((t, target) => ({ body: t.body, facing: target === shooter ? undefined : facingFrom(s.foot, t.foot, t.radius) })),
    ignore: [shooter],
    ignoreEach: own,
  }));
}

/**
 * The checksum of {@link shooterQueries} for every pair of a view matrix, kept up to date as
 * a page keeps its drawing: each step re-reads only the pairs the matrix redid (the dragged
 * model's own row and column among them, so its distances too).
 */
export class MatrixChecksum {
  private readonly pairs: Float64Array;
  private readonly size: number;
  private total = 0;

  constructor(table: BenchTable, matrix: ViewMatrix) {
    this.size = table.models.length;
    this.pairs = new Float64Array(this.size * this.size);
    this.update(table, matrix);
  }

  /** The checksum of one pair, as last read. */
  pair(shooter: number, target: number): number {
    return this.pairs[shooter * this.size + target]!;
  }

  update(table: BenchTable, matrix: ViewMatrix): number {
    const n = table.models.length;
    matrix.redone.forEach((targets, shooter) => {
      const views = matrix.views[shooter]!;
      for (const target of targets) {
        if (target === shooter) continue;
        const { view, lines } = views[target]!;
        let pair = view.hidden + (view.sightLine ? 1 : 0);
        if (lines) pair += lines.left.crosses.length + lines.centre.crosses.length + lines.right.crosses.length;
        pair += solidDistance(table.models[shooter]!.body, table.models[target]!.body);
        this.total += pair - this.pairs[shooter * n + target]!;
        this.pairs[shooter * n + target] = pair;
      }
    });
    return this.total;
  }
}

/**
 * The bench table with model `dragged` moved `dx` inches along x, as a page would rebuild it
 * while the model is dragged.
 */
export function tableWithModelMoved(table: BenchTable, dragged: number, dx: number): BenchTable {
  const models = table.models.map((m, k) => {
    if (k !== dragged) return m;
    const foot = { x: m.foot.x + dx, y: m.foot.y };
    const body = solid(circle(foot, m.radius), m.body.bottom, m.body.top);
    return { body, foot, eye: { x: foot.x, y: foot.y, z: m.eye.z }, radius: m.radius };
  });
  return { solids: [...models.map((m) => m.body), ...table.solids.slice(models.length)], models };
}

/** Each model's own index, as `ignoreEach` wants it: what every target leaves out. */
export function ownIndices(table: BenchTable): number[][] {
  return table.models.map((_, target) => [target]);
}

/** Names of the cases other cases refer to. */
const ONE_SHOOTER = 'geometry: one shooter vs 100 models (sight, hidden fraction, three lines, distance)';
const TWO_SIDES = 'geometry: all shooters vs all targets, two sides of 50 (every model at every enemy: 5,000 pairs, three lines to those in sight)';
const TWO_SIDES_ALL_LINES = 'geometry: the same 5,000 pairs, three lines to every enemy, in sight or not';

/** Built on first use, so that a larger table weighs on no case run before its own. */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** Every model at every enemy on `table`, the two sides its first and second half (`sides`, from {@link sidesOf}). */
function twoSides(table: BenchTable, own: readonly (readonly number[])[], sides: readonly (readonly number[])[], lines: LinesAsked): number {
  const set = obstructionSet(table.solids);
  let checksum = 0;
  for (let shooter = 0; shooter < table.models.length; shooter++) {
    checksum += shooterQueries(table, set, shooter, own, sides[shooter], lines);
  }
  return checksum;
}

/**
 * One shooter against every other model as a page asks it while a model is dragged: each run
 * moves the next model a quarter inch (right on the first pass, back on the second), updates
 * the obstruction set from the last (only the moved model is prepared again) and asks.
 */
function oneShooterOnMoves(start: () => BenchTable, lines: LinesAsked): () => number {
  let state: { table: BenchTable; set: ObstructionSet; own: number[][] } | null = null;
  let step = 0;
  return () => {
    if (!state) {
      const table = start();
      state = { table, set: obstructionSet(table.solids), own: ownIndices(table) };
    }
    const models = state.table.models.length;
    const dragged = 1 + (step % (models - 1));
    const dx = Math.floor(step / (models - 1)) % 2 === 0 ? 0.25 : -0.25;
    step += 1;
    const table = tableWithModelMoved(state.table, dragged, dx);
    const set = obstructionSet(table.solids, state.set);
    state = { table, set, own: state.own };
    return shooterQueries(table, set, 0, state.own, null, lines);
  };
}

/**
 * The table growing at the same density, 100 → 400 → 1,600 models: each case is shown against
 * the one of the previous size (`reference`), with its growth exponent (`size`). A cost per pair
 * that stays flat gives an exponent of 1 for one shooter against all, 2 for all enemy pairs.
 */
function growingTableCases(sink: (checksum: number) => void): BenchCase[] {
  const name = (models: number, lines: LinesAsked): string =>
    `geometry: one shooter vs ${models.toLocaleString('en')} models, ${((TERRAIN * models) / MODELS).toLocaleString('en')} terrain pieces, one model moved (set updated)` +
    (lines === 'in-sight' ? ', three lines to those in sight' : ', three lines to every model');
  const first = oneShooterOnMoves(benchTable, 'in-sight');
  const cases: BenchCase[] = [{ name: name(MODELS, 'in-sight'), unit: 'run', perRun: 1, size: MODELS, run: () => sink(first()), targetMs: 1 }];
  let oneBefore = name(MODELS, 'in-sight');
  let sidesBefore = TWO_SIDES;
  for (const scale of [4, 16]) {
    const models = MODELS * scale;
    const table = lazy(() => benchTable(7, scale));
    const own = lazy(() => ownIndices(table()));
    const sides = lazy(() => sidesOf(table()));
    const one = oneShooterOnMoves(table, 'in-sight');
    cases.push({ name: name(models, 'in-sight'), unit: 'run', perRun: 1, size: models, reference: oneBefore, run: () => sink(one()), targetMs: scale === 16 ? 5 : null });
    oneBefore = name(models, 'in-sight');
    if (scale === 16) {
      // The whole question beside it: lines to the targets out of sight as well, which no rule reads.
      const everyLine = oneShooterOnMoves(table, 'all');
      cases.push({ name: name(models, 'all'), unit: 'run', perRun: 1, reference: oneBefore, run: () => sink(everyLine()), targetMs: null });
    }
    // Every enemy pair of 1,600 models is 1.28 million pairs: seconds a run, too long for a bench.
    if (scale > 4) continue;
    const pairs = 2 * (models / 2) ** 2;
    const sidesName = `geometry: all enemy pairs, two sides of ${(models / 2).toLocaleString('en')} (${pairs.toLocaleString('en')} pairs, same density, three lines to those in sight)`;
    cases.push({ name: sidesName, unit: 'run', perRun: 1, size: models, reference: sidesBefore, run: () => sink(twoSides(table(), own(), sides(), 'in-sight')), targetMs: 250 });
    cases.push({
      name: `geometry: the same ${pairs.toLocaleString('en')} pairs, three lines to every enemy`,
      unit: 'run',
      perRun: 1,
      reference: sidesName,
      run: () => sink(twoSides(table(), own(), sides(), 'all')),
      targetMs: null,
    });
    sidesBefore = sidesName;
  }
  return cases;
}

/** The geometry group's cases; their state (tables, the drag step's matrix) lives in the closures. */
export function geometryCases(): BenchCase[] {
  const table = benchTable();
  const own = ownIndices(table);
  const sides = sidesOf(table);
  let sink = 0;
  const add = (checksum: number): void => {
    sink += checksum;
  };
  // One drag step after another: each step moves the next model a quarter inch (right on the
  // first pass over the models, back on the second), brings the last step's matrix up to date
  // and re-reads the pairs it redid, so every model of the table is dragged in turn.
  // The first matrix is built on the first step, not here: held from the start, its 9,900
  // views would make every case before this one pay for a larger heap.
  let step = 0;
  let current = table;
  let drag: { matrix: ViewMatrix; checksum: MatrixChecksum } | null = null;
  const dragStep = (): void => {
    if (!drag) {
      const matrix = viewMatrix(tableRows(current, own), obstructionSet(current.solids));
      drag = { matrix, checksum: new MatrixChecksum(current, matrix) };
    }
    const dragged = step % MODELS;
    const dx = Math.floor(step / MODELS) % 2 === 0 ? 0.25 : -0.25;
    step += 1;
    current = tableWithModelMoved(current, dragged, dx);
    // The set is updated from the last one: only the dragged model is prepared again.
    drag.matrix = viewMatrix(tableRows(current, own), obstructionSet(current.solids, drag.matrix.obstructions), drag.matrix);
    sink += drag.checksum.update(current, drag.matrix);
  };
  const run = (name: string, work: () => void, targetMs: number | null = null, size?: number): BenchCase => ({
    name,
    unit: 'run',
    perRun: 1,
    run: work,
    targetMs,
    ...(size === undefined ? {} : { size }),
  });
  return [
    run(
      ONE_SHOOTER,
      () => {
        const set = obstructionSet(table.solids);
        sink += shooterQueries(table, set, 0, own);
      },
      1,
      MODELS,
    ),
    // "All shooters against all targets": a target is an enemy, in all three games.
    run(TWO_SIDES, () => add(twoSides(table, own, sides, 'in-sight')), 16, MODELS),
    { ...run(TWO_SIDES_ALL_LINES, () => add(twoSides(table, own, sides, 'all'))), reference: TWO_SIDES },
    run('geometry: every model vs every other model, friend and foe (9,900 pairs)', () => {
      const set = obstructionSet(table.solids);
      for (let shooter = 0; shooter < table.models.length; shooter++) sink += shooterQueries(table, set, shooter, own);
    }),
    // The same target for what it is there for: a page that redraws while a model is dragged.
    run('geometry: every model vs every other, one drag step (viewMatrix carrying over the last)', dragStep, 16),
    run('geometry: every model vs every other, pair by pair (hiddenFraction, threeLines)', () => {
      const set = obstructionSet(table.solids);
      for (let shooter = 0; shooter < table.models.length; shooter++) sink += shooterQueriesPairwise(table, set, shooter);
    }),
    run('geometry: every model vs every other, sight lines and distances only', () => {
      const set = obstructionSet(table.solids);
      table.models.forEach((s, shooter) => {
        table.models.forEach((t, target) => {
          if (target === shooter) return;
          if (sightLineExists(s.eye, t.body, set, { ignore: [shooter, target] })) sink += 1;
          sink += solidDistance(s.body, t.body);
        });
      });
    }),
    run('geometry: one shooter vs 100 models, sightLineExists only', () => {
      const set = obstructionSet(table.solids);
      const s = table.models[0]!;
      table.models.forEach((t, target) => {
        if (target > 0 && sightLineExists(s.eye, t.body, set, { ignore: [0, target] })) sink += 1;
      });
    }),
    run('geometry: prepare obstruction set (130 solids)', () => {
      sink += obstructionSet(table.solids).prepared.length;
    }),
    run('geometry: distance, circle to circle', () => {
      sink += footprintDistance(circle({ x: 0, y: 0 }, 0.5), circle({ x: sink % 7, y: 4 }, 1));
    }),
    ...growingTableCases(add),
  ];
}
