/**
 * The page's state as plain data: the battle (file and parsed), the dice, the log of rolls
 * and where the phase stands, with an undo stack of whole snapshots. Every change is a
 * pure function from one session to the next; the library rolls and applies the shots.
 */
import { diceFromSeed, type DiceState, type TraceEntry } from '../../../src/dice/index.js';
import {
  planShot,
  planSplit,
  rollPhase,
  rollShot,
  rollSplit,
  shootingOrder,
  targetReport,
  type Condition,
  type MordheimBattle,
  type MordheimCheck,
  type MordheimModelRuleId,
  type MordheimOutcome,
  type ShooterRefusal,
  type ShotOptions,
  type ShotRefusal,
  type SplitRefusal,
} from '../../../src/games/mordheim/index.js';
import { mordheimBattleToFile, type ScenarioIssue } from '../../../src/scenario/index.js';
import { checkEdit, type BattleFile, type Loaded } from './battle-file.js';

/** A warrior whose state a shot changed, as it was left. */
export interface WarriorChange {
  readonly id: string;
  readonly condition: Condition;
  readonly woundsLeft: number;
  readonly fell: boolean;
}

/** One shooter's shooting as the log shows it: the dice it used and every die explained. */
export interface LoggedShot {
  readonly kind: 'shot';
  readonly seed: number;
  /** Dice drawn since the seed before and after this shot (the log shows dice from+1 to to). */
  readonly from: number;
  readonly to: number;
  readonly shooter: string;
  readonly target: string;
  readonly weapon: string;
  readonly trace: readonly TraceEntry<MordheimCheck, MordheimOutcome>[];
  readonly changes: readonly WarriorChange[];
  /** Names at the time of the shot, so the log still reads right after edits. */
  readonly names: Readonly<Record<string, string>>;
  /** The shooter's and the target's skills, equipment and special rules at the time of the shot, by id. */
  readonly rules: Readonly<Record<string, readonly MordheimModelRuleId[]>>;
}

/** A shooter the phase passed over: it may not shoot, or no target is in range. */
export interface LoggedSkip {
  readonly kind: 'skip';
  readonly shooter: string;
  readonly name: string;
  readonly refusals: readonly ShooterRefusal[];
}

export interface LoggedPhaseEnd {
  readonly kind: 'phase-end';
  readonly warband: string;
}

export type LogEntry = LoggedShot | LoggedSkip | LoggedPhaseEnd;

export interface Snapshot {
  readonly loaded: Loaded;
  readonly dice: DiceState;
  readonly log: readonly LogEntry[];
  /** Index, in the shooting warband's order, of the next shooter the phase will consider. */
  readonly phaseNext: number;
}

export interface Session {
  readonly current: Snapshot;
  readonly past: readonly Snapshot[];
  readonly future: readonly Snapshot[];
}

/** Undo keeps this many steps; older ones are dropped. */
export const UNDO_LIMIT = 200;

export function newSession(loaded: Loaded, dice: DiceState = diceFromSeed(loaded.file.seed ?? 1)): Session {
  return { current: { loaded, dice, log: [], phaseNext: 0 }, past: [], future: [] };
}

function push(session: Session, next: Snapshot): Session {
  return { current: next, past: [...session.past, session.current].slice(-UNDO_LIMIT), future: [] };
}

export function undo(session: Session): Session {
  const previous = session.past[session.past.length - 1];
  if (!previous) return session;
  return { current: previous, past: session.past.slice(0, -1), future: [session.current, ...session.future] };
}

export function redo(session: Session): Session {
  const next = session.future[0];
  if (!next) return session;
  return { current: next, past: [...session.past, session.current], future: session.future.slice(1) };
}

export type EditResult = { readonly ok: true; readonly session: Session } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/**
 * Applies an edited file if the library accepts it. `merge` replaces the current step
 * instead of adding one (each step of one drag is a single undo).
 */
export function edit(session: Session, file: BattleFile, merge = false): EditResult {
  const checked = checkEdit(file);
  if (!checked.ok) return checked;
  const next: Snapshot = { ...session.current, loaded: checked.loaded };
  return { ok: true, session: merge ? { ...session, current: next } : push(session, next) };
}

/** A new seed starts the dice afresh; it is not a step to undo. */
export function reseed(session: Session, seed: number): Session {
  return { ...session, current: { ...session.current, dice: diceFromSeed(seed) } };
}

/** Replaces the whole battle (an example, an import, a shared link): a step that undo can take back. */
export function replaceBattle(session: Session, loaded: Loaded): Session {
  return push(session, { loaded, dice: diceFromSeed(loaded.file.seed ?? session.current.dice.seed), log: [], phaseNext: 0 });
}

export function namesOf(battle: MordheimBattle): Record<string, string> {
  return Object.fromEntries(battle.warriors.map((w) => [w.id, w.name]));
}

/** What these warriors hold besides weapons and armour, for the log (ruling M-14 names the rules not applied). */
function rulesOf(battle: MordheimBattle, ids: readonly string[]): Record<string, readonly MordheimModelRuleId[]> {
  return Object.fromEntries(battle.warriors.filter((w) => ids.includes(w.id)).map((w) => [w.id, w.rules]));
}

function changesBetween(before: MordheimBattle, after: MordheimBattle): WarriorChange[] {
  return after.warriors.flatMap((w) => {
    const old = before.warriors.find((o) => o.id === w.id)?.state;
    const changed = !old || old.condition !== w.state.condition || old.woundsLeft !== w.state.woundsLeft || old.fell !== w.state.fell;
    return changed ? [{ id: w.id, condition: w.state.condition, woundsLeft: w.state.woundsLeft, fell: w.state.fell }] : [];
  });
}

/**
 * The battle after the library rolled: the file gets the new states (and where a fall put
 * a model); read back through the parser so that a reload finds exactly this battle. If
 * the parser objects (a faller landed on another base), the library's battle is kept.
 */
function afterRoll(loaded: Loaded, battle: MordheimBattle): Loaded {
  const file = mordheimBattleToFile(loaded.file, battle) as BattleFile;
  const checked = checkEdit(file);
  return checked.ok ? checked.loaded : { file, scenario: { ...loaded.scenario, battle } };
}

export type ShootResult = { readonly ok: true; readonly session: Session } | { readonly ok: false; readonly refusal: ShotRefusal };

/**
 * One chosen shot, rolled with the session's dice; the dice go on from where it stopped. `shot`
 * holds the player's choices about it (one barrel of a double-barrelled weapon, M-17).
 */
export function shoot(session: Session, shooter: string, target: string, weapon: string | null, shot: ShotOptions = {}): ShootResult {
  const { loaded, dice } = session.current;
  const { battle, variants } = loaded.scenario;
  const planned = planShot(battle, shooter, target, weapon, { variants, ...shot });
  if (!planned.ok) return { ok: false, refusal: planned.refusal };
  const result = rollShot(battle, shooter, planned, dice);
  return { ok: true, session: withShotLogged(session, result, { shooter, target, weapon: planned.candidate.weapon.id, warriors: [shooter, target] }) };
}

/** What a rolled shot (or a shooter's divided throws) leaves: the battle after it, its dice and its trace. */
interface RolledShot {
  readonly battle: MordheimBattle;
  readonly dice: DiceState;
  readonly trace: LoggedShot['trace'];
}

/**
 * The session after a rolled shot, with its log entry: the dice it drew, what it changed, and the
 * names and rules of the `warriors` it concerned as they were when it was rolled.
 */
function withShotLogged(session: Session, result: RolledShot, shot: Pick<LoggedShot, 'shooter' | 'target' | 'weapon'> & { readonly warriors: readonly string[] }): Session {
  const { loaded, dice } = session.current;
  const { battle } = loaded.scenario;
  const entry: LoggedShot = {
    kind: 'shot',
    seed: dice.seed,
    from: dice.drawn,
    to: result.dice.drawn,
    shooter: shot.shooter,
    target: shot.target,
    weapon: shot.weapon,
    trace: result.trace,
    changes: changesBetween(battle, result.battle),
    names: namesOf(battle),
    rules: rulesOf(battle, shot.warriors),
  };
  return push(session, { ...session.current, loaded: afterRoll(loaded, result.battle), dice: result.dice, log: [...session.current.log, entry] });
}

export type SplitResult = { readonly ok: true; readonly session: Session } | { readonly ok: false; readonly refusal: SplitRefusal };

/**
 * Throws divided between targets (Knife Fighter, ruling M-15), one target a throw, declared
 * together and rolled with the session's dice: one log entry, its throws each under its own
 * heading, named after the first target.
 */
export function shootSplit(session: Session, shooter: string, targets: readonly string[], weapon: string | null): SplitResult {
  const { loaded, dice } = session.current;
  const { battle, variants } = loaded.scenario;
  const planned = planSplit(battle, shooter, targets, weapon, { variants });
  if (!planned.ok) return { ok: false, refusal: planned.refusal };
  const result = rollSplit(battle, planned, { variants }, dice);
  return { ok: true, session: withShotLogged(session, result, { shooter, target: targets[0] ?? '', weapon: planned.weapon.id, warriors: [shooter, ...targets] }) };
}

/** Whether the phase has shooters left to consider. */
export function phaseOver(snapshot: Snapshot): boolean {
  return snapshot.phaseNext >= shootingOrder(snapshot.loaded.scenario.battle).length;
}

/**
 * The next shooter of the phase takes the library's advised shot (rollPhase with that one
 * shooter), with the state and dice carried; those who cannot shoot on the way are logged.
 * One undo step.
 */
export function nextShooter(session: Session): Session {
  const snapshot = session.current;
  const order = shootingOrder(snapshot.loaded.scenario.battle);
  let { loaded, dice } = snapshot;
  const log = [...snapshot.log];
  let next = snapshot.phaseNext;
  while (next < order.length) {
    const id = order[next] ?? '';
    next += 1;
    const battle = loaded.scenario.battle;
    const warrior = battle.warriors.find((w) => w.id === id);
    if (!warrior) continue;
    const result = rollPhase(battle, { variants: loaded.scenario.variants }, dice, [id]);
    const turn = result.turns[0];
    if (!turn) {
      const status = targetReport(battle, id, { variants: loaded.scenario.variants }).shooter;
      log.push({ kind: 'skip', shooter: id, name: warrior.name, refusals: status.refusals });
      continue;
    }
    log.push({
      kind: 'shot',
      seed: dice.seed,
      from: dice.drawn,
      to: result.dice.drawn,
      shooter: id,
      target: turn.target,
      weapon: turn.weapon,
      trace: turn.trace,
      changes: changesBetween(battle, result.battle),
      names: namesOf(battle),
      rules: rulesOf(battle, [id, turn.target]),
    });
    loaded = afterRoll(loaded, result.battle);
    dice = result.dice;
    break;
  }
  if (next >= order.length && !log.some((e, i) => i >= snapshot.log.length && e.kind === 'phase-end')) log.push({ kind: 'phase-end', warband: loaded.scenario.battle.shooting });
  return push(session, { loaded, dice, log, phaseNext: next });
}

/** Plays the rest of the phase, shooter by shooter, as one undo step. */
export function restOfPhase(session: Session): Session {
  let played = session;
  let steps = 0;
  do {
    played = nextShooter(played);
    steps += 1;
  } while (!phaseOver(played.current) && steps < 1000);
  return { current: played.current, past: [...session.past, session.current].slice(-UNDO_LIMIT), future: [] };
}

/** Starts the phase again from its first shooter (the battle stays as it is). */
export function restartPhase(session: Session): Session {
  return push(session, { ...session.current, phaseNext: 0 });
}

export function clearLog(session: Session): Session {
  return { ...session, current: { ...session.current, log: [] } };
}
