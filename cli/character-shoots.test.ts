// A character joined to a unit shooting its own weapon (ruling T-14), on the command line. The
// example (examples/ninth-age/captain-shoots.json): ten Militia with no shooting weapon and a
// Captain with a Handgun (3+), 6.5" from five Orcs (Resilience 4, Armour 1) in the open. He
// hits on 3+ (2/3), wounds on 4+ (1/2), and AP 2 leaves Armour 1 no save: one Orc with 1/3.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
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

describe('render --from a joined character (T-14)', () => {
  type File = { battle: { armies: { units: { position: number[]; facing: number; characters?: Record<string, unknown>[] }[] }[] } };
  const original = JSON.parse(readFileSync(file, 'utf8')) as File;
  const changed = (change: (f: File) => void): string => {
    const copy = structuredClone(original);
    change(copy);
    return JSON.stringify(copy);
  };

  it('draws his three lines from the middle of the front rank: the Militia 5 wide at x 18–22, front edge at y 13, so from (20, 13) to the Orcs\' front facing, y 19.5 from x 17.5 to 22.5', async () => {
    for (const from of ['militia/1', 'Captain']) {
      const run = await runForTest(['render', file, '--svg', '-', '--from', from]);
      expect([run.code, run.stderr]).toEqual([0, '']);
      const lines = [...run.stdout.matchAll(/<line class="t9a-line (\w+)" x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)"/g)].map((m) => m.slice(1).join(' '));
      expect(lines.sort()).toEqual(['clear 20 13 17.5 19.5', 'clear 20 13 20 19.5', 'clear 20 13 22.5 19.5']);
      expect(run.stdout).toContain('data-model="militia/1"');
      expect(run.stdout).toContain('Captain: no cover');
    }
  });

  it('is refused at --from when he may not shoot (he has shot) or has no enemy he may shoot (the Orcs behind the unit)', async () => {
    const shot = await runForTest(['render', '-', '--svg', '-', '--from', 'militia/1'], { stdin: changed((f) => Object.assign(f.battle.armies[0]?.units[0]?.characters?.[0] ?? {}, { hasShot: true })) });
    expect(shot.code).toBe(2);
    expect(shot.stdout).toBe('');
    expect(shot.stderr).toMatch(/--from: Captain may not shoot/);
    const behind = await runForTest(['render', '-', '--svg', '-', '--from', 'Captain'], {
      stdin: changed((f) => {
        const orcs = f.battle.armies[1]?.units[0];
        if (orcs) Object.assign(orcs, { position: [20, 4], facing: 180 });
      }),
    });
    expect(behind.code).toBe(2);
    expect(behind.stderr).toContain('--from: Captain has no enemy it may shoot');
  });
});
