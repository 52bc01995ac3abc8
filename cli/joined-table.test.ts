// Characters joined to a unit on a table (NR-COMBINED, T-13), on the command line. The example
// (examples/ninth-age/captain-in-unit-table.json): two units of two archers, Bows (4+), 7" from
// three Spearmen and a Captain of 2 Health Points, in the open. Each shot hits on 4+ and wounds
// on 4+ with no save. Four models share the hits: one hit goes to the Captain, two to him and a
// Spearman. So a unit hits him with 1 − (1/2)² = 3/4, and never removes him (one hit at most).
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { EXAMPLES_DIR, runForTest } from './test-io.js';

const file = join(EXAMPLES_DIR, 'ninth-age', 'captain-in-unit-table.json');

describe('a character joined to a unit on the table', () => {
  it('targets: the Captain\'s chance to be hit and removed beside the unit\'s odds', async () => {
    const text = await runForTest(['targets', file, '--shooter', 'archers1']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Captain: hit 75.0%, removed 0.0%');
    // A Spearman is hit only by two hits (1/4) and falls to the wound (1/2): 0.125 on average.
    expect(text.stdout).toContain('0.13 models removed on average; at least one 12.5%');
    const ru = await runForTest(['targets', file, '--shooter', 'archers1', '--lang', 'ru']);
    expect(ru.stdout).toMatch(/Captain: попадание 75,0\s%, убит 0,0\s%/);
    const json = JSON.parse((await runForTest(['targets', file, '--shooter', 'archers1', '--json'])).stdout) as { candidates: { odds: { characters: { character: number; hit: number }[] } }[] };
    expect(json.candidates[0]?.odds.characters[0]?.character).toBe(0);
    expect(json.candidates[0]?.odds.characters[0]?.hit).toBeCloseTo(0.75, 12);
  });

  it('shoot: the hits shared, each share rolled, the Captain\'s Health Points kept in --out', async () => {
    const written = new Map<string, string>();
    const run = await runForTest(['shoot', file, '--shooter', 'archers1', '--target', 'spearmen', '--seed', '4', '--json', '--out', 'after.json'], { written });
    expect(run.code).toBe(0);
    const shot = JSON.parse(run.stdout) as { joined: { volleys: { hits: number; shares: { rankAndFile: number; characters: number[] } }[]; characters: { hits: number; hpLost: number }[] }; units: { id: string; characters?: { hpLost: number; removed: boolean }[] }[] };
    const volley = shot.joined.volleys[0];
    // Two shots at four models: the first hit to the Captain, a second to a Spearman.
    expect(volley?.shares).toEqual({ rankAndFile: (volley?.hits ?? 0) > 1 ? 1 : 0, characters: [(volley?.hits ?? 0) > 0 ? 1 : 0] });
    const captain = shot.units.find((u) => u.id === 'spearmen')?.characters?.[0];
    expect(captain?.hpLost).toBe(shot.joined.characters[0]?.hpLost);
    const after = JSON.parse(written.get('after.json') ?? '{}') as { battle: { armies: { units: { id: string; characters?: { hpLost?: number; removed?: boolean }[] }[] }[] } };
    const kept = after.battle.armies[1]?.units.find((u) => u.id === 'spearmen')?.characters?.[0];
    expect(kept?.hpLost ?? 0).toBe(captain?.hpLost);
    const text = await runForTest(['shoot', file, '--shooter', 'archers1', '--target', 'spearmen', '--seed', '4']);
    expect(text.stdout).toContain('Characters joined to the unit');
    expect(text.stdout).toMatch(/Captain: \d hits?, \d HP lost/);
  });

  it('phase: each turn shares its hits and rolls them under each model\'s name; Panic counts the Captain', async () => {
    const run = await runForTest(['phase', file, '--seed', '4']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Hits shared: Volley 1:');
    expect(run.stdout).toContain('  Captain:');
    expect(run.stdout).toContain('of its 5 Health Points');
    const json = JSON.parse((await runForTest(['phase', file, '--seed', '4', '--json'])).stdout) as { units: { id: string; characters?: unknown[] }[]; panic: { unit: string; threshold: { startHp: number; hpLost: number } }[] };
    // Three Spearmen and the Captain's 2: 5 HP, a quarter rounded up is 2, so the least, 3 (current rules).
    expect(json.panic.find((p) => p.unit === 'spearmen')?.threshold).toMatchObject({ startHp: 5, hpLost: 3 });
  });

  it('a Champion with a unit of one model, a character\'s hpLost at its HP: one message each, with its path', async () => {
    const bad = JSON.parse(readFileSync(file, 'utf8')) as { battle: { armies: { units: Record<string, unknown>[] }[] } };
    const unit = bad.battle.armies[1]!.units[0]!;
    Object.assign(unit, { files: 1, champion: true, characters: [{ name: 'Captain', profile: { HP: 2, Res: 3 }, hpLost: 2 }] });
    const run = await runForTest(['targets', '-', '--shooter', 'archers1'], { stdin: JSON.stringify(bad) });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('battle.armies[1].units[0].champion');
    expect(run.stderr).toContain('battle.armies[1].units[0].characters[0].hpLost');
  });
});
