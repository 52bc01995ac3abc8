// The advisor with a joined character shooting its own weapon (ruling T-14), worked by hand on
// examples/ninth-age/captain-shoots.json: the Captain's Handgun (3+) at five Orcs 6.5" away in the
// open wounds unsaved with 2/3 · 1/2 = 1/3. He moves only with his Militia: after an Advance,
// moving's −1 and Unwieldy (1)'s −1 (T-5) make it 5+, so 1/3 · 1/2 = 1/6 wherever it goes within 1".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_REGISTRY, parseGameScenario } from '../index.js';
import { heatMap } from './heat-map.js';

const read = parseGameScenario(BUILT_IN_REGISTRY, readFileSync('examples/ninth-age/captain-shoots.json', 'utf8'));

describe('the advisor sees a joined character as a shooter (T-14)', () => {
  it('lists him among the shooters, after his unit', () => {
    if (!read.ok) throw new Error(JSON.stringify(read.issues));
    expect(read.game.table?.shooters(read.scenario)).toEqual(['militia', 'militia/1']);
  });

  it('rates his shot where he stands (1/3), and moves his unit to weigh the rest (1/6 after moving)', () => {
    if (!read.ok) throw new Error(JSON.stringify(read.issues));
    const map = heatMap(read.game, read.scenario, 'militia/1', { goal: 'any-effect', move: 1 });
    if (!map.ok) throw new Error(map.problem);
    const [stay, ...moved] = map.value.places;
    expect(stay?.place.move).toBe('stay');
    expect([stay?.target, stay?.way, stay?.needed]).toEqual(['orcs', 'handgun', 3]);
    expect(stay?.value).toBeCloseTo(1 / 3, 12);
    expect(moved.length).toBeGreaterThan(0);
    for (const place of moved) {
      expect(place.needed).toBe(5);
      expect(place.value).toBeCloseTo(1 / 6, 12);
    }
  });
});
