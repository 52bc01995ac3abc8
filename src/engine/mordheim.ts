import { mordheimLookups, buildMordheimLibrary } from '../data/bsdata/index.js';
import { countOdds } from '../games/shared/index.js';
import {
  CONDITIONS,
  MORDHEIM_DEFAULT_VARIANTS,
  MORDHEIM_VARIANT_RULINGS,
  mordheimOdds,
  mordheimRoll,
  type MordheimCheck,
  type MordheimOutcome,
} from '../games/mordheim/index.js';
import { mordheimFormat, type MordheimScenario } from '../scenario/index.js';
import { codesOf } from './codes.js';
import type { Game } from './game.js';

/** Every step a Mordheim trace names; the record keeps the list whole as the union grows. */
const STEPS = codesOf<MordheimCheck['step']>({
  range: true,
  'to-hit': true,
  'to-hit-second-roll': true,
  'to-wound': true,
  critical: true,
  'armour-save': true,
  injury: true,
  helmet: true,
  'initiative-test': true,
  shot: true,
  fall: true,
  'fall-hit': true,
  'cover-hit': true,
  'cover-struck': true,
  'edge-slip': true,
  'shooter-turn': true,
});

const OUTCOMES = codesOf<MordheimOutcome>({
  'out-of-range': true,
  hit: true,
  miss: true,
  'cover-strike': true,
  'cannot-hit': true,
  'second-roll': true,
  wound: true,
  critical: true,
  'no-wound': true,
  'cannot-wound': true,
  'vital-part': true,
  'exposed-spot': true,
  'master-strike': true,
  saved: true,
  'not-saved': true,
  'no-save': true,
  'armour-ignored': true,
  'knocked-down': true,
  stunned: true,
  'out-of-action': true,
  'helmet-saved': true,
  'helmet-failed': true,
  passed: true,
  failed: true,
  'fall-hits': true,
  'cover-struck': true,
  'explosive-struck': true,
});

/**
 * Mordheim as the engine sees it: one warrior's shots at one warrior, ending in the target's
 * condition (standing, knocked down, stunned, out of action) and its wounds left.
 */
export const mordheimGame: Game<MordheimScenario> = {
  id: 'mordheim',
  format: mordheimFormat,
  variants: { defaults: { ...MORDHEIM_DEFAULT_VARIANTS }, rulings: MORDHEIM_VARIANT_RULINGS },
  codes: { steps: STEPS, outcomes: OUTCOMES, counts: ['hits', 'wounds', 'wounds-left'], results: CONDITIONS },
  attackOdds(scenario, arithmetic) {
    if (scenario.kind !== 'attack') return null;
    const { series } = mordheimOdds(scenario.attack, arithmetic);
    return {
      counts: [
        { count: 'hits', odds: countOdds(series.hits, arithmetic) },
        { count: 'wounds', odds: countOdds(series.wounds, arithmetic) },
        { count: 'wounds-left', odds: countOdds(series.woundsLeft, arithmetic) },
      ],
      results: CONDITIONS.map((condition) => ({ result: condition, chance: series.conditions[condition] })),
    };
  },
  attackRoll(scenario, dice) {
    if (scenario.kind !== 'attack') return null;
    const report = mordheimRoll(scenario.attack, dice);
    return {
      seed: report.seed,
      shots: report.shots.map((shot) => shot.trace),
      counts: [
        { count: 'hits', value: report.hits },
        { count: 'wounds', value: report.wounds },
        { count: 'wounds-left', value: report.target.woundsLeft },
      ],
      results: [report.target.condition],
      dice: report.dice,
    };
  },
  profiles: { dataFolder: 'mordheim', lookups: (sources) => mordheimLookups(buildMordheimLibrary(sources)) },
};
