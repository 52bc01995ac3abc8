/**
 * Running one case in-process, as a user would meet it: the CLI through `runCli` with files in
 * memory (rosters on a real temporary disk, since their reader opens files itself), or a share
 * link opened as the page opens it. Runs in a worker thread; the campaign enforces the time.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { deflateSync, strToU8, zipSync } from 'fflate';
import { runCli } from '../cli/run.js';
import { InputTooLarge, type CliIo } from '../cli/io.js';
import { readTextFile } from '../cli/read-limited.js';
import { importText } from '../web/src/logic/import.js';
import { namesProfilesUnloaded, writeNamesOut } from '../web/src/logic/named-import.js';
import { unitSessionFromText } from '../web/src/logic/units.js';
import { diskNameOf, fault, type ByteDamage, type DiskFile, type FuzzCase, type LinkRecipe, type Rewrite, type StepReport, type Verdict } from './case.js';
import { expandRepeat } from './arbitraries/rosters.js';
import type { ShareLinks } from './page-links.js';

export interface Workplace {
  readonly examplesDir: string;
  /** A folder of this worker's own, for the case's disk files. */
  readonly tmpDir: string;
  readonly version: string;
  /** web/src/logic/share.ts as the campaign transpiled it (see page-links.ts). */
  readonly shareModule: string;
}

/** Keys where JSON.stringify met NaN or ±Infinity while the current step ran (see `watchNonFinite`). */
const nonFiniteKeys: string[] = [];

/**
 * Makes JSON.stringify note every NaN and ±Infinity it writes (as null): the CLI's JSON
 * would otherwise hide them. Called once in the worker; only stringify calls without a
 * replacer of their own are watched.
 */
export function watchNonFinite(): void {
  const original = JSON.stringify.bind(JSON);
  const watching = (key: string, value: unknown): unknown => {
    if (typeof value === 'number' && !Number.isFinite(value)) nonFiniteKeys.push(key === '' ? '(root)' : key);
    return value;
  };
  JSON.stringify = ((value: unknown, replacer?: unknown, space?: string | number) =>
    replacer === undefined || replacer === null ? original(value, watching, space) : original(value, replacer as (number | string)[], space)) as typeof JSON.stringify;
}

function notFound(path: string): Error {
  return Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
}

/** A virtual file read as the CLI's own reader reads a real one: refused by its size past `maxBytes`. */
function limited(text: string, maxBytes: number | undefined, known: boolean): Promise<string> {
  const bytes = Buffer.byteLength(text);
  if (maxBytes !== undefined && bytes > maxBytes) return Promise.reject(new InputTooLarge(known ? bytes : maxBytes + 1, known));
  return Promise.resolve(text);
}

/** The CLI's outside world, in memory: files from the case, the real examples folder, captured output. */
function memoryIo(files: Map<string, string>, c: FuzzCase, place: Workplace, out: { stdout: string; stderr: string; written: Record<string, string> }): CliIo {
  return {
    stdout: (text) => void (out.stdout += text),
    stderr: (text) => void (out.stderr += text),
    readFile: (path, maxBytes) => {
      const text = files.get(path);
      if (text !== undefined) return limited(text, maxBytes, true);
      return path.startsWith(place.examplesDir + sep) ? readTextFile(path, maxBytes) : Promise.reject(notFound(path));
    },
    readStdin: (maxBytes) => limited(c.stdin ?? '', maxBytes, false),
    writeFile: (path, text) => {
      files.set(path, text);
      out.written[path] = text;
      return Promise.resolve();
    },
    env: c.env,
    newSeed: () => 4242,
    examplesDir: place.examplesDir,
  };
}

const errorText = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** Runs one command line; disk paths in the output are written back as `<disk:NAME>`, so outputs read the same in every run. */
export async function runStep(argv: readonly string[], files: Map<string, string>, c: FuzzCase, place: Workplace, diskPaths: ReadonlyMap<string, string>): Promise<StepReport> {
  const out = { stdout: '', stderr: '', written: {} as Record<string, string> };
  const real = argv.map((arg) => {
    const name = diskNameOf(arg);
    return name === null ? arg : (diskPaths.get(name) ?? arg);
  });
  nonFiniteKeys.length = 0;
  let code: number | null = null;
  let thrown: string | null = null;
  try {
    code = await runCli(real, memoryIo(files, c, place, out), place.version);
  } catch (error) {
    thrown = errorText(error);
  }
  const unreal = (text: string) => [...diskPaths].reduce((t, [name, path]) => t.split(path).join(`<disk:${name}>`), text);
  return { argv, code, thrown, stdout: unreal(out.stdout), stderr: unreal(out.stderr), written: out.written, nonFinite: [...nonFiniteKeys] };
}

/** The same scenario text written another way (see REWRITES). */
export function rewritten(text: string, rewrite: Rewrite): string {
  const reindented = (indent: string | undefined) => {
    try {
      return JSON.stringify(JSON.parse(text), null, indent);
    } catch {
      return text;
    }
  };
  switch (rewrite) {
    case 'byte-order-mark':
      return '\ufeff' + text;
    case 'crlf':
      return text.replace(/\r?\n/g, '\r\n');
    case 'tabs':
      return reindented('\t');
    case 'compact':
      return reindented(undefined);
    case 'trailing-newlines':
      return text + '\n\n';
    case 'leading-whitespace':
      return ' \n\t' + text;
  }
}

function damagedBytes(bytes: Uint8Array, damage: ByteDamage | null): Uint8Array {
  if (damage === null) return bytes;
  switch (damage.kind) {
    case 'flip': {
      const copy = new Uint8Array(bytes);
      const at = damage.at % Math.max(1, copy.length);
      copy[at] = (copy[at] ?? 0) ^ damage.xor;
      return copy;
    }
    case 'truncate':
      return bytes.subarray(0, damage.at % (bytes.length + 1));
  }
}

/** Padding is built once per size: a zip that inflates to 300 MB takes a while to make. */
const zipped = new Map<string, Uint8Array>();

function zipOf(file: Extract<DiskFile['content'], { kind: 'zip' }>): Uint8Array {
  const key = JSON.stringify(file.entries.map((e) => [e.name, e.text.length, e.padding]));
  const cached = zipped.get(key);
  if (cached && file.entries.every((e) => e.padding > 0)) return cached;
  const entries = Object.fromEntries(
    file.entries.map((e) => {
      const text = strToU8(e.text);
      const bytes = new Uint8Array(text.length + e.padding).fill(0x20);
      bytes.set(text);
      const level: 1 | 6 = e.padding > 0 ? 1 : 6;
      return [e.name, [bytes, { level }]] as [string, [Uint8Array, { level: 1 | 6 }]];
    }),
  );
  const zip = zipSync(entries);
  if (file.entries.some((e) => e.padding > 0)) zipped.set(key, zip);
  return zip;
}

/** Writes the case's disk files into the worker's folder; their real paths by name. */
export async function prepareDisk(c: FuzzCase, place: Workplace): Promise<Map<string, string>> {
  const paths = new Map<string, string>();
  if (c.disk.length === 0) return paths;
  await rm(place.tmpDir, { recursive: true, force: true });
  await mkdir(place.tmpDir, { recursive: true });
  for (const file of c.disk) {
    const path = join(place.tmpDir, file.name.replace(/[\\/]/g, '_') || 'unnamed');
    const content = file.content;
    switch (content.kind) {
      case 'text':
        await writeFile(path, content.repeat ? expandRepeat(content.text, content.repeat) : content.text, 'utf8');
        break;
      case 'zip':
        await writeFile(path, damagedBytes(zipOf(content), content.damage));
        break;
    }
    paths.set(file.name, path);
  }
  return paths;
}

export async function cleanDisk(c: FuzzCase, place: Workplace): Promise<void> {
  if (c.disk.length > 0) await rm(place.tmpDir, { recursive: true, force: true });
}

const deflated = new Map<number, string>();

/** A base64url payload of `bytes` zero bytes, deflated raw as the page does (built once per size). */
async function deflatedZeros(share: ShareLinks, bytes: number): Promise<string> {
  const known = deflated.get(bytes);
  if (known !== undefined) return known;
  const payload = await share.encodeShare('\u0000'.repeat(bytes), '');
  deflated.set(bytes, payload);
  return payload;
}

function damagedLink(hash: string, recipe: LinkRecipe): string {
  return recipe.damage.reduce((text, damage) => {
    const at = (n: number) => recipe.prefix.length + (n % Math.max(1, text.length - recipe.prefix.length + 1));
    switch (damage.kind) {
      case 'truncate':
        return text.slice(0, at(damage.at));
      case 'replace':
        return text.slice(0, at(damage.at)) + damage.char + text.slice(at(damage.at) + 1);
      case 'append':
        return text + damage.text;
    }
  }, hash);
}

/** The location hash the recipe makes. */
/**
 * A payload as the page writes it (deflate-raw, base64url), made with fflate: the page's own
 * encoder runs on streams and costs ten milliseconds a link. The page's decoder reads either.
 */
function deflatedText(text: string): string {
  const bytes = deflateSync(strToU8(text));
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function linkHash(share: ShareLinks, recipe: LinkRecipe): Promise<string> {
  const payload = recipe.payload;
  switch (payload.kind) {
    case 'deflated':
      return damagedLink(recipe.prefix + deflatedText(payload.text), recipe);
    case 'deflated-zeros':
      return damagedLink(recipe.prefix + (await deflatedZeros(share, payload.bytes)), recipe);
    case 'raw':
      return damagedLink(recipe.prefix + payload.text, recipe);
  }
}

/** What opening a link on the page came to. */
export interface LinkReport {
  readonly verdict: Verdict;
  readonly summary: string;
}

type Opened = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: string };

/** A scenario text opened as the page opens a file or link (app.tsx openParsed): a unit battle, else a Mordheim table. */
function openOnPage(text: string): Opened & { readonly namesUnloaded?: boolean } {
  const units = unitSessionFromText(text);
  if (units) return { ok: true, text: JSON.stringify(units.file, null, 2) };
  const imported = importText(text);
  if (imported.ok) return { ok: true, text: JSON.stringify(imported.loaded.file, null, 2) };
  const problem = imported.problem;
  return { ok: false, problem: 'kind' in problem ? problem.kind : 'refused', namesUnloaded: namesProfilesUnloaded(problem) };
}

/** A battle link: decoded, opened (names written out if it names profiles), then shared again and reopened. */
async function openBattleLink(share: ShareLinks, hash: string): Promise<LinkReport> {
  const decoded = await share.decodeShare(hash);
  if (!decoded.ok) return { verdict: { kind: 'clear-error', check: '', detail: '' }, summary: `refused: ${decoded.problem}` };
  let opened = openOnPage(decoded.text);
  if (!opened.ok && opened.namesUnloaded === true) {
    const written = await writeNamesOut(decoded.text);
    opened = written.ok ? openOnPage(written.text) : { ok: false, problem: 'names' };
  }
  if (!opened.ok) return { verdict: { kind: 'clear-error', check: '', detail: '' }, summary: `not opened: ${opened.problem}` };
  // What the page keeps, shared again, must open again: the page's own link must not be refused.
  const again = await share.decodeShare(await share.encodeShare(opened.text, share.SHARE_PREFIX));
  if (!again.ok) return { verdict: fault('invalid', 'reshared-link-refused', again.problem), summary: 'opened, but its own link is refused' };
  const reopened = openOnPage(again.text);
  if (!reopened.ok) return { verdict: fault('invalid', 'reshared-link-refused', reopened.problem), summary: 'opened, but its own link does not open' };
  return { verdict: { kind: 'result', check: '', detail: '' }, summary: 'opened' };
}

export async function openLink(share: ShareLinks, hash: string): Promise<LinkReport> {
  try {
    return await openBattleLink(share, hash);
  } catch (error) {
    return { verdict: fault('crash', 'exception', errorText(error)), summary: 'threw' };
  }
}
