import type { TraceEntry } from '../src/dice/index.js';
import { effectiveNeeded, rulesNotApplied, type Modifier, type MordheimAnalysis, type MordheimAttack, type MordheimCheck, type MordheimHitCanceller, type MordheimModelRuleId, type NoSaveRule, type MordheimOutcome, type MordheimVariants, type ToHitAnalysis, weaponHas } from '../src/games/mordheim/index.js';
import type { Catalogue } from './catalogue.js';

const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '±0');

/** The name of the rule that cancels a modifier: a weapon's (thrown, accurate) or a warrior's (Trick Shooter). */
function cancellerName(cat: Catalogue, rule: MordheimHitCanceller): string {
  switch (rule) {
    case 'thrown':
    case 'accurate':
    case 'thrown-no-range-penalty':
      return cat.weaponRule[rule];
    case 'trick-shooter':
    case 'dead-eye-shot':
    case 'steady-hands':
      return cat.modelRule[rule];
  }
}

/** The name of the rule that leaves no armour save: a weapon's (ignores armour) or the Stream of Corruption. */
function noSaveRuleName(cat: Catalogue, rule: NoSaveRule): string {
  switch (rule) {
    case 'ignores-armour':
      return cat.weaponRule[rule];
    case 'blessed-water':
      return cat.weapon[rule];
    case 'stream-of-corruption':
      return cat.modelRule[rule];
  }
}

/** "cover −1, long range −1 (ignored: thrown weapon)". */
export function describeModifiers<C extends string>(cat: Catalogue, modifiers: readonly Modifier<C>[], names: Readonly<Record<C, string>>): string {
  return modifiers
    .map((m) => (m.ignoredBy ? `${names[m.code]} (${cat.text.ignoredBy(cancellerName(cat, m.ignoredBy))})` : `${names[m.code]} ${signed(m.value)}`))
    .join(', ');
}

/** "superior blackpowder +1": what a warrior's rules add to a number. */
function describeBonuses(cat: Catalogue, bonuses: readonly { readonly code: keyof Catalogue['modelRule']; readonly value: number }[]): string {
  return bonuses.map((b) => `${cat.modelRule[b.code]} ${signed(b.value)}`).join(', ');
}

/** The reasons behind a step's needed score, as one phrase, e.g. "BS 3: 4+; cover −1". */
export function describeCheck(cat: Catalogue, check: MordheimCheck, names: ReadonlyMap<string, string> = new Map()): string {
  const name = (id: string) => names.get(id) ?? id;
  switch (check.step) {
    case 'range':
      return cat.text.outOfRange(check.distance, check.range);
    case 'to-hit': {
      if (check.resolution === 'automatic') return cat.text.automaticHit;
      const parts = [`${cat.text.ballisticSkill(check.ballisticSkill)}: ${cat.text.needs(check.base)}`];
      if (check.modifiers.length > 0) parts.push(describeModifiers(cat, check.modifiers, cat.hitModifier));
      if (check.secondRollNeeded !== null) parts.push(cat.text.secondRoll(check.secondRollNeeded, check.needed));
      if (check.rerolledBy) parts.push(cat.text.rerollBy(cat.modelRule[check.rerolledBy]));
      return parts.join('; ');
    }
    case 'to-hit-second-roll':
      return cat.text.secondRoll(check.needed, check.firstNeeded);
    case 'avoid-hit':
    case 'ward-save':
      return `${cat.modelRule[check.rule]}: ${cat.text.needs(check.needed)}`;
    case 'to-wound': {
      const strength = cat.text.strengthAgainstToughness(check.strength, check.toughness);
      const base = check.strengthBonuses.length > 0 ? `${strength} (${describeBonuses(cat, check.strengthBonuses)})` : strength;
      if (check.noWoundRoll) return check.automaticWound === null ? cat.text.blessedNoEffect : cat.text.blessedWound(cat.modelRule[check.automaticWound]);
      if (check.poisoned) return `${base}; ${cat.text.poisonedWound}`;
      if (check.needed === null) return [`${base}: ${cat.text.cannotWound}`, ...(check.hitSixWounds ? [cat.text.poisonSixWounds] : [])].join('; ');
      const critical = check.hitSixWounds
        ? cat.text.noCriticalPoison
        : !check.criticalHits
        ? cat.text.noCriticalHits
        : check.criticalBlockedByLimit
          ? cat.text.criticalLimitReached
          : check.criticalOnSix
            ? cat.text.criticalOnSix
            : cat.text.noCriticalNeedsSix;
      return `${base}; ${critical}`;
    }
    case 'critical':
      return '';
    case 'armour-save': {
      if (check.ignoredBy) return cat.text.armourIgnoredBy(cat.critical[check.ignoredBy]);
      if (check.noSaveBy) return cat.text.noSaveBy(noSaveRuleName(cat, check.noSaveBy));
      if (check.base === null) return check.unarmoured === null ? cat.text.noArmour : cat.text.unarmouredSave(check.unarmoured);
      const worn = [...(check.natural ? [`${cat.modelRule[check.natural.rule]} ${check.natural.save}+`] : []), ...check.pieces.map((p) => cat.armourPiece[p])];
      const parts = [`${worn.join(', ')}: ${cat.text.needs(check.base)}`];
      if (check.modifiers.length > 0) parts.push(describeModifiers(cat, check.modifiers, cat.saveModifier));
      if (check.unarmoured !== null) parts.push(cat.text.saveFloor(check.unarmoured));
      if (!check.possible) parts.push(cat.text.saveImpossible);
      return parts.join('; ');
    }
    case 'injury': {
      const fromRules = check.modifiers.reduce((sum, m) => sum + m.value, 0);
      const masterStrike = check.bonus - fromRules;
      const resultRule = check.resultRule ? cat.text.injuryResultRule(cat.modelRule[check.resultRule.rule], check.resultRule.kind) : '';
      return [check.table === 'hard-to-kill' ? cat.text.hardToKillTable : '', masterStrike ? cat.text.injuryBonus(masterStrike) : '', describeBonuses(cat, check.modifiers), resultRule].filter(Boolean).join('; ');
    }
    case 'helmet':
      return '';
    case 'initiative-test':
      return cat.text.initiative(check.initiative);
    case 'shot':
      return check.barrel !== undefined ? cat.text.barrelHeading(check.barrel) : cat.text.shotHeading(check.index, check.of);
    case 'acrobat':
      return cat.text.acrobatTest(check.initiative, check.drop);
    case 'fall':
      return cat.text.fallStrength(check.drop, check.strength);
    case 'fall-hit':
      return cat.text.fallHitHeading(check.index, check.of);
    case 'cover-hit':
      return cat.text.coverHit(name(check.model));
    case 'line-hit':
      return cat.text.lineHit(name(check.model));
    case 'spot':
      return cat.text.spotTest(name(check.model), name(check.shooter));
    case 'cover-struck':
      return cat.text.coverStruck(check.id, check.explosive);
    case 'edge-slip':
      return cat.text.edgeSlip(name(check.model), check.distance, check.drop);
    case 'misfire':
      return cat.text.misfireDie(check.weapon, check.strength);
    case 'misfire-explosion':
      return cat.text.misfireExplosion(name(check.model), check.strength);
    case 'dangerous-hit':
      return cat.text.dangerousHit(name(check.model), check.weapon, check.strength);
    case 'entangle':
      return cat.text.entangle(check.weapon);
    case 'net':
      return cat.text.net(check.weapon, check.strength);
    case 'shooter-turn':
      return cat.text.shooterTurn(name(check.shooter), check.weapon, name(check.target));
    case 'throw':
      return cat.text.throwHeading(check.index, check.of, name(check.target));
  }
}

/** The score a step needs, or null for steps that read a chart (critical, injury). */
export function neededScore(check: MordheimCheck): number | null {
  switch (check.step) {
    case 'to-hit':
      return check.resolution === 'roll' ? check.needed : null;
    case 'to-hit-second-roll':
    case 'avoid-hit':
    case 'ward-save':
    case 'helmet':
      return check.needed;
    // The target's D6 above its Strength holds it: the thrower's side of the die.
    case 'net':
      return check.strength < 6 ? check.strength + 1 : null;
    case 'to-wound':
      return check.poisoned || check.noWoundRoll ? null : check.needed;
    case 'armour-save':
      return check.possible && !check.ignoredBy ? check.needed : null;
    case 'initiative-test':
    case 'acrobat':
      return null;
    case 'range':
    case 'critical':
    case 'injury':
    case 'shot':
    case 'fall':
    case 'fall-hit':
    case 'cover-hit':
    case 'line-hit':
    case 'spot':
    case 'cover-struck':
    case 'edge-slip':
    case 'misfire':
    case 'misfire-explosion':
    case 'dangerous-hit':
    case 'entangle':
    case 'shooter-turn':
    case 'throw':
      return null;
  }
}

/** One line of a roll's log: "To hit: rolled 4, needs 5+ (BS 3: 4+; cover −1) — strikes the cover". */
export function describeTraceEntry(cat: Catalogue, entry: TraceEntry<MordheimCheck, MordheimOutcome>, names: ReadonlyMap<string, string> = new Map()): string {
  const step = cat.step[entry.check.step];
  const reasons = describeCheck(cat, entry.check, names);
  const needed = neededScore(entry.check);
  const need = needed === null ? '' : `, ${cat.text.neededScore(needed)}`;
  const why = reasons ? ` (${reasons})` : '';
  switch (entry.kind) {
    case 'die':
      return `${step}: ${cat.text.rolled(entry.face)}${need}${why} — ${cat.outcome[entry.outcome]}`;
    case 'auto':
      return `${step}: ${cat.text.noDie}${why} — ${cat.outcome[entry.outcome]}`;
    case 'group':
      return reasons || step;
  }
}

/** A weapon's name in the catalogue's language; a weapon of the file's own keeps its name. */
export function weaponName(cat: Catalogue, id: string): string {
  return id in cat.weapon ? cat.weapon[id as keyof Catalogue['weapon']] : id;
}

/** "Marksman shoots a crossbow at Dieter". */
export function describeAttack(cat: Catalogue, attack: MordheimAttack): string {
  return cat.text.shooterShootsTarget(attack.shooter.name ?? cat.text.defaultShooter, attack.weapon.id, attack.target.name ?? cat.text.defaultTarget);
}

/** What the to-hit roll needs, as a table shows it: "4+", "6, 4+" on the 7+ chart, "cannot hit", or "automatic". */
export function hitScoreText(cat: Catalogue, toHit: ToHitAnalysis, variants: MordheimVariants): string {
  switch (toHit.resolution) {
    case 'automatic':
      return cat.outcome.hit;
    case 'cannot-hit':
      return cat.outcome['cannot-hit'];
    case 'second-roll':
      return `6, ${cat.text.needs(toHit.secondRollNeeded ?? 7)}`;
    case 'roll':
      return cat.text.needs(effectiveNeeded(toHit, variants));
  }
}

/** The needed score of each step before any die, as rows of (step, score, reasons). */
export function describeNeeds(cat: Catalogue, attack: MordheimAttack, analysis: MordheimAnalysis): [string, string, string][] {
  const { toHit, toWound, save } = analysis;
  const hitCheck: MordheimCheck = { step: 'to-hit', variants: attack.variants, ...toHit };
  const rows: [string, string, string][] = [];
  rows.push([cat.step['to-hit'], hitScoreText(cat, toHit, attack.variants), describeCheck(cat, hitCheck)]);
  if (toHit.outOfRange && attack.circumstances.distance !== null) rows.push([cat.step.range, cat.outcome['out-of-range'], cat.text.outOfRange(attack.circumstances.distance, attack.weapon.range)]);
  if (analysis.reroll !== null) rows.push([cat.step['to-hit'], cat.outcome.rerolled, cat.text.rerollBy(cat.modelRule[analysis.reroll])]);
  for (const roll of analysis.avoids) rows.push([cat.step['avoid-hit'], cat.text.needs(roll.needed), cat.modelRule[roll.code]]);
  // An entangling weapon (a bolas) rolls nothing after the hit: it neither wounds nor is saved against.
  if (weaponHas(attack.weapon, 'entangle')) return [...rows, [cat.step.entangle, '', cat.text.entangle(attack.weapon.id)]];
  // A net rolls only the target's die against its Strength after the hit (BS-M data.cat, Net).
  const netStrength = attack.target.profile.S;
  if (weaponHas(attack.weapon, 'net') && netStrength !== undefined) {
    return [...rows, [cat.step.net, netStrength < 6 ? cat.text.needs(netStrength + 1) : cat.outcome['net-torn'], cat.text.net(attack.weapon.id, netStrength)]];
  }
  const toWoundScore = toWound.noWoundRoll ? cat.text.noDie : toWound.needed === null ? cat.outcome['cannot-wound'] : cat.text.needs(toWound.needed);
  rows.push([cat.step['to-wound'], toWoundScore, describeCheck(cat, { step: 'to-wound', criticalBlockedByLimit: false, poisoned: false, ...toWound })]);
  rows.push([cat.step['armour-save'], save.possible && save.needed !== null ? cat.text.needs(save.needed) : cat.outcome['no-save'], describeCheck(cat, { step: 'armour-save', ignoredBy: null, ...save })]);
  if (analysis.ward !== null) rows.push([cat.step['ward-save'], cat.text.needs(analysis.ward.needed), cat.modelRule[analysis.ward.rule]]);
  if (analysis.injuryResult !== null) rows.push([cat.step.injury, '', cat.text.injuryResultRule(cat.modelRule[analysis.injuryResult.rule], analysis.injuryResult.kind)]);
  return rows;
}

/** A warrior named with the skills, equipment and special rules it holds. */
export interface RulesHolder {
  readonly name: string;
  readonly rules: readonly MordheimModelRuleId[];
}

/** What the holders' rules come to in words: one line per holder with any, and the ones Marksman does not apply. */
export interface RulesHeldWords {
  /** "Marksman: Quick Shot, Acrobat", for each holder with rules. */
  readonly held: readonly string[];
  /** "not applied (…): …" naming the rules of status `not-applied`, or null when every rule held is applied or has no effect (none is `not-applied` today). */
  readonly notApplied: string | null;
}

/**
 * What a shooter and its target hold besides weapons and armour, and the rules among them
 * Marksman does not apply, by name (ruling M-14): a result never leaves them out silently.
 *
 * @example
 * describeRulesHeld(en, [{ name: 'Marksman', rules: ['quick-shot'] }, { name: 'Dieter', rules: ['acrobat'] }]);
 * // { held: ['Marksman: Quick Shot', 'Dieter: Acrobat'], notApplied: null }: Acrobat is applied, in a fall
 */
export function describeRulesHeld(cat: Catalogue, holders: readonly RulesHolder[]): RulesHeldWords {
  const names = (rules: readonly MordheimModelRuleId[]) => rules.map((r) => cat.modelRule[r]).join(', ');
  const notApplied = rulesNotApplied(holders.flatMap((h) => h.rules));
  return {
    held: holders.filter((h) => h.rules.length > 0).map((h) => cat.text.rulesHeld(h.name, names(h.rules))),
    notApplied: notApplied.length > 0 ? cat.text.rulesNotApplied(names(notApplied)) : null,
  };
}

/** The shooter and the target of an attack as {@link describeRulesHeld} names them. */
export function attackRulesHolders(cat: Catalogue, attack: MordheimAttack): RulesHolder[] {
  return [
    { name: attack.shooter.name ?? cat.text.defaultShooter, rules: attack.shooter.rules },
    { name: attack.target.name ?? cat.text.defaultTarget, rules: attack.target.rules },
  ];
}
