/**
 * The calculator's chooser of a Ninth Age weapon's attributes. A quick description writes a
 * weapon as `{ name, aim }`, the known weapon's attributes coming with its name; an
 * `attributes` list written beside them replaces those (the scenario format). So the chooser
 * writes the weapon's own attributes with the ones ticked, and leaves the list out when it is
 * just the weapon's own; a new weapon chosen by name keeps what was added to the old one.
 */
import { findWeapon, parseAttribute, weaponAttributeText, type WeaponAttributeCode } from '../../../../src/games/ninth-age/index.js';
import { isJsonObject, jsonObjectOf, type JsonObject } from '../../logic/json.js';
import type { HeldAttributes, WeaponAttributesForm } from '../web-game.js';

/**
 * The attributes offered as check boxes: those a magic item or an army's rules add to a common
 * weapon, each applied by the engine (Flaming Attacks re-rolls failed wounds against Flammable,
 * facts B2; Lethal Strike and Poison act on natural sixes; Accurate lifts Long Range's penalty).
 */
const FLAGS = ['accurate', 'flaming-attacks', 'lethal-strike', 'poison'] as const satisfies readonly WeaponAttributeCode[];

/** The Multiple Wounds values offered (as profiles write them; the format reads D3+1 and numbers up to 10 too). */
const WOUNDS_VALUES = ['2', '3', 'D3', 'D3+1', 'D6'] as const;

/** An attribute's text as the format writes it ("multiple-wounds (D3, clipped-wings)"), or the text as given when the library cannot read it. */
const normal = (text: string): string => {
  const attribute = parseAttribute(text);
  return attribute ? weaponAttributeText(attribute) : text;
};

/** The attributes a weapon of this name has of its own (none for a weapon the library does not know). */
function ownAttributes(name: unknown): string[] {
  const known = typeof name === 'string' ? findWeapon(name) : null;
  return (known?.attributes ?? []).map(weaponAttributeText);
}

/** The attributes the weapon has: its written list, else its own. */
function attributeTexts(weapon: JsonObject): string[] {
  const written = weapon.attributes;
  return Array.isArray(written) ? written.filter((x): x is string => typeof x === 'string').map(normal) : ownAttributes(weapon.name);
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The weapon with these attributes, the list left out when it is the weapon's own. */
function withAttributes(weapon: JsonObject, texts: readonly string[]): JsonObject {
  const { attributes: _old, ...rest } = weapon;
  return sameSet(texts, ownAttributes(weapon.name)) ? rest : { ...rest, attributes: [...texts] };
}

/**
 * What the chooser shows of a weapon: the offered attributes it has, its Multiple Wounds value
 * and whether that has Clipped Wings.
 *
 * @example
 * heldAttributes({ name: 'bow', aim: 4, attributes: ['volley-fire', 'Flaming Attacks'] }); // { flags: ['flaming-attacks'], multipleWounds: null, clippedWings: false }
 */
export function heldAttributes(weapon: unknown): HeldAttributes {
  const parsed = attributeTexts(jsonObjectOf(weapon)).map(parseAttribute);
  const wounds = parsed.find((a) => a?.code === 'multiple-wounds');
  return {
    flags: FLAGS.filter((code) => parsed.some((a) => a?.code === code)),
    multipleWounds: wounds?.code === 'multiple-wounds' ? String(wounds.value) : null,
    clippedWings: wounds?.code === 'multiple-wounds' && wounds.clippedWings === true,
  };
}

/**
 * The weapon with the chooser's attributes: the ones it does not offer stay as they were (a
 * bow's Volley Fire), the offered ones are as ticked. Clipped Wings goes with a Multiple Wounds
 * value only, as profiles write it; a Multiple Wounds against Standard models only keeps that
 * condition with the value chosen.
 *
 * @example
 * weaponWithHeld({ name: 'bow', aim: 4 }, { flags: ['flaming-attacks'], multipleWounds: null, clippedWings: false });
 * // { name: 'bow', aim: 4, attributes: ['volley-fire', 'flaming-attacks'] }
 */
export function weaponWithHeld(weapon: unknown, held: HeldAttributes): unknown {
  const entry = isJsonObject(weapon) ? weapon : typeof weapon === 'string' ? { name: weapon } : {};
  const kept = attributeTexts(entry).filter((text) => {
    const code = parseAttribute(text)?.code;
    return code !== 'multiple-wounds' && !(FLAGS as readonly string[]).includes(code ?? '');
  });
  const flags = FLAGS.filter((code) => held.flags.includes(code));
  // The chooser offers no "against Standard" (the Long Rifle's condition): a value chosen keeps the weapon's.
  const againstStandard = attributeTexts(entry).some((text) => {
    const attribute = parseAttribute(text);
    return attribute?.code === 'multiple-wounds' && attribute.againstStandard === true;
  });
  const wounds = held.multipleWounds === null ? [] : [normal(`multiple-wounds (${held.multipleWounds}${held.clippedWings ? ', clipped-wings' : ''}${againstStandard ? ', against-standard' : ''})`)];
  return withAttributes(entry, [...kept, ...flags, ...wounds]);
}

/**
 * The weapon under a new name: the new weapon's own attributes, with what had been added to
 * the old one beyond its own (a bow's Flaming Attacks stays on the crossbow chosen after it;
 * the bow's Volley Fire does not).
 *
 * @example
 * renamedWeapon({ name: 'bow', aim: 4, attributes: ['volley-fire', 'flaming-attacks'] }, 'crossbow');
 * // { name: 'crossbow', aim: 4, attributes: ['unwieldy (1)', 'flaming-attacks'] }
 */
export function renamedWeapon(weapon: unknown, name: string | undefined): unknown {
  const entry = jsonObjectOf(weapon);
  const own = ownAttributes(entry.name);
  const added = attributeTexts(entry).filter((text) => !own.includes(text));
  const { name: _old, ...rest } = entry;
  const renamed = name === undefined ? rest : { ...rest, name };
  return Array.isArray(entry.attributes) ? withAttributes(renamed, [...ownAttributes(name), ...added]) : renamed;
}

/** The chooser as the form draws it. */
export const NINTH_AGE_WEAPON_ATTRIBUTES: WeaponAttributesForm = {
  flags: FLAGS,
  woundsValues: WOUNDS_VALUES,
  held: heldAttributes,
  withHeld: weaponWithHeld,
};
