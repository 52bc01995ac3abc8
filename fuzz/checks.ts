/**
 * Classifying what a user saw: a result (exit 0), a clear error (exit 2 with messages), or a
 * fault — a crash (an exception, exit 1, the "something went wrong inside" message, a stack
 * trace) or invalid output (NaN, probabilities that are not, control characters on the
 * terminal or in SVG, an --out file the parser refuses, advice the shot then refuses).
 */
import { catalogue, LANGUAGES } from '../i18n/index.js';
import { cliIssueText } from '../cli/problems.js';
import { namesProfiles, parseScenario, type ParseOptions } from '../src/scenario/index.js';
import { CLEAR_ERROR, fault, RESULT, type FuzzCase, type StepReport, type Verdict } from './case.js';
import { probabilityProblems, type JsonValue } from './probabilities.js';

/** Where the CLI's "something went wrong inside Marksman" begins, in every language. */
const UNEXPECTED_OPENINGS = LANGUAGES.map((language) => cliIssueText(catalogue(language), { code: 'unexpected', detail: '\u0001' }).split('\u0001')[0] ?? '').filter((s) => s.length > 0);

/** A line of a JavaScript stack trace: "    at fn (file.js:1:2)". */
const STACK_LINE = /^\s+at .+(:\d+:\d+\)?|\(native\)|<anonymous>\)?)$/m;
/** Control characters that should never reach a terminal: C0 but tab and newline, DEL, C1. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const TERMINAL_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
/** Characters XML 1.0 forbids in a document (SVG is XML). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const NON_FINITE_TEXT = /\bNaN\b|\bInfinity\b/;
/** What a message shows when a program's value leaks into it in place of the user's text: an object, a function, nothing. */
const UNCLEAR = [/\[object \w+\]/, /\[native code\]/, /\bfunction\b/, /\bundefined\b/];

/** Everything the user typed or gave, to tell echoed text from text the program made. */
export function inputText(c: FuzzCase): string {
  const disk = c.disk.map((d) => (d.content.kind === 'text' ? d.content.text : d.content.entries.map((e) => e.text).join('\n')));
  const link = c.link ? [c.link.prefix, c.link.payload.kind === 'deflated' || c.link.payload.kind === 'raw' ? c.link.payload.text : '', ...c.link.damage.map((d) => (d.kind === 'append' ? d.text : d.kind === 'replace' ? d.char : ''))] : [];
  return [...c.argv, ...Object.values(c.files), c.stdin ?? '', ...disk, ...link, ...Object.values(c.env)].join('\n');
}

const firstLine = (text: string) => text.split('\n').find((line) => line.trim().length > 0)?.slice(0, 300) ?? '';

/** The text from a little before `index` (where a check found something) on. */
const from = (text: string, index: number, before: number) => text.slice(Math.max(0, index - before));

/** A short quote around `index`, escaped (it may hold control characters). */
const around = (text: string, index: number) => JSON.stringify(text.slice(Math.max(0, index - 60), index + 20));

/** Help and the version can be asked for anywhere on a command line (commander shows them and stops). */
const HELP_OR_VERSION = new Set(['--help', '-h', '-V', '--version']);
const showsHelpOrVersion = (argv: readonly string[]) => argv.length === 0 || argv[0] === 'help' || argv.some((a) => HELP_OR_VERSION.has(a));

const optionValue = (argv: readonly string[], option: string): string | null => {
  const i = argv.indexOf(option);
  return i >= 0 ? (argv[i + 1] ?? null) : null;
};

/** How the run ended, before its output is looked at. */
function endingVerdict(step: StepReport, input: string): Verdict | null {
  if (step.thrown !== null) return fault('crash', 'exception', step.thrown);
  const both = `${step.stdout}\n${step.stderr}`;
  if (STACK_LINE.test(both) && !STACK_LINE.test(input)) return fault('crash', 'stack-trace', firstLine(from(both, both.search(STACK_LINE), 200)));
  const opening = UNEXPECTED_OPENINGS.find((o) => step.stderr.includes(o));
  if (opening !== undefined) return fault('crash', 'unexpected', firstLine(step.stderr.slice(step.stderr.indexOf(opening))));
  if (step.code === 1) return fault('crash', 'exit-1', firstLine(step.stderr));
  if (step.code !== 0 && step.code !== 2) return fault('crash', 'exit-code', String(step.code));
  return null;
}

function refusalVerdict(step: StepReport, input: string): Verdict {
  if (step.stderr.trim() === '') return fault('invalid', 'silent-refusal', 'exit 2 with nothing on standard error');
  const leaked = UNCLEAR.find((pattern) => pattern.test(step.stderr) && !pattern.test(input));
  if (leaked) return fault('invalid', 'unclear-message', around(step.stderr, step.stderr.search(leaked)));
  if (NON_FINITE_TEXT.test(step.stderr) && !NON_FINITE_TEXT.test(input)) return fault('invalid', 'nan-in-message', around(step.stderr, step.stderr.search(NON_FINITE_TEXT)));
  if (TERMINAL_CONTROL.test(step.stderr)) return fault('invalid', 'control-character-on-terminal', around(step.stderr, step.stderr.search(TERMINAL_CONTROL)));
  return CLEAR_ERROR;
}

/** What the command printed for the user (SVG and JSON are for programs and are checked as such). */
function terminalVerdict(step: StepReport, input: string, json: boolean, svgOnStdout: boolean): Verdict | null {
  if (step.nonFinite.length > 0) return fault('invalid', 'non-finite-number', `JSON.stringify met NaN or ±Infinity at ${[...new Set(step.nonFinite)].slice(0, 5).join(', ')}`);
  if (!json && !svgOnStdout && NON_FINITE_TEXT.test(step.stdout) && !NON_FINITE_TEXT.test(input)) return fault('invalid', 'nan-in-output', around(step.stdout, step.stdout.search(NON_FINITE_TEXT)));
  const shown = [...(json || svgOnStdout ? [] : [step.stdout]), step.stderr].join('\n');
  if (TERMINAL_CONTROL.test(shown)) return fault('invalid', 'control-character-on-terminal', around(shown, shown.search(TERMINAL_CONTROL)));
  return null;
}

/**
 * The JSON values in a text, one after another (`demo --json` prints the odds, then the roll);
 * null when it is not JSON.
 */
export function jsonValues(text: string): JsonValue[] | null {
  const values: JsonValue[] = [];
  let depth = 0;
  let inString = false;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') depth += 1;
    else if (ch === '}' || ch === ']') {
      depth -= 1;
      if (depth === 0) {
        try {
          values.push(JSON.parse(text.slice(start, i + 1)) as JsonValue);
        } catch {
          return null;
        }
        start = i + 1;
      }
    }
  }
  if (text.slice(start).trim() !== '') {
    try {
      values.push(JSON.parse(text.slice(start)) as JsonValue);
    } catch {
      return null;
    }
  }
  return values;
}

function jsonVerdict(stdout: string): Verdict | null {
  const values = jsonValues(stdout);
  if (values === null || values.length === 0) return fault('invalid', 'json-output-unparsable', firstLine(stdout));
  const [problem] = values.flatMap(probabilityProblems);
  return problem ? fault('invalid', problem.check, `${problem.path}: ${problem.detail}`) : null;
}

export function svgVerdict(svg: string, input: string): Verdict | null {
  if (XML_FORBIDDEN.test(svg)) return fault('invalid', 'control-character-in-svg', around(svg, svg.search(XML_FORBIDDEN)));
  if (NON_FINITE_TEXT.test(svg) && !NON_FINITE_TEXT.test(input)) return fault('invalid', 'nan-in-svg', around(svg, svg.search(NON_FINITE_TEXT)));
  if (!/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(svg) || !/<\/svg>\s*$/.test(svg)) return fault('invalid', 'svg-malformed', svg.slice(0, 120));
  // An ampersand that starts no entity makes the file unreadable as XML.
  const bare = /&(?!(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);)/.exec(svg);
  if (bare) return fault('invalid', 'svg-malformed', `bare "&": ${around(svg, bare.index)}`);
  return null;
}

/** The parser's lookups for a file that names profiles (loaded by the caller, once). */
export type LookupsFor = (game: string) => Promise<ParseOptions>;

/** A battle the CLI wrote (--out, roster): the scenario parser must take it back. */
export async function writtenVerdict(text: string, check: string, lookupsFor: LookupsFor): Promise<Verdict | null> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fault('invalid', check, `not JSON: ${firstLine(text)}`);
  }
  const game = (value as { game?: unknown } | null)?.game;
  const options = namesProfiles(value) && typeof game === 'string' ? await lookupsFor(game) : {};
  const parsed = parseScenario(text, options);
  if (parsed.ok) return null;
  return fault('invalid', check, parsed.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.code}`).join('; '));
}

/** One CLI run judged on its own: its ending, then everything it printed and wrote. */
export async function stepVerdict(step: StepReport, c: FuzzCase, lookupsFor: LookupsFor): Promise<Verdict> {
  const input = inputText(c);
  const ending = endingVerdict(step, input);
  if (ending) return ending;
  if (step.code === 2) return refusalVerdict(step, input);
  const [command = ''] = step.argv;
  if (showsHelpOrVersion(step.argv)) return terminalVerdict(step, input, false, false) ?? RESULT;
  const json = step.argv.includes('--json') || command === 'schema' || (command === 'roster' && optionValue(step.argv, '--out') === null);
  // render draws the table (--svg, `-` for standard output); advise draws its map over it (--svg, a file).
  const svgPath = command === 'render' || command === 'advise' ? optionValue(step.argv, '--svg') : null;
  const terminal = terminalVerdict(step, input, json, command === 'render' && svgPath === '-');
  if (terminal) return terminal;
  if (json && step.stdout.trim() !== '') {
    const verdict = jsonVerdict(step.stdout);
    if (verdict) return verdict;
  }
  if (svgPath !== null) {
    const svg = command === 'render' && svgPath === '-' ? step.stdout : step.written[svgPath];
    if (svg === undefined) return fault('invalid', 'svg-not-written', svgPath);
    const verdict = svgVerdict(svg, input);
    if (verdict) return verdict;
  }
  const out = optionValue(step.argv, '--out');
  if (out !== null) {
    const written = step.written[out];
    if (written === undefined) return fault('invalid', 'out-not-written', out);
    const verdict = await writtenVerdict(written, command === 'roster' ? 'roster-battle-refused' : 'out-file-refused', lookupsFor);
    if (verdict) return verdict;
  } else if (command === 'roster') {
    const verdict = await writtenVerdict(step.stdout, 'roster-battle-refused', lookupsFor);
    if (verdict) return verdict;
  }
  return RESULT;
}

/** The equivalent door: the same command on the same file written another way must answer the same. */
export function equivalentVerdict(original: StepReport, rewrite: string, again: StepReport): Verdict | null {
  if (original.code !== again.code) return fault('invalid', 'equivalent-file-differs', `${rewrite}: exit ${String(original.code)}, then ${String(again.code)}: ${firstLine(again.stderr || original.stderr)}`);
  if (original.stdout !== again.stdout) return fault('invalid', 'equivalent-file-differs', `${rewrite}: standard output differs`);
  if (original.stderr !== again.stderr) return fault('invalid', 'equivalent-file-differs', `${rewrite}: ${firstLine(original.stderr)} / then: ${firstLine(again.stderr)}`);
  const written = Object.keys(original.written).find((name) => original.written[name] !== again.written[name]);
  return written === undefined ? null : fault('invalid', 'equivalent-file-differs', `${rewrite}: ${written} differs`);
}

/**
 * The advice door's second step: `targets` advised a target, and `shoot` without `--weapon`
 * must take that shot (a refusal means the two disagree about the same table).
 */
export function adviceVerdict(targets: StepReport, shoot: StepReport): Verdict | null {
  if (shoot.code !== 2) return null;
  return fault('invalid', 'advised-shot-refused', `${shoot.argv.slice(2).join(' ')} → ${firstLine(shoot.stderr)} (after targets ${targets.argv.slice(2).join(' ')})`);
}
