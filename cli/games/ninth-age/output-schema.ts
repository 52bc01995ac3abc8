// The `--json` outputs of The Ninth Age's commands, as zod schemas (cli/output-schemas.ts
// makes them JSON Schemas). They follow ninth-age-output.ts.
import * as z from 'zod';
import { AIM_AT, ALONE_NOT_APPLIED, NINTH_AGE_OUTCOMES, NINTH_AGE_STEPS, type ModelRefusal, type PanicFailUnknown, type PanicRule, type TargetRefusal, type UnitRefusal, type WeaponRefusal } from '../../../src/games/ninth-age/index.js';
import { count, countOdds, diceState, envelope, everyOf, libraryObject, point, probability, seed, title, traceEntry } from '../../output-schema-parts.js';

// The library lists its steps and outcomes itself (NINTH_AGE_STEPS, NINTH_AGE_OUTCOMES).
const STEPS = NINTH_AGE_STEPS;
const UNIT_REFUSALS = everyOf<UnitRefusal>()(['not-their-turn', 'destroyed', 'engaged', 'fleeing', 'already-shot', 'no-shooting-weapon', 'no-usable-weapon']);
const TARGET_REFUSALS = everyOf<TargetRefusal>()(['engaged', 'no-model-can-shoot']);
const MODEL_REFUSALS = everyOf<ModelRefusal>()(['rear-rank', 'out-of-range', 'within-minimum-range', 'outside-front-arc', 'no-line-of-sight']);
const WEAPON_REFUSALS = everyOf<WeaponRefusal>()(['move-or-fire', 'marched', 'reload', 'breath-used']);

const outcome = z.enum(NINTH_AGE_OUTCOMES);
const check = libraryObject('NinthAgeCheck (the explanation of a step: what it needed and why)', { step: z.enum(STEPS) }).meta({ id: 'ninth-age-check' });
const trace = z.array(traceEntry('ninth-age-trace-entry', z.enum(STEPS), outcome, check));

const group = z
  .object({
    step: z.enum(STEPS),
    needed: z.number().int().nullable().describe('the score the dice needed, when one score decides'),
    check,
    dice: z.array(z.object({ volley: z.number().int().min(0), shot: z.number().int(), face: z.number().int().min(1).nullable(), outcome })),
  })
  .meta({ id: 'ninth-age-dice-group', description: 'Dice thrown together: one step of the attack sequence with one same explanation.' });

const unitDamage = libraryObject('UnitDamage', { models: count, onCurrent: count });
const weaponEntry = libraryObject('WeaponEntry', { weapon: libraryObject('NinthAgeWeapon', { id: z.string() }), aim: z.number().int().nullable().describe('null for a Breath Attack: it hits without a roll') });

const attack = libraryObject('NinthAgeAttack', {
  target: libraryObject('NinthAgeTarget', { models: count }),
  volleys: z.array(libraryObject('Volley', { entry: weaponEntry, models: count, shots: count })),
  variants: libraryObject('NinthAgeVariants', {}),
}).meta({ id: 'ninth-age-attack' });

const panicThreshold = z.object({
  rule: z.enum(everyOf<PanicRule['code']>()(['quarter-of-health-and-three', 'quarter-of-health'])),
  test: z.enum(everyOf<PanicRule['test']>()(['courage', 'discipline'])),
  startHp: count,
  hpLost: count.nullable().describe('Health Points lost that force the test; null: this shooting cannot force one'),
  exempt: z.enum(['single-model']).nullable(),
});

const panic = z
  .object({
    threshold: panicThreshold,
    forced: probability.describe('the unit survives the shooting having lost the threshold\'s Health Points'),
    failed: probability.nullable().describe('the test forced and failed; null: not worked out (failUnknown says why)'),
    failUnknown: z.enum(everyOf<PanicFailUnknown>()(['courage-test', 'no-discipline'])).nullable(),
  })
  .describe('a Panic Test forced by heavy casualties (docs/ninth-age.md, Panic)');

// What the rules say of characters left alone that is not applied (NA-ALONE): named, never dropped.
const notApplied = z
  .array(z.object({ unit: z.string().describe("the unit's id (`target` in a quick attack)"), rules: z.array(z.enum(ALONE_NOT_APPLIED)) }))
  .optional()
  .describe('each unit standing as its characters alone, with what of their rules is not applied (docs/ninth-age.md, NA-ALONE)');

const aimAt = z.enum(AIM_AT).describe('where the shooter put the hits it could share out (T-13)');
const joinedOdds = z
  .object({
    aimAt,
    characters: z.array(
      z.object({
        name: z.string().optional(),
        hittable: z.boolean().describe('whether any hit may be given to it (NR-COMBINED)'),
        hit: probability.describe('it takes at least one hit'),
        removed: probability.describe('it loses its last Health Point'),
        meanHits: z.number(),
        meanHpLost: z.number(),
      }),
    ),
    rankAndFile: z.object({ meanHits: z.number(), meanModelsRemoved: z.number(), destroyed: probability }),
    alone: z
      .object({ meanHpLost: z.number(), meanModelsRemoved: z.number(), modelRemoved: probability.describe('at least one character removed'), destroyed: probability.describe('every character removed: the unit leaves the table') })
      .optional()
      .describe('at a unit with no rank and file left (models 0, NA-ALONE): its characters counted as its models (the series above counts the rank and file, already gone)'),
    panic: z
      .object({ startHp: count, hpLost: count.nullable().describe('Health Points lost that force the test; null: this shooting cannot'), forced: probability })
      .describe('heavy casualties counted over the whole unit, the characters\' Health Points too'),
  })
  .describe('characters joined to the target: each one\'s chance to be hit and removed, the hits shared out as NR-COMBINED and T-13 say (the series above gives every hit to the unit)');

const firer = z
  .object({ code: z.literal('dying-embers'), models: count.describe('the models that breathed'), hpLost: count.describe('Health Points the shooting unit loses, certainly, no save') })
  .optional()
  .describe("what the shooting costs the firer itself (Dying Embers: after breathing, a Health Point with no save); absent when nothing");

const odds = z.object({
  ...envelope('odds', 'ninth-age'),
  title,
  attack,
  volleys: z.array(
    z.object({
      analysis: libraryObject('VolleyAnalysis', { toHit: libraryObject('ToHitAnalysis', {}) }),
      shot: z
        .object({
          outOfRange: probability,
          cannotHit: probability,
          miss: probability,
          hit: probability,
          poisoned: probability,
          noWound: probability,
          wound: probability,
          lethal: probability,
          armourSaved: probability,
          specialSaved: probability,
          unsaved: probability,
          misfire: probability.describe("a Cannon's or a Catapult's natural 1 to hit, which Misfires (0 for other weapons)"),
          damage: z.array(probability).describe('the chance of each number of Health Points lost to the shot, 0 first'),
          area: z
            .object({
              full: probability.describe('the shot hits: Area Attack (X×Y)'),
              partial: probability.describe("a Catapult's Partial Hit that hits: Area Attack ((X−1)×(Y−1)) at half Strength and AP"),
              hits: z.array(probability).describe('the chance of each number of hits the shot inflicts, 0 first'),
            })
            .optional()
            .describe('an Area Attack or a Catapult: a shot is several hits; wound and unsaved are then the chance of at least one, damage the Health Points the shot costs'),
        })
        .describe('one shot of the volley'),
    }),
  ),
  series: z.object({ shots: count, hits: countOdds, wounds: countOdds, unsaved: countOdds, hpLost: countOdds, modelsRemoved: countOdds, destroyed: probability, panic }),
  variants: libraryObject('NinthAgeVariants', {}),
  firer,
  joined: joinedOdds.optional(),
  notApplied,
});

/** A roll's data, inside `roll` and inside `shoot`. */
const rollBody = {
  game: z.literal('ninth-age'),
  title,
  seed,
  attack,
  groups: z.array(group).describe('the dice as players throw them, step by step'),
  shots: z.array(z.object({ volley: z.number().int().min(0), index: z.number().int(), dice: trace, result: libraryObject('ShotSummary', { unit: unitDamage }) })).describe('the same dice shot by shot'),
  start: unitDamage.describe('the target unit before the shooting'),
  unit: unitDamage.describe('the target unit after the shooting'),
  hits: count,
  wounds: count,
  unsaved: count,
  hpLost: count,
  modelsRemoved: count,
  panic: z.object({ threshold: panicThreshold, taken: z.boolean() }).describe('whether the casualties force a Panic Test (not rolled; docs/ninth-age.md, Panic)'),
  firer,
  diceAfter: diceState,
};

const joinedGroups = z.array(z.object({ step: z.enum(STEPS), check, dice: group.shape.dice }));
const joinedRoll = z
  .object({
    aimAt,
    volleys: z.array(
      z.object({
        volley: z.number().int().min(0),
        hits: count,
        shares: z.object({ rankAndFile: count, characters: z.array(count) }).describe('where the volley\'s hits went'),
        poisoned: z.object({ rankAndFile: count, characters: z.array(count) }).describe('how many of each share were poisoned hits (Poison: no to-wound roll), placed as aimAt favours'),
        shotsRolls: joinedGroups.describe('each model\'s roll for its number of shots, when they are rolled on dice'),
        toHit: joinedGroups,
        rankAndFile: joinedGroups,
        characters: z.array(joinedGroups),
      }),
    ),
    rankAndFile: z.object({ hits: count, modelsLeft: count, modelsRemoved: count }),
    characters: z.array(z.object({ name: z.string().optional(), hits: count, hpLost: count, removed: z.boolean() })),
  })
  .describe('a shooting at a unit with joined characters: each volley\'s hits shared out, then rolled on the rank and file and on each character');

// With characters joined to the target the hits are shared before any wound is rolled, so that
// roll carries `joined` in place of the dice shot by shot; the rest is as for every roll.
const { game: _game, title: _title, seed: _seed, attack: _attack, ...unitRoll } = rollBody;
const roll = z.object({
  ...envelope('roll', 'ninth-age'),
  title,
  seed,
  attack,
  ...Object.fromEntries(Object.entries(unitRoll).map(([key, value]) => [key, value.optional().describe(`${value.description ?? key}; left out when \`joined\` is given`)])),
  joined: joinedRoll.optional(),
  notApplied,
});

const modelShooting = libraryObject('ModelShooting', {
  model: z.string(),
  rank: z.number().int().min(1),
  sightPoint: point,
  may: z.boolean(),
  refusals: z.array(z.enum(MODEL_REFUSALS)),
  distance: z.number(),
  longRange: z.boolean(),
  byVolleyFire: z.boolean(),
  beyondRangeByStandAndShoot: z.boolean(),
  cover: libraryObject('CoverFinding (the three lines and the cover they find)', { cover: z.enum(['none', 'soft', 'hard']) }).nullable(),
});

const targets = z.object({
  ...envelope('targets', 'ninth-age'),
  notApplied,
  shooter: libraryObject('UnitShooterStatus', {
    unit: z.string(),
    may: z.boolean(),
    refusals: z.array(z.enum(UNIT_REFUSALS)),
    weapons: z.array(libraryObject('WeaponChoice', { entry: weaponEntry, refusals: z.array(z.enum(WEAPON_REFUSALS)) })),
  }),
  advice: z.object({ target: z.string(), weapon: z.string() }).nullable(),
  candidates: z.array(
    z.object({
      target: z.string(),
      weapon: z.string(),
      aim: z.number().int().nullable(),
      legal: z.boolean(),
      refusals: z.array(z.enum(TARGET_REFUSALS)),
      models: z.array(modelShooting),
      volleys: z.array(z.object({ models: count, shots: count, circumstances: libraryObject('NinthAgeCircumstances', {}), toHit: libraryObject('ToHitAnalysis', { resolution: z.enum(['roll', 'hopeless', 'cannot-hit', 'automatic']) }) })),
      odds: z
        .object({
          meanHpLost: z.number(),
          meanModelsRemoved: z.number(),
          modelRemoved: z.number(),
          destroyed: z.number(),
          characters: z
            .array(z.object({ character: count.describe("its place in the unit's characters"), hittable: z.boolean(), hit: z.number(), removed: z.number() }))
            .optional()
            .describe('with joined characters (T-13): each one\'s chance to be hit and removed; the figures above then count the rank and file under the sharing'),
        })
        .nullable(),
    }),
  ),
});

const units = z.array(
  z.object({
    id: z.string(),
    army: z.string(),
    models: count,
    state: libraryObject('NinthAgeUnitState', { hpLost: count }),
    characters: z
      .array(z.object({ name: z.string().optional(), hpLost: count, removed: z.boolean(), hasShot: z.boolean().optional().describe('a character with its own weapons (T-14): whether it has shot this phase, as `unit/1` and so on') }))
      .optional()
      .describe("the unit's joined characters, in the file's order: Health Points lost, or removed (T-13)"),
  }),
);

const shoot = z.object({
  ...envelope('shoot', 'ninth-age'),
  ...rollBody,
  shooter: z.string().describe("the shooting unit's id, or `unit/1` for a character joined to it shooting its own weapon (T-14)"),
  target: z.string().describe("the target unit's id"),
  weapon: z.string(),
  models: z.array(modelShooting),
  units,
  joined: joinedRoll.optional().describe('at a unit with joined characters: the same dice as the roll above, with each volley\'s shares and each share\'s dice (T-13)'),
  notApplied,
});

const phase = z.object({
  ...envelope('phase', 'ninth-age'),
  seed,
  turns: z.array(z.object({ shooter: z.string(), target: z.string(), weapon: z.string(), dice: trace })),
  units,
  diceAfter: diceState,
  panic: z
    .array(z.object({ unit: z.string(), threshold: panicThreshold, hpLost: count.describe('Health Points the unit lost over the whole phase'), taken: z.boolean() }))
    .describe('each enemy unit that lost Health Points in the phase, and whether its losses over the phase force a Panic Test (not rolled; docs/ninth-age.md, Panic)'),
  notApplied,
});

export const NINTH_AGE_OUTPUTS = { odds, roll, targets, shoot, phase };
