/**
 * The Ninth Age's odds in words, for the unit battle's odds panel and the calculator alike:
 * what each roll needs and why per volley, each step of one shot, and the models removed.
 * Every number comes from the library's odds report (`ninthAgeOdds`).
 */
import type { NinthAgeOddsReport, NinthAgeVolley, PanicOdds, VolleyAnalysis } from '../../../../src/games/ninth-age/index.js';
import type { Catalogue } from '../../../../i18n/index.js';
import { describeNinthAgeCheck } from '../../../../i18n/explain-ninth-age.js';
import { fixed2, type CountList, type OddsChart, type OddsRow, type OddsSection, type UnitOddsView } from '../../logic/odds-view.js';
import { leftOf } from '../../logic/chart.js';
import { chance } from '../units-shared.js';

/** Exact fractions are worked out up to this many shots (fractions grow huge beyond), as the command line does. */
export const NINTH_AGE_EXACT_SHOTS = 6;

function volleyNeeds(cat: Catalogue, analysis: VolleyAnalysis, volley: number): [string, string, string][] {
  const t = cat.ninthAge;
  const { toHit, toWound, armour, special, damage } = analysis;
  const { chance: _c, outOfRange: _o, ...hit } = toHit;
  const score = (needed: number | null) => (needed === null ? t.outcome['no-save'] : cat.text.needs(needed));
  const rows: [string, string, string][] = [];
  const hitScore = toHit.resolution === 'automatic' ? t.outcome.hit : toHit.resolution === 'cannot-hit' ? t.outcome['cannot-hit'] : toHit.resolution === 'hopeless' ? `6, ${cat.text.needs(4)}` : cat.text.needs(Math.max(2, toHit.needed));
  rows.push([t.step['to-hit'], hitScore, describeNinthAgeCheck(cat, { step: 'to-hit', volley, edition: 'current', ...hit })]);
  rows.push([t.step['to-wound'], cat.text.needs(toWound.needed), describeNinthAgeCheck(cat, { step: 'to-wound', reroll: false, ...toWound })]);
  rows.push([t.step['armour-save'], score(armour.needed), describeNinthAgeCheck(cat, { step: 'armour-save', lethal: false, needed: armour.needed, armour: armour.armour, armourPenetration: armour.armourPenetration, penetrationModifiers: armour.penetrationModifiers })]);
  if (toWound.lethalStrike) rows.push([t.step['armour-save'], score(armour.lethalNeeded), describeNinthAgeCheck(cat, { step: 'armour-save', lethal: true, needed: armour.lethalNeeded, armour: armour.armour, armourPenetration: armour.armourPenetration, penetrationModifiers: armour.penetrationModifiers })]);
  if (special.usual.save !== null || special.usual.fortitudeIgnoredBy) rows.push([t.step['special-save'], score(special.usual.needed), describeNinthAgeCheck(cat, { step: 'special-save', lethal: false, ...special.usual })]);
  if (toWound.lethalStrike && (special.lethal.save !== null || special.lethal.fortitudeIgnoredBy)) rows.push([t.step['special-save'], score(special.lethal.needed), describeNinthAgeCheck(cat, { step: 'special-save', lethal: true, ...special.lethal })]);
  if (damage.multipleWounds !== null) rows.push([t.step['multiple-wounds'], '', t.multipleWounds(damage.multipleWounds, damage.cap, damage.clippedWings)]);
  return rows;
}

export function ninthAgeView<N>(cat: Catalogue, attack: { readonly volleys: readonly Pick<NinthAgeVolley, 'models' | 'shots' | 'shotsRule'>[]; readonly target?: { readonly profile: { readonly Dis?: number } } }, float: NinthAgeOddsReport<number>, exact: NinthAgeOddsReport<N> | null, title: string, targetModels: number): UnitOddsView {
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
    return { heading: t.volleyHeading(v + 1, given?.models ?? 0, given?.shots ?? 0, given?.shotsRule && t.attribute[given.shotsRule]), needs: volleyNeeds(cat, a, v), chancesHeading: t.label.perShot, chances: rows };
  });
  const removed = float.series.modelsRemoved;
  const models: OddsRow[] = [];
  for (let k = 1; k <= targetModels; k += 1) models.push({ name: `models-at-least-${k}`, label: `${cat.text.atLeast} ${k}`, chance: chance(removed.atLeast[k], exact?.series.modelsRemoved.atLeast[k], exact !== null) });
  models.push({ name: 'destroyed', label: t.label.destroyed, chance: chance(float.series.destroyed, exact?.series.destroyed, exact !== null) });
  const after = panicRows(cat, float.series.panic, exact?.series.panic ?? null, attack.target?.profile.Dis);
  const hpLost = float.series.hpLost;
  // Models of one Health Point lose exactly as many as are removed: that chart is drawn already.
  const sameAsRemoved = hpLost.exactly.length === removed.exactly.length && hpLost.exactly.every((p, k) => p === removed.exactly[k]);
  const charts: OddsChart[] = [
    { kind: 'count', name: 'models-left', heading: cat.web.odds.modelsLeftHeading, exactly: leftOf(removed.exactly, targetModels) },
    ...(sameAsRemoved ? [] : [{ kind: 'count', name: 'hp-lost', heading: `${t.label.hpLost} (${cat.text.mean} ${fixed2(cat, hpLost.mean)})`, exactly: hpLost.exactly } as const]),
  ];
  return { heading: title, sections, modelsHeading: `${t.label.modelsRemoved} (${cat.text.mean} ${fixed2(cat, removed.mean)})`, models, exact: exact !== null, ...(after.rows.length > 0 ? { after } : {}), charts };
}

/** Panic from heavy casualties (docs/ninth-age.md, Panic): the test taken, and failed when it is a Discipline Test of a known Dis. */
function panicRows<N>(cat: Catalogue, float: PanicOdds<number>, exact: PanicOdds<N> | null, discipline: number | undefined): CountList {
  const t = cat.ninthAge.panic;
  const rows: OddsRow[] = [];
  if (float.threshold.hpLost !== null) rows.push({ name: 'panic-forced', label: t.forced, chance: chance(float.forced, exact?.forced, exact !== null) });
  if (float.failed !== null && discipline !== undefined) rows.push({ name: 'panic-failed', label: cat.ninthAge.panicFailed(discipline), chance: chance(float.failed, exact?.failed ?? undefined, exact !== null) });
  return { heading: t.heading, rows };
}
