import type { BsSourceFile } from '../data/bsdata/index.js';
import type { Arithmetic, DiceState, TraceEntry } from '../dice/index.js';
import type { CountOdds } from '../games/shared/index.js';
import type { GameFormat, ParseOptions, ScenarioFormats } from '../scenario/index.js';
import type { Table } from '../table/index.js';

/** What every game's scenario has, whatever else it holds: its game, its form, and the header fields. */
export interface GameScenario {
  readonly game: string;
  readonly kind: 'attack' | 'battle';
  readonly title?: string;
  readonly seed?: number;
}

/** The part of a step's explanation every game shares: the step's code (its words are in the catalogues). */
export interface GameCheck {
  readonly step: string;
}

/** One shot's dice, each with its step, face and outcome code, as the roll interpreter traced them. */
export type GameTrace = readonly TraceEntry<GameCheck, string>[];

/** The odds of one count over the whole attack (hits, wounds, models removed…), by its code. */
export interface GameCountOdds<N> {
  readonly count: string;
  readonly odds: CountOdds<N>;
}

/** The chance of one way the attack can end (the target out of action, the unit destroyed…), by its code. */
export interface GameResultChance<N> {
  readonly result: string;
  readonly chance: N;
}

/** A quick attack's exact odds in the shape every game shares, so one front end can show any game. */
export interface GameOdds<N> {
  readonly counts: readonly GameCountOdds<N>[];
  readonly results: readonly GameResultChance<N>[];
}

/** A quick attack rolled, in the shape every game shares: each shot's dice, the counts, how it ended. */
export interface GameRoll {
  readonly seed: number;
  readonly shots: readonly GameTrace[];
  readonly counts: readonly { readonly count: string; readonly value: number }[];
  /** The result codes that came true (one of the game's `codes.results`, or none). */
  readonly results: readonly string[];
  /** The dice after the roll, to go on with the same sequence. */
  readonly dice: DiceState;
}

/**
 * Every code a game's results and explanations use, so a front end can check it has words for
 * each in every language before it shows any (a test does, for the built-in games).
 */
export interface GameCodes {
  /** The steps its traces name (`GameCheck.step`). */
  readonly steps: readonly string[];
  /** What a die or a step came to (`TraceEntry.outcome`). */
  readonly outcomes: readonly string[];
  /** The counts its odds and rolls give (`GameCountOdds.count`). */
  readonly counts: readonly string[];
  /** The ways an attack ends that its odds give a chance of (`GameResultChance.result`). */
  readonly results: readonly string[];
  /** Why a shooter may not shoot, a target may not be shot, or a shot cannot be made, on the table (`GameTargets`, `GameShot`). */
  readonly refusals: readonly string[];
}

/** The readings a table group can switch (shared/rules/rulings.md): each variant's default and its ruling. */
export interface GameVariants {
  readonly defaults: Readonly<Record<string, string | boolean | number>>;
  readonly rulings: Readonly<Record<string, string>>;
}

/**
 * The community's data (BattleScribe) a game's files may name profiles from: where its files sit
 * under the data folder, and the lookups a parse needs, built from those files.
 */
export interface GameProfiles {
  /** The folder under `data/bsdata/` that holds the game's `.gst` and `.cat` files. */
  readonly dataFolder: string;
  /** The lookups a parse of a file naming the game's profiles needs, from the library those files make. */
  lookups(sources: readonly BsSourceFile[]): ParseOptions;
  /**
   * Of the game's files, those that hold every profile `names` can find (the same profiles as
   * with all of them), so a front end builds a smaller library; null, or no such method, when
   * all are needed.
   */
  sourcesFor?(names: readonly string[], sources: readonly BsSourceFile[]): readonly BsSourceFile[] | null;
}

/**
 * One game as the engine and the front ends see it: its file format, its variants, its codes,
 * and its quick attack's odds and roll in a shape every game shares. A registry
 * ({@link GameRegistry}) lists games; the CLI and the page reach each game through it.
 *
 * The methods take the game's own scenario type `S`: a registry hands a game only the
 * scenarios its own format built. (They are declared as methods so a `Game<MordheimScenario>`
 * can sit in a list of `Game`s.)
 */
export interface Game<S extends GameScenario = GameScenario> {
  /** The name files give in `game`. */
  readonly id: string;
  readonly format: GameFormat<S>;
  readonly variants: GameVariants;
  readonly codes: GameCodes;
  /** The exact odds of a quick attack; null for a battle (whose shots come from the table). */
  attackOdds<N>(scenario: S, arithmetic: Arithmetic<N>): GameOdds<N> | null;
  /** A quick attack rolled with the seeded dice; null for a battle. */
  attackRoll(scenario: S, dice: DiceState | number): GameRoll | null;
  /** The shooting phase on the table, or null for a game with quick attacks only. */
  readonly table: GameTable<S> | null;
  /** The profiles the game's files may name, or null when they may name none. */
  readonly profiles: GameProfiles | null;
  /** What the advisor (`src/advisor`) asks of the table: exact odds of a table shot, the places a shooter could stand. Absent: the game offers no advice. */
  readonly advice?: GameAdvice<S>;
}

/** One die as thrown (or a result decided without one: `face` null), with its step and outcome codes. */
export interface GameDie {
  readonly step: string;
  readonly face: number | null;
  readonly outcome: string;
}

/** A possible target of a shooter: legal, or refused with the game's refusal codes. */
export interface GameTargetChoice {
  readonly target: string;
  /** How it would be shot: the weapon's id or name, `volley` or `direct`; null when there is one way only. */
  readonly way: string | null;
  readonly legal: boolean;
  readonly refusals: readonly string[];
}

/** Whom one shooter on the table may shoot, and whom the game advises. */
export interface GameTargets {
  readonly shooter: string;
  readonly may: boolean;
  /** Why the shooter may not shoot (codes), when it may not. */
  readonly refusals: readonly string[];
  readonly candidates: readonly GameTargetChoice[];
  readonly advised: { readonly target: string; readonly way: string | null } | null;
}

/** One shot (or one unit's shooting) on the table: its dice, and the battle after it; or why it may not be made. */
export type GameShot<S> =
  | { readonly ok: true; readonly seed: number; readonly dice: readonly GameDie[]; readonly after: S; readonly diceAfter: DiceState }
  | { readonly ok: false; readonly refusal: string };

/** One way a shot can leave the battle: its exact chance, and the battle after it. */
export interface GameOutcome<S, N> {
  readonly chance: N;
  readonly after: S;
}

/** Every battle one shot can leave, with equal battles merged (the chances sum to one); or why the shot may not be made. */
export type GameOutcomes<S, N> = { readonly ok: true; readonly outcomes: readonly GameOutcome<S, N>[] } | { readonly ok: false; readonly refusal: string };

/** Every legal shot of one shooter, each with every battle it can leave (as `outcomes` gives them), and the advised one. */
export interface GameShooterOutcomes<S, N> {
  readonly may: boolean;
  readonly advised: { readonly target: string; readonly way: string | null } | null;
  readonly shots: readonly { readonly target: string; readonly way: string | null; readonly outcomes: readonly GameOutcome<S, N>[] }[];
}

/** An enemy of the side whose phase it is, by the models it still has on the table (a Mordheim warrior: 1, or 0 once out of action). */
export interface GameEnemy {
  readonly id: string;
  readonly models: number;
}

/** A whole shooting phase with seeded dice: each turn's shooter, target and dice, and the battle after it. */
export interface GamePhase<S> {
  readonly seed: number;
  readonly turns: readonly { readonly shooter: string; readonly target: string; readonly dice: readonly GameDie[] }[];
  readonly after: S;
  readonly diceAfter: DiceState;
}

/**
 * A game's shooting phase on a table, in the shape every game shares. Each method answers
 * null for a quick attack (no table), and the shot a refusal code for an unknown shooter or target.
 */
export interface GameTable<S> {
  /** The ids of the models or units of the side whose shooting phase it is, in the order they shoot by default. */
  shooters(scenario: S): readonly string[] | null;
  /** Whom `shooter` may shoot, each way it could, and the advice; null for an unknown shooter. */
  targets(scenario: S, shooter: string): GameTargets | null;
  /** `way` as the targets name it (a weapon, `volley`, `direct`), or null for the advised one. */
  shoot(scenario: S, shooter: string, target: string, way: string | null, dice: DiceState | number): GameShot<S> | null;
  /** The whole phase, in `order` or the default one; null when `order` names a model or unit not in the battle. */
  phase(scenario: S, dice: DiceState | number, order?: readonly string[]): GamePhase<S> | null;
  /**
   * Every battle the shot `shoot` would make can leave, with its exact chance: the same shot
   * description weighed instead of rolled, so a roll's `after` is always one of them.
   */
  outcomes<N>(scenario: S, shooter: string, target: string, way: string | null, arithmetic: Arithmetic<N>): GameOutcomes<S, N> | null;
  /**
   * `outcomes` for every legal shot of `shooter` at once (the targets worked out once, not once
   * a shot); null for an unknown shooter. With `ready`, each battle after leaves the shooter as
   * it was (not marked as having shot, still hidden, loaded): one friendly's having shot changes
   * no other's shots, so a search over the phase can weigh a shooter's shots once for each state
   * of the enemies and keep who has shot itself.
   */
  shooterOutcomes<N>(scenario: S, shooter: string, arithmetic: Arithmetic<N>, ready?: boolean): GameShooterOutcomes<S, N> | null;
  /** The enemies of the side whose phase it is, in file order, each with its models left. */
  enemies(scenario: S): readonly GameEnemy[] | null;
  /** A key equal for two battles exactly when every shot's legality and odds are the same in both (what a search memoises on). */
  stateKey(scenario: S): string | null;
}

/** The games an engine knows, with the file parser over all their formats. */
export interface GameRegistry {
  readonly games: readonly Game[];
  readonly ids: readonly string[];
  /** The game files name `id`, if the registry holds it. */
  find(id: string): Game | undefined;
  /** The games' file formats, as the scenario parser takes them (built once with the registry). */
  readonly formats: ScenarioFormats<GameScenario>;
}

/** What the advisor scores: the target taken out of action (a unit destroyed), any effect on it, or the models (Health Points) it is expected to lose. */
export const ADVICE_GOALS = ['out-of-action', 'any-effect', 'models'] as const;
/** One of {@link ADVICE_GOALS}. */
export type AdviceGoal = (typeof ADVICE_GOALS)[number];

/**
 * How a shooter gets to a place this turn, as a code: `stay` (it does not move), `move` (a
 * Mordheim warrior's move, a Battleaxe unit's move), `advance` or `march` (a Ninth Age unit's
 * Move Manoeuvres), `climb` (a Mordheim move that changes level).
 */
export const PLACE_MOVES = ['stay', 'move', 'climb', 'advance', 'march'] as const;
/** One of {@link PLACE_MOVES}. */
export type PlaceMove = (typeof PLACE_MOVES)[number];

/** Where a shooter could stand this turn: its centre on the table, the level it stands on, and how it gets there. */
export interface GamePlace {
  readonly x: number;
  readonly y: number;
  /** The height of the surface it stands on (0: the table). */
  readonly level: number;
  /** The building floor it stands on, or null on the ground. */
  readonly floor: { readonly building: string; readonly floor: string } | null;
  readonly move: PlaceMove;
  /** The inches of its move the place costs (climbing included). */
  readonly cost: number;
}

/** The places a shooter could stand, and the rules of moving the advisor could not apply (codes, named so none is dropped in silence). */
export interface GamePlaces {
  /** The first is always where it stands now (`stay`). */
  readonly places: readonly GamePlace[];
  readonly notApplied: readonly string[];
}

/** One legal way of shooting one target, with its exact odds and the score the to-hit roll needs (null: no roll to hit). */
export interface GameRatedShot {
  readonly target: string;
  readonly way: string | null;
  readonly needed: number | null;
  /** The target counts as in cover for every shot of it (what the advisor's sheltered layer reads from the enemy's side). */
  readonly cover: boolean;
  readonly odds: GameOdds<number>;
}

/** One shooter's `ratedShots` for scenario after scenario (a heat map's places), from a game's `shotRater`. */
export interface GameShotRater<S> {
  /** Equal to `ratedShots(scenario, shooter)`. */
  rate(scenario: S): readonly GameRatedShot[] | null;
}

/**
 * What the advisor needs of a game's table, beyond {@link GameTable}: each answers null for a
 * quick attack or an unknown shooter.
 */
export interface GameAdvice<S> {
  /** The exact odds of one table shot, in the shape quick attacks have; null when the shot may not be made. */
  shotOdds<N>(scenario: S, shooter: string, target: string, way: string | null, arithmetic: Arithmetic<N>): GameOdds<N> | null;
  /**
   * Every legal shot of the shooter as it stands, each with its odds (floats), from one
   * preparation of the table; given `target`, its shots at that target alone. A shot that
   * cannot reach its target (out of range: it does nothing) may be left out.
   */
  ratedShots(scenario: S, shooter: string, target?: string): readonly GameRatedShot[] | null;
  /**
   * Optional: `ratedShots` of one shooter for many scenarios, as a heat map asks place after
   * place; each answer equals `ratedShots(scenario, shooter)`, but what the places share (the
   * odds of a shot already weighed, the views from a spot already looked from while the rest of
   * the table stands still) is worked out once for the rater's life.
   */
  shotRater?(shooter: string): GameShotRater<S>;
  /** The goal's value of a shot's odds at `target`: a chance, or for `models` an expected count. */
  goalValue(scenario: S, target: string, odds: GameOdds<number>, goal: AdviceGoal): number;
  /** The places it could stand this turn on a grid of `grid` inches (`move`: the move in inches, overriding what the file gives). */
  places(scenario: S, shooter: string, options: { readonly grid: number; readonly move?: number }): GamePlaces | null;
  /** The scenario with the shooter moved to `place` (and marked as having moved as the place says). */
  moveTo(scenario: S, shooter: string, place: GamePlace): S | null;
  /** The table of a battle (what a front end draws the maps on); null for a quick attack. */
  tableOf(scenario: S): Table | null;
  /** The enemies' next shooting phases, one per enemy side: that side shoots, its models fresh (unmoved, not yet shot) where they stand. */
  enemyPhases(scenario: S, shooter: string): readonly S[] | null;
  /**
   * What became of `target` between two battles, as the goal counts it: for `out-of-action` 1
   * when it is out of action (destroyed) in `after`, for `any-effect` 1 when it is no longer as
   * it was in `before`, for `models` the models (Health Points) it lost; 0 otherwise.
   */
  harm(before: S, after: S, target: string, goal: AdviceGoal): number;
  /**
   * Every legal way `shooter` may shoot `target` as the battle stands, each with every battle it
   * can leave and its exact chance (equal battles not yet merged), the shooter left as it was
   * (not marked as having shot): `GameTable.shooterOutcomes` with `ready`, at one target. A way
   * that cannot reach the target may be left out. Optional: without it the advisor filters
   * `shooterOutcomes`; a game gives it where that is faster (looking at the one target only).
   */
  shotsAt?<N>(scenario: S, shooter: string, target: string, arithmetic: Arithmetic<N>): readonly GameShotAt<S, N>[] | null;
  /**
   * Optional: the battle as the exposure search may keep it for `target` and the goal, where two
   * states of the target are alike for every later shot at it (each enemy may shoot it or not
   * alike, with the same chances of the goal): Mordheim writes a stunned warrior as knocked down
   * for out of action. The search then weighs an enemy's shots once for both. Without it, the
   * battle as it is.
   */
  exposureState?(scenario: S, target: string, goal: AdviceGoal): S;
  /**
   * Optional: why the exposure map cannot weigh the danger to `shooter`, or null when it can.
   * A Ninth Age character joined to a unit shooting its own weapon (ruling T-14) is not what the
   * enemy aims at: its shots are at the unit, so counting the shots at the character alone would
   * read every place as safe. Without it, every shooter's danger is weighed.
   */
  exposureWithheld?(scenario: S, shooter: string): GameExposureWithheld | null;
}

/**
 * Why an exposure map is not worked out for a shooter, with its data: `joined-character`, a
 * character joined to `unit` (the enemy shoots at the unit, not at it).
 */
export interface GameExposureWithheld {
  readonly code: 'joined-character';
  readonly unit: string;
}

/** One legal way of shooting one target, weighed: every battle it can leave. */
export interface GameShotAt<S, N> {
  readonly way: string | null;
  readonly outcomes: readonly GameOutcome<S, N>[];
}
