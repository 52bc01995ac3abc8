// Mordheim quick attacks: the checks a schema cannot make, where the rules forbid a
// combination or two fields contradict each other.
import { describe, expect, it } from 'vitest';
import { parseScenarioValue } from './parse.js';

const sling = (circumstances: Record<string, unknown>, shots?: number) => ({
  game: 'mordheim',
  attack: { shooter: { profile: { BS: 4, S: 2 } }, weapon: 'sling', target: { profile: { T: 3 } }, circumstances, ...(shots === undefined ? {} : { shots }) },
});

describe('a Mordheim attack that fires twice', () => {
  it('is two shots when the file does not say how many', () => {
    const parsed = parseScenarioValue(sling({ fireTwice: true, distance: 8 }));
    expect(parsed.ok && parsed.scenario.game === 'mordheim' && 'attack' in parsed.scenario ? parsed.scenario.attack.shots : null).toBe(2);
  });

  it('refuses a number of shots other than two, naming the field', () => {
    const parsed = parseScenarioValue(sling({ fireTwice: true, distance: 8 }, 3));
    expect(parsed.ok ? [] : parsed.issues).toEqual([{ code: 'fire-twice-shots', path: ['attack', 'shots'], shots: 3 }]);
  });

  it('reads half range with the table\u2019s tolerance: 9" and a millionth of an inch less is within the sling\u2019s 9"', () => {
    expect(parseScenarioValue(sling({ fireTwice: true, distance: 9 + 5e-7 })).ok).toBe(true);
    const far = parseScenarioValue(sling({ fireTwice: true, distance: 9.01 }));
    expect(far.ok ? [] : far.issues.map((issue) => issue.code)).toEqual(['fire-twice-too-far']);
  });
});
