/**
 * Findings: a fault told apart from others by its signature (what kind, through which door,
 * which check, what it said with the numbers and names taken out), kept as one JSON file per
 * signature in fuzz/findings/<kind>-<hash>.json with the shrunk case and what the user saw.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GAMES } from '../src/scenario/index.js';
import type { CaseReport, FaultKind, FuzzCase, Verdict } from './case.js';

const COMMANDS = new Set(['odds', 'roll', 'targets', 'shoot', 'phase', 'render', 'profiles', 'roster', 'demo', 'schema', 'help']);

/** Which command a case runs ("link" for the page's links). */
export function commandOf(c: FuzzCase): string {
  if (c.link) return 'link';
  const [first = ''] = c.argv;
  return COMMANDS.has(first) ? first : 'other';
}

const gameOf = (c: FuzzCase): string => ((GAMES as readonly string[]).includes(c.game) ? c.game : 'other');

/** A detail without what changes from one input to the next: numbers, quoted names, paths. */
export function normalised(detail: string): string {
  return detail
    .replace(/"(?:[^"\\]|\\.)*"|'[^']*'|«[^»]*»/g, '…')
    .replace(/-?\d+(\.\d+)?(e[+-]?\d+)?/gi, '#')
    .replace(/\s+/g, ' ')
    .slice(0, 100);
}

/** Which checks read their detail into the signature: the rest are told apart by check alone. */
const DETAIL_COUNTS = new Set(['exception', 'unexpected', 'exit-1', 'exit-code', 'worker-error', 'out-file-refused', 'roster-battle-refused', 'reshared-link-refused']);

export function signatureOf(c: FuzzCase, verdict: Verdict): string {
  const parts = [verdict.kind, c.door, commandOf(c), gameOf(c), verdict.check];
  if (DETAIL_COUNTS.has(verdict.check)) parts.push(normalised(verdict.detail));
  return parts.join(' | ');
}

export interface Finding {
  readonly kind: FaultKind;
  readonly signature: string;
  readonly door: FuzzCase['door'];
  readonly command: string;
  readonly game: string;
  readonly check: string;
  readonly detail: string;
  /** How many campaign cases had this signature. */
  readonly cases: number;
  /** For a group (a hang in the parser): the signatures it was met under. */
  readonly seenAs: readonly string[];
  readonly found: { readonly seed: number; readonly case: number };
  readonly shrink: { readonly runs: number; readonly steps: number };
  readonly input: FuzzCase;
  readonly output: readonly { readonly argv: readonly string[]; readonly code: number | null; readonly stdout: readonly string[]; readonly stderr: readonly string[] }[];
}

const firstLines = (text: string, count = 15) => text.split('\n').slice(0, count).map((line) => (line.length > 300 ? line.slice(0, 300) + '…' : line));

export function outputOf(report: CaseReport | null): Finding['output'] {
  return (report?.steps ?? []).map((s) => ({ argv: s.argv, code: s.code, stdout: firstLines(s.stdout), stderr: firstLines(s.stderr) }));
}

export const findingFileName = (finding: Pick<Finding, 'kind' | 'signature'>): string => `${finding.kind}-${createHash('sha1').update(finding.signature).digest('hex').slice(0, 10)}.json`;

export async function writeFinding(dir: string, finding: Finding): Promise<string> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, findingFileName(finding));
  await writeFile(path, JSON.stringify(finding, null, 2) + '\n', 'utf8');
  return path;
}
