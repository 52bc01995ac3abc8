import { strFromU8 } from 'fflate';
import { findModelRule, MORDHEIM_MODEL_RULES, type ModelRuleKind, type MordheimModelRuleId, type MordheimWeaponId } from '../../games/mordheim/index.js';
import { cleanName, nameKey } from './links.js';
import {
  armourItemOf,
  targetRuleOf,
  MORDHEIM_RULES_NOT_FOR_SHOOTING,
  MORDHEIM_SHOOTING_RULES_NOT_MODELLED,
  warriorModelRule,
  weaponMappingOf,
  type MordheimKitItem,
  type MordheimProfileRule,
} from './mordheim-mapping.js';
import { quotedValue, ROSTER_LIMITS } from './limits.js';
import { MORDHEIM_PROFILE_TYPES, type MordheimCharacteristic, type MordheimLibrary, type MordheimWarriorEntry } from './mordheim.js';
import { ProblemList, type BsdataProblem } from './problems.js';
import { mordheimWarriorFinder } from './resolve.js';
import { rosterFromZip } from './rosz.js';
import { childrenNamed, listOf, parseXml, type XmlElement } from './xml.js';

/** Mordheim's BSData game system, as rosters name it. */
export const MORDHEIM_GAME_SYSTEM = { id: '9481a749-7900-614b-1695-bdc2899069c1', name: 'Mordheim' } as const;

/** The Ninth Age 2nd edition's BSData game system, as rosters name it. */
export const NINTH_AGE_GAME_SYSTEM = { id: 'aa64-1e8e-66fc-9abf', name: 'The 9th Age: Fantasy Battles 2nd Edition 2024' } as const;

/** A roster file as read: text for `.ros`, bytes for `.rosz` (a zip holding one `.ros`). */
export interface RosterFile {
  readonly name: string;
  readonly data: string | Uint8Array;
}

/** Body armour items: a warrior wears at most one. */
export const BODY_ARMOUR_ITEMS: readonly MordheimKitItem[] = ['light-armour', 'heavy-armour', 'gromril-armour', 'ithilmar-armour', 'toughened-leathers'];

/** One model as a Mordheim battle file writes it (src/scenario/mordheim.ts, warriorSchema). */
export interface RosterWarrior {
  readonly id: string;
  readonly name: string;
  readonly position: readonly [number, number];
  readonly profile: { readonly BS: number; readonly S: number; readonly T: number; readonly I: number } & Readonly<Partial<Record<'M' | 'WS' | 'W' | 'A' | 'Ld', number>>>;
  readonly weapons: readonly MordheimWeaponId[];
  readonly kit: readonly MordheimKitItem[];
  /** Large Target, Hard to Kill and the special rules of its kind (Dead Eye Shot…). */
  readonly rules: readonly MordheimProfileRule[];
  /** Its skills and equipment Marksman knows by name, when it has any. */
  readonly skills?: readonly MordheimModelRuleId[];
  readonly equipment?: readonly MordheimModelRuleId[];
}

/** One side of a Mordheim battle, shaped like a battle file's warband. */
export interface RosterWarband {
  readonly id: string;
  readonly name: string;
  readonly models: readonly RosterWarrior[];
}

/** A roster read as one warband, with what could not be carried over; or only the problems when it was refused. */
export type RosterImport = { readonly ok: true; readonly warband: RosterWarband; readonly problems: readonly BsdataProblem[] } | { readonly ok: false; readonly problems: readonly BsdataProblem[] };

/**
 * Where the models start: in rows along one table edge, `spacing` inches apart centre to
 * centre (2" leaves room for bases up to 50 mm), `margin` inches in from the edges. The
 * player moves them afterwards.
 */
export interface Deployment {
  readonly table: { readonly width: number; readonly depth: number };
  readonly edge: 'top' | 'bottom';
  readonly spacing: number;
  readonly margin: number;
}

/** A Mordheim table is 4' square. */
export const DEFAULT_DEPLOYMENT: Deployment = { table: { width: 48, depth: 48 }, edge: 'bottom', spacing: 2, margin: 1 };

/** How a Mordheim roster is imported: where its models stand, its id, the library for missing profiles. */
export interface RosterOptions {
  readonly deployment?: Partial<Deployment>;
  /** The warband's id in the battle file (default: from the roster's name). */
  readonly id?: string;
  /** Fills in a selection that carries no profile, by its entry id or name. */
  readonly library?: MordheimLibrary;
  /** Model ids the battle already uses (another warband's): new ones keep clear of them. */
  readonly takenIds?: readonly string[];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const MORDHEIM_COLUMNS: Readonly<Record<MordheimCharacteristic, string>> = { M: 'M', WS: 'WS', BS: 'BS', S: 'S', T: 'T', W: 'W', I: 'I', A: 'A', Ld: 'LD' };

/**
 * The roster's XML text: as given, or unzipped from a `.rosz`; refused when the file, the text
 * or what the zip unpacks to is over its limit (limits.ts).
 *
 * @example
 * rosterText({ name: 'reiklanders.ros', data: readFileSync('data/bsdata/rosters/reiklanders.ros', 'utf8') }); // { ok: true, text: '<?xml …' }
 * rosterText({ name: 'reiklanders.ros', data: new Uint8Array(readFileSync('data/bsdata/rosters/reiklanders.ros')) }); // the same text: bytes are unzipped only when they are a zip (.rosz)
 */
export function rosterText(file: RosterFile): { ok: true; text: string } | { ok: false; problem: BsdataProblem } {
  const at = { file: file.name, entry: null };
  if (typeof file.data === 'string') {
    const characters = file.data.length;
    const limit = ROSTER_LIMITS.textCharacters;
    return characters > limit ? { ok: false, problem: { code: 'roster-text-too-long', ...at, characters, limit } } : { ok: true, text: file.data };
  }
  const bytes = file.data;
  if (bytes.length > ROSTER_LIMITS.fileBytes) return { ok: false, problem: { code: 'roster-file-too-large', ...at, bytes: bytes.length, limit: ROSTER_LIMITS.fileBytes } };
  if (!ZIP_MAGIC.every((b, i) => bytes[i] === b)) return { ok: true, text: strFromU8(bytes) };
  return rosterFromZip(file.name, bytes);
}

/** A roster read and checked: its file's name, its root element and the game it is for. */
export interface OpenRoster {
  readonly name: string;
  readonly root: XmlElement;
  readonly game: 'mordheim' | 'ninth-age';
}

/** A roster opened, or why it cannot be read. */
export type OpenedRoster = { readonly ok: true; readonly roster: OpenRoster } | { readonly ok: false; readonly problems: readonly BsdataProblem[] };

const WHOLE_NUMBER = /^\d+$/;

/** A selection's `number`: 1 when it has none. openRoster has checked that it is a whole number within the limit. */
export function selectionNumber(selection: XmlElement): number {
  return Number(selection.attributes.number ?? '1');
}

/** What is wrong with a selection's `number`: not a whole number, or over the limit. */
function numberProblem(file: string, selection: XmlElement): BsdataProblem | null {
  const written = selection.attributes.number;
  if (written === undefined) return null;
  const at = { file, entry: selectionEntry(selection) };
  if (!WHOLE_NUMBER.test(written)) return { code: 'roster-bad-number', ...at, value: quotedValue(written) };
  const limit = ROSTER_LIMITS.selectionNumber;
  return Number(written) > limit ? { code: 'roster-number-over-limit', ...at, value: quotedValue(written), limit } : null;
}

/** Every `<selection>` under the element, at any depth (the XML reader has bounded the depth). */
function selectionsAnywhere(root: XmlElement): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (element: XmlElement): void => {
    for (const child of element.children) {
      if (child.name === 'selection') found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

/**
 * What takes the roster over its limits before any selection is read: more selections than
 * the limit, or a `number` that is not a whole number or is over the limit (a henchman group
 * of "1e300" would otherwise become that many models).
 */
function rosterLimitProblems(file: string, root: XmlElement): readonly BsdataProblem[] {
  const selections = selectionsAnywhere(root);
  const limit = ROSTER_LIMITS.selections;
  if (selections.length > limit) return [{ code: 'roster-too-many-selections', file, entry: null, selections: selections.length, limit }];
  const problems = new ProblemList();
  for (const selection of selections) {
    const problem = numberProblem(file, selection);
    if (problem) problems.add(problem);
  }
  return problems.items;
}

function gameOf(gameSystemId: string, gameSystem: string): OpenRoster['game'] | null {
  if (gameSystemId === NINTH_AGE_GAME_SYSTEM.id) return 'ninth-age';
  if (gameSystemId === MORDHEIM_GAME_SYSTEM.id || gameSystem === MORDHEIM_GAME_SYSTEM.name) return 'mordheim';
  return null;
}

/**
 * Unzips and parses a roster and tells its game from the game system it names: The Ninth Age
 * by id, Mordheim by id or by name (older Mordheim data carries other ids). Anything else is
 * refused, naming the game system it is for; so is a roster over its limits (limits.ts).
 *
 * @example
 * const opened = openRoster({ name: 'reiklanders.ros', data: readFileSync('data/bsdata/rosters/reiklanders.ros', 'utf8') });
 * if (opened.ok) opened.roster.game; // 'mordheim'
 * openRoster({ name: 'notes.ros', data: '<notes/>' }); // { ok: false, problems: [{ code: 'not-battlescribe', root: 'notes', expected: ['roster'], … }] }
 */
export function openRoster(file: RosterFile): OpenedRoster {
  const at = { file: file.name, entry: null };
  const text = rosterText(file);
  if (!text.ok) return { ok: false, problems: [text.problem] };
  const xml = parseXml(text.text);
  if (!xml.ok) return { ok: false, problems: ['error' in xml ? { code: 'xml-malformed', ...at, ...xml.error } : { code: 'xml-over-limit', ...at, ...xml.overLimit }] };
  const root = xml.root;
  if (root.name !== 'roster') return { ok: false, problems: [{ code: 'not-battlescribe', ...at, root: root.name, expected: ['roster'] }] };
  const gameSystemId = root.attributes.gameSystemId ?? '';
  const gameSystem = root.attributes.gameSystemName ?? '';
  const game = gameOf(gameSystemId, gameSystem);
  if (game === null) return { ok: false, problems: [{ code: 'roster-game-not-supported', ...at, gameSystemId, gameSystem }] };
  const overLimits = rosterLimitProblems(file.name, root);
  if (overLimits.length > 0) return { ok: false, problems: overLimits };
  return { ok: true, roster: { name: file.name, root, game } };
}

/**
 * An opened roster of the wanted game (opening it first if given a file), or the problems
 * that stop it being one; a roster of the other game is refused as not supported, naming its
 * game system.
 */
export function openRosterOf(file: RosterFile | OpenRoster, game: 'mordheim' | 'ninth-age'): { readonly ok: true; readonly root: XmlElement } | { readonly ok: false; readonly problems: readonly BsdataProblem[] } {
  const opened = 'root' in file ? ({ ok: true, roster: file } as const) : openRoster(file);
  if (!opened.ok) return opened;
  const { root } = opened.roster;
  if (opened.roster.game === game) return { ok: true, root };
  const { gameSystemId = '', gameSystemName = '' } = root.attributes;
  return { ok: false, problems: [{ code: 'roster-game-not-supported', file: file.name, entry: null, gameSystemId, gameSystem: gameSystemName }] };
}

/** The roster's name: its own, else its first force's catalogue, else "roster". */
export function rosterName(root: XmlElement): string {
  return cleanName(root.attributes.name ?? '') || cleanName(childrenNamed(root, 'forces')[0]?.children[0]?.attributes.catalogueName ?? '') || 'roster';
}

/** What a problem says of the selection it is about: its entry id (or own id) and name. */
export function selectionEntry(selection: XmlElement): { readonly id: string; readonly name: string } {
  return { id: selection.attributes.entryId ?? selection.attributes.id ?? '', name: selection.attributes.name ?? '' };
}

/** An id from a name: "Marksmen" → "marksmen". */
export function slug(text: string): string {
  return (
    nameKey(text)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'model'
  );
}

export interface RosterProfile {
  readonly name: string;
  readonly typeName: string;
  readonly characteristics: ReadonlyMap<string, string>;
}

export function profilesOf(selection: XmlElement): RosterProfile[] {
  return listOf(selection, 'profiles', 'profile').map((p) => ({
    name: cleanName(p.attributes.name ?? ''),
    typeName: p.attributes.typeName ?? '',
    characteristics: new Map(listOf(p, 'characteristics', 'characteristic').map((c) => [c.attributes.name ?? '', c.text.trim()])),
  }));
}

export function rulesOf(element: XmlElement): string[] {
  return listOf(element, 'rules', 'rule').map((r) => cleanName(r.attributes.name ?? ''));
}

export function selectionsOf(element: XmlElement): readonly XmlElement[] {
  return listOf(element, 'selections', 'selection');
}

/**
 * "Human max", "Human max (Hero)": a racial maximum profile, not a body. Two linear tests
 * where the library's `/\bmax\b(\s*\(.*\))?$/` would scan the rest of the name again from
 * every "max" in it (a name of "max(" a hundred thousand times took a minute). Profile names
 * are cleaned, so single spaces and no newlines.
 */
export function isRacialMaximum(name: string): boolean {
  return /\bmax$/i.test(name) || (name.endsWith(')') && /\bmax\s?\(/i.test(name));
}

function modelProfile(selection: XmlElement): RosterProfile | undefined {
  return profilesOf(selection).find((p) => p.typeName === MORDHEIM_PROFILE_TYPES.model && !isRacialMaximum(p.name));
}

/** "linkId::entryId" → entryId: rosters write the path of links to an entry. */
export function entryIdOf(selection: XmlElement): string {
  const id = selection.attributes.entryId ?? '';
  return id.slice(id.lastIndexOf(':') + 1);
}

/**
 * Ids not yet taken: the wanted one, else `wanted-2`, `wanted-3`… The next number to try is
 * kept for each wanted id: counting up from 2 every time made a roster of one name many times
 * over quadratic.
 */
export class UniqueIds {
  private readonly taken: Set<string>;
  private readonly nextNumber = new Map<string, number>();

  constructor(taken: Iterable<string> = []) {
    this.taken = new Set(taken);
  }

  take(wanted: string): string {
    let id = wanted;
    if (this.taken.has(id)) {
      let n = this.nextNumber.get(wanted) ?? 2;
      while (this.taken.has(`${wanted}-${n}`)) n += 1;
      id = `${wanted}-${n}`;
      this.nextNumber.set(wanted, n + 1);
    }
    this.taken.add(id);
    return id;
  }
}

class RosterReader {
  readonly problems = new ProblemList(ROSTER_LIMITS.listedWarnings);
  readonly ids: UniqueIds;
  readonly models: RosterWarrior[] = [];
  /** Every model the roster counts, also those past the limit, which are counted but not made. */
  modelCount = 0;
  /** The catalogue of the force being read: entry ids repeat across BSData's warband files. */
  catalogueId = '';
  private readonly findWarriors: ((name: string) => MordheimWarriorEntry[]) | null;
  private readonly known = new Map<XmlElement, MordheimWarriorEntry | undefined>();

  constructor(
    readonly file: string,
    readonly options: RosterOptions,
  ) {
    this.findWarriors = options.library ? mordheimWarriorFinder(options.library) : null;
    this.ids = new UniqueIds(options.takenIds ?? []);
  }

  entry(selection: XmlElement) {
    return selectionEntry(selection);
  }

  libraryWarrior(selection: XmlElement): MordheimWarriorEntry | undefined {
    if (!this.known.has(selection)) this.known.set(selection, this.lookUpWarrior(selection));
    return this.known.get(selection);
  }

  private lookUpWarrior(selection: XmlElement): MordheimWarriorEntry | undefined {
    const library = this.options.library;
    const find = this.findWarriors;
    if (!library || !find) return undefined;
    const id = entryIdOf(selection);
    const name = selection.attributes.name ?? '';
    const band = library.warbands.find((b) => b.id === this.catalogueId);
    const inBand = band?.warriors.find((w) => w.entryId === id) ?? (band ? find(`${band.name}/${name}`)[0] : undefined);
    if (inBand) return inBand;
    const byName = find(name);
    return byName.length === 1 ? byName[0] : undefined;
  }

  rule(name: string, selection: XmlElement | null): MordheimProfileRule | null {
    const key = nameKey(name);
    const target = targetRuleOf(key);
    if (target) return target;
    const at = { file: this.file, entry: selection ? this.entry(selection) : null, rule: name };
    const modelRule = warriorModelRule(name, selection?.attributes.name ?? null);
    if (modelRule !== undefined) {
      if (MORDHEIM_MODEL_RULES[modelRule].status === 'not-applied') this.problems.add({ code: 'rule-not-modelled', ...at });
      return modelRule;
    }
    if (MORDHEIM_SHOOTING_RULES_NOT_MODELLED.has(key)) this.problems.add({ code: 'rule-not-modelled', ...at });
    else if (!MORDHEIM_RULES_NOT_FOR_SHOOTING.has(key)) this.problems.add({ code: 'unknown-rule', ...at });
    return null;
  }

  /** Weapons, armour, skills and equipment chosen under a warrior, down to (not into) any warrior nested in it. */
  equipment(selection: XmlElement, weapons: Set<MordheimWeaponId>, kit: MordheimKitItem[], held: Set<MordheimModelRuleId>): void {
    for (const child of selectionsOf(selection)) {
      if (modelProfile(child)) continue;
      const profiles = profilesOf(child);
      const names = [child.attributes.name ?? '', ...profiles.map((p) => p.name)];
      const weapon = weaponMappingOf(...names);
      const item = armourItemOf(...names);
      const modelRule = names.map((name) => findModelRule(cleanName(name))).find((id) => id !== undefined);
      if (modelRule !== undefined) held.add(modelRule);
      else if (weapon) weapons.add(weapon.weapon);
      else if (item) {
        if (!kit.includes(item)) kit.push(item);
      } else if (profiles.some((p) => p.typeName === MORDHEIM_PROFILE_TYPES.ranged)) {
        this.problems.add({ code: 'unmapped-weapon', file: this.file, entry: this.entry(child), weapon: cleanName(child.attributes.name ?? '') });
      } else if (profiles.some((p) => p.typeName === MORDHEIM_PROFILE_TYPES.armour)) {
        this.problems.add({ code: 'unmapped-armour', file: this.file, entry: this.entry(child), armour: cleanName(child.attributes.name ?? '') });
      }
      this.equipment(child, weapons, kit, held);
    }
  }

  characteristics(selection: XmlElement, profile: RosterProfile | undefined, known: MordheimWarriorEntry | undefined): Partial<Record<MordheimCharacteristic, number>> | null {
    if (!profile && !known) {
      this.problems.add({ code: 'roster-model-without-profile', file: this.file, entry: this.entry(selection) });
      return null;
    }
    const values: Partial<Record<MordheimCharacteristic, number>> = {};
    for (const [characteristic, column] of Object.entries(MORDHEIM_COLUMNS) as [MordheimCharacteristic, string][]) {
      const raw = profile ? (profile.characteristics.get(column) ?? profile.characteristics.get(characteristic)) : String(known?.profile[characteristic] ?? '');
      if (raw === undefined || raw === '') {
        this.problems.add({ code: 'missing-characteristic', file: this.file, entry: this.entry(selection), characteristic });
      } else if (!/^\d{1,2}$/.test(raw)) {
        this.problems.add({ code: 'bad-characteristic', file: this.file, entry: this.entry(selection), characteristic, value: raw });
      } else values[characteristic] = Number(raw);
    }
    return values;
  }

  warrior(selection: XmlElement, forceRules: readonly MordheimProfileRule[]): void {
    const profile = modelProfile(selection);
    const known = profile ? undefined : this.libraryWarrior(selection);
    const values = this.characteristics(selection, profile, known);
    if (!values) return;
    const { BS, S, T, I } = values;
    if (BS === undefined || S === undefined || T === undefined || I === undefined) return;
    const weapons = new Set<MordheimWeaponId>();
    const kit: MordheimKitItem[] = [];
    const held = new Set<MordheimModelRuleId>();
    this.equipment(selection, weapons, kit, held);
    const bodies = kit.filter((k) => BODY_ARMOUR_ITEMS.includes(k));
    if (bodies.length > 1) this.problems.add({ code: 'two-body-armours', file: this.file, entry: this.entry(selection), pieces: bodies });
    // A warrior wears one suit: the first one listed is kept (the problem says which were found).
    const worn = kit.filter((k) => !BODY_ARMOUR_ITEMS.includes(k) || k === bodies[0]);
    const modelChildren = selectionsOf(selection).filter((c) => c.attributes.type === 'model' && !modelProfile(c));
    const ruleNames = [...rulesOf(selection), ...modelChildren.flatMap(rulesOf), ...(known?.rules.filter((r) => r.source === 'warrior').map((r) => r.name) ?? [])];
    const rules = new Set<MordheimProfileRule>();
    // Each name once: a hostile roster can repeat one rule a hundred thousand times.
    for (const name of new Set(ruleNames)) {
      const rule = this.rule(name, selection);
      if (rule) rules.add(rule);
    }
    // A rule that is a shooting attack of its own gives the warrior that weapon (Carnival of Chaos.cat).
    // A Tainted One's Blessing is chosen as an entry of its own, so it may come among the items.
    if (rules.has('stream-of-corruption') || held.has('stream-of-corruption')) weapons.add('stream-of-corruption');
    // A battle file lists skills and equipment apart from the rules of the warrior's kind.
    const byKind = (kind: ModelRuleKind) => [...held, ...rules].filter((r): r is MordheimModelRuleId => r !== 'large-target' && r !== 'hard-to-kill' && MORDHEIM_MODEL_RULES[r].kind === kind);
    const kindRules = [...new Set([...forceRules, ...rules])].filter((r) => r === 'large-target' || r === 'hard-to-kill' || MORDHEIM_MODEL_RULES[r].kind === 'special');
    const skills = [...new Set(byKind('skill'))];
    const equipment = [...new Set(byKind('equipment'))];
    // A henchman group is one selection with its models counted inside; a hero is one model.
    const counted = modelChildren.reduce((sum, c) => sum + selectionNumber(c), 0);
    const count = Math.max(1, modelChildren.length > 0 ? counted : selectionNumber(selection) || 1);
    this.modelCount += count;
    // Past the warband's limit the roster is refused (importMordheimRoster): the models are counted for the problem, not made.
    if (this.modelCount > ROSTER_LIMITS.mordheimModels) return;
    const name = cleanName(selection.attributes.customName ?? selection.attributes.name ?? '');
    const { M, WS, W, A, Ld } = values;
    const optional = Object.fromEntries(Object.entries({ M, WS, W, A, Ld }).filter(([, v]) => v !== undefined)) as Partial<Record<'M' | 'WS' | 'W' | 'A' | 'Ld', number>>;
    for (let i = 1; i <= count; i += 1) {
      this.models.push({
        id: this.ids.take(count > 1 ? `${slug(name)}-${i}` : slug(name)),
        name: count > 1 ? `${name} ${i}` : name,
        position: [0, 0],
        profile: { ...optional, BS, S, T, I },
        weapons: [...weapons],
        kit: worn,
        rules: kindRules,
        ...(skills.length > 0 ? { skills } : {}),
        ...(equipment.length > 0 ? { equipment } : {}),
      });
    }
  }

  /** Finds warriors at any depth (a selection with a Model profile, or one the library knows). */
  selections(elements: readonly XmlElement[], forceRules: readonly MordheimProfileRule[]): void {
    for (const selection of elements) {
      const isWarrior = modelProfile(selection) !== undefined || ((selection.attributes.type === 'model' || selection.attributes.type === 'unit') && this.libraryWarrior(selection) !== undefined);
      if (isWarrior) this.warrior(selection, forceRules);
      else if (selection.attributes.type === 'model' || selection.attributes.type === 'unit') {
        if (selectionsOf(selection).every((c) => modelProfile(c) === undefined)) this.problems.add({ code: 'roster-model-without-profile', file: this.file, entry: this.entry(selection) });
        else this.selections(selectionsOf(selection), forceRules);
      } else this.selections(selectionsOf(selection), forceRules);
    }
  }
}

/**
 * Rows along the chosen edge, left to right, then the next row further in.
 *
 * @example
 * deploy([{ position: [0, 0] }, { position: [0, 0] }, { position: [0, 0] }], { ...DEFAULT_DEPLOYMENT, table: { width: 4, depth: 24 } });
 * // positions [1, 23], [3, 23], then a row in: [1, 21]
 */
export function deploy<T extends { readonly position: readonly [number, number] }>(models: readonly T[], deployment: Deployment): T[] {
  const { table, edge, spacing, margin } = deployment;
  const perRow = Math.max(1, Math.floor((table.width - 2 * margin) / spacing) + 1);
  return models.map((model, i) => {
    const row = Math.floor(i / perRow);
    const x = margin + (i % perRow) * spacing;
    const inward = margin + row * spacing;
    return { ...model, position: [x, edge === 'bottom' ? table.depth - inward : inward] as const };
  });
}

/**
 * A BattleScribe Mordheim roster (`.ros`, or `.rosz` bytes) as one side of a battle: every
 * model with its characteristics, its missile weapons as Marksman ids, its armour as kit
 * items and its target rules, standing in rows along one table edge. What cannot be
 * carried over is in `problems`; a roster that is not Mordheim's, holds no model, or is over
 * a limit (limits.ts: more models than a warband may have among them) is not imported.
 *
 * @example
 * const result = importMordheimRoster({ name: 'reiklanders.ros', data: readFileSync('data/bsdata/rosters/reiklanders.ros', 'utf8') });
 * if (result.ok) result.warband.models[0]; // { id: 'captain-ulrich', name: 'Captain Ulrich', position: [1, 47], weapons: ['handgun'], kit: ['heavy-armour', 'shield'], … }
 */
export function importMordheimRoster(file: RosterFile | OpenRoster, options: RosterOptions = {}): RosterImport {
  const opened = openRosterOf(file, 'mordheim');
  if (!opened.ok) return opened;
  const root = opened.root;
  const reader = new RosterReader(file.name, options);
  for (const force of listOf(root, 'forces', 'force')) {
    reader.catalogueId = force.attributes.catalogueId ?? '';
    const forceRules = rulesOf(force).flatMap((name) => reader.rule(name, null) ?? []);
    reader.selections(selectionsOf(force), forceRules);
    // Forces may nest (BattleScribe allows forces inside forces).
    for (const inner of listOf(force, 'forces', 'force')) {
      reader.catalogueId = inner.attributes.catalogueId ?? '';
      reader.selections(selectionsOf(inner), forceRules);
    }
  }
  if (reader.modelCount > ROSTER_LIMITS.mordheimModels) {
    reader.problems.add({ code: 'roster-too-many-models', file: file.name, entry: null, models: reader.modelCount, limit: ROSTER_LIMITS.mordheimModels });
    return { ok: false, problems: reader.problems.listed(file.name) };
  }
  if (reader.models.length === 0) {
    reader.problems.add({ code: 'roster-without-models', file: file.name, entry: null });
    return { ok: false, problems: reader.problems.listed(file.name) };
  }
  const name = rosterName(root);
  const deployment: Deployment = { ...DEFAULT_DEPLOYMENT, ...options.deployment };
  return { ok: true, warband: { id: options.id ?? slug(name), name, models: deploy(reader.models, deployment) }, problems: reader.problems.listed(file.name) };
}
