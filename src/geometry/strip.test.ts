// The blunderbuss's strip, worked by hand: a 25.4 mm base (0.5" radius) at (0, 10) shooting
// along +x lays a 16" by 1" strip from x 0.5 to x 16.5, y 9.5 to 10.5.
import { describe, expect, it } from 'vitest';
import { circle, orientedRect } from './shapes.js';
import { footprintMeetsStrip, footprintReach, stripFrom } from './strip.js';
import { point2 } from './vector.js';

describe('the strip from a base', () => {
  const strip = stripFrom(circle(point2(0, 10), 0.5), point2(10, 10), 16, 1);

  it('starts at the edge of the base and runs 16" toward the aim, 1" wide', () => {
    expect(strip).not.toBeNull();
    if (!strip) return;
    expect(strip.centre.x).toBeCloseTo(8.5, 12);
    expect(strip.centre.y).toBeCloseTo(10, 12);
    expect([strip.width, strip.depth]).toEqual([1, 16]);
    expect(strip.facing).toBeCloseTo(90, 12);
  });

  it('meets a base that overlaps or touches it, and no other', () => {
    if (!strip) return;
    expect(footprintMeetsStrip(circle(point2(8, 11), 0.5), strip)).toBe(true); // its edge on y 10.5
    expect(footprintMeetsStrip(circle(point2(8, 11.01), 0.5), strip)).toBe(false);
    expect(footprintMeetsStrip(circle(point2(16.9, 10), 0.5), strip)).toBe(true); // its edge at 16.4
    expect(footprintMeetsStrip(circle(point2(17.1, 10), 0.5), strip)).toBe(false); // its edge at 16.6
    expect(footprintMeetsStrip(circle(point2(-3, 10), 0.5), strip)).toBe(false); // behind the shooter
  });

  it('has no direction toward its own centre', () => {
    expect(stripFrom(circle(point2(0, 10), 0.5), point2(0, 10), 16, 1)).toBeNull();
  });
});

describe('how far a footprint reaches', () => {
  it('is the radius of a circle, and where the ray leaves a rectangle', () => {
    expect(footprintReach(circle(point2(3, 3), 0.75), { x: 0.6, y: 0.8 })).toBe(0.75);
    const rect = orientedRect(point2(0, 0), 2, 4); // 2" wide, 4" deep, facing up the table
    expect(footprintReach(rect, { x: 0, y: -1 })).toBeCloseTo(2, 12);
    expect(footprintReach(rect, { x: 1, y: 0 })).toBeCloseTo(1, 12);
    // Toward a corner (1, 2): √5.
    expect(footprintReach(rect, { x: 1 / Math.sqrt(5), y: -2 / Math.sqrt(5) })).toBeCloseTo(Math.sqrt(5), 12);
  });
});
