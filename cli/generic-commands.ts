// The commands of a game that brings none of its own: odds and roll through the engine's `Game`,
// worded by the codes the game declares. The table's commands need a game's own presenter.
import { exactArithmetic, rationalToNumber, rationalToString, type Rational, type TraceEntry } from '../src/dice/index.js';
import type { GameCheck, GameOdds, GameRoll, GameScenario } from '../src/engine/index.js';
import { decimal, percent, TWO_DECIMALS, type Catalogue } from '../i18n/index.js';
import type { GameWords } from '../i18n/game-words.js';
import { seedFor, type CliContext } from './context.js';
import { dataOutput, textOutput, type CommandOutput, type GameCommands } from './game-commands.js';
import type { CliGame } from './games/registry.js';
import { cliProblem } from './problems.js';

/** A chance for programs: the float, and the fraction it is exactly. */
interface Chance {
  readonly p: number;
  readonly exact: string;
}

const chance = (value: Rational): Chance => ({ p: rationalToNumber(value), exact: rationalToString(value) });

/** Words for a code the game declared; a code it did not declare is shown as it is, never dropped. */
const wordFor = (words: Readonly<Record<string, string>>, code: string): string => (Object.hasOwn(words, code) ? (words[code] ?? code) : code);

/** The odds for programs: each count's distribution exactly and at least, each result's chance, all as fractions too. */
export function genericOddsJson(odds: GameOdds<Rational>, title: string | undefined): object {
  return {
    ...(title !== undefined ? { title } : {}),
    counts: odds.counts.map(({ count, odds: counted }) => ({ count, exactly: counted.exactly.map(chance), atLeast: counted.atLeast.map(chance), mean: counted.mean })),
    results: odds.results.map(({ result, chance: p }) => ({ result, ...chance(p) })),
  };
}

/** The odds in words: a block per count (only the values it can take), then each result. */
export function genericOddsText(cat: Catalogue, words: GameWords, odds: GameOdds<Rational>, title: string | undefined): string {
  const lines: string[] = [title ?? words.name, ''];
  for (const { count, odds: counted } of odds.counts) {
    lines.push(`${wordFor(words.count, count)} (${cat.text.mean} ${decimal(cat.language, counted.mean, TWO_DECIMALS)})`);
    counted.exactly.forEach((p, value) => {
      if (p.num === 0n) return;
      const atLeast = counted.atLeast[value] ?? p;
      lines.push(`  ${String(value).padStart(3)}  ${cat.text.exactly} ${percent(cat.language, rationalToNumber(p))} (${rationalToString(p)})  ${cat.text.atLeast} ${percent(cat.language, rationalToNumber(atLeast))}`);
    });
    lines.push('');
  }
  for (const { result, chance: p } of odds.results) lines.push(`${wordFor(words.result, result)}: ${percent(cat.language, rationalToNumber(p))} (${rationalToString(p)})`);
  return lines.join('\n') + '\n';
}

/** One die or step for programs: its step, face (null: decided without a die), outcome and explanation data. */
function traceJson(entries: readonly TraceEntry<GameCheck, string>[]): unknown[] {
  return entries.map((entry) => {
    switch (entry.kind) {
      case 'die':
        return { step: entry.check.step, face: entry.face, sides: entry.sides, outcome: entry.outcome, check: entry.check };
      case 'auto':
        return { step: entry.check.step, face: null, outcome: entry.outcome, check: entry.check };
      case 'group':
        return { step: entry.check.step, check: entry.check, dice: traceJson(entry.entries) };
    }
  });
}

function traceLines(cat: Catalogue, words: GameWords, entries: readonly TraceEntry<GameCheck, string>[], indent: string): string[] {
  return entries.flatMap((entry) => {
    const step = wordFor(words.step, entry.check.step);
    switch (entry.kind) {
      case 'die':
        return [`${indent}${step}: ${cat.text.rolled(entry.face)} → ${wordFor(words.outcome, entry.outcome)}`];
      case 'auto':
        return [`${indent}${step}: ${cat.text.noDie} → ${wordFor(words.outcome, entry.outcome)}`];
      case 'group':
        return [`${indent}${step}`, ...traceLines(cat, words, entry.entries, indent + '  ')];
    }
  });
}

export function genericRollJson(roll: GameRoll, title: string | undefined): object {
  return {
    ...(title !== undefined ? { title } : {}),
    seed: roll.seed,
    shots: roll.shots.map((trace) => ({ dice: traceJson(trace) })),
    counts: roll.counts,
    results: roll.results,
    diceAfter: roll.dice,
  };
}

export function genericRollText(cat: Catalogue, words: GameWords, roll: GameRoll, title: string | undefined): string {
  const lines = [title ?? words.name, cat.text.seedLine(roll.seed), ''];
  roll.shots.forEach((trace, index) => {
    lines.push(cat.text.shotHeading(index + 1, roll.shots.length), ...traceLines(cat, words, trace, '  '));
  });
  lines.push('', ...roll.counts.map(({ count, value }) => `${wordFor(words.count, count)}: ${value}`));
  lines.push(...roll.results.map((result) => wordFor(words.result, result)));
  return lines.join('\n') + '\n';
}

/** A command the game cannot answer: its commands are odds and roll only. */
function notOffered(context: CliContext, game: string, command: string): never {
  throw cliProblem(context.cat, { code: 'command-not-offered', command, game });
}

/**
 * The commands of `entry`'s game from its `Game` alone. Odds are worked out exactly (the
 * fractions are shown beside the percentages); a battle has no quick attack to show.
 */
export function genericCommands(entry: CliGame): GameCommands<GameScenario> {
  const { game } = entry;
  const oddsOf = (context: CliContext, scenario: GameScenario): GameOdds<Rational> => {
    const odds = game.attackOdds(scenario, exactArithmetic);
    if (odds === null) throw cliProblem(context.cat, { code: 'attack-needed', command: 'odds' });
    return odds;
  };
  return {
    // It offers no shot on a table, so no choice of one.
    shootChoices: [],
    odds(context, scenario, options): CommandOutput {
      const odds = oddsOf(context, scenario);
      return options.json ? dataOutput(genericOddsJson(odds, scenario.title)) : textOutput(genericOddsText(context.cat, entry.words(context.cat), odds, scenario.title));
    },
    roll(context, scenario, seed, options): CommandOutput {
      const roll = game.attackRoll(scenario, seedFor(context, seed, scenario));
      if (roll === null) throw cliProblem(context.cat, { code: 'attack-needed', command: 'roll' });
      return options.json ? dataOutput(genericRollJson(roll, scenario.title)) : textOutput(genericRollText(context.cat, entry.words(context.cat), roll, scenario.title));
    },
    targets: (context) => notOffered(context, game.id, 'targets'),
    shoot: (context) => Promise.resolve(notOffered(context, game.id, 'shoot')),
    phase: (context) => Promise.resolve(notOffered(context, game.id, 'phase')),
    render: (context) => notOffered(context, game.id, 'render'),
  };
}

