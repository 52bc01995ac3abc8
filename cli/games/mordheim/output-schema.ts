// The `--json` outputs of Mordheim's commands, as zod schemas (cli/output-schemas.ts makes
// them JSON Schemas). They follow odds-output.ts, roll-output.ts, battle-output.ts and
// mordheim-commands.ts.
import * as z from 'zod';
import { CONDITIONS, FIRER_HARMS, MISFIRE_RESULTS, MORDHEIM_MODEL_RULE_IDS, type CriticalKind, type MisfireResult, type MordheimCheck, type MordheimOutcome, type ShooterRefusal, type TargetReason, type TargetRefusal, type WeaponRefusal } from '../../../src/games/mordheim/index.js';
import { count, diceState, envelope, everyOf, libraryObject, point, probability, seed, title, traceEntry } from '../../output-schema-parts.js';

const STEPS = everyOf<MordheimCheck['step']>()([
  'range',
  'to-hit',
  'to-hit-second-roll',
  'avoid-hit',
  'line-hit',
  'spot',
  'to-wound',
  'critical',
  'armour-save',
  'ward-save',
  'injury',
  'helmet',
  'initiative-test',
  'misfire',
  'misfire-explosion',
  'dangerous-hit',
  'entangle',
  'net',
  'shot',
  'acrobat',
  'fall',
  'fall-hit',
  'cover-hit',
  'cover-struck',
  'edge-slip',
  'shooter-turn',
  'throw',
]);
const OUTCOMES = everyOf<MordheimOutcome>()([
  'out-of-range',
  'hit',
  'poisoned-hit',
  'hit-avoided',
  'hit-stands',
  'rerolled',
  'wound-ignored',
  'wound-stands',
  'injury-ignored',
  'poison-wound',
  'miss',
  'cover-strike',
  'cannot-hit',
  'second-roll',
  'misfire',
  'misfire-explodes',
  'misfire-jammed',
  'misfire-reload',
  'misfire-no-shot',
  'misfire-fires',
  'dangerous',
  'entangled',
  'netted',
  'net-torn',
  'no-effect',
  'wound',
  'critical',
  'no-wound',
  'cannot-wound',
  'vital-part',
  'exposed-spot',
  'master-strike',
  'saved',
  'not-saved',
  'no-save',
  'armour-ignored',
  'knocked-down',
  'stunned',
  'out-of-action',
  'helmet-saved',
  'helmet-failed',
  'passed',
  'failed',
  'fall-hits',
  'landed-unharmed',
  'cover-struck',
  'explosive-struck',
  'target-gone',
]);
const CRITICALS = everyOf<CriticalKind>()(['vital-part', 'exposed-spot', 'master-strike']);
const SHOOTER_REFUSALS = everyOf<ShooterRefusal>()(['not-their-phase', 'out-of-action', 'in-combat', 'ran', 'failed-charge', 'rallied', 'knocked-down', 'stunned', 'fleeing', 'already-shot', 'no-missile-weapon', 'no-usable-weapon']);
const TARGET_REASONS = everyOf<TargetReason>()(['closest', 'easier-to-hit', 'large-target', 'downed-or-fleeing', 'elevated-shooter', 'same-building', 'pick-target', 'any-direction']);
const TARGET_REFUSALS = everyOf<TargetRefusal>()(['in-combat', 'not-visible', 'hidden', 'not-closest', 'enemy-in-same-building']);
const WEAPON_REFUSALS = everyOf<WeaponRefusal>()(['move-or-fire', 'reloading', 'fired-once', 'jammed', 'weapon-lost', 'misfire-reload', 'barrels-unloaded', 'blessed-water-forbidden']);

const condition = z.enum(CONDITIONS);
const targetState = z.object({ condition, woundsLeft: count, luckyCharmUsed: z.boolean().describe('its lucky charm has had its one roll this battle') });
const notApplied = z.array(z.enum(MORDHEIM_MODEL_RULE_IDS)).describe("the shooter's and target's skills, equipment and special rules Marksman does not apply (ruling M-14)");
const firerHarmNotWorkedOut = z
  .array(z.enum(FIRER_HARMS))
  .describe("harm the firer's own weapon does to it (a misfire's explosion, a bolas's natural 1) that a quick attack names and does not work out: it has no firer's Toughness or armour");
const notAppliedOnTable = z
  .array(z.object({ warrior: z.string(), rules: z.array(z.enum(MORDHEIM_MODEL_RULE_IDS)) }))
  .describe('each warrior met here with skills, equipment or special rules Marksman does not apply (ruling M-14), and those rules');
const check = libraryObject('MordheimCheck (the explanation of a step: what it needed and why)', { step: z.enum(STEPS) }).meta({ id: 'mordheim-check' });
const trace = z.array(traceEntry('mordheim-trace-entry', z.enum(STEPS), z.enum(OUTCOMES), check));
const weapon = libraryObject('MissileWeapon', { id: z.string(), range: z.number() });

const attack = libraryObject('MordheimAttack', {
  shooter: libraryObject('MordheimShooter', { profile: libraryObject('profile', { BS: z.number().int(), S: z.number().int() }) }),
  weapon,
  target: libraryObject('MordheimTarget', { profile: libraryObject('profile', { T: z.number().int(), W: z.number().int() }), woundsLeft: count, condition }),
  circumstances: libraryObject('MordheimCircumstances', { distance: z.number().nullable() }),
  shots: count,
  variants: libraryObject('MordheimVariants', {}),
}).meta({ id: 'mordheim-attack' });

const toHit = libraryObject('ToHitAnalysis', { needed: z.number().int(), resolution: z.enum(['roll', 'second-roll', 'cannot-hit', 'automatic']) });
const conditions = z.object(Object.fromEntries(CONDITIONS.map((c) => [c, probability])) as Record<(typeof CONDITIONS)[number], typeof probability>);

const odds = z.object({
  ...envelope('odds', 'mordheim'),
  title,
  attack,
  notApplied,
  firerHarmNotWorkedOut,
  analysis: libraryObject('MordheimAnalysis', { toHit, toWound: libraryObject('ToWoundAnalysis', {}), save: libraryObject('SaveAnalysis', {}) }),
  shot: z
    .object({
      outOfRange: probability,
      cannotHit: probability,
      miss: probability,
      coverStrike: probability,
      hit: probability,
      avoided: probability.describe('a hit the target discarded (Dodge, a lucky charm)'),
      woundIgnored: probability.describe("an unsaved hit of which the target's roll after the saves ignored a wound (Regeneration)"),
      cannotWound: probability,
      noWound: probability,
      wound: probability,
      critical: probability,
      criticals: z.object(Object.fromEntries(CRITICALS.map((c) => [c, probability])) as Record<CriticalKind, typeof probability>),
      saved: probability,
      unsaved: probability,
      conditions,
      woundsLeft: z.array(probability).describe('the chance of each number of wounds left, 0 first'),
      misfires: z
        .object(Object.fromEntries(MISFIRE_RESULTS.map((m) => [m, probability])) as Record<MisfireResult, typeof probability>)
        .nullable()
        .describe('under the optional misfire (M-16) with a blackpowder weapon, the chance of each result of the misfire die; else null'),
      entangled: probability.describe('a hit of an entangling weapon (a bolas) that stood, or a net the target failed to tear: the target entangled or netted, unhurt'),
      dangerous: probability.nullable().describe("with a dangerous weapon (a bolas), the chance of the natural 1 that hits the thrower; else null"),
      noEffect: probability.nullable().describe('with blessed water, which rolls nothing to wound: a hit that stood and did nothing, the target being neither Undead, Daemon nor Possessed; else null'),
    })
    .describe('one shot'),
  series: z
    .object({
      shots: count.describe("the rounds rolled: the shots, or a double-barrelled weapon's two barrels (M-17)"),
      barrels: z.union([z.literal(1), z.literal(2)]).describe('2 when both barrels of a double-barrelled weapon share one to-hit roll (M-17), else 1'),
      conditions,
      woundsLeft: z.array(probability),
      hits: z.array(probability).describe('exactly 0, 1, 2… hits'),
      hitsAtLeast: z.array(probability),
      meanHits: z.number(),
      wounds: z.array(probability),
      woundsAtLeast: z.array(probability),
      meanWounds: z.number(),
    })
    .describe('all the shots of the attack'),
});

const shotSummary = libraryObject('ShotSummary', {
  hit: z.string(),
  wound: z.string(),
  woundsCaused: count,
  target: targetState,
  entangled: z.boolean().describe("a bolas's hit stood, or a net held: the target is entangled or netted, unhurt"),
  dangerous: z.boolean().describe("a bolas's natural 1: the throw missed and hit the thrower"),
});

const roll = z.object({
  ...envelope('roll', 'mordheim'),
  title,
  seed,
  attack,
  notApplied,
  barrels: z.union([z.literal(1), z.literal(2)]).describe("2 when both barrels of a double-barrelled weapon share the first shot's to-hit roll (M-17): each barrel is then a shot, the second starting at its roll to wound"),
  shots: z.array(z.object({ index: z.number().int().min(1), dice: trace, result: shotSummary })),
  shotsNotTaken: count,
  target: targetState,
  hits: count,
  wounds: count,
  entangled: z.boolean().describe("a bolas's hit stood, or a net held: the target is entangled or netted (standing, unhurt by it)"),
  firerHarmNotWorkedOut,
  diceAfter: diceState,
});

const targets = z.object({
  ...envelope('targets', 'mordheim'),
  shooter: libraryObject('ShooterStatus', {
    warrior: z.string(),
    may: z.boolean(),
    refusals: z.array(z.enum(SHOOTER_REFUSALS)),
    weapons: z.array(libraryObject('WeaponChoice', { weapon, refusals: z.array(z.enum(WEAPON_REFUSALS)) })),
    revealsItself: z.boolean(),
  }),
  notApplied: notAppliedOnTable,
  advice: z.object({ target: z.string(), weapon: z.string() }).nullable().describe('the legal target in range (and weapon) most likely to be taken out of action'),
  candidates: z.array(
    z.object({
      target: z.string(),
      weapon: z.string(),
      legal: z.boolean(),
      reasons: z.array(z.enum(TARGET_REASONS)),
      refusals: z.array(z.enum(TARGET_REFUSALS)),
      closerNeeds: z.union([z.number().int(), z.literal('cannot-hit')]).nullable().describe("with easier-to-hit: what a closer enemy needs, or 'cannot-hit'"),
      closest: z.string().nullable().describe('with not-closest: the closest enemy'),
      distance: z.number(),
      inRange: z.boolean(),
      sightLine: z.boolean(),
      hidden: z.number().describe('the share of the target hidden, 0 to 1'),
      hiddenBy: z.array(libraryObject('HiddenBy', { ref: libraryObject('ObstructionRef', { kind: z.enum(['terrain', 'floor', 'model']) }), fraction: z.number() })),
      circumstances: libraryObject('MordheimCircumstances', {}),
      toHit,
      odds: z
        .object({
          outOfAction: z.number(),
          anyEffect: z.number(),
          misfire: libraryObject('MisfireOdds', { lost: z.number(), jammed: z.number(), reload: z.number(), firerHurt: z.number(), firerOutOfAction: z.number() })
            .nullable()
            .describe('what the optional misfire (M-16) may do to the firer and its weapon; null when it cannot happen'),
          entangle: libraryObject('EntangleOdds', { entangled: z.number(), throwerHurt: z.number(), throwerOutOfAction: z.number() })
            .nullable()
            .describe('with an entangling weapon (a bolas): the target entangled, and the thrower hurt by its own natural 1; null for any other weapon'),
        })
        .nullable(),
    }),
  ),
});

const warriors = z.array(
  z.object({
    id: z.string(),
    warband: z.string(),
    state: libraryObject('WarriorState', { condition, woundsLeft: count }),
    position: point.nullable().describe("the centre of the warrior's base"),
  }),
);

const shoot = z.object({
  ...envelope('shoot', 'mordheim'),
  seed,
  shooter: z.string().describe("the shooter's id"),
  target: z.string().describe("the target's id (with divided throws, the first throw's)"),
  targets: z.array(z.string()).optional().describe('with shots divided between targets (--target a,a,b): the target of each throw, in order'),
  split: z
    .object({ rule: z.enum(MORDHEIM_MODEL_RULE_IDS).nullable().describe('the rule that lets the shots be divided (Knife Fighter)'), allowed: count.describe('the most shots the rules give') })
    .optional()
    .describe('with divided throws: what allows them'),
  odds: z
    .array(
      z.object({
        target: z.string(),
        throws: count,
        outOfAction: z.number(),
        anyEffect: z.number(),
        exact: z.object({ outOfAction: z.string(), anyEffect: z.string() }).nullable().describe('the same chances as exact fractions'),
      }),
    )
    .optional()
    .describe("with divided throws: each target's chances from all the throws together"),
  weapon: z.string(),
  notApplied: notAppliedOnTable,
  dice: trace,
  end: libraryObject('TableShotState', {
    target: targetState,
    hits: count,
    misfire: z.enum(['none', 'explodes', 'jammed', 'reload']).describe('what the optional misfire (M-16) left the weapon as'),
    firer: targetState.nullable().describe("the firer as its weapon's explosion (M-16) or a bolas's natural 1 left it; null when its weapon cannot hit it"),
    targetEntangled: z.boolean().describe("a bolas's hit entangled the target, or a net held it (it stays standing, unhurt)"),
  })
    .optional()
    .describe('the shooting as it ended; absent with divided throws, whose targets are in warriors'),
  warriors,
  diceAfter: diceState,
});

const phase = z.object({
  ...envelope('phase', 'mordheim'),
  seed,
  notApplied: notAppliedOnTable,
  turns: z.array(z.object({ shooter: z.string(), target: z.string(), weapon: z.string(), dice: trace })),
  warriors,
  diceAfter: diceState,
});

export const MORDHEIM_OUTPUTS = { odds, roll, targets, shoot, phase };
