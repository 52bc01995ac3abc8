import { buildNinthAgeLibrary, ninthAgeLookups } from '../data/bsdata/index.js';
import { NINTH_AGE_DEFAULT_VARIANTS, NINTH_AGE_OUTCOMES, NINTH_AGE_STEPS, NINTH_AGE_VARIANT_RULINGS, ninthAgeOdds, ninthAgeRoll } from '../games/ninth-age/index.js';
import { ninthAgeFormat, type NinthAgeScenario } from '../scenario/index.js';
import type { Game } from './game.js';

/** The Ninth Age as the engine sees it: a unit's shooting at a unit, ending in Health Points and models lost. */
export const ninthAgeGame: Game<NinthAgeScenario> = {
  id: 'ninth-age',
  format: ninthAgeFormat,
  variants: { defaults: { ...NINTH_AGE_DEFAULT_VARIANTS }, rulings: NINTH_AGE_VARIANT_RULINGS },
  codes: { steps: NINTH_AGE_STEPS, outcomes: NINTH_AGE_OUTCOMES, counts: ['hits', 'wounds', 'unsaved', 'hp-lost', 'models-removed'], results: ['destroyed'] },
  attackOdds(scenario, arithmetic) {
    if (scenario.kind !== 'attack') return null;
    const { series } = ninthAgeOdds(scenario.attack, arithmetic);
    return {
      counts: [
        { count: 'hits', odds: series.hits },
        { count: 'wounds', odds: series.wounds },
        { count: 'unsaved', odds: series.unsaved },
        { count: 'hp-lost', odds: series.hpLost },
        { count: 'models-removed', odds: series.modelsRemoved },
      ],
      results: [{ result: 'destroyed', chance: series.destroyed }],
    };
  },
  attackRoll(scenario, dice) {
    if (scenario.kind !== 'attack') return null;
    const report = ninthAgeRoll(scenario.attack, dice);
    return {
      seed: report.seed,
      shots: report.shots.map((shot) => shot.trace),
      counts: [
        { count: 'hits', value: report.hits },
        { count: 'wounds', value: report.wounds },
        { count: 'unsaved', value: report.unsaved },
        { count: 'hp-lost', value: report.hpLost },
        { count: 'models-removed', value: report.modelsRemoved },
      ],
      results: report.unit.models === 0 ? ['destroyed'] : [],
      dice: report.dice,
    };
  },
  profiles: { dataFolder: 'ninth-age', lookups: (sources) => ninthAgeLookups(buildNinthAgeLibrary(sources)) },
};
