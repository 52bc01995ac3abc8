import type { HitModifier, NinthAgeCheck } from '../src/games/ninth-age/index.js';
import type { Catalogue } from './catalogue.js';

// Phrases built from The Ninth Age's explanation data, shared by the CLI and the page.

const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '±0');

/** "long range −1, moving and shooting (ignored: Quick to Fire)". */
export function describeHitModifiers(cat: Catalogue, modifiers: readonly HitModifier[]): string {
  const t = cat.ninthAge;
  return modifiers.map((m) => (m.ignoredBy ? `${t.hitModifier[m.code]} (${cat.text.ignoredBy(t.attribute[m.ignoredBy])})` : `${t.hitModifier[m.code]} ${signed(m.value)}`)).join(', ');
}

/** The reasons behind a step's needed score, as one phrase. */
export function describeNinthAgeCheck(cat: Catalogue, check: NinthAgeCheck, names: ReadonlyMap<string, string> = new Map()): string {
  const t = cat.ninthAge;
  const name = (id: string) => names.get(id) ?? id;
  switch (check.step) {
    case 'range':
      return t.outOfRange(check.distance, check.range);
    case 'to-hit': {
      const parts = [t.aim(check.aim)];
      if (check.modifiers.length > 0) parts.push(describeHitModifiers(cat, check.modifiers));
      if (check.resolution === 'cannot-hit') parts.push(t.cannotHit(check.needed));
      if (check.resolution === 'hopeless') parts.push(t.hopeless(check.needed, 4));
      if (check.poison) parts.push(t.label.poisonOnSix);
      return parts.join('; ');
    }
    case 'hopeless-second-roll':
      return '';
    case 'poison':
      return t.label.poisonWound;
    case 'to-wound': {
      const parts = [t.strengthAgainstResilience(check.strength, check.resilience)];
      if (check.lethalStrike) parts.push(t.label.lethalOnSix);
      if (check.rerollFailed) parts.push(check.reroll ? t.label.rerolled : t.label.rerollFailed);
      return parts.join('; ');
    }
    case 'armour-save': {
      const base = check.lethal ? t.lethalArmour(check.armour, 10) : t.armourSave(check.armour, check.armourPenetration);
      return check.needed === null ? `${base}; ${t.label.saveImpossible}` : base;
    }
    case 'special-save': {
      const parts: string[] = [];
      if (check.save !== null && check.needed !== null) parts.push(t.specialSave(check.save, check.needed));
      else parts.push(t.label.noSpecialSave);
      if (check.fortitudeIgnoredBy) parts.push(t.fortitudeIgnored(check.fortitudeIgnoredBy));
      return parts.join('; ');
    }
    case 'multiple-wounds':
      return t.multipleWounds(check.value, check.cap);
    case 'health-points':
      return t.damage(check.damage, check.lost, check.removed, check.modelsLeft, check.hpLostOnModel);
    case 'shot':
      return t.shotHeading(check.volley + 1, check.index, check.of);
    case 'unit-turn':
      return t.unitShoots(name(check.shooter), check.weapon, name(check.target));
  }
}
