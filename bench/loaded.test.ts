// The loaded group measures the 100-model targets (one shooter under 1 ms, all enemy
// pairs and a drag step under a frame), each against its quiet self, and nothing larger.
import { describe, expect, it } from 'vitest';
import { loadedCases } from './loaded.js';

describe('the bench under load', () => {
  const cases = loadedCases();
  const byQuiet = new Map(cases.map((c) => [c.reference, c]));

  it('takes the 100-model cases with a frame target, each under its own name, shown against its quiet self', () => {
    expect([...byQuiet.keys()].sort()).toEqual(
      [
        'geometry: all shooters vs all targets, two sides of 50 (every model at every enemy: 5,000 pairs, three lines to those in sight)',
        'geometry: every model vs every other, one drag step (viewMatrix carrying over the last)',
        'geometry: one shooter vs 100 models (sight, hidden fraction, three lines, distance)',
        'geometry: one shooter vs 100 models, 30 terrain pieces, one model moved (set updated), three lines to those in sight',
        'web: one drag step, 100 models and 30 terrain (parse, prepare, targets, sight lines, odds)',
        "web: the same drag step, showing the enemies who see the shooter (every warrior's views of its enemies, carried over)",
      ].sort(),
    );
    for (const c of cases) expect(c.name).toMatch(/^loaded: .*, the other cores busy$/);
  });

  it('keeps the targets: 1 ms for one shooter, a frame (16 ms) for all pairs and a drag step', () => {
    const target = (quiet: string) => {
      const c = byQuiet.get(quiet);
      return c && 'targetMs' in c ? c.targetMs : undefined;
    };
    expect(target('geometry: one shooter vs 100 models (sight, hidden fraction, three lines, distance)')).toBe(1);
    expect(target('geometry: every model vs every other, one drag step (viewMatrix carrying over the last)')).toBe(16);
    expect(target('web: one drag step, 100 models and 30 terrain (parse, prepare, targets, sight lines, odds)')).toBe(16);
  });
});
