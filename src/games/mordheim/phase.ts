import {
  diceFromSeed,
  floatArithmetic,
  odds,
  OddsMemo,
  probability,
  roll,
  type DiceState,
  type TraceEntry,
} from '../../dice/index.js';
import { prepareTable, type PreparedTable, type Table, type TableModel } from '../../table/index.js';
import { loadedShotsFrom } from '../shared/index.js';
import { MORDHEIM_RULES } from './rules.js';
import { misfireApplies, type TargetState } from './shot.js';
import type { MordheimAttack } from './attack-types.js';
import type { MordheimCheck, MordheimOutcome } from './explanation.js';
import { landingSpot } from './landing.js';
import { shooterStatus, type ShooterStatus } from './shooters.js';
import { tableShot, type TableShot, type TableShotState } from './table-shot.js';
import { targetCandidates, type ShotOptions, type TargetCandidate } from './targets.js';
import type { MordheimVariants } from './variants.js';
import type { MordheimBattle, Warrior, WarriorState } from './warrior.js';
import { weaponHas, type MissileWeapon } from './weapons.js';
import { barrelsFired } from './series.js';

/** How the phase is played: the table's rulings, whether slings fire twice, and the shots declared. */
export interface PhaseOptions extends ShotOptions {
  readonly variants: MordheimVariants;
  /**
   * Shots the player declared for some shooters (ruling M-15, "in a phase"): shooter id → its
   * targets, one for all its shots, or one for each throw where a rule lets them be divided
   * (Knife Fighter), as `shoot --target a,a,b` takes them. Shooters not named take the advised shot.
   */
  readonly declared?: Readonly<Record<string, readonly string[]>>;
}

/** A target's chances from one shooter's shooting, at a glance. */
export interface TargetOdds {
  readonly outOfAction: number;
  /** Any effect on the target: a wound lost, a worse condition, or entangled by a bolas. */
  readonly anyEffect: number;
  /** What the optional misfire (M-16) may do to the firer and its weapon; null when it cannot happen. */
  readonly misfire: MisfireOdds | null;
  /** With an entangling weapon (a bolas): the target entangled, and its thrower hurt by its own Dangerous 1; null for any other weapon. */
  readonly entangle: EntangleOdds | null;
}

/** A bolas's chances over one shooter's throwing (BS-M data.cat: Entangle, Dangerous). */
export interface EntangleOdds {
  readonly entangled: number;
  /** The thrower's own natural 1 cost it a wound or left it worse off (0 for a weapon that is not dangerous). */
  readonly throwerHurt: number;
  readonly throwerOutOfAction: number;
}

/** The chances of a misfire's harm over one shooter's shooting (M-16). */
export interface MisfireOdds {
  /** The weapon blew up (a 1) and is lost. */
  readonly lost: number;
  readonly jammed: number;
  /** Unloaded, a turn more to reload (a 3). */
  readonly reload: number;
  /** The explosion cost the firer a wound or left it worse off. */
  readonly firerHurt: number;
  readonly firerOutOfAction: number;
}

/** A target with the weapon it would be shot with, and its odds when it is legal. */
export interface RatedCandidate extends TargetCandidate {
  readonly weapon: MissileWeapon;
  readonly odds: TargetOdds | null;
}

/** Everything a player choosing a target needs: may the warrior shoot, whom, with what odds, and the advice. */
export interface TargetReport {
  readonly shooter: ShooterStatus;
  /** One entry per usable weapon and enemy, legal or not. */
  readonly candidates: readonly RatedCandidate[];
  /** The legal target in range (and weapon) most likely to be taken out of action. */
  readonly advice: { readonly target: string; readonly weapon: string } | null;
}

function warriorOf(battle: MordheimBattle, id: string): Warrior {
  const warrior = battle.warriors.find((w) => w.id === id);
  if (!warrior) throw new RangeError(`no warrior "${id}"`);
  return warrior;
}

function shotOdds(shot: TableShot, memo: OddsMemo<number>, attack: MordheimAttack): TargetOdds {
  const dist = odds(shot.process, shot.start, floatArithmetic, memo);
  const before = shot.start.target;
  const firer = shot.start.firer;
  const p = (predicate: (s: TableShotState) => boolean) => probability(dist, predicate, floatArithmetic);
  return {
    outOfAction: p((s) => s.target.condition === 'out-of-action'),
    anyEffect: p((s) => s.target.condition !== before.condition || s.target.woundsLeft !== before.woundsLeft || s.targetEntangled),
    misfire:
      firer === null || !misfireApplies(attack)
        ? null
        : {
            lost: p((s) => s.misfire === 'explodes'),
            jammed: p((s) => s.misfire === 'jammed'),
            reload: p((s) => s.misfire === 'reload'),
            firerHurt: p((s) => s.firer !== null && (s.firer.condition !== firer.condition || s.firer.woundsLeft !== firer.woundsLeft)),
            firerOutOfAction: p((s) => s.firer?.condition === 'out-of-action'),
          },
    entangle: !weaponHas(attack.weapon, 'entangle')
      ? null
      : {
          entangled: p((s) => s.targetEntangled),
          throwerHurt: firer === null ? 0 : p((s) => s.firer !== null && (s.firer.condition !== firer.condition || s.firer.woundsLeft !== firer.woundsLeft)),
          throwerOutOfAction: firer === null ? 0 : p((s) => s.firer?.condition === 'out-of-action'),
        },
  };
}

/**
 * Whom this warrior may shoot with each usable weapon, why or why not, with the odds of
 * each legal target and the advised choice.
 *
 * @example
 * const parsed = parseScenarioOf('mordheim', JSON.parse(readFileSync('examples/mordheim/battle-street.json', 'utf8')));
 * if (!parsed.ok || parsed.scenario.kind !== 'battle') throw new Error('not a battle');
 * const { battle, variants } = parsed.scenario;
 * const report = targetReport(battle, 'marksman', { variants });
 * report.advice; // { target: 'lookout', weapon: 'long-bow' }
 * report.candidates.map((c) => [c.target, c.legal]); // ogre, swordsman and lookout legal; the youngblood not visible
 */
export function targetReport(battle: MordheimBattle, shooterId: string, options: PhaseOptions, table: PreparedTable = prepareTable(battle.table)): TargetReport {
  const shooter = warriorOf(battle, shooterId);
  const status = shooterStatus(battle, shooter);
  const memo = new OddsMemo(floatArithmetic);
  const candidates: RatedCandidate[] = [];
  if (table.models.has(shooterId)) {
    for (const choice of status.weapons) {
      if (choice.refusals.length > 0) continue;
      for (const candidate of targetCandidates(battle, table, shooter, choice.weapon, options.variants, options)) {
        const rated = candidate.legal ? shotOdds(tableShot(battle, table, candidate), memo, candidate.attack) : null;
        candidates.push({ ...candidate, weapon: choice.weapon, odds: rated });
      }
    }
  }
  return { shooter: status, candidates, advice: status.may ? advise(candidates) : null };
}

function advise(candidates: readonly RatedCandidate[]): TargetReport['advice'] {
  let best: RatedCandidate | null = null;
  for (const c of candidates) {
    if (!c.legal || !c.inRange || !c.odds) continue;
    if (!best || !best.odds || c.odds.outOfAction > best.odds.outOfAction + 1e-12 || (Math.abs(c.odds.outOfAction - best.odds.outOfAction) <= 1e-12 && c.odds.anyEffect > best.odds.anyEffect + 1e-12)) best = c;
  }
  return best ? { target: best.target, weapon: best.weapon.id } : null;
}

/** Why a chosen shot cannot be taken, as codes. */
export type ShotRefusal = { readonly code: 'shooter-may-not'; readonly shooter: ShooterStatus } | { readonly code: 'weapon-not-usable'; readonly weapon: string } | { readonly code: 'target-not-legal'; readonly candidate: TargetCandidate } | { readonly code: 'no-such-target'; readonly target: string };

/** A shot ready to roll, or why it cannot be taken. */
export type PlannedShot = { readonly ok: true; readonly candidate: RatedCandidate; readonly shot: TableShot } | { readonly ok: false; readonly refusal: ShotRefusal };

/**
 * Checks a chosen shooter, weapon and target against the rules, and builds the shot.
 *
 * @example
 * // battle, variants: examples/mordheim/battle-street.json, parsed as in targetReport's example
 * const planned = planShot(battle, 'marksman', 'swordsman', 'long-bow', { variants });
 * if (planned.ok) planned.shot.cover; // { kind: 'terrain', id: 'wall', explosive: false }
 * planShot(battle, 'marksman', 'youngblood', 'long-bow', { variants }); // { ok: false, refusal: { code: 'target-not-legal', … } }
 */
export function planShot(battle: MordheimBattle, shooterId: string, targetId: string, weaponId: string | null, options: PhaseOptions, table: PreparedTable = prepareTable(battle.table)): PlannedShot {
  const report = targetReport(battle, shooterId, options, table);
  if (!report.shooter.may) return { ok: false, refusal: { code: 'shooter-may-not', shooter: report.shooter } };
  const weapon = weaponId ?? report.advice?.weapon ?? report.shooter.weapons.find((w) => w.refusals.length === 0)?.weapon.id ?? '';
  if (!report.shooter.weapons.some((w) => w.weapon.id === weapon && w.refusals.length === 0)) return { ok: false, refusal: { code: 'weapon-not-usable', weapon } };
  const candidate = report.candidates.find((c) => c.target === targetId && c.weapon.id === weapon);
  if (!candidate) return { ok: false, refusal: { code: 'no-such-target', target: targetId } };
  if (!candidate.legal) return { ok: false, refusal: { code: 'target-not-legal', candidate } };
  return { ok: true, candidate, shot: tableShot(battle, table, candidate) };
}

function updateWarrior(warriors: readonly Warrior[], id: string, change: (state: WarriorState) => WarriorState): Warrior[] {
  return warriors.map((w) => (w.id === id ? { ...w, state: change(w.state) } : w));
}

/** A model that fell lands beyond the edge, on what lies below (M-10), where it can stand. */
function landed(table: Table, id: string): Table {
  const spot = landingSpot(prepareTable(table), id);
  if (!spot) return table;
  const moved = (m: TableModel): TableModel => (m.id === id ? { ...m, base: { ...m.base, centre: spot.centre }, standing: spot.standing } : m);
  return { ...table, models: table.models.map(moved) };
}

/**
 * The battle after a shot: the shooter has shot (and is seen, if it was hidden; a
 * prepare-shot weapon must be reloaded, a fire-once one is spent; a misfire (M-16) leaves the
 * weapon lost, jammed or a turn more to reload, and its explosion hurts the firer), the target, any model in
 * the way and any other a blunderbuss's line hit carry their new state; a model out of action
 * leaves the table; one that fell lands below the edge.
 *
 * @example
 * // battle, variants: examples/mordheim/battle-street.json, parsed as in targetReport's example
 * const planned = planShot(battle, 'marksman', 'swordsman', 'long-bow', { variants });
 * if (planned.ok) {
 *   const { end } = roll(planned.shot.process, planned.shot.start, diceFromSeed(4));
 *   applyShot(battle, 'marksman', planned.candidate, planned.shot, end); // the swordsman out of action and off the table
 * }
 */
export function applyShot(battle: MordheimBattle, shooterId: string, candidate: RatedCandidate, shot: TableShot, end: TableShotState): MordheimBattle {
  const shooter = battle.warriors.find((w) => w.id === shooterId);
  // A prepare-shot weapon reloads once it has fired every shot it holds loaded (a brace: two).
  const reloads = shooter !== undefined && weaponHas(candidate.weapon, 'prepare-shot') && candidate.attack.shots >= loadedShotsFrom(MORDHEIM_RULES, { warrior: shooter, weapon: candidate.weapon }, 1);
  let warriors = updateWarrior(battle.warriors, shooterId, (s) => ({
    ...s,
    hasShot: true,
    // A stealthy weapon fired from hiding keeps the firer hidden unless the target spotted it.
    hidden: s.hidden && end.spotted === false,
    reloading: reloads && !s.reloading.includes(candidate.weapon.id) ? [...s.reloading, candidate.weapon.id] : s.reloading,
    firedOnce: weaponHas(candidate.weapon, 'fire-once') && !s.firedOnce.includes(candidate.weapon.id) ? [...s.firedOnce, candidate.weapon.id] : s.firedOnce,
    ...misfireMarks(s, candidate.weapon.id, end.misfire),
    // M-17: a reload token for each barrel fired.
    unloadedBarrels: weaponHas(candidate.weapon, 'double-barrelled') ? [...s.unloadedBarrels, ...Array.from({ length: barrelsFired(candidate.attack) }, () => candidate.weapon.id)] : s.unloadedBarrels,
  }));
  let table = battle.table;
  const hurt = (id: string, after: TargetState, fell: boolean) => {
    warriors = updateWarrior(warriors, id, (s) => ({
      ...s,
      condition: after.condition,
      woundsLeft: after.woundsLeft,
      luckyCharmUsed: after.luckyCharmUsed,
      fell: s.fell || fell,
      hidden: fell ? false : s.hidden,
    }));
    if (fell && after.condition !== 'out-of-action') table = landed(table, id);
    if (after.condition === 'out-of-action') table = { ...table, models: table.models.filter((m) => m.id !== id) };
  };
  if (end.firer !== null) hurt(shooterId, end.firer, end.firerFell);
  hurt(candidate.target, end.target, end.targetFell);
  if (shot.cover?.kind === 'model' && end.cover) hurt(shot.cover.warrior.id, end.cover, end.coverFell);
  shot.line.forEach((hit, i) => {
    const after = end.line[i];
    if (after) hurt(hit.warrior.id, after.target, after.fell);
  });
  return { ...battle, warriors, table };
}

/** The weapon lists a misfire (M-16) adds the weapon to: lost on a 1, jammed on a 2, a turn more to reload on a 3. */
function misfireMarks(s: WarriorState, weapon: string, misfire: TableShotState['misfire']): Pick<WarriorState, 'lost' | 'jammed' | 'misfireReload'> {
  const add = (list: readonly string[]) => (list.includes(weapon) ? list : [...list, weapon]);
  switch (misfire) {
    case 'none':
      return { lost: s.lost, jammed: s.jammed, misfireReload: s.misfireReload };
    case 'explodes':
      return { lost: add(s.lost), jammed: s.jammed, misfireReload: s.misfireReload };
    case 'jammed':
      return { lost: s.lost, jammed: add(s.jammed), misfireReload: s.misfireReload };
    case 'reload':
      return { lost: s.lost, jammed: s.jammed, misfireReload: add(s.misfireReload) };
  }
}

/**
 * The order shooters act in: as given, else the shooting warband's warriors in file order.
 *
 * @example
 * // battle, variants: examples/mordheim/battle-street.json, parsed as in targetReport's example
 * shootingOrder(battle); // ['marksman', 'crossbowman']
 * shootingOrder(battle, ['crossbowman', 'marksman']); // as given
 */
export function shootingOrder(battle: MordheimBattle, order?: readonly string[]): string[] {
  return order ? [...order] : battle.warriors.filter((w) => w.warband === battle.shooting).map((w) => w.id);
}

/**
 * What a shot can change in a battle, as a key: two battles with the same key shoot alike from
 * here on. Shared by the phase and by divided throws, so both merge the same states.
 *
 * @example
 * battleStateKey(battle) === battleStateKey(structuredClone(battle)); // true
 */
export function battleStateKey(battle: MordheimBattle): string {
  // A misfire's weapon states tell apart battles that are otherwise alike (M-16).
  const warriors = battle.warriors.map((w) => [w.id, w.state.condition, w.state.woundsLeft, w.state.hasShot, w.state.fell, w.state.luckyCharmUsed, w.state.hidden, w.state.lost, w.state.jammed, w.state.misfireReload]);
  const models = battle.table.models.map((m) => [m.id, m.base.centre.x, m.base.centre.y, m.standing.elevation]);
  return JSON.stringify([warriors, models]);
}

/** One planned shot rolled: its dice explained, and the battle it leaves. */
export interface ShotRoll {
  readonly seed: number;
  readonly trace: readonly TraceEntry<MordheimCheck, MordheimOutcome>[];
  readonly end: TableShotState;
  readonly battle: MordheimBattle;
  readonly dice: DiceState;
}

/**
 * Rolls one planned shot on the table and returns the battle it leaves.
 *
 * @example
 * // battle, variants: examples/mordheim/battle-street.json, parsed as in targetReport's example
 * const planned = planShot(battle, 'marksman', 'swordsman', 'long-bow', { variants });
 * if (planned.ok) rollShot(battle, 'marksman', planned, 4).end.target; // { condition: 'out-of-action', woundsLeft: 0 }
 */
export function rollShot(battle: MordheimBattle, shooterId: string, planned: Extract<PlannedShot, { ok: true }>, dice: DiceState | number): ShotRoll {
  const from = typeof dice === 'number' ? diceFromSeed(dice) : dice;
  const result = roll(planned.shot.process, planned.shot.start, from);
  return { seed: from.seed, trace: result.trace, end: result.end, battle: applyShot(battle, shooterId, planned.candidate, planned.shot, result.end), dice: result.dice };
}
