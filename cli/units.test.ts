// Battleaxe and The Ninth Age through the command line: every command on their examples.
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { EXAMPLES_DIR, runForTest } from './test-io.js';

const battleaxe = (name: string) => `${EXAMPLES_DIR}/battleaxe/${name}`;
const ninthAge = (name: string) => `${EXAMPLES_DIR}/ninth-age/${name}`;

describe('Battleaxe on the command line', () => {
  it("odds for the seed's five Imperial Archers: 4+ to hit", async () => {
    const run = await runForTest(['odds', battleaxe('imperial-archers.json'), '--json']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('"game": "battleaxe"');
  });

  it('roll replays from its seed', async () => {
    const argv = ['roll', battleaxe('imperial-archers.json'), '--seed', '12'];
    const a = await runForTest(argv);
    expect(a.code).toBe(0);
    expect((await runForTest(argv)).stdout).toBe(a.stdout);
  });

  it('targets, shoot, phase and render on a table; units are named by id', async () => {
    const file = battleaxe('hedge-and-wall.json');
    const targets = await runForTest(['targets', file, '--shooter', 'archers']);
    expect(targets.code).toBe(0);
    expect(targets.stdout).toContain('← advised');
    const shoot = await runForTest(['shoot', file, '--shooter', 'archers', '--target', 'goblins', '--seed', '3', '--json']);
    expect(shoot.code).toBe(0);
    // Four archers are within half range of the goblins and six beyond (see the targets listing).
    expect(JSON.parse(shoot.stdout)).toMatchObject({ game: 'battleaxe', shooter: 'archers', target: 'goblins', volley: false, batches: [{ models: 4 }, { models: 6 }] });
    const wrong = await runForTest(['shoot', file, '--shooter', 'archers', '--target', 'archers']);
    expect(wrong.code).toBe(2);
    const phase = await runForTest(['phase', file, '--seed', '3']);
    expect(phase.code).toBe(0);
    expect((await runForTest(['phase', file, '--seed', '3'])).stdout).toBe(phase.stdout);
    const render = await runForTest(['render', file, '--svg', '-', '--from', 'archers#1']);
    expect(render.stdout).toMatch(/^<svg /);
    const seen = await runForTest(['render', file, '--svg', '-', '--to', 'goblins#1']);
    expect(seen.code).toBe(0);
    expect(seen.stdout).toContain('data-from="archers#1"');
    const unknown = await runForTest(['targets', file, '--shooter', 'dragons']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--shooter: there is no unit "dragons"; the units are');
  });
});

describe('a stand and shoot reaction on a table', () => {
  it('is a state of the reacting unit: −1, and no long range or point-blank (Battleaxe, B-6)', async () => {
    const file = JSON.parse(await readFile(battleaxe('hedge-and-wall.json'), 'utf8')) as { battle: { armies: { units: { id: string; state?: object }[] }[] } };
    const archers = file.battle.armies.flatMap((a) => a.units).find((u) => u.id === 'archers')!;
    archers.state = { ...archers.state, standAndShoot: true };
    const run = await runForTest(['shoot', '-', '--shooter', 'archers', '--target', 'goblins', '--seed', '3', '--json'], { stdin: JSON.stringify(file) });
    expect(run.code).toBe(0);
    const shot = JSON.parse(run.stdout) as { batches: { circumstances: { standAndShoot: boolean; longRange: boolean } }[] };
    // The six archers beyond half range keep their own batch, their long range ignored.
    expect(shot.batches.map((b) => [b.circumstances.standAndShoot, b.circumstances.longRange])).toEqual([
      [true, false],
      [true, true],
    ]);
    const text = await runForTest(['targets', '-', '--shooter', 'archers'], { stdin: JSON.stringify(file) });
    expect(text.stdout).toContain('stand and shoot');
  });
});

describe('The Ninth Age on the command line', () => {
  it("odds for the seed's dwarf: Throwing Weapons (5+), two shots", async () => {
    const run = await runForTest(['odds', ninthAge('dwarf-throwing-weapons.json'), '--json']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('"game": "ninth-age"');
  });

  it('targets shows the three lines; render draws them from a unit', async () => {
    const file = ninthAge('forest-flank.json');
    const targets = await runForTest(['targets', file, '--shooter', 'crossbowmen']);
    expect(targets.code).toBe(0);
    expect(targets.stdout).toContain('May be shot');
    const render = await runForTest(['render', file, '--svg', '-', '--from', 'crossbowmen']);
    expect(render.code).toBe(0);
    expect(render.stdout).toContain('<line');
    const phase = await runForTest(['phase', file, '--seed', '4', '--json']);
    expect(phase.code).toBe(0);
    expect((await runForTest(['phase', file, '--seed', '4', '--json'])).stdout).toBe(phase.stdout);
  });

  it('in Russian too', async () => {
    const run = await runForTest(['odds', ninthAge('dwarf-throwing-weapons.json'), '--lang', 'ru']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/[а-я]/);
  });
});
