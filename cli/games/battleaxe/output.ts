import { exactArithmetic, rationalToString, type Rational } from '../../../src/dice/index.js';
import {
  analyseAttack,
  battleaxeOdds,
  unitModels,
  type BattleaxeAttack,
  type BattleaxeBattle,
  type BattleaxeCheck,
  type BattleaxeOddsReport,
  type BattleaxePanicOdds,
  type BattleaxePhasePanic,
  type BattleaxePhaseRoll,
  type BattleaxePlannedShot,
  type BattleaxeRollReport,
  type BattleaxeShotRoll,
  type BattleaxeTargetReport,
  type CountOdds,
  type CoverSource,
  type DiceGroup,
  type RatedOption,
  type ShootingBatch,
  type TableBatch,
} from '../../../src/games/battleaxe/index.js';
import { amountText, describeCheck, describeDiceGroup, toHitReasons, toHitScore } from '../../../i18n/explain-battleaxe.js';
import { decimal, percent, TWO_DECIMALS, type Catalogue } from '../../../i18n/index.js';
import { columns } from '../../layout.js';

/**
 * The readings a quick attack used: the wound chart always; the ranks that shoot when the file
 * gave the front rank (`shooter.files` sets no field of the attack, so the ranks are named for
 * every shooting attack). The firing arc has no part in a quick attack.
 */
function variantLines(cat: Catalogue, attack: BattleaxeAttack): string[] {
  const b = cat.battleaxe;
  const lines = [`  ${b.variant.woundChart(attack.variants.woundChart)}`];
  if (attack.kind === 'shooting') lines.push(`  ${b.variant.directFireRanks(attack.variants.directFireRanks)}`);
  return lines;
}

/** Exact fractions are worked out up to this many rounds (shots or hits); beyond, floats alone (fractions grow huge). */
export const BATTLEAXE_EXACT_ROUNDS = 12;

export interface BattleaxeOddsReports {
  readonly float: BattleaxeOddsReport<number>;
  readonly exact: BattleaxeOddsReport<Rational> | null;
}

/** The float report, and the exact one when the attack is small enough to show fractions. */
export function battleaxeOddsReports(attack: BattleaxeAttack): BattleaxeOddsReports {
  const float = battleaxeOdds(attack);
  return { float, exact: float.unit.rounds <= BATTLEAXE_EXACT_ROUNDS ? battleaxeOdds(attack, exactArithmetic) : null };
}

type Names = ReadonlyMap<string, string>;
const NO_NAMES: Names = new Map();
const fixed2 = (cat: Catalogue, value: number) => decimal(cat.language, value, TWO_DECIMALS);

/** "archers#1–4, archers#7": model ids of one block, runs of numbers shortened. */
export { amountText, describeCheck };

export function modelList(ids: readonly string[]): string {
  const runs: { prefix: string; from: number; to: number }[] = [];
  const loose: { at: number; id: string }[] = [];
  ids.forEach((id, at) => {
    const match = /^(.*)#(\d+)$/.exec(id);
    if (!match) {
      loose.push({ at, id });
      runs.push({ prefix: '', from: -1, to: -1 });
      return;
    }
    const prefix = match[1] ?? '';
    const n = Number(match[2]);
    const last = runs[runs.length - 1];
    if (last && last.from >= 0 && last.prefix === prefix && last.to === n - 1) last.to = n;
    else runs.push({ prefix, from: n, to: n });
  });
  let looseAt = 0;
  return runs
    .map((run) => {
      if (run.from < 0) return loose[looseAt++]?.id ?? '';
      return run.from === run.to ? `${run.prefix}#${run.from}` : `${run.prefix}#${run.from}–${run.to}`;
    })
    .join(', ');
}

/** "Imperial Archers (5 models) shoot with the short bow at Goblins (20 models)", or the hits of a spell. */
export function describeBattleaxeAttack(cat: Catalogue, attack: BattleaxeAttack): string {
  const t = cat.battleaxe.text;
  const target = attack.target.name ?? t.defaultTarget;
  switch (attack.kind) {
    case 'shooting': {
      const models = attack.batches.reduce((n, b) => n + b.models, 0);
      return t.shooting(attack.shooter.name ?? t.defaultShooter, models, attack.weapon.id, target, attack.target.models);
    }
    case 'hits': {
      const name = attack.name ?? cat.battleaxe.hitsSource[attack.source];
      return t.hits(name, amountText(attack.hits), attack.hits.kind === 'fixed' ? attack.hits.value : null, attack.strength, target, attack.target.models);
    }
  }
}

function coverSourceText(source: CoverSource, names: Names): string {
  switch (source.kind) {
    case 'terrain':
    case 'model':
      return names.get(source.id) ?? source.id;
    case 'unit':
      return names.get(source.id) ?? source.id;
    case 'floor':
      return `${source.building}/${source.floor}`;
  }
}

const isTableBatch = (batch: ShootingBatch): batch is TableBatch => 'coverBy' in batch;

/** "Batch 1: 6 models (archers#1–6): hard cover (Swordsmen), 10 of 10 models more than half hidden; 8.5–8.6", short range". */
export function describeBatch(cat: Catalogue, batch: ShootingBatch, index: number, names: Names = NO_NAMES): string {
  const t = cat.battleaxe.text;
  const head = t.batch(index + 1, batch.models) + (batch.shooters.length > 0 ? ` ${t.shooters(modelList(batch.shooters))}` : '');
  if (!isTableBatch(batch)) return head;
  const facts: string[] = [];
  if (batch.cover === null) facts.push(t.inTheOpen);
  else facts.push(`${t.coverBy(cat.battleaxe.cover[batch.cover], batch.coverBy.map((s) => coverSourceText(s, names)).join(', '))}, ${t.hiddenModels(batch.hiddenModels, batch.targetModels)}`);
  const c = batch.circumstances;
  const band = [c.longRange ? t.longRange : t.shortRange, ...(c.pointBlank ? [t.pointBlank] : [])].join(', ');
  facts.push(`${t.distance(batch.distance.min, batch.distance.max)}, ${band}`);
  return `${head}: ${facts.join('; ')}`;
}

// ---------------------------------------------------------------------------------------
// Odds

type Pick = <N>(report: BattleaxeOddsReport<N>) => N | undefined;

function cell(cat: Catalogue, reports: BattleaxeOddsReports, pick: Pick): [string, string] {
  const p = pick(reports.float) ?? 0;
  const exact = reports.exact ? pick(reports.exact) : undefined;
  return [percent(cat.language, p), exact ? rationalToString(exact) : ''];
}

/** The needed score of each step before any die, as rows of (step, score, reasons). */
export function battleaxeNeedsRows(cat: Catalogue, attack: BattleaxeAttack, report: BattleaxeOddsReport<number>): [string, string, string][] {
  const b = cat.battleaxe;
  const { analysis } = report;
  const rows: [string, string, string][] = [];
  if (analysis.hits) rows.push([b.step['hits-roll'], amountText(analysis.hits), attack.kind === 'hits' ? b.hitsSource[attack.source] : '']);
  analysis.batches.forEach((batch, i) => {
    const label = analysis.batches.length > 1 ? b.text.toHitOfBatch(i + 1, batch.models) : b.step['to-hit'];
    rows.push([label, toHitScore(cat, batch.toHit), toHitReasons(cat, batch.toHit)]);
  });
  const row = (check: BattleaxeCheck) => {
    const { needs, why } = describeCheck(cat, check);
    rows.push([b.step[check.step], needs, why]);
  };
  row({ step: 'to-wound', ...analysis.toWound });
  if (analysis.save.armour) row({ step: 'armour-save', ...analysis.save.armour });
  if (analysis.save.ward) row({ step: 'ward-save', ...analysis.save.ward });
  const { amount, cap, rolled } = analysis.multipleWounds;
  if (amount.kind === 'die' ? rolled : amount.value > 1) rows.push([b.step['multiple-wounds'], amountText(amount), b.text.multipleWounds(amountText(amount), cap)]);
  return rows;
}

/** Rows "at least k" while the chance is still worth a line (always the first). */
function atLeastRows(cat: Catalogue, reports: BattleaxeOddsReports, view: <N>(r: BattleaxeOddsReport<N>) => CountOdds<N>): string[][] {
  const rows: string[][] = [];
  const atLeast = view(reports.float).atLeast;
  for (let k = 1; k < atLeast.length; k += 1) {
    if (k > 1 && (atLeast[k] ?? 0) < 0.0005) break;
    rows.push([cat.battleaxe.text.atLeast(k), ...cell(cat, reports, (r) => view(r).atLeast[k])]);
  }
  return rows;
}

/** The odds as a readable table: what each roll needs, one shot of each batch, and the whole unit. */
export function battleaxeOddsText(cat: Catalogue, attack: BattleaxeAttack, reports: BattleaxeOddsReports, title?: string): string {
  const b = cat.battleaxe;
  const t = b.text;
  const { float } = reports;
  const lines: string[] = [];
  if (title) lines.push(title);
  lines.push(`${b.name} — ${describeBattleaxeAttack(cat, attack)}`);
  if (attack.kind === 'shooting' && attack.batches.length > 1) lines.push(...attack.batches.map((batch, i) => `  ${describeBatch(cat, batch, i)}`));
  lines.push('', t.whatRollsNeed, ...columns(battleaxeNeedsRows(cat, attack, float)));

  float.shots.forEach((shot, i) => {
    const heading = attack.kind === 'hits' ? t.oneHit : t.oneShot(float.shots.length > 1 ? i + 1 : null);
    const at = <N>(r: BattleaxeOddsReport<N>) => r.shots[i];
    const rows: string[][] = [];
    const row = (label: string, pick: Pick) => rows.push([label, ...cell(cat, reports, pick)]);
    if (shot.cannotHit > 0) row(b.outcome['cannot-hit'], (r) => at(r)?.cannotHit);
    if (attack.kind === 'shooting') row(t.hit, (r) => at(r)?.hit);
    if (shot.cannotWound > 0) row(b.outcome['cannot-wound'], (r) => at(r)?.cannotWound);
    row(t.wounded, (r) => at(r)?.wound);
    if (float.analysis.save.armour) row(t.armourSaved, (r) => at(r)?.armourSaved);
    if (float.analysis.save.ward) row(t.wardSaved, (r) => at(r)?.wardSaved);
    row(t.unsaved, (r) => at(r)?.unsaved);
    lines.push('', heading, ...columns([[...t.probabilityHeading], ...rows]));
  });

  const { unit } = float;
  const most = attack.kind === 'hits' ? (attack.hits.kind === 'fixed' ? attack.hits.value : attack.hits.sides) : unit.rounds;
  lines.push('', attack.kind === 'hits' ? t.allHits(most) : t.allShots(unit.rounds));
  const counts = (heading: string, view: <N>(r: BattleaxeOddsReport<N>) => CountOdds<N>, extra: string[][] = []) => {
    lines.push(`${heading} (${t.mean(fixed2(cat, view(float).mean))})`, ...columns([...atLeastRows(cat, reports, view), ...extra]));
  };
  counts(t.hitsHeading, (r) => r.unit.hits);
  counts(t.woundsHeading, (r) => r.unit.wounds);
  counts(t.unsavedHeading, (r) => r.unit.unsaved);
  counts(t.modelsRemovedHeading, (r) => r.unit.modelsRemoved, [[t.wholeUnit, ...cell(cat, reports, (r) => r.unit.destroyed)]]);
  if (attack.target.profile.W > 1) {
    const rows = float.unit.woundsOnCurrent.map((_, k) => [t.woundsOnNext(k), ...cell(cat, reports, (r) => r.unit.woundsOnCurrent[k])]);
    lines.push(t.woundsOnNextHeading, ...columns(rows));
  }
  lines.push('', ...battleaxePanicLines(cat, float.unit.panic, reports));
  lines.push('', t.variantsUsed, ...variantLines(cat, attack));
  return lines.join('\n') + '\n';
}

/** The Panic test after the shooting: its threshold and the chance it is taken, or why it cannot be. */
function battleaxePanicLines(cat: Catalogue, panic: BattleaxePanicOdds<number>, reports: BattleaxeOddsReports): string[] {
  const t = cat.battleaxe.panic;
  const { modelsRemoved, startModels } = panic.threshold;
  if (modelsRemoved === null) return [t.heading, `  ${t.never}`];
  return [t.heading, `  ${t.rule(modelsRemoved, startModels)}`, ...columns([[t.forced, ...cell(cat, reports, (r) => r.unit.panic.forced)]]), `  ${t.failUnknown}`];
}

type Probability = { readonly p: number; readonly exact?: string };

/** The odds for programs: every probability as `{ p, exact }` (exact as a fraction when worked out). */
export function battleaxeOddsJson(attack: BattleaxeAttack, reports: BattleaxeOddsReports, title?: string): Record<string, unknown> {
  const { float, exact } = reports;
  const pair = (pick: Pick): Probability => {
    const e = exact ? pick(exact) : undefined;
    return e === undefined ? { p: pick(float) ?? 0 } : { p: pick(float) ?? 0, exact: rationalToString(e) };
  };
  const count = (view: <N>(r: BattleaxeOddsReport<N>) => CountOdds<N>) => ({
    exactly: view(float).exactly.map((_, k) => pair((r) => view(r).exactly[k])),
    atLeast: view(float).atLeast.map((_, k) => pair((r) => view(r).atLeast[k])),
    mean: view(float).mean,
  });
  return {
    game: 'battleaxe',
    ...(title ? { title } : {}),
    attack,
    analysis: float.analysis,
    shots: float.shots.map((_, i) => {
      const at = <N>(r: BattleaxeOddsReport<N>) => r.shots[i];
      return {
        cannotHit: pair((r) => at(r)?.cannotHit),
        hit: pair((r) => at(r)?.hit),
        cannotWound: pair((r) => at(r)?.cannotWound),
        wound: pair((r) => at(r)?.wound),
        armourSaved: pair((r) => at(r)?.armourSaved),
        wardSaved: pair((r) => at(r)?.wardSaved),
        unsaved: pair((r) => at(r)?.unsaved),
      };
    }),
    unit: {
      rounds: float.unit.rounds,
      hits: count((r) => r.unit.hits),
      wounds: count((r) => r.unit.wounds),
      unsaved: count((r) => r.unit.unsaved),
      modelsRemoved: count((r) => r.unit.modelsRemoved),
      destroyed: pair((r) => r.unit.destroyed),
      woundsOnCurrent: float.unit.woundsOnCurrent.map((_, k) => pair((r) => r.unit.woundsOnCurrent[k])),
      panic: { threshold: float.unit.panic.threshold, forced: pair((r) => r.unit.panic.forced) },
    },
  };
}

// ---------------------------------------------------------------------------------------
// Rolls

function groupLines(cat: Catalogue, groups: readonly DiceGroup[], batches: number): string[] {
  // Batch numbers only matter when there are several.
  return groups.map((g) => `  ${describeDiceGroup(cat, batches > 1 ? g : { ...g, batch: null })}`);
}

function rollBody(cat: Catalogue, attack: BattleaxeAttack, report: BattleaxeRollReport, names: Names): string[] {
  const t = cat.battleaxe.text;
  const batches = attack.kind === 'shooting' ? attack.batches : [];
  const lines: string[] = [];
  if (batches.length > 1 || batches.some(isTableBatch)) lines.push(...batches.map((batch, i) => `  ${describeBatch(cat, batch, i, names)}`), '');
  lines.push(...groupLines(cat, report.groups, batches.length));
  const target = attack.target.name ?? t.defaultTarget;
  lines.push('', t.result(target, report.modelsRemoved, report.target.models, report.target.onCurrent), t.totals(report.hits, report.wounds, report.unsaved));
  if (report.panic.threshold.modelsRemoved !== null) lines.push(report.panic.taken ? cat.battleaxe.panic.taken : cat.battleaxe.panic.notTaken);
  return lines;
}

/** The roll as a log: the seed, the dice grouped as players roll them, each group with what it needed and why, the result. */
export function battleaxeRollText(cat: Catalogue, attack: BattleaxeAttack, report: BattleaxeRollReport, title?: string): string {
  const b = cat.battleaxe;
  const lines: string[] = [];
  if (title) lines.push(title);
  lines.push(`${b.name} — ${describeBattleaxeAttack(cat, attack)}`, b.text.seedLine(report.seed), '');
  lines.push(...rollBody(cat, attack, report, NO_NAMES), '', b.text.variantsUsed, ...variantLines(cat, attack));
  return lines.join('\n') + '\n';
}

function groupsJson(groups: readonly DiceGroup[]): unknown[] {
  return groups.map((g) => ({ step: g.step, batch: g.batch, check: g.check, dice: g.dice }));
}

/** The roll for programs: the seed, the dice in their groups with the explanation data, and the end state. */
export function battleaxeRollJson(attack: BattleaxeAttack, report: BattleaxeRollReport, title?: string): Record<string, unknown> {
  return {
    game: 'battleaxe',
    ...(title ? { title } : {}),
    seed: report.seed,
    attack,
    analysis: report.analysis,
    groups: groupsJson(report.groups),
    hits: report.hits,
    wounds: report.wounds,
    unsaved: report.unsaved,
    modelsRemoved: report.modelsRemoved,
    target: report.target,
    panic: report.panic,
    diceAfter: report.dice,
  };
}

// ---------------------------------------------------------------------------------------
// Battles

/** Unit ids to names, for every unit of the battle (terrain keeps its id). */
export function battleaxeNames(battle: BattleaxeBattle): Map<string, string> {
  return new Map(battle.units.map((u) => [u.id, u.name]));
}

function optionLines(cat: Catalogue, option: RatedOption, names: Names): string[] {
  const b = cat.battleaxe;
  const how = option.volley ? b.battle.volley : b.battle.direct;
  if (!option.legal) return [`  ${how}: ${b.battle.notLegal(option.refusals.map((r) => b.targetRefusal[r]).join(', '))}`];
  const models = option.batches.reduce((n, batch) => n + batch.models, 0);
  const lines = [`  ${b.battle.option(how, models, option.batches.length)}`];
  const toHit = option.attack ? analyseAttack(option.attack).batches : [];
  option.batches.forEach((batch, i) => {
    const analysis = toHit[i]?.toHit;
    const needs = analysis ? ` — ${toHitScore(cat, analysis)} (${toHitReasons(cat, analysis)})` : '';
    lines.push(`    ${describeBatch(cat, batch, i, names)}${needs}`);
  });
  const idle = new Map<string, string[]>();
  for (const i of option.idle) idle.set(i.reason, [...(idle.get(i.reason) ?? []), i.model]);
  for (const [reason, ids] of idle) lines.push(`    ${b.battle.idle(b.idle[reason as keyof typeof b.idle], modelList(ids))}`);
  if (option.odds) lines.push(`    ${b.battle.odds(fixed2(cat, option.odds.meanModelsRemoved), percent(cat.language, option.odds.anyRemoved), percent(cat.language, option.odds.destroyed))}`);
  return lines;
}

/** Whom the unit may shoot, how its models see each enemy unit (batches, cover, range), what each batch needs and the odds. */
export function battleaxeTargetsText(cat: Catalogue, battle: BattleaxeBattle, report: BattleaxeTargetReport): string {
  const b = cat.battleaxe;
  const names = battleaxeNames(battle);
  const unit = battle.units.find((u) => u.id === report.shooter.unit);
  const name = names.get(report.shooter.unit) ?? report.shooter.unit;
  const lines = [`${b.name} — ${b.battle.targetsHeading(name, report.shooter.models, unit?.weapon?.id ?? '—')}`];
  lines.push(report.shooter.may ? b.battle.mayShoot(name) : b.battle.mayNotShoot(name, report.shooter.refusals.map((r) => b.shooterRefusal[r]).join(', ')));
  for (const candidate of report.candidates) {
    const advised = report.advice?.target === candidate.target ? ` ${b.battle.advised}` : '';
    lines.push('', b.battle.target(names.get(candidate.target) ?? candidate.target, unitModels(battle, candidate.target).length, candidate.distance) + advised);
    // The arc is named where it let a shot through: a unit turning to face, the all-round variant (a target outside it is refused, and says so).
    if (candidate.arc === 'turns-to-face' || candidate.arc === 'all-round') lines.push(`  ${b.arc[candidate.arc]}`);
    for (const option of candidate.options) lines.push(...optionLines(cat, option, names));
  }
  if (report.shooter.may && !report.advice) lines.push('', b.battle.noAdvice);
  return lines.join('\n') + '\n';
}

/** The target report for programs: every candidate, its shooters' views, batches, refusals and odds. */
export function battleaxeTargetsJson(report: BattleaxeTargetReport): Record<string, unknown> {
  return {
    game: 'battleaxe',
    shooter: report.shooter,
    advice: report.advice,
    candidates: report.candidates.map((c) => ({
      target: c.target,
      distance: c.distance,
      arc: c.arc,
      views: c.views,
      options: c.options.map((o) => ({ volley: o.volley, legal: o.legal, refusals: o.refusals, batches: o.batches, idle: o.idle, odds: o.odds })),
    })),
  };
}

function stateLines(cat: Catalogue, before: BattleaxeBattle, after: BattleaxeBattle): string[] {
  const names = battleaxeNames(after);
  return after.units.flatMap((u) => {
    const old = before.units.find((o) => o.id === u.id);
    const models = unitModels(after, u.id).length;
    const changed = !old || unitModels(before, u.id).length !== models || old.state.woundsOnCurrent !== u.state.woundsOnCurrent;
    return changed ? [`  ${cat.battleaxe.battle.unitState(names.get(u.id) ?? u.id, models, u.startingModels, u.state.woundsOnCurrent)}`] : [];
  });
}

/** One unit's shooting on the table: its batches, every die explained, and what it left. */
export function battleaxeShotText(cat: Catalogue, before: BattleaxeBattle, planned: Extract<BattleaxePlannedShot, { ok: true }>, result: BattleaxeShotRoll): string {
  const b = cat.battleaxe;
  const names = battleaxeNames(before);
  const shooter = names.get(planned.shooter) ?? planned.shooter;
  const target = names.get(planned.candidate.target) ?? planned.candidate.target;
  const lines = [`${b.name} — ${b.battle.turnHeading(1, shooter, target, planned.option.volley).replace(/^1\. /, '')}`, b.text.seedLine(result.report.seed), ''];
  lines.push(...rollBody(cat, planned.attack, result.report, names), '', ...stateLines(cat, before, result.battle));
  return lines.join('\n') + '\n';
}

export function battleaxeShotJson(planned: Extract<BattleaxePlannedShot, { ok: true }>, result: BattleaxeShotRoll): Record<string, unknown> {
  return {
    game: 'battleaxe',
    shooter: planned.shooter,
    target: planned.candidate.target,
    volley: planned.option.volley,
    batches: planned.option.batches,
    roll: battleaxeRollJson(planned.attack, result.report),
    units: battleaxeUnitsJson(result.battle),
  };
}

/** The whole phase: each unit's turn with its batches and dice, then what the phase left. */
export function battleaxePhaseText(cat: Catalogue, before: BattleaxeBattle, result: BattleaxePhaseRoll): string {
  const b = cat.battleaxe;
  const names = battleaxeNames(before);
  const army = before.armies.find((a) => a.id === before.shooting)?.name ?? before.shooting;
  const lines = [`${b.name} — ${b.battle.phaseHeading(army)}`, b.text.seedLine(result.seed)];
  result.turns.forEach((turn, i) => {
    const target = names.get(turn.target) ?? turn.target;
    lines.push('', b.battle.turnHeading(i + 1, names.get(turn.unit) ?? turn.unit, target, turn.volley));
    if (turn.batches.length > 0) lines.push(...turn.batches.map((batch, k) => `  ${describeBatch(cat, batch, k, names)}`));
    lines.push(...groupLines(cat, turn.groups, turn.batches.length));
    lines.push(`  ${b.text.result(target, turn.modelsRemoved, turn.targetAfter.models, turn.targetAfter.onCurrent)}`, `  ${b.text.totals(turn.hits, turn.wounds, turn.unsaved)}`);
  });
  if (result.turns.length === 0) lines.push('', b.battle.noShooters);
  lines.push('', b.battle.afterPhase, ...stateLines(cat, before, result.battle));
  if (result.panic.length > 0) lines.push('', b.panic.phaseHeading, ...result.panic.map((panic) => `  ${phasePanicLine(cat, names.get(panic.unit) ?? panic.unit, panic)}`));
  return lines.join('\n') + '\n';
}

/** A unit's losses over the phase, and whether they force its Panic test. */
function phasePanicLine(cat: Catalogue, name: string, panic: BattleaxePhasePanic): string {
  const t = cat.battleaxe.panic;
  const loss = t.phaseLoss(name, panic.modelsRemoved, panic.threshold.startModels);
  if (panic.threshold.modelsRemoved === null) return `${loss}: ${t.never}`;
  return `${loss}. ${panic.taken ? t.taken : t.notTaken}`;
}

export function battleaxeUnitsJson(battle: BattleaxeBattle): unknown {
  return battle.units.map((u) => ({ id: u.id, army: u.army, models: unitModels(battle, u.id).length, startingModels: u.startingModels, state: u.state }));
}

export function battleaxePhaseJson(result: BattleaxePhaseRoll): Record<string, unknown> {
  return {
    game: 'battleaxe',
    seed: result.seed,
    turns: result.turns.map((t) => ({ ...t, groups: groupsJson(t.groups) })),
    units: battleaxeUnitsJson(result.battle),
    diceAfter: result.dice,
    panic: result.panic,
  };
}
