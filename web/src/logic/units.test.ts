// The page loads each game when it opens; these tests use every game's module at once.
import '../games/every-game.js';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { diceFromSeed } from '../../../src/dice/index.js';
import { battleaxeRollPhase, unitModels as battleaxeUnitModels } from '../../../src/games/battleaxe/index.js';
import { ninthAgeRollPhase } from '../../../src/games/ninth-age/index.js';
import { battleaxeBattleToFile, ninthAgeBattleToFile } from '../../../src/scenario/index.js';
import { setUnitModels, unitPhasePanic, type LoggedUnitShot } from './units.js';
import { catalogue, percent } from '../../../i18n/index.js';
import { moveUnit, newUnitHistory, nextUnit, pushUnit, redoUnit, restOfUnitPhase, undoUnit, unitFileText, unitPhaseOver, unitSessionFromText, unitSessionFromValue, type UnitSession } from './units.js';

const textOf = (file: string) => readFileSync(fileURLToPath(new URL(`../../../examples/${file}`, import.meta.url)), 'utf8');
const FILES = ['battleaxe/hedge-and-wall.json', 'battleaxe/volley-over-friends.json', 'ninth-age/forest-flank.json'] as const;
const SEED = 11;

function sessionOf(file: string): UnitSession {
  const session = unitSessionFromText(textOf(file));
  if (!session) throw new Error(`${file} is no unit battle`);
  return { ...session, dice: diceFromSeed(SEED) };
}

/** The library's phase in one go, from the same battle and seed. */
function wholePhase(session: UnitSession) {
  const { scenario } = session;
  return scenario.game === 'battleaxe' ? battleaxeRollPhase(scenario.battle, { variants: scenario.variants }, SEED) : ninthAgeRollPhase(scenario.battle, { variants: scenario.variants }, SEED);
}

describe('unit battles: the phase, undo, the file', () => {
  for (const file of FILES) {
    it(`${file}: unit by unit equals the library's phase in one go`, () => {
      const start = sessionOf(file);
      const whole = wholePhase(start);
      let stepped = start;
      let steps = 0;
      while (!unitPhaseOver(stepped)) {
        stepped = nextUnit(stepped);
        steps += 1;
      }
      expect(steps).toBeGreaterThan(0);
      expect(stepped.scenario.battle).toEqual(whole.battle);
      expect(stepped.dice).toEqual(whole.dice);
      expect(stepped.log.map((e) => (e.kind === 'turn' ? e.turn : null))).toEqual(whole.turns);
      expect(restOfUnitPhase(start).scenario.battle).toEqual(whole.battle);
      // The file carries the battle as the library writes it back.
      const original = JSON.parse(textOf(file)) as unknown;
      const written = start.scenario.game === 'battleaxe' ? battleaxeBattleToFile(original, whole.battle as never) : ninthAgeBattleToFile(original, whole.battle as never);
      expect(JSON.parse(unitFileText(stepped))).toEqual(written);
      // Reading the file back (as storage and import do) gives the same battle.
      const back = unitSessionFromValue(JSON.parse(unitFileText(stepped)), stepped.dice);
      // (The Ninth Age leaves a destroyed unit out of the file.)
      expect(back?.scenario.battle.units.length).toBeGreaterThan(0);
      for (const unit of back?.scenario.battle.units ?? []) expect(unit).toEqual(stepped.scenario.battle.units.find((u) => u.id === unit.id));
      expect(back?.dice).toEqual(stepped.dice);
    });
  }

  it('undo and redo step back and forth over whole sessions', () => {
    const start = sessionOf('battleaxe/hedge-and-wall.json');
    let history = newUnitHistory(start);
    const one = nextUnit(start);
    history = pushUnit(history, one);
    history = undoUnit(history);
    expect(history.current).toBe(start);
    history = redoUnit(history);
    expect(history.current).toBe(one);
    // A replay after undo rolls the same dice.
    expect(nextUnit(undoUnit(history).current).scenario.battle).toEqual(one.scenario.battle);
  });

  it('moving a unit shifts its whole block', () => {
    const start = sessionOf('battleaxe/hedge-and-wall.json');
    const id = start.scenario.battle.units[0]?.id ?? '';
    const before = start.scenario.battle.table.models.filter((m) => m.unit === id);
    const moved = moveUnit(start, id, 2, -1);
    expect(moved).not.toBeNull();
    const after = moved?.scenario.battle.table.models.filter((m) => m.unit === id) ?? [];
    expect(after.length).toBe(battleaxeUnitModels(start.scenario.battle as never, id).length);
    after.forEach((m, i) => {
      const old = before[i];
      if (!old || m.base.kind !== old.base.kind) throw new Error('model missing');
      const c = m.base.kind === 'circle' ? m.base.centre : m.base.centre;
      const o = old.base.kind === 'circle' ? old.base.centre : old.base.centre;
      expect(c.x - o.x).toBeCloseTo(2, 6);
      expect(c.y - o.y).toBeCloseTo(-1, 6);
    });
    expect(moveUnit(start, 'nobody', 1, 1)).toBeNull();
  });
});

describe("the phase's Panic tests, counted from the battle before the log's first shooting", () => {
  const cat = catalogue('en');

  /** The session after losses set by hand, with a log whose one entry holds the battle before them. */
  function afterLosses(start: UnitSession, losses: Readonly<Record<string, number>>): UnitSession {
    let now = start;
    for (const [id, models] of Object.entries(losses)) {
      const edit = setUnitModels(now, id, models);
      if (!edit.ok) throw new Error(JSON.stringify(edit.issues));
      now = edit.session;
    }
    const entry = { game: start.scenario.game, kind: 'turn', seed: SEED, before: start.scenario.battle, after: now.scenario.battle, turn: null } as unknown as LoggedUnitShot;
    return { ...now, log: [entry] };
  }

  it('nothing shot, nothing to say', () => {
    expect(unitPhasePanic(cat, sessionOf('ninth-age/forest-flank.json'))).toBeNull();
  });

  it('The Ninth Age (current rules): 20 Spearmen of 1 HP test after losing 5 (a quarter, at least 3), a Courage Test not worked out; 2 Goblins can never lose 3 and stay', () => {
    const t = cat.ninthAge;
    const panic = unitPhasePanic(cat, afterLosses(sessionOf('ninth-age/forest-flank.json'), { spearmen: 15, goblins: 1 }));
    expect(panic).toEqual({
      heading: t.panicPhaseHeading,
      units: [
        [t.panicPhaseLoss('Spearmen', 5, 20), t.panicRule('quarter-of-health-and-three', 5, 20), t.panic.taken, t.panic.failUnknown['courage-test']],
        [t.panicPhaseLoss('Goblins', 1, 2), t.panic.never['too-few']],
      ],
    });
    // Four lost is short of five.
    expect(unitPhasePanic(cat, afterLosses(sessionOf('ninth-age/forest-flank.json'), { spearmen: 16 }))?.units).toEqual([[t.panicPhaseLoss('Spearmen', 4, 20), t.panicRule('quarter-of-health-and-three', 5, 20), t.panic.notTaken]]);
  });

  it('The Ninth Age 2.x: a Discipline Test, failed on 2D6 over Discipline 7 with 15 of 36 throws (5/12)', () => {
    const file = JSON.parse(textOf('ninth-age/forest-flank.json')) as { variants?: unknown; battle: { armies: { units: { id: string; profile: Record<string, number> }[] }[] } };
    file.variants = { edition: '2.x' };
    for (const unit of file.battle.armies.flatMap((a) => a.units)) if (unit.id === 'spearmen') unit.profile.Dis = 7;
    const start = unitSessionFromValue(file);
    if (!start) throw new Error('no battle');
    const t = cat.ninthAge;
    // 2.x: a quarter of 20 is 5, with no least of 3.
    expect(unitPhasePanic(cat, afterLosses(start, { spearmen: 15 }))?.units).toEqual([[t.panicPhaseLoss('Spearmen', 5, 20), t.panicRule('quarter-of-health', 5, 20), t.panic.taken, `${t.panicFailed(7)}: ${percent('en', 5 / 12)}`]]);
  });

  it('Battleaxe: 10 Orcs test after losing 3 (a quarter of 10, rounded up); 10 Goblins losing 2 do not', () => {
    const t = cat.battleaxe.panic;
    const panic = unitPhasePanic(cat, afterLosses(sessionOf('battleaxe/hedge-and-wall.json'), { goblins: 8, orcs: 7 }));
    expect(panic).toEqual({
      heading: t.phaseHeading,
      units: [
        [t.phaseLoss('Goblins', 2, 10), t.rule(3, 10), t.notTaken],
        [t.phaseLoss('Orcs', 3, 10), t.rule(3, 10), t.taken, t.failUnknown],
      ],
    });
  });
});
