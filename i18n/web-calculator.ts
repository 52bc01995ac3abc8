/**
 * The words of the page's calculator mode (web/src/ui/calculator*.tsx): quick odds for one
 * shot without a table. The English texts are in en-calculator.ts, the Russian in
 * ru-calculator.ts; the page's section (web.ts) holds them as `calculator`.
 */

import type { FirerHarm } from '../src/games/mordheim/index.js';

/** Why a calculator shot has no table form (web/src/logic/calculator-table.ts `noTableReason`). */
export type NoTableReason = 'hits-not-shot';

/** Every field the calculator offers, over the three games (web/src/logic/calculator-fields.ts). */
export type CalculatorFieldId =
  | 'shooterName'
  | 'bs'
  | 'strength'
  | 'models'
  | 'weapon'
  | 'aim'
  | 'shots'
  | 'weaponAttributes'
  | 'barrels'
  | 'targetName'
  | 'toughness'
  | 'targetStrength'
  | 'wounds'
  | 'woundsLeft'
  | 'condition'
  | 'targetModels'
  | 'armourSave'
  | 'wardSave'
  | 'resilience'
  | 'armour'
  | 'healthPoints'
  | 'hpLost'
  | 'aegis'
  | 'fortitude'
  | 'aegisMagical'
  | 'discipline'
  | 'hardTarget'
  | 'kit'
  | 'largeTarget'
  | 'hardToKill'
  | 'shooterSkills'
  | 'shooterEquipment'
  | 'shooterRules'
  | 'targetSkills'
  | 'targetEquipment'
  | 'targetRules'
  | 'targetUnitRules'
  | 'luckyCharmUsed'
  | 'keywords'
  | 'startingModels'
  | 'cover'
  | 'longRange'
  | 'moved'
  | 'largeBody'
  | 'fireTwice'
  | 'pointBlank'
  | 'standAndShoot'
  | 'volleyFire'
  | 'softCover'
  | 'hardCover'
  | 'intoCombat'
  | 'movement'
  | 'coverLevel'
  | 'distance';

/** Where a problem with a link, stored state or a column was found. */
export type CalculatorLinkProblem = 'too-long' | 'not-base64' | 'not-deflate' | 'too-large' | 'not-json' | 'not-calculator';

export interface CalculatorTexts {
  readonly modeLabel: string;
  readonly modeTable: string;
  readonly modeCalculator: string;
  readonly heading: string;
  readonly intro: string;
  readonly game: string;
  readonly shooterSection: string;
  readonly targetSection: string;
  readonly circumstancesSection: string;
  readonly field: Readonly<Record<CalculatorFieldId, string>>;
  /** The empty choice of an optional field ("—"). */
  readonly unset: string;
  readonly coverNone: string;
  /** The weapon-attributes chooser (The Ninth Age): Multiple Wounds' empty choice, a value as shown, Clipped Wings. */
  readonly attributes: { readonly woundsNone: string; readonly woundsValue: (value: string) => string; readonly clippedWings: string };
  /** A compared shooter's name: "Shooter 2". */
  readonly column: (n: number) => string;
  /** A compared target's name: "Target 2". */
  readonly targetColumn: (n: number) => string;
  readonly compareMode: string;
  readonly compareShooters: string;
  readonly compareTargets: string;
  readonly addColumn: string;
  readonly addTarget: string;
  /** `column` is a compared shooter's or target's name. */
  readonly removeColumn: (column: string) => string;
  readonly sharedTarget: string;
  readonly sharedShooter: string;
  readonly compareHeading: string;
  readonly problems: (column: string, count: number) => string;
  readonly oddsHeading: (column: string) => string;
  readonly needsHeading: string;
  readonly step: string;
  readonly score: string;
  readonly reasons: string;
  readonly roll: string;
  readonly rollHeading: string;
  readonly seed: string;
  readonly newSeed: string;
  readonly rollHint: string;
  readonly logHeading: (column: string, seed: number) => string;
  readonly logEmpty: string;
  readonly share: string;
  readonly shareReady: string;
  readonly toTable: string;
  readonly toTableHint: string;
  /** Under the button: what of the shot a table cannot hold (the fields' labels). */
  readonly leftBehindOnTable: (fields: readonly string[]) => string;
  /** In that list: Battleaxe batches with circumstances of their own. */
  readonly batchCircumstances: string;
  /** Why the button is off: the description has no table form. */
  readonly noTable: Readonly<Record<NoTableReason, string>>;
  readonly reset: string;
  /** The heading above a calculator link's problem (the battle's link has its own). */
  readonly linkNotLoaded: string;
  /** Each a whole sentence: shown on its own line under the heading. */
  readonly linkProblem: Readonly<Record<CalculatorLinkProblem, string>>;
  readonly linkIssues: (count: number) => string;
  readonly linkLoaded: string;
  /** Under a quick shot's odds: what its own weapon does to the firer is not worked out (a misfire's explosion, M-16; a bolas's natural 1). */
  readonly firerNotWorkedOut: Readonly<Record<FirerHarm, string>>;
}
