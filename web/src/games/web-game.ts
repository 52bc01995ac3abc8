/**
 * What the page asks of a game. Each game's folder fills these interfaces with what the page
 * does its own way for that game, and the registry (registry.ts) lists them by game id; the
 * rest of the page never names a game, it asks the registry.
 *
 * The page's logic is DOM-free, so these interfaces hold data and functions only; the parts of
 * the unit editor a game draws itself are in web-game-ui.ts.
 */
import type { Catalogue } from '../../../i18n/index.js';
import type { WebTexts } from '../../../i18n/web.js';
import type { ExposureWithheld } from '../../../i18n/web-advisor.js';
import type { CalculatorFieldId, NoTableReason } from '../../../i18n/web-calculator.js';
import type { OwnWeaponField, UnitProfileField, UnitRuleField } from '../../../i18n/web-units.js';
import type { DiceState } from '../../../src/dice/index.js';
import type { ModelRuleKind } from '../../../src/games/mordheim/index.js';
import type { WeaponAttributeCode } from '../../../src/games/ninth-age/index.js';
import type { Game } from '../../../src/engine/index.js';
import type { Point2 } from '../../../src/geometry/index.js';
import type { Scenario } from '../../../src/scenario/index.js';
import type { TableModel } from '../../../src/table/index.js';
import type { CalcOdds, OddsRow, UnitOddsView } from '../logic/odds-view.js';
import type { Path, QuickFile } from '../logic/quick-file.js';

export type GameId = Scenario['game'];

export type AttackScenario = Extract<Scenario, { readonly kind: 'attack' }>;
export type AttackOf<G extends GameId> = Extract<AttackScenario, { readonly game: G }>['attack'];

/**
 * A battle of units shooting at units (its battle lists `units`), played on the unit page; the
 * other battles are warbands of warriors, played on the Mordheim table.
 */
export type UnitScenario = Extract<Scenario, { readonly kind: 'battle'; readonly battle: { readonly units: readonly unknown[] } }>;
export type UnitGameId = UnitScenario['game'];
export type UnitScenarioOf<G extends UnitGameId> = Extract<UnitScenario, { readonly game: G }>;

/** The scenarios of one game, as the library's parser types them. */
export type ScenarioOf<G extends GameId> = Extract<Scenario, { readonly game: G }>;

/**
 * How the page asks the advisor (src/advisor) about a game's battles: the library's game, and
 * whether a shooter's profile carries its move (else the page asks the player for one, as the
 * CLI's `--move`). Kept apart from the calculator so the advisor's worker loads only this.
 */
export interface AdviceWay<G extends GameId> {
  readonly id: G;
  readonly game: Game<ScenarioOf<G>>;
  /** The profile gives the move (Mordheim's M); false: the unit moves as far as the page says, else as the file says (Battleaxe's M, The Ninth Age's Adv, both optional), or stays. */
  readonly moveInProfile: boolean;
  /**
   * The page's choice of a shot for a way the advisor names (`PlanStep.way`, as the game's
   * `ratedShots` names it), so a step of the plan selects the same shot on the table.
   */
  readonly choiceOf: (way: string | null) => ShotChoice;
  /**
   * Why the exposure map is not asked for this shooter (a shooter whose danger the library does
   * not weigh), or null when it is: the page then says so rather than draw a map of no danger.
   */
  readonly exposureWithheld: (scenario: ScenarioOf<G>, shooter: string) => ExposureWithheld | null;
}

/** Every game: its quick shot in the calculator, and its way to the advisor (its name is the registry's, known before the game is loaded). */
export interface WebGame<G extends GameId> {
  readonly id: G;
  readonly calculator: CalculatorGame<AttackOf<G>>;
  readonly advice: AdviceWay<G>;
}

/** A game whose battles are units shooting at units. */
export interface UnitWebGame<G extends UnitGameId, T extends UnitGameTypes> extends WebGame<G> {
  readonly units: UnitGame<T>;
}

// ---------------------------------------------------------------------------------------
// The calculator

/** Which part of the form a field sits in; target fields are shared by every compared shooter. */
export type Section = 'shooter' | 'target' | 'circumstances';

/** The kinds of choice lists, so the page can word each option from the right catalogue. */
export type OptionSet = 'mordheim-weapon' | 'battleaxe-weapon' | 'ninth-age-weapon' | 'condition' | 'movement' | 'cover-level' | 'mordheim-kit' | 'battleaxe-keyword' | 'ninth-age-unit-rule';

/** One field of a game's form: the place of the quick description it edits, and how. */
export type FieldSpec =
  | { readonly kind: 'text'; readonly id: CalculatorFieldId; readonly section: Section; readonly path: Path }
  | { readonly kind: 'number'; readonly id: CalculatorFieldId; readonly section: Section; readonly path: Path; readonly min: number; readonly max: number; readonly step?: number }
  | {
      readonly kind: 'choice';
      readonly id: CalculatorFieldId;
      readonly section: Section;
      readonly path: Path;
      readonly options: readonly string[];
      readonly set: OptionSet;
      readonly optional: boolean;
      /** The description with the choice made, when more than its place changes (a Ninth Age weapon's added attributes follow it to the new weapon); else the value is put at `path`. */
      readonly written?: (file: QuickFile, value: string | undefined) => QuickFile;
    }
  | { readonly kind: 'toggle'; readonly id: CalculatorFieldId; readonly section: Section; readonly path: Path }
  /** Items of a list the description holds (the Mordheim kit, a target's rules): each a check box. */
  | { readonly kind: 'members'; readonly id: CalculatorFieldId; readonly section: Section; readonly path: Path; readonly items: readonly string[]; readonly set: OptionSet | null }
  /** A Mordheim warrior's skills, equipment or special rules (the list at `path`): chips, and a type-ahead that adds one by name. */
  | { readonly kind: 'warrior-rules'; readonly id: CalculatorFieldId; readonly section: Section; readonly path: Path; readonly rules: ModelRuleKind }
  /** The attributes of the weapon at `path` the engine applies and a player may add (The Ninth Age's Flaming Attacks, Multiple Wounds with Clipped Wings). */
  | { readonly kind: 'weapon-attributes'; readonly id: CalculatorFieldId; readonly section: Section; readonly path: Path; readonly form: WeaponAttributesForm };

/** What the weapon-attributes chooser shows of a weapon: the offered attributes it has, and its Multiple Wounds. */
export interface HeldAttributes {
  /** The offered attributes it has, by code. */
  readonly flags: readonly string[];
  /** Its Multiple Wounds value as profiles write it ("D3"), or null without. */
  readonly multipleWounds: string | null;
  /** Clipped Wings: one more Health Point a wound against a target with Fly. */
  readonly clippedWings: boolean;
}

/** A game's chooser of weapon attributes: what it offers, and how it reads and writes a weapon. */
export interface WeaponAttributesForm {
  /** The attributes offered as check boxes, by code (worded by the game's catalogue). */
  readonly flags: readonly WeaponAttributeCode[];
  /** The Multiple Wounds values offered. */
  readonly woundsValues: readonly string[];
  readonly held: (weapon: unknown) => HeldAttributes;
  readonly withHeld: (weapon: unknown, held: HeldAttributes) => unknown;
}

/** What a game's calculator needs no parsed shot for. */
export interface CalculatorForm {
  readonly fields: readonly FieldSpec[];
  /** The bundled quick description the game's calculator starts on (a path under examples/). */
  readonly example: string;
  /** A description as the form edits it (the same shot, written the way the fields read it). */
  readonly formFile: (file: QuickFile) => QuickFile;
  /** The rows a compared shooter shows at a glance after its hit and unsaved wound: the end that matters most. */
  readonly summaryEnds: (odds: CalcOdds) => readonly OddsRow[];
  readonly onTable: ShotOnTable;
}

/** The calculator of a game whose quick attack is `A`. */
export interface CalculatorGame<A> extends CalculatorForm {
  /** The full odds of one parsed shot, worded in the catalogue's language. */
  readonly odds: (cat: Catalogue, attack: A) => CalcOdds;
  /** The roll's log: the seed, every die with what it needed and why, and where the target ends. */
  readonly rollLines: (cat: Catalogue, attack: A, seed: number) => string[];
}

/**
 * What of a description a table cannot hold, besides its fields: Battleaxe batches with
 * circumstances of their own (a table finds each model's cover itself, B-10).
 */
export type LeftBehindExtra = 'batchCircumstances';

/** Where the target stands on the table, and the toggles no distance can honour. */
export interface TablePlacement {
  readonly distance: number;
  readonly unmet: readonly CalculatorFieldId[];
}

/** "Put it on a table": a calculator shot as a battle of its game. */
export interface ShotOnTable {
  /** Where the target stands when the description gives no distance (a given one is the parser's). */
  readonly placement: (file: QuickFile) => TablePlacement;
  /** The battle file (checked by the parser when table mode opens it). */
  readonly battle: (file: QuickFile, title: string) => unknown;
  /** What of the description the table cannot hold, named under the button before the shot goes there. */
  readonly leftBehind: (file: QuickFile) => readonly (CalculatorFieldId | LeftBehindExtra)[];
  /** Why the shot cannot go on a table at all, or null when it can. */
  readonly noTableReason: (file: QuickFile) => NoTableReason | null;
}

// ---------------------------------------------------------------------------------------
// Unit battles

/** The state flags of a unit the editor sets, as the file's `state` keys them (each has the page's words). */
export type UnitFlag = keyof WebTexts['units']['flag'];
/** A unit's movement this turn, for a game whose file keeps one (`state.movement`). */
export type UnitMovement = keyof WebTexts['units']['movementChoice'];

/** How a unit shoots at a target: Battleaxe's volley or direct fire, The Ninth Age's weapon. */
export interface ShotChoice {
  readonly volley?: boolean;
  readonly weapon?: string;
}

/** The library's odds of one way of shooting, for the compare view. */
export interface WayOdds {
  readonly meanModelsRemoved: number;
  readonly anyRemoved: number;
  readonly destroyed: number;
}

/** One shooting model's three lines to the target's facing, and the cover they find (The Ninth Age, T-6). */
export interface ModelSightLines {
  readonly model: string;
  readonly cover: string;
  readonly from: Point2;
  readonly facing: { readonly a: Point2; readonly b: Point2 };
  readonly lines: readonly { readonly to: Point2; readonly kind: 'hard' | 'soft' | 'clear' }[];
}

/** One row of the targets list: the target, legal or not, the reasons or the odds, and whether advised. */
export interface TargetRow {
  readonly target: string;
  /** Battleaxe: volley or direct; The Ninth Age: the weapon. */
  readonly how: string;
  readonly choice: ShotChoice;
  readonly legal: boolean;
  readonly advised: boolean;
  readonly lines: readonly string[];
  readonly odds: WayOdds | null;
  /** What the table draws for this way of shooting; empty when the game draws none. */
  readonly sightLines: readonly ModelSightLines[];
}

/** Whether a unit may shoot, and each way it may shoot at each enemy unit. */
export interface ShooterSummary {
  readonly may: boolean;
  readonly line: string;
  readonly rows: readonly TargetRow[];
}

/** The weapon whose range the rings show, and the models that measure it. */
export interface RangeWeapon {
  readonly weapon: string;
  readonly range: number;
  readonly models: readonly TableModel[];
  /** The block the shooter stands in where that is not its own id (a Ninth Age character joined to a unit, T-14): the rings' labels sit ahead of its front. */
  readonly block?: string;
}

/**
 * Special rules a unit's file holds in one field: a list of names (Battleaxe's `keywords`, The
 * Ninth Age's `rules`), or one rule written as `true` (Battleaxe's `skirmishers`).
 */
export type UnitRuleGroup =
  | { readonly kind: 'list'; readonly field: string; readonly names: readonly UnitRuleField[] }
  | { readonly kind: 'switch'; readonly field: string; readonly name: UnitRuleField };

/** How a game's unit battle file is written, for the editor. */
export interface UnitFileShape {
  /** The characteristics the editor offers, as the file keys them. */
  readonly profile: readonly UnitProfileField[];
  /** The special rules the format knows for a unit, each group with the field that holds it. */
  readonly rules: readonly UnitRuleGroup[];
  readonly flags: readonly UnitFlag[];
  /** The movements a unit may have made, when the file keeps one; null when it keeps only `moved`. */
  readonly movements: readonly UnitMovement[] | null;
  /** The numbers of a weapon the file defines itself; the rest of it stays as written. */
  readonly ownWeaponNumbers: readonly OwnWeaponField[];
  /** What a new unit of plain line troops holds beside its block: its profile and weapons. */
  readonly newUnit: Readonly<Record<string, unknown>>;
}

/** What the unit page asks of a unit game without a battle of its own to hand. */
export interface UnitGameFacts {
  /** A weapon's name in the catalogue's language; a weapon the file defines itself keeps its name. */
  readonly weaponName: (cat: Catalogue, id: string) => string;
  readonly file: UnitFileShape;
}

/** The types of one unit game's values: its battles, its log entries and its refusals, each naming the game. */
export interface UnitGameTypes<G extends UnitGameId = UnitGameId> {
  readonly scenario: UnitScenarioOf<G>;
  /** One unit's shooting, kept as the library's data so a language switch rewords it. */
  readonly entry: { readonly game: G };
  readonly refusal: { readonly game: G };
}

/** The phase's Panic tests in words: the heading, and for each unit that lost any its loss first, then the threshold and the test. */
export interface PhasePanicLines {
  readonly heading: string;
  readonly units: readonly (readonly string[])[];
}

/** One unit's shooting played: the battle after it, the dice carried on, and the log entry. */
export interface UnitStep<T extends UnitGameTypes> {
  readonly scenario: T['scenario'];
  readonly dice: DiceState;
  readonly entry: T['entry'];
}

/** A joined character that shoots on its own: its shooter id, its name, and the unit it stands in. */
export interface JoinedShooter {
  readonly id: string;
  readonly name: string;
  readonly unit: string;
}

/** A unit game: every rule question goes to the library; this carries its answers and words them. */
export interface UnitGame<T extends UnitGameTypes> extends UnitGameFacts {
  readonly id: T['scenario']['game'];
  /** Whether the unit may shoot, and every enemy unit with its reasons and odds (the library's target report, worded). */
  readonly shooterSummary: (cat: Catalogue, scenario: T['scenario'], shooter: string) => ShooterSummary;
  readonly modelsLeft: (scenario: T['scenario'], unit: string) => number;
  /** The order the units of the shooting army act in (the library's). */
  readonly shootingOrder: (scenario: T['scenario']) => string[];
  /** A shooter of that order by its name: a unit's, or a joined character's that shoots on its own (The Ninth Age, T-14). */
  readonly shooterName: (scenario: T['scenario'], shooter: string) => string;
  /** The joined characters that shoot on their own (The Ninth Age, T-14: `unit/1`), each with the unit it stands in; none in a game without them. */
  readonly joinedShooters: (scenario: T['scenario']) => readonly JoinedShooter[];
  /** The battle written back into the scenario file by the library. */
  readonly battleToFile: (file: unknown, battle: T['scenario']['battle']) => unknown;
  /** The unit's turn of the phase: the library's phase roll for that one unit, or null when it does not shoot. */
  readonly phaseTurn: (scenario: T['scenario'], dice: DiceState, unit: string) => UnitStep<T> | null;
  /** The shooter shoots the target the chosen way (the advised one where the choice says nothing). */
  readonly shoot: (scenario: T['scenario'], dice: DiceState, shooter: string, target: string, choice: ShotChoice) => { readonly ok: true; readonly step: UnitStep<T> } | { readonly ok: false; readonly refusal: T['refusal'] };
  /** A logged shot in words: the heading, the seed, the dice as thrown, the result and the units after it. */
  readonly logLines: (cat: Catalogue, entry: T['entry']) => string[];
  /**
   * The Panic Tests the phase's casualties force so far, as the command line's `phase` counts
   * them (the library's, from the battle before the log's first shooting to the battle now),
   * worded: a heading, then each unit that lost any with its threshold and what its test rolls
   * (the test itself is the player's); null when the log is empty or no unit lost any.
   */
  readonly phasePanic: (cat: Catalogue, scenario: T['scenario'], log: readonly T['entry'][]) => PhasePanicLines | null;
  /** The odds panel of one way of shooting, or null when the library refuses it. */
  readonly odds: (cat: Catalogue, scenario: T['scenario'], shooter: string, target: string, choice: ShotChoice) => UnitOddsView | null;
  /** The weapon the range rings show (the one named where the unit has several) and the models that measure it. */
  readonly rangeWeapon: (scenario: T['scenario'], shooter: string, wanted: string | undefined) => RangeWeapon | null;
}
