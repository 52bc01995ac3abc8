// The hostile inputs a fuzz campaign found, through the CLI's own paths: each is refused with
// one clear message and exit code 2, never a stack trace or an internal error.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCENARIO_MAX_BYTES } from '../src/scenario/index.js';
import { runForTest } from './test-io.js';

const quickAttack = JSON.stringify({ game: 'mordheim', attack: { shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3 } } } });

describe('hostile input on the command line', () => {
  it('refuses JSON nested 4,000 and 20,000 levels deep with its depth, exit code 2', async () => {
    for (const levels of [4_000, 20_000]) {
      const run = await runForTest(['odds', '-'], { stdin: '{"profile":'.repeat(levels) + '1' + '}'.repeat(levels) });
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(`1 problem found:\n  the file nests lists and objects ${levels} levels deep; the limit is 32 levels\n`);
    }
  });

  it('refuses a 3,200-model battle of 5 KB at once, in Russian too', async () => {
    const unit = (k: number) => ({ id: `u${k}`, position: [21 + (k % 4) * 50, 10 + Math.floor(k / 4) * 50], files: 40, ranks: 5, base: { width: 1, depth: 1, unit: 'in' }, profile: { BS: 4, S: 3, T: 3 } });
    const stdin = JSON.stringify({ game: 'battleaxe', battle: { table: { width: 240, depth: 240 }, armies: [{ id: 'a', units: Array.from({ length: 16 }, (_, k) => unit(k)) }] } });
    const run = await runForTest(['targets', '-', '--shooter', 'u0'], { stdin });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('1 problem found:\n  battle: the table holds 3200 models; the limit is 400\n');
    const ru = await runForTest(['targets', '-', '--shooter', 'u0', '--lang', 'ru'], { stdin });
    expect(ru.stderr).toContain('battle: на столе 3200 моделей, а предел — 400 моделей');
  });

  it('refuses 1,000 Ninth Age shots with the limit, where the shots come from', async () => {
    const run = await runForTest(['odds', '--game', 'ninth-age', '--models', '1000', '--weapon', 'bow (4+)', '--target-res', '3', '--target-arm', '0', '--target-models', '20']);
    expect(run.code).toBe(2);
    // --models takes up to 400: that is said first; at 201 the shots' limit speaks.
    expect(run.stderr).toContain('--models: expected a whole number from 1 to 400, got 1000');
    const over = await runForTest(['odds', '--game', 'ninth-age', '--models', '201', '--weapon', 'bow (4+)', '--target-res', '3', '--target-arm', '0', '--target-models', '20']);
    expect(over.code).toBe(2);
    expect(over.stderr).toBe('1 problem found:\n  --models: this would roll 201 shots at once; exact odds are worked out for up to 200\n');
  });

  it('reads a file that starts with a byte-order mark', async () => {
    const run = await runForTest(['odds', '-', '--json'], { stdin: '\uFEFF' + quickAttack });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
  });

  it('names a misspelt weapon in the same pass as a wrong number', async () => {
    const stdin = JSON.stringify({ game: 'mordheim', attack: { shooter: { profile: { BS: 'four' } }, weapon: 'crosbow', target: { profile: { T: 3 } } } });
    const run = await runForTest(['odds', '-'], { stdin });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('2 problems found:\n  attack.shooter.profile.BS: expected a whole number from 1 to 10, got "four"\n  attack.weapon: unknown weapon "crosbow"; did you mean crossbow?\n');
  });

  it('says a name is too long, not that a number was expected', async () => {
    const stdin = JSON.stringify({ game: 'mordheim', attack: { shooter: { name: 'x'.repeat(100), profile: { BS: 3 } }, weapon: 'bow', target: { profile: { T: 3 } } } });
    const run = await runForTest(['odds', '-'], { stdin });
    expect(run.stderr).toBe('1 problem found:\n  attack.shooter.name: expected at most 80 characters, got 100\n');
  });

  it('refuses a file over 1 MiB by its size, before reading it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'marksman-large-'));
    try {
      const file = join(dir, 'large.json');
      await writeFile(file, ' '.repeat(SCENARIO_MAX_BYTES + 1));
      const run = await runForTest(['odds', file]);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(`1 problem found in ${file}:\n  the file is 1048577 bytes; the limit is 1048576\n`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!existsSync('/dev/zero'))('stops reading an endless input once it passes 1 MiB', async () => {
    const run = await runForTest(['odds', '/dev/zero', '--lang', 'ru']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('Найдена 1 ошибка в файле /dev/zero:\n  файл занимает больше 1048576 байт, а предел — 1048576 байт\n');
  });

  it('stops reading standard input once it passes 1 MiB', async () => {
    const run = await runForTest(['odds', '-'], { stdin: ' '.repeat(SCENARIO_MAX_BYTES + 10) });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('1 problem found:\n  the file is more than 1048576 bytes; the limit is 1048576\n');
  });

  it('takes a weapon named like an object\'s built-in property as an unknown weapon, in every game', async () => {
    // The fuzz campaign's shrunk finding: --weapon constructor once found Object's constructor.
    const mordheim = await runForTest(['odds', '--game', 'mordheim', '--bs', '1', '--weapon', 'constructor', '--target-t', '1']);
    expect(mordheim.code).toBe(2);
    expect(mordheim.stderr).toContain('--weapon: unknown weapon "constructor"');
    const battleaxe = await runForTest(['odds', '--game', 'battleaxe', '--bs', '4', '--weapon', '__proto__', '--target-t', '3']);
    expect(battleaxe.code).toBe(2);
    expect(battleaxe.stderr).toContain('--weapon: unknown weapon "__proto__"');
    const ninthAge = await runForTest(['odds', '--game', 'ninth-age', '--weapon', 'toString (4+)', '--target-res', '3', '--target-arm', '0']);
    expect(ninthAge.code).toBe(2);
    expect(ninthAge.stderr).toContain('--weapon: unknown weapon "toString"');
  });
});
