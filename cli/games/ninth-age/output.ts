import { exactArithmetic, rationalToString, type Rational, type TraceEntry } from '../../../src/dice/index.js';
import {
  aloneNotApplied,
  characterShooterId,
  characterShooters,
  analyseVolley,
  MISFIRE_RESULTS,
  ninthAgeOdds,
  standingInCover,
  unitModels,
  veilTokens,
  MOST_VEIL_TOKENS,
  type CountOdds,
  type CoverFinding,
  type JudgedCrossing,
  type JudgedLine,
  type ModelShooting,
  type NinthAgeAttack,
  type NinthAgeBattle,
  type NinthAgeCheck,
  type NinthAgeDiceGroup,
  type NinthAgeOddsReport,
  type NinthAgeOutcome,
  type NinthAgePhaseRoll,
  type NinthAgePlannedShot,
  type NinthAgeRollReport,
  type NinthAgeShotRoll,
  type NinthAgeTargetReport,
  type NinthAgeVariants,
  type PanicOdds,
  type PhasePanic,
  type TargetCandidate,
  type VolleyAnalysis,
  type HitAnalysis,
} from '../../../src/games/ninth-age/index.js';
import { describeHitModifiers, describeNinthAgeCheck, diceGroupLine, joinedRollLines, ninthAgeNeeded, ninthAgeTurnLines } from '../../../i18n/explain-ninth-age.js';
import { decimal, percent, TWO_DECIMALS, type Catalogue } from '../../../i18n/index.js';
import type { LineName } from '../../../i18n/ninth-age.js';
import { columns } from '../../layout.js';
import { joinedRollJson, NINTH_AGE_EXACT_SHOTS_LIMIT } from './joined-output.js';

export { NINTH_AGE_EXACT_SHOTS_LIMIT } from './joined-output.js';

export interface NinthAgeOddsReports {
  readonly float: NinthAgeOddsReport<number>;
  readonly exact: NinthAgeOddsReport<Rational> | null;
}

/** The odds of an attack on floats, and as exact fractions when it has few enough shots. */
export function ninthAgeOddsReports(attack: NinthAgeAttack): NinthAgeOddsReports {
  const float = ninthAgeOdds(attack);
  return { float, exact: float.series.shots <= NINTH_AGE_EXACT_SHOTS_LIMIT ? ninthAgeOdds(attack, exactArithmetic) : null };
}

const LINE_NAMES: readonly LineName[] = ['left', 'centre', 'right'];

/** Names for ids: units by their name, their models as "Name #3". */
export { describeHitModifiers, describeNinthAgeCheck, diceGroupLine, ninthAgeNeeded };

export function ninthAgeNames(battle: NinthAgeBattle): Map<string, string> {
  const names = new Map<string, string>();
  for (const unit of battle.units) {
    names.set(unit.id, unit.name);
    for (const model of unitModels(battle, unit.id)) names.set(model, `${unit.name} #${model.slice(unit.id.length + 1)}`);
    // Characters standing alone are the block's models (NA-ALONE): each by its own name.
    if (unit.joined?.alone) unit.joined.characters.forEach((c, i) => c.name && names.set(characterShooterId(unit.id, i), c.name));
  }
  // A joined character shooting its own weapon (T-14): its own name, else its id (`unit/1`).
  for (const character of characterShooters(battle)) names.set(character.id, character.name);
  return names;
}

/** What one line crossed: "forest (covering terrain, soft: soft)", or "clear". */
function crossingsText(cat: Catalogue, line: JudgedLine, names: ReadonlyMap<string, string>): string {
  const t = cat.ninthAge;
  if (line.crossings.length === 0) return t.label.nothingCrossed;
  const what = (c: JudgedCrossing) => {
    const o = c.obstruction;
    const label = o.kind === 'model' ? (names.get(o.id) ?? o.id) : o.id;
    return `${label} (${t.reason[c.reason]}: ${t.grade[c.grade]})`;
  };
  return line.crossings.map(what).join(', ');
}

/** One shooting model's three lines, each with what it crossed (T-6). */
export function coverLines(cat: Catalogue, model: string, rank: number, distance: number, cover: CoverFinding, names: ReadonlyMap<string, string> = new Map()): string[] {
  const t = cat.ninthAge;
  const lines = [t.modelHeading(names.get(model) ?? model, rank, distance, cover.cover, cover.arc)];
  for (const which of LINE_NAMES) lines.push(`  ${t.line[which]}: ${crossingsText(cat, cover.lines[which], names)}`);
  lines.push(`  ${cover.share ? t.share(cover.share.soft, cover.share.hard, cover.share.samples) : t.lineCount(cover.softLines, cover.hardLines)}`);
  if (cover.standingIn.length > 0) lines.push(`  ${t.standsInside(cover.standingIn.map((p) => p.id).join(', '), standingInCover(cover.standingIn))}`);
  return lines;
}

/** The line that names the shooter, weapon and target. */
export function attackHeading(cat: Catalogue, attack: NinthAgeAttack): string {
  const t = cat.ninthAge;
  const weapon = attack.volleys[0]?.entry.weapon.id ?? '';
  return `${t.game} — ${t.unitShoots(attack.shooter.name ?? t.label.defaultShooter, weapon, attack.target.name ?? t.label.defaultTarget)}`;
}

function scoreText(cat: Catalogue, needed: number | null, fallback: string): string {
  return needed === null ? fallback : cat.text.needs(needed);
}

/** Each step's needed score before any die, as rows of (step, score, reasons). */
export function describeVolleyNeeds(cat: Catalogue, analysis: VolleyAnalysis, volley: number): string[][] {
  const t = cat.ninthAge;
  const { toHit, area } = analysis;
  const { chance: _c, outOfRange: _o, ...hit } = toHit;
  const hitCheck: NinthAgeCheck = { step: 'to-hit', volley, edition: 'current', ...hit };
  const rows: string[][] = [];
  const hitScore = toHit.resolution === 'automatic' ? t.outcome.hit : toHit.resolution === 'cannot-hit' ? t.outcome['cannot-hit'] : toHit.resolution === 'hopeless' ? `6, ${cat.text.needs(4)}` : cat.text.needs(Math.max(2, toHit.needed));
  rows.push([t.step['to-hit'], hitScore, describeNinthAgeCheck(cat, hitCheck)]);
  if (area) rows.push([t.step['area-hits'], '', t.areaHits(area.x, area.y, area.facing, area.lines, area.hits, false)]);
  rows.push(...hitNeeds(cat, analysis));
  // An Area Attack's other hits, and a Catapult's Partial Hit, roll with values of their own (BS-T9A-2ND Area Attack, T9A-LEX-CATAPULT).
  if (area?.plain) rows.push([t.label.areaOtherHits, '', ''], ...hitNeeds(cat, area.plain, '  '));
  if (area?.partial && area.partialHits !== null) {
    const { misfireOnOne: _m, partialHit: _p, ...partialHit } = hit;
    rows.push([t.step['partial-hit'], hitScore, describeNinthAgeCheck(cat, { step: 'partial-hit', volley, edition: 'current', ...partialHit })]);
    rows.push(['  ' + t.step['area-hits'], '', t.areaHits(area.x - 1, area.y - 1, area.facing, area.lines, area.partialHits, true)], ...hitNeeds(cat, area.partial, '  '));
  }
  return rows;
}

/** What one hit needs from the to-wound roll on. */
function hitNeeds(cat: Catalogue, analysis: HitAnalysis, indent = ''): string[][] {
  const t = cat.ninthAge;
  const { toWound, armour, special, damage } = analysis;
  const rows: string[][] = [];
  rows.push([t.step['to-wound'], cat.text.needs(toWound.needed), describeNinthAgeCheck(cat, { step: 'to-wound', reroll: false, ...toWound })]);
  rows.push([t.step['armour-save'], scoreText(cat, armour.needed, t.outcome['no-save']), describeNinthAgeCheck(cat, { step: 'armour-save', lethal: false, needed: armour.needed, armour: armour.armour, armourPenetration: armour.armourPenetration, penetrationModifiers: armour.penetrationModifiers })]);
  if (toWound.lethalStrike) rows.push([t.step['armour-save'], scoreText(cat, armour.lethalNeeded, t.outcome['no-save']), describeNinthAgeCheck(cat, { step: 'armour-save', lethal: true, needed: armour.lethalNeeded, armour: armour.armour, armourPenetration: armour.armourPenetration, penetrationModifiers: armour.penetrationModifiers })]);
  if (special.usual.save !== null || special.usual.fortitudeIgnoredBy) rows.push([t.step['special-save'], scoreText(cat, special.usual.needed, t.outcome['no-save']), describeNinthAgeCheck(cat, { step: 'special-save', lethal: false, ...special.usual })]);
  if (toWound.lethalStrike && (special.lethal.save !== null || special.lethal.fortitudeIgnoredBy)) rows.push([t.step['special-save'], scoreText(cat, special.lethal.needed, t.outcome['no-save']), describeNinthAgeCheck(cat, { step: 'special-save', lethal: true, ...special.lethal })]);
  const written = damage.multipleWounds ?? damage.againstStandard?.written;
  if (written !== undefined) rows.push([t.step['multiple-wounds'], '', t.multipleWounds(written, damage.cap, damage.clippedWings, damage.againstStandard?.height)]);
  return rows.map(([label = '', ...rest]) => [indent + label, ...rest]);
}

export function ninthAgeUsedVariants(cat: Catalogue, variants: NinthAgeVariants): string[] {
  return [cat.ninthAge.edition[variants.edition]];
}

type Pick = <N>(report: NinthAgeOddsReport<N>) => N | undefined;
type CountPick = <N>(report: NinthAgeOddsReport<N>) => CountOdds<N>;

function cell(cat: Catalogue, reports: NinthAgeOddsReports, pick: Pick): [string, string] {
  const p = pick(reports.float) ?? 0;
  const exact = reports.exact ? pick(reports.exact) : undefined;
  return [percent(cat.language, p), exact ? rationalToString(exact) : ''];
}

/** The odds as a readable table: what each roll needs, one shot of each volley, the whole shooting. */
export function ninthAgeOddsText(cat: Catalogue, attack: NinthAgeAttack, reports: NinthAgeOddsReports, title?: string, withCharacters = false): string {
  const t = cat.ninthAge;
  const { float } = reports;
  const lines: string[] = [];
  if (title) lines.push(title);
  lines.push(attackHeading(cat, attack));
  // Joined characters' shares are worked out apart (joined-output.ts); these odds are the unit's alone.
  if (withCharacters) lines.push(t.unitOddsWithoutCharacters);
  const row = (label: string, pick: Pick, indent = ''): string[] => [indent + label, ...cell(cat, reports, pick)];
  float.volleys.forEach((volley, v) => {
    const given = attack.volleys[v];
    if (!given) return;
    const { shotsDice } = given.entry.weapon;
    const heading = shotsDice ? t.volleyRolledHeading(v + 1, given.models, shotsDice) : t.volleyHeading(v + 1, given.models, given.shots, given.shotsRule && t.attribute[given.shotsRule]);
    lines.push('', heading, ...veilTokenLines(cat, given), cat.text.whatRollsNeed, ...columns(describeVolleyNeeds(cat, volley.analysis, v)));
    const shot = (p: <N>(r: NinthAgeOddsReport<N>) => N | undefined): Pick => p;
    if (volley.shotsRoll?.volleyGun) {
      // One model's roll: a Volley Gun's −1 to hit and its Misfire (docs/special-rules.md, NR-VOLLEY-GUN).
      lines.push(
        '',
        `${t.step['shots-roll']} (${t.shotsDice(volley.shotsRoll.dice, true)}):`,
        ...columns([row(t.outcome['volley-gun-six'], shot((r) => r.volleys[v]?.shotsRoll?.volleyGunSix)), row(t.outcome.misfire, shot((r) => r.volleys[v]?.shotsRoll?.misfire))]),
      );
    }
    const rows: string[][] = [];
    if (volley.analysis.toHit.misfireOnOne) {
      // A Cannon's natural 1 and the Misfire Table's result (NR-CANNON, NR-MISFIRE).
      rows.push(row(t.outcome[volley.analysis.toHit.partialHit ? 'catapult-misfire' : 'cannon-misfire'], shot((r) => r.volleys[v]?.shot.misfire)));
      for (const result of MISFIRE_RESULTS) rows.push(row(t.outcome[result], shot((r) => r.volleys[v]?.shot.misfireResults[result]), '  '));
    }
    if (volley.shot.outOfRange > 0) rows.push(row(t.outcome['out-of-range'], shot((r) => r.volleys[v]?.shot.outOfRange)));
    if (volley.analysis.toHit.resolution === 'cannot-hit') rows.push(row(t.outcome['cannot-hit'], shot((r) => r.volleys[v]?.shot.cannotHit)));
    rows.push(row(t.outcome.hit, shot((r) => r.volleys[v]?.shot.hit)));
    const area = volley.shot.area;
    if (area) {
      // An Area Attack: a shot is several hits (BS-T9A-2ND Area Attack); a Catapult's Partial Hit among them.
      if (volley.analysis.toHit.partialHit) rows.push(row(t.step['partial-hit'], shot((r) => r.volleys[v]?.shot.area?.partial), '  '));
      for (let k = 1; k < area.hits.length; k += 1) if (area.hits[k] !== 0) rows.push(row(t.hits(k), shot((r) => r.volleys[v]?.shot.area?.hits[k]), '  '));
    }
    if (volley.analysis.toHit.poison) rows.push(row(t.outcome['poisoned-hit'], shot((r) => r.volleys[v]?.shot.poisoned), '  '));
    rows.push(row(t.outcome.wound, shot((r) => r.volleys[v]?.shot.wound)));
    if (volley.analysis.toWound.lethalStrike) rows.push(row(t.outcome['lethal-wound'], shot((r) => r.volleys[v]?.shot.lethal), '  '));
    if (volley.analysis.armour.needed !== null || (volley.analysis.toWound.lethalStrike && volley.analysis.armour.lethalNeeded !== null)) rows.push(row(`${t.step['armour-save']}: ${t.outcome.saved}`, shot((r) => r.volleys[v]?.shot.armourSaved)));
    if (volley.analysis.special.usual.save !== null || volley.analysis.special.lethal.save !== null) rows.push(row(`${t.step['special-save']}: ${t.outcome.saved}`, shot((r) => r.volleys[v]?.shot.specialSaved)));
    rows.push(row(t.label.unsaved, shot((r) => r.volleys[v]?.shot.unsaved)));
    const damage = volley.shot.damage;
    if (damage.length > 2) for (let k = 1; k < damage.length; k += 1) rows.push(row(t.healthPoints(k), shot((r) => r.volleys[v]?.shot.damage[k]), '  '));
    lines.push('', `${t.label.perShot}:`, ...columns(rows));
  });
  const { series } = float;
  lines.push('', series.shotsRolled ? t.wholeShootingRolled(series.shotsRolled.mean) : t.wholeShooting(series.shots));
  const counts = (label: string, pick: CountPick) => {
    const rows: string[][] = [];
    for (let k = 1; k < pick(float).atLeast.length; k += 1) rows.push(row(`${cat.text.atLeast} ${k}`, (r) => pick(r).atLeast[k]));
    const meanText = decimal(cat.language, pick(float).mean, TWO_DECIMALS);
    lines.push('', `${label} (${cat.text.mean} ${meanText})`, ...columns(rows));
  };
  counts(t.label.hits, (r) => r.series.hits);
  counts(t.label.wounds, (r) => r.series.wounds);
  counts(t.label.unsaved, (r) => r.series.unsaved);
  counts(t.label.hpLost, (r) => r.series.hpLost);
  counts(t.label.modelsRemoved, (r) => r.series.modelsRemoved);
  lines.push(...columns([row(t.label.destroyed, (r) => r.series.destroyed)]));
  lines.push('', ...panicLines(cat, float.series.panic, attack.target.profile.Dis, row));
  if (float.firer) lines.push('', t.firerHarm(float.firer.models, float.firer.hpLost));
  lines.push('', cat.text.variantsUsed, ...ninthAgeUsedVariants(cat, attack.variants).map((text) => `  ${text}`));
  return lines.join('\n') + '\n';
}

/** The Panic Test after the shooting: its threshold, the chance it is taken and failed, or why it cannot be. */
function panicLines(cat: Catalogue, panic: PanicOdds<number>, discipline: number | undefined, row: (label: string, pick: Pick) => string[]): string[] {
  const t = cat.ninthAge.panic;
  const { threshold } = panic;
  if (threshold.hpLost === null) return [t.heading, `  ${t.never[threshold.exempt ?? 'too-few']}`];
  const rows = [row(t.forced, (r) => r.series.panic.forced)];
  if (panic.failed !== null && discipline !== undefined) rows.push(row(cat.ninthAge.panicFailed(discipline), (r) => r.series.panic.failed ?? undefined));
  const unknown = panic.failUnknown === null ? [] : [`  ${t.failUnknown[panic.failUnknown]}`];
  return [t.heading, `  ${cat.ninthAge.panicRule(threshold.rule, threshold.hpLost, threshold.startHp)}`, ...columns(rows), ...unknown];
}

type Probability = { readonly p: number; readonly exact?: string };
type ScalarShotKey = Exclude<keyof NinthAgeOddsReport<number>['volleys'][number]['shot'], 'damage' | 'misfireResults' | 'area'>;
const SCALAR_SHOT_KEYS: readonly ScalarShotKey[] = ['outOfRange', 'cannotHit', 'miss', 'hit', 'poisoned', 'noWound', 'wound', 'lethal', 'armourSaved', 'specialSaved', 'unsaved', 'misfire'];

/** The odds for programs: every probability as `{ p, exact }` (exact as a fraction when worked out). */
export function ninthAgeOddsJson(attack: NinthAgeAttack, reports: NinthAgeOddsReports, title?: string): Record<string, unknown> {
  const { float, exact } = reports;
  const pair = (pick: Pick): Probability => {
    const e = exact ? pick(exact) : undefined;
    return e === undefined ? { p: pick(float) ?? 0 } : { p: pick(float) ?? 0, exact: rationalToString(e) };
  };
  const counted = (pick: CountPick) => ({
    exactly: pick(float).exactly.map((_, k) => pair((r) => pick(r).exactly[k])),
    atLeast: pick(float).atLeast.map((_, k) => pair((r) => pick(r).atLeast[k])),
    mean: pick(float).mean,
  });
  return {
    game: 'ninth-age',
    ...(title ? { title } : {}),
    attack,
    volleys: float.volleys.map((volley, v) => {
      const shot = (key: ScalarShotKey) => pair((r) => r.volleys[v]?.shot[key]);
      return {
        analysis: volley.analysis,
        shot: {
          ...Object.fromEntries(SCALAR_SHOT_KEYS.map((key) => [key, shot(key)])),
          damage: volley.shot.damage.map((_, k) => pair((r) => r.volleys[v]?.shot.damage[k])),
          ...(volley.shot.area
            ? {
                area: {
                  full: pair((r) => r.volleys[v]?.shot.area?.full),
                  partial: pair((r) => r.volleys[v]?.shot.area?.partial),
                  hits: volley.shot.area.hits.map((_, k) => pair((r) => r.volleys[v]?.shot.area?.hits[k])),
                },
              }
            : {}),
        },
      };
    }),
    series: {
      shots: float.series.shots,
      hits: counted((r) => r.series.hits),
      wounds: counted((r) => r.series.wounds),
      unsaved: counted((r) => r.series.unsaved),
      hpLost: counted((r) => r.series.hpLost),
      modelsRemoved: counted((r) => r.series.modelsRemoved),
      destroyed: pair((r) => r.series.destroyed),
      panic: {
        threshold: float.series.panic.threshold,
        forced: pair((r) => r.series.panic.forced),
        failed: float.series.panic.failed === null ? null : pair((r) => r.series.panic.failed ?? undefined),
        failUnknown: float.series.panic.failUnknown,
      },
    },
    variants: attack.variants,
    ...(float.firer ? { firer: float.firer } : {}),
  };
}

/** The owner's choice of Veil Tokens for a weapon with the rule (the Aether Battery), the default of none named too. */
function veilTokenLines(cat: Catalogue, volley: NinthAgeAttack['volleys'][number]): string[] {
  const chosen = veilTokens(volley.entry.weapon);
  return chosen ? [cat.ninthAge.veilTokensChosen(chosen.spent, chosen.perToken, MOST_VEIL_TOKENS)] : [];
}

function sightLines(cat: Catalogue, attack: NinthAgeAttack, names: ReadonlyMap<string, string>, rank: ReadonlyMap<string, number>): string[] {
  const lines: string[] = [];
  attack.volleys.forEach((volley, v) => {
    if (volley.sight.length === 0) return;
    const { shotsDice } = volley.entry.weapon;
    lines.push('', shotsDice ? cat.ninthAge.volleyRolledHeading(v + 1, volley.models, shotsDice) : cat.ninthAge.volleyHeading(v + 1, volley.models, volley.shots, volley.shotsRule && cat.ninthAge.attribute[volley.shotsRule]));
    for (const s of volley.sight) lines.push(...coverLines(cat, s.model, rank.get(s.model) ?? 1, s.distance, s.cover, names).map((l) => `  ${l}`));
  });
  return lines;
}

function rollBody(cat: Catalogue, attack: NinthAgeAttack, report: NinthAgeRollReport, names: ReadonlyMap<string, string>, rank: ReadonlyMap<string, number> = new Map()): string[] {
  const t = cat.ninthAge;
  const lines = [cat.text.seedLine(report.seed)];
  const sight = sightLines(cat, attack, names, rank);
  if (sight.length > 0) lines.push('', `${t.label.lines}:`, ...sight.slice(1));
  const veil = attack.volleys.flatMap((volley) => veilTokenLines(cat, volley));
  lines.push('', ...veil, `${t.label.dice}:`, ...report.groups.map((g) => `  ${diceGroupLine(cat, g, names)}`));
  const target = attack.target.name ?? t.label.defaultTarget;
  lines.push(
    '',
    t.resultLine(target, report.unit.models, report.unit.onCurrent),
    [t.hits(report.hits), t.wounds(report.wounds), t.unsavedWounds(report.unsaved), t.healthPoints(report.hpLost), t.models(report.modelsRemoved)].join(', '),
  );
  if (report.panic.threshold.hpLost !== null) lines.push(report.panic.taken ? t.panic.taken : t.panic.notTaken);
  if (report.firer) lines.push(t.firerHarm(report.firer.models, report.firer.hpLost));
  return lines;
}

/** The roll as a log: the seed, the lines of each shooting model, every die grouped as players throw them, the result. */
export function ninthAgeRollText(cat: Catalogue, attack: NinthAgeAttack, report: NinthAgeRollReport, title?: string): string {
  const lines: string[] = [];
  if (title) lines.push(title);
  lines.push(attackHeading(cat, attack), ...rollBody(cat, attack, report, new Map()));
  lines.push('', cat.text.variantsUsed, ...ninthAgeUsedVariants(cat, attack.variants).map((text) => `  ${text}`));
  return lines.join('\n') + '\n';
}

/** A trace for programs: each die with its face, the score it needed and its explanation data. */
export function ninthAgeTraceJson(entries: readonly TraceEntry<NinthAgeCheck, NinthAgeOutcome>[]): unknown[] {
  return entries.map((entry) => {
    switch (entry.kind) {
      case 'die':
        return { step: entry.check.step, face: entry.face, sides: entry.sides, needed: ninthAgeNeeded(entry.check), outcome: entry.outcome, check: entry.check };
      case 'auto':
        return { step: entry.check.step, face: null, needed: null, outcome: entry.outcome, check: entry.check };
      case 'group':
        return { step: entry.check.step, check: entry.check, dice: ninthAgeTraceJson(entry.entries) };
    }
  });
}

function groupsJson(groups: readonly NinthAgeDiceGroup[]): unknown[] {
  return groups.map((g) => ({ step: g.check.step, needed: ninthAgeNeeded(g.check), check: g.check, dice: g.dice }));
}

/** The roll for programs: the seed, the dice as thrown (grouped) and shot by shot, and the end state. */
export function ninthAgeRollJson(attack: NinthAgeAttack, report: NinthAgeRollReport, title?: string): Record<string, unknown> {
  return {
    game: 'ninth-age',
    ...(title ? { title } : {}),
    seed: report.seed,
    attack,
    groups: groupsJson(report.groups),
    shots: report.shots.map((s) => ({ volley: s.volley, index: s.index, dice: ninthAgeTraceJson(s.trace), result: s.result })),
    start: report.start,
    unit: report.unit,
    hits: report.hits,
    wounds: report.wounds,
    unsaved: report.unsaved,
    hpLost: report.hpLost,
    modelsRemoved: report.modelsRemoved,
    panic: report.panic,
    ...(report.firer ? { firer: report.firer } : {}),
    diceAfter: report.dice,
  };
}

function toHitSummary(cat: Catalogue, c: TargetCandidate): string {
  if (!c.attack) return '';
  const scores = c.attack.volleys.map((volley) => {
    const hit = analyseVolley(c.attack as NinthAgeAttack, volley).toHit;
    const score = hit.resolution === 'automatic' ? cat.ninthAge.outcome.hit : hit.resolution === 'cannot-hit' ? cat.ninthAge.outcome['cannot-hit'] : hit.resolution === 'hopeless' ? `6, ${cat.text.needs(4)}` : cat.text.needs(Math.max(2, hit.needed));
    return `${volley.models}× ${score}`;
  });
  return scores.join(', ');
}

function modelRow(cat: Catalogue, m: ModelShooting, names: ReadonlyMap<string, string>): string[] {
  const t = cat.ninthAge;
  const why = m.may ? [t.cover[m.cover?.cover ?? 'none'], ...(m.longRange ? [t.hitModifier['long-range']] : []), ...(m.byVolleyFire ? [t.label.byVolleyFire] : []), ...(m.beyondRangeByStandAndShoot ? [t.label.beyondRangeByStandAndShoot] : [])] : m.refusals.map((r) => t.modelRefusal[r]);
  return [`  ${names.get(m.model) ?? m.model}`, String(m.rank), cat.battle.distance(m.distance), why.join(', ')];
}

/** Whom the unit may shoot, which of its models may and why not, what each volley needs, and the odds. */
/** The units standing as their characters alone in these battles, and what is not applied for them (NA-ALONE), as lines. */
export function aloneNotAppliedLines(cat: Catalogue, names: ReadonlyMap<string, string>, battles: readonly NinthAgeBattle[]): string[] {
  return aloneNotApplied(battles).map((n) => cat.ninthAge.aloneNotApplied(names.get(n.unit) ?? n.unit, n.rules.map((r) => cat.ninthAge.aloneRule[r])));
}

/** The same for programs: `notApplied`, left out when no unit stands alone. */
export function aloneNotAppliedJson(battles: readonly NinthAgeBattle[]): Record<string, unknown> {
  const list = aloneNotApplied(battles);
  return list.length > 0 ? { notApplied: list } : {};
}

export function ninthAgeTargetsText(cat: Catalogue, battle: NinthAgeBattle, report: NinthAgeTargetReport): string {
  const t = cat.ninthAge;
  const names = ninthAgeNames(battle);
  const shooter = names.get(report.shooter.unit) ?? report.shooter.unit;
  const lines = [`${t.game} — ${t.targetsHeading(shooter)}`];
  lines.push(report.shooter.may ? t.mayShoot(shooter) : t.mayNotShoot(shooter, report.shooter.refusals.map((r) => t.unitRefusal[r]).join(', ')));
  for (const choice of report.shooter.weapons) {
    if (choice.refusals.length > 0) lines.push(t.weaponNotUsable(choice.entry.weapon.id, choice.refusals.map((r) => t.weaponRefusal[r]).join(', ')));
  }
  const weapons = [...new Set(report.candidates.map((c) => c.entry.weapon.id))];
  for (const weapon of weapons) {
    lines.push('', t.withWeapon(weapon));
    for (const c of report.candidates.filter((x) => x.entry.weapon.id === weapon)) {
      const name = names.get(c.target) ?? c.target;
      const advised = report.advice?.target === c.target && report.advice.weapon === weapon ? ` ← ${t.label.advised}` : '';
      const may = c.models.filter((m) => m.may).length;
      lines.push('', `${c.legal ? t.label.legal : t.label.notLegal}: ${name}${advised}`);
      if (!c.legal) lines.push(`  ${c.refusals.map((r) => t.targetRefusal[r]).join(', ')}`);
      lines.push(`  ${t.modelsMayShoot(may, c.models.length)}${c.legal ? `; ${toHitSummary(cat, c)}` : ''}`);
      if (c.odds) lines.push(`  ${t.oddsLine(c.odds.meanModelsRemoved, percent(cat.language, c.odds.modelRemoved), percent(cat.language, c.odds.destroyed))}`);
      // Joined characters (T-13): the line above counts the rank and file under the sharing.
      for (const odds of c.odds?.characters ?? []) lines.push(`  ${t.characterOdds(characterName(cat, battle, c.target, odds.character), odds.hittable, percent(cat.language, odds.hit), percent(cat.language, odds.removed))}`);
      lines.push(...columns(c.models.map((m) => modelRow(cat, m, names))));
    }
  }
  if (report.shooter.may && !report.advice) lines.push('', t.label.noAdvice);
  const alone = aloneNotAppliedLines(cat, names, [battle]);
  if (alone.length > 0) lines.push('', ...alone);
  return lines.join('\n') + '\n';
}

/** The target report for programs: every candidate with each model's refusals, lines and cover as codes. */
export function ninthAgeTargetsJson(report: NinthAgeTargetReport, battle?: NinthAgeBattle): Record<string, unknown> {
  return {
    game: 'ninth-age',
    ...(battle ? aloneNotAppliedJson([battle]) : {}),
    shooter: report.shooter,
    advice: report.advice,
    candidates: report.candidates.map((c) => ({
      target: c.target,
      weapon: c.entry.weapon.id,
      aim: c.entry.aim,
      legal: c.legal,
      refusals: c.refusals,
      models: c.models,
      volleys: c.attack ? c.attack.volleys.map((v) => ({ models: v.models, shots: v.shots, circumstances: v.circumstances, toHit: analyseVolley(c.attack as NinthAgeAttack, v).toHit })) : [],
      odds: c.odds,
    })),
  };
}

/** A joined character's name: its own, else "Character 2" by its place in the unit's list. */
function characterName(cat: Catalogue, battle: NinthAgeBattle, unit: string, place: number): string {
  return battle.units.find((u) => u.id === unit)?.joined?.characters[place]?.name ?? cat.ninthAge.characterName(place + 1);
}

function unitStateLines(cat: Catalogue, before: NinthAgeBattle, after: NinthAgeBattle): string[] {
  const names = ninthAgeNames(before);
  return after.units.flatMap((u) => {
    const old = before.units.find((o) => o.id === u.id);
    const models = unitModels(after, u.id).length;
    const changed = !old || unitModels(before, u.id).length !== models || old.state.hpLost !== u.state.hpLost;
    // Each joined character whose Health Points changed (T-13), below its unit.
    const characters = (u.joined?.characters ?? []).flatMap((c, i) => {
      const was = old?.joined?.characters[i];
      return was && was.hpLost === c.hpLost && was.removed === c.removed ? [] : [`    ${cat.ninthAge.characterState(c.name ?? cat.ninthAge.characterName(i + 1), c.hpLost, c.removed)}`];
    });
    return [...(changed || characters.length > 0 ? [`  ${cat.ninthAge.unitState(names.get(u.id) ?? u.id, models, u.state.hpLost)}`] : []), ...characters];
  });
}

function ranksOf(candidate: TargetCandidate): Map<string, number> {
  return new Map(candidate.models.map((m) => [m.model, m.rank]));
}

/** One unit's shooting on the table: the lines of each shooting model, every die, and the units after it. */
export function ninthAgeShotText(cat: Catalogue, before: NinthAgeBattle, planned: Extract<NinthAgePlannedShot, { ok: true }>, result: NinthAgeShotRoll): string {
  const names = ninthAgeNames(before);
  const { candidate, attack } = planned;
  const t = cat.ninthAge;
  const lines = [`${t.game} — ${t.unitShoots(names.get(planned.shooter) ?? planned.shooter, candidate.entry.weapon.id, names.get(candidate.target) ?? candidate.target)}`];
  // At a unit with joined characters the roll says how each volley's hits were shared and whom each hit struck (T-13).
  if (result.joined) lines.push(...joinedRollLines(cat, result.joined));
  else lines.push(...rollBody(cat, attack, result.report, names, ranksOf(candidate)));
  lines.push('', ...unitStateLines(cat, before, result.battle));
  const alone = aloneNotAppliedLines(cat, names, [before, result.battle]);
  if (alone.length > 0) lines.push('', ...alone);
  return lines.join('\n') + '\n';
}

export function ninthAgeShotJson(planned: Extract<NinthAgePlannedShot, { ok: true }>, result: NinthAgeShotRoll, before?: NinthAgeBattle): Record<string, unknown> {
  const { candidate, attack } = planned;
  return {
    ...ninthAgeRollJson(attack, result.report),
    shooter: planned.shooter,
    target: candidate.target,
    weapon: candidate.entry.weapon.id,
    models: candidate.models,
    units: ninthAgeUnitsJson(result.battle),
    ...(result.joined ? { joined: joinedRollJson(result.joined) } : {}),
    ...aloneNotAppliedJson(before ? [before, result.battle] : [result.battle]),
  };
}

/** The whole phase: each unit's turn with its dice grouped as thrown, then the battle it leaves. */
export function ninthAgePhaseText(cat: Catalogue, before: NinthAgeBattle, result: NinthAgePhaseRoll): string {
  const t = cat.ninthAge;
  const names = ninthAgeNames(before);
  const army = before.armies.find((a) => a.id === before.shooting)?.name ?? before.shooting;
  const lines = [`${t.game} — ${t.phaseHeading(army)}`, cat.text.seedLine(result.seed)];
  result.turns.forEach((turn, i) => {
    const heading = t.unitShoots(names.get(turn.shooter) ?? turn.shooter, turn.weapon, names.get(turn.target) ?? turn.target);
    lines.push('', t.turnHeading(i + 1, heading), ...ninthAgeTurnLines(cat, turn.trace, names).map((line) => `  ${line}`));
  });
  if (result.turns.length === 0) lines.push('', t.label.noShooters);
  lines.push('', t.label.afterPhase, ...unitStateLines(cat, before, result.battle));
  if (result.panic.length > 0) lines.push('', t.panicPhaseHeading, ...result.panic.map((panic) => `  ${phasePanicLine(cat, names.get(panic.unit) ?? panic.unit, panic)}`));
  const alone = aloneNotAppliedLines(cat, names, [before, result.battle]);
  if (alone.length > 0) lines.push('', ...alone);
  return lines.join('\n') + '\n';
}

/** A unit's losses over the phase, and whether they force its Panic Test. */
function phasePanicLine(cat: Catalogue, name: string, panic: PhasePanic): string {
  const t = cat.ninthAge;
  const loss = t.panicPhaseLoss(name, panic.hpLost, panic.threshold.startHp);
  if (panic.threshold.exempt !== null) return `${loss}: ${t.panic.never[panic.threshold.exempt]}`;
  if (panic.threshold.hpLost === null) return `${loss}: ${t.panic.never['too-few']}`;
  return `${loss}. ${panic.taken ? t.panic.taken : t.panic.notTaken}`;
}

export function ninthAgePhaseJson(result: NinthAgePhaseRoll, before?: NinthAgeBattle): Record<string, unknown> {
  return {
    game: 'ninth-age',
    seed: result.seed,
    turns: result.turns.map((turn) => ({ shooter: turn.shooter, target: turn.target, weapon: turn.weapon, dice: ninthAgeTraceJson(turn.trace) })),
    units: ninthAgeUnitsJson(result.battle),
    diceAfter: result.dice,
    panic: result.panic,
    ...aloneNotAppliedJson(before ? [before, result.battle] : [result.battle]),
  };
}

export function ninthAgeUnitsJson(battle: NinthAgeBattle): unknown {
  return battle.units.map((u) => ({
    id: u.id,
    army: u.army,
    models: unitModels(battle, u.id).length,
    state: u.state,
    ...(u.joined ? { characters: u.joined.characters.map((c) => ({ ...(c.name ? { name: c.name } : {}), hpLost: c.hpLost, removed: c.removed, ...(c.shooting ? { hasShot: c.shooting.hasShot } : {}) })) } : {}),
  }));
}
