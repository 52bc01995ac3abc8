import { HEIGHT_CLASSES, type HeightClass } from '../../games/ninth-age/index.js';
import { NINTH_AGE_NEEDED, NINTH_AGE_UNIT_RULES, ninthAgeWeaponFile, type NinthAgeUnitRule, type NinthAgeWeaponFile } from '../../scenario/index.js';
import { cleanName, nameKey } from './links.js';
import { aimOf, ninthAgeAttributeOf, ninthAgeProfileKind, parseAttributes, parseRange, parseShots, parseValue, readBreathAttack, type NinthAgeLibrary, type NinthAgeProfileKind, type NinthAgeUnitEntry, type NinthAgeWeaponAttribute, type NinthAgeWeaponEntry } from './ninth-age.js';
import { ROSTER_LIMITS } from './limits.js';
import { hardTargetOf, ninthAgeUnitFinder, ninthAgeWeaponUse, resolveNinthAgeUnit, wholeNumber, type ResolvedNinthAgeProfile, type ResolvedNinthAgeUnit } from './ninth-age-resolve.js';
import { ProblemList, type BsdataProblem } from './problems.js';
import { entryIdOf, openRoster, openRosterOf, profilesOf, rosterName, rulesOf, selectionEntry, selectionNumber, selectionsOf, slug, UniqueIds, type OpenRoster, type RosterFile, type RosterProfile } from './roster.js';
import { listOf, type XmlElement } from './xml.js';


/** One unit as a Ninth Age battle file writes it (src/scenario/ninth-age.ts, unitSchema). */
export interface RosterUnit {
  readonly id: string;
  readonly name: string;
  readonly position: readonly [number, number];
  readonly facing: number;
  readonly files: number;
  readonly ranks: number;
  readonly models: number;
  /** Millimetres, as BSData gives bases. */
  readonly base: { readonly width: number; readonly depth: number };
  readonly profile: ResolvedNinthAgeProfile;
  readonly weapons: readonly NinthAgeWeaponFile[];
  readonly hardTarget?: number;
  readonly rules?: readonly (NinthAgeUnitRule)[];
}

/** One side of a Ninth Age battle, shaped like a battle file's army. */
export interface RosterArmy {
  readonly id: string;
  readonly name: string;
  readonly units: readonly RosterUnit[];
}

/** A roster read as one army, with what could not be carried over; or only the problems when it was refused. */
export type NinthAgeRosterImport = { readonly ok: true; readonly army: RosterArmy; readonly problems: readonly BsdataProblem[] } | { readonly ok: false; readonly problems: readonly BsdataProblem[] };

/**
 * Where the units start: side by side along one long edge, `gap` inches apart, `margin` in
 * from the edges, a row further in when the edge is full. Bottom-edge units face up the
 * table (0°), top-edge units face down it (180°). The player moves them afterwards.
 */
export interface UnitDeployment {
  readonly table: { readonly width: number; readonly depth: number };
  readonly edge: 'top' | 'bottom';
  readonly gap: number;
  readonly margin: number;
  /** Models across the front of a unit (fewer when it has fewer models). */
  readonly files: number;
}

/** A Ninth Age table is 72" × 48". */
export const DEFAULT_UNIT_DEPLOYMENT: UnitDeployment = { table: { width: 72, depth: 48 }, edge: 'bottom', gap: 2, margin: 1, files: 5 };

/** How a Ninth Age roster is imported: where its units stand, its id, the library for missing profiles. */
export interface NinthAgeRosterOptions {
  readonly deployment?: Partial<UnitDeployment>;
  readonly id?: string;
  /** Fills in a unit whose selection carries no profile, by its entry id within the force's catalogue, then by name. */
  readonly library?: NinthAgeLibrary;
  /** Unit ids already on the table (another army's), not to be used again. */
  readonly takenIds?: readonly string[];
}

const MM_PER_INCH = 25.4;
const DEFAULT_BASE = { width: 20, depth: 20 } as const;
const MODEL_PROFILE_KINDS: readonly (NinthAgeProfileKind | null)[] = ['global', 'defensive', 'offensive'];

/**
 * "20×20", "25x50" → width × depth in mm; "60Ø" (a round base) → its square.
 *
 * @example
 * parseBase('20×20'); // { width: 20, depth: 20 }
 * parseBase('25x50 mm'); // { width: 25, depth: 50 }
 * parseBase('60Ø'); // { width: 60, depth: 60 }: a round base, as its square
 */
export function parseBase(written: string): { readonly width: number; readonly depth: number } | null {
  // Spaces collapsed first: the pattern's neighbouring `\s*` would try every split of a long run of them.
  const text = written.replace(/\s+/g, ' ');
  const rect = /^\s*(\d+(?:\.\d+)?)\s*[×xX*]\s*(\d+(?:\.\d+)?)\s*(?:mm)?\s*$/.exec(text);
  if (rect) return { width: Number(rect[1]), depth: Number(rect[2]) };
  const round = /^\s*(\d+(?:\.\d+)?)\s*(?:Ø|mm round)\s*$/i.exec(text);
  return round ? { width: Number(round[1]), depth: Number(round[1]) } : null;
}

/** The selections under a unit down to (not into) another unit. */
function inside(selection: XmlElement): XmlElement[] {
  return selectionsOf(selection).flatMap((child) => (child.attributes.type === 'unit' ? [] : [child, ...inside(child)]));
}

class NinthAgeRosterReader {
  readonly problems = new ProblemList(ROSTER_LIMITS.listedWarnings);
  readonly ids: UniqueIds;
  readonly units: Omit<RosterUnit, 'position' | 'facing'>[] = [];
  catalogueId = '';
  private readonly findUnits: ((name: string) => NinthAgeUnitEntry[]) | null;
  /** Resolved library units by key: a roster may name the same unit many times. */
  private readonly resolved = new Map<string, ResolvedNinthAgeUnit | undefined>();

  constructor(
    readonly file: string,
    readonly options: NinthAgeRosterOptions,
  ) {
    this.ids = new UniqueIds(options.takenIds ?? []);
    this.findUnits = options.library ? ninthAgeUnitFinder(options.library) : null;
  }

  entry(selection: XmlElement) {
    return selectionEntry(selection);
  }

  libraryUnit(selection: XmlElement): ResolvedNinthAgeUnit | undefined {
    const library = this.options.library;
    const find = this.findUnits;
    if (!library || !find) return undefined;
    const id = entryIdOf(selection);
    const army = library.armies.find((a) => a.id === this.catalogueId);
    const byId = army?.units.find((u) => u.entryId === id || u.models.some((m) => m.entryId === id));
    const byName = byId ? [] : find(army ? `${army.name}/${selection.attributes.name ?? ''}` : (selection.attributes.name ?? ''));
    const unit = byId ?? (byName.length === 1 ? byName[0] : undefined);
    if (!unit) return undefined;
    if (!this.resolved.has(unit.key)) {
      const found = resolveNinthAgeUnit(library, unit.key);
      this.resolved.set(unit.key, found.ok ? found.value : undefined);
    }
    return this.resolved.get(unit.key);
  }

  /** A weapon selection's profile read as the library reads the data's, then as Marksman's weapon. */
  weapon(selection: XmlElement, profile: RosterProfile): NinthAgeWeaponFile | null {
    const entry = this.entry(selection);
    const at = { file: this.file, entry };
    const name = cleanName(profile.name).replace(/\s*\(\d\+\)/, '').trim();
    const aim = aimOf(profile.name, selection.attributes.name ?? '');
    const c = (field: string) => profile.characteristics.get(field) ?? '';
    const parsed = parseAttributes(c('Attributes'));
    const attributes: NinthAgeWeaponAttribute[] = [];
    // An attribute listed twice is one attribute, kept once (a hostile list repeats one a million times).
    const kept = new Set<string>();
    const unknownAttributes = new Set<string>();
    for (const attribute of parsed.attributes) {
      const code = ninthAgeAttributeOf(nameKey(attribute.name));
      if (!code) {
        this.problems.add({ code: 'unknown-attribute', ...at, weapon: name, attribute: attribute.name });
        unknownAttributes.add(attribute.name);
        continue;
      }
      const key = `${attribute.bracketed ? '[' : ''}${code}(${attribute.parameter ?? ''})`;
      if (kept.has(key)) continue;
      kept.add(key);
      attributes.push({ code, parameter: attribute.parameter, bracketed: attribute.bracketed });
    }
    const range = parseRange(c('Range'));
    const data: NinthAgeWeaponEntry = {
      name,
      entryName: cleanName(selection.attributes.name ?? ''),
      file: this.file,
      entryId: entry.id,
      aim,
      minRange: range?.min ?? null,
      range: range?.max ?? null,
      shots: parseShots(c('Shots')),
      strength: parseValue(c('Str')),
      ap: parseValue(c('AP')),
      attributes,
      notes: parsed.notes,
      unknownAttributes: [...unknownAttributes],
      characteristics: Object.fromEntries(profile.characteristics),
    };
    const use = ninthAgeWeaponUse(data);
    if (!use.ok) {
      this.problems.add({ code: 'roster-weapon-unusable', ...at, weapon: name, gap: use.gap, detail: use.detail });
      return null;
    }
    if (aim === null) {
      this.problems.add({ code: 'missing-aim', ...at, weapon: name });
      return null;
    }
    return ninthAgeWeaponFile(name, aim, use.weapon);
  }

  /** The model profile written on the roster: the first model selection's, else the unit's own. */
  writtenProfile(profiles: readonly RosterProfile[], selection: XmlElement): { profile: ResolvedNinthAgeProfile; base: string | null; rules: string[] } | null {
    const model = profiles.filter((p) => MODEL_PROFILE_KINDS.includes(ninthAgeProfileKind(p.typeName)));
    if (model.length === 0) return null;
    const value = (field: string) => model.map((p) => p.characteristics.get(field)).find((v) => v !== undefined);
    const HP = wholeNumber(value('HP'));
    const Res = wholeNumber(value('Res'));
    const Arm = wholeNumber(value('Arm'));
    const missing = NINTH_AGE_NEEDED.filter((k) => wholeNumber(value(k)) === undefined);
    for (const characteristic of missing) this.problems.add({ code: 'missing-characteristic', file: this.file, entry: this.entry(selection), characteristic });
    if (HP === undefined || Res === undefined || Arm === undefined) return null;
    const size = profiles.find((p) => ninthAgeProfileKind(p.typeName) === 'size');
    const heightKey = nameKey(size?.characteristics.get('Height') ?? '');
    const Height: HeightClass | undefined = HEIGHT_CLASSES.find((h) => h === heightKey);
    const Str = wholeNumber(value('Str'));
    const AP = wholeNumber(value('AP'));
    const rules = new Set<string>();
    for (const p of model) {
      for (const part of (p.characteristics.get('Rules') ?? '').split(',')) if (part.trim() !== '') rules.add(part.trim());
    }
    return {
      profile: { HP, Res, Arm, ...(Str !== undefined ? { Str } : {}), ...(AP !== undefined ? { AP } : {}), ...(Height !== undefined ? { Height } : {}) },
      base: size?.characteristics.get('Base') ?? null,
      rules: [...rules],
    };
  }

  unit(selection: XmlElement): void {
    const children = inside(selection);
    const modelSelections = children.filter((c) => c.attributes.type === 'model');
    const bodies = modelSelections.length > 0 ? modelSelections : [selection];
    const models = Math.max(1, bodies.reduce((sum, m) => sum + (selectionNumber(m) || 1), 0));
    const profiles = [...bodies.flatMap(profilesOf), ...profilesOf(selection)];
    const written = this.writtenProfile(profiles, selection);
    const known = written ? undefined : this.libraryUnit(selection);
    if (!written && !known) {
      this.problems.add({ code: this.options.library ? 'roster-unknown-entry' : 'roster-model-without-profile', file: this.file, entry: this.entry(selection) });
      return;
    }
    const weapons: NinthAgeWeaponFile[] = [];
    let armour = 0;
    for (const child of [selection, ...children]) {
      const own = profilesOf(child);
      for (const profile of own.filter((p) => ninthAgeProfileKind(p.typeName) === 'ranged')) {
        const weapon = this.weapon(child, profile);
        if (weapon && !weapons.some((w) => nameKey(w.name) === nameKey(weapon.name) && w.aim === weapon.aim)) weapons.push(weapon);
      }
      // The 2nd-edition data writes an armour piece's Save as a bonus ("+1" for light armour or a
      // shield) over the model's own Armour, which its profile gives bare: the roster's Armour is
      // the sum. This is the data's reading; neither the seed nor facts.md covers armour equipment.
      const pieces = own.filter((p) => ninthAgeProfileKind(p.typeName) === 'armour').map((p) => p.characteristics.get('Save') ?? '');
      const byName = pieces.length === 0 && own.length === 0 ? [...(known?.armourOptions ?? []), ...(known?.carriedArmour ?? [])].find((a) => nameKey(a.name) === nameKey(child.attributes.name ?? '')) : undefined;
      for (const save of pieces) armour += Number(/^\s*\+(\d)\s*$/.exec(save)?.[1] ?? 0);
      if (byName) armour += byName.bonus;
    }
    const base = written?.base ?? known?.base ?? null;
    const baseSize = base === null ? null : parseBase(base);
    if (!baseSize) this.problems.add({ code: 'roster-base-assumed', file: this.file, entry: this.entry(selection), base: base ?? '' });
    const profile = written?.profile ?? known?.profile;
    if (!profile) return;
    // Each name once, keyed once: a profile's Rules text can list one rule a million times.
    const ruleNames = [...new Set([...rulesOf(selection), ...bodies.flatMap(rulesOf), ...(written?.rules ?? [])])];
    // "Fly (8", 16")" is Fly: the numbers after a rule's name do not change which rule it is.
    const ruleKeys = new Set(ruleNames.flatMap((r) => [nameKey(r), nameKey(r).replace(/( \d+)+$/, '')].map((key) => key.replace(/ /g, '-'))));
    const hardTarget = written ? hardTargetOf(ruleNames) : (known?.hardTarget ?? 0);
    const has = (rule: NinthAgeUnitRule) => ruleKeys.has(rule) || (known?.rules.includes(rule) ?? false);
    const rules = NINTH_AGE_UNIT_RULES.filter(has);
    this.breathAttacks(selection, ruleNames, known, weapons);
    const name = cleanName(selection.attributes.customName ?? selection.attributes.name ?? '');
    const files = Math.min(models, this.options.deployment?.files ?? DEFAULT_UNIT_DEPLOYMENT.files);
    this.units.push({
      id: this.ids.take(slug(name)),
      name,
      files,
      ranks: Math.ceil(models / files),
      models,
      base: baseSize ?? DEFAULT_BASE,
      // The library's profile already counts the armour its unit carries; the roster's pieces are counted here instead.
      profile: { ...profile, Arm: (written ? profile.Arm : (known?.naturalArm ?? profile.Arm)) + armour },
      weapons,
      ...(hardTarget > 0 ? { hardTarget } : {}),
      ...(rules.length > 0 ? { rules } : {}),
    });
  }

  /**
   * A unit's Breath Attack, read from its rules as the data reader reads a model's Rules column
   * (`readBreathAttack`): the same weapon a unit named from the data gets, with no Aim. A unit
   * filled in from the data takes the data's when the roster writes none.
   */
  breathAttacks(selection: XmlElement, ruleNames: readonly string[], known: ResolvedNinthAgeUnit | undefined, weapons: NinthAgeWeaponFile[]): void {
    const entry = this.entry(selection);
    const at = { file: this.file, entry };
    const add = (weapon: NinthAgeWeaponFile) => {
      if (!weapons.some((w) => nameKey(w.name) === nameKey(weapon.name))) weapons.push(weapon);
    };
    for (const rule of ruleNames) {
      const read = readBreathAttack(rule, { file: this.file, entryId: entry.id, name: entry.name });
      if (!read) continue;
      for (const attribute of read.unknownAttributes) this.problems.add({ code: 'unknown-attribute', ...at, weapon: read.name, attribute });
      const use = ninthAgeWeaponUse(read);
      if (!use.ok) this.problems.add({ code: 'roster-weapon-unusable', ...at, weapon: read.name, gap: use.gap, detail: use.detail });
      else add(ninthAgeWeaponFile(read.name, null, use.weapon));
    }
    for (const weapon of known?.weapons ?? []) {
      if (weapon.use.ok && weapon.use.weapon.attributes.some((a) => a.code === 'breath-attack')) add(ninthAgeWeaponFile(weapon.name, null, weapon.use.weapon));
    }
  }

  /** Units at any depth: a selection of type unit, or a lone model (a character) at the top of a force. */
  selections(elements: readonly XmlElement[]): void {
    for (const selection of elements) {
      const type = selection.attributes.type;
      if (type === 'unit' || type === 'model') this.unit(selection);
      else this.selections(selectionsOf(selection));
    }
  }
}

/**
 * Units side by side along the edge, left to right, then a row further in.
 *
 * @example
 * deployUnits([{ files: 5, ranks: 2, base: { width: 25, depth: 25 } }, { files: 10, ranks: 1, base: { width: 20, depth: 20 } }], DEFAULT_UNIT_DEPLOYMENT);
 * // the first at [3.461, 46.016], the second at [11.858, 46.606], both facing 0: side by side along the bottom edge
 */
export function deployUnits<T extends { readonly files: number; readonly ranks: number; readonly base: { readonly width: number; readonly depth: number } }>(units: readonly T[], deployment: UnitDeployment): (T & { readonly position: readonly [number, number]; readonly facing: number })[] {
  const { table, edge, gap, margin } = deployment;
  let x = margin;
  let rowStart = margin;
  let rowDepth = 0;
  return units.map((unit) => {
    const width = (unit.files * unit.base.width) / MM_PER_INCH;
    const depth = (unit.ranks * unit.base.depth) / MM_PER_INCH;
    if (x > margin && x + width > table.width - margin) {
      rowStart += rowDepth + gap;
      rowDepth = 0;
      x = margin;
    }
    const centre = x + width / 2;
    const inward = rowStart + depth / 2;
    x += width + gap;
    rowDepth = Math.max(rowDepth, depth);
    const round = (v: number) => Number(v.toFixed(3));
    return { ...unit, position: [round(centre), round(edge === 'bottom' ? table.depth - inward : inward)] as const, facing: edge === 'bottom' ? 0 : 180 };
  });
}

/**
 * A BattleScribe Ninth Age roster (2nd edition; `.ros`, or `.rosz` bytes) as one army of a
 * battle: each unit with its model count, the characteristics a shot needs (Armour raised by
 * the armour it carries), its shooting weapons written out whole with their Aim, and a block
 * along one table edge. What cannot be carried over is in `problems`; a roster over a limit
 * (limits.ts: more units than an army may have among them) is not imported.
 *
 * @example
 * // library: the Ninth Age library of buildNinthAgeLibrary's example
 * const result = importNinthAgeRoster({ name: 'sonnstahl.ros', data: readFileSync('data/bsdata/rosters/sonnstahl.ros', 'utf8') }, { library });
 * if (result.ok) result.army.units.map((u) => u.name); // three units, the first 'State Militia', 20 models with bows (4+)
 */
export function importNinthAgeRoster(file: RosterFile | OpenRoster, options: NinthAgeRosterOptions = {}): NinthAgeRosterImport {
  const opened = openRosterOf(file, 'ninth-age');
  if (!opened.ok) return opened;
  const root = opened.root;
  const reader = new NinthAgeRosterReader(file.name, options);
  const forces = (element: XmlElement): XmlElement[] => listOf(element, 'forces', 'force').flatMap((f) => [f, ...forces(f)]);
  for (const force of forces(root)) {
    reader.catalogueId = force.attributes.catalogueId ?? '';
    reader.selections(selectionsOf(force));
  }
  if (reader.units.length > ROSTER_LIMITS.ninthAgeUnits) {
    reader.problems.add({ code: 'roster-too-many-units', file: file.name, entry: null, units: reader.units.length, limit: ROSTER_LIMITS.ninthAgeUnits });
    return { ok: false, problems: reader.problems.listed(file.name) };
  }
  if (reader.units.length === 0) {
    reader.problems.add({ code: 'roster-without-models', file: file.name, entry: null });
    return { ok: false, problems: reader.problems.listed(file.name) };
  }
  const name = rosterName(root);
  const deployment: UnitDeployment = { ...DEFAULT_UNIT_DEPLOYMENT, ...options.deployment };
  return { ok: true, army: { id: options.id ?? slug(name), name, units: deployUnits(reader.units, deployment) }, problems: reader.problems.listed(file.name) };
}

/**
 * Which game a roster is for, from its root element (for a caller that must load that game's
 * library first), with the roster opened, to pass on to its game's import instead of the file.
 *
 * @example
 * const found = rosterGame({ name: 'sonnstahl.ros', data: readFileSync('data/bsdata/rosters/sonnstahl.ros', 'utf8') });
 * if (found.ok) found.game; // 'ninth-age': load that library, then importNinthAgeRoster(found.roster, { library })
 */
export function rosterGame(file: RosterFile): { readonly ok: true; readonly game: 'mordheim' | 'ninth-age'; readonly roster: OpenRoster } | { readonly ok: false; readonly problems: readonly BsdataProblem[] } {
  const opened = openRoster(file);
  return opened.ok ? { ok: true, game: opened.roster.game, roster: opened.roster } : opened;
}
