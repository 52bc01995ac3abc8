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

describe('Battleaxe: phase lists the Panic tests its casualties force', () => {
  it('counted over the whole phase, in text and --json alike', async () => {
    const file = battleaxe('hedge-and-wall.json');
    let listed = 0;
    for (let seed = 1; seed <= 4; seed += 1) {
      const data = JSON.parse((await runForTest(['phase', file, '--seed', String(seed), '--json'])).stdout) as { panic: { unit: string; modelsRemoved: number; threshold: { startModels: number; modelsRemoved: number | null }; taken: boolean }[]; units: { id: string; models: number }[] };
      const text = (await runForTest(['phase', file, '--seed', String(seed), '--lang', 'en'])).stdout;
      for (const panic of data.panic) {
        const left = data.units.find((u) => u.id === panic.unit)?.models ?? 0;
        expect(panic.modelsRemoved).toBe(panic.threshold.startModels - left);
        // A quarter of the models at the start, rounded up; a unit still there takes it.
        expect(panic.taken).toBe(left > 0 && panic.modelsRemoved >= Math.ceil(panic.threshold.startModels / 4));
        expect(text).toContain(` lost ${panic.modelsRemoved} of its ${panic.threshold.startModels} models. ${panic.taken ? 'The casualties force a Panic test' : 'Not enough casualties'}`);
        listed += 1;
      }
    }
    expect(listed).toBeGreaterThan(0);
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

  it('phase lists the Panic Tests its casualties force, counted over the whole phase, in text and --json', async () => {
    // The forest flank in 2.x: the crossbowmen shoot the two Goblins (1 HP each); a quarter of 2 is 1.
    const file = { ...(JSON.parse(await readFile(ninthAge('forest-flank.json'), 'utf8')) as object), variants: { edition: '2.x' } };
    const stdin = JSON.stringify(file);
    let forced = 0;
    for (let seed = 1; seed <= 6; seed += 1) {
      const data = JSON.parse((await runForTest(['phase', '-', '--seed', String(seed), '--json'], { stdin })).stdout) as { panic: { unit: string; hpLost: number; threshold: { startHp: number; hpLost: number | null }; taken: boolean }[]; units: { id: string; models: number }[] };
      const text = (await runForTest(['phase', '-', '--seed', String(seed), '--lang', 'en'], { stdin })).stdout;
      const goblins = data.units.find((u) => u.id === 'goblins')?.models ?? 0;
      const panic = data.panic.find((p) => p.unit === 'goblins');
      // The Goblins are listed exactly when they lost a model; one lost (one left) forces the test, two destroy them.
      expect(panic === undefined).toBe(goblins === 2);
      if (!panic) continue;
      expect(panic).toMatchObject({ hpLost: 2 - goblins, threshold: { startHp: 2, hpLost: 1 }, taken: goblins === 1 });
      expect(text).toContain(`Goblins lost ${panic.hpLost} of its 2 Health Points. ${panic.taken ? 'The casualties force a Panic Test' : 'Not enough casualties'}`);
      if (panic.taken) forced += 1;
    }
    expect(forced).toBeGreaterThan(0);
  });

  it('in Russian too', async () => {
    const run = await runForTest(['odds', ninthAge('dwarf-throwing-weapons.json'), '--lang', 'ru']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/[а-я]/);
  });
});
