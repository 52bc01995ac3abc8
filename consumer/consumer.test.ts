// The package as a developer meets it: packed with `npm pack`, installed from the tarball into
// a fresh project, and used from strict TypeScript in nodenext mode, through the root entry and
// a game's subpath. Internals stay out of reach; the command comes with it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
/** Packing and installing wait on npm and the disk, not on a computation: stopped only if hung. */
const INSTALL_TIMEOUT_MS = 300_000;

const built = existsSync(join(ROOT, 'dist', 'src', 'index.js'));

describe.skipIf(!built)('the package installed from its tarball', { timeout: INSTALL_TIMEOUT_MS }, () => {
  let project = '';
  let tarball = '';

  beforeAll(() => {
    project = mkdtempSync(join(tmpdir(), 'marksman-consumer-'));
    // `npm test` has just built dist/; packing again would only build it again.
    const packed = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', project], { cwd: ROOT, encoding: 'utf8' });
    const [info] = JSON.parse(packed) as { filename: string; size: number; files: { path: string }[] }[];
    if (!info) throw new Error('npm pack listed no tarball');
    tarball = join(project, info.filename);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    // The dependencies come from npm's cache, filled when the repository itself was installed.
    execFileSync('npm', ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: project, encoding: 'utf8' });
    writeFileSync(join(project, 'use.ts'), readFileSync(fileURLToPath(new URL('./fixture/use.ts', import.meta.url)), 'utf8'));
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'nodenext', moduleResolution: 'nodenext', strict: true, noUncheckedIndexedAccess: true, types: [], outDir: 'out', skipLibCheck: false }, files: ['use.ts'] }),
    );
  }, INSTALL_TIMEOUT_MS);

  afterAll(() => {
    if (project) rmSync(project, { recursive: true, force: true });
  });

  it('holds the library, the command, the schema and the data, and not the bench, the page or source maps', () => {
    const listed = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(listed).toContain('package/dist/src/index.js');
    expect(listed).toContain('package/dist/src/index.d.ts');
    expect(listed).toContain('package/dist/cli/bundle/marksman.js');
    // The command ships as its bundle alone: its modules one by one are not in the package.
    expect(listed).not.toContain('package/dist/cli/main.js');
    expect(listed).toContain('package/schema/scenario.schema.json');
    expect(listed).toContain('package/LICENSE');
    expect(listed).toContain('package/CHANGELOG.md');
    expect(listed.some((path) => path.startsWith('package/data/bsdata/mordheim/'))).toBe(true);
    expect(listed.filter((path) => /\/(bench|fuzz|web|consumer)\//.test(path) || path.endsWith('.map') || path.endsWith('.test.js') || path.endsWith('.ts') && !path.endsWith('.d.ts'))).toEqual([]);
  });

  it('compiles a strict nodenext program against the root and a subpath, and runs it', () => {
    const compiled = spawnSync(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: project, encoding: 'utf8' });
    expect(compiled.stdout + compiled.stderr).toBe('');
    expect(compiled.status).toBe(0);
    const run = execFileSync(process.execPath, [join('out', 'use.js')], { cwd: project, encoding: 'utf8' });
    expect(JSON.parse(run)).toEqual({
      // The rulebook example: crossbow at T 3 in heavy armour with a shield (README).
      outOfAction: '103/972',
      // One short bow shot at BS 4 (4+: 1/2) and S 3 against T 3 (4+: 1/2), no armour: 1/4 removed.
      removed: ['3/4', '1/4'],
      // An attack with none of its three parts.
      refused: ['missing', 'missing', 'missing'],
      games: ['mordheim', 'battleaxe', 'ninth-age'],
      registered: ['mordheim', 'battleaxe', 'ninth-age'],
      // Two throws at 5+ (1/3 each): none (2/3)² = 4/9, one 2 × 1/3 × 2/3 = 4/9, both 1/9.
      hits: ['4/9', '4/9', '1/9'],
    });
  });

  it('keeps its internals out of reach', () => {
    const deep = spawnSync(process.execPath, ['--input-type=module', '-e', "await import('marksman/dist/src/games/mordheim/report.js')"], { cwd: project, encoding: 'utf8' });
    expect(deep.status).not.toBe(0);
    expect(deep.stderr).toContain('ERR_PACKAGE_PATH_NOT_EXPORTED');
  });

  it('brings the marksman command', () => {
    const bin = join(project, 'node_modules', '.bin', 'marksman');
    const version = execFileSync(bin, ['--version'], { encoding: 'utf8' });
    expect(version.trim()).toBe((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version);
    const odds = execFileSync(bin, ['odds', '--game', 'mordheim', '--bs', '3', '--weapon', 'crossbow', '--target-t', '3', '--armour', 'heavy,shield', '--json'], { encoding: 'utf8' });
    const report = JSON.parse(odds) as { shot: { conditions: Record<string, { exact: string }> } };
    expect(report.shot.conditions['out-of-action']?.exact).toBe('103/972');
  });
});
