// The `--json` outputs of Battleaxe's commands, as zod schemas (cli/output-schemas.ts makes
// them JSON Schemas). They follow battleaxe-output.ts.
import * as z from 'zod';
import type { BattleaxeArcCheck, BattleaxeOutcome, BattleaxeShooterRefusal, BattleaxeStep, BattleaxeTargetRefusal, DiceGroup, IdleReason } from '../../../src/games/battleaxe/index.js';
import { count, countOdds, diceState, envelope, everyOf, libraryObject, probability, seed, title } from '../../output-schema-parts.js';

const STEPS = everyOf<BattleaxeStep>()(['hits-roll', 'to-hit', 'to-hit-second-roll', 'to-wound', 'armour-save', 'ward-save', 'multiple-wounds', 'shot', 'unit-turn']);
const GROUP_STEPS = everyOf<DiceGroup['step']>()(['hits-roll', 'to-hit', 'to-hit-second-roll', 'to-wound', 'armour-save', 'ward-save', 'multiple-wounds']);
const OUTCOMES = everyOf<BattleaxeOutcome>()(['hits', 'hit', 'miss', 'natural-one', 'second-roll', 'cannot-hit', 'wound', 'no-wound', 'cannot-wound', 'saved', 'not-saved', 'no-save', 'wounds']);
const SHOOTER_REFUSALS = everyOf<BattleaxeShooterRefusal>()(['not-their-phase', 'destroyed', 'in-combat', 'fleeing', 'already-shot', 'no-missile-weapon']);
const TARGET_REFUSALS = everyOf<BattleaxeTargetRefusal>()(['outside-arc', 'in-combat', 'not-visible', 'out-of-range']);
const ARC_CHECKS = everyOf<BattleaxeArcCheck>()(['in-front', 'outside', 'turns-to-face', 'all-round']);
const IDLE_REASONS = everyOf<IdleReason>()(['rear-rank', 'out-of-range', 'no-sight']);

const check = libraryObject('BattleaxeCheck (the explanation of a step: what it needed and why)', { step: z.enum(STEPS) }).meta({ id: 'battleaxe-check' });

const group = z
  .object({
    step: z.enum(GROUP_STEPS),
    batch: z.number().int().min(0).nullable().describe('the batch (from 0) of to-hit dice; null for the steps every batch shares'),
    check,
    dice: z.array(
      z.object({
        round: z.number().int(),
        face: z.number().int().min(1).nullable().describe('null for an outcome without a die (no save to roll)'),
        sides: z.number().int().min(0).describe('the sides of the die; 0 with no die'),
        outcome: z.enum(OUTCOMES),
      }),
    ),
  })
  .meta({ id: 'battleaxe-dice-group', description: 'Dice as players roll them: one step, one explanation, every die of it.' });

const unitDamage = libraryObject('UnitDamage', { models: count, onCurrent: count });
const batch = libraryObject('ShootingBatch (models shooting alike)', { models: count, circumstances: libraryObject('circumstances', {}) });

const attack = libraryObject('BattleaxeAttack', {
  kind: z.enum(['shooting', 'hits']),
  target: libraryObject('BattleaxeTarget', { models: count }),
  variants: libraryObject('BattleaxeVariants', {}),
}).meta({ id: 'battleaxe-attack' });
const analysis = libraryObject('BattleaxeAnalysis', { batches: z.array(libraryObject('BatchAnalysis', { models: count, toHit: libraryObject('ToHitAnalysis', {}) })) });

const panicThreshold = z.object({ startModels: count, modelsRemoved: count.nullable().describe('models removed that force the test; null: this shooting cannot force one') });

const odds = z.object({
  ...envelope('odds', 'battleaxe'),
  title,
  attack,
  analysis,
  shots: z
    .array(z.object({ cannotHit: probability, hit: probability, cannotWound: probability, wound: probability, armourSaved: probability, wardSaved: probability, unsaved: probability }))
    .describe('one shot of each batch (one hit, for hits)'),
  unit: z.object({
    rounds: count,
    hits: countOdds,
    wounds: countOdds,
    unsaved: countOdds,
    modelsRemoved: countOdds,
    destroyed: probability,
    woundsOnCurrent: z.array(probability).describe('the chance of each number of wounds on the next model, 0 first'),
    panic: z
      .object({
        threshold: panicThreshold,
        forced: probability.describe('the unit survives the shooting having lost the threshold\'s models'),
      })
      .describe('a Panic test forced by heavy casualties (docs/battleaxe.md, Panic)'),
  }),
});

/** A roll's data, inside `roll` and inside `shoot`. */
const rollBody = {
  game: z.literal('battleaxe'),
  title,
  seed,
  attack,
  analysis,
  groups: z.array(group),
  hits: count,
  wounds: count,
  unsaved: count,
  modelsRemoved: count,
  target: unitDamage.describe('the target unit after the shooting'),
  panic: z
    .object({ threshold: z.object({ startModels: count, modelsRemoved: count.nullable() }), taken: z.boolean() })
    .describe('whether the casualties force a Panic test (not rolled; docs/battleaxe.md, Panic)'),
  diceAfter: diceState,
};

const roll = z.object({ ...envelope('roll', 'battleaxe'), ...rollBody });

const targets = z.object({
  ...envelope('targets', 'battleaxe'),
  shooter: libraryObject('BattleaxeShooterStatus', { unit: z.string(), may: z.boolean(), refusals: z.array(z.enum(SHOOTER_REFUSALS)), models: count }),
  advice: z.object({ target: z.string(), volley: z.boolean() }).nullable(),
  candidates: z.array(
    z.object({
      target: z.string(),
      distance: z.number(),
      arc: z.enum(ARC_CHECKS).describe('how the firing arc judged the target (B-16)'),
      views: z.array(libraryObject('ShooterView (what one shooting model sees of the target)', { model: z.string(), sees: z.boolean() })),
      options: z.array(
        z.object({
          volley: z.boolean(),
          legal: z.boolean(),
          refusals: z.array(z.enum(TARGET_REFUSALS)),
          batches: z.array(batch),
          idle: z.array(z.object({ model: z.string(), reason: z.enum(IDLE_REASONS) })),
          odds: z.object({ meanModelsRemoved: z.number(), anyRemoved: z.number(), destroyed: z.number() }).nullable(),
        }),
      ),
    }),
  ),
});

const units = z.array(
  z.object({ id: z.string(), army: z.string(), models: count, startingModels: count, state: libraryObject('BattleaxeUnitState', { woundsOnCurrent: count }) }),
);

const shoot = z.object({
  ...envelope('shoot', 'battleaxe'),
  shooter: z.string().describe("the shooting unit's id"),
  target: z.string().describe("the target unit's id"),
  volley: z.boolean(),
  batches: z.array(batch),
  roll: z.object(rollBody).describe('the roll, as `roll` gives it (without its format)'),
  units,
});

const phase = z.object({
  ...envelope('phase', 'battleaxe'),
  seed,
  turns: z.array(
    z.object({
      unit: z.string(),
      target: z.string(),
      volley: z.boolean(),
      batches: z.array(batch),
      groups: z.array(group),
      hits: count,
      wounds: count,
      unsaved: count,
      modelsRemoved: count,
      targetAfter: unitDamage,
    }),
  ),
  units,
  diceAfter: diceState,
  panic: z
    .array(z.object({ unit: z.string(), threshold: panicThreshold, modelsRemoved: count.describe('models the unit lost over the whole phase'), taken: z.boolean() }))
    .describe('each enemy unit that lost models in the phase, and whether its losses over the phase force a Panic test (not rolled; docs/battleaxe.md, Panic)'),
});

export const BATTLEAXE_OUTPUTS = { odds, roll, targets, shoot, phase };
