/**
 * The words of the page's calculator mode (web/src/ui/calculator*.tsx): quick odds for one
 * shot without a table. The English texts are in en-calculator.ts, the Russian in
 * ru-calculator.ts; the page's section (web.ts) holds them as `calculator`.
 */

/** Every field the calculator offers, over the three games (web/src/logic/calculator-fields.ts). */
export type CalculatorFieldId =
  | 'shooterName'
  | 'bs'
  | 'strength'
  | 'models'
  | 'weapon'
  | 'aim'
  | 'shots'
  | 'targetName'
  | 'toughness'
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
  | 'hardTarget'
  | 'kit'
  | 'largeTarget'
  | 'hardToKill'
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
  readonly column: (n: number) => string;
  readonly addColumn: string;
  readonly removeColumn: (n: number) => string;
  readonly editing: (n: number) => string;
  readonly sharedTarget: string;
  readonly compareHeading: string;
  readonly problems: (column: number, count: number) => string;
  readonly oddsHeading: (n: number) => string;
  readonly needsHeading: string;
  readonly step: string;
  readonly score: string;
  readonly reasons: string;
  readonly roll: string;
  readonly rollHeading: string;
  readonly seed: string;
  readonly newSeed: string;
  readonly rollHint: string;
  readonly logHeading: (column: number, seed: number) => string;
  readonly logEmpty: string;
  readonly share: string;
  readonly shareReady: string;
  readonly toTable: string;
  readonly toTableHint: string;
  readonly reset: string;
  readonly linkProblem: Readonly<Record<CalculatorLinkProblem, string>>;
  readonly linkIssues: (count: number) => string;
  readonly linkLoaded: string;
}
