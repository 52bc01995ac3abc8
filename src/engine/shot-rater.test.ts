// The heat map's fast path (a game's `shotRater`, which keeps views and odds between places)
// against the plain one (`ratedShots` from a fresh advice, the table prepared from nothing) at
// every place of each game's maps: the same shots, the same numbers to the last bit.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keptPreparation } from './advice-memo.js';
import { battleaxeAdvice } from './battleaxe-advice.js';
import type { GameAdvice, GameScenario } from './game.js';
import { mordheimAdvice } from './mordheim-advice.js';
import { ninthAgeAdvice } from './ninth-age-advice.js';
import { BUILT_IN_REGISTRY, parseGameScenario } from './registry.js';
import { tablePreparer } from './table.js';
import type { BattleaxeScenario, NinthAgeScenario } from '../scenario/index.js';

type UnitFile = Record<string, unknown> & { id: string; profile?: Record<string, unknown> };
type BattleFile = { battle: { armies: { units: UnitFile[] }[] } };

function battle(path: string, change: (unit: UnitFile) => UnitFile, unitId: string): GameScenario {
  const file = JSON.parse(readFileSync(path, 'utf8')) as BattleFile;
  for (const army of file.battle.armies) army.units = army.units.map((u) => (u.id === unitId ? change(u) : u));
  const parsed = parseGameScenario(BUILT_IN_REGISTRY, JSON.stringify(file));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

/** Every place's rated shots through the rater, and through a fresh advice's `ratedShots`; how many places carried a shot. */
function compareAll<S>(fresh: () => GameAdvice<S>, scenario: S, shooter: string, grid: number): number {
  const advice = fresh();
  const places = advice.places(scenario, shooter, { grid })?.places ?? [];
  const rater = advice.shotRater?.(shooter);
  if (!rater || places.length < 20) throw new Error('no rater, or too few places to test');
  let withShots = 0;
  for (const place of places) {
    const moved = advice.moveTo(scenario, shooter, place);
    if (!moved) throw new Error('not moved');
    const fast = rater.rate(moved);
    expect(fast).toEqual(fresh().ratedShots(moved, shooter));
    if ((fast?.length ?? 0) > 0) withShots += 1;
  }
  return withShots;
}

describe('a game’s shot rater equals ratedShots', () => {
  it('Mordheim: the marksman at every place of a 0.5" grid on the street, climbing and on the ground', () => {
    const parsed = parseGameScenario(BUILT_IN_REGISTRY, readFileSync('examples/mordheim/battle-street.json', 'utf8'));
    if (!parsed.ok || parsed.scenario.game !== 'mordheim') throw new Error('no Mordheim battle');
    expect(compareAll(mordheimAdvice, parsed.scenario, 'marksman', 0.5)).toBeGreaterThan(20);
  });

  it('Battleaxe: the archers (M 4) at every place of a 1" grid, behind the hedge and the wall', () => {
    const scenario = battle('examples/battleaxe/hedge-and-wall.json', (u) => ({ ...u, profile: { ...u.profile, M: 4 } }), 'archers');
    if (scenario.game !== 'battleaxe') throw new Error('not Battleaxe');
    expect(compareAll(battleaxeAdvice, scenario, 'archers', 1)).toBeGreaterThan(20);
  });

  it('The Ninth Age: Light Troops archers marching 8" at every place of a 2" grid in the forest flank', () => {
    const scenario = battle('examples/ninth-age/forest-flank.json', (u) => ({ ...u, profile: { ...u.profile, Adv: 4 }, weapons: ['Bow (4+)'], rules: ['light-troops'] }), 'crossbowmen');
    if (scenario.game !== 'ninth-age') throw new Error('not The Ninth Age');
    expect(compareAll(ninthAgeAdvice, scenario, 'crossbowmen', 2)).toBeGreaterThan(20);
  });

  it('Battleaxe: forgets its views when another unit has moved (a rater asked about a different table)', () => {
    const file = JSON.parse(readFileSync('examples/battleaxe/hedge-and-wall.json', 'utf8')) as BattleFile;
    const parsed = parseGameScenario(BUILT_IN_REGISTRY, JSON.stringify(file));
    if (!parsed.ok || !parsed.game.advice) throw new Error('no advice');
    const { game, scenario } = parsed;
    const advice = game.advice;
    const rater = advice?.shotRater?.('archers');
    if (!advice || !rater) throw new Error('no rater');
    // The goblins step 6" aside (out of the hedge's shelter): the same archers' shots change.
    const goblinsMoved = advice.moveTo(scenario, 'goblins', { x: 20, y: 22, level: 0, floor: null, move: 'move', cost: 6 });
    if (!goblinsMoved) throw new Error('not moved');
    const before = rater.rate(scenario);
    const after = rater.rate(goblinsMoved);
    expect(before).toEqual(advice.ratedShots(scenario, 'archers'));
    expect(after).toEqual(advice.ratedShots(goblinsMoved, 'archers'));
    expect(after).not.toEqual(before);
  });

  it('Battleaxe: forgets the shots it rated when a unit has changed but not moved (the goblins in combat, the orcs hurt)', () => {
    const parsed = battle('examples/battleaxe/hedge-and-wall.json', (u) => u, 'archers');
    if (parsed.game !== 'battleaxe' || parsed.kind !== 'battle') throw new Error('no Battleaxe battle');
    // Checked just above: a Battleaxe battle.
    const scenario = parsed as Extract<BattleaxeScenario, { kind: 'battle' }>;
    const changed = (id: string, state: Partial<(typeof scenario.battle.units)[number]['state']>) => ({
      ...scenario,
      battle: { ...scenario.battle, units: scenario.battle.units.map((u) => (u.id === id ? { ...u, state: { ...u.state, ...state } } : u)) },
    });
    const rater = battleaxeAdvice().shotRater?.('archers');
    if (!rater) throw new Error('no rater');
    const before = rater.rate(scenario);
    // In combat the goblins may not be shot (B-5); a wounded orc changes the odds of removing orcs.
    const [inCombat, hurt] = [changed('goblins', { inCombat: true }), changed('orcs', { woundsOnCurrent: 1 })];
    const afterCombat = rater.rate(inCombat);
    expect(afterCombat).toEqual(battleaxeAdvice().ratedShots(inCombat, 'archers'));
    expect(afterCombat?.some((shot) => shot.target === 'goblins')).toBe(false);
    expect(before?.some((shot) => shot.target === 'goblins')).toBe(true);
    expect(rater.rate(hurt)).toEqual(battleaxeAdvice().ratedShots(hurt, 'archers'));
    expect(rater.rate(scenario)).toEqual(before);
  });

  it('The Ninth Age: forgets the shots it rated when a unit has changed but not moved (the spearmen engaged)', () => {
    const parsed = battle('examples/ninth-age/forest-flank.json', (u) => u, 'crossbowmen');
    if (parsed.game !== 'ninth-age' || parsed.kind !== 'battle') throw new Error('no Ninth Age battle');
    // Checked just above: a Ninth Age battle.
    const scenario = parsed as Extract<NinthAgeScenario, { kind: 'battle' }>;
    const changed = (id: string, state: Partial<(typeof scenario.battle.units)[number]['state']>) => ({
      ...scenario,
      battle: { ...scenario.battle, units: scenario.battle.units.map((u) => (u.id === id ? { ...u, state: { ...u.state, ...state } } : u)) },
    });
    const rater = ninthAgeAdvice().shotRater?.('crossbowmen');
    if (!rater) throw new Error('no rater');
    const before = rater.rate(scenario);
    // An engaged unit may not be shot.
    const engaged = changed('spearmen', { engaged: true });
    const afterEngaged = rater.rate(engaged);
    expect(afterEngaged).toEqual(ninthAgeAdvice().ratedShots(engaged, 'crossbowmen'));
    expect(afterEngaged?.some((shot) => shot.target === 'spearmen')).toBe(false);
    expect(before?.some((shot) => shot.target === 'spearmen')).toBe(true);
    expect(rater.rate(scenario)).toEqual(before);
  });

  it('Battleaxe: the archers moved keep the first table’s obstructions; the goblins moved, the table is prepared anew and the views forgotten', () => {
    const parsed = battle('examples/battleaxe/hedge-and-wall.json', (u) => u, 'archers');
    if (parsed.game !== 'battleaxe' || parsed.kind !== 'battle') throw new Error('no Battleaxe battle');
    // Checked just above: a Battleaxe battle.
    const scenario = parsed as Extract<BattleaxeScenario, { kind: 'battle' }>;
    const advice = battleaxeAdvice();
    const place = (x: number, y: number) => ({ x, y, level: 0, floor: null, move: 'move', cost: 1 }) as const;
    const [archersMoved, goblinsMoved] = [advice.moveTo(scenario, 'archers', place(20, 40)), advice.moveTo(scenario, 'goblins', place(20, 22))];
    if (archersMoved?.kind !== 'battle' || goblinsMoved?.kind !== 'battle') throw new Error('not moved');
    let forgotten = 0;
    const kept = keptPreparation(tablePreparer<typeof scenario.battle>());
    const first = kept(scenario.battle, 'archers', () => (forgotten += 1));
    const moved = kept(archersMoved.battle, 'archers', () => (forgotten += 1));
    expect(moved.obstructions).toBe(first.obstructions);
    expect(moved.table).toBe(archersMoved.battle.table);
    expect(forgotten).toBe(1);
    const other = kept(goblinsMoved.battle, 'archers', () => (forgotten += 1));
    expect(other.obstructions).not.toBe(first.obstructions);
    expect(forgotten).toBe(2);
  });
});
