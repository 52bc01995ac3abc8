import {
  autoStep,
  cachedProcess,
  DONE,
  odds,
  thenStep,
  type Arithmetic,
  type DiceState,
  type Distribution,
  type Process,
  type Step,
  type TraceEntry,
  floatsByDefault,
} from '../../dice/index.js';
import { orientedRect, facingVector } from '../../geometry/index.js';
import { prepareTable, type PreparedTable, type Table, type TableUnit } from '../../table/index.js';
import { rollPhaseTurns, unitAfterWound, unitDamageKey, type UnitDamage } from '../shared/index.js';
import { targetStart, type NinthAgeAttack } from './attack-types.js';
import { rankAndFileCount, unitModels, type NinthAgeBattle, type NinthAgeUnit } from './battle.js';
import { aloneBlock, shapeOf } from './alone.js';
import { characterShooters, ninthAgeShooter, withShooterState } from './character-shooters.js';
import { joinedRoll, type JoinedRoll } from './combined-odds.js';
import { joinedShootingProcess } from './joined-shooting.js';
import type { NinthAgeCheck, NinthAgeOutcome } from './explanation.js';
import { firerHarm } from './firer.js';
import { ninthAgePhasePanic, panicTaken, panicThreshold, unitPanic, type PhasePanic } from './panic.js';
import { analyseAttack, groupDice, hpLostBetween, ninthAgeRoll, type NinthAgeRollReport, type NinthAgeShotRoll as NinthAgeSingleShot } from './report.js';
import { countUnsaved, countWounds, shotProcesses, summariseShot } from './series.js';
import { shotProcess, shotStart } from './shot.js';
import { SHOTS_ROLL_START, shotsRollProcess } from './shots-roll.js';
import { weaponHas } from './weapons.js';
import { ninthAgeShooterStatus, type UnitShooterStatus } from './shooters.js';
import { ninthAgeTargetCandidates, type TargetCandidate } from './targets.js';
import type { NinthAgeVariants } from './variants.js';

/** How the phase is played: the table's rulings. */
export interface NinthAgePhaseOptions {
  readonly variants: NinthAgeVariants;
}

/** Everything a player choosing a target needs: may the unit shoot, whom, with what odds, and the advice. */
export interface NinthAgeTargetReport {
  readonly shooter: UnitShooterStatus;
  /** One entry per usable weapon and enemy unit, legal or not. */
  readonly candidates: readonly TargetCandidate[];
  /** The legal target expected to lose the most models (then the most Health Points). */
  readonly advice: { readonly target: string; readonly weapon: string } | null;
}

/** A unit, or a joined character with its own weapon (T-14). */
function unitOf(battle: NinthAgeBattle, id: string): NinthAgeUnit {
  const unit = ninthAgeShooter(battle, id);
  if (!unit) throw new RangeError(`no unit "${id}"`);
  return unit;
}

/**
 * Whom this unit may shoot with each usable weapon, which of its models may, with the odds and the advised choice.
 *
 * @example
 * const parsed = parseScenarioOf('ninth-age', JSON.parse(readFileSync('examples/ninth-age/forest-flank.json', 'utf8')));
 * if (!parsed.ok || parsed.scenario.kind !== 'battle') throw new Error('not a battle');
 * const { battle, variants } = parsed.scenario;
 * const report = ninthAgeTargetReport(battle, 'crossbowmen', { variants });
 * report.advice; // { target: 'goblins', weapon: 'crossbow' }: 1.56 Goblins on average, 1.11 Spearmen
 */
export function ninthAgeTargetReport(battle: NinthAgeBattle, shooterId: string, options: NinthAgePhaseOptions, table: PreparedTable = prepareTable(battle.table)): NinthAgeTargetReport {
  const shooter = unitOf(battle, shooterId);
  const status = ninthAgeShooterStatus(battle, shooter);
  const candidates: TargetCandidate[] = [];
  for (const choice of status.weapons) {
    if (choice.refusals.length > 0) continue;
    candidates.push(...ninthAgeTargetCandidates(battle, table, shooter, choice.entry, options.variants));
  }
  return { shooter: status, candidates, advice: status.may ? advise(candidates) : null };
}

const CLOSE = 1e-12;

function advise(candidates: readonly TargetCandidate[]): NinthAgeTargetReport['advice'] {
  let best: TargetCandidate | null = null;
  for (const c of candidates) {
    if (!c.legal || !c.odds) continue;
    const b = best?.odds;
    if (!b || c.odds.meanModelsRemoved > b.meanModelsRemoved + CLOSE || (Math.abs(c.odds.meanModelsRemoved - b.meanModelsRemoved) <= CLOSE && c.odds.meanHpLost > b.meanHpLost + CLOSE)) best = c;
  }
  return best ? { target: best.target, weapon: best.entry.weapon.id } : null;
}

/**
 * The weapon a unit given no choice shoots at this target: the one the advice would pick for
 * it among those that may shoot it, so `shoot` without a weapon takes the advised shot.
 */
function bestWeaponAt(battle: NinthAgeBattle, table: PreparedTable, shooter: NinthAgeUnit, usable: UnitShooterStatus['weapons'], targetId: string, options: NinthAgePhaseOptions): string | null {
  if (usable.length < 2) return null;
  const candidates = usable.flatMap((choice) => ninthAgeTargetCandidates(battle, table, shooter, choice.entry, options.variants).filter((c) => c.target === targetId));
  return advise(candidates)?.weapon ?? null;
}

/** Why a chosen shooting cannot be done, as codes. */
export type NinthAgeShotRefusal =
  | { readonly code: 'shooter-may-not'; readonly shooter: UnitShooterStatus }
  | { readonly code: 'weapon-not-usable'; readonly weapon: string }
  | { readonly code: 'target-not-legal'; readonly candidate: TargetCandidate }
  | { readonly code: 'no-such-target'; readonly target: string };

/** A unit's shooting ready to roll, or why it cannot be done. */
export type NinthAgePlannedShot =
  | { readonly ok: true; readonly shooter: string; readonly candidate: TargetCandidate; readonly attack: NinthAgeAttack }
  | { readonly ok: false; readonly refusal: NinthAgeShotRefusal };

/**
 * Checks a chosen unit, weapon and target against the rules, and builds the attack.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const planned = ninthAgePlanShot(battle, 'crossbowmen', 'spearmen', null, { variants });
 * if (planned.ok) planned.attack.volleys.length; // 2: two crossbowmen see the Spearmen through the forest
 * ninthAgePlanShot(battle, 'spearmen', 'crossbowmen', null, { variants }); // { ok: false, refusal: { code: 'shooter-may-not', … } }
 */
export function ninthAgePlanShot(battle: NinthAgeBattle, shooterId: string, targetId: string, weaponId: string | null, options: NinthAgePhaseOptions, table: PreparedTable = prepareTable(battle.table)): NinthAgePlannedShot {
  const shooter = unitOf(battle, shooterId);
  const status = ninthAgeShooterStatus(battle, shooter);
  if (!status.may) return { ok: false, refusal: { code: 'shooter-may-not', shooter: status } };
  const usable = status.weapons.filter((w) => w.refusals.length === 0);
  const weapon = weaponId ?? bestWeaponAt(battle, table, shooter, usable, targetId, options) ?? usable[0]?.entry.weapon.id ?? '';
  const choice = usable.find((w) => w.entry.weapon.id === weapon);
  if (!choice) return { ok: false, refusal: { code: 'weapon-not-usable', weapon } };
  const candidate = ninthAgeTargetCandidates(battle, table, shooter, choice.entry, options.variants, false).find((c) => c.target === targetId);
  if (!candidate) return { ok: false, refusal: { code: 'no-such-target', target: targetId } };
  if (!candidate.legal || !candidate.attack) return { ok: false, refusal: { code: 'target-not-legal', candidate } };
  return { ok: true, shooter: shooterId, candidate, attack: candidate.attack };
}

/**
 * A block after casualties: the rearmost models leave (facts B2: from as far back as possible),
 * and the boundary shrinks to the ranks still there, its front where it was.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const block = battle.table.units.find((u) => u.id === 'spearmen');
 * if (block) blockAfterCasualties(battle.table, block, 5).boundary;
 * // 5 wide and now 3 deep: { centre: { x: 20, y: 19.5 }, width: 5, depth: 3, … }, its front still at y 18
 */
export function blockAfterCasualties(table: Table, block: TableUnit, removed: number): TableUnit {
  if (removed <= 0) return block;
  const models = block.models.slice(0, Math.max(0, block.models.length - removed));
  const first = table.models.find((m) => m.id === block.models[0]);
  const base = first?.base.kind === 'rect' ? first.base : null;
  if (!base || models.length === 0) return { ...block, models };
  const files = Math.max(1, Math.round(block.boundary.width / base.width));
  const depth = Math.ceil(models.length / files) * base.depth;
  const f = facingVector(block.boundary.facing);
  const shift = (block.boundary.depth - depth) / 2;
  const centre = { x: block.boundary.centre.x + f.x * shift, y: block.boundary.centre.y + f.y * shift };
  return { ...block, models, boundary: orientedRect(centre, block.boundary.width, depth, block.boundary.facing) };
}

/**
 * The battle after a unit's shooting: the shooter has shot; the target keeps the Health Points
 * lost on its next model, and its removed models leave the table from the rear.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const after = ninthAgeApplyShot(battle, 'crossbowmen', 'spearmen', { models: 17, onCurrent: 0 });
 * unitModels(after, 'spearmen').length; // 17
 * after.units.find((u) => u.id === 'crossbowmen')?.state.hasShot; // true
 */
export function ninthAgeApplyShot(battle: NinthAgeBattle, shooterId: string, targetId: string, after: UnitDamage, characters?: CharactersAfter): NinthAgeBattle {
  const removed = rankAndFileCount(battle, targetId) - after.models;
  // The shooter is a unit or a character joined to one (T-14); either way of the other army.
  const shot = withShooterState(battle, shooterId, { hasShot: true });
  const units = shot.units.map((u): NinthAgeUnit => {
    if (u.id === targetId) return { ...u, state: { ...u.state, hpLost: after.onCurrent }, ...(u.joined && characters ? { joined: charactersAfter(u.joined, characters) } : {}) };
    return u;
  });
  return withLosses({ ...battle, units }, targetId, removed);
}

/**
 * The table after a unit lost `removed` rank-and-file models and, maybe, characters (its units
 * already say which): the rank and file leave from the rear; once none is left, the characters
 * left stand as the unit, side by side in its front rank (ruling NA-ALONE, alone.ts), closing up
 * when one of them falls; with none left the unit leaves the table.
 */
function withLosses(battle: NinthAgeBattle, unitId: string, removed: number): NinthAgeBattle {
  const table = battle.table;
  const block = table.units.find((u) => u.id === unitId);
  const unit = battle.units.find((u) => u.id === unitId);
  if (!block || !unit) return battle;
  const wasAlone = unit.joined?.alone ?? false;
  const shrunk = wasAlone ? block : blockAfterCasualties(table, block, removed);
  const gone = (ids: readonly string[]) => {
    const out = new Set(ids);
    return table.models.filter((m) => !out.has(m.id));
  };
  if (!wasAlone && shrunk.models.length > 0) {
    if (removed <= 0) return battle;
    const left = new Set(shrunk.models);
    return { ...battle, table: { ...table, models: gone(block.models.filter((id) => !left.has(id))), units: table.units.map((u) => (u.id === unitId ? shrunk : u)) } };
  }
  const living = (unit.joined?.characters ?? []).flatMap((c, i) => (c.removed ? [] : [i]));
  if (wasAlone && living.length === block.models.length) return battle;
  const first = table.models.find((m) => m.id === block.models[0]);
  if (living.length === 0 || !first || !unit.joined) return { ...battle, table: { ...table, models: gone(block.models), units: table.units.filter((u) => u.id !== unitId) } };
  const shape = shapeOf(first);
  const placed = aloneBlock(unitId, block.boundary, Math.max(1, Math.round(block.boundary.width / shape.width)), living, shape);
  const joined = { ...unit.joined, alone: true };
  return {
    ...battle,
    units: battle.units.map((u) => (u.id === unitId ? { ...u, state: { ...u.state, hpLost: 0 }, joined } : u)),
    table: { ...table, models: [...gone(block.models), ...placed.models], units: table.units.map((u) => (u.id === unitId ? placed.block : u)) },
  };
}

/**
 * The battle after a planned shooting: {@link ninthAgeApplyShot}, and a Breath Attack breathed is
 * spent for the game (BS-T9A-2ND, Breath Attack: once per game), so a later shot, or the battle
 * written back with `--out`, refuses it (`breath-used`).
 */
function afterPlannedShot(battle: NinthAgeBattle, planned: Extract<NinthAgePlannedShot, { ok: true }>, after: UnitDamage, characters?: CharactersAfter): NinthAgeBattle {
  const applied = ninthAgeApplyShot(battle, planned.shooter, planned.candidate.target, after, characters);
  if (!weaponHas(planned.candidate.entry.weapon, 'breath-attack')) return applied;
  const harm = firerHarm(planned.attack);
  return withShooterState(harm ? harmFirer(applied, planned.shooter, harm.hpLost) : applied, planned.shooter, { breathUsed: true });
}

/**
 * The battle after the shooting harmed its own firer (Dying Embers, firer.ts): a unit's Health
 * Points lost come off its pool as a target's do, its models removed from the rear; a joined
 * character (T-14) keeps its own, removed at its last.
 *
 * @example
 * // battle: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * harmFirer(battle, 'crossbowmen', 1).units.find((u) => u.id === 'crossbowmen')?.state.hpLost; // 0: a model of 1 HP removed
 */
export function harmFirer(battle: NinthAgeBattle, shooterId: string, hpLost: number): NinthAgeBattle {
  const unit = battle.units.find((u) => u.id === shooterId);
  if (unit) {
    const before = { models: rankAndFileCount(battle, shooterId), onCurrent: unit.state.hpLost };
    return ninthAgeApplyShot(battle, shooterId, shooterId, unitAfterWound(before, hpLost, { wounds: unit.profile.HP, overflow: 'pool' }));
  }
  const place = characterShooters(battle).find((c) => c.id === shooterId)?.joinedTo;
  if (!place) return battle;
  const units = battle.units.map((u): NinthAgeUnit => {
    const joined = u.joined;
    if (u.id !== place.unit || !joined) return u;
    const characters = joined.characters.map((c, i) => {
      if (i !== place.character) return c;
      const lost = c.hpLost + hpLost;
      return lost >= c.profile.HP ? { ...c, hpLost: 0, removed: true } : { ...c, hpLost: lost };
    });
    return { ...u, joined: { ...joined, characters } };
  });
  // A character standing alone that falls leaves its place, and the others close up (NA-ALONE).
  return withLosses({ ...battle, units }, place.unit, 0);
}

/** The joined characters' damage after a shooting: each one's place in the unit's list and its damage (models 0: removed). */
export interface CharactersAfter {
  readonly places: readonly number[];
  readonly damage: readonly UnitDamage[];
}

function charactersAfter(joined: NonNullable<NinthAgeUnit['joined']>, after: CharactersAfter): NonNullable<NinthAgeUnit['joined']> {
  const characters = joined.characters.map((c, i) => {
    const at = after.places.indexOf(i);
    const damage = at < 0 ? undefined : after.damage[at];
    if (!damage) return c;
    return damage.models === 0 ? { ...c, hpLost: 0, removed: true } : { ...c, hpLost: damage.onCurrent };
  });
  return { ...joined, characters };
}

/**
 * A unit's shooting rolled: the report of its dice, and the battle it leaves. At a unit with
 * joined characters, `joined` holds the roll with its shares (NR-COMBINED, T-13), and the
 * report counts the rank and file's damage, with every shot's and hit's dice in the order thrown.
 */
export interface NinthAgeShotRoll {
  readonly report: NinthAgeRollReport;
  readonly battle: NinthAgeBattle;
  readonly joined?: JoinedRoll;
}

/** A joined roll as a unit's report: the to-hit rolls and every hit as shots, the rank and file's damage as the unit's. */
function joinedReport(attack: NinthAgeAttack, rolled: JoinedRoll): NinthAgeRollReport {
  const numbered = new Map<string, number>();
  const shots: NinthAgeSingleShot[] = rolled.rounds.map((r) => {
    const key = `${r.volley}/${String(r.on)}`;
    const index = (numbered.get(key) ?? 0) + 1;
    numbered.set(key, index);
    return { volley: r.volley, index, trace: r.trace, result: summariseShot(r.end) };
  });
  const sum = (count: (end: NinthAgeSingleShot['result']) => number) => shots.reduce((total, s) => total + count(s.result), 0);
  const start = targetStart(attack.target);
  const last = [...rolled.rounds].reverse().find((r) => r.on === 'rank-and-file');
  const end = last ? last.end.unit : start;
  const hpLost = hpLostBetween(start, end, attack.target.profile.HP);
  const threshold = panicThreshold(attack);
  return {
    seed: rolled.seed,
    analysis: analyseAttack(attack),
    shotsRolls: [],
    shots,
    groups: groupDice(shots),
    start,
    unit: end,
    hits: rolled.volleys.reduce((n, v) => n + v.hits, 0),
    // The to-hit rolls end before any wound; each hit's own roll counts its wound and save.
    wounds: sum(countWounds),
    unsaved: sum(countUnsaved),
    hpLost,
    modelsRemoved: start.models - end.models,
    panic: { threshold, taken: panicTaken(threshold, hpLost, end.models) },
    firer: firerHarm(attack),
    dice: rolled.dice,
  };
}

/**
 * Rolls a planned shooting on the table and returns the battle it leaves.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const planned = ninthAgePlanShot(battle, 'crossbowmen', 'spearmen', null, { variants });
 * if (planned.ok) ninthAgeRollShot(battle, planned, 1).report.modelsRemoved; // 3
 */
export function ninthAgeRollShot(battle: NinthAgeBattle, planned: Extract<NinthAgePlannedShot, { ok: true }>, dice: DiceState | number): NinthAgeShotRoll {
  const joined = planned.candidate.joined;
  if (joined) {
    const rolled = joinedRoll(planned.attack, joined.joined, dice);
    const rankAndFile = joinedReport(planned.attack, rolled);
    const after = afterPlannedShot(battle, planned, rankAndFile.unit, { places: joined.places, damage: rolled.characterDamage });
    // Heavy casualties count the whole unit, its joined characters too (NR-PANIC-OLD/NEW; as the phase counts them).
    const target = battle.units.find((u) => u.id === planned.candidate.target);
    const panic = target ? unitPanic(battle, after, target, planned.attack.variants.edition) : null;
    const report = panic ? { ...rankAndFile, panic: { threshold: panic.threshold, taken: panic.taken } } : rankAndFile;
    return { report, battle: after, joined: rolled };
  }
  const report = ninthAgeRoll(planned.attack, dice);
  return { report, battle: afterPlannedShot(battle, planned, report.unit) };
}

/**
 * A unit's shooting in progress: which volley, how many of its shots are left (of how many), the
 * target's damage; for a volley whose shots are dice, how many models still roll theirs and
 * whether the last roll gave a Volley Gun's −1.
 */
export interface UnitShootingState {
  readonly volley: number;
  readonly left: number;
  readonly of: number;
  readonly toRoll: number;
  readonly volleyGunSix: boolean;
  readonly unit: UnitDamage;
}

/**
 * A unit's whole shooting as one description, shot after shot (each a group in the trace; a
 * model's roll for its shots, when they are dice, a group before them), drawing the dice in the
 * same order as `ninthAgeRoll`.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const planned = ninthAgePlanShot(battle, 'crossbowmen', 'spearmen', null, { variants });
 * if (planned.ok) {
 *   const { process, start } = unitShootingProcess(planned.attack);
 *   probability(odds(process, start), (end) => end.unit.models < 20, floatArithmetic); // 0.708…: at least one Spearman falls
 * }
 */
export function unitShootingProcess(attack: NinthAgeAttack): { process: Process<UnitShootingState, NinthAgeCheck, NinthAgeOutcome>; start: UnitShootingState } {
  const processes = shotProcesses(attack);
  // A Volley Gun's shots after a roll with one natural 6: the same shot, at −1 to hit.
  const sixProcesses = attack.volleys.map((volley, index) =>
    weaponHas(volley.entry.weapon, 'volley-gun') ? shotProcess({ ...attack, volleys: attack.volleys.map((v, i) => (i === index ? { ...v, volleyGunSix: true } : v)) }, index) : undefined,
  );
  const rollProcesses = attack.volleys.map((volley, index) => {
    const { shotsDice } = volley.entry.weapon;
    return shotsDice === undefined ? undefined : shotsRollProcess(index, shotsDice, weaponHas(volley.entry.weapon, 'volley-gun'));
  });
  const enter = (volley: number, unit: UnitDamage): UnitShootingState => {
    const entered = attack.volleys[volley];
    const rolled = entered?.entry.weapon.shotsDice !== undefined;
    const shots = rolled ? 0 : (entered?.shots ?? 0);
    return { volley, left: shots, of: shots, toRoll: rolled ? (entered?.models ?? 0) : 0, volleyGunSix: false, unit };
  };
  const settle = (state: UnitShootingState): UnitShootingState => {
    let s = state;
    while (s.left === 0 && s.toRoll === 0 && s.volley < attack.volleys.length) s = enter(s.volley + 1, s.unit);
    return s;
  };
  const step = (s: UnitShootingState): Step<UnitShootingState, NinthAgeCheck, NinthAgeOutcome> => {
    const volley = attack.volleys[s.volley];
    if (!volley) return DONE;
    const process = s.volleyGunSix ? sixProcesses[s.volley] : processes[s.volley];
    if (s.left > 0 && process) {
      return thenStep({ step: 'shot', volley: s.volley, index: s.of - s.left + 1, of: s.of }, {
        process,
        start: shotStart(s.unit),
        next: (end) => settle({ ...s, left: s.left - 1, unit: end.unit }),
      });
    }
    const rollShots = rollProcesses[s.volley];
    const { shotsDice } = volley.entry.weapon;
    if (s.toRoll > 0 && rollShots && shotsDice) {
      return thenStep({ step: 'shots-roll', volley: s.volley, dice: shotsDice, volleyGun: weaponHas(volley.entry.weapon, 'volley-gun') }, {
        process: rollShots,
        start: SHOTS_ROLL_START,
        next: (end) => settle({ ...s, toRoll: s.toRoll - 1, left: end.shots, of: end.shots, volleyGunSix: end.volleyGunSix }),
      });
    }
    return DONE;
  };
  const start = settle(enter(0, targetStart(attack.target)));
  return { process: { key: (s) => `${s.volley}/${s.left}/${s.of}/${s.toRoll}/${s.volleyGunSix}/${unitDamageKey(s.unit)}`, step }, start };
}

/**
 * Every battle a planned shooting can leave, with its chance: at a unit with joined characters,
 * through the shares (NR-COMBINED, T-13), each character's damage kept on the unit.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const planned = ninthAgePlanShot(battle, 'crossbowmen', 'spearmen', null, { variants });
 * if (planned.ok) ninthAgeShotOutcomes(battle, planned, floatArithmetic).length; // one battle for each number of Spearmen left
 */
export function ninthAgeShotOutcomes<N>(battle: NinthAgeBattle, planned: Extract<NinthAgePlannedShot, { ok: true }>, arithmetic: Arithmetic<N>): { readonly chance: N; readonly battle: NinthAgeBattle }[] {
  const joined = planned.candidate.joined;
  if (joined) {
    const shooting = joinedShootingProcess(planned.attack, joined.joined, joined.places);
    return odds(shooting.process, shooting.start, arithmetic).map((end) => ({ chance: end.p, battle: afterPlannedShot(battle, planned, end.state.unit, { places: joined.places, damage: end.state.characters }) }));
  }
  const shooting = unitShootingProcess(planned.attack);
  return odds(shooting.process, shooting.start, arithmetic).map((end) => ({ chance: end.p, battle: afterPlannedShot(battle, planned, end.state.unit) }));
}

/** The phase in progress: the battle, and the index in the order of the next unit to consider. */
export interface NinthAgePhaseState {
  readonly battle: NinthAgeBattle;
  readonly next: number;
}

/**
 * The order units act in: as given, else the shooting army's units in file order, each followed
 * by its joined characters that carry a weapon and are still there (`unit/1`, T-14).
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * ninthAgeShootingOrder(battle); // ['crossbowmen']
 */
export function ninthAgeShootingOrder(battle: NinthAgeBattle, order?: readonly string[]): string[] {
  if (order) return [...order];
  const characters = characterShooters(battle).filter((c) => !c.joinedTo?.removed);
  return battle.units.filter((u) => u.army === battle.shooting).flatMap((u) => [u.id, ...characters.filter((c) => c.joinedTo?.unit === u.id).map((c) => c.id)]);
}

function phaseKey(state: NinthAgePhaseState): string {
  const characters = (u: NinthAgeUnit) => (u.joined ? u.joined.characters.map((c) => [c.removed ? -1 : c.hpLost, c.shooting?.hasShot ?? false]) : []);
  return JSON.stringify([state.next, state.battle.units.map((u) => [u.id, u.state.hpLost, u.state.hasShot, unitModels(state.battle, u.id).length, rankAndFileCount(state.battle, u.id), characters(u)])]);
}

/**
 * The whole shooting phase as one description: each unit in order, if it may shoot, takes
 * the advised shooting, and later units see the battle it leaves (casualties gone).
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const phase = ninthAgePhaseProcess(ninthAgeShootingOrder(battle), { variants });
 * roll(phase, { battle, next: 0 }, diceFromSeed(9)).trace.map((turn) => turn.check);
 * // [{ step: 'unit-turn', shooter: 'crossbowmen', target: 'goblins', weapon: 'crossbow' }]
 */
export function ninthAgePhaseProcess(order: readonly string[], options: NinthAgePhaseOptions): Process<NinthAgePhaseState, NinthAgeCheck, NinthAgeOutcome> {
  const step = (state: NinthAgePhaseState): Step<NinthAgePhaseState, NinthAgeCheck, NinthAgeOutcome> => {
    const table = prepareTable(state.battle.table);
    for (let i = state.next; i < order.length; i += 1) {
      const shooterId = order[i] ?? '';
      if (!ninthAgeShooter(state.battle, shooterId)) continue;
      const report = ninthAgeTargetReport(state.battle, shooterId, options, table);
      if (!report.advice) continue;
      const planned = ninthAgePlanShot(state.battle, shooterId, report.advice.target, report.advice.weapon, options, table);
      if (!planned.ok) continue;
      const target = planned.candidate.target;
      const check: NinthAgeCheck = { step: 'unit-turn', shooter: shooterId, target, weapon: planned.candidate.entry.weapon.id };
      const joined = planned.candidate.joined;
      const harm = weaponHas(planned.candidate.entry.weapon, 'breath-attack') ? firerHarm(planned.attack) : null;
      const harmCheck: NinthAgeCheck | null = harm && { step: 'firer-harm', shooter: shooterId, code: harm.code, models: harm.models, hpLost: harm.hpLost };
      if (joined) {
        // Characters joined to the target: each volley's hits shared, and each share rolled on its own profile (T-13).
        const shooting = joinedShootingProcess(planned.attack, joined.joined, joined.places);
        if (harmCheck) {
          return thenStep(check, {
            process: thenFirerHarm(shooting.process, harmCheck),
            start: { inner: shooting.start, harmed: false },
            next: (end) => ({ battle: afterPlannedShot(state.battle, planned, end.inner.unit, { places: joined.places, damage: end.inner.characters }), next: i + 1 }),
          });
        }
        return thenStep(check, {
          process: shooting.process,
          start: shooting.start,
          next: (end) => ({ battle: afterPlannedShot(state.battle, planned, end.unit, { places: joined.places, damage: end.characters }), next: i + 1 }),
        });
      }
      const shooting = unitShootingProcess(planned.attack);
      if (harmCheck) {
        // Dying Embers: the turn ends with the Health Point its firer loses, named in the trace.
        return thenStep(check, {
          process: thenFirerHarm(shooting.process, harmCheck),
          start: { inner: shooting.start, harmed: false },
          next: (end) => ({ battle: afterPlannedShot(state.battle, planned, end.inner.unit), next: i + 1 }),
        });
      }
      return thenStep(check, {
        process: shooting.process,
        start: shooting.start,
        next: (end) => ({ battle: afterPlannedShot(state.battle, planned, end.unit), next: i + 1 }),
      });
    }
    return DONE;
  };
  return cachedProcess(phaseKey, step);
}

/**
 * A process, then one step with no die (`check`, outcome `hp-lost`) once it is done: what a
 * shooting costs its own firer (Dying Embers), named at the end of the turn's trace. The dice
 * and their order are the process's own.
 */
function thenFirerHarm<T>(process: Process<T, NinthAgeCheck, NinthAgeOutcome>, check: NinthAgeCheck): Process<{ readonly inner: T; readonly harmed: boolean }, NinthAgeCheck, NinthAgeOutcome> {
  type Wrapped = { readonly inner: T; readonly harmed: boolean };
  const wrap = (inner: T): Wrapped => ({ inner, harmed: false });
  return {
    key: (s) => `${s.harmed ? 1 : 0}|${process.key(s.inner)}`,
    step: (s): Step<Wrapped, NinthAgeCheck, NinthAgeOutcome> => {
      if (s.harmed) return DONE;
      const inner = process.step(s.inner);
      switch (inner.kind) {
        case 'done':
          return autoStep(check, 'hp-lost', { inner: s.inner, harmed: true });
        case 'roll':
          return { ...inner, branches: inner.branches.map((b) => ({ ...b, next: wrap(b.next) })) };
        case 'auto':
          return { ...inner, next: wrap(inner.next) };
        case 'then':
          return { kind: 'then', check: inner.check, open: (visit) => inner.open((sub) => visit({ process: sub.process, start: sub.start, next: (end) => wrap(sub.next(end)) })) };
      }
    },
  };
}

/** A phase played with seeded dice: each unit's turn explained, and the battle it leaves. */
export interface NinthAgePhaseRoll {
  readonly seed: number;
  readonly turns: readonly {
    readonly shooter: string;
    readonly target: string;
    readonly weapon: string;
    readonly trace: readonly TraceEntry<NinthAgeCheck, NinthAgeOutcome>[];
  }[];
  readonly battle: NinthAgeBattle;
  readonly dice: DiceState;
  /** The Panic Tests the phase's casualties force, counted over the whole phase. */
  readonly panic: readonly PhasePanic[];
}

/**
 * Plays the phase with seeded dice: the same battle, order and seed give the same log.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const phase = ninthAgeRollPhase(battle, { variants }, 9);
 * phase.turns.map((turn) => `${turn.shooter} → ${turn.target}`); // ['crossbowmen → goblins']
 */
export function ninthAgeRollPhase(battle: NinthAgeBattle, options: NinthAgePhaseOptions, dice: DiceState | number, order?: readonly string[]): NinthAgePhaseRoll {
  const result = rollPhaseTurns(ninthAgePhaseProcess(ninthAgeShootingOrder(battle, order), options), { battle, next: 0 }, dice, (check) =>
    check.step === 'unit-turn' ? { shooter: check.shooter, target: check.target, weapon: check.weapon } : null,
  );
  return { seed: result.seed, turns: result.turns, battle: result.end.battle, dice: result.dice, panic: ninthAgePhasePanic(battle, result.end.battle, options.variants.edition) };
}

/**
 * The exact distribution of the battles the phase can leave.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const ends = ninthAgePhaseOdds(battle, { variants });
 * probability(ends, (end) => unitModels(end.battle, 'goblins').length === 0, floatArithmetic); // 0.648…: the Goblins destroyed
 */
export function ninthAgePhaseOdds<N = number>(battle: NinthAgeBattle, options: NinthAgePhaseOptions, order?: readonly string[], arithmetic: Arithmetic<N> = floatsByDefault<N>()): Distribution<NinthAgePhaseState, N> {
  return odds(ninthAgePhaseProcess(ninthAgeShootingOrder(battle, order), options), { battle, next: 0 }, arithmetic);
}
