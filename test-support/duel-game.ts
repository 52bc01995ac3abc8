// A fourth game, kept in the tests to prove that a game plugs in through the engine's registry
// alone: "Duel", each shot one die against a target number, then one save. It touches none of
// the three games' files. Its numbers are simple enough to work out by hand.
import * as z from 'zod';
import { diceFromSeed, DONE, odds, roll, thenStep, thresholdRoll, countDistribution, type Arithmetic, type Process } from '../src/dice/index.js';
import type { Game } from '../src/engine/index.js';
import { countOdds } from '../src/games/shared/index.js';
import { headerFields, NO_NAMES, type ScenarioHeader } from '../src/scenario/index.js';

export interface DuelAttack {
  readonly shots: number;
  /** The score each shot needs to hit. */
  readonly hitOn: number;
  /** The score the save needs; 7 is no save. */
  readonly saveOn: number;
}

export type DuelScenario = ScenarioHeader<'duel', Record<string, never>> & { readonly kind: 'attack'; readonly attack: DuelAttack };

type DuelCheck = { readonly step: 'to-hit'; readonly needed: number } | { readonly step: 'save'; readonly needed: number } | { readonly step: 'shot'; readonly index: number };
type DuelOutcome = 'hit' | 'miss' | 'saved' | 'wounded';
type ShotEnd = 'aiming' | 'missed' | 'hit' | 'saved' | 'wounded';
interface Tally {
  readonly shots: number;
  readonly hits: number;
  readonly wounds: number;
}

function shotProcess(attack: DuelAttack): Process<ShotEnd, DuelCheck, DuelOutcome> {
  return {
    key: (state) => state,
    step: (state) => {
      switch (state) {
        case 'aiming':
          return thresholdRoll(6, { step: 'to-hit', needed: attack.hitOn }, attack.hitOn, { outcome: 'miss', next: 'missed' }, { outcome: 'hit', next: 'hit' });
        case 'hit':
          return thresholdRoll(6, { step: 'save', needed: attack.saveOn }, attack.saveOn, { outcome: 'wounded', next: 'wounded' }, { outcome: 'saved', next: 'saved' });
        case 'missed':
        case 'saved':
        case 'wounded':
          return DONE;
      }
    },
  };
}

function attackProcess(attack: DuelAttack): Process<Tally, DuelCheck, DuelOutcome> {
  const shot = shotProcess(attack);
  return {
    key: (state) => `${state.shots}/${state.hits}/${state.wounds}`,
    step: (state) =>
      state.shots >= attack.shots
        ? DONE
        : thenStep<Tally, ShotEnd, DuelCheck, DuelOutcome>({ step: 'shot', index: state.shots + 1 }, {
            process: shot,
            start: 'aiming',
            next: (end) => ({ shots: state.shots + 1, hits: state.hits + (end === 'missed' ? 0 : 1), wounds: state.wounds + (end === 'wounded' ? 1 : 0) }),
          }),
  };
}

const START: Tally = { shots: 0, hits: 0, wounds: 0 };

const attackSchema = z.strictObject({
  game: z.literal('duel'),
  title: z.string().optional(),
  description: z.string().optional(),
  seed: z.number().int().min(0).max(4294967295).optional(),
  attack: z.strictObject({
    shots: z.number().int().min(1).max(20).default(1),
    hitOn: z.number().int().min(2).max(6),
    saveOn: z.number().int().min(2).max(7),
  }),
});

/** Duel has no table: a file with a battle matches no form. */
const battleSchema = z.strictObject({ game: z.literal('duel'), battle: z.never() });

function oddsOf<N>(attack: DuelAttack, arithmetic: Arithmetic<N>) {
  const ends = odds(attackProcess(attack), START, arithmetic);
  return {
    counts: [
      { count: 'hits', odds: countOdds(countDistribution(ends, (end) => end.hits, arithmetic), arithmetic) },
      { count: 'wounds', odds: countOdds(countDistribution(ends, (end) => end.wounds, arithmetic), arithmetic) },
    ],
    results: [{ result: 'wounded', chance: ends.filter((end) => end.state.wounds > 0).reduce((sum, end) => arithmetic.add(sum, end.p), arithmetic.zero) }],
  };
}

export const duelGame: Game<DuelScenario> = {
  id: 'duel',
  format: {
    attackSchema,
    battleSchema,
    writeOutNames: NO_NAMES,
    unknownWeapons: () => [],
    build: (file) => {
      const parsed = attackSchema.parse(file);
      return { ok: true, scenario: { game: 'duel', kind: 'attack', variants: {}, ...headerFields(parsed), attack: parsed.attack } };
    },
  },
  variants: { defaults: {}, rulings: {} },
  codes: { steps: ['shot', 'to-hit', 'save'], outcomes: ['hit', 'miss', 'saved', 'wounded'], counts: ['hits', 'wounds'], results: ['wounded'], refusals: [] },
  attackOdds: (scenario, arithmetic) => oddsOf(scenario.attack, arithmetic),
  attackRoll(scenario, dice) {
    const from = typeof dice === 'number' ? diceFromSeed(dice) : dice;
    const rolled = roll(attackProcess(scenario.attack), START, from);
    return {
      seed: from.seed,
      shots: rolled.trace.flatMap((entry) => (entry.kind === 'group' ? [entry.entries] : [])),
      counts: [
        { count: 'hits', value: rolled.end.hits },
        { count: 'wounds', value: rolled.end.wounds },
      ],
      results: rolled.end.wounds > 0 ? ['wounded'] : [],
      dice: rolled.dice,
    };
  },
  table: null,
  profiles: null,
};
