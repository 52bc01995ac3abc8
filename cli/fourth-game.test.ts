// A fourth game plugs in through the registry alone (test-support/duel-game.ts): the CLI reads
// its files, works out its odds, rolls it, and prints its schema, with none of the three games'
// files touched. Expected values are worked by hand: a shot hits on 4+ (1/2) and the save holds
// on 5+ (1/3), so a shot wounds with 1/2 × 2/3 = 1/3.
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString } from '../src/dice/index.js';
import { BUILT_IN_GAMES, createRegistry, parseGameScenario } from '../src/engine/index.js';
import type { GameWords } from '../i18n/game-words.js';
import { duelGame } from '../test-support/duel-game.js';
import { BUILT_IN_CLI_GAMES, cliGames, type CliGame } from './games/registry.js';
import { OUTPUT_SCHEMAS } from './output-schemas.js';
import { runForTest } from './test-io.js';

const DUEL_WORDS: Readonly<Record<'en' | 'ru', GameWords>> = {
  en: { name: 'Duel', step: { shot: 'Shot', 'to-hit': 'To hit', save: 'Save' }, outcome: { hit: 'hit', miss: 'miss', saved: 'saved', wounded: 'wounded' }, count: { hits: 'Hits', wounds: 'Wounds' }, result: { wounded: 'the target wounded' }, refusal: {} },
  ru: { name: 'Дуэль', step: { shot: 'Выстрел', 'to-hit': 'Попадание', save: 'Спасбросок' }, outcome: { hit: 'попал', miss: 'промах', saved: 'спасён', wounded: 'ранен' }, count: { hits: 'Попадания', wounds: 'Ранения' }, result: { wounded: 'цель ранена' }, refusal: {} },
};

const duelOnCli: CliGame = { game: duelGame, commands: null, words: (cat) => DUEL_WORDS[cat.language], quickFlags: [], data: null };
const games = cliGames([...BUILT_IN_CLI_GAMES, duelOnCli]);
const file = JSON.stringify({ game: 'duel', title: 'Two shots', attack: { shots: 2, hitOn: 4, saveOn: 5 } });

const fractions = (chances: readonly { readonly exact: string }[]) => chances.map((c) => c.exact);

describe('a fourth game in the registry', () => {
  it('is registered beside the three, and not twice', () => {
    const made = createRegistry([...BUILT_IN_GAMES, duelGame]);
    expect(made.ok && made.registry.ids).toEqual(['mordheim', 'battleaxe', 'ninth-age', 'duel']);
    expect(createRegistry([duelGame, duelGame])).toEqual({ ok: false, duplicates: ['duel'] });
  });

  it('has its files read by the registry, and its odds worked out exactly', () => {
    const parsed = parseGameScenario(games.registry, file);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    expect(parsed.game.id).toBe('duel');
    const odds = parsed.game.attackOdds(parsed.scenario, exactArithmetic);
    const exactly = (count: string) => odds?.counts.find((c) => c.count === count)?.odds.exactly.map(rationalToString);
    expect(exactly('hits')).toEqual(['1/4', '1/2', '1/4']);
    // Wounds: (2/3)² = 4/9 none, 2 × 1/3 × 2/3 = 4/9 one, (1/3)² = 1/9 both.
    expect(exactly('wounds')).toEqual(['4/9', '4/9', '1/9']);
    expect(odds?.results.map((r) => [r.result, rationalToString(r.chance)])).toEqual([['wounded', '5/9']]);
  });

  it('refuses a file of a game the registry does not hold, naming the games it does', () => {
    const parsed = parseGameScenario(games.registry, JSON.stringify({ game: 'chess', attack: {} }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues[0]).toMatchObject({ code: 'not-one-of', path: ['game'], options: ['mordheim', 'battleaxe', 'ninth-age', 'duel'] });
  });
});

describe('the fourth game on the command line', () => {
  it('odds: the exact odds, in the JSON form the schema describes', async () => {
    const run = await runForTest(['odds', '-', '--json'], { stdin: file, games });
    expect(run.stderr).toBe('');
    const out = OUTPUT_SCHEMAS.odds.parse(JSON.parse(run.stdout)) as { game: string; counts: { count: string; exactly: { exact: string }[]; atLeast: { exact: string }[] }[]; results: { exact: string }[] };
    expect(out.game).toBe('duel');
    expect(fractions(out.counts.find((c) => c.count === 'wounds')?.exactly ?? [])).toEqual(['4/9', '4/9', '1/9']);
    expect(fractions(out.counts.find((c) => c.count === 'wounds')?.atLeast ?? [])).toEqual(['1', '5/9', '1/9']);
    expect(fractions(out.results)).toEqual(['5/9']);
  });

  it('odds: in words, the game\'s own, in English and Russian', async () => {
    const en = await runForTest(['odds', '-'], { stdin: file, games });
    expect(en.code).toBe(0);
    expect(en.stdout).toContain('Two shots');
    expect(en.stdout).toContain('Wounds');
    expect(en.stdout).toContain('the target wounded: 55.6% (5/9)');
    const ru = await runForTest(['odds', '-', '--lang', 'ru'], { stdin: file, games });
    expect(ru.stdout).toContain('Ранения');
    // Russian puts a no-break space before the per cent sign.
    expect(ru.stdout).toContain('цель ранена: 55,6\u00a0% (5/9)');
    expect(ru.stdout).toContain('в среднем 0,67');
  });

  it('roll: the same seed gives the same dice, each die agreeing with what it needed', async () => {
    const first = await runForTest(['roll', '-', '--seed', '7', '--json'], { stdin: file, games });
    const again = await runForTest(['roll', '-', '--seed', '7', '--json'], { stdin: file, games });
    expect(first.stdout).toBe(again.stdout);
    type Die = { step: string; face: number; outcome: string; check: { needed?: number } };
    const out = OUTPUT_SCHEMAS.roll.parse(JSON.parse(first.stdout)) as { seed: number; shots: { dice: Die[] }[]; counts: { count: string; value: number }[]; results: string[] };
    expect(out.seed).toBe(7);
    expect(out.shots).toHaveLength(2);
    const dice = out.shots.flatMap((shot) => shot.dice);
    for (const die of dice) {
      const passed = die.face >= (die.check.needed ?? 7);
      expect(die.outcome).toBe(die.step === 'to-hit' ? (passed ? 'hit' : 'miss') : passed ? 'saved' : 'wounded');
    }
    const wounds = dice.filter((die) => die.outcome === 'wounded').length;
    expect(out.counts).toEqual([
      { count: 'hits', value: dice.filter((die) => die.outcome === 'hit').length },
      { count: 'wounds', value: wounds },
    ]);
    expect(out.results).toEqual(wounds > 0 ? ['wounded'] : []);
    const text = await runForTest(['roll', '-', '--seed', '7'], { stdin: file, games });
    expect(text.stdout).toContain('Seed');
    expect(text.stdout).toMatch(/To hit: .* → (hit|miss)/);
  });

  it('schema: the scenario schema holds the fourth game\'s form', async () => {
    const run = await runForTest(['schema'], { games });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('"const": "duel"');
    const builtIn = await runForTest(['schema']);
    expect(builtIn.stdout).not.toContain('"const": "duel"');
  });

  it('--game lists it; a table command says it is not offered, with exit code 2', async () => {
    const flags = await runForTest(['odds', '--game', 'chess'], { games });
    expect(flags.code).toBe(2);
    expect(flags.stderr).toContain('duel');
    const noFlags = await runForTest(['odds', '--game', 'duel', '--bs', '3'], { games });
    expect(noFlags.code).toBe(2);
    expect(noFlags.stderr).toContain('--bs: duel takes no flags; describe the attack in a file');
    const targets = await runForTest(['targets', '-', '--shooter', 'a'], { stdin: file, games });
    expect(targets.code).toBe(2);
    expect(targets.stderr).toContain('offers only "odds" and "roll"');
  });
});
