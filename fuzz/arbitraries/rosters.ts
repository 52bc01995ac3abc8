/**
 * BattleScribe rosters for `marksman roster`: the bundled ones with their XML damaged (values
 * of attributes and characteristics, elements removed, nested or repeated 10⁵ times, entities,
 * the game system), as .ros text or zipped as .rosz (the wrong entry, two entries, damaged
 * bytes, a small zip that inflates to a large file), sometimes added into a battle.
 */
import fc from 'fast-check';
import { MORDHEIM_GAME_SYSTEM, NINTH_AGE_GAME_SYSTEM } from '../../src/data/bsdata/index.js';
import { diskArgument, type ByteDamage, type DiskContent, type DiskFile, type FuzzCase, type RepeatedPart } from '../case.js';
import type { Corpus } from '../corpus.js';
import { OUT_FILE, SCENARIO_FILE } from './commands.js';
import { nastyString } from './nasty.js';
import { sometimes } from './tables.js';
import { generatedBattlePlan, mutatedExample, scenarioText, type ScenarioPlan } from './scenario-text.js';

export type XmlDamage =
  | { readonly kind: 'attribute'; readonly at: number; readonly value: string; readonly escape: boolean }
  | { readonly kind: 'characteristic'; readonly at: number; readonly value: string }
  | { readonly kind: 'count'; readonly at: number; readonly value: string }
  | { readonly kind: 'remove-element'; readonly at: number }
  | { readonly kind: 'nest'; readonly at: number; readonly depth: number }
  | { readonly kind: 'truncate'; readonly at: number }
  | { readonly kind: 'game-system'; readonly to: 'mordheim-by-name' | 'ninth-age' | 'mordheim' | 'unknown' | 'none' }
  | { readonly kind: 'insert'; readonly at: number; readonly text: string }
  | { readonly kind: 'bom' };

/** Values rosters carry as numbers and names: counts, characteristics, costs. */
const ATTRIBUTE_VALUES = ['1e300', '-1', '0', 'NaN', 'Infinity', '100000', '1.5', '2147483648', '', ' ', '1,5', '0x10', '½'];

const xmlDamage: fc.Arbitrary<XmlDamage> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('attribute' as const), at: fc.nat({ max: 10_000 }), value: fc.oneof(fc.constantFrom(...ATTRIBUTE_VALUES), nastyString), escape: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('characteristic' as const), at: fc.nat({ max: 10_000 }), value: fc.oneof(fc.constantFrom(...ATTRIBUTE_VALUES, '10', '11', '99', '3+', '-', '*'), nastyString) }) },
  // How many models a selection stands for: the count a roster importer loops over.
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('count' as const), at: fc.nat({ max: 10_000 }), value: fc.constantFrom('1e300', '1e5', '100000', '400', '401', '0', '-1', 'NaN', '2.5', 'Infinity', '') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove-element' as const), at: fc.nat({ max: 10_000 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('nest' as const), at: fc.nat({ max: 10_000 }), depth: fc.oneof({ weight: 10, arbitrary: fc.integer({ min: 1, max: 20 }) }, { weight: 1, arbitrary: fc.integer({ min: 1000, max: 5000 }) }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('truncate' as const), at: fc.nat({ max: 100_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('game-system' as const), to: fc.constantFrom('mordheim-by-name' as const, 'ninth-age' as const, 'mordheim' as const, 'unknown' as const, 'none' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('insert' as const), at: fc.nat({ max: 100_000 }), text: fc.constantFrom('&#0;', '&unknown;', '&#xFFFFFFFF;', '&#1114112;', '<![CDATA[x]]>', '<!DOCTYPE r [<!ENTITY a "aaaaaaaa">]>', '<', '</selection>', '\u0000', '<?xml version="1.0"?>') }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'bom' as const }) },
);

/** The start and end of every element with this tag name (nested ones included), in document order. */
export function elementSpans(text: string, tag: string): { readonly start: number; readonly end: number }[] {
  const spans: { start: number; end: number }[] = [];
  const open: number[] = [];
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*?(/?)>`, 'g');
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const closing = match[1] === '/';
    const selfClosing = match[2] === '/';
    if (selfClosing) spans.push({ start: match.index, end: match.index + match[0].length });
    else if (!closing) open.push(match.index);
    else {
      const start = open.pop();
      if (start !== undefined) spans.push({ start, end: match.index + match[0].length });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

const escaped = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function replacedMatch(text: string, pattern: RegExp, at: number, replace: (match: RegExpMatchArray) => string): string {
  const matches = [...text.matchAll(pattern)];
  const match = matches[at % Math.max(1, matches.length)];
  if (!match || match.index === undefined) return text;
  return text.slice(0, match.index) + replace(match) + text.slice(match.index + match[0].length);
}

function gameSystem(text: string, to: Extract<XmlDamage, { kind: 'game-system' }>['to']): string {
  const ids: Record<typeof to, [string, string]> = {
    'mordheim-by-name': ['0000-old-mordheim', MORDHEIM_GAME_SYSTEM.name],
    'ninth-age': [NINTH_AGE_GAME_SYSTEM.id, NINTH_AGE_GAME_SYSTEM.name],
    mordheim: [MORDHEIM_GAME_SYSTEM.id, MORDHEIM_GAME_SYSTEM.name],
    unknown: ['warhammer-40k', 'Warhammer 40,000'],
    none: ['', ''],
  };
  const [id, name] = ids[to];
  return text.replace(/gameSystemId="[^"]*"/, `gameSystemId="${id}"`).replace(/gameSystemName="[^"]*"/, `gameSystemName="${escaped(name)}"`);
}

export function damagedXml(text: string, damage: XmlDamage): string {
  switch (damage.kind) {
    case 'attribute':
      return replacedMatch(text, /(\s[\w:-]+=")([^"]*)(")/g, damage.at, (m) => `${m[1] ?? ''}${damage.escape ? escaped(damage.value) : damage.value}${m[3] ?? ''}`);
    case 'characteristic':
      return replacedMatch(text, /(<characteristic\b[^>]*>)([^<]*)(<\/characteristic>)/g, damage.at, (m) => `${m[1] ?? ''}${escaped(damage.value)}${m[3] ?? ''}`);
    case 'count':
      return replacedMatch(text, /(<selection\b[^>]*?\snumber=")([^"]*)(")/g, damage.at, (m) => `${m[1] ?? ''}${damage.value}${m[3] ?? ''}`);
    case 'remove-element': {
      const spans = [...elementSpans(text, 'selection'), ...elementSpans(text, 'profile'), ...elementSpans(text, 'force')];
      const span = spans[damage.at % Math.max(1, spans.length)];
      return span ? text.slice(0, span.start) + text.slice(span.end) : text;
    }
    case 'nest': {
      const spans = elementSpans(text, 'selection');
      const span = spans[damage.at % Math.max(1, spans.length)];
      if (!span) return text;
      const open = '<selection name="Wrapper" type="upgrade" number="1"><selections>'.repeat(damage.depth);
      const close = '</selections></selection>'.repeat(damage.depth);
      return text.slice(0, span.start) + open + text.slice(span.start, span.end) + close + text.slice(span.end);
    }
    case 'truncate':
      return text.slice(0, damage.at % (text.length + 1));
    case 'game-system':
      return gameSystem(text, damage.to);
    case 'insert': {
      const at = damage.at % (text.length + 1);
      return text.slice(0, at) + damage.text + text.slice(at);
    }
    case 'bom':
      return '\ufeff' + text;
  }
}

/** How a roster is packed: as .ros text, or zipped as .rosz in one of the ways a zip can surprise. */
export type Packing =
  | { readonly kind: 'ros'; readonly name: string }
  | { readonly kind: 'rosz'; readonly entry: string; readonly second: boolean; readonly padding: number; readonly damage: ByteDamage | null }
  | { readonly kind: 'empty-zip' }
  | { readonly kind: 'text-as-rosz' };

const byteDamage: fc.Arbitrary<ByteDamage> = fc.oneof(fc.record({ kind: fc.constant('flip' as const), at: fc.nat({ max: 5000 }), xor: fc.integer({ min: 1, max: 255 }) }), fc.record({ kind: fc.constant('truncate' as const), at: fc.nat({ max: 5000 }) }));

/** Spaces after the roster inside the zip: none mostly; rarely enough to make a small zip inflate to hundreds of megabytes. */
const padding = fc.oneof({ weight: 20, arbitrary: fc.constant(0) }, { weight: 4, arbitrary: fc.integer({ min: 1, max: 100_000 }) }, { weight: 1, arbitrary: fc.constantFrom(50_000_000, 300_000_000) });

const packing: fc.Arbitrary<Packing> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('ros' as const), name: fc.constantFrom('roster.ros', 'roster.ROS', 'roster.xml', 'roster') }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('rosz' as const), entry: fc.constantFrom('roster.ros', 'Roster.ROS', 'notes.txt', 'dir/roster.ros', ''), second: fc.boolean(), padding, damage: sometimes(byteDamage, 4) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'empty-zip' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'text-as-rosz' as const }) },
);

/** Some selection written many times over: a few, or the 10⁵ of a roster no player has. */
const repetition = sometimes(fc.record({ at: fc.nat({ max: 100 }), times: fc.oneof({ weight: 10, arbitrary: fc.integer({ min: 2, max: 50 }) }, { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 100_000 }) }) }), 6);

export interface RosterPlan {
  readonly roster: number;
  readonly damage: readonly XmlDamage[];
  readonly repeat: { readonly at: number; readonly times: number } | null;
  readonly packing: Packing;
  readonly into: ScenarioPlan | null;
  readonly out: boolean;
}

export const rosterPlan = (corpus: Corpus): fc.Arbitrary<RosterPlan> =>
  fc.record({
    roster: fc.nat({ max: Math.max(0, corpus.rosters.length - 1) }),
    damage: fc.array(xmlDamage, { maxLength: 3 }),
    repeat: repetition,
    packing,
    into: sometimes(fc.oneof({ weight: 3, arbitrary: generatedBattlePlan }, { weight: 1, arbitrary: mutatedExample(corpus) }), 4),
    out: fc.boolean(),
  });

function repeatedPart(text: string, repeat: RosterPlan['repeat']): RepeatedPart | null {
  if (repeat === null) return null;
  const spans = elementSpans(text, 'selection');
  const span = spans[repeat.at % Math.max(1, spans.length)];
  return span ? { from: span.start, to: span.end, times: repeat.times } : null;
}

function packed(text: string, repeat: RepeatedPart | null, packing: Packing): DiskFile {
  switch (packing.kind) {
    case 'ros':
      return { name: packing.name, content: { kind: 'text', text, repeat } };
    case 'text-as-rosz':
      return { name: 'roster.rosz', content: { kind: 'text', text, repeat } };
    case 'empty-zip':
      return { name: 'roster.rosz', content: { kind: 'zip', entries: [], damage: null } };
    case 'rosz': {
      // A repeated part in a zip is written out before zipping: the worker builds the entry from the text.
      const entries = [{ name: packing.entry, text: repeat ? expandRepeat(text, repeat) : text, padding: packing.padding }, ...(packing.second ? [{ name: 'other.ros', text, padding: 0 }] : [])];
      const content: DiskContent = { kind: 'zip', entries, damage: packing.damage };
      return { name: 'roster.rosz', content };
    }
  }
}

/** The text with its repeated part written `times` times (the worker does this for disk files; here only for small repeats inside zips). */
export function expandRepeat(text: string, repeat: RepeatedPart): string {
  const part = text.slice(repeat.from, repeat.to);
  return text.slice(0, repeat.from) + part.repeat(repeat.times) + text.slice(repeat.to);
}

export function rosterCase(plan: RosterPlan, corpus: Corpus): FuzzCase {
  const source = corpus.rosters[plan.roster % Math.max(1, corpus.rosters.length)];
  const text = plan.damage.reduce(damagedXml, source?.text ?? '<roster/>');
  // Zipped repeats are expanded here, so keep them small; 10⁵ copies go to plain .ros files.
  const repeat = repeatedPart(text, plan.packing.kind === 'rosz' && plan.repeat !== null ? { ...plan.repeat, times: Math.min(plan.repeat.times, 2000) } : plan.repeat);
  const disk = packed(text, repeat, plan.packing);
  const files: Record<string, string> = plan.into ? { [SCENARIO_FILE]: scenarioText(plan.into, corpus.vocabulary) } : {};
  const argv = ['roster', diskArgument(disk.name), ...(plan.into ? ['--into', SCENARIO_FILE] : []), ...(plan.out ? ['--out', OUT_FILE] : [])];
  const game = /gameSystemId="aa64/.test(text) ? 'ninth-age' : 'mordheim';
  return { door: 'roster', game, argv, files, stdin: null, env: {}, disk: [disk], link: null, rewrite: null };
}
