/**
 * Battleaxe's odds in words, for the unit battle's odds panel and the calculator alike: what
 * each roll needs and why (per batch), each step of one shot per batch, and the models removed.
 * Every number comes from the library's odds report (`battleaxeOdds`).
 */
import type { Amount, BattleaxeCheck, BattleaxeOddsReport } from '../../../../src/games/battleaxe/index.js';
import type { Catalogue } from '../../../../i18n/index.js';
import { describeCheck, toHitReasons, toHitScore } from '../../../../i18n/explain-battleaxe.js';
import { fixed2, type CountList, type OddsChart, type OddsRow, type OddsSection, type UnitOddsView } from '../../logic/odds-view.js';
import { leftOf } from '../../logic/chart.js';
import { chance } from '../units-shared.js';

/** Exact fractions are worked out up to this many rounds (fractions grow huge beyond), as the command line does. */
export const BATTLEAXE_EXACT_SHOTS = 12;

const amountText = (amount: Amount) => (amount.kind === 'fixed' ? String(amount.value) : `D${amount.sides}`);

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
  // Panic from heavy casualties (docs/battleaxe.md, Panic): the test taken.
  const panic = float.unit.panic;
  const after: CountList = { heading: cat.battleaxe.panic.heading, rows: panic.threshold.modelsRemoved === null ? [] : [{ name: 'panic-forced', label: cat.battleaxe.panic.forced, chance: chance(panic.forced, exact?.unit.panic.forced, exact !== null) }] };
  const charts: OddsChart[] = [{ kind: 'count', name: 'models-left', heading: cat.web.odds.modelsLeftHeading, exactly: leftOf(removed.exactly, targetModels) }];
  return { heading: title, sections, modelsHeading: `${t.modelsRemovedHeading} (${t.mean(fixed2(cat, removed.mean))})`, models, exact: exact !== null, ...(after.rows.length > 0 ? { after } : {}), charts };
}
