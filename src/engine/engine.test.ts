// The built-in games through the engine's `Game` interface: quick odds worked by hand, rolls that
// agree with their own dice, and each game's table (targets, a shot, the phase) answering in the
// shape every game shares, with every refusal code one the game declares.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString, type Rational } from '../dice/index.js';
import { BUILT_IN_REGISTRY, createRegistry, parseGameScenario, parseGameScenarioValue, type Game, type GameOdds, type GameScenario, type GameTrace } from './index.js';

function parsed(value: unknown): { game: Game; scenario: GameScenario } {
  const result = parseGameScenarioValue(BUILT_IN_REGISTRY, value);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result;
}

function example(path: string): { game: Game; scenario: GameScenario } {
  const result = parseGameScenario(BUILT_IN_REGISTRY, readFileSync(new URL(`../../examples/${path}`, import.meta.url), 'utf8'));
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result;
}

const exactly = (odds: GameOdds<Rational> | null, count: string) => odds?.counts.find((c) => c.count === count)?.odds.exactly.map(rationalToString);
const chance = (odds: GameOdds<Rational> | null, result: string) => {
  const found = odds?.results.find((r) => r.result === result);
  return found && rationalToString(found.chance);
};

describe('the registry', () => {
  it('lists the three games in order, and refuses one id twice', () => {
    expect(BUILT_IN_REGISTRY.ids).toEqual(['mordheim', 'battleaxe', 'ninth-age']);
    expect(BUILT_IN_REGISTRY.find('chess')).toBeUndefined();
    expect(createRegistry([...BUILT_IN_REGISTRY.games, ...BUILT_IN_REGISTRY.games.slice(1, 2)])).toEqual({ ok: false, duplicates: ['battleaxe'] });
  });
});

describe('quick odds through the Game interface, worked by hand', () => {
  it('Mordheim: the README crossbow (BS 3, S4 against T3 in heavy armour and shield): out of action 103/972', () => {
    const { game, scenario } = parsed({
      game: 'mordheim',
      attack: { shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 }, kit: ['heavy-armour', 'shield'] } },
    });
    expect(chance(game.attackOdds(scenario, exactArithmetic), 'out-of-action')).toBe('103/972');
    // One shot hits on 4+: half the time.
    expect(exactly(game.attackOdds(scenario, exactArithmetic), 'hits')).toEqual(['1/2', '1/2']);
  });

  it('Battleaxe: one archer, BS 4 (4+) with a short bow S3 against T3 (4+), no armour: a model removed 1/4', () => {
    const { game, scenario } = parsed({ game: 'battleaxe', attack: { shooter: { profile: { BS: 4 } }, weapon: 'short-bow', target: { profile: { T: 3 } } } });
    const odds = game.attackOdds(scenario, exactArithmetic);
    expect(exactly(odds, 'hits')).toEqual(['1/2', '1/2']);
    expect(exactly(odds, 'unsaved')).toEqual(['3/4', '1/4']);
    expect(exactly(odds, 'models-removed')).toEqual(['3/4', '1/4']);
    expect(chance(odds, 'destroyed')).toBe('1/4');
  });

  it('The Ninth Age: Throwing Weapons (5+), two shots: hits 4/9, 4/9, 1/9', () => {
    const { game, scenario } = parsed({ game: 'ninth-age', attack: { shooter: { profile: { Str: 3, AP: 0 } }, weapon: 'Throwing Weapons (5+)', target: { profile: { Res: 3 } } } });
    expect(exactly(game.attackOdds(scenario, exactArithmetic), 'hits')).toEqual(['4/9', '4/9', '1/9']);
  });

  it('a battle has no quick attack: odds and roll are null', () => {
    const { game, scenario } = example('mordheim/battle-street.json');
    expect(game.attackOdds(scenario, exactArithmetic)).toBeNull();
    expect(game.attackRoll(scenario, 1)).toBeNull();
  });
});

describe('quick rolls through the Game interface', () => {
  for (const path of ['mordheim/crossbow-vs-dieter.json', 'battleaxe/imperial-archers.json', 'ninth-age/dwarf-throwing-weapons.json']) {
    it(`${path}: the same seed gives the same roll; every code is one the game declares`, () => {
      const { game, scenario } = example(path);
      const roll = game.attackRoll(scenario, 5);
      expect(roll).toEqual(game.attackRoll(scenario, 5));
      expect(roll?.seed).toBe(5);
      const entries = (roll?.shots ?? []).flat();
      expect(entries.length).toBeGreaterThan(0);
      const steps = new Set(game.codes.steps);
      const outcomes = new Set(game.codes.outcomes);
      const walk = (list: GameTrace): void =>
        list.forEach((entry) => {
          expect(steps.has(entry.check.step)).toBe(true);
          if (entry.kind === 'group') walk(entry.entries);
          else expect(outcomes.has(entry.outcome)).toBe(true);
        });
      walk(entries);
      expect(roll?.counts.map((c) => c.count)).toEqual(game.codes.counts.filter((code) => roll?.counts.some((c) => c.count === code)));
      roll?.results.forEach((result) => expect(game.codes.results).toContain(result));
    });
  }
});

describe('the table through the Game interface', () => {
  for (const path of ['mordheim/battle-street.json', 'battleaxe/hedge-and-wall.json', 'ninth-age/forest-flank.json', 'ninth-age/captain-shoots.json']) {
    it(`${path}: targets, the advised shot and the phase`, () => {
      const { game, scenario } = example(path);
      const table = game.table;
      if (table === null) throw new Error(`${game.id} has no table`);
      const shooters = table.shooters(scenario) ?? [];
      expect(shooters.length).toBeGreaterThan(0);
      const refusals = new Set(game.codes.refusals);
      const first = shooters[0] ?? '';
      const targets = table.targets(scenario, first);
      expect(targets?.shooter).toBe(first);
      for (const code of targets?.refusals ?? []) expect(refusals.has(code)).toBe(true);
      for (const c of targets?.candidates ?? []) c.refusals.forEach((code) => expect(refusals.has(code)).toBe(true));
      const advised = targets?.advised;
      if (advised) {
        // The advice is one of the legal candidates, and shooting it goes through.
        expect(targets.candidates.some((c) => c.legal && c.target === advised.target && c.way === advised.way)).toBe(true);
        const shot = table.shoot(scenario, first, advised.target, advised.way, 3);
        expect(shot?.ok).toBe(true);
        expect(shot).toEqual(table.shoot(scenario, first, advised.target, advised.way, 3));
        if (shot?.ok) expect(shot.after.game).toBe(game.id);
      }
      const refused = table.shoot(scenario, 'nobody', 'nobody', null, 3);
      expect(refused).toEqual({ ok: false, refusal: 'unknown-shooter' });
      const illegal = targets?.candidates.find((c) => !c.legal);
      if (illegal) {
        const shot = table.shoot(scenario, first, illegal.target, illegal.way, 3);
        expect(shot?.ok).toBe(false);
        if (shot && !shot.ok) expect(refusals.has(shot.refusal)).toBe(true);
      }
      const phase = table.phase(scenario, 11);
      expect(phase).toEqual(table.phase(scenario, 11));
      phase?.turns.forEach((turn) => expect(shooters).toContain(turn.shooter));
      expect(table.phase(scenario, 11, ['nobody'])).toBeNull();
    });
  }

  it('a quick attack has no table: every table method answers null', () => {
    const { game, scenario } = example('mordheim/crossbow-vs-dieter.json');
    expect(game.table?.shooters(scenario)).toBeNull();
    expect(game.table?.targets(scenario, 'a')).toBeNull();
    expect(game.table?.shoot(scenario, 'a', 'b', null, 1)).toBeNull();
    expect(game.table?.phase(scenario, 1)).toBeNull();
  });
});

describe('a shot weighed: outcomes are the shot shoot rolls, weighed instead', () => {
  for (const path of ['mordheim/battle-street.json', 'battleaxe/hedge-and-wall.json', 'ninth-age/forest-flank.json', 'ninth-age/captain-shoots.json']) {
    it(`${path}: every legal shot's outcomes sum to 1, hold each seeded roll's battle, and shooterOutcomes weighs the same`, () => {
      const { game, scenario } = example(path);
      const table = game.table;
      if (table === null) throw new Error(`${game.id} has no table`);
      for (const shooter of table.shooters(scenario) ?? []) {
        const targets = table.targets(scenario, shooter);
        const all = table.shooterOutcomes(scenario, shooter, exactArithmetic);
        const legal = targets?.may ? targets.candidates.filter((c) => c.legal) : [];
        expect(all?.shots.map((s) => [s.target, s.way])).toEqual(legal.map((c) => [c.target, c.way]));
        expect(all?.advised).toEqual(targets?.advised);
        // Ready: the same chances and the same enemies after, and the shooter may still shoot.
        const ready = table.shooterOutcomes(scenario, shooter, exactArithmetic, true);
        expect(ready?.shots.map((s) => s.outcomes.map((o) => [rationalToString(o.chance), table.enemies(o.after)]))).toEqual(all?.shots.map((s) => s.outcomes.map((o) => [rationalToString(o.chance), table.enemies(o.after)])));
        ready?.shots.forEach((s) => s.outcomes.forEach((o) => expect(table.targets(o.after, shooter)?.may).toBe(true)));
        for (const c of legal) {
          const weighed = table.outcomes(scenario, shooter, c.target, c.way, exactArithmetic);
          if (!weighed?.ok) throw new Error(`${shooter} → ${c.target}: ${JSON.stringify(weighed)}`);
          const sum = weighed.outcomes.reduce((total, o) => exactArithmetic.add(total, o.chance), exactArithmetic.zero);
          expect(rationalToString(sum)).toBe('1');
          const keys = weighed.outcomes.map((o) => table.stateKey(o.after));
          // Equal battles are merged: no key twice.
          expect(new Set(keys).size).toBe(keys.length);
          const same = all?.shots.find((s) => s.target === c.target && s.way === c.way);
          expect(same?.outcomes.map((o) => [rationalToString(o.chance), table.stateKey(o.after)])).toEqual(weighed.outcomes.map((o) => [rationalToString(o.chance), table.stateKey(o.after)]));
          for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
            const shot = table.shoot(scenario, shooter, c.target, c.way, seed);
            if (!shot?.ok) throw new Error('the shot was refused');
            expect(keys).toContain(table.stateKey(shot.after));
          }
        }
      }
    }, 120_000);
  }

  it('Mordheim: a shot on the table in the open at short range weighs as the same quick attack (BS 4 bow at T3 W1, no armour)', () => {
    const battle = parsed({
      game: 'mordheim',
      battle: {
        table: { width: 24, depth: 24 },
        warbands: [
          { id: 'us', models: [{ id: 'archer', position: [4, 4], profile: { BS: 4, S: 3, T: 3, W: 1, I: 3 }, weapons: ['bow'] }] },
          { id: 'them', models: [{ id: 'target', position: [4, 10], profile: { BS: 3, S: 3, T: 3, W: 1, I: 3 } }] },
        ],
      },
    });
    const quick = parsed({ game: 'mordheim', attack: { shooter: { profile: { BS: 4 } }, weapon: 'bow', target: { profile: { T: 3, W: 1 } }, circumstances: { distance: 6 } } });
    const weighed = battle.game.table?.outcomes(battle.scenario, 'archer', 'target', null, exactArithmetic);
    if (!weighed?.ok) throw new Error('the shot was refused');
    const outOfAction = weighed.outcomes
      .filter((o) => battle.game.table?.enemies(o.after)?.some((e) => e.id === 'target' && e.models === 0))
      .reduce((sum, o) => exactArithmetic.add(sum, o.chance), exactArithmetic.zero);
    expect(rationalToString(outOfAction)).toBe(chance(quick.game.attackOdds(quick.scenario, exactArithmetic), 'out-of-action'));
  });
});
