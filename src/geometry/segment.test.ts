import { describe, expect, it } from 'vitest';
import {
  pointSegmentDistance,
  segment,
  segmentDistance,
  segmentIntersection,
  segmentsCross,
  segmentsIntersect,
} from './segment.js';
import { point2, pointRotate } from './vector.js';

describe('segments', () => {
  const s = segment(point2(0, 0), point2(4, 0));

  it('measures point to segment distance to the nearest end or the foot', () => {
    expect(pointSegmentDistance(point2(2, 3), s)).toBe(3);
    expect(pointSegmentDistance(point2(7, 4), s)).toBe(5);
  });

  it('crosses properly only through both interiors', () => {
    expect(segmentsCross(s, segment(point2(2, -1), point2(2, 1)))).toBe(true);
    expect(segmentsCross(s, segment(point2(2, 0), point2(2, 1)))).toBe(false);
    expect(segmentsIntersect(s, segment(point2(2, 0), point2(2, 1)))).toBe(true);
    expect(segmentsIntersect(s, segment(point2(2, 0.01), point2(2, 1)))).toBe(false);
  });

  it('finds the meeting point, including for parallel overlaps', () => {
    expect(segmentIntersection(s, segment(point2(1, -1), point2(1, 1)))).toEqual({ x: 1, y: 0 });
    expect(segmentIntersection(s, segment(point2(3, 0), point2(6, 0)))).toEqual({ x: 3, y: 0 });
    expect(segmentIntersection(s, segment(point2(5, 0), point2(6, 0)))).toBeNull();
  });

  it('measures the gap between segments', () => {
    expect(segmentDistance(s, segment(point2(6, 3), point2(6, 9)))).toBeCloseTo(Math.hypot(2, 3), 12);
    expect(segmentDistance(s, segment(point2(2, -1), point2(2, 1)))).toBe(0);
  });

  it('rotates points clockwise as drawn', () => {
    const p = pointRotate(point2(1, 0), point2(0, 0), 90);
    expect(p.x).toBeCloseTo(0, 15);
    expect(p.y).toBeCloseTo(1, 15);
  });
});
