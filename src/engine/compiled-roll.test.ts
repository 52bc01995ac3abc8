// The games' series compiled for rolling without a trace draw the same dice as the traced
// roller and end the same, for every bundled quick attack over random seeds (issue: rolling at
// the speed of the dice must not change a single roll).
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CompiledProcess, DiceCursor, diceFromSeed, rollRepeat, rollRepeatQuietly, type Repeat } from '../dice/index.js';
import { battleaxeSeries } from '../games/battleaxe/index.js';
import { mordheimSeries } from '../games/mordheim/index.js';
import { shotProcesses, volleyRepeat } from '../games/ninth-age/index.js';
import { BUILT_IN_REGISTRY, parseGameScenario } from './index.js';
import type { MordheimScenario, BattleaxeScenario, NinthAgeScenario } from '../scenario/index.js';

const EXAMPLES = new URL('../../examples/', import.meta.url);

function attacks(game: string): { name: string; scenario: unknown }[] {
  return readdirSync(new URL(`${game}/`, EXAMPLES))
    .map((name) => ({ name, read: parseGameScenario(BUILT_IN_REGISTRY, readFileSync(new URL(`${game}/${name}`, EXAMPLES), 'utf8')) }))
    .flatMap(({ name, read }) => (read.ok && read.scenario.kind === 'attack' ? [{ name, scenario: read.scenario }] : []));
}

const seeds = fc.integer({ min: 0, max: 2 ** 32 - 1 });

/** Over random seeds: the compiled rolls, quiet and traced, end each round where the traced one does, with its trace and the same dice left. */
function rollsAsTraced<T, E, O extends string>(repeat: Repeat<T, E, O>): void {
  fc.assert(
    fc.property(seeds, (seed) => {
      const traced = rollRepeat(repeat, diceFromSeed(seed));
      const cursor = new DiceCursor(diceFromSeed(seed));
      expect(rollRepeatQuietly(repeat, cursor, new CompiledProcess(repeat.process))).toEqual(traced.rounds.map((round) => round.end));
      expect(cursor.state()).toEqual(traced.dice);
      // And traced, round by round: the trace of every round as the traced roller gives it.
      const compiled = new CompiledProcess(repeat.process);
      const tracedCursor = new DiceCursor(diceFromSeed(seed));
      let start = repeat.start;
      const rounds = traced.rounds.map(() => {
        const round = compiled.rollTraced(start, tracedCursor);
        start = repeat.carry(round.end);
        return round;
      });
      expect(rounds).toEqual(traced.rounds.map(({ end, trace }) => ({ end, trace })));
      expect(tracedCursor.state()).toEqual(traced.dice);
    }),
    { numRuns: 30 },
  );
}

describe('series compiled for rolling without a trace', () => {
  for (const { name, scenario } of attacks('mordheim')) {
    it(`Mordheim ${name}`, () => {
      const { attack } = scenario as Extract<MordheimScenario, { kind: 'attack' }>;
      rollsAsTraced(mordheimSeries(attack));
    });
  }

  for (const { name, scenario } of attacks('battleaxe')) {
    it(`Battleaxe ${name}`, () => {
      const { attack } = scenario as Extract<BattleaxeScenario, { kind: 'attack' }>;
      rollsAsTraced(battleaxeSeries(attack));
    });
  }

  for (const { name, scenario } of attacks('ninth-age')) {
    it(`The Ninth Age ${name}`, () => {
      const { attack } = scenario as Extract<NinthAgeScenario, { kind: 'attack' }>;
      shotProcesses(attack).forEach((process, volley) => rollsAsTraced(volleyRepeat(attack, volley, { models: attack.target.models, onCurrent: 0 }, process)));
    });
  }
});
