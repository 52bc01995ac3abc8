/**
 * What the campaign mutates: every bundled example scenario and roster, read once from the
 * package, with the ids a command line would name in each.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { namesProfiles } from '../src/scenario/index.js';
import type { Json } from './arbitraries/doc.js';

/** The package root (fuzz/ sits at the root in the source and under dist/ once built). */
export function packageRoot(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  return here.includes(`${join('dist', 'fuzz')}`) ? join(here, '..', '..') : join(here, '..');
}

/** The names a command line can give: who shoots, who is shot at, what with. */
export interface ScenarioIds {
  readonly shooters: readonly string[];
  readonly targets: readonly string[];
  readonly weapons: readonly string[];
}

/** A scenario to start from: a bundled example or a generated one. */
export interface ScenarioSource {
  readonly name: string;
  readonly game: string;
  readonly kind: 'attack' | 'battle';
  readonly value: Json;
  readonly ids: ScenarioIds;
  /** Whether it names the community's profiles (reading it loads a library: slow, so drawn less often). */
  readonly named: boolean;
}

export interface RosterSource {
  readonly name: string;
  readonly text: string;
}

export interface Corpus {
  readonly examplesDir: string;
  readonly examples: readonly ScenarioSource[];
  readonly rosters: readonly RosterSource[];
  /** Strings found in the examples (ids, weapons, kinds): a mutation puts one where another was. */
  readonly vocabulary: readonly string[];
}

type JsonObject = { readonly [key: string]: Json };
const isObject = (value: Json | undefined): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);
const listOf = (value: Json | undefined): readonly Json[] => (Array.isArray(value) ? (value as readonly Json[]) : []);
const stringOf = (value: Json | undefined): string | null => (typeof value === 'string' ? value : null);

function weaponNames(model: JsonObject): string[] {
  const weapons = [...listOf(model.weapons), ...(model.weapon === undefined ? [] : [model.weapon])];
  return weapons.flatMap((w) => {
    const name = stringOf(w) ?? (isObject(w) ? stringOf(w.name) : null);
    // A Ninth Age entry gives its Aim after the name ("Crossbow (4+)"); --weapon takes the name.
    return name === null ? [] : [name, name.replace(/\s*\(.*\)\s*$/, '')];
  });
}

/** The sides of a battle and their models (Mordheim) or units (the unit games). */
function sidesOf(battle: JsonObject): { readonly id: string; readonly members: readonly JsonObject[] }[] {
  const sides = [...listOf(battle.warbands), ...listOf(battle.armies)].filter(isObject);
  return sides.map((side) => ({ id: stringOf(side.id) ?? '', members: [...listOf(side.models), ...listOf(side.units)].filter(isObject) }));
}

/** The ids a battle's commands take: the shooting side's members shoot, the others are shot at. */
export function idsOf(value: Json): ScenarioIds {
  if (!isObject(value) || !isObject(value.battle)) return { shooters: [], targets: [], weapons: isObject(value) && isObject(value.attack) ? weaponNames(value.attack) : [] };
  const sides = sidesOf(value.battle);
  const shooting = stringOf(value.battle.shooting) ?? sides[0]?.id;
  const idList = (members: readonly JsonObject[]) => members.flatMap((m) => stringOf(m.id) ?? []);
  const mine = sides.filter((s) => s.id === shooting).flatMap((s) => s.members);
  const theirs = sides.filter((s) => s.id !== shooting).flatMap((s) => s.members);
  // A Ninth Age character with weapons of its own shoots as `unit/1`, its place among the unit's characters (T-14).
  const armed = mine.flatMap((m) => listOf(m.characters).flatMap((c, i) => (isObject(c) && c.weapons !== undefined && stringOf(m.id) !== null ? [{ id: `${stringOf(m.id) ?? ''}/${i + 1}`, character: c }] : [])));
  return { shooters: [...idList(mine), ...armed.map((a) => a.id)], targets: idList(theirs), weapons: [...new Set([...mine, ...armed.map((a) => a.character)].flatMap(weaponNames))] };
}

export function sourceOf(name: string, value: Json): ScenarioSource {
  const record = isObject(value) ? value : {};
  return { name, game: stringOf(record.game) ?? '', kind: isObject(record.battle) ? 'battle' : 'attack', value, ids: idsOf(value), named: namesProfiles(value) };
}

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Every string in a value, without recursion limits mattering (examples are shallow). */
function stringsIn(value: Json): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return (value as readonly Json[]).flatMap(stringsIn);
  if (isObject(value)) return Object.values(value).flatMap(stringsIn);
  return [];
}

export function loadCorpus(root: string = packageRoot()): Corpus {
  const examplesDir = join(root, 'examples');
  const examples = filesUnder(examplesDir, '.json').map((file) => sourceOf(relative(examplesDir, file), JSON.parse(readFileSync(file, 'utf8')) as Json));
  const rosters = filesUnder(join(root, 'data', 'bsdata', 'rosters'), '.ros').map((file) => ({ name: relative(root, file), text: readFileSync(file, 'utf8') }));
  const vocabulary = [...new Set(examples.flatMap((e) => stringsIn(e.value)).filter((s) => s.length <= 60))].sort();
  return { examplesDir, examples, rosters, vocabulary };
}
