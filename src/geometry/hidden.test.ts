import { describe, expect, it } from 'vitest';
import { hiddenFraction } from './hidden.js';
import { obstructionSet } from './obstructions.js';
import { circle, orientedRect, polygonFootprint, solid } from './shapes.js';
import { sightLineExists } from './sight.js';
import { point2, point3 } from './vector.js';

// The common stage: the eye at x = 0, the target a 1"-wide base at x = 12, so the target's
// plane is 12" away and the silhouette is 1" wide (offsets −0.5 to 0.5).
const target2 = solid(circle(point2(12, 0), 0.5), 0, 2);
/** A wall across the line of sight: 6" long (y from −3 to 3), from x = 5.5 to x = 6. */
const wall = (height: number) => solid(orientedRect(point2(5.75, 0), 6, 0.5, 90), 0, height);

describe('hiddenFraction: worked examples', () => {
  it('hides a target behind a wall taller than both models completely', () => {
    const eye = point3(0, 0, 2);
    const result = hiddenFraction(eye, target2, [wall(3)]);
    expect(result.hidden).toBe(1);
    expect(result.sightLine).toBe(false);
    expect(result.by).toEqual([{ index: 0, fraction: 1 }]);
    expect(sightLineExists(eye, target2, [wall(3)])).toBe(false);
  });

  it('shows the top half once the wall drops below the eye line (similar triangles)', () => {
    // Eye at 2", wall top 1.5" with its far face at 6": the grazing line drops 0.5" over 6",
    // so it meets the target's plane (12") at 2 − 0.5·12/6 = 1". The part below 1" of the
    // 2" target is hidden: 1/2.
    const eye = point3(0, 0, 2);
    const result = hiddenFraction(eye, target2, [wall(1.5)]);
    expect(result.hidden).toBeCloseTo(1 / 2, 12);
    expect(result.by[0]?.fraction).toBeCloseTo(1 / 2, 12);
    expect(result.sightLine).toBe(true);
    expect(sightLineExists(eye, target2, [wall(1.5)])).toBe(true);
  });

  it('hides a third of a 1.5" target behind a 1" wall when the eye is at 1.5"', () => {
    // 1.5 + (1 − 1.5)·12/6 = 0.5: the lowest 0.5" of 1.5" is hidden.
    const target = solid(circle(point2(12, 0), 0.5), 0, 1.5);
    expect(hiddenFraction(point3(0, 0, 1.5), target, [wall(1)]).hidden).toBeCloseTo(1 / 3, 12);
  });

  it('lets a model on an upper floor (elevation 3") see over the same low wall', () => {
    // Eye at 3 + 1.5 = 4.5": the line over the wall meets the plane at 4.5 − 3.5·2 = −2.5",
    // below the target's feet. The floor under the shooter (a 3" block reaching x = 2) sits
    // below the eye too: 4.5 − 1.5·12/2 = −4.5".
    const building = solid(polygonFootprint([point2(-2, -2), point2(2, -2), point2(2, 2), point2(-2, 2)]), 0, 3);
    const target = solid(circle(point2(12, 0), 0.5), 0, 1.5);
    const result = hiddenFraction(point3(0, 0, 4.5), target, [wall(1), building]);
    expect(result).toEqual({ hidden: 0, by: [], sightLine: true });
  });

  it('finds the hidden part when the wall only covers half the width', () => {
    // A tall wall ending exactly on the line of sight (y from 0 to 3) covers the right half.
    const half = solid(orientedRect(point2(5.75, 1.5), 3, 0.5, 90), 0, 5);
    const result = hiddenFraction(point3(0, 0, 2), target2, [half]);
    expect(result.hidden).toBeCloseTo(1 / 2, 12);
    expect(result.sightLine).toBe(true);
  });

  it('adds up two obstructions that overlap on the silhouette without counting twice', () => {
    // The right half (tall wall) and the bottom half (low wall) overlap in one quarter:
    // 1/2 + 1/2 − 1/4 = 3/4.
    const half = solid(orientedRect(point2(5.75, 1.5), 3, 0.5, 90), 0, 5);
    const result = hiddenFraction(point3(0, 0, 2), target2, [half, wall(1.5)]);
    expect(result.hidden).toBeCloseTo(3 / 4, 12);
    expect(result.by.map((b) => b.index)).toEqual([0, 1]);
    expect(result.by[0]?.fraction).toBeCloseTo(1 / 2, 12);
    expect(result.by[1]?.fraction).toBeCloseTo(1 / 2, 12);
  });

  it('ignores what is behind the target, behind the eye, or listed in ignore', () => {
    const behindTarget = solid(orientedRect(point2(14, 0), 6, 0.5, 90), 0, 9);
    const behindEye = solid(orientedRect(point2(-3, 0), 6, 0.5, 90), 0, 9);
    const eye = point3(0, 0, 2);
    expect(hiddenFraction(eye, target2, [behindTarget, behindEye]).hidden).toBe(0);
    expect(hiddenFraction(eye, target2, [wall(3)], { ignore: [0] }).hidden).toBe(0);
  });

  it('treats a model in the way like any other solid (its base as a 16-gon)', () => {
    // A 2" tall base of radius 1 halfway along: far taller than the eye line at its distance,
    // and wider (≥ 2·cos(π/16)·2 on the target's plane) than the 1" silhouette.
    const blocker = solid(circle(point2(6, 0), 1), 0, 3);
    expect(hiddenFraction(point3(0, 0, 1), target2, [blocker]).hidden).toBe(1);
  });

  it('gives the same answers with a prepared obstruction set', () => {
    const set = obstructionSet([wall(1.5)]);
    expect(hiddenFraction(point3(0, 0, 2), target2, set).hidden).toBeCloseTo(1 / 2, 12);
  });
});

describe('grazing lines are not blocked', () => {
  it('sees along the top of a wall exactly at eye height when the target is as tall', () => {
    // Eye, wall top and target top all at 2": the line along the wall top reaches the target's
    // top edge. Every other line is blocked, so the area hidden is all of it.
    const result = hiddenFraction(point3(0, 0, 2), target2, [wall(2)]);
    expect(result.hidden).toBe(1);
    expect(result.sightLine).toBe(true);
    expect(sightLineExists(point3(0, 0, 2), target2, [wall(2)])).toBe(true);
  });

  it('sees through the seam where two tall walls meet corner to corner', () => {
    // One wall covers y ≤ 0 and the other y ≥ 0, touching only at the corner (6, 0) on the
    // line of sight: every line but the one through that corner is blocked.
    const leftWall = solid(polygonFootprint([point2(5.5, -3), point2(6, -3), point2(6, 0), point2(5.5, 0)]), 0, 5);
    const rightWall = solid(polygonFootprint([point2(6, 0), point2(6.5, 0), point2(6.5, 3), point2(6, 3)]), 0, 5);
    const eye = point3(0, 0, 1);
    const result = hiddenFraction(eye, target2, [leftWall, rightWall]);
    expect(result.hidden).toBe(1);
    expect(result.sightLine).toBe(true);
    // Close the seam by a hundredth of an inch and the line is gone.
    const overlapping = solid(
      polygonFootprint([point2(6, -0.01), point2(6.5, -0.01), point2(6.5, 3), point2(6, 3)]),
      0,
      5,
    );
    expect(sightLineExists(eye, target2, [leftWall, overlapping])).toBe(false);
  });

  it('sees the edge of the target past a wall whose corner is exactly on that line', () => {
    // The silhouette's left edge is the line to (12, −0.5), passing (6, −0.25). A tall wall
    // with its corner there, covering everything to the right, leaves only that edge.
    const corner = solid(polygonFootprint([point2(6, -0.25), point2(7, -0.25), point2(7, 3), point2(6, 3)]), 0, 5);
    const result = hiddenFraction(point3(0, 0, 1), target2, [corner]);
    expect(result.hidden).toBe(1);
    expect(result.sightLine).toBe(true);
  });

  it('does not let a line through the seams inside one non-convex obstruction', () => {
    // An L-shaped block; its convex pieces meet along internal diagonals, which must not leak.
    const ell = solid(
      polygonFootprint([point2(4, -4), point2(8, -4), point2(8, 4), point2(6, 4), point2(6, -2), point2(4, -2)]),
      0,
      5,
    );
    const eye = point3(0, 0, 1);
    const target = solid(circle(point2(12, 0), 0.5), 0, 2);
    expect(hiddenFraction(eye, target, [ell]).hidden).toBe(1);
    expect(sightLineExists(eye, target, [ell])).toBe(false);
    // The L's convex pieces meet along the diagonal (8, −4)–(6, −2), on the line y = 4 − x.
    // From an eye on that line, looking along it, the two pieces' shadows meet edge to edge on
    // the centre line, yet the line runs through the inside of the L.
    const eyeOnDiagonal = point3(0, 4, 1);
    const beyond = solid(circle(point2(12, -8), 0.5), 0, 2);
    const view = hiddenFraction(eyeOnDiagonal, beyond, [ell]);
    expect(view.hidden).toBe(1);
    expect(view.sightLine).toBe(false);
  });
});
