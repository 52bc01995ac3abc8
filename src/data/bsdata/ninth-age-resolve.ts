import { HEIGHT_CLASSES, mostShots, parseMultipleWounds, parseShotsDice, parseTemplateSize, type HeightClass, type ShootingWeapon, type WeaponAttribute } from '../../games/ninth-age/index.js';
import { NINTH_AGE_NEEDED, NINTH_AGE_WEAPON_GAPS, type NamedNinthAgeUnit, type NinthAgeUnitRule, type NinthAgeNeeded, type NinthAgeWeaponGap } from '../../scenario/index.js';
import { findNamed, lookUpNamed, namedFinder, nameKey, type NamedEntry } from './names.js';
import type { NinthAgeAttribute, NinthAgeLibrary, NinthAgeModelEntry, NinthAgeUnitEntry, NinthAgeValue, NinthAgeWeaponEntry } from './ninth-age.js';

export { NINTH_AGE_NEEDED, NINTH_AGE_WEAPON_GAPS, type NinthAgeNeeded, type NinthAgeWeaponGap };

/**
 * The Ninth Age library (plain BSData values) in Marksman's Ninth Age terms: a unit's
 * defence and shooting characteristics, and its weapons as `ShootingWeapon`s where the data
 * is complete enough. What cannot be carried over is said, never guessed.
 */


/** A weapon of the data as Marksman's weapon, or why it cannot be used for a shot. */
export type NinthAgeWeaponUse = { readonly ok: true; readonly weapon: ShootingWeapon } | { readonly ok: false; readonly gap: NinthAgeWeaponGap; readonly detail: string };

/** One of a unit's weapons: its name, the Aim the data prints, and whether Marksman can use it. */
export interface ResolvedNinthAgeWeapon {
  /** BSData's name without the Aim: "Crossbow". */
  readonly name: string;
  /** The Aim the data prints ("(4+)" → 4); null when the data has none (the user gives it). */
  readonly aim: number | null;
  readonly use: NinthAgeWeaponUse;
}

/** The characteristics a shot needs of a unit: the profile a scenario's named unit takes. */
export type ResolvedNinthAgeProfile = NamedNinthAgeUnit['profile'];

/** A unit of the data in Marksman's terms: the profile a shot needs, its rules, weapons and armour. */
export interface ResolvedNinthAgeUnit {
  readonly key: string;
  readonly name: string;
  /** The model whose characteristics are used (a unit's first model with a profile). */
  readonly model: string;
  readonly profile: ResolvedNinthAgeProfile;
  /** Hard Target (X) from the unit's rules (2nd edition's plain "Hard Target" is X = 1). */
  readonly hardTarget: number;
  readonly rules: readonly (NinthAgeUnitRule)[];
  /** The model's Type in lower case ("infantry", "cavalry"); absent where the data writes none. */
  readonly type?: string;
  readonly weapons: readonly ResolvedNinthAgeWeapon[];
  /** The model's own Armour before any armour piece: `profile.Arm` less what `carriedArmour` adds. */
  readonly naturalArm: number;
  /** The armour every model carries in the data (Light Armour on the unit's entry), with the Armour each adds: already in `profile.Arm`. */
  readonly carriedArmour: readonly ArmourBonus[];
  /** The armour options the data lists, with the Armour each adds ("+1"), for the user to choose: not in `profile.Arm`. */
  readonly armourOptions: readonly ArmourBonus[];
  /** The base as BSData writes it: "20×20", "60Ø"; null when not given. */
  readonly base: string | null;
}


/** An armour piece and the Armour it adds (the data's Save column, "+1"). */
export interface ArmourBonus {
  readonly name: string;
  readonly bonus: number;
}

/** Why no unit was found by a name, or why the one found cannot be used. */
export type NinthAgeLookupProblem =
  | { readonly code: 'unknown-unit'; readonly name: string; readonly suggestions: readonly string[] }
  | { readonly code: 'ambiguous-unit'; readonly name: string; readonly matches: readonly string[] }
  | { readonly code: 'incomplete-profile'; readonly name: string; readonly file: string; readonly missing: readonly NinthAgeNeeded[] };

/** A unit found by name, or why none was. */
export type NinthAgeLookup = { readonly ok: true; readonly value: ResolvedNinthAgeUnit } | { readonly ok: false; readonly problem: NinthAgeLookupProblem };

/**
 * Every unit a name could mean: "Army/Unit" (unit or model name), or the unit alone.
 *
 * @example
 * // library: the Ninth Age library of buildNinthAgeLibrary's example
 * findNinthAgeUnits(library, 'State Militia').map((u) => u.key); // ['Empire of Sonnstahl/State Militia']
 */
export function findNinthAgeUnits(library: NinthAgeLibrary, name: string): NinthAgeUnitEntry[] {
  return findNamed(library.armies.flatMap((a) => a.units), name, unitNames, 'fallback');
}

/** `findNinthAgeUnits` for many names against one library (a roster's selections): the library's names are keyed once. */
export function ninthAgeUnitFinder(library: NinthAgeLibrary): (name: string) => NinthAgeUnitEntry[] {
  return namedFinder(library.armies.flatMap((a) => a.units), unitNames, 'fallback');
}

/** A unit as names find it: by army and its own name, else by one of its models' names. */
const unitNames = (u: NinthAgeUnitEntry): NamedEntry => ({ key: u.key, group: u.army, name: u.name, aliases: u.models.map((m) => m.name) });

/** A characteristic as a whole number ("3"), or undefined when the data writes none or something else ("2D6\""). */
export const wholeNumber = (text: string | undefined): number | undefined => (text !== undefined && /^\s*\d{1,2}\s*$/.test(text) ? Number(text) : undefined);

/** The most inches a file's `Adv` may be (src/scenario/ninth-age.ts). */
const MOST_ADVANCE = 20;

/**
 * The Advance Rate the data writes in inches ("4\"", or "4"), for the advisor's moves; undefined
 * for a rolled one (the Steam Tank's "2D6\"") or anything else, which the advisor then names as
 * `movement-unknown`.
 *
 * @example
 * advanceRate('4"'); // 4
 * advanceRate('2D6"'); // undefined
 */
export function advanceRate(text: string | undefined): number | undefined {
  const match = /^\s*(\d{1,2})\s*(?:["”″]|'')?\s*$/.exec(text ?? '');
  const inches = match ? Number(match[1]) : undefined;
  return inches !== undefined && inches <= MOST_ADVANCE ? inches : undefined;
}

/** Whether the data's March Rate is twice its Advance Rate ("4\"" and "8\""), the March the advisor gives. */
function marchesTwiceAdvance(adv: string | undefined, mar: string | undefined): boolean {
  const inches = (text: string | undefined) => /^\s*(\d{1,2})\s*(?:["”″]|'')?\s*$/.exec(text ?? '')?.[1];
  const advance = inches(adv);
  const march = inches(mar);
  return advance !== undefined && march !== undefined && Number(march) === 2 * Number(advance);
}

/** "Aegis (5+)" among the rules → 5. */
function specialSave(rules: readonly string[], name: string): number | undefined {
  for (const rule of rules) {
    const match = new RegExp(`^${name}\\s*\\((\\d)\\+\\)`, 'i').exec(rule.trim());
    if (match) return Number(match[1]);
  }
  return undefined;
}

/** "Aegis (4+, against Magical Attacks)" among the rules → 4 (the data also writes "Aegis (5,+ against …)"). */
function aegisAgainstMagical(rules: readonly string[]): number | undefined {
  for (const rule of rules) {
    const match = /^aegis\s*\(\s*(\d)\s*,?\s*\+?\s*,?\s*against magical attacks\s*\)$/i.exec(rule.trim());
    if (match) return Number(match[1]);
  }
  return undefined;
}

/** "Hard Target (2)" → 2; the 2nd edition's "Hard Target" without a value is −1 per instance, so X = 1 (facts.md, `BS-T9A-2ND`). */
export function hardTargetOf(rules: readonly string[]): number {
  for (const rule of rules) {
    const match = /^hard target\s*(?:\((\d)\))?$/i.exec(rule.trim());
    if (match) return match[1] === undefined ? 1 : Number(match[1]);
  }
  return 0;
}

/** The Aegis column of an army's own defensive profile ("5+"); "0" or anything else is none. */
function aegisColumn(value: string | undefined): number | undefined {
  const match = /^\s*([2-6])\+\s*$/.exec(value ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The pieces whose Save column is a bonus over the model's Armour ("+1"); a piece whose column says something else adds nothing. */
function armourBonuses(pieces: readonly { readonly name: string; readonly save: string }[]): ArmourBonus[] {
  return pieces.flatMap((a) => {
    const bonus = /^\+(\d)$/.exec(a.save.trim());
    return bonus ? [{ name: a.name, bonus: Number(bonus[1]) }] : [];
  });
}

function heightOf(model: NinthAgeModelEntry): HeightClass | undefined {
  const key = nameKey(model.height ?? '');
  return HEIGHT_CLASSES.find((c) => c === key);
}

const MODELLED: Partial<Record<NinthAgeAttribute, (parameter: string | null) => WeaponAttribute | null>> = {
  accurate: () => ({ code: 'accurate' }),
  'quick-to-fire': () => ({ code: 'quick-to-fire' }),
  // BSData writes Unwieldy without its value in the 2nd-edition files; the rules' default is 1.
  unwieldy: (p) => ({ code: 'unwieldy', value: p === null ? 1 : Number(p) }),
  'volley-fire': () => ({ code: 'volley-fire' }),
  'move-or-fire': () => ({ code: 'move-or-fire' }),
  'march-and-shoot': () => ({ code: 'march-and-shoot' }),
  reload: () => ({ code: 'reload' }),
  // Every Artillery Weapon has Reload! (NR-ARTILLERY); the Daeb Bolt Thrower's profile names no other rule.
  'artillery-weapon': () => ({ code: 'reload' }),
  // A Volley Gun is an Artillery Weapon: Reload! comes with the attribute (rules.ts `reload`).
  'volley-gun': () => ({ code: 'volley-gun' }),
  // "D3+1, Clipped Wings": Clipped Wings is named as not applied (Marksman's targets carry no Fly).
  'multiple-wounds': (p) => (p === null ? null : parseMultipleWounds(p)),
  // NR-CANNON: cover's to-hit modifiers ignored, +1 against Gigantic, a natural 1 Misfires; Reload! with it.
  cannon: () => ({ code: 'cannon' }),
  'flaming-attacks': () => ({ code: 'flaming-attacks' }),
  'magical-attacks': () => ({ code: 'magical-attacks' }),
  'divine-attacks': () => ({ code: 'divine-attacks' }),
  'lethal-strike': () => ({ code: 'lethal-strike' }),
  'poison-attacks': () => ({ code: 'poison' }),
  // The reader's weapon from a model's "Breath Attack (Str 4, AP 1, …)": 2D6 hits with no roll, once per game.
  'breath-attack': () => ({ code: 'breath-attack' }),
  // After breathing the model loses a Health Point, no saves (2nd-warriorsOfTheDarkGods.cat, Dying Embers): harm to the firer.
  'dying-embers': () => ({ code: 'dying-embers' }),
  // An X×Y template (BS-T9A-2ND Area Attack, T9A-LEX-CATAPULT); the Mortar's "Catapult (6)" is no X×Y and stays refused.
  'area-attack': (p) => templateAttribute('area-attack', p),
  catapult: (p) => templateAttribute('catapult', p),
};

function templateAttribute(code: 'area-attack' | 'catapult', parameter: string | null): WeaponAttribute | null {
  const size = parseTemplateSize(parameter ?? '');
  return size ? { code, ...size } : null;
}

/**
 * Sentences of a weapon's Attributes column that play no part in a shot, as `nameKey` makes
 * them: the weapon is used without them. Any other sentence refuses the weapon
 * (`rule-not-modelled`).
 */
const NOTES_NOT_FOR_SHOOTING: readonly string[] = [
  // The Brace of Pistols (Empire of Sonnstahl's Inquisitor and Reiters): a close-combat rule.
  'counts as paired weapons in close combat',
  // The Dread Elves' Harpoon Launcher: the target's Swiftstride afterwards, a movement rule.
  'units that suffer one or more hits from this weapon lose swiftstride and cannot gain it in any way until the start of the next friendly player turn',
];

/**
 * Sentences of a weapon's Attributes column that are rules Marksman applies, as `nameKey` makes
 * them, and the attribute each becomes (the catalogues' text is in docs/special-rules.md).
 */
const NOTES_AS_ATTRIBUTES: ReadonlyMap<string, WeaponAttribute> = new Map<string, WeaponAttribute>([
  // Undying Dynasties: Aspen Bow, Great Aspen Bow.
  ['this weapon always hits on a roll equal to or greater than its aim', { code: 'hits-on-aim' }],
  // Undying Dynasties: the Colossus' Giant Aspen Bow writes "greater then".
  ['this weapon always hits on a roll equal to or greater then its aim', { code: 'hits-on-aim' }],
  // Dread Elves: Repeater Crossbow ("+1"), Repeater Handbow ("Armour Penetration 1": its own AP is 0, so the same +1).
  ['when shooting from short range the weapon gains +1 armour penetration', { code: 'short-range-penetration', value: 1 }],
  ['when shooting from short range the weapon gains armour penetration 1', { code: 'short-range-penetration', value: 1 }],
  // Empire of Sonnstahl: Repeater Pistol.
  ['if the model is also equipped with a pistol or brace of pistols this weapon gains shots 4', { code: 'shots-with-pistol', value: 4 }],
  // Daemon Legions: the Hope Harvester's Aether Battery, 3 more shots for each Veil Token the owner discards (a scenario's `veilTokens`, 0 by default).
  ['before rolling for the number of shots the owner may choose to discard 1 3 veil tokens from its veil token pool if so the number of shots is increased by +3 per discarded veil token', { code: 'veil-token-shots', value: 3, spent: 0 }],
  // Beast Herds: the Cyclops' Hurl Attack (a scenario's movement `pivot`).
  ['a cyclops that only pivots and moves no further during its owners movement phase ignores the to hit modifier from moving and shooting in the next shooting phase', { code: 'pivot-ignores-moving' }],
]);

function valueOf(value: NinthAgeValue | null): number | 'user' | null {
  if (value === null) return null;
  return value.kind === 'user' ? 'user' : value.value;
}

/**
 * One weapon of the data as Marksman's weapon. Refused (with the reason): no profile, shots
 * rolled on dice, artillery's bracketed second values, an attribute Marksman does not model, or
 * a rule the profile writes out (or an attribute the reader does not know) that Marksman does
 * not apply. The sentences Marksman applies become attributes: the Aspen Bow's "always hits on
 * its Aim" (`hits-on-aim`), the Repeater Handbow's and Crossbow's Armour Penetration at Short
 * Range (`short-range-penetration`), the Repeater Pistol's Shots 4 beside a Pistol
 * (`shots-with-pistol`).
 *
 * @example
 * // library: the Ninth Age library of buildNinthAgeLibrary's example
 * const king = findNinthAgeUnits(library, 'Dwarven Holds/King')[0];
 * const crossbow = king?.weapons.find((w) => w.name === 'Crossbow');
 * if (crossbow) ninthAgeWeaponUse(crossbow); // { ok: true, weapon: { id: 'Crossbow', range: 30, shots: 1, strength: 4, armourPenetration: 1, … } }
 * // the Empire's Volley Gun gives { ok: true, weapon: { shots: 36, shotsDice: { count: 3, sides: 6, times: 2, plus: 0 }, attributes: [{ code: 'volley-gun' }], … } }
 */
export function ninthAgeWeaponUse(entry: NinthAgeWeaponEntry): NinthAgeWeaponUse {
  const strength = valueOf(entry.strength);
  const armourPenetration = valueOf(entry.ap);
  if (entry.range === null || strength === null || armourPenetration === null || entry.shots === null) return { ok: false, gap: 'no-profile', detail: entry.name };
  const shotsDice = typeof entry.shots === 'string' ? parseShotsDice(entry.shots) : null;
  if (typeof entry.shots === 'string' && shotsDice === null) return { ok: false, gap: 'dice-shots', detail: entry.shots };
  // NA-WM-1: a profile with bracketed values and no Area Attack (which is refused below) makes
  // one hit per shot, the single hit the rule gives the bracketed Strength, AP and attributes.
  const bracketed = [entry.strength, entry.ap].some((v) => v?.kind === 'number' && v.bracket !== null) || entry.attributes.some((a) => a.bracketed);
  const bracketOf = (value: NinthAgeValue | null, plain: number | 'user'): number | 'user' => (value?.kind === 'number' && value.bracket !== null ? value.bracket : plain);
  if (bracketed && (strength === 'user' || armourPenetration === 'user')) return { ok: false, gap: 'bracketed-value', detail: entry.characteristics.Str ?? '' };
  const attributes: WeaponAttribute[] = [];
  // An Area Attack's hits other than the bracketed one go without the attributes written in square brackets.
  const outsideBrackets: WeaponAttribute[] = [];
  for (const attribute of entry.attributes) {
    const mapped = MODELLED[attribute.code]?.(attribute.parameter) ?? null;
    if (mapped === null || (mapped.code === 'unwieldy' && !(mapped.value >= 1 && mapped.value <= 6))) return { ok: false, gap: 'attribute-not-modelled', detail: attribute.code };
    attributes.push(mapped);
    if (!attribute.bracketed) outsideBrackets.push(mapped);
  }
  const area = attributes.some((a) => a.code === 'area-attack' || a.code === 'catapult');
  // A column that is one such sentence and nothing else is split at its comma by the reader
  // (Silexian Auxiliaries' Repeater Crossbow): it is read whole.
  const column = entry.characteristics.Attributes ?? '';
  const wholeColumn = NOTES_AS_ATTRIBUTES.get(nameKey(column));
  const sentences = wholeColumn ? [column] : entry.notes.filter((n) => NOTES_AS_ATTRIBUTES.has(nameKey(n)));
  for (const sentence of sentences) {
    const mapped = NOTES_AS_ATTRIBUTES.get(nameKey(sentence));
    // "gains Armour Penetration 1" read as +1 holds only on a weapon of AP 0, as every one in the data is.
    if (mapped?.code === 'short-range-penetration' && armourPenetration !== 0) return { ok: false, gap: 'rule-not-modelled', detail: sentence };
    if (mapped) attributes.push(mapped);
  }
  // A rule written out in the profile would change the shot unseen if the weapon were used without it.
  const unapplied = wholeColumn ? [] : [...entry.unknownAttributes, ...entry.notes.filter((n) => !NOTES_NOT_FOR_SHOOTING.includes(nameKey(n)) && !NOTES_AS_ATTRIBUTES.has(nameKey(n)))];
  if (unapplied[0] !== undefined) return { ok: false, gap: 'rule-not-modelled', detail: unapplied[0] };
  const shots = shotsDice ? { shots: mostShots(shotsDice), shotsDice } : { shots: typeof entry.shots === 'number' ? entry.shots : 1 };
  const range = { range: entry.range, ...(entry.minRange === null ? {} : { minRange: entry.minRange }) };
  if (bracketed && typeof strength === 'number' && typeof armourPenetration === 'number') {
    const used = { strength: bracketOf(entry.strength, strength), armourPenetration: bracketOf(entry.ap, armourPenetration) };
    const plain = { strength, armourPenetration, ...(area && outsideBrackets.length < attributes.length ? { attributes: outsideBrackets } : {}) };
    return { ok: true, weapon: { id: entry.name, ...range, ...shots, ...used, attributes, plain } };
  }
  return { ok: true, weapon: { id: entry.name, ...range, ...shots, strength, armourPenetration, attributes } };
}

/**
 * A unit from the library as a scenario's unit profile, its weapons and armour options.
 *
 * @example
 * // library: the Ninth Age library of buildNinthAgeLibrary's example
 * resolveNinthAgeUnit(library, 'Empire of Sonnstahl/State Militia');
 * // { ok: true, value: { profile: { HP: 1, Res: 3, Arm: 0, Str: 3, AP: 0, Height: 'standard' }, weapons: [{ name: 'Bow', aim: 4, use: { ok: true, … } }, …] } }
 * resolveNinthAgeUnit(library, 'Dwarven Holds/Clan Marksmen');
 * // { ok: false, problem: { code: 'incomplete-profile', missing: ['HP', 'Res', 'Arm'], … } } (the 2nd-edition file has no model profiles)
 */
export function resolveNinthAgeUnit(library: NinthAgeLibrary, name: string): NinthAgeLookup {
  const found = lookUpNamed(library.armies.flatMap((a) => a.units), name, unitNames, 'fallback');
  if (!found.ok) {
    switch (found.code) {
      case 'unknown':
        return { ok: false, problem: { code: 'unknown-unit', name, suggestions: found.suggestions } };
      case 'ambiguous':
        return { ok: false, problem: { code: 'ambiguous-unit', name, matches: found.matches } };
    }
  }
  return ninthAgeUnitProfile(found.entry);
}

/** The unit rules a named unit carries onto the table, with the data's name of each (folded as `nameKey` folds it). */
const UNIT_RULES_READ: readonly (readonly [NinthAgeUnitRule, string])[] = [
  ['march-and-shoot', 'march and shoot'],
  ['flammable', 'flammable'],
  ['skirmisher', 'skirmisher'],
  ['light-troops', 'light troops'],
  ['fly', 'fly'],
];

/**
 * One unit of the library in Marksman's terms, or why its profile is incomplete.
 *
 * @example
 * // library: the Ninth Age library of buildNinthAgeLibrary's example
 * const corsairs = library.armies.flatMap((a) => a.units).find((u) => u.key === 'Dread Elves/Corsairs');
 * if (corsairs) ninthAgeUnitProfile(corsairs); // { ok: true, value: { profile: { HP: 1, Res: 3, Arm: 2, … }, carriedArmour: [Light Armour +1, Kraken's Hide +1], … } }
 */
export function ninthAgeUnitProfile(unit: NinthAgeUnitEntry): NinthAgeLookup {
  const model = unit.models.find((m) => Object.keys(m.characteristics).length > 0) ?? unit.models[0];
  const c = model?.characteristics ?? {};
  const HP = wholeNumber(c.HP);
  const Res = wholeNumber(c.Res);
  const Arm = wholeNumber(c.Arm);
  if (HP === undefined || Res === undefined || Arm === undefined) {
    const missing = NINTH_AGE_NEEDED.filter((k) => wholeNumber(c[k]) === undefined);
    return { ok: false, problem: { code: 'incomplete-profile', name: unit.key, file: unit.file, missing } };
  }
  const rules = [...unit.rules, ...(model?.rules ?? [])];
  const Str = wholeNumber(c.Str);
  const AP = wholeNumber(c.AP);
  // Discipline lets the odds give the chance of failing a 2.x Panic Test (2D6 ≤ Dis, NR-CHARTEST).
  const Dis = wholeNumber(c.Dis);
  // The advisor lets a unit March twice its Advance Rate: a unit whose March Rate is otherwise
  // (a chariot's 7" and 7") does not bring it, so the advisor names the move unknown rather than guess.
  const Adv = marchesTwiceAdvance(c.Adv, c.Mar) ? advanceRate(c.Adv) : undefined;
  const Aegis = specialSave(rules, 'Aegis') ?? aegisColumn(c.Aeg);
  const Fortitude = specialSave(rules, 'Fortitude');
  const AegisMagical = aegisAgainstMagical(rules);
  const Height = model ? heightOf(model) : undefined;
  // "Fly (8", 16")" is Fly with its flying rates: the numbers after a rule's name do not change which rule it is.
  const has = (rule: string) => rules.some((r) => nameKey(r) === rule || nameKey(r).replace(/( \d+)+$/, '') === rule);
  const carried = unit.armour.filter((a) => a.standard);
  const carriedArmour = armourBonuses(carried);
  // Armour the models carry whose Save is not a bonus (Daemon Legions' Abyssal Armour, "4+"): the total cannot be read.
  if (carriedArmour.length < carried.length) return { ok: false, problem: { code: 'incomplete-profile', name: unit.key, file: unit.file, missing: ['Arm'] } };
  return {
    ok: true,
    value: {
      key: unit.key,
      name: unit.name,
      model: model?.name ?? unit.name,
      profile: {
        HP,
        Res,
        Arm: Arm + carriedArmour.reduce((sum, a) => sum + a.bonus, 0),
        ...(Str !== undefined ? { Str } : {}),
        ...(AP !== undefined ? { AP } : {}),
        ...(Dis !== undefined ? { Dis } : {}),
        ...(Adv !== undefined ? { Adv } : {}),
        ...(Aegis !== undefined ? { Aegis } : {}),
        ...(Fortitude !== undefined ? { Fortitude } : {}),
        ...(AegisMagical !== undefined ? { AegisMagical } : {}),
        ...(Height !== undefined ? { Height } : {}),
      },
      hardTarget: hardTargetOf(rules),
      // The unit rules the table applies (T-5, T-12): March and Shoot, Flammable, Skirmisher, Light Troops; Fly for Clipped Wings.
      rules: UNIT_RULES_READ.filter(([, name]) => has(name)).map(([rule]) => rule),
      // The scenario's Types are written in lower case ("infantry"), and T-13 compares them as written.
      ...(model?.type ? { type: model.type.trim().toLowerCase() } : {}),
      weapons: unit.weapons.map((w) => ({ name: w.name, aim: w.aim, use: ninthAgeWeaponUse(w) })),
      naturalArm: Arm,
      carriedArmour,
      armourOptions: armourBonuses(unit.armour.filter((a) => !a.standard)),
      base: model?.base ?? null,
    },
  };
}

/**
 * A unit's weapon by name, as the unit's data lists it ("crossbow" finds "Crossbow").
 *
 * @example
 * // library: the Ninth Age library of buildNinthAgeLibrary's example
 * const militia = resolveNinthAgeUnit(library, 'Empire of Sonnstahl/State Militia');
 * if (militia.ok) findNinthAgeWeapon(militia.value, 'bow')?.aim; // 4
 */
export function findNinthAgeWeapon(unit: ResolvedNinthAgeUnit, name: string): ResolvedNinthAgeWeapon | undefined {
  const key = nameKey(name.replace(/-/g, ' '));
  return unit.weapons.find((w) => nameKey(w.name.replace(/-/g, ' ')) === key);
}
