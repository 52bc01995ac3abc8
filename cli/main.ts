#!/usr/bin/env node
// The `marksman` command: wires the CLI to the real process, files and clock.
import { existsSync, readFileSync } from 'node:fs';
import type * as Crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { config as zodConfig } from 'zod';
import { SEED_MAX } from '../src/dice/index.js';
import { afterOutput, runCli } from './run.js';
import { readStandardInput, readTextFile } from './read-limited.js';
import { writeFileAtomically } from './safe-file.js';
import { standardStreams } from './standard-streams.js';

/** The version a folder's package.json gives, if it has one that does. */
function versionIn(dir: string): string | undefined {
  const manifest = join(dir, 'package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version : undefined;
}

/**
 * The package's folder and version: the nearest package.json up from here that gives a
 * version. The bundle's folder has one of its own (`{"type":"commonjs"}`, for the bin), which
 * gives none.
 */
function packageOf(): { readonly root: string; readonly version: string } {
  // In the bundle (CommonJS) this module's folder is __dirname, which costs nothing; making a
  // path of import.meta.url compiled Node's URL functions at every start (~0.8 ms).
  let dir = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));
  let version = versionIn(dir);
  while (version === undefined && dirname(dir) !== dir) {
    dir = dirname(dir);
    version = versionIn(dir);
  }
  return { root: dir, version: version ?? '0.0.0' };
}


/** A fresh seed; node:crypto is loaded only then, as most commands never roll (loading it costs a quick command a tenth of its time). */
function freshSeed(): number {
  const { randomInt } = createRequire(import.meta.url)('node:crypto') as typeof Crypto;
  return randomInt(0, SEED_MAX);
}

/**
 * The command, start to end. A function, not the module's top level, so the bundle can be a
 * CommonJS script (`bin.ts` runs it with V8's code cache, which Node 20 offers scripts only).
 */
async function main(): Promise<void> {
  // A command reads one file: zod's compiled parsers (one function made with new Function for
  // each object schema, at its first parse) cost more to make than they save on it.
  zodConfig({ jitless: true });
  const { root, version } = packageOf();
  const argv = process.argv.slice(2);

  // A standard error that cannot be written leaves nowhere to say so, and the exit code says
  // what the command did.
  const standard = standardStreams();
  const written: Promise<Error | null>[] = [];
  const code = await runCli(
    argv,
    {
      stdout: (text) => void written.push(standard.out(text)),
      stderr: (text) => void standard.err(text),
      readFile: readTextFile,
      writeFile: (path, text) => writeFileAtomically(path, text),
      readStdin: readStandardInput,
      env: process.env,
      newSeed: freshSeed,
      examplesDir: join(root, 'examples'),
    },
    version,
  );
  const failure = (await Promise.all(written)).find((error) => error !== null) ?? null;
  const outcome = afterOutput(argv, process.env, code, failure);
  if (outcome.message !== null) await standard.err(outcome.message);
  process.exitCode = outcome.code;
  // Everything has been written: end now, not after the event loop has run what V8 left for it
  // (a young-generation collection it had scheduled, and Node's wait for its tasks: some 5 ms).
  if (standard.synchronous) process.exit();
}

void main();
