import type { HitModifier, NinthAgeCheck, NinthAgeDiceGroup } from '../src/games/ninth-age/index.js';
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
    case 'shots-roll':
      return t.shotsDice(check.dice, check.volleyGun);
    case 'shots-total':
      return t.shotsTotal(check.shots, check.sixes, check.volleyGun);
    case 'misfire':
    case 'cannon-misfire':
      return t.label.misfireTable;
    case 'range':
      return check.minRange === undefined ? t.outOfRange(check.distance, check.range) : t.nearerThanMinimum(check.distance, check.minRange);
    case 'to-hit': {
      if (check.resolution === 'automatic') return t.label.automaticHits;
      const parts = [t.aim(check.aim)];
      if (check.modifiers.length > 0) parts.push(describeHitModifiers(cat, check.modifiers));
      if (check.resolution === 'cannot-hit') parts.push(t.cannotHit(check.needed));
      if (check.resolution === 'hopeless') parts.push(t.hopeless(check.needed, 4));
      if (check.poison) parts.push(t.label.poisonOnSix);
      if (check.misfireOnOne) parts.push(t.label.misfireOnOne);
      return parts.join('; ');
    }
    case 'hopeless-second-roll':
      return '';
    case 'poison':
      return t.label.poisonWound;
    case 'to-wound': {
      const parts = [t.strengthAgainstResilience(check.strength, check.resilience)];
      if (check.plain) parts.push(t.bracketedValues(check.plain.strength, check.plain.armourPenetration));
      if (check.lethalStrike) parts.push(t.label.lethalOnSix);
      if (check.rerollFailed) parts.push(check.reroll ? t.label.rerolled : t.label.rerollFailed);
      return parts.join('; ');
    }
    case 'armour-save': {
      const parts = [check.lethal ? t.lethalArmour(check.armour, 10) : t.armourSave(check.armour, check.armourPenetration)];
      // A lethal wound's AP 10 replaces the weapon's, and what its rules add with it.
      if (!check.lethal) for (const m of check.penetrationModifiers) parts.push(t.penetrationAdded(m.value, t.attribute[m.code]));
      if (check.needed === null) parts.push(t.label.saveImpossible);
      return parts.join('; ');
    }
    case 'special-save': {
      const parts: string[] = [];
      if (check.save !== null && check.needed !== null) parts.push(t.specialSave(check.save, check.needed));
      else parts.push(t.label.noSpecialSave);
      if (check.aegisAgainst === 'magical-attacks') parts.push(t.label.aegisAgainstMagical);
      if (check.divine) parts.push(check.reroll ? t.label.divineSecondRoll : t.label.divineReroll);
      if (check.fortitudeIgnoredBy) parts.push(t.fortitudeIgnored(check.fortitudeIgnoredBy));
      return parts.join('; ');
    }
    case 'multiple-wounds':
      return t.multipleWounds(check.value, check.cap, check.clippedWings);
    case 'health-points':
      return t.damage(check.damage, check.lost, check.removed, check.modelsLeft, check.hpLostOnModel);
    case 'shot':
      return t.shotHeading(check.volley + 1, check.index, check.of);
    case 'unit-turn':
      return t.unitShoots(name(check.shooter), check.weapon, name(check.target));
  }
}

/** The score a die of this step needs, or null when it reads a table or needs no die. */
export function ninthAgeNeeded(check: NinthAgeCheck): number | null {
  switch (check.step) {
    case 'to-hit':
      return check.resolution === 'roll' ? Math.max(check.needed, 2) : check.resolution === 'hopeless' ? 6 : null;
    case 'hopeless-second-roll':
    case 'to-wound':
    case 'armour-save':
    case 'special-save':
      return check.needed;
    case 'shots-roll':
    case 'shots-total':
    case 'misfire':
    case 'cannon-misfire':
    case 'range':
    case 'poison':
    case 'multiple-wounds':
    case 'health-points':
    case 'shot':
    case 'unit-turn':
      return null;
  }
}

/** "To hit (Aim 4+; long range −1), needs 5+: 5 hit, 2 miss, 6 hit". */
export function diceGroupLine(cat: Catalogue, group: NinthAgeDiceGroup, names: ReadonlyMap<string, string> = new Map()): string {
  const t = cat.ninthAge;
  const step = t.step[group.check.step];
  const reasons = describeNinthAgeCheck(cat, group.check, names);
  const needed = ninthAgeNeeded(group.check);
  const head = `${step}${reasons ? ` (${reasons})` : ''}${needed === null ? '' : `, ${cat.text.neededScore(needed)}`}`;
  const dice = group.dice.map((d) => (d.face === null ? `${cat.text.noDie} — ${t.outcome[d.outcome]}` : `${d.face} ${t.outcome[d.outcome]}`));
  return `${head}: ${dice.join(', ')}`;
}
