// Dying Embers named in `marksman phase` (issue 20): a Feldrak Ancestor (8 HP, 2 lost) breathes
// "Breath Attack (Str 4, AP 1, Dying Embers, Flaming Attacks)" at Spearmen 2" away; its turn's
// text ends with the Health Point it loses (no die), in English and Russian, and --out keeps it.
import { describe, expect, it } from 'vitest';
import { runForTest } from './test-io.js';

const file = {
  game: 'ninth-age',
  battle: {
    table: { width: 48, depth: 36 },
    armies: [
      {
        id: 'dark-gods',
        units: [
          {
            id: 'feldrak', name: 'Feldrak', position: [20, 14], facing: 180, files: 1, ranks: 1, base: { width: 2, depth: 2, unit: 'in' },
            profile: { HP: 8, Res: 6, Arm: 3, Height: 4 },
            weapons: [{ name: 'Breath Attack', range: 6, shots: '2D6', strength: 4, armourPenetration: 1, attributes: ['Breath Attack', 'Dying Embers', 'Flaming Attacks'] }],
            state: { hpLost: 2 },
          },
        ],
      },
      { id: 'empire', units: [{ id: 'spearmen', name: 'Spearmen', position: [20, 18], files: 5, ranks: 2, base: { width: 1, depth: 1, unit: 'in' }, profile: { Res: 3 } }] },
    ],
  },
};

describe('Dying Embers in the phase', () => {
  it('the turn\'s text names the Health Point the Feldrak loses; --json carries the step; --out writes it back', async () => {
    const written = new Map<string, string>();
    const run = await runForTest(['phase', '-', '--seed', '3', '--out', 'after.json'], { stdin: JSON.stringify(file), written });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('The firer: Dying Embers: having breathed, the shooting unit loses 1 Health Point, no save: certain');
    const ru = await runForTest(['phase', '-', '--seed', '3', '--lang', 'ru'], { stdin: JSON.stringify(file) });
    expect(ru.stdout).toContain('Стрелявший: Угасающее пламя: после атаки дыханием стрелявший отряд теряет очков здоровья: 1, без спасброска; наверняка');
    const after = JSON.parse(written.get('after.json') ?? '{}') as { battle: { armies: { units: { id: string; state?: { hpLost?: number; breathUsed?: boolean } }[] }[] } };
    expect(after.battle.armies[0]?.units[0]?.state).toMatchObject({ hpLost: 3, breathUsed: true });
  });
});
