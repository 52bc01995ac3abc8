/**
 * What the page shows about shooting, asked of the library: whom the selected warrior may
 * shoot and why, its sight lines, its range rings, and the odds of one chosen shot. No rule
 * is decided here; these functions only call the library and gather its answers for drawing.
 */
import { exactArithmetic, floatArithmetic, odds, probability, rationalToString, type Arithmetic, type Rational } from '../../../src/dice/index.js';
import {
  CONDITIONS,
  MISFIRE_RESULTS,
  mordheimOdds,
  planSplit,
  splitOdds,
  tableShot,
  targetReport,
  type Condition,
  type MisfireResult,
  type MissileWeapon,
  type MordheimAttack,
  type MordheimBattle,
  type MordheimModelRuleId,
  type MordheimOddsReport,
  type MordheimVariants,
  type RatedCandidate,
  type ShotOptions,
  type TableShot,
  type TargetReport,
  type Warrior,
} from '../../../src/games/mordheim/index.js';
import { footprintCentre, type Point2 } from '../../../src/geometry/index.js';
import { modelView, type ModelView, type PreparedTable, type TableViews } from '../../../src/table/index.js';

/** Fractions are worked out for series up to this many shots; beyond, they grow too long to read. */
export const EXACT_SHOTS_LIMIT = 12;

export interface SightLine {
  readonly target: string;
  readonly from: Point2;
  readonly to: Point2;
  readonly view: ModelView;
}

export interface RangeRings {
  readonly centre: Point2;
  /** How far the base reaches from its centre: rings are measured from the base's edge. */
  readonly reach: number;
  readonly half: number;
  readonly full: number;
}

export interface ShooterView {
  readonly shooter: Warrior;
  readonly report: TargetReport;
  /** The weapon the panels and rings use: the chosen one if usable, else the advised, else the first. */
  readonly weapon: MissileWeapon | null;
  readonly sight: readonly SightLine[];
  readonly rings: RangeRings | null;
}

function chooseWeapon(report: TargetReport, wanted: string | null): MissileWeapon | null {
  const usable = report.shooter.weapons.filter((w) => w.refusals.length === 0).map((w) => w.weapon);
  const all = report.shooter.weapons.map((w) => w.weapon);
  return usable.find((w) => w.id === wanted) ?? usable.find((w) => w.id === report.advice?.weapon) ?? usable[0] ?? all.find((w) => w.id === wanted) ?? all[0] ?? null;
}

/** Sight lines to every enemy on the table: from the report when it has them, else asked of the table. */
function sightLines(battle: MordheimBattle, table: PreparedTable, shooter: Warrior, report: TargetReport): SightLine[] {
  const from = table.models.get(shooter.id);
  if (!from) return [];
  const centre = footprintCentre(from.base);
  const firstWeapon = report.candidates[0]?.weapon.id;
  const views = new Map(report.candidates.filter((c) => c.weapon.id === firstWeapon).map((c) => [c.target, c.view]));
  const lines: SightLine[] = [];
  for (const enemy of battle.warriors) {
    if (enemy.warband === shooter.warband) continue;
    const model = table.models.get(enemy.id);
    if (!model) continue;
    const view = views.get(enemy.id) ?? modelView(table, shooter.id, enemy.id);
    lines.push({ target: enemy.id, from: centre, to: footprintCentre(model.base), view });
  }
  return lines;
}

/** An enemy whose eyes reach a warrior: the line it would shoot along, and what it sees. */
export interface Exposure {
  readonly enemy: string;
  readonly from: Point2;
  readonly to: Point2;
  readonly view: ModelView;
}

/** Each warrior's warband, as `tableViews` takes sides: only enemies look at each other. */
export function warbandSides(battle: MordheimBattle): ReadonlyMap<string, string> {
  return new Map(battle.warriors.map((w) => [w.id, w.warband]));
}

/**
 * The enemies on the table with a sight line to the warrior, nearest first: where it stands
 * exposed. Sight alone, as the table gives it; whether each enemy may shoot it is that enemy's
 * own report, in its own phase.
 */
export function exposureOf(battle: MordheimBattle, table: PreparedTable, views: TableViews, warriorId: string): Exposure[] {
  const warrior = battle.warriors.find((w) => w.id === warriorId);
  const model = table.models.get(warriorId);
  const column = views.ids.indexOf(warriorId);
  if (!warrior || !model || column < 0) return [];
  const to = footprintCentre(model.base);
  const out: (Exposure & { readonly distance: number })[] = [];
  for (const enemy of battle.warriors) {
    if (enemy.warband === warrior.warband) continue;
    const row = views.ids.indexOf(enemy.id);
    const view = row < 0 ? null : views.views[row]?.[column];
    const from = table.models.get(enemy.id);
    if (!view?.sightLine || !from) continue;
    const centre = footprintCentre(from.base);
    out.push({ enemy: enemy.id, from: centre, to, view, distance: Math.hypot(centre.x - to.x, centre.y - to.y) });
  }
  return out.sort((a, b) => a.distance - b.distance).map(({ enemy, from, to, view }) => ({ enemy, from, to, view }));
}

/**
 * The selected warrior as the shooter panel shows it: the library's report (with the player's
 * choices about the shot, such as one barrel of a double-barrelled weapon), the weapon the
 * panels use, sight lines and range rings.
 */
export function shooterView(battle: MordheimBattle, variants: MordheimVariants, table: PreparedTable, shooterId: string, wantedWeapon: string | null, shot: ShotOptions = {}): ShooterView | null {
  const shooter = battle.warriors.find((w) => w.id === shooterId);
  if (!shooter) return null;
  const report = targetReport(battle, shooterId, { variants, ...shot }, table);
  const weapon = chooseWeapon(report, wantedWeapon);
  const model = table.models.get(shooterId);
  const reach = model ? (model.base.kind === 'circle' ? model.base.radius : Math.max(model.base.width, model.base.depth) / 2) : 0;
  const rings = model && weapon ? { centre: footprintCentre(model.base), reach, half: weapon.range / 2, full: weapon.range } : null;
  return { shooter, report, weapon, sight: sightLines(battle, table, shooter, report), rings };
}

/** A chance as a float, with its exact fraction when worked out. */
export interface Chance {
  readonly p: number;
  readonly exact: string | null;
}

export interface StepChances {
  readonly hit: Chance;
  readonly coverStrike: Chance;
  readonly wound: Chance;
  readonly critical: Chance;
  readonly unsaved: Chance;
  /** Under the optional misfire (M-16) with a blackpowder weapon: each result of the misfire die; else null. */
  readonly misfires: Readonly<Record<MisfireResult, Chance>> | null;
}

export interface FinalStates {
  readonly conditions: Readonly<Record<Condition, Chance>>;
  /** `woundsLeft[k]`: the chance that k wounds are left. */
  readonly woundsLeft: readonly Chance[];
  readonly fell: Chance;
}

export interface SeriesChances {
  readonly shots: number;
  readonly hitsAtLeast: readonly Chance[];
  readonly woundsAtLeast: readonly Chance[];
  readonly meanHits: number;
  readonly meanWounds: number;
  readonly conditions: Readonly<Record<Condition, Chance>>;
}

export interface ShotOddsView {
  readonly candidate: RatedCandidate;
  readonly attack: MordheimAttack;
  readonly report: MordheimOddsReport<number>;
  readonly steps: StepChances;
  /** On this table: the shot(s) as taken, with the model in the way and any fall from an edge. */
  readonly target: FinalStates | null;
  /** The model in the way, when the shot may strike it instead. */
  readonly cover: { readonly id: string; readonly states: FinalStates } | null;
  readonly series: SeriesChances;
}

function chance<N>(p: number, exact: N | undefined, toText: ((n: N) => string) | null): Chance {
  return { p, exact: exact !== undefined && toText ? toText(exact) : null };
}

/** The float and (when asked for) the exact reports of the same attack, paired. */
function paired(attack: MordheimAttack, exact: boolean): { float: MordheimOddsReport<number>; exact: MordheimOddsReport<Rational> | null } {
  return { float: mordheimOdds(attack), exact: exact && attack.shots <= EXACT_SHOTS_LIMIT ? mordheimOdds(attack, exactArithmetic) : null };
}

type Pick = <N>(report: MordheimOddsReport<N>) => N;

/** One result's chance of the misfire die; asked only of a report that has them (the float and exact reports are of one attack). */
function misfireChance<N>(report: MordheimOddsReport<N>, result: MisfireResult): N {
  const value = report.shot.misfires?.[result];
  if (value === undefined) throw new RangeError('this attack cannot misfire');
  return value;
}

function finalStates<N>(shot: TableShot, arithmetic: Arithmetic<N>, toText: ((n: N) => string) | null, which: 'target' | 'cover', wounds: number): FinalStates | null {
  if (which === 'cover' && shot.start.cover === null) return null;
  const dist = odds(shot.process, shot.start, arithmetic);
  type End = (typeof dist)[number]['state'];
  const stateOf = (s: End) => (which === 'target' ? s.target : s.cover);
  const p = (predicate: (s: End) => boolean) => {
    const value = probability(dist, predicate, arithmetic);
    return chance(arithmetic.toNumber(value), value, toText);
  };
  const conditions = Object.fromEntries(CONDITIONS.map((c) => [c, p((s) => stateOf(s)?.condition === c)])) as Record<Condition, Chance>;
  const woundsLeft: Chance[] = [];
  for (let k = 0; k <= wounds; k += 1) woundsLeft.push(p((s) => stateOf(s)?.woundsLeft === k));
  const fell = p((s) => (which === 'target' ? s.targetFell : s.coverFell));
  return { conditions, woundsLeft, fell };
}

/**
 * The odds of the chosen shot: each step of one shot (the library's attack report), the
 * target's final state on this table (falls and the model in the way included), and
 * "at least N" over a series of `seriesShots` shots (default: the shots the weapon takes).
 */
export function shotOdds(battle: MordheimBattle, table: PreparedTable, candidate: RatedCandidate, options: { readonly exact: boolean; readonly seriesShots?: number }): ShotOddsView {
  const attack = candidate.attack;
  const single = paired(attack, options.exact);
  const seriesAttack = options.seriesShots !== undefined && options.seriesShots !== attack.shots ? { ...attack, shots: options.seriesShots } : attack;
  const series = seriesAttack === attack ? single : paired(seriesAttack, options.exact);
  const pick = (reports: typeof single, f: Pick): Chance => chance(f(reports.float), reports.exact ? f(reports.exact) : undefined, rationalToString);
  const steps: StepChances = {
    hit: pick(single, (r) => r.shot.hit),
    coverStrike: pick(single, (r) => r.shot.coverStrike),
    wound: pick(single, (r) => r.shot.wound),
    critical: pick(single, (r) => r.shot.critical),
    unsaved: pick(single, (r) => r.shot.unsaved),
    misfires:
      single.float.shot.misfires === null
        ? null
        : (Object.fromEntries(MISFIRE_RESULTS.map((m) => [m, pick(single, (r) => misfireChance(r, m))])) as Record<MisfireResult, Chance>),
  };
  const list = (reports: typeof series, f: <N>(r: MordheimOddsReport<N>) => readonly N[]): Chance[] => {
    const exact = reports.exact ? f(reports.exact) : null;
    return f(reports.float).map((p, k) => chance(p, exact?.[k], rationalToString));
  };
  const seriesChances: SeriesChances = {
    shots: seriesAttack.shots,
    hitsAtLeast: list(series, (r) => r.series.hitsAtLeast),
    woundsAtLeast: list(series, (r) => r.series.woundsAtLeast),
    meanHits: series.float.series.meanHits,
    meanWounds: series.float.series.meanWounds,
    conditions: Object.fromEntries(CONDITIONS.map((c) => [c, pick(series, (r) => r.series.conditions[c])])) as Record<Condition, Chance>,
  };
  let target: FinalStates | null = null;
  let cover: ShotOddsView['cover'] = null;
  if (candidate.legal) {
    const shot = tableShot(battle, table, candidate);
    const exactTable = options.exact && attack.shots <= EXACT_SHOTS_LIMIT;
    const states = (which: 'target' | 'cover', wounds: number) =>
      exactTable ? finalStates(shot, exactArithmetic, rationalToString, which, wounds) : finalStates(shot, floatArithmetic, null, which, wounds);
    target = states('target', attack.target.profile.W);
    if (shot.cover?.kind === 'model') {
      const coverStates = states('cover', shot.cover.warrior.profile.W);
      if (coverStates) cover = { id: shot.cover.warrior.id, states: coverStates };
    }
  }
  return { candidate, attack, report: single.float, steps, target, cover, series: seriesChances };
}

/** One row of the compare view: a shooter with one weapon against the chosen target. */
export interface CompareRow {
  readonly shooter: string;
  readonly weapon: string;
  /** A weapon the player added to see how it would do; the warrior does not carry it. */
  readonly whatIf: boolean;
  readonly shooterMay: boolean;
  readonly candidate: RatedCandidate | null;
  readonly hit: number | null;
  readonly wound: number | null;
}

/** A weapon tried in the compare view in a warrior's hands, in place of its own. */
export interface WhatIf {
  readonly shooter: string;
  readonly weapon: MissileWeapon;
}

/**
 * Every warrior of the shooting warband, with each of its weapons (and the weapons the
 * player tries in its hands), against one target: the library's report for each.
 */
export function compareRows(battle: MordheimBattle, variants: MordheimVariants, table: PreparedTable, targetId: string, whatIfs: readonly WhatIf[]): CompareRow[] {
  const rows: CompareRow[] = [];
  const rowsOf = (inBattle: MordheimBattle, shooterId: string, whatIf: boolean) => {
    const report = targetReport(inBattle, shooterId, { variants }, table);
    for (const choice of report.shooter.weapons) {
      const candidate = report.candidates.find((c) => c.target === targetId && c.weapon.id === choice.weapon.id) ?? null;
      const shot = candidate?.legal ? mordheimOdds(candidate.attack).shot : null;
      rows.push({ shooter: shooterId, weapon: choice.weapon.id, whatIf, shooterMay: report.shooter.may, candidate, hit: shot?.hit ?? null, wound: shot?.unsaved ?? null });
    }
  };
  for (const warrior of battle.warriors) {
    if (warrior.warband !== battle.shooting || warrior.id === targetId || !table.models.has(warrior.id)) continue;
    rowsOf(battle, warrior.id, false);
  }
  for (const w of whatIfs) {
    if (!table.models.has(w.shooter)) continue;
    const tried = { ...battle, warriors: battle.warriors.map((warrior) => (warrior.id === w.shooter ? { ...warrior, weapons: [w.weapon] } : warrior)) };
    rowsOf(tried, w.shooter, true);
  }
  return rows;
}

/** Throws a shooter may divide between its legal targets in range (Knife Fighter, ruling M-15). */
export interface SplitChoice {
  /** The throws the rules give, each of which may go at its own target. */
  readonly allowed: number;
  readonly rule: MordheimModelRuleId;
  /** The legal targets in range of the weapon the panel shows, in the report's order. */
  readonly targets: readonly string[];
}

/**
 * Whether the shooter's throws with the panel's weapon may be divided (the library's
 * `planSplit` allows two of its legal targets in range, by a rule), or null.
 */
export function splitChoice(battle: MordheimBattle, variants: MordheimVariants, table: PreparedTable, view: ShooterView): SplitChoice | null {
  const weapon = view.weapon;
  if (!weapon || !view.report.shooter.may) return null;
  const targets = view.report.candidates.filter((c) => c.weapon.id === weapon.id && c.legal && c.inRange).map((c) => c.target);
  if (targets.length < 2) return null;
  const planned = planSplit(battle, view.shooter.id, targets.slice(0, 2), weapon.id, { variants }, table);
  return planned.ok && planned.rule !== null ? { allowed: planned.allowed, rule: planned.rule, targets } : null;
}

/** One target's chances from divided throws. */
export interface SplitChances {
  readonly target: string;
  readonly throws: number;
  readonly outOfAction: Chance;
  readonly anyEffect: Chance;
}

/** The library's odds of divided throws, target by target (fractions when asked), or null when they are refused. */
export function splitChances(battle: MordheimBattle, variants: MordheimVariants, shooter: string, targets: readonly string[], weapon: string | null, exact: boolean): SplitChances[] | null {
  const planned = planSplit(battle, shooter, targets, weapon, { variants });
  if (!planned.ok) return null;
  const float = splitOdds(battle, planned, { variants });
  const fractions = exact ? splitOdds(battle, planned, { variants }, exactArithmetic) : null;
  return float.map((o, i) => {
    const e = fractions?.[i];
    return { target: o.target, throws: o.throws, outOfAction: chance(o.outOfAction, e?.outOfAction, rationalToString), anyEffect: chance(o.anyEffect, e?.anyEffect, rationalToString) };
  });
}
