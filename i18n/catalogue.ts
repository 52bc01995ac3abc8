import type { AdviseTexts } from './advise.js';
import type { PlanTexts } from './plan.js';
import type {
  ArmourPiece,
  Condition,
  CriticalKind,
  FirerHarm,
  HitModifierCode,
  MordheimCheck,
  MordheimModelRuleId,
  MordheimOutcome,
  MordheimVariants,
  MordheimWeaponId,
  SaveModifierCode,
  WeaponRule,
} from '../src/games/mordheim/index.js';
import type { ShooterRefusal, TargetReason, TargetRefusal, WeaponRefusal } from '../src/games/mordheim/index.js';
import type { ScenarioIssue, ScenarioIssueCode } from '../src/scenario/index.js';
import type { BattleaxeTexts } from './battleaxe.js';
import type { BsdataTexts } from './bsdata.js';
import type { WebTexts } from './web.js';
import type { NinthAgeTexts } from './ninth-age.js';
import type { Language } from './language.js';
import type { PluralForms } from './plural.js';

/** The flags that describe a quick attack on the command line (cli/quick-flags.ts). */
export const QUICK_FLAG_NAMES = [
  '--bs',
  '--strength',
  '--models',
  '--files',
  '--weapon',
  '--target-t',
  '--target-w',
  '--target-s',
  '--target-models',
  '--target-starting-models',
  '--wounds-on-current',
  '--target-keywords',
  '--wounds-left',
  '--condition',
  '--armour',
  '--armour-save',
  '--ward',
  '--target-res',
  '--target-arm',
  '--target-hp',
  '--aegis',
  '--fortitude',
  '--aegis-magical',
  '--target-dis',
  '--hard-target',
  '--target-rules',
  '--skills',
  '--equipment',
  '--rules',
  '--target-skills',
  '--target-equipment',
  '--movement',
  '--cover',
  '--mods',
  '--distance',
  '--shots',
  '--barrels',
  '--variant',
] as const;
export type QuickFlag = (typeof QUICK_FLAG_NAMES)[number];

type IssueTexts = { readonly [C in ScenarioIssueCode]: (issue: Extract<ScenarioIssue, { code: C }>) => string };

/**
 * Why an attack has no use for a quick-attack flag given (B-17, and the same rule for every game:
 * a flag the engine cannot apply is refused, never silently dropped).
 * - `weapon-strength`: the weapon shoots at its own Strength, not its user's.
 * - `target-strength-unread`: only a net reads the target's Strength (Mordheim, ruling M-19).
 */
export type FlagUnusedReason =
  | { readonly because: 'weapon-strength'; readonly weapon: string; readonly strength: number }
  | { readonly because: 'target-strength-unread'; readonly weapon: string };

/** Problems the command line itself finds (not in a scenario file). */
export type CliIssue =
  | { readonly code: 'unknown-option'; readonly option: string }
  | { readonly code: 'missing-argument'; readonly argument: string }
  | { readonly code: 'option-needs-value'; readonly option: string }
  | { readonly code: 'too-many-arguments'; readonly command: string }
  | { readonly code: 'unknown-command'; readonly command: string }
  | { readonly code: 'bad-seed'; readonly value: string; readonly max: number }
  | { readonly code: 'bad-language'; readonly value: string; readonly options: readonly string[] }
  | { readonly code: 'file-not-found'; readonly file: string }
  | { readonly code: 'file-unreadable'; readonly file: string }
  | { readonly code: 'attack-needed'; readonly command: string }
  /** A quick-attack flag the game's attacks have no place for (`flags`: the ones it takes). */
  | { readonly code: 'flag-not-for-game'; readonly flag: string; readonly game: string; readonly flags: readonly string[] }
  /** A quick-attack flag of the game that the attack it describes has no use for (ruling B-17; `because` says why). */
  | ({ readonly code: 'flag-not-applied'; readonly flag: string } & FlagUnusedReason)
  /** A game registered without table commands of its own offers only odds and roll. */
  | { readonly code: 'command-not-offered'; readonly command: string; readonly game: string }
  | { readonly code: 'file-or-flags'; readonly command: string }
  | { readonly code: 'flag-with-file'; readonly flag: string; readonly command: string }
  | { readonly code: 'options-together'; readonly options: readonly string[] }
  | { readonly code: 'roster-problems'; readonly file: string; readonly problems: readonly string[] }
  | { readonly code: 'bad-choice'; readonly option: string; readonly value: string; readonly options: readonly string[] }
  | { readonly code: 'battle-needed'; readonly command: string }
  | { readonly code: 'unknown-shooter'; readonly option: string; readonly id: string; readonly known: readonly string[] }
  | { readonly code: 'bad-inches'; readonly option: string; readonly value: string; readonly min: number; readonly max: number }
  | { readonly code: 'unknown-model'; readonly option: string; readonly id: string; readonly known: readonly string[] }
  | { readonly code: 'unknown-unit'; readonly option: string; readonly id: string; readonly known: readonly string[] }
  /** A game's own refusal, already in words from its section of the catalogue. */
  | { readonly code: 'game-refusal'; readonly text: string }
  | { readonly code: 'file-unwritable'; readonly file: string }
  /** Writing to standard output failed for a reason other than its reader going away; `reason` is the system's code (ENOSPC…). */
  | { readonly code: 'stdout-unwritable'; readonly reason: string }
  /** The battle after the shots would not parse again (a fault inside Marksman): nothing was written. */
  | { readonly code: 'battle-would-not-read-back'; readonly file: string; readonly problems: readonly string[] }
  // A shot refused: `flag` names the flag that asked for it where it is not the usual one
  // (`phase --declare`); left out, the shot's own flag (--shooter, --weapon, --target).
  | { readonly code: 'shooter-may-not'; readonly shooter: string; readonly reasons: readonly string[]; readonly flag?: string }
  | { readonly code: 'weapon-not-usable'; readonly weapon: string; readonly flag?: string }
  | { readonly code: 'target-not-legal'; readonly target: string; readonly reasons: readonly string[]; readonly flag?: string }
  | { readonly code: 'not-a-target'; readonly target: string; readonly flag?: string }
  /** The shooter may shoot but has no target it may shoot, so there are no lines to draw (`render --from` a Ninth Age character). */
  | { readonly code: 'no-legal-target'; readonly shooter: string; readonly flag: string }
  /** Several targets for shots no rule lets divide (only Knife Fighter's throws may be). */
  | { readonly code: 'split-not-allowed'; readonly weapon: string; readonly flag?: string }
  /** More throws declared than the rules give the shooter. */
  | { readonly code: 'too-many-shots'; readonly asked: number; readonly allowed: number; readonly flag?: string }
  /** `phase --declare` not written as a shooter, "=", and its targets. */
  | { readonly code: 'declare-malformed'; readonly given: string }
  /** `phase --declare` for a shooter `--order` leaves out: its declaration would never be taken. */
  | { readonly code: 'declare-not-in-order'; readonly shooter: string }
  | { readonly code: 'unexpected'; readonly detail: string }
  /** Commander found no such command, and suggests the nearest (its own suggestions). */
  | { readonly code: 'unknown-command-did-you-mean'; readonly command: string; readonly suggestions: readonly string[] }
  /** Commander found no such option, and suggests the nearest (its own suggestions). */
  | { readonly code: 'unknown-option-did-you-mean'; readonly option: string; readonly suggestions: readonly string[] }
  /** No model has this id or name, but some have ids or names close to it. */
  | { readonly code: 'unknown-model-did-you-mean'; readonly option: string; readonly id: string; readonly suggestions: readonly string[] }
  /** No unit has this id or name, but some have ids or names close to it. */
  | { readonly code: 'unknown-unit-did-you-mean'; readonly option: string; readonly id: string; readonly suggestions: readonly string[] }
  /** A name that several models share: their ids tell them apart. */
  | { readonly code: 'ambiguous-model-name'; readonly option: string; readonly name: string; readonly ids: readonly string[] }
  /** A name that several units share: their ids tell them apart. */
  | { readonly code: 'ambiguous-unit-name'; readonly option: string; readonly name: string; readonly ids: readonly string[] }
  /** `plan --goal chance` names no enemy to take out. */
  | { readonly code: 'plan-goal-needs-target' }
  /** `plan --goal expected` with a --target, which only the chance goal reads. */
  | { readonly code: 'plan-target-with-expected' }
  /** The enemy `plan --target` names is none of the enemies of the side whose phase it is. */
  | { readonly code: 'plan-unknown-target'; readonly target: string; readonly enemies: readonly string[] }
  /** A phase larger than the plan searches (docs/limits.md). */
  | { readonly code: 'plan-too-large'; readonly what: 'shooters' | 'enemies'; readonly count: number; readonly limit: number }
  | { readonly code: 'plan-too-many-states'; readonly limit: number };

type CliIssueTexts = { readonly [C in CliIssue['code']]: (issue: Extract<CliIssue, { code: C }>) => string };

/**
 * Every word Marksman shows, keyed by the codes the library returns. One file per
 * language implements this type, so a missing text is a type error.
 */
export interface Catalogue {
  readonly language: Language;
  readonly game: { readonly mordheim: string };
  readonly battleaxe: BattleaxeTexts;
  /** `marksman advise`: the heat map's words. */
  readonly advise: AdviseTexts;
  readonly bsdata: BsdataTexts;
  /** The page's own words (web/). */
  readonly web: WebTexts;
  readonly ninthAge: NinthAgeTexts;
  /** The phase plan's words (`marksman plan`). */
  readonly plan: PlanTexts;
  readonly outcome: Readonly<Record<MordheimOutcome, string>>;
  /** Short names of the critical hit results, for tables and references. */
  readonly critical: Readonly<Record<CriticalKind, string>>;
  readonly step: Readonly<Record<MordheimCheck['step'], string>>;
  readonly hitModifier: Readonly<Record<HitModifierCode, string>>;
  readonly saveModifier: Readonly<Record<SaveModifierCode, string>>;
  readonly armourPiece: Readonly<Record<ArmourPiece | 'helmet' | 'buckler', string>>;
  readonly condition: Readonly<Record<Condition, string>>;
  readonly weapon: Readonly<Record<MordheimWeaponId, string>>;
  readonly weaponRule: Readonly<Record<WeaponRule, string>>;
  /** Skills, equipment and special rules (src/games/mordheim/model-rules.ts). */
  readonly modelRule: Readonly<Record<MordheimModelRuleId, string>>;
  readonly variant: { readonly [K in keyof MordheimVariants]: (value: MordheimVariants[K]) => string };
  readonly issue: IssueTexts;
  readonly cliIssue: CliIssueTexts;
  readonly noun: {
    readonly shot: PluralForms;
    readonly hit: PluralForms;
    readonly wound: PluralForms;
    readonly die: PluralForms;
  };
  readonly text: {
    /** `weapon` is a weapon id (or the name of a weapon the scenario defines itself). */
    readonly shooterShootsTarget: (shooter: string, weapon: string, target: string) => string;
    readonly defaultShooter: string;
    readonly defaultTarget: string;
    readonly ballisticSkill: (bs: number) => string;
    readonly initiative: (value: number) => string;
    readonly strengthAgainstToughness: (s: number, t: number) => string;
    readonly criticalOnSix: string;
    readonly noCriticalNeedsSix: string;
    readonly criticalLimitReached: string;
    readonly noCriticalHits: string;
    readonly noCriticalPoison: string;
    readonly automaticHit: string;
    /** "Marksman: Quick Shot, Eagle Eyes": what a warrior holds besides weapons and armour. */
    readonly rulesHeld: (holder: string, rules: string) => string;
    readonly rulesNotApplied: (rules: string) => string;
    readonly poisonSixWounds: string;
    readonly poisonedWound: string;
    readonly unarmouredSave: (save: number) => string;
    /** "but at worst 6+ against this weapon": the save a weapon leaves every model (belaying pins). */
    readonly saveFloor: (save: number) => string;
    readonly cannotWound: string;
    /** Blessed water's wound with no roll on a model of this kind (Undead, Daemon, Possessed). */
    readonly blessedWound: (kind: string) => string;
    /** Blessed water on any other model: nothing rolled, no harm. */
    readonly blessedNoEffect: string;
    readonly noArmour: string;
    readonly saveImpossible: string;
    readonly armourIgnoredBy: (critical: string) => string;
    readonly ignoredBy: (rule: string) => string;
    readonly outOfRange: (distance: number, range: number) => string;
    readonly secondRoll: (needed: number, firstNeeded: number) => string;
    readonly coverStrikeRule: (reading: MordheimVariants['coverStrike'], face: number | null) => string;
    readonly injuryBonus: (bonus: number) => string;
    readonly hardToKillTable: string;
    /** "re-roll (Blessed Sight)": a second to-hit roll a rule gave. */
    readonly rerollBy: (rule: string) => string;
    /** "no armour save: ignores armour": the rule that leaves no save. */
    readonly noSaveBy: (rule: string) => string;
    /** "No Pain: stunned counts as knocked down" and the like, for the rule's kind. */
    readonly injuryResultRule: (rule: string, kind: 'stunned-as-knocked-down' | 'ignores-down-and-stunned') => string;
    readonly needs: (score: number) => string;
    readonly neededScore: (score: number) => string;
    readonly rolled: (face: number) => string;
    readonly noDie: string;
    readonly whatRollsNeed: string;
    readonly oneShot: string;
    readonly afterShots: (shots: number) => string;
    readonly woundsLeft: (wounds: number) => string;
    readonly woundsLeftHeading: string;
    readonly atLeast: string;
    readonly exactly: string;
    readonly mean: string;
    readonly hits: string;
    readonly wounds: string;
    readonly seedLine: (seed: number) => string;
    readonly shotHeading: (index: number, of: number) => string;
    /** A double-barrelled weapon fired with both barrels (M-17): the odds' headings, each barrel's dice, a second barrel not rolled. */
    readonly firstBarrel: string;
    readonly bothBarrels: string;
    readonly barrelHeading: (index: number) => string;
    readonly barrelMissShared: string;
    readonly barrelNotRolled: string;
    /** One throw of several divided between targets (Knife Fighter): its number, of how many, and at whom. */
    readonly throwHeading: (index: number, of: number, target: string) => string;
    readonly fallStrength: (drop: number, strength: number) => string;
    readonly fallHitHeading: (index: number, of: number) => string;
    /** An Acrobat's test once fallen (M-10): his Initiative and the drop, 12" at most. */
    readonly acrobatTest: (initiative: number, drop: number) => string;
    readonly coverHit: (model: string) => string;
    readonly lineHit: (model: string) => string;
    readonly spotTest: (model: string, shooter: string) => string;
    readonly shooterTurn: (shooter: string, weapon: string, target: string) => string;
    readonly coverStruck: (id: string, explosive: boolean) => string;
    readonly edgeSlip: (model: string, distance: number, drop: number) => string;
    /** The optional misfire's die (M-16): the weapon, and the Strength its shot has on a 6. */
    readonly misfireDie: (weapon: string, strength: number) => string;
    /** A quick attack knows no firer: the harm its own weapon does to it is worked out on a table only. */
    readonly firerHarmNotWorkedOut: Readonly<Record<FirerHarm, string>>;
    /** A misfire's explosion: the firer takes a hit of this Strength. */
    readonly misfireExplosion: (model: string, strength: number) => string;
    /** A bolas's Dangerous 1: the thrower takes a hit of this Strength from its own weapon. */
    readonly dangerousHit: (model: string, weapon: string, strength: number) => string;
    /** A bolas's hit that stood: the target entangled, nothing rolled to wound. */
    readonly entangle: (weapon: string) => string;
    /** A net's hit that stood: the target's D6 against its own Strength, what each side of it does. */
    readonly net: (weapon: string, strength: number) => string;
    readonly shotsNotTaken: (count: number) => string;
    readonly resultLine: (target: string, condition: string, woundsLeft: number) => string;
    readonly totals: (hits: string, wounds: string) => string;
    readonly variantsUsed: string;
    readonly problemsFound: (count: number) => string;
    readonly inFile: (file: string) => string;
    readonly demoIntro: (file: string) => string;
    readonly probabilityHeading: readonly [string, string, string];
  };
  readonly shooterRefusal: Readonly<Record<ShooterRefusal, string>>;
  readonly weaponRefusal: Readonly<Record<WeaponRefusal, string>>;
  readonly targetReason: Readonly<Record<TargetReason, string>>;
  readonly targetRefusal: Readonly<Record<TargetRefusal, string>>;
  readonly battle: {
    readonly targetsHeading: (shooter: string) => string;
    readonly mayShoot: (shooter: string) => string;
    readonly mayNotShoot: (shooter: string, reasons: string) => string;
    readonly revealsItself: string;
    readonly weaponNotUsable: (weapon: string, reasons: string) => string;
    readonly legal: string;
    readonly notLegal: string;
    readonly withWeapon: (weapon: string) => string;
    readonly distance: (inches: number) => string;
    readonly outOfRange: (range: number) => string;
    readonly hiddenShare: (percent: number) => string;
    readonly easierThan: (needed: number, closer: number) => string;
    /** Easier to hit because no closer standing enemy can be hit at all. */
    readonly easierThanUnhittable: (needed: number) => string;
    readonly closestIs: (name: string) => string;
    readonly oddsLine: (outOfAction: string, anyEffect: string) => string;
    /** Shots divided between targets: the rule that allows it, the throws named, and the most it gives. */
    readonly splitLine: (rule: string, throws: number, allowed: number) => string;
    /** One target of divided throws: its name and how many throws it takes, before its odds line. */
    readonly splitTarget: (target: string, throws: number) => string;
    /** The optional misfire's harm over the shooting (M-16): the firer hurt, the weapon lost, jammed or unloaded. */
    readonly misfireOddsLine: (firerHurt: string, lost: string, jammed: string, reload: string) => string;
    /** A bolas's chances: the target entangled, and the thrower hurt by its own Dangerous 1. */
    readonly entangleOddsLine: (entangled: string, throwerHurt: string) => string;
    readonly advised: string;
    readonly noAdvice: string;
    readonly phaseHeading: (warband: string) => string;
    readonly turnHeading: (index: number, text: string) => string;
    readonly noShooters: string;
    readonly afterPhase: string;
    readonly warriorState: (name: string, condition: string, woundsLeft: number, fell: boolean) => string;
    readonly written: (file: string) => string;
  };
  readonly svg: {
    readonly hidden: (percent: number) => string;
    readonly noSight: string;
    readonly floor: (level: number) => string;
  };
  readonly help: {
    /** The quick-description flags of `odds` and `roll`, by flag. */
    readonly quick: Readonly<Record<QuickFlag, string>>;
    readonly game: string;
    readonly program: string;
    readonly profiles: string;
    readonly profilesGame: string;
    readonly search: string;
    readonly problems: string;
    readonly data: string;
    readonly roster: string;
    readonly rosterFile: string;
    readonly into: string;
    readonly rosterOut: string;
    readonly render: string;
    readonly targets: string;
    readonly advise: string;
    readonly goal: string;
    readonly move: string;
    readonly grid: string;
    readonly adviseSvg: string;
    readonly shoot: string;
    readonly phase: string;
    readonly plan: string;
    readonly planGoal: string;
    readonly planTarget: string;
    readonly weapon: string;
    readonly volley: string;
    readonly noVolley: string;
    readonly fireOnce: string;
    readonly out: string;
    readonly svg: string;
    readonly odds: string;
    readonly roll: string;
    readonly demo: string;
    readonly schema: string;
    readonly fileArgument: string;
    readonly json: string;
    readonly lang: string;
    readonly seed: string;
    readonly version: string;
    readonly helpOption: string;
    readonly helpCommand: string;
    /** `--shooter`, `--target`, `--order`, `--from` and `--to` as they take an id or a name. */
    readonly shooterIdOrName: string;
    readonly targetIdOrName: string;
    readonly orderIdsOrNames: string;
    readonly declare: string;
    readonly fromIdOrName: string;
    readonly toIdOrName: string;
    /** The argument of `schema`: which schema to print. */
    readonly schemaOf: string;
    /** `--json` of `roster`. */
    readonly rosterJson: string;
  };
}
