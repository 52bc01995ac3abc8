import { groupDice, type HitModifier, type JoinedRoll, type JoinedTrace, type NinthAgeCheck, type NinthAgeDiceGroup, type NinthAgeOutcome } from '../src/games/ninth-age/index.js';
import type { TraceEntry } from '../src/dice/index.js';
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
    case 'catapult-misfire':
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
      if (check.misfireOnOne) parts.push(check.partialHit ? t.label.catapultRoll : t.label.misfireOnOne);
      return parts.join('; ');
    }
    case 'partial-hit': {
      const parts = [t.label.partialRoll, t.aim(check.aim)];
      if (check.modifiers.length > 0) parts.push(describeHitModifiers(cat, check.modifiers));
      if (check.resolution === 'cannot-hit') parts.push(t.cannotHit(check.needed));
      if (check.resolution === 'hopeless') parts.push(t.hopeless(check.needed, 4));
      if (check.poison) parts.push(t.label.poisonOnSix);
      return parts.join('; ');
    }
    case 'area-hits':
      return t.areaHits(check.x, check.y, check.facing, check.lines, check.hits, check.partial);
    case 'hopeless-second-roll':
      return '';
    case 'poison':
      return t.label.poisonWound;
    case 'to-wound': {
      const parts = [t.strengthAgainstResilience(check.strength, check.resilience)];
      if (check.plain) parts.push(check.areaFirstHit ? t.bracketedAreaValues(check.plain.strength, check.plain.armourPenetration) : t.bracketedValues(check.plain.strength, check.plain.armourPenetration));
      if (check.halved) parts.push(t.halvedValues(check.halved.strength, check.halved.armourPenetration));
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
      return t.multipleWounds(check.value, check.cap, check.clippedWings, check.againstStandard);
    case 'health-points':
      return t.damage(check.damage, check.lost, check.removed, check.modelsLeft, check.hpLostOnModel);
    case 'shot':
      return t.shotHeading(check.volley + 1, check.index, check.of);
    case 'unit-turn':
      return t.unitShoots(name(check.shooter), check.weapon, name(check.target));
    case 'joined-share': {
      const named = (i: number) => {
        const ref = check.characters[i];
        return ref?.name ?? t.characterName((ref?.place ?? i) + 1);
      };
      const given = (shares: readonly number[]) => shares.flatMap((n, i): (readonly [string, number])[] => (n > 0 ? [[named(i), n]] : []));
      const poisoned = check.poisoned.rankAndFile + check.poisoned.characters.reduce((a, b) => a + b, 0);
      // A unit of characters alone has no rank and file to name (NA-ALONE).
      const rankAndFile = (n: number) => (check.alone ? null : n);
      const parts = [t.joinedVolleyRolled(check.volley + 1, check.hits, rankAndFile(check.shares.rankAndFile), given(check.shares.characters))];
      if (poisoned > 0) parts.push(t.joinedPoisoned(poisoned, rankAndFile(check.poisoned.rankAndFile), given(check.poisoned.characters)));
      const { bracketed } = check;
      if (bracketed !== undefined) parts.push(t.joinedBracketed(bracketed === 'rank-and-file' ? t.label.rankAndFile : (bracketed.name ?? t.characterName(bracketed.place + 1))));
      return parts.join('; ');
    }
    case 'firer-harm':
      return t.firerHarm(check.models, check.hpLost);
    case 'joined-hit': {
      const who = check.character === null ? t.label.rankAndFile : (check.character.name ?? t.characterName(check.character.place + 1));
      return t.joinedHitHeading(who, check.volley + 1, check.index, check.of);
    }
  }
}

/** The score a die of this step needs, or null when it reads a table or needs no die. */
export function ninthAgeNeeded(check: NinthAgeCheck): number | null {
  switch (check.step) {
    case 'to-hit':
    case 'partial-hit':
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
    case 'catapult-misfire':
    case 'area-hits':
    case 'range':
    case 'poison':
    case 'multiple-wounds':
    case 'health-points':
    case 'shot':
    case 'unit-turn':
    case 'joined-share':
    case 'joined-hit':
    case 'firer-harm':
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

const nameOf = (cat: Catalogue, name: string | undefined, index: number) => name ?? cat.ninthAge.characterName(index + 1);

/** A joined roll's traces (each a shot or a hit) grouped step by step, as thrown. */
export function joinedGroups(traces: JoinedTrace, volley: number): NinthAgeDiceGroup[] {
  return groupDice(traces.map((trace, index) => ({ volley, index: index + 1, trace })));
}

/** A seeded roll at a unit with joined characters as text: each volley's to-hit dice, how its hits were shared, each share's dice, the end. */
export function joinedRollLines(cat: Catalogue, roll: JoinedRoll): string[] {
  const t = cat.ninthAge;
  const lines = [cat.text.seedLine(roll.seed), '', t.joinedHeading(roll.aimAt)];
  const names = roll.characters.map((c, i) => nameOf(cat, c.name, i));
  // No rank and file at the start (NA-ALONE): none left and none removed.
  const alone = roll.rankAndFile.modelsLeft + roll.rankAndFile.modelsRemoved === 0;
  const rankAndFile = (n: number) => (alone ? null : n);
  for (const v of roll.volleys) {
    const shares = v.shares.characters.flatMap((n, i): (readonly [string, number])[] => (n > 0 ? [[names[i] ?? '', n]] : []));
    lines.push('', t.joinedVolleyRolled(v.volley + 1, v.hits, rankAndFile(v.shares.rankAndFile), shares));
    const poisoned = v.poisoned.rankAndFile + v.poisoned.characters.reduce((a, b) => a + b, 0);
    const poisonedShares = v.poisoned.characters.flatMap((n, i): (readonly [string, number])[] => (n > 0 ? [[names[i] ?? '', n]] : []));
    if (poisoned > 0) lines.push(`  ${t.joinedPoisoned(poisoned, rankAndFile(v.poisoned.rankAndFile), poisonedShares)}`);
    lines.push(...joinedGroups(v.shotsRolls, v.volley).map((g) => `  ${diceGroupLine(cat, g)}`));
    lines.push(...joinedGroups(v.toHit, v.volley).map((g) => `  ${diceGroupLine(cat, g)}`));
    if (v.rankAndFile.length > 0) lines.push(`  ${t.label.rankAndFile}:`, ...joinedGroups(v.rankAndFile, v.volley).map((g) => `    ${diceGroupLine(cat, g)}`));
    v.characters.forEach((traces, i) => {
      if (traces.length > 0) lines.push(`  ${names[i] ?? ''}:`, ...joinedGroups(traces, v.volley).map((g) => `    ${diceGroupLine(cat, g)}`));
    });
  }
  lines.push('');
  // A unit with no rank and file left (NA-ALONE) has only its characters to tell of.
  if (roll.rankAndFile.modelsLeft + roll.rankAndFile.modelsRemoved > 0) lines.push(t.joinedRankAndFileRolled(roll.rankAndFile.hits, roll.rankAndFile.modelsRemoved, roll.rankAndFile.modelsLeft));
  roll.characters.forEach((c, i) => lines.push(t.joinedCharacterRolled(names[i] ?? '', c.hits, c.hpLost, c.removed)));
  return lines;
}

type Trace = readonly TraceEntry<NinthAgeCheck, NinthAgeOutcome>[];

/**
 * A unit's turn of the phase as lines: the shots' dice step by step; at a unit with joined
 * characters (T-13), each volley's to-hit dice, how its hits were shared, then the dice of the
 * hits on the rank and file and on each character under its name (indented two spaces).
 */
export function ninthAgeTurnLines(cat: Catalogue, trace: Trace, names: ReadonlyMap<string, string> = new Map()): string[] {
  type Shot = { volley: number; index: number; trace: Trace };
  const lines: string[] = [];
  let shots: Shot[] = [];
  const hits = new Map<string, { who: string; shots: Shot[] }>();
  const flushShots = () => {
    for (const group of groupDice(shots)) lines.push(diceGroupLine(cat, group, names));
    shots = [];
  };
  const flushHits = () => {
    for (const { who, shots: onIt } of hits.values()) lines.push(`${who}:`, ...groupDice(onIt).map((group) => `  ${diceGroupLine(cat, group, names)}`));
    hits.clear();
  };
  for (const entry of trace) {
    if (entry.kind === 'group' && entry.check.step === 'shot') {
      flushHits();
      shots.push({ volley: entry.check.volley, index: entry.check.index, trace: entry.entries });
    } else if (entry.kind === 'auto' && entry.check.step === 'joined-share') {
      flushShots();
      lines.push(`${cat.ninthAge.step['joined-share']}: ${describeNinthAgeCheck(cat, entry.check, names)}`);
    } else if (entry.kind === 'auto' && entry.check.step === 'firer-harm') {
      // Dying Embers comes after every die of the turn.
      flushShots();
      flushHits();
      lines.push(`${cat.ninthAge.step['firer-harm']}: ${describeNinthAgeCheck(cat, entry.check, names)}`);
    } else if (entry.kind === 'group' && entry.check.step === 'joined-hit') {
      const { character } = entry.check;
      const key = character === null ? 'rank-and-file' : String(character.place);
      const who = character === null ? cat.ninthAge.label.rankAndFile : (character.name ?? cat.ninthAge.characterName(character.place + 1));
      const found = hits.get(key) ?? { who, shots: [] };
      found.shots.push({ volley: entry.check.volley, index: entry.check.index, trace: entry.entries });
      hits.set(key, found);
    }
  }
  flushShots();
  flushHits();
  return lines;
}
