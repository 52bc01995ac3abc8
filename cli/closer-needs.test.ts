import { describe, expect, it } from 'vitest';
import { runForTest } from './test-io.js';

/**
 * A BS 1 shooter with a long bow: the closest enemy is behind a wall (6+, and −1 for the cover
 * makes 7+: cannot be hit); the farther one stands in the open at short range (6+), so it is
 * easier to hit than every closer one.
 */
const battle = {
  game: 'mordheim',
  battle: {
    table: { width: 24, depth: 24 },
    terrain: [{ id: 'wall', kind: 'hard-cover', outline: [[5.5, 9], [6, 9], [6, 11], [5.5, 11]], height: 1 }],
    warbands: [
      { id: 'a', models: [{ id: 'shooter', name: 'Shooter', position: [2, 10], facing: 90, profile: { BS: 1, S: 3, T: 3, I: 3 }, weapons: ['long-bow'] }] },
      {
        id: 'b',
        models: [
          { id: 'hiding', name: 'Hiding', position: [7, 10], facing: 270, profile: { BS: 3, S: 3, T: 3, I: 3 } },
          { id: 'open', name: 'Open', position: [12, 14], facing: 270, profile: { BS: 3, S: 3, T: 3, I: 3 } },
        ],
      },
    ],
  },
};

describe('a target easier to hit than closer ones that cannot be hit at all', () => {
  it('says the closer ones cannot be hit, in English and Russian', async () => {
    const en = await runForTest(['targets', '-', '--shooter', 'shooter', '--lang', 'en'], { stdin: JSON.stringify(battle) });
    expect(en.code).toBe(0);
    expect(en.stdout).toContain('farther, but easier to hit (needs 6+ where closer ones cannot be hit)');
    expect(en.stdout).not.toContain('Infinity');
    const ru = await runForTest(['targets', '-', '--shooter', 'shooter', '--lang', 'ru'], { stdin: JSON.stringify(battle) });
    expect(ru.stdout).toContain('дальше, но в него легче попасть (нужно 6+, а по ближним попасть нельзя)');
  });

  it('gives it as a code in JSON, never a silent null', async () => {
    const run = await runForTest(['targets', '-', '--shooter', 'shooter', '--json'], { stdin: JSON.stringify(battle) });
    const out = JSON.parse(run.stdout) as { candidates: { target: string; reasons: string[]; closerNeeds: unknown }[] };
    expect(out.candidates.find((c) => c.target === 'open')).toMatchObject({ reasons: ['easier-to-hit'], closerNeeds: 'cannot-hit' });
    expect(out.candidates.find((c) => c.target === 'hiding')).toMatchObject({ reasons: ['closest'], closerNeeds: null });
  });
});
