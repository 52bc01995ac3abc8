// A character joined to a unit shooting its own weapon (ruling T-14), on the command line. The
// example (examples/ninth-age/captain-shoots.json): ten Militia with no shooting weapon and a
// Captain with a Handgun (3+), 6.5" from five Orcs (Resilience 4, Armour 1) in the open. He
// hits on 3+ (2/3), wounds on 4+ (1/2), and AP 2 leaves Armour 1 no save: one Orc with 1/3.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { EXAMPLES_DIR, runForTest } from './test-io.js';

const file = join(EXAMPLES_DIR, 'ninth-age', 'captain-shoots.json');

describe('a joined character shoots its own weapon on the table', () => {
  it('targets: --shooter names him by id (militia/1) or by name; he shoots alone from the front rank', async () => {
    const text = await runForTest(['targets', file, '--shooter', 'Captain']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('0.33 models removed on average; at least one 33.3%');
    const json = JSON.parse((await runForTest(['targets', file, '--shooter', 'militia/1', '--json'])).stdout) as { shooter: { unit: string; may: boolean }; candidates: { models: { model: string; rank: number }[]; odds: { meanModelsRemoved: number } }[] };
    expect(json.shooter).toMatchObject({ unit: 'militia/1', may: true });
    expect(json.candidates[0]?.models.map((m) => [m.model, m.rank])).toEqual([['militia/1', 1]]);
    expect(json.candidates[0]?.odds.meanModelsRemoved).toBeCloseTo(1 / 3, 12);
  });

  it('shoot: rolls his shot and --out keeps that he has shot; a second shot is refused', async () => {
    const written = new Map<string, string>();
    const run = await runForTest(['shoot', file, '--shooter', 'militia/1', '--target', 'orcs', '--seed', '4', '--json', '--out', 'after.json'], { written });
    expect(run.code).toBe(0);
    const shot = JSON.parse(run.stdout) as { shooter: string; weapon: string; units: { id: string; characters?: { hasShot?: boolean }[] }[] };
    expect([shot.shooter, shot.weapon]).toEqual(['militia/1', 'handgun']);
    expect(shot.units.find((u) => u.id === 'militia')?.characters?.[0]?.hasShot).toBe(true);
    const after = written.get('after.json') ?? '';
    expect((JSON.parse(after) as { battle: { armies: { units: { characters?: { hasShot?: boolean }[] }[] }[] } }).battle.armies[0]?.units[0]?.characters?.[0]?.hasShot).toBe(true);
    const again = await runForTest(['shoot', '-', '--shooter', 'militia/1', '--target', 'orcs'], { stdin: after });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('Captain');
  });

  it('phase: the Captain takes his turn after his unit, under his own name', async () => {
    const run = await runForTest(['phase', file, '--seed', '4', '--json']);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as { turns: { shooter: string; target: string; weapon: string }[] };
    expect(json.turns.map((t) => [t.shooter, t.target, t.weapon])).toEqual([['militia/1', 'orcs', 'handgun']]);
    const text = await runForTest(['phase', file, '--seed', '4', '--order', 'Captain']);
    expect(text.stdout).toContain('Captain');
    const unknown = await runForTest(['targets', file, '--shooter', 'militia/2']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('militia/1');
  });
});
