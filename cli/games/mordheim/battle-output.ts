import { rationalToString, type Rational, type TraceEntry } from '../../../src/dice/index.js';
import { findWeapon, rulesNotApplied, weaponHas, type PlannedSplit, type SplitRoll, type SplitTargetOdds, type MordheimBattle, type MordheimCheck, type MordheimModelRuleId, type MordheimOutcome, type PhaseRoll, type RatedCandidate, type ShotRoll, type TargetReport } from '../../../src/games/mordheim/index.js';
import { percent, type Catalogue } from '../../../i18n/index.js';
import { describeCheck, describeRulesHeld, describeTraceEntry, hitScoreText, weaponName } from '../../../i18n/explain.js';
import { traceJson } from './trace-json.js';
import { columns } from '../../layout.js';

export function namesOf(battle: MordheimBattle): Map<string, string> {
  return new Map(battle.warriors.map((w) => [w.id, w.name]));
}

/** A warrior's rules Marksman does not apply (ruling M-14). */
export interface NotApplied {
  readonly warrior: string;
  readonly rules: readonly MordheimModelRuleId[];
}

/** The rules Marksman does not apply of these warriors (all of the battle's by default), for each warrior that has any. */
export function notAppliedOnTable(battle: MordheimBattle, ids?: readonly string[]): NotApplied[] {
  return battle.warriors.filter((w) => ids === undefined || ids.includes(w.id)).flatMap((w) => {
    const rules = rulesNotApplied(w.rules);
    return rules.length > 0 ? [{ warrior: w.id, rules }] : [];
  });
}

/** "Ranger: not applied (…): Acrobat", one line per warrior. */
export function notAppliedLines(cat: Catalogue, battle: MordheimBattle, notApplied: readonly NotApplied[]): string[] {
  const names = namesOf(battle);
  return notApplied.map((n) => {
    const name = names.get(n.warrior) ?? n.warrior;
    return `${name}: ${describeRulesHeld(cat, [{ name, rules: n.rules }]).notApplied ?? ''}`;
  });
}

/** The shooter and every enemy its report looked at. */
export function reportWarriors(report: TargetReport): string[] {
  return [report.shooter.warrior, ...new Set(report.candidates.map((c) => c.target))];
}

/** "needs 4+ where closer ones need 6+", or "…where closer ones cannot be hit". */
function easierThanCloser(cat: Catalogue, needed: number, closerNeeds: number | 'cannot-hit'): string {
  return closerNeeds === 'cannot-hit' ? cat.battle.easierThanUnhittable(needed) : cat.battle.easierThan(needed, closerNeeds);
}

function candidateRow(cat: Catalogue, c: RatedCandidate, names: ReadonlyMap<string, string>, advised: boolean): string[] {
  const name = names.get(c.target) ?? c.target;
  const needed = hitScoreText(cat, c.toHit, c.attack.variants);
  const why: string[] = [];
  if (c.legal) {
    for (const reason of c.reasons) why.push(reason === 'easier-to-hit' && c.closerNeeds !== null ? `${cat.targetReason[reason]} (${easierThanCloser(cat, c.toHit.needed, c.closerNeeds)})` : cat.targetReason[reason]);
  } else {
    for (const refusal of c.refusals) why.push(refusal === 'not-closest' && c.closest ? `${cat.targetRefusal[refusal]} (${cat.battle.closestIs(names.get(c.closest) ?? c.closest)})` : cat.targetRefusal[refusal]);
  }
  const facts = [cat.battle.distance(c.distance)];
  if (c.view.sightLine && c.view.hidden > 0) facts.push(cat.battle.hiddenShare(Math.round(c.view.hidden * 100)));
  if (!c.inRange) facts.push(cat.battle.outOfRange(c.weapon.range));
  const misfire = c.odds?.misfire;
  const misfireLine = misfire
    ? `; ${cat.battle.misfireOddsLine(percent(cat.language, misfire.firerHurt), percent(cat.language, misfire.lost), percent(cat.language, misfire.jammed), percent(cat.language, misfire.reload))}`
    : '';
  const entangle = c.odds?.entangle;
  const entangleLine = entangle ? `; ${cat.battle.entangleOddsLine(percent(cat.language, entangle.entangled), percent(cat.language, entangle.throwerHurt))}` : '';
  const chances = c.odds ? cat.battle.oddsLine(percent(cat.language, c.odds.outOfAction), percent(cat.language, c.odds.anyEffect)) + misfireLine + entangleLine : '';
  return [name + (advised ? ` ← ${cat.battle.advised}` : ''), c.legal ? needed : '', facts.join(', '), why.join('; '), chances];
}

/** Who the shooter may shoot, why or why not, what each shot needs and its chances. */
export function targetsText(cat: Catalogue, battle: MordheimBattle, report: TargetReport): string {
  const names = namesOf(battle);
  const shooter = names.get(report.shooter.warrior) ?? report.shooter.warrior;
  const lines = [`${cat.game.mordheim} — ${cat.battle.targetsHeading(shooter)}`];
  lines.push(report.shooter.may ? cat.battle.mayShoot(shooter) : cat.battle.mayNotShoot(shooter, report.shooter.refusals.map((r) => cat.shooterRefusal[r]).join(', ')));
  if (report.shooter.revealsItself) lines.push(cat.battle.revealsItself);
  lines.push(...notAppliedLines(cat, battle, notAppliedOnTable(battle, reportWarriors(report))));
  for (const choice of report.shooter.weapons) {
    if (choice.refusals.length > 0) lines.push(cat.battle.weaponNotUsable(weaponName(cat, choice.weapon.id), choice.refusals.map((r) => cat.weaponRefusal[r]).join(', ')));
  }
  const weapons = [...new Set(report.candidates.map((c) => c.weapon.id))];
  for (const weapon of weapons) {
    const mine = report.candidates.filter((c) => c.weapon.id === weapon);
    const isAdvised = (c: RatedCandidate) => report.advice?.target === c.target && report.advice.weapon === weapon;
    lines.push('', cat.battle.withWeapon(weaponName(cat, weapon)));
    const legal = mine.filter((c) => c.legal);
    if (legal.length > 0) lines.push(cat.battle.legal, ...columns(legal.map((c) => candidateRow(cat, c, names, isAdvised(c)))));
    const illegal = mine.filter((c) => !c.legal);
    if (illegal.length > 0) lines.push(cat.battle.notLegal, ...columns(illegal.map((c) => candidateRow(cat, c, names, false).filter((_, i) => i !== 1 && i !== 4))));
  }
  if (report.shooter.may && !report.advice) lines.push('', cat.battle.noAdvice);
  return lines.join('\n') + '\n';
}

function traceLines(cat: Catalogue, entries: readonly TraceEntry<MordheimCheck, MordheimOutcome>[], names: ReadonlyMap<string, string>, indent: string): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'group' ? [indent + describeTraceEntry(cat, entry, names), ...traceLines(cat, entry.entries, names, indent + '  ')] : [indent + describeTraceEntry(cat, entry, names)],
  );
}

function stateLines(cat: Catalogue, before: MordheimBattle, after: MordheimBattle): string[] {
  const names = namesOf(after);
  return after.warriors.flatMap((w) => {
    const old = before.warriors.find((o) => o.id === w.id)?.state;
    const changed = !old || old.condition !== w.state.condition || old.woundsLeft !== w.state.woundsLeft || old.fell !== w.state.fell;
    return changed ? [`  ${cat.battle.warriorState(names.get(w.id) ?? w.id, cat.condition[w.state.condition], w.state.woundsLeft, w.state.fell)}`] : [];
  });
}

/** A net's hold is kept in the same flag as a bolas's (shot.ts), worded as the net's. */
const isNet = (weapon: string): boolean => {
  const known = findWeapon(weapon);
  return known !== undefined && weaponHas(known, 'net');
};

/** One shot on the table, every die explained, and who is left how. */
export function shotText(cat: Catalogue, before: MordheimBattle, shooter: string, target: string, weapon: string, result: ShotRoll): string {
  const names = namesOf(before);
  const lines = [
    `${cat.game.mordheim} — ${cat.text.shooterShootsTarget(names.get(shooter) ?? shooter, weapon, names.get(target) ?? target)}`,
    ...notAppliedLines(cat, before, notAppliedOnTable(before, [shooter, target])),
    cat.text.seedLine(result.seed),
    '',
    ...traceLines(cat, result.trace, names, '  '),
    '',
    ...stateLines(cat, before, result.battle),
    // Entangled is not kept in the battle (nothing in a shooting phase reads it), so it is said here.
    ...(result.end.targetEntangled ? [`  ${names.get(target) ?? target}: ${isNet(weapon) ? cat.outcome.netted : cat.outcome.entangled}`] : []),
  ];
  return lines.join('\n') + '\n';
}

/** Divided throws on the table: the rule that allows them, each target's odds, every throw's dice, and who is left how. */
export function splitText(cat: Catalogue, before: MordheimBattle, planned: PlannedSplit, chances: readonly SplitTargetOdds<number>[], result: SplitRoll): string {
  const names = namesOf(before);
  const name = (id: string) => names.get(id) ?? id;
  const targets = [...new Set(planned.targets)];
  const lines = [
    `${cat.game.mordheim} — ${cat.text.shooterShootsTarget(name(planned.shooter), planned.weapon.id, planned.targets.map(name).join(', '))}`,
    ...(planned.rule ? [cat.battle.splitLine(cat.modelRule[planned.rule], planned.targets.length, planned.allowed)] : []),
    ...notAppliedLines(cat, before, notAppliedOnTable(before, [planned.shooter, ...targets])),
    ...columns(chances.map((c) => [cat.battle.splitTarget(name(c.target), c.throws), cat.battle.oddsLine(percent(cat.language, c.outOfAction), percent(cat.language, c.anyEffect))])),
    cat.text.seedLine(result.seed),
    '',
    ...traceLines(cat, result.trace, names, '  '),
    '',
    ...stateLines(cat, before, result.battle),
  ];
  return lines.join('\n') + '\n';
}

/** Divided throws for programs: the throws, each target's odds (floats and exact fractions), the dice and the battle after. */
export function splitJson(before: MordheimBattle, planned: PlannedSplit, chances: { readonly float: readonly SplitTargetOdds<number>[]; readonly exact: readonly SplitTargetOdds<Rational>[] }, result: SplitRoll): Record<string, unknown> {
  return {
    seed: result.seed,
    shooter: planned.shooter,
    target: planned.targets[0] ?? null,
    targets: planned.targets,
    weapon: planned.weapon.id,
    split: { rule: planned.rule, allowed: planned.allowed },
    notApplied: notAppliedOnTable(before, [planned.shooter, ...new Set(planned.targets)]),
    odds: chances.float.map((c, i) => {
      const exact = chances.exact[i];
      return { target: c.target, throws: c.throws, outOfAction: c.outOfAction, anyEffect: c.anyEffect, exact: exact ? { outOfAction: rationalToString(exact.outOfAction), anyEffect: rationalToString(exact.anyEffect) } : null };
    }),
    dice: traceJson(result.trace),
    warriors: warriorsJson(result.battle),
    diceAfter: result.dice,
  };
}

/** The whole phase: each shooter's turn with its dice, then the battle it leaves. */
export function phaseText(cat: Catalogue, before: MordheimBattle, result: PhaseRoll): string {
  const names = namesOf(before);
  const band = before.warbands.find((b) => b.id === before.shooting)?.name ?? before.shooting;
  const lines = [`${cat.game.mordheim} — ${cat.battle.phaseHeading(band)}`, cat.text.seedLine(result.seed)];
  result.turns.forEach((turn, i) => {
    const heading = describeCheck(cat, { step: 'shooter-turn', shooter: turn.shooter, target: turn.target, weapon: turn.weapon }, names);
    lines.push('', cat.battle.turnHeading(i + 1, heading), ...traceLines(cat, turn.trace, names, '  '));
  });
  const notApplied = notAppliedOnTable(before);
  if (notApplied.length > 0) lines.push('', ...notAppliedLines(cat, before, notApplied));
  if (result.turns.length === 0) lines.push('', cat.battle.noShooters);
  lines.push('', cat.battle.afterPhase, ...stateLines(cat, before, result.battle));
  return lines.join('\n') + '\n';
}



export function targetsJson(battle: MordheimBattle, report: TargetReport): Record<string, unknown> {
  return {
    shooter: report.shooter,
    notApplied: notAppliedOnTable(battle, reportWarriors(report)),
    advice: report.advice,
    candidates: report.candidates.map((c) => ({
      target: c.target,
      weapon: c.weapon.id,
      legal: c.legal,
      reasons: c.reasons,
      refusals: c.refusals,
      closerNeeds: c.closerNeeds,
      closest: c.closest,
      distance: c.distance,
      inRange: c.inRange,
      sightLine: c.view.sightLine,
      hidden: c.view.hidden,
      hiddenBy: c.view.by,
      circumstances: c.attack.circumstances,
      toHit: c.toHit,
      odds: c.odds,
    })),
  };
}

export function warriorsJson(battle: MordheimBattle): unknown {
  return battle.warriors.map((w) => ({ id: w.id, warband: w.warband, state: w.state, position: battle.table.models.find((m) => m.id === w.id)?.base.centre ?? null }));
}
