import { parseGameScenarioValue, type GameParseResult, type GameRegistry, type GameScenario } from '../src/engine/index.js';
import type { ScenarioIssue } from '../src/scenario/index.js';
import { battleaxeStrengthUnused } from './games/battleaxe/flags.js';
import { mordheimStrengthUnused, mordheimTargetStrengthUnused } from './games/mordheim/flags.js';
import { ninthAgeStrengthUnused } from './games/ninth-age/flags.js';
import type { FlagUnused } from './flag-unused.js';

/**
 * The quick description of an attack from command-line flags, for players who do not want
 * a file: `marksman odds --game mordheim --bs 3 --weapon crossbow --target-t 3 --armour heavy,shield
 * --mods cover,long-range`. The flags build the same JSON a quick scenario file holds, so
 * they are checked by the same schema, and each problem is reported against its flag.
 */
export type FlagSpec =
  | { readonly kind: 'value'; readonly flag: string; readonly path: readonly string[]; readonly unusedBy?: (scenario: GameScenario) => FlagUnused | null }
  | { readonly kind: 'list'; readonly flag: string; readonly path: readonly string[]; readonly aliases?: Readonly<Record<string, string>> }
  | { readonly kind: 'toggles'; readonly flag: string; readonly path: readonly string[]; readonly items: Readonly<Record<string, string>> }
  | { readonly kind: 'settings'; readonly flag: string; readonly path: readonly string[] };

export type { FlagUnused } from './flag-unused.js';

/**
 * The flags given that the parsed attack has no use for, each with why.
 *
 * @example
 * // parsed: the flags --bs 4 --strength 5 --weapon short-bow --target-t 3 as a Battleaxe attack
 * unusedFlags(BATTLEAXE_FLAGS, { strength: '5' }, parsed.scenario); // [{ flag: '--strength', because: 'weapon-strength', weapon: 'short-bow', strength: 3 }]
 */
export function unusedFlags(specs: readonly FlagSpec[], values: Readonly<Record<string, string | readonly string[] | undefined>>, scenario: GameScenario): (FlagUnused & { readonly flag: string })[] {
  return specs.flatMap((spec) => {
    if (spec.kind !== 'value' || spec.unusedBy === undefined || values[optionKey(spec.flag)] === undefined) return [];
    const unused = spec.unusedBy(scenario);
    return unused ? [{ ...unused, flag: spec.flag }] : [];
  });
}

/** Mordheim's flags and where each goes in a quick scenario. */
export const MORDHEIM_FLAGS: readonly FlagSpec[] = [
  { kind: 'value', flag: '--bs', path: ['attack', 'shooter', 'profile', 'BS'] },
  { kind: 'value', flag: '--strength', path: ['attack', 'shooter', 'profile', 'S'], unusedBy: mordheimStrengthUnused },
  { kind: 'value', flag: '--weapon', path: ['attack', 'weapon'] },
  { kind: 'value', flag: '--target-t', path: ['attack', 'target', 'profile', 'T'] },
  { kind: 'value', flag: '--target-w', path: ['attack', 'target', 'profile', 'W'] },
  { kind: 'value', flag: '--target-s', path: ['attack', 'target', 'profile', 'S'], unusedBy: mordheimTargetStrengthUnused },
  { kind: 'value', flag: '--wounds-left', path: ['attack', 'target', 'woundsLeft'] },
  { kind: 'value', flag: '--condition', path: ['attack', 'target', 'condition'] },
  {
    kind: 'list',
    flag: '--armour',
    path: ['attack', 'target', 'kit'],
    // Players write "heavy" as readily as "heavy-armour".
    aliases: { light: 'light-armour', heavy: 'heavy-armour', gromril: 'gromril-armour', ithilmar: 'ithilmar-armour', leathers: 'toughened-leathers' },
  },
  { kind: 'list', flag: '--target-rules', path: ['attack', 'target', 'rules'] },
  { kind: 'list', flag: '--skills', path: ['attack', 'shooter', 'skills'] },
  { kind: 'list', flag: '--equipment', path: ['attack', 'shooter', 'equipment'] },
  { kind: 'list', flag: '--rules', path: ['attack', 'shooter', 'rules'] },
  { kind: 'list', flag: '--target-skills', path: ['attack', 'target', 'skills'] },
  { kind: 'list', flag: '--target-equipment', path: ['attack', 'target', 'equipment'] },
  { kind: 'toggles', flag: '--mods', path: ['attack', 'circumstances'], items: { cover: 'cover', 'long-range': 'longRange', moved: 'moved', 'large-body': 'largeBody', 'fire-twice': 'fireTwice' } },
  { kind: 'value', flag: '--distance', path: ['attack', 'circumstances', 'distance'] },
  { kind: 'value', flag: '--shots', path: ['attack', 'shots'] },
  { kind: 'value', flag: '--barrels', path: ['attack', 'barrels'] },
  { kind: 'settings', flag: '--variant', path: ['variants'] },
];

/** Battleaxe's flags: units of models, BS as a target number, armour and ward saves. */
export const BATTLEAXE_FLAGS: readonly FlagSpec[] = [
  { kind: 'value', flag: '--bs', path: ['attack', 'shooter', 'profile', 'BS'] },
  { kind: 'value', flag: '--strength', path: ['attack', 'shooter', 'profile', 'S'], unusedBy: battleaxeStrengthUnused },
  { kind: 'value', flag: '--models', path: ['attack', 'shooter', 'models'] },
  { kind: 'value', flag: '--files', path: ['attack', 'shooter', 'files'] },
  { kind: 'value', flag: '--weapon', path: ['attack', 'weapon'] },
  { kind: 'value', flag: '--target-t', path: ['attack', 'target', 'profile', 'T'] },
  { kind: 'value', flag: '--target-w', path: ['attack', 'target', 'profile', 'W'] },
  { kind: 'value', flag: '--target-models', path: ['attack', 'target', 'models'] },
  { kind: 'value', flag: '--target-starting-models', path: ['attack', 'target', 'startingModels'] },
  { kind: 'value', flag: '--wounds-on-current', path: ['attack', 'target', 'woundsOnCurrent'] },
  { kind: 'list', flag: '--target-keywords', path: ['attack', 'target', 'keywords'] },
  { kind: 'value', flag: '--armour-save', path: ['attack', 'target', 'profile', 'armour'] },
  { kind: 'value', flag: '--ward', path: ['attack', 'target', 'profile', 'ward'] },
  {
    kind: 'toggles',
    flag: '--mods',
    path: ['attack', 'circumstances'],
    items: {
      moved: 'moved',
      'long-range': 'longRange',
      'point-blank': 'pointBlank',
      'stand-and-shoot': 'standAndShoot',
      volley: 'volleyFire',
      'soft-cover': 'softCover',
      'hard-cover': 'hardCover',
      'into-combat': 'intoCombat',
    },
  },
  { kind: 'value', flag: '--distance', path: ['attack', 'circumstances', 'distance'] },
  { kind: 'settings', flag: '--variant', path: ['variants'] },
];

/** The Ninth Age's flags: the weapon with its Aim ("crossbow (4+)"), Resilience, Armour, special saves. */
export const NINTH_AGE_FLAGS: readonly FlagSpec[] = [
  { kind: 'value', flag: '--models', path: ['attack', 'shooter', 'models'] },
  { kind: 'value', flag: '--strength', path: ['attack', 'shooter', 'profile', 'Str'], unusedBy: ninthAgeStrengthUnused },
  { kind: 'value', flag: '--weapon', path: ['attack', 'weapon'] },
  { kind: 'value', flag: '--target-res', path: ['attack', 'target', 'profile', 'Res'] },
  { kind: 'value', flag: '--target-arm', path: ['attack', 'target', 'profile', 'Arm'] },
  { kind: 'value', flag: '--target-hp', path: ['attack', 'target', 'profile', 'HP'] },
  { kind: 'value', flag: '--target-models', path: ['attack', 'target', 'models'] },
  { kind: 'value', flag: '--aegis', path: ['attack', 'target', 'profile', 'Aegis'] },
  { kind: 'value', flag: '--fortitude', path: ['attack', 'target', 'profile', 'Fortitude'] },
  { kind: 'value', flag: '--aegis-magical', path: ['attack', 'target', 'profile', 'AegisMagical'] },
  { kind: 'value', flag: '--target-dis', path: ['attack', 'target', 'profile', 'Dis'] },
  { kind: 'value', flag: '--hard-target', path: ['attack', 'target', 'hardTarget'] },
  { kind: 'list', flag: '--target-rules', path: ['attack', 'target', 'rules'] },
  { kind: 'value', flag: '--movement', path: ['attack', 'circumstances', 'movement'] },
  { kind: 'value', flag: '--cover', path: ['attack', 'circumstances', 'cover'] },
  { kind: 'toggles', flag: '--mods', path: ['attack', 'circumstances'], items: { 'long-range': 'longRange', 'stand-and-shoot': 'standAndShoot' } },
  { kind: 'value', flag: '--distance', path: ['attack', 'circumstances', 'distance'] },
  { kind: 'settings', flag: '--variant', path: ['variants'] },
];


/** A flag's name as commander keeps it in its options object: --target-t → targetT. */
export function optionKey(flag: string): string {
  return flag.replace(/^--/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Numbers stay numbers ("5+" is the score 5); anything else stays text, for the schema to judge. */
function scalar(text: string): string | number | boolean {
  const trimmed = text.trim();
  if (/^-?\d+(\.\d+)?\+?$/.test(trimmed)) return Number(trimmed.replace(/\+$/, ''));
  if (text === 'true' || text === 'false') return text === 'true';
  return text;
}

const items = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * Sets an own property, whatever its name: a flag such as `--variant __proto__=1` must become a
 * field the schema refuses by name, not change what the object inherits.
 */
function setOwn(node: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
}

function setAt(root: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = root;
  path.slice(0, -1).forEach((key) => {
    const next = Object.hasOwn(node, key) ? node[key] : undefined;
    if (typeof next === 'object' && next !== null) node = next as Record<string, unknown>;
    else {
      const created: Record<string, unknown> = {};
      setOwn(node, key, created);
      node = created;
    }
  });
  const last = path[path.length - 1];
  if (last !== undefined) setOwn(node, last, value);
}

/** A name looked up among a table's own entries only ("toString" is no toggle or alias). */
const ownEntry = <T>(table: Readonly<Record<string, T>> | undefined, name: string): T | undefined => (table !== undefined && Object.hasOwn(table, name) ? table[name] : undefined);

/**
 * The quick scenario the flags describe, or the problems with the flags themselves (an
 * unknown item in a list of toggles, a setting without `=`).
 */
export function scenarioFromFlags(game: string, specs: readonly FlagSpec[], values: Readonly<Record<string, string | readonly string[] | undefined>>): { value: unknown; issues: ScenarioIssue[] } {
  const scenario: Record<string, unknown> = { game, attack: { shooter: { profile: {} }, target: { profile: {} } } };
  const issues: ScenarioIssue[] = [];
  for (const spec of specs) {
    const raw = values[optionKey(spec.flag)];
    if (raw === undefined) continue;
    const texts = typeof raw === 'string' ? [raw] : raw;
    switch (spec.kind) {
      case 'value':
        setAt(scenario, spec.path, scalar(texts[texts.length - 1] ?? ''));
        break;
      case 'list':
        setAt(scenario, spec.path, texts.flatMap(items).map((item) => ownEntry(spec.aliases, item) ?? item));
        break;
      case 'toggles':
        for (const item of texts.flatMap(items)) {
          const field = ownEntry(spec.items, item);
          if (field === undefined) issues.push({ code: 'not-one-of', path: [spec.flag], options: Object.keys(spec.items), value: JSON.stringify(item) });
          else setAt(scenario, [...spec.path, field], true);
        }
        break;
      case 'settings':
        for (const setting of texts) {
          const [key, value] = setting.split('=', 2);
          if (!key || value === undefined) issues.push({ code: 'no-form-matches', path: [spec.flag], value: JSON.stringify(setting) });
          else setAt(scenario, [...spec.path, key], scalar(value));
        }
        break;
    }
  }
  return { value: scenario, issues };
}

/** Moves each issue from its place in the built scenario to the flag that set it. */
export function issueOnFlag(issue: ScenarioIssue, specs: readonly FlagSpec[]): ScenarioIssue {
  const path = issue.path;
  // The flag of the longest place that holds the issue: --distance, not --mods, for circumstances.distance.
  const spec = specs.filter((s) => s.path.every((key, i) => path[i] === key)).reduce<FlagSpec | undefined>((best, s) => (best && best.path.length >= s.path.length ? best : s), undefined);
  if (!spec) return issue;
  // A setting keeps its key (--variant.sevenPlus); the other flags stand for their whole place.
  const rest = spec.kind === 'settings' ? path.slice(spec.path.length).map(String) : [];
  return { ...issue, path: [spec.flag, ...rest] };
}

/** Parses the flags as a quick scenario of `game` (one of the registry's, whose flags are `specs`), with every problem named by its flag. */
export function parseFlags(registry: GameRegistry, game: string, specs: readonly FlagSpec[], values: Readonly<Record<string, string | readonly string[] | undefined>>): GameParseResult {
  const built = scenarioFromFlags(game, specs, values);
  const result = parseGameScenarioValue(registry, built.value);
  const issues = [...built.issues, ...(result.ok ? [] : result.issues.map((issue) => issueOnFlag(issue, specs)))];
  return issues.length > 0 ? { ok: false, issues } : result;
}
