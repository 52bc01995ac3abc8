/**
 * The odds of a unit's chosen shooting (Battleaxe, The Ninth Age), as the odds panel shows
 * them: what each roll needs and why (per batch or volley), the chance at each step of one
 * shot, and the models removed ("at least N" for N = 1 … the target's models). Every number
 * comes from the library's odds report on the planned attack (`battleaxeOdds`,
 * `ninthAgeOdds`); this file only words them.
 */
import { exactArithmetic, rationalToString, type Rational } from '../../../src/dice/index.js';
import {
  battleaxeOdds,
  battleaxePlanShot,
  type Amount,
  type BattleaxeCheck,
  type BattleaxeOddsReport,
} from '../../../src/games/battleaxe/index.js';
import { ninthAgeOdds, ninthAgePlanShot, type NinthAgeOddsReport, type VolleyAnalysis } from '../../../src/games/ninth-age/index.js';
import type { Catalogue } from '../../../i18n/index.js';
import type { Chance } from './shooting.js';
import type { UnitScenario } from './units.js';
import { describeCheck, toHitReasons, toHitScore } from '../../../i18n/explain-battleaxe.js';
import { describeNinthAgeCheck } from '../../../i18n/explain-ninth-age.js';

/** Exact fractions are worked out up to this many shots (fractions grow huge beyond), as the command line does. */
export const UNIT_EXACT_SHOTS = { battleaxe: 12, 'ninth-age': 6 } as const;

export interface OddsRow {
  readonly name: string;
  readonly label: string;
  readonly chance: Chance;
  readonly indent?: boolean;
}

export interface OddsSection {
  readonly heading: string;
  /** (step, score, reasons) rows; empty when the section only holds chances. */
  readonly needs: readonly (readonly [string, string, string])[];
  readonly chancesHeading: string;
  readonly chances: readonly OddsRow[];
}

export interface UnitOddsView {
  readonly heading: string;
  readonly sections: readonly OddsSection[];
  readonly modelsHeading: string;
  /** "at least N" for N = 1 … the target's models, then the whole unit. */
  readonly models: readonly OddsRow[];
  /** Whether fractions were worked out (few enough shots). */
  readonly exact: boolean;
}

const fixed2 = (cat: Catalogue, value: number) => new Intl.NumberFormat(cat.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
const amountText = (amount: Amount) => (amount.kind === 'fixed' ? String(amount.value) : `D${amount.sides}`);

/** A chance from the float report and, when fractions were worked out, the exact one (a count past the report's end is 0). */
function chance<N>(p: number | undefined, exact: N | undefined, worked: boolean): Chance {
  return { p: p ?? 0, exact: !worked ? null : exact === undefined ? '0' : rationalToString(exact as unknown as Rational) };
}

// ---------------------------------------------------------------------------------------
// Battleaxe

export function battleaxeView<N>(cat: Catalogue, float: BattleaxeOddsReport<number>, exact: BattleaxeOddsReport<N> | null, title: string, targetModels: number): UnitOddsView {
  const b = cat.battleaxe;
  const t = b.text;
  const { analysis } = float;
  const needs: [string, string, string][] = [];
  analysis.batches.forEach((batch, i) => {
    needs.push([analysis.batches.length > 1 ? t.toHitOfBatch(i + 1, batch.models) : b.step['to-hit'], toHitScore(cat, batch.toHit), toHitReasons(cat, batch.toHit)]);
  });
  const row = (check: Extract<BattleaxeCheck, { readonly step: 'to-wound' | 'armour-save' | 'ward-save' }>) => {
    const { needs: score, why } = describeCheck(cat, check);
    needs.push([b.step[check.step], score, why]);
  };
  row({ step: 'to-wound', ...analysis.toWound });
  if (analysis.save.armour) row({ step: 'armour-save', ...analysis.save.armour });
  if (analysis.save.ward) row({ step: 'ward-save', ...analysis.save.ward });
  const { amount, cap, rolled } = analysis.multipleWounds;
  if (amount.kind === 'die' ? rolled : amount.value > 1) needs.push([b.step['multiple-wounds'], amountText(amount), t.multipleWounds(amountText(amount), cap)]);

  const sections: OddsSection[] = float.shots.map((shot, i) => {
    const ex = exact?.shots[i];
    const rows: OddsRow[] = [];
    const add = (name: string, label: string, pick: (s: typeof shot) => number, pickExact: (s: NonNullable<typeof ex>) => N, indent = false) =>
      rows.push({ name: `batch-${i + 1}-${name}`, label, chance: chance(pick(shot), ex ? pickExact(ex) : undefined, ex !== undefined), indent });
    if (shot.cannotHit > 0) add('cannot-hit', b.outcome['cannot-hit'], (s) => s.cannotHit, (s) => s.cannotHit);
    add('hit', t.hit, (s) => s.hit, (s) => s.hit);
    if (shot.cannotWound > 0) add('cannot-wound', b.outcome['cannot-wound'], (s) => s.cannotWound, (s) => s.cannotWound);
    add('wound', t.wounded, (s) => s.wound, (s) => s.wound);
    if (analysis.save.armour) add('armour-saved', t.armourSaved, (s) => s.armourSaved, (s) => s.armourSaved, true);
    if (analysis.save.ward) add('ward-saved', t.wardSaved, (s) => s.wardSaved, (s) => s.wardSaved, true);
    add('unsaved', t.unsaved, (s) => s.unsaved, (s) => s.unsaved);
    return { heading: i === 0 ? t.whatRollsNeed : '', needs: i === 0 ? needs : [], chancesHeading: t.oneShot(float.shots.length > 1 ? i + 1 : null), chances: rows };
  });
  const removed = float.unit.modelsRemoved;
  const models: OddsRow[] = [];
  for (let k = 1; k <= targetModels; k += 1) models.push({ name: `models-at-least-${k}`, label: t.atLeast(k), chance: chance(removed.atLeast[k], exact?.unit.modelsRemoved.atLeast[k], exact !== null) });
  models.push({ name: 'destroyed', label: t.wholeUnit, chance: chance(float.unit.destroyed, exact?.unit.destroyed, exact !== null) });
  return { heading: title, sections, modelsHeading: `${t.modelsRemovedHeading} (${t.mean(fixed2(cat, removed.mean))})`, models, exact: exact !== null };
}

// ---------------------------------------------------------------------------------------
// The Ninth Age

function volleyNeeds(cat: Catalogue, analysis: VolleyAnalysis, volley: number): [string, string, string][] {
  const t = cat.ninthAge;
  const { toHit, toWound, armour, special, damage } = analysis;
  const { chance: _c, outOfRange: _o, ...hit } = toHit;
  const score = (needed: number | null) => (needed === null ? t.outcome['no-save'] : cat.text.needs(needed));
  const rows: [string, string, string][] = [];
  const hitScore = toHit.resolution === 'cannot-hit' ? t.outcome['cannot-hit'] : toHit.resolution === 'hopeless' ? `6, ${cat.text.needs(4)}` : cat.text.needs(Math.max(2, toHit.needed));
  rows.push([t.step['to-hit'], hitScore, describeNinthAgeCheck(cat, { step: 'to-hit', volley, edition: 'current', ...hit })]);
  rows.push([t.step['to-wound'], cat.text.needs(toWound.needed), describeNinthAgeCheck(cat, { step: 'to-wound', reroll: false, ...toWound })]);
  rows.push([t.step['armour-save'], score(armour.needed), describeNinthAgeCheck(cat, { step: 'armour-save', lethal: false, needed: armour.needed, armour: armour.armour, armourPenetration: armour.armourPenetration })]);
  if (toWound.lethalStrike) rows.push([t.step['armour-save'], score(armour.lethalNeeded), describeNinthAgeCheck(cat, { step: 'armour-save', lethal: true, needed: armour.lethalNeeded, armour: armour.armour, armourPenetration: armour.armourPenetration })]);
  if (special.usual.save !== null || special.usual.fortitudeIgnoredBy) rows.push([t.step['special-save'], score(special.usual.needed), describeNinthAgeCheck(cat, { step: 'special-save', lethal: false, ...special.usual })]);
  if (toWound.lethalStrike && (special.lethal.save !== null || special.lethal.fortitudeIgnoredBy)) rows.push([t.step['special-save'], score(special.lethal.needed), describeNinthAgeCheck(cat, { step: 'special-save', lethal: true, ...special.lethal })]);
  if (damage.multipleWounds !== null) rows.push([t.step['multiple-wounds'], '', t.multipleWounds(damage.multipleWounds, damage.cap)]);
  return rows;
}

export function ninthAgeView<N>(cat: Catalogue, attack: { readonly volleys: readonly { readonly models: number; readonly shots: number }[] }, float: NinthAgeOddsReport<number>, exact: NinthAgeOddsReport<N> | null, title: string, targetModels: number): UnitOddsView {
  const t = cat.ninthAge;
  const sections = float.volleys.map((volley, v): OddsSection => {
    const given = attack.volleys[v];
    const shot = volley.shot;
    const ex = exact?.volleys[v]?.shot;
    const rows: OddsRow[] = [];
    const add = (name: string, label: string, pick: (s: typeof shot) => number, pickExact: (s: NonNullable<typeof ex>) => N, indent = false) =>
      rows.push({ name: `volley-${v + 1}-${name}`, label, chance: chance(pick(shot), ex ? pickExact(ex) : undefined, ex !== undefined), indent });
    const a = volley.analysis;
    if (shot.outOfRange > 0) add('out-of-range', t.outcome['out-of-range'], (s) => s.outOfRange, (s) => s.outOfRange);
    if (a.toHit.resolution === 'cannot-hit') add('cannot-hit', t.outcome['cannot-hit'], (s) => s.cannotHit, (s) => s.cannotHit);
    add('hit', t.outcome.hit, (s) => s.hit, (s) => s.hit);
    if (a.toHit.poison) add('poisoned', t.outcome['poisoned-hit'], (s) => s.poisoned, (s) => s.poisoned, true);
    add('wound', t.outcome.wound, (s) => s.wound, (s) => s.wound);
    if (a.toWound.lethalStrike) add('lethal', t.outcome['lethal-wound'], (s) => s.lethal, (s) => s.lethal, true);
    if (a.armour.needed !== null || (a.toWound.lethalStrike && a.armour.lethalNeeded !== null)) add('armour-saved', `${t.step['armour-save']}: ${t.outcome.saved}`, (s) => s.armourSaved, (s) => s.armourSaved, true);
    if (a.special.usual.save !== null || a.special.lethal.save !== null) add('special-saved', `${t.step['special-save']}: ${t.outcome.saved}`, (s) => s.specialSaved, (s) => s.specialSaved, true);
    add('unsaved', t.label.unsaved, (s) => s.unsaved, (s) => s.unsaved);
    return { heading: t.volleyHeading(v + 1, given?.models ?? 0, given?.shots ?? 0), needs: volleyNeeds(cat, a, v), chancesHeading: t.label.perShot, chances: rows };
  });
  const removed = float.series.modelsRemoved;
  const models: OddsRow[] = [];
  for (let k = 1; k <= targetModels; k += 1) models.push({ name: `models-at-least-${k}`, label: `${cat.text.atLeast} ${k}`, chance: chance(removed.atLeast[k], exact?.series.modelsRemoved.atLeast[k], exact !== null) });
  models.push({ name: 'destroyed', label: t.label.destroyed, chance: chance(float.series.destroyed, exact?.series.destroyed, exact !== null) });
  return { heading: title, sections, modelsHeading: `${t.label.modelsRemoved} (${cat.text.mean} ${fixed2(cat, removed.mean)})`, models, exact: exact !== null };
}

/**
 * The odds of the chosen unit shooting the chosen target (the way or weapon of the row), or
 * null when the library refuses that shooting.
 */
export function unitOdds(cat: Catalogue, scenario: UnitScenario, shooter: string, target: string, choice: { readonly volley?: boolean; readonly weapon?: string }): UnitOddsView | null {
  const name = (id: string) => scenario.battle.units.find((u) => u.id === id)?.name ?? id;
  switch (scenario.game) {
    case 'battleaxe': {
      const planned = battleaxePlanShot(scenario.battle, shooter, target, choice.volley ?? null, { variants: scenario.variants });
      if (!planned.ok) return null;
      const float = battleaxeOdds(planned.attack);
      const exact = float.unit.rounds <= UNIT_EXACT_SHOTS.battleaxe ? battleaxeOdds(planned.attack, exactArithmetic) : null;
      const title = cat.battleaxe.battle.turnHeading(1, name(shooter), name(target), planned.option.volley).replace(/^1\. /, '');
      return battleaxeView(cat, float, exact, title, planned.attack.target.models);
    }
    case 'ninth-age': {
      const planned = ninthAgePlanShot(scenario.battle, shooter, target, choice.weapon ?? null, { variants: scenario.variants });
      if (!planned.ok) return null;
      const float = ninthAgeOdds(planned.attack);
      const exact = float.series.shots <= UNIT_EXACT_SHOTS['ninth-age'] ? ninthAgeOdds(planned.attack, exactArithmetic) : null;
      const title = cat.ninthAge.unitShoots(name(shooter), planned.candidate.entry.weapon.id, name(target));
      return ninthAgeView(cat, planned.attack, float, exact, title, planned.attack.target.models);
    }
  }
}
