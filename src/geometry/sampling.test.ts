/**
 * Cross-check of the exact sight queries against brute force: on many small random tables,
 * ray-cast a grid of points on the target's silhouette rectangle against the obstructions
 * (the same solids, round footprints as their 16-gon) and compare.
 *
 * Half the random tables are snapped to a quarter-inch grid, and one table in four is built
 * for exact grazing (wall tops at eye height, corners on the silhouette's edge lines, seams
 * between walls on a line from the eye), so grazing cases are common, not rare.
 *
 * Result with the seed below (400 tables, 32×32 rays for the fraction and 33×33 rays, edges
 * and corners included, for visibility): the hidden fractions all agree within the sampling
 * bound, and visibility disagrees on 0 tables, though 34 tables are visible only along
 * grazing lines. A disagreement would have to be a grazing case: either a sight line that slips
 * between the rays and closes when every obstruction grows by 1.5 ray spacings, or a ray that
 * gets through only by grazing and is blocked when obstructions grow by 0.001".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { segmentCrossesSolid } from './crossing.js';
import { hiddenFraction } from './hidden.js';
import { obstructionSet } from './obstructions.js';
import { pointStrictlyInPolygon, polygonBoundaryDistance, polygonCentroid, polygonIsSimple } from './polygon.js';
import type { Footprint, Solid } from './shapes.js';
import { circle, circlePolygon, footprintPolygon, orientedRect, polygonFootprint, solid } from './shapes.js';
import { sightLineExists } from './sight.js';
import { EPSILON } from './tolerance.js';
import { flatClipToRect } from './union.js';
import type { Point2, Point3 } from './vector.js';
import type { TargetSilhouette } from './view.js';
import { shadows, silhouettePoint, targetSilhouette } from './view.js';

const TABLES = 400;
const DISAGREEMENTS_NOTED = 0;
const GRID = 32;

function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

type Table = { readonly eye: Point3; readonly target: Solid; readonly obstructions: readonly Solid[] };

function makeTable(random: () => number, snapped: boolean): Table {
  const q = (v: number): number => (snapped ? Math.round(v * 4) / 4 : v);
  const between = (lo: number, hi: number): number => lo + (hi - lo) * random();
  const eyeFoot = { x: q(between(0, 4)), y: q(between(0, 4)) };
  const eye = { ...eyeFoot, z: q(between(0.5, 4)) };
  const heading = between(0, 2 * Math.PI);
  const dir = { x: Math.cos(heading), y: Math.sin(heading) };
  const side = { x: -dir.y, y: dir.x };
  const reach = between(5, 15);
  const along = (f: number, lateral: number): Point2 => ({
    x: q(eyeFoot.x + dir.x * reach * f + side.x * lateral),
    y: q(eyeFoot.y + dir.y * reach * f + side.y * lateral),
  });
  const targetFoot: Footprint =
    random() < 0.6
      ? circle(along(1, 0), q(between(0.4, 1)) || 0.25)
      : orientedRect(along(1, 0), q(between(0.8, 3)) || 0.5, q(between(0.8, 2)) || 0.5, q(between(0, 360)));
  const targetBottom = random() < 0.3 ? q(between(0, 2)) : 0;
  const target = solid(targetFoot, targetBottom, targetBottom + (q(between(0.8, 2.5)) || 0.25));

  const obstructions: Solid[] = [];
  const count = 1 + Math.floor(random() * 6);
  while (obstructions.length < count) {
    const centre = along(between(0.15, 0.85), between(-2.5, 2.5));
    const kind = random();
    let footprint: Footprint;
    if (kind < 0.35) {
      footprint = circle(centre, q(between(0.3, 1.2)) || 0.25);
    } else if (kind < 0.6) {
      footprint = orientedRect(centre, q(between(1, 6)) || 0.25, q(between(0.25, 0.75)) || 0.25, q(between(0, 360)));
    } else {
      const corners = 4 + Math.floor(random() * 5);
      const points: Point2[] = [];
      for (let k = 0; k < corners; k++) {
        const angle = ((k + between(0.1, 0.9)) / corners) * 2 * Math.PI;
        const radius = between(0.5, 3);
        points.push({ x: q(centre.x + radius * Math.cos(angle)), y: q(centre.y + radius * Math.sin(angle)) });
      }
      if (!polygonIsSimple(points)) continue;
      footprint = polygonFootprint(points);
    }
    // Keep the eye outside every obstruction, as a real shooter is.
    if (covers(footprint, eyeFoot)) continue;
    const bottom = random() < 0.2 ? q(between(0, 2)) : 0;
    obstructions.push(solid(footprint, bottom, bottom + (q(between(0.3, 4.5)) || 0.25)));
  }
  return { eye, target, obstructions };
}

/**
 * A table built for exact grazing: the eye at (0, 0) looking along +x at a 1"-wide target 12"
 * away, with walls whose tops sit exactly at eye height, walls with a corner exactly on a
 * line to the silhouette's edges, and pairs of tall walls meeting corner to corner on a line
 * from the eye. All coordinates are exact in binary, so the coincidences are exact too.
 */
function makeGrazingTable(random: () => number): Table {
  const pick = <T,>(options: readonly T[]): T => options[Math.floor(random() * options.length)]!;
  const h = pick([1, 1.5, 2]);
  const eye = { x: 0, y: 0, z: h };
  const target = solid(circle({ x: 12, y: 0 }, 0.5), 0, pick([h, h, h / 2, h + 0.5]));
  const box = (x0: number, y0: number, x1: number, y1: number, top: number): Solid =>
    solid(polygonFootprint([{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }]), 0, top);
  const obstructions: Solid[] = [];
  const count = 1 + Math.floor(random() * 3);
  for (let k = 0; k < count; k++) {
    const kind = random();
    // Lines from the eye reach the plane at x = 12 at offset 2·(their offset at x = 6).
    const y = pick([-0.25, -0.125, 0, 0.125, 0.25]);
    if (kind < 0.3) {
      obstructions.push(box(pick([4, 5, 6]), -3, 6.5, 3, pick([h, h, h - 0.5])));
    } else if (kind < 0.65) {
      obstructions.push(random() < 0.5 ? box(6, y, 7, 3, 5) : box(6, -3, 7, y, 5));
    } else {
      obstructions.push(box(5.5, -3, 6, y, 5), box(6, y, 6.5, 3, 5));
    }
  }
  return { eye, target, obstructions };
}

function covers(footprint: Footprint, p: Point2): boolean {
  const outline = footprintPolygon(footprint);
  return pointStrictlyInPolygon(p, outline) || polygonBoundaryDistance(p, outline) < 0.05;
}

/** The obstruction as the sight queries see it: a round footprint becomes its 16-gon. */
function asPolygonSolid(s: Solid): Solid {
  return s.footprint.kind === 'circle' ? solid(polygonFootprint(circlePolygon(s.footprint)), s.bottom, s.top) : s;
}

/** Every obstruction made bigger by about `delta` on every side and at top and bottom. */
function grown(s: Solid, delta: number): Solid {
  const f = s.footprint;
  let footprint: Footprint;
  switch (f.kind) {
    case 'circle':
      footprint = circle(f.centre, f.radius + delta);
      break;
    case 'rect':
      footprint = orientedRect(f.centre, f.width + 2 * delta, f.depth + 2 * delta, f.facing);
      break;
    case 'polygon': {
      // The polygons are star-shaped about their centroid, so scaling about it only adds area.
      const c = polygonCentroid(f.points);
      const factor = 1 + (2 * delta) / Math.max(1e-3, polygonBoundaryDistance(c, f.points));
      footprint = polygonFootprint(f.points.map((p) => ({ x: c.x + (p.x - c.x) * factor, y: c.y + (p.y - c.y) * factor })));
      break;
    }
  }
  return solid(footprint, s.bottom - delta, s.top + delta);
}

function rayBlocked(eye: Point3, p: Point3, bodies: readonly Solid[]): boolean {
  return bodies.some((b) => segmentCrossesSolid(eye, p, b));
}

/** Rigorous bound on midpoint-sampling error: cells crossed by any shadow outline, over all cells. */
function samplingBound(table: Table, s: TargetSilhouette): number {
  const w = (s.right - s.left) / GRID;
  const h = (s.top - s.bottom) / GRID;
  let cells = 0;
  for (const shadow of shadows(s, obstructionSet(table.obstructions), [])) {
    for (const piece of shadow.pieces) {
      const clipped = flatClipToRect(piece, s.left, s.right, s.bottom, s.top);
      if (clipped.length < 6) continue;
      let minX = Infinity;
      let maxX = -Infinity;
      let minY = Infinity;
      let maxY = -Infinity;
      for (let i = 0; i < clipped.length; i += 2) {
        minX = Math.min(minX, clipped[i]!);
        maxX = Math.max(maxX, clipped[i]!);
        minY = Math.min(minY, clipped[i + 1]!);
        maxY = Math.max(maxY, clipped[i + 1]!);
      }
      // A convex outline crosses each grid line at most twice.
      cells += 2 * ((maxX - minX) / w + 1) + 2 * ((maxY - minY) / h + 1) + 4;
    }
  }
  return cells / (GRID * GRID);
}

type Outcome = {
  readonly table: Table;
  readonly exact: ReturnType<typeof hiddenFraction>;
  readonly sight: boolean;
  readonly sampledHidden: number;
  readonly bound: number;
  /** A grid ray (corners and edges of the rectangle included) that nothing blocks, if any. */
  readonly openRay: Point3 | null;
};

const outcomes: Outcome[] = [];

beforeAll(() => {
  const random = generator(20240611);
  for (let k = 0; k < TABLES; k++) {
    const table = k % 4 === 3 ? makeGrazingTable(random) : makeTable(random, k % 2 === 1);
    const s = targetSilhouette(table.eye, table.target);
    if (!s) continue;
    const bodies = table.obstructions.map(asPolygonSolid);
    let blockedCells = 0;
    for (let i = 0; i < GRID; i++) {
      for (let j = 0; j < GRID; j++) {
        const p = silhouettePoint(
          s,
          s.left + ((s.right - s.left) * (i + 0.5)) / GRID,
          s.bottom + ((s.top - s.bottom) * (j + 0.5)) / GRID,
        );
        if (rayBlocked(table.eye, p, bodies)) blockedCells++;
      }
    }
    let openRay: Point3 | null = null;
    for (let i = 0; i <= GRID && !openRay; i++) {
      for (let j = 0; j <= GRID && !openRay; j++) {
        const p = silhouettePoint(s, s.left + ((s.right - s.left) * i) / GRID, s.bottom + ((s.top - s.bottom) * j) / GRID);
        if (!rayBlocked(table.eye, p, bodies)) openRay = p;
      }
    }
    outcomes.push({
      table,
      exact: hiddenFraction(table.eye, table.target, table.obstructions),
      sight: sightLineExists(table.eye, table.target, table.obstructions),
      sampledHidden: blockedCells / (GRID * GRID),
      bound: samplingBound(table, s),
      openRay,
    });
  }
});

describe('exact sight queries against ray-cast sampling on random tables', () => {
  it('has a silhouette for every table, and a fair mix of clear, partly and fully hidden targets', () => {
    expect(outcomes).toHaveLength(TABLES);
    const clear = outcomes.filter((o) => o.exact.hidden === 0).length;
    const full = outcomes.filter((o) => o.exact.hidden === 1).length;
    const grazingOnly = outcomes.filter((o) => o.exact.hidden === 1 && o.exact.sightLine).length;
    expect(clear).toBeGreaterThan(10);
    expect(full).toBeGreaterThan(10);
    expect(grazingOnly).toBeGreaterThan(10);
  });

  it('agrees on the hidden fraction within the sampling bound', () => {
    const misses = outcomes.filter((o) => Math.abs(o.exact.hidden - o.sampledHidden) > o.bound + 1e-9);
    expect(misses.map((o) => [o.exact.hidden, o.sampledHidden, o.bound])).toEqual([]);
    const meanError = outcomes.reduce((sum, o) => sum + Math.abs(o.exact.hidden - o.sampledHidden), 0) / outcomes.length;
    expect(meanError).toBeLessThan(0.01);
  });

  it('answers sightLineExists exactly as hiddenFraction.sightLine, and consistently with hidden', () => {
    for (const o of outcomes) {
      expect(o.sight).toBe(o.exact.sightLine);
      if (o.exact.hidden < 1 - EPSILON) expect(o.exact.sightLine).toBe(true);
      if (!o.exact.sightLine) expect(o.exact.hidden).toBe(1);
    }
  });

  it(`disagrees on visibility only in grazing cases (${DISAGREEMENTS_NOTED} of ${TABLES} tables disagree)`, () => {
    const seenOnlyExactly: Outcome[] = [];
    const seenOnlyBySampling: Outcome[] = [];
    const unexplained: Outcome[] = [];
    for (const o of outcomes) {
      const sampledSight = o.openRay !== null;
      if (sampledSight === o.exact.sightLine) continue;
      const { eye, target, obstructions } = o.table;
      if (o.exact.sightLine) {
        // Every grid ray is blocked, yet a sight line exists: the open part slips between rays,
        // so growing every obstruction by about one ray spacing must close it.
        seenOnlyExactly.push(o);
        const s = targetSilhouette(eye, target)!;
        const spacing = (1.5 * Math.max(s.right - s.left, s.top - s.bottom)) / GRID;
        if (sightLineExists(eye, target, obstructions.map((b) => grown(b, spacing)))) unexplained.push(o);
      } else {
        // A grid ray gets through where the exact test sees no line: it must graze, so a
        // thousandth of an inch more obstruction blocks it.
        seenOnlyBySampling.push(o);
        const bodies = obstructions.map((b) => asPolygonSolid(grown(b, 1e-3)));
        if (!rayBlocked(eye, o.openRay!, bodies)) unexplained.push(o);
      }
    }
    expect(unexplained.map((o) => o.table)).toEqual([]);
    // The count this seed gives; a change that keeps every disagreement a grazing case may move it.
    expect(seenOnlyExactly.length + seenOnlyBySampling.length).toBe(DISAGREEMENTS_NOTED);
  });
});
