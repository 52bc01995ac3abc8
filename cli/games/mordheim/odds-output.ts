import { rationalToString, type Rational } from '../../../src/dice/index.js';
import { CONDITIONS, MISFIRE_RESULTS, rulesNotApplied, weaponHas, type MordheimAttack, type MordheimOddsReport } from '../../../src/games/mordheim/index.js';
import { decimal, percent, TWO_DECIMALS, type Catalogue } from '../../../i18n/index.js';
import { attackRulesHolders, describeAttack, describeNeeds, describeRulesHeld } from '../../../i18n/explain.js';
import { columns } from '../../layout.js';

/** Exact fractions are worked out up to this many shots; beyond, floats alone (fractions grow huge). */
export const EXACT_SHOTS_LIMIT = 12;

export interface OddsReports {
  readonly float: MordheimOddsReport<number>;
  readonly exact: MordheimOddsReport<Rational> | null;
}

type Pick = <N>(report: MordheimOddsReport<N>) => N | undefined;
type ListPick = <N>(report: MordheimOddsReport<N>) => readonly N[];

function cell(cat: Catalogue, reports: OddsReports, pick: Pick): [string, string] {
  const p = pick(reports.float) ?? 0;
  const exact = reports.exact ? pick(reports.exact) : undefined;
  return [percent(cat.language, p), exact ? rationalToString(exact) : ''];
}

/** The odds as a readable table: what each roll needs, one shot, and the series. */
export function oddsText(cat: Catalogue, attack: MordheimAttack, reports: OddsReports, title?: string): string {
  const { float } = reports;
  const lines: string[] = [];
  if (title) lines.push(title);
  lines.push(`${cat.game.mordheim} — ${describeAttack(cat, attack)}`, ...rulesLines(cat, attack), '', cat.text.whatRollsNeed);
  lines.push(...columns(describeNeeds(cat, attack, float.analysis)));

  const row = (label: string, pick: Pick, indent = ''): string[] => [indent + label, ...cell(cat, reports, pick)];
  const bothBarrels = float.series.barrels === 2;
  lines.push('', bothBarrels ? cat.text.firstBarrel : cat.text.oneShot);
  const shotRows: string[][] = [];
  if (float.shot.outOfRange > 0) shotRows.push(row(cat.outcome['out-of-range'], (r) => r.shot.outOfRange));
  if (float.analysis.toHit.resolution === 'cannot-hit') shotRows.push(row(cat.outcome['cannot-hit'], (r) => r.shot.cannotHit));
  shotRows.push(row(cat.outcome.hit, (r) => r.shot.hit));
  if (float.shot.avoided > 0) shotRows.push(row(cat.outcome['hit-avoided'], (r) => r.shot.avoided, '  '));
  if (float.analysis.toHit.coverClaimed) shotRows.push(row(cat.outcome['cover-strike'], (r) => r.shot.coverStrike));
  if (float.shot.misfires !== null) {
    for (const result of MISFIRE_RESULTS) shotRows.push(row(cat.outcome[`misfire-${result}`], (r) => r.shot.misfires?.[result]));
  }
  if (float.shot.dangerous !== null) shotRows.push(row(cat.outcome.dangerous, (r) => r.shot.dangerous ?? undefined));
  const entangles = weaponHas(attack.weapon, 'entangle') || weaponHas(attack.weapon, 'net');
  // An entangling weapon or a net rolls nothing to wound after the hit: no wound, save or critical rows to show.
  // A net's hold is counted in `entangled` (shot.ts), worded as the net's.
  if (entangles) shotRows.push(row(weaponHas(attack.weapon, 'net') ? cat.outcome.netted : cat.outcome.entangled, (r) => r.shot.entangled));
  // Blessed water rolls nothing to wound: a hit on a model of none of its kinds is shown as doing nothing.
  else if (float.shot.noEffect !== null) shotRows.push(row(cat.outcome['no-effect'], (r) => r.shot.noEffect ?? undefined));
  else if (float.analysis.toWound.needed === null) shotRows.push(row(cat.outcome['cannot-wound'], (r) => r.shot.cannotWound));
  if (!entangles) shotRows.push(row(cat.outcome.wound, (r) => r.shot.wound));
  if (float.analysis.toWound.criticalOnSix) {
    shotRows.push(row(cat.outcome.critical, (r) => r.shot.critical, '  '));
    for (const kind of ['vital-part', 'exposed-spot', 'master-strike'] as const) shotRows.push(row(cat.critical[kind], (r) => r.shot.criticals[kind], '    '));
  }
  if (!entangles) shotRows.push(row(cat.outcome.saved, (r) => r.shot.saved));
  if (!entangles) shotRows.push(row(cat.outcome['not-saved'], (r) => r.shot.unsaved));
  if (float.analysis.ward !== null) shotRows.push(row(cat.outcome['wound-ignored'], (r) => r.shot.woundIgnored, '  '));
  for (const condition of CONDITIONS) shotRows.push(row(cat.condition[condition], (r) => r.shot.conditions[condition]));
  lines.push(...columns(shotRows));

  for (const harm of float.firerHarmNotWorkedOut) lines.push('', cat.text.firerHarmNotWorkedOut[harm]);

  const { series } = float;
  if (series.shots > 1) {
    lines.push('', bothBarrels ? cat.text.bothBarrels : cat.text.afterShots(series.shots));
    const seriesRows: string[][] = CONDITIONS.map((c) => row(cat.condition[c], (r) => r.series.conditions[c]));
    lines.push(...columns(seriesRows));
    const counts = (label: string, atLeast: ListPick, mean: number) => {
      const rows: string[][] = [];
      for (let k = 1; k < atLeast(float).length; k += 1) rows.push(row(`${cat.text.atLeast} ${k}`, (r) => atLeast(r)[k]));
      const meanText = decimal(cat.language, mean, TWO_DECIMALS);
      lines.push('', `${label} (${cat.text.mean} ${meanText})`, ...columns(rows));
    };
    counts(cat.text.hits, (r) => r.series.hitsAtLeast, series.meanHits);
    counts(cat.text.wounds, (r) => r.series.woundsAtLeast, series.meanWounds);
  }
  if (attack.target.woundsLeft > 1 || attack.target.profile.W > 1) {
    lines.push('', cat.text.woundsLeftHeading);
    const wounds: ListPick = series.shots > 1 ? (r) => r.series.woundsLeft : (r) => r.shot.woundsLeft;
    const rows: string[][] = [];
    for (let w = attack.target.woundsLeft; w >= 0; w -= 1) rows.push(row(cat.text.woundsLeft(w), (r) => wounds(r)[w]));
    lines.push(...columns(rows));
  }
  lines.push('', cat.text.variantsUsed, ...usedVariants(cat, attack).map((text) => `  ${text}`));
  return lines.join('\n') + '\n';
}

/**
 * What the shooter and the target hold besides weapons and armour (skills, equipment, special
 * rules), and the ones Marksman does not apply, by name (ruling M-14): never left out silently.
 */
export function rulesLines(cat: Catalogue, attack: MordheimAttack): string[] {
  const { held, notApplied } = describeRulesHeld(cat, attackRulesHolders(cat, attack));
  return notApplied === null ? [...held] : [...held, notApplied];
}

/** The shooter's and the target's rules Marksman does not apply. */
export function notAppliedOf(attack: MordheimAttack) {
  return rulesNotApplied([...attack.shooter.rules, ...attack.target.rules]);
}

export function usedVariants(cat: Catalogue, attack: MordheimAttack): string[] {
  const v = attack.variants;
  return [
    cat.variant.naturalOneMisses(v.naturalOneMisses),
    cat.variant.sevenPlus(v.sevenPlus),
    cat.variant.coverStrike(v.coverStrike),
    cat.variant.oneCriticalPerPhase(v.oneCriticalPerPhase),
    cat.variant.blackpowderMisfire(v.blackpowderMisfire),
  ];
}

type Probability = { readonly p: number; readonly exact?: string };

function both<N>(float: number, exact: N | undefined, toText: (n: N) => string): Probability {
  return exact === undefined ? { p: float } : { p: float, exact: toText(exact) };
}

/** The odds for programs: every probability as `{ p, exact }` (exact as a fraction when worked out). */
export function oddsJson(attack: MordheimAttack, reports: OddsReports, title?: string): Record<string, unknown> {
  const { float, exact } = reports;
  const pair = (pick: Pick): Probability => both(pick(float) ?? 0, exact ? pick(exact) : undefined, rationalToString);
  const list = (pick: ListPick) => pick(float).map((_, i) => pair((r) => pick(r)[i]));
  const conditions = (pick: <N>(r: MordheimOddsReport<N>) => Readonly<Record<(typeof CONDITIONS)[number], N>>) =>
    Object.fromEntries(CONDITIONS.map((c) => [c, pair((r) => pick(r)[c])]));
  return {
    game: 'mordheim',
    ...(title ? { title } : {}),
    attack,
    notApplied: notAppliedOf(attack),
    firerHarmNotWorkedOut: float.firerHarmNotWorkedOut,
    analysis: float.analysis,
    shot: {
      outOfRange: pair((r) => r.shot.outOfRange),
      cannotHit: pair((r) => r.shot.cannotHit),
      miss: pair((r) => r.shot.miss),
      coverStrike: pair((r) => r.shot.coverStrike),
      hit: pair((r) => r.shot.hit),
      avoided: pair((r) => r.shot.avoided),
      woundIgnored: pair((r) => r.shot.woundIgnored),
      cannotWound: pair((r) => r.shot.cannotWound),
      noWound: pair((r) => r.shot.noWound),
      wound: pair((r) => r.shot.wound),
      critical: pair((r) => r.shot.critical),
      criticals: {
        'vital-part': pair((r) => r.shot.criticals['vital-part']),
        'exposed-spot': pair((r) => r.shot.criticals['exposed-spot']),
        'master-strike': pair((r) => r.shot.criticals['master-strike']),
      },
      saved: pair((r) => r.shot.saved),
      unsaved: pair((r) => r.shot.unsaved),
      conditions: conditions((r) => r.shot.conditions),
      woundsLeft: list((r) => r.shot.woundsLeft),
      misfires: float.shot.misfires === null ? null : Object.fromEntries(MISFIRE_RESULTS.map((m) => [m, pair((r) => r.shot.misfires?.[m])])),
      entangled: pair((r) => r.shot.entangled),
      dangerous: float.shot.dangerous === null ? null : pair((r) => r.shot.dangerous ?? undefined),
      noEffect: float.shot.noEffect === null ? null : pair((r) => r.shot.noEffect ?? undefined),
    },
    series: {
      shots: float.series.shots,
      barrels: float.series.barrels,
      conditions: conditions((r) => r.series.conditions),
      woundsLeft: list((r) => r.series.woundsLeft),
      hits: list((r) => r.series.hits),
      hitsAtLeast: list((r) => r.series.hitsAtLeast),
      meanHits: float.series.meanHits,
      wounds: list((r) => r.series.wounds),
      woundsAtLeast: list((r) => r.series.woundsAtLeast),
      meanWounds: float.series.meanWounds,
    },
  };
}
