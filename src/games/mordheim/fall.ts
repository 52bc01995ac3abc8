import { DONE, thenStep, thresholdRoll, type Process, type Step } from '../../dice/index.js';
import { EPSILON } from '../../geometry/index.js';
import { NO_CIRCUMSTANCES, type MordheimAttack, type MordheimKit } from './attack-types.js';
import type { MordheimCheck, MordheimOutcome } from './explanation.js';
import { holdsRule, type MordheimModelRuleId } from './model-rules.js';
import { MORDHEIM_RULES } from './rules.js';
import { shotProcess, shotStart, type TargetState } from './shot.js';
import { CONDITIONS } from './attack-types.js';
import { CHARACTERISTIC_MAX } from './tables.js';
import type { MordheimVariants } from './variants.js';

/** A model this close to an edge at height, knocked down or stunned, may slip (Russian seed). */
export const EDGE_SLIP_DISTANCE = 1;

/** The highest fall Acrobat lands from unharmed on a passed Initiative test (BS-M data.cat: Acrobat). */
export const ACROBAT_MAX_DROP = 12;

/**
 * Whether a faller with these rules takes Acrobat's Initiative test for a fall of this height
 * (M-10, M-14): up to 12" (within the table's tolerance), and only from a drop that can hurt.
 *
 * @example
 * acrobatTakesTest(['acrobat'], 12); // true
 * acrobatTakesTest(['acrobat'], 13); // false: above 12" the skill does not help
 * acrobatTakesTest(['dodge'], 4); // false
 */
export function acrobatTakesTest(rules: readonly MordheimModelRuleId[], drop: number): boolean {
  return holdsRule(rules, 'acrobat') && fallStrength(drop) >= 1 && drop <= ACROBAT_MAX_DROP + EPSILON;
}

/** Who may fall: the Initiative for the test, and what the fall's hits wound against. */
export interface Faller {
  readonly initiative: number;
  readonly toughness: number;
  readonly wounds: number;
  readonly helmet: boolean;
  readonly injuryTable: MordheimAttack['target']['injuryTable'];
  /** Its skills, equipment and special rules; a fall's hit meets only those of `FALL_RULE_IDS`. */
  readonly rules: readonly MordheimModelRuleId[];
}

/**
 * The faller's own rules that a fall's hits meet: those that change only what its injury rolls
 * do (No Pain, Veskit's No Pain), as they do after a shot; Hard to Kill comes with the injury
 * table. The rest are a missile's: Dodge and a lucky charm avoid hits from enemies' shots, and
 * Regeneration ignores a wound an enemy inflicts (BS-M Orc Mob.cat), which a fall is not.
 */
export const FALL_RULE_IDS: ReadonlySet<string> = new Set(
  MORDHEIM_RULES.filter((rule) => rule.holders.includes('target') && rule.effects.every((effect) => effect.step === 'injury')).map((rule) => rule.id),
);

/**
 * The faller's rules a fall's hits meet, in its own order.
 *
 * @example
 * fallRules(['dodge', 'no-pain', 'lucky-charm']); // ['no-pain']
 */
export function fallRules(rules: readonly MordheimModelRuleId[]): readonly MordheimModelRuleId[] {
  return rules.filter((id) => FALL_RULE_IDS.has(id));
}

/** A slip off an edge in progress: the test, the hits still to come, and the model's state. */
export interface FallState {
  /** `acrobat`: fallen, the Acrobat's own Initiative test to land unharmed comes before the D3. */
  readonly stage: 'test' | 'acrobat' | 'count' | 'hits' | 'done';
  readonly fell: boolean;
  readonly hits: number;
  readonly hitsLeft: number;
  readonly target: TargetState;
  readonly woundsCaused: number;
}

/**
 * A fall about to be tested, for a model in the given state.
 *
 * @example
 * fallStart({ condition: 'knocked-down', woundsLeft: 0 }); // { stage: 'test', fell: false, hits: 0, hitsLeft: 0, target: …, woundsCaused: 0 }
 */
export function fallStart(target: TargetState): FallState {
  return { stage: 'test', fell: false, hits: 0, hitsLeft: 0, target, woundsCaused: 0 };
}

/**
 * Falls hit at the height in whole inches, rounded down (M-10); less than 1" does no harm.
 *
 * @example
 * fallStrength(3.7); // 3
 * fallStrength(0.5); // 0: too low to hurt
 */
export function fallStrength(drop: number): number {
  return Math.min(CHARACTERISTIC_MAX, Math.floor(drop));
}

/**
 * One hit of a fall as an attack that has already hit: Strength = height, no armour save
 * (a helmet's stun save is not armour and still counts), no critical hits; the injury rolls
 * follow the faller's own injury rules (its table, No Pain) as a shot's do.
 *
 * @example
 * const faller = { initiative: 3, toughness: 3, wounds: 1, helmet: false, injuryTable: 'standard', rules: ['no-pain', 'dodge'] } as const;
 * fallHitAttack(faller, 4, MORDHEIM_DEFAULT_VARIANTS).target.rules; // ['no-pain']
 */
export function fallHitAttack(faller: Faller, drop: number, variants: MordheimVariants): MordheimAttack {
  const kit: MordheimKit = { armour: null, shield: false, buckler: false, helmet: faller.helmet, barding: false };
  return {
    shooter: { profile: { BS: 0, S: fallStrength(drop) }, rules: [] },
    weapon: { id: 'fall', range: 0, strength: fallStrength(drop), saveModifier: 0, wounds: 1, rules: [] },
    target: { profile: { T: faller.toughness, W: faller.wounds }, kit, woundsLeft: faller.wounds, condition: 'standing', largeTarget: false, injuryTable: faller.injuryTable, rules: fallRules(faller.rules), luckyCharmUsed: false },
    circumstances: NO_CIRCUMSTANCES,
    shots: 1,
    variants,
    criticalHits: false,
  };
}

/**
 * Slipping off an edge (Russian seed; M-9, M-10): an Initiative test; on a fail the model
 * falls to the level below and takes D3 hits, each wounding as a hit of that Strength. An
 * Acrobat who falls 12" or less takes a second Initiative test, and on a pass the fall does him
 * no harm (M-10): the first test was to keep his footing, and he failed it.
 *
 * @example
 * const faller = { initiative: 3, toughness: 3, wounds: 1, helmet: false, injuryTable: 'standard', rules: [] } as const;
 * const ends = odds(fallProcess(faller, 4, MORDHEIM_DEFAULT_VARIANTS), fallStart({ condition: 'knocked-down', woundsLeft: 0 }), exactArithmetic);
 * rationalToString(probability(ends, (end) => end.fell, exactArithmetic)); // "1/2": I 3 fails on 4+
 */
export function fallProcess(faller: Faller, drop: number, variants: MordheimVariants): Process<FallState, MordheimCheck, MordheimOutcome> {
  const strength = fallStrength(drop);
  const hit = shotProcess(fallHitAttack(faller, drop, variants));
  const highestPass = Math.min(faller.initiative, variants.initiativeSixFails ? 5 : 6);
  const afterSlip = strength < 1 ? 'done' : acrobatTakesTest(faller.rules, drop) ? 'acrobat' : 'count';
  return {
    key: (s) => `${s.stage}:${s.fell ? 1 : 0}:${s.hits}:${s.hitsLeft}:${CONDITIONS.indexOf(s.target.condition)}:${s.target.woundsLeft}:${s.woundsCaused}`,
    step(s): Step<FallState, MordheimCheck, MordheimOutcome> {
      switch (s.stage) {
        case 'test':
          return thresholdRoll(
            6,
            { step: 'initiative-test', initiative: faller.initiative, sixFails: variants.initiativeSixFails },
            highestPass + 1,
            { outcome: 'passed', next: { ...s, stage: 'done' } },
            { outcome: 'failed', next: { ...s, stage: afterSlip, fell: true } },
          );
        case 'acrobat':
          return thresholdRoll(
            6,
            { step: 'acrobat', initiative: faller.initiative, sixFails: variants.initiativeSixFails, drop },
            highestPass + 1,
            { outcome: 'landed-unharmed', next: { ...s, stage: 'done' } },
            { outcome: 'failed', next: { ...s, stage: 'count' } },
          );
        case 'count':
          return {
            kind: 'roll',
            sides: 3,
            check: { step: 'fall', drop, strength },
            branches: [1, 2, 3].map((n) => ({ upTo: n, outcome: 'fall-hits' as const, next: { ...s, stage: 'hits' as const, hits: n, hitsLeft: n } })),
          };
        case 'hits':
          if (s.hitsLeft === 0 || s.target.condition === 'out-of-action') return DONE;
          return thenStep({ step: 'fall-hit', index: s.hits - s.hitsLeft + 1, of: s.hits }, {
            process: hit,
            start: shotStart(s.target, false, 'to-wound'),
            next: (end) => ({ ...s, hitsLeft: s.hitsLeft - 1, target: end.target, woundsCaused: s.woundsCaused + end.woundsCaused }),
          });
        case 'done':
          return DONE;
      }
    },
  };
}

