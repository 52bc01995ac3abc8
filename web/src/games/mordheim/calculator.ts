/**
 * Mordheim's quick shot in the calculator: a warrior's BS (and S for thrown weapons), a weapon,
 * shots, skills, equipment and special rules; the target's T, W, wounds left, state, armour,
 * rules, skills and equipment; the circumstances. The
 * odds and the roll are the library's (`mordheimOdds`, `mordheimRoll`), worded by the
 * catalogue's phrase builders as the command line words them.
 */
import { exactArithmetic, rationalToString, type Rational, type TraceEntry } from '../../../../src/dice/index.js';
import { CONDITIONS, findWeapon, MISFIRE_RESULTS, LARGE_BODY, MORDHEIM_WEAPON_IDS, mordheimOdds, mordheimRoll, type MordheimAttack, type MordheimCheck, type MordheimOddsReport, type MordheimOutcome, weaponHas } from '../../../../src/games/mordheim/index.js';
import { MORDHEIM_KIT_ITEMS } from '../../../../src/scenario/index.js';
import { countOf, type Catalogue } from '../../../../i18n/index.js';
import { attackRulesHolders, describeNeeds, describeRulesHeld, describeTraceEntry } from '../../../../i18n/explain.js';
import { jsonObjectOf, type JsonObject } from '../../logic/json.js';
import { fixed2, rulesNotes, type CalcOdds, type CountList, type OddsChart, type OddsRow, type OddsSection } from '../../logic/odds-view.js';
import { valueAt, type QuickFile } from '../../logic/quick-file.js';
import type { Chance } from '../../logic/shooting.js';
import { distanceField, header, numberOr, on, rangePlacement, round3, shooter, TABLE_SHOOTER_ID, TABLE_TARGET_ID, target, toggle, when } from '../calculator-shared.js';
import type { CalculatorGame, FieldSpec } from '../web-game.js';
import type { MordheimPick } from '../../logic/profile-picks.js';
import { idsOfKind, isFileRule, withRuleList, withRules } from '../../logic/warrior-rules.js';

/** A warrior's BS (and S for thrown weapons), a weapon, its rules; the target's T, W, armour, state and rules. */
const FIELDS: readonly FieldSpec[] = [
  { kind: 'text', id: 'shooterName', section: 'shooter', path: shooter('name') },
  { kind: 'number', id: 'bs', section: 'shooter', path: shooter('profile', 'BS'), min: 1, max: 10 },
  { kind: 'number', id: 'strength', section: 'shooter', path: shooter('profile', 'S'), min: 1, max: 10 },
  { kind: 'choice', id: 'weapon', section: 'shooter', path: ['attack', 'weapon'], options: MORDHEIM_WEAPON_IDS, set: 'mordheim-weapon', optional: false },
  { kind: 'number', id: 'shots', section: 'shooter', path: ['attack', 'shots'], min: 1, max: 100 },
  // M-17: one barrel or both of a double-barrelled weapon; the parser refuses 2 with any other weapon.
  { kind: 'number', id: 'barrels', section: 'shooter', path: ['attack', 'barrels'], min: 1, max: 2 },
  { kind: 'warrior-rules', id: 'shooterSkills', section: 'shooter', path: shooter('skills'), rules: 'skill' },
  { kind: 'warrior-rules', id: 'shooterEquipment', section: 'shooter', path: shooter('equipment'), rules: 'equipment' },
  { kind: 'warrior-rules', id: 'shooterRules', section: 'shooter', path: shooter('rules'), rules: 'special' },
  { kind: 'text', id: 'targetName', section: 'target', path: target('name') },
  { kind: 'number', id: 'toughness', section: 'target', path: target('profile', 'T'), min: 1, max: 10 },
  // BS-M data.cat, Net: only a net reads the target's Strength; without it the parser refuses a net.
  { kind: 'number', id: 'targetStrength', section: 'target', path: target('profile', 'S'), min: 1, max: 10 },
  { kind: 'number', id: 'wounds', section: 'target', path: target('profile', 'W'), min: 1, max: 10 },
  { kind: 'number', id: 'woundsLeft', section: 'target', path: target('woundsLeft'), min: 0, max: 10 },
  { kind: 'choice', id: 'condition', section: 'target', path: target('condition'), options: ['standing', 'knocked-down', 'stunned'], set: 'condition', optional: true },
  { kind: 'members', id: 'kit', section: 'target', path: target('kit'), items: MORDHEIM_KIT_ITEMS, set: 'mordheim-kit' },
  { kind: 'members', id: 'largeTarget', section: 'target', path: target('rules'), items: ['large-target'], set: null },
  { kind: 'members', id: 'hardToKill', section: 'target', path: target('rules'), items: ['hard-to-kill'], set: null },
  { kind: 'warrior-rules', id: 'targetSkills', section: 'target', path: target('skills'), rules: 'skill' },
  { kind: 'warrior-rules', id: 'targetEquipment', section: 'target', path: target('equipment'), rules: 'equipment' },
  { kind: 'warrior-rules', id: 'targetRules', section: 'target', path: target('rules'), rules: 'special' },
  // A lucky charm rolls once a battle (M-14): this says the roll is spent, so this shot gets none.
  { kind: 'toggle', id: 'luckyCharmUsed', section: 'target', path: target('luckyCharmUsed') },
  toggle('cover', 'cover'),
  toggle('longRange', 'longRange'),
  toggle('moved', 'moved'),
  toggle('largeBody', 'largeBody'),
  toggle('fireTwice', 'fireTwice'),
  distanceField,
];

/** Fractions are worked out for Mordheim series up to this many shots, as the command line does. */
export const MORDHEIM_EXACT_SHOTS = 12;

function chanceOf(p: number, exact: Rational | undefined, worked: boolean): Chance {
  return { p, exact: worked ? rationalToString(exact ?? { num: 0n, den: 1n }) : null };
}

function heading(cat: Catalogue, attack: MordheimAttack): string {
  return cat.text.shooterShootsTarget(attack.shooter.name ?? cat.text.defaultShooter, attack.weapon.id, attack.target.name ?? cat.text.defaultTarget);
}

function oddsView(cat: Catalogue, attack: MordheimAttack): CalcOdds {
  const float = mordheimOdds(attack);
  const exact: MordheimOddsReport<Rational> | null = attack.shots <= MORDHEIM_EXACT_SHOTS ? mordheimOdds(attack, exactArithmetic) : null;
  const worked = exact !== null;
  const row = (name: string, label: string, pick: <N>(r: MordheimOddsReport<N>) => N | undefined, indent = false): OddsRow => ({
    name,
    label,
    chance: chanceOf(pick(float) ?? 0, exact ? pick(exact) : undefined, worked),
    indent,
  });
  const { analysis } = float;
  const shot: OddsRow[] = [];
  if (float.shot.outOfRange > 0) shot.push(row('out-of-range', cat.outcome['out-of-range'], (r) => r.shot.outOfRange));
  if (analysis.toHit.resolution === 'cannot-hit') shot.push(row('cannot-hit', cat.outcome['cannot-hit'], (r) => r.shot.cannotHit));
  shot.push(row('hit', cat.outcome.hit, (r) => r.shot.hit));
  if (analysis.toHit.coverClaimed) shot.push(row('cover-strike', cat.outcome['cover-strike'], (r) => r.shot.coverStrike, true));
  if (float.shot.dangerous !== null) shot.push(row('dangerous', cat.outcome.dangerous, (r) => r.shot.dangerous ?? undefined));
  // The optional misfire (M-16): each result of the misfire die, after a natural 1.
  if (float.shot.misfires !== null) for (const m of MISFIRE_RESULTS) shot.push(row(`misfire-${m}`, cat.outcome[`misfire-${m}`], (r) => r.shot.misfires?.[m], true));
  if (weaponHas(attack.weapon, 'net')) {
    // A net rolls only the target's die against its Strength after the hit; its hold is counted in `entangled`.
    shot.push(row('netted', cat.outcome.netted, (r) => r.shot.entangled));
  } else if (weaponHas(attack.weapon, 'entangle')) {
    // An entangling weapon (a bolas) rolls nothing after the hit.
    shot.push(row('entangled', cat.outcome.entangled, (r) => r.shot.entangled));
  } else {
    // Blessed water rolls nothing to wound: its hit on a model of none of its kinds does nothing.
    if (float.shot.noEffect !== null) shot.push(row('no-effect', cat.outcome['no-effect'], (r) => r.shot.noEffect ?? undefined));
    else if (analysis.toWound.needed === null) shot.push(row('cannot-wound', cat.outcome['cannot-wound'], (r) => r.shot.cannotWound));
    shot.push(row('wound', cat.outcome.wound, (r) => r.shot.wound));
    if (analysis.toWound.criticalOnSix) shot.push(row('critical', cat.outcome.critical, (r) => r.shot.critical, true));
    shot.push(row('saved', cat.outcome.saved, (r) => r.shot.saved, true));
    shot.push(row('unsaved', cat.outcome['not-saved'], (r) => r.shot.unsaved));
  }
  for (const c of CONDITIONS) shot.push(row(c, cat.condition[c], (r) => r.shot.conditions[c]));
  const { series } = float;
  // M-17: both barrels are one roll to hit, each then wounding on its own: the first barrel, then both.
  const bothBarrels = series.barrels === 2;
  const sections: OddsSection[] = [{ heading: cat.text.whatRollsNeed, needs: describeNeeds(cat, attack, analysis), chancesHeading: bothBarrels ? cat.text.firstBarrel : cat.text.oneShot, chances: shot }];
  const counts: CountList[] = [];
  if (series.shots > 1) {
    sections.push({ heading: '', needs: [], chancesHeading: bothBarrels ? cat.text.bothBarrels : cat.text.afterShots(series.shots), chances: CONDITIONS.map((c) => row(`series-${c}`, cat.condition[c], (r) => r.series.conditions[c])) });
    const atLeast = (name: string, countHeading: string, pick: <N>(r: MordheimOddsReport<N>) => readonly N[], mean: number): CountList => ({
      heading: `${countHeading} (${cat.text.mean} ${fixed2(cat, mean)})`,
      rows: pick(float)
        .map((_, k) => k)
        .slice(1)
        .map((k) => row(`${name}-at-least-${k}`, `${cat.text.atLeast} ${k}`, (r) => pick(r)[k])),
    });
    counts.push(atLeast('hits', cat.text.hits, (r) => r.series.hitsAtLeast, series.meanHits), atLeast('wounds', cat.text.wounds, (r) => r.series.woundsAtLeast, series.meanWounds));
  }
  if (attack.target.woundsLeft > 1 || attack.target.profile.W > 1) {
    const pick = series.shots > 1 ? <N>(r: MordheimOddsReport<N>) => r.series.woundsLeft : <N>(r: MordheimOddsReport<N>) => r.shot.woundsLeft;
    const rows: OddsRow[] = [];
    for (let w = attack.target.woundsLeft; w >= 0; w -= 1) rows.push(row(`wounds-left-${w}`, cat.text.woundsLeft(w), (r) => pick(r)[w]));
    counts.push({ heading: cat.text.woundsLeftHeading, rows });
  }
  // The target's final state as a chart: after all the shots when there are several, else after the one.
  const finalStates = (series.shots > 1 ? sections[1] : sections[0])?.chances.filter((r) => (CONDITIONS as readonly string[]).includes(r.name.replace(/^series-/, ''))) ?? [];
  const charts: OddsChart[] = [{ kind: 'categories', name: 'final-state', heading: cat.web.odds.finalStateHeading, rows: finalStates }];
  // What the shooter's own weapon does to it needs its profile, which a quick shot has not: named, not left out in silence.
  const firer = float.firerHarmNotWorkedOut.map((harm) => cat.web.calculator.firerNotWorkedOut[harm]);
  const notes = [...rulesNotes(describeRulesHeld(cat, attackRulesHolders(cat, attack))), ...firer.map((text) => ({ text, kind: 'not-applied' as const }))];
  return { heading: heading(cat, attack), notes, sections, counts, charts, exact: worked };
}

/** Out of action: after all the shots when there are several, else after the one. */
function summaryEnds(odds: CalcOdds): readonly OddsRow[] {
  const series = odds.sections[1]?.chances.find((r) => r.name === 'series-out-of-action');
  const single = odds.sections[0]?.chances.find((r) => r.name === 'out-of-action');
  return [series ?? single].filter((r): r is OddsRow => r !== undefined);
}

function traceLines(cat: Catalogue, entries: readonly TraceEntry<MordheimCheck, MordheimOutcome>[], indent: string): string[] {
  return entries.flatMap((entry) => [indent + describeTraceEntry(cat, entry), ...(entry.kind === 'group' ? traceLines(cat, entry.entries, indent + '  ') : [])]);
}

function rollLines(cat: Catalogue, attack: MordheimAttack, seed: number): string[] {
  const report = mordheimRoll(attack, seed);
  const { held, notApplied } = describeRulesHeld(cat, attackRulesHolders(cat, attack));
  const lines = [heading(cat, attack), ...held, ...(notApplied === null ? [] : [notApplied]), cat.web.roll.seedLine(report.seed)];
  const bothBarrels = report.barrels === 2;
  for (const s of report.shots) lines.push(bothBarrels ? cat.text.barrelHeading(s.index) : cat.text.shotHeading(s.index, attack.shots), ...traceLines(cat, s.trace, '  '));
  // M-17: the second barrel shares the first's roll: it missed with it, or found the target already out of action.
  if (bothBarrels && report.shots.length === 1) lines.push(report.shotsNotTaken > 0 ? cat.text.barrelNotRolled : cat.text.barrelMissShared);
  else if (report.shotsNotTaken > 0) lines.push(cat.text.shotsNotTaken(report.shotsNotTaken));
  for (const harm of report.firerHarmNotWorkedOut) lines.push(cat.web.calculator.firerNotWorkedOut[harm]);
  lines.push(
    cat.text.resultLine(attack.target.name ?? cat.text.defaultTarget, cat.condition[report.target.condition], report.target.woundsLeft),
    ...(report.entangled ? [`${attack.target.name ?? cat.text.defaultTarget}: ${weaponHas(attack.weapon, 'net') ? cat.outcome.netted : cat.outcome.entangled}`] : []),
    cat.text.totals(countOf(cat.language, report.hits, cat.noun.hit), countOf(cat.language, report.wounds, cat.noun.wound)),
  );
  return lines;
}

function weaponRange(file: QuickFile): number {
  const weapon = valueAt(file, ['attack', 'weapon']);
  return typeof weapon === 'string' ? (findWeapon(weapon)?.range ?? 12) : numberOr(jsonObjectOf(weapon).range, 12);
}

/** Whether the shot's weapon is one of the game's double-barrelled weapons (M-17). */
function doubleBarrelled(file: QuickFile): boolean {
  const weapon = valueAt(file, ['attack', 'weapon']);
  const found = typeof weapon === 'string' ? findWeapon(weapon) : undefined;
  return found !== undefined && weaponHas(found, 'double-barrelled');
}

const placement = (file: QuickFile) => rangePlacement(file, weaponRange);

/** A side's skills, equipment and rules, written as a battle's warrior writes them (the same fields). */
function rulesOf(side: JsonObject): JsonObject {
  return Object.fromEntries((['skills', 'equipment', 'rules'] as const).flatMap((field) => (side[field] !== undefined ? [[field, side[field]]] : [])));
}

/** Two warriors 25 mm across, the target `distance` inches from the shooter's base. */
function battleFromShot(file: QuickFile, title: string): JsonObject {
  const a = jsonObjectOf(file.attack);
  const shooterSide = jsonObjectOf(a.shooter);
  const targetSide = jsonObjectOf(a.target);
  const shooterProfile = jsonObjectOf(shooterSide.profile);
  const targetProfile = jsonObjectOf(targetSide.profile);
  const { distance } = placement(file);
  const baseInches = 25 / 25.4;
  const y = 6;
  const x = 2;
  const targetX = round3(x + baseInches + distance);
  const largeBody = on(file, 'largeBody');
  const terrain = on(file, 'cover')
    ? [{ id: 'wall', kind: 'hard-cover', outline: [[targetX - 1.1, y - 2], [targetX - 0.9, y - 2], [targetX - 0.9, y + 2], [targetX - 1.1, y + 2]].map(([px, py]) => [round3(px ?? 0), py]), height: 0.6 }]
    : [];
  const state = {
    ...(targetSide.condition !== undefined ? { condition: targetSide.condition } : {}),
    ...(targetSide.woundsLeft !== undefined ? { woundsLeft: targetSide.woundsLeft } : {}),
    ...(targetSide.luckyCharmUsed !== undefined ? { luckyCharmUsed: targetSide.luckyCharmUsed } : {}),
  };
  return {
    ...header(file, title),
    battle: {
      table: { width: Math.ceil(targetX + 4), depth: 12 },
      ...(terrain.length > 0 ? { terrain } : {}),
      warbands: [
        {
          id: 'shooters',
          models: [
            {
              id: TABLE_SHOOTER_ID,
              ...(shooterSide.name !== undefined ? { name: shooterSide.name } : {}),
              position: [x, y],
              facing: 90,
              profile: { ...shooterProfile, S: numberOr(shooterProfile.S, 3), T: numberOr(shooterProfile.T, 3), I: numberOr(shooterProfile.I, 3) },
              weapons: [a.weapon],
              ...rulesOf(shooterSide),
              ...(on(file, 'moved') ? { state: { moved: true } } : {}),
            },
          ],
        },
        {
          id: 'targets',
          models: [
            {
              id: TABLE_TARGET_ID,
              ...(targetSide.name !== undefined ? { name: targetSide.name } : {}),
              position: [targetX, y],
              facing: 270,
              // Taller than the library's Large Target limit, so the table finds the +1 the toggle gave.
              ...(largeBody ? { height: LARGE_BODY + 0.5 } : {}),
              profile: { BS: 3, S: 3, I: 3, ...targetProfile },
              ...(targetSide.kit !== undefined ? { kit: targetSide.kit } : {}),
              ...rulesOf(targetSide),
              ...(Object.keys(state).length > 0 ? { state } : {}),
            },
          ],
        },
      ],
      shooting: 'shooters',
    },
  };
}

export const mordheimCalculator: CalculatorGame<MordheimAttack> = {
  fields: FIELDS,
  example: 'mordheim/crossbow-vs-dieter.json',
  formFile: (file) => file,
  odds: oddsView,
  summaryEnds,
  rollLines,
  onTable: {
    placement,
    battle: battleFromShot,
    // A table shot is one shot: several shots and a weapon's fire twice are the calculator's series.
    leftBehind: (file) => {
      const shots = valueAt(file, ['attack', 'shots']);
      // One barrel is the table's choice in the shooter panel, not the battle file's.
      return [...when('shots', typeof shots === 'number' && shots > 1), ...when('fireTwice', on(file, 'fireTwice')), ...when('barrels', valueAt(file, ['attack', 'barrels']) === 1 && doubleBarrelled(file))];
    },
    noTableReason: () => null,
  },
};

/**
 * One side of the calculator's shot filled from a warrior of the community's data, as
 * `withMordheimPick` fills a warrior of a battle: its characteristics; Large Target, Hard to
 * Kill and its special rules replace the side's rules (a shooter's rules are its special rules
 * alone, as a quick attack writes them); skills and equipment the entry gives join the side's
 * own; armour stays only where the new lists allow it, never put on unasked.
 *
 * @example
 * mordheimPickSide(ratOgre, 'target', { profile: { T: 3 } }); // { profile: { …, T: 5, W: 3 }, rules: ['large-target'] }
 */
/**
 * The calculator's attack with one side filled from a warrior of the community's data
 * ({@link mordheimPickSide}); the weapon and the circumstances stay.
 *
 * @example
 * mordheimPickFill(ratOgre, 'target')({ shooter, weapon: 'crossbow', target: { profile: { T: 3 } } }).target; // the Rat Ogre's side
 */
export function mordheimPickFill(pick: MordheimPick, section: 'shooter' | 'target'): (attack: JsonObject) => JsonObject {
  return (attack) => ({ ...attack, [section]: mordheimPickSide(pick, section, jsonObjectOf(attack[section])) });
}

export function mordheimPickSide(pick: MordheimPick, section: 'shooter' | 'target', side: JsonObject): JsonObject {
  const rules = section === 'target' ? pick.rules.filter(isFileRule) : idsOfKind(pick.rules, 'special');
  const kit = Array.isArray(side.kit) ? side.kit.filter((item: unknown) => typeof item === 'string' && (pick.kit as readonly string[]).includes(item)) : [];
  const filled: JsonObject = { ...side, profile: { ...jsonObjectOf(side.profile), ...pick.profile } };
  const withLists = withRuleList(withRuleList(withRuleList(filled, 'rules', rules), 'skills', withRules(side.skills, idsOfKind(pick.rules, 'skill'))), 'equipment', withRules(side.equipment, idsOfKind(pick.rules, 'equipment')));
  const { kit: _kit, ...rest } = withLists;
  return kit.length > 0 ? { ...rest, kit } : rest;
}
