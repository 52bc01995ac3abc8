import { EPSILON } from './tolerance.js';
import type { FlatPolygon } from './union.js';
import type { Shadow, TargetSilhouette } from './view.js';

/**
 * The careful half of the sight test, used only when the shadows cover the whole rectangle
 * up to rounding: is there still a point of the rectangle that no obstruction covers by
 * more than EPSILON? Such a point is the end of a sight line that only grazes obstructions.
 *
 * On each vertical line of the rectangle an obstruction blocks the heights its shadow covers,
 * less EPSILON at each end; across, it blocks only more than EPSILON inside its leftmost and
 * rightmost shadow edges. The pieces of one obstruction are joined before that shrinking
 * (closing gaps of up to EPSILON between them), so the seams between the convex pieces of a
 * non-convex footprint never let a line through.
 *
 * The blocked set changes shape only at corners, crossings, the shrunk ends and where edges
 * meet the rectangle's top and bottom, so checking those lines and the lines midway between
 * them decides the question.
 */
export function grazingSightLine(shadowList: readonly Shadow[], s: TargetSilhouette): boolean {
  const { left: x0, right: x1, bottom: y0, top: y1 } = s;
  const extents = shadowList.map((o) => {
    let min = Infinity;
    let max = -Infinity;
    for (const piece of o.pieces) {
      const [lo, hi] = pieceExtent(piece);
      min = Math.min(min, lo);
      max = Math.max(max, hi);
    }
    return [min, max] as const;
  });

  const xs: number[] = [x0, x1];
  const segments: number[][] = [];
  shadowList.forEach((o, i) => {
    const [min, max] = extents[i]!;
    xs.push(min + EPSILON, max - EPSILON);
    for (const piece of o.pieces) {
      const [lo, hi] = pieceExtent(piece);
      xs.push(lo - EPSILON, hi + EPSILON);
      const n = piece.length;
      for (let k = 0; k < n; k += 2) {
        const ax = piece[k]!;
        const ay = piece[k + 1]!;
        const bx = piece[(k + 2) % n]!;
        const by = piece[(k + 3) % n]!;
        xs.push(ax);
        segments.push([ax, ay, bx, by, segments.length, i]);
        for (const level of [y0, y1]) {
          if ((ay - level) * (by - level) < 0) xs.push(ax + ((level - ay) * (bx - ax)) / (by - ay));
        }
      }
    }
  });
  for (let i = 0; i < segments.length; i++) {
    for (let j = i + 1; j < segments.length; j++) {
      const x = crossingX(segments[i]!, segments[j]!);
      if (x !== null) xs.push(x);
    }
  }

  const inside = [...new Set(xs.filter((x) => x >= x0 && x <= x1))].sort((p, q) => p - q);
  const probes: number[] = [];
  inside.forEach((x, i) => {
    probes.push(x);
    const next = inside[i + 1];
    if (next !== undefined) probes.push((x + next) / 2);
  });
  return probes.some((x) => !blockedAcross(shadowList, extents, x, y0, y1));
}

function pieceExtent(piece: FlatPolygon): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (let k = 0; k < piece.length; k += 2) {
    lo = Math.min(lo, piece[k]!);
    hi = Math.max(hi, piece[k]!);
  }
  return [lo, hi];
}

function crossingX(p: readonly number[], q: readonly number[]): number | null {
  const [ax, ay, bx, by] = p as [number, number, number, number];
  const [cx, cy, dx, dy] = q as [number, number, number, number];
  const rx = bx - ax;
  const ry = by - ay;
  const sx = dx - cx;
  const sy = dy - cy;
  const den = rx * sy - ry * sx;
  if (den === 0) return null;
  const t = ((cx - ax) * sy - (cy - ay) * sx) / den;
  const u = ((cx - ax) * ry - (cy - ay) * rx) / den;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? ax + rx * t : null;
}

/** Lowest and highest height of a convex piece on the vertical line at x (closed), or null. */
function pieceSpan(piece: FlatPolygon, x: number): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  const n = piece.length;
  for (let k = 0; k < n; k += 2) {
    const ax = piece[k]!;
    const ay = piece[k + 1]!;
    const bx = piece[(k + 2) % n]!;
    const by = piece[(k + 3) % n]!;
    if (x < Math.min(ax, bx) || x > Math.max(ax, bx)) continue;
    if (ax === bx) {
      lo = Math.min(lo, ay, by);
      hi = Math.max(hi, ay, by);
    } else {
      const y = ay + ((x - ax) * (by - ay)) / (bx - ax);
      lo = Math.min(lo, y);
      hi = Math.max(hi, y);
    }
  }
  return lo <= hi ? [lo, hi] : null;
}

/** Whether every height in [y0, y1] on the vertical line at x is blocked. */
function blockedAcross(
  shadowList: readonly Shadow[],
  extents: readonly (readonly [number, number])[],
  x: number,
  y0: number,
  y1: number,
): boolean {
  const blocked: [number, number][] = [];
  shadowList.forEach((o, i) => {
    const [min, max] = extents[i]!;
    if (x <= min + EPSILON || x >= max - EPSILON) return;
    const spans: [number, number][] = [];
    for (const piece of o.pieces) {
      const [lo, hi] = pieceExtent(piece);
      if (x < lo - EPSILON || x > hi + EPSILON) continue;
      const span = pieceSpan(piece, Math.min(hi, Math.max(lo, x)));
      if (span) spans.push(span);
    }
    spans.sort((p, q) => p[0] - q[0]);
    let current: [number, number] | null = null;
    const shrink = (span: [number, number]): void => {
      if (span[1] - span[0] > 2 * EPSILON) blocked.push([span[0] + EPSILON, span[1] - EPSILON]);
    };
    for (const span of spans) {
      if (current && span[0] <= current[1] + EPSILON) current[1] = Math.max(current[1], span[1]);
      else {
        if (current) shrink(current);
        current = [span[0], span[1]];
      }
    }
    if (current) shrink(current);
  });
  if (blocked.length === 0) return false;
  blocked.sort((p, q) => p[0] - q[0]);
  let reach = y0;
  for (const [lo, hi] of blocked) {
    if (lo > reach) return false;
    reach = Math.max(reach, hi);
    if (reach >= y1) return true;
  }
  return reach >= y1;
}
