#!/usr/bin/env node
// The `marksman` command: wires the CLI to the real process, files and clock.
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEED_MAX } from '../src/dice/index.js';
import { runCli } from './run.js';

function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const root = packageRoot();
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

process.exitCode = await runCli(
  process.argv.slice(2),
  {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readFile: (path) => readFile(path, 'utf8'),
    writeFile: (path, text) => writeFile(path, text, 'utf8'),
    readStdin,
    env: process.env,
    newSeed: () => randomInt(0, SEED_MAX),
    examplesDir: join(root, 'examples'),
  },
  version,
);
