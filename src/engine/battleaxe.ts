import { BATTLEAXE_DEFAULT_VARIANTS, BATTLEAXE_VARIANT_RULINGS, battleaxeOdds, battleaxeRoll, type BattleaxeOutcome, type BattleaxeStep } from '../games/battleaxe/index.js';
import { battleaxeFormat, type BattleaxeScenario } from '../scenario/index.js';
import { codesOf } from './codes.js';
import type { Game } from './game.js';

const STEPS = codesOf<BattleaxeStep>({
  'hits-roll': true,
  'to-hit': true,
  'to-hit-second-roll': true,
  'to-wound': true,
  'armour-save': true,
  'ward-save': true,
  'multiple-wounds': true,
  shot: true,
  'unit-turn': true,
});

const OUTCOMES = codesOf<BattleaxeOutcome>({
  hits: true,
  hit: true,
  miss: true,
  'natural-one': true,
  'second-roll': true,
  'cannot-hit': true,
  wound: true,
  'no-wound': true,
  'cannot-wound': true,
  saved: true,
  'not-saved': true,
  'no-save': true,
  wounds: true,
});

/** Battleaxe as the engine sees it: a unit's shooting at a unit, ending in models removed or the unit destroyed. */
export const battleaxeGame: Game<BattleaxeScenario> = {
  id: 'battleaxe',
  format: battleaxeFormat,
  variants: { defaults: { ...BATTLEAXE_DEFAULT_VARIANTS }, rulings: BATTLEAXE_VARIANT_RULINGS },
  codes: { steps: STEPS, outcomes: OUTCOMES, counts: ['hits', 'wounds', 'unsaved', 'models-removed'], results: ['destroyed'] },
  attackOdds(scenario, arithmetic) {
    if (scenario.kind !== 'attack') return null;
    const { unit } = battleaxeOdds(scenario.attack, arithmetic);
    return {
      counts: [
        { count: 'hits', odds: unit.hits },
        { count: 'wounds', odds: unit.wounds },
        { count: 'unsaved', odds: unit.unsaved },
        { count: 'models-removed', odds: unit.modelsRemoved },
      ],
      results: [{ result: 'destroyed', chance: unit.destroyed }],
    };
  },
  attackRoll(scenario, dice) {
    if (scenario.kind !== 'attack') return null;
    const report = battleaxeRoll(scenario.attack, dice);
    return {
      seed: report.seed,
      shots: report.rounds.map((round) => round.trace),
      counts: [
        { count: 'hits', value: report.hits },
        { count: 'wounds', value: report.wounds },
        { count: 'unsaved', value: report.unsaved },
        { count: 'models-removed', value: report.modelsRemoved },
      ],
      results: report.target.models === 0 ? ['destroyed'] : [],
      dice: report.dice,
    };
  },
  profiles: null,
};
