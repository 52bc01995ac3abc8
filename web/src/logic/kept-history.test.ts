// The page loads each game when it opens; these tests use every game's module at once.
import '../games/every-game.js';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../i18n/index.js';
import { diceFromSeed } from '../../../src/dice/index.js';
import { moveWarrior } from './battle-file.js';
import { keptSession, keptUnitHistory, sessionFromKept, unitHistoryFromKept } from './kept-history.js';
import { edit, newSession, nextShooter, redo, reseed, shoot, undo, type Session } from './session.js';
import { street } from './test-battle.js';
import { newUnitHistory, nextUnit, pushUnit, shotLines, undoUnit, unitBattleFromValue, unitSessionFromText, type UnitHistory } from './units.js';

/** Through storage and back: written as JSON, read as JSON. */
const throughStorage = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

const hasShot = (session: Session, id: string) => session.current.loaded.scenario.battle.warriors.find((w) => w.id === id)?.state.hasShot;

function shotAtTheOgre(): Session {
  const shot = shoot(reseed(newSession(street()), 11), 'marksman', 'ogre', null);
  if (!shot.ok) throw new Error('the marksman may shoot the Ogre on the street');
  return shot.session;
}

describe('the Mordheim session kept across a reload', () => {
  it('keeps the log, the dice and the undo step: undo after the reload makes the marksman not yet shot', () => {
    const session = shotAtTheOgre();
    const back = sessionFromKept(throughStorage(keptSession(session, 50)));
    if (!back) throw new Error('the kept session was not read back');
    expect(back.current.log).toEqual(session.current.log);
    expect(back.current.dice).toEqual(session.current.dice);
    expect(hasShot(back, 'marksman')).toBe(true);
    const undone = undo(back);
    expect(hasShot(undone, 'marksman')).toBe(false);
    expect(undone.current.log).toEqual([]);
    // The dice go back to where they stood before the shot: the seed's start.
    expect(undone.current.dice).toEqual(diceFromSeed(11));
    expect(redo(undone).current.log).toEqual(session.current.log);
  });

  it('keeps where the phase stands and the redo steps', () => {
    const played = nextShooter(reseed(newSession(street()), 5));
    const undone = undo(played);
    const back = sessionFromKept(throughStorage(keptSession(undone, 50)));
    if (!back) throw new Error('the kept session was not read back');
    expect(back.current.phaseNext).toBe(0);
    expect(back.future).toHaveLength(1);
    expect(redo(back).current.phaseNext).toBe(played.current.phaseNext);
    expect(redo(back).current.log).toEqual(played.current.log);
  });

  it('writes a file and a log entry shared by several steps once', () => {
    // Three steps: the street, the shot (a new file, one entry), a reseed of the same step.
    const session = shotAtTheOgre();
    const kept = keptSession(session, 50);
    expect(kept.files).toHaveLength(2);
    expect(kept.entries).toHaveLength(1);
    expect(kept.past.map((s) => s.log)).toEqual([[]]);
    expect(kept.current.log).toEqual([0]);
  });

  it('keeps at most the steps asked for on each side', () => {
    let session = newSession(street());
    for (const x of [15, 14, 13]) {
      const moved = edit(session, moveWarrior(session.current.loaded.file, 'ogre', x, 6));
      if (!moved.ok) throw new Error('the move was refused');
      session = moved.session;
    }
    expect(keptSession(session, 1).past).toHaveLength(1);
    expect(keptSession(session, 0).past).toHaveLength(0);
    const back = sessionFromKept(throughStorage(keptSession(session, 2)));
    expect(back?.past).toHaveLength(2);
    expect(back && undo(undo(back)).current.loaded.file).toEqual(session.past[1]?.loaded.file);
  });

  it('reads nothing back from a damaged history', () => {
    const kept = throughStorage(keptSession(shotAtTheOgre(), 50)) as Record<string, unknown>;
    const damaged = (change: (copy: Record<string, unknown>) => void) => {
      const copy = structuredClone(kept);
      change(copy);
      return sessionFromKept(copy);
    };
    expect(sessionFromKept(kept)).not.toBeNull();
    expect(sessionFromKept(null)).toBeNull();
    expect(sessionFromKept('history')).toBeNull();
    // A step naming a file or an entry that is not there.
    expect(damaged((c) => ((c.current as Record<string, unknown>).file = 7))).toBeNull();
    expect(damaged((c) => ((c.current as Record<string, unknown>).log = [3]))).toBeNull();
    // A file the parser refuses.
    expect(damaged((c) => ((c.files as unknown[])[0] = { game: 'mordheim' }))).toBeNull();
    // Dice that are not the library's (all four words zero).
    expect(damaged((c) => ((c.current as Record<string, unknown>).dice = { seed: 11, drawn: 0, words: [0, 0, 0, 0] }))).toBeNull();
    // A log entry that cannot be worded.
    expect(damaged((c) => (((c.entries as Record<string, unknown>[])[0] as Record<string, unknown>).trace = [null]))).toBeNull();
    expect(damaged((c) => ((c.entries as unknown[])[0] = { kind: 'shot' }))).toBeNull();
    expect(damaged((c) => ((c.entries as unknown[])[0] = { kind: 'mystery' }))).toBeNull();
  });
});

const textOf = (file: string) => readFileSync(fileURLToPath(new URL(`../../../examples/${file}`, import.meta.url)), 'utf8');

function unitHistoryOf(file: string): UnitHistory {
  const session = unitSessionFromText(textOf(file));
  if (!session) throw new Error(`${file} is no unit battle`);
  return newUnitHistory({ ...session, dice: diceFromSeed(11) });
}

describe('a unit battle kept across a reload', () => {
  for (const file of ['battleaxe/hedge-and-wall.json', 'ninth-age/forest-flank.json']) {
    it(`${file}: the log reads the same in both languages, and undo goes back to the phase's start`, () => {
      const start = unitHistoryOf(file);
      const played = pushUnit(start, nextUnit(start.current));
      expect(played.current.log).toHaveLength(1);
      const back = unitHistoryFromKept(throughStorage(keptUnitHistory(played, 50)));
      if (!back) throw new Error('the kept history was not read back');
      for (const language of ['en', 'ru'] as const) {
        expect(back.current.log.map((e) => shotLines(catalogue(language), e))).toEqual(played.current.log.map((e) => shotLines(catalogue(language), e)));
      }
      expect(back.current.phaseNext).toBe(played.current.phaseNext);
      expect(back.current.dice).toEqual(played.current.dice);
      // A reload reads the battle from its file, as it did before the history was kept.
      expect(back.current.scenario).toEqual(unitBattleFromValue(played.current.file));
      const undone = undoUnit(back);
      expect(undone.current.phaseNext).toBe(0);
      expect(undone.current.log).toEqual([]);
      expect(undone.current.scenario.battle).toEqual(start.current.scenario.battle);
    });
  }

  it('reads nothing back when an entry is of another game than its battle', () => {
    const played = unitHistoryOf('battleaxe/hedge-and-wall.json');
    const kept = throughStorage(keptUnitHistory(pushUnit(played, nextUnit(played.current)), 50)) as { entries: Record<string, unknown>[] };
    expect(unitHistoryFromKept(kept)).not.toBeNull();
    const entry = kept.entries[0];
    if (entry) entry.game = 'ninth-age';
    expect(unitHistoryFromKept(kept)).toBeNull();
  });

  it('keeps nothing of a session without its file', () => {
    const history = unitHistoryOf('battleaxe/hedge-and-wall.json');
    expect(keptUnitHistory(newUnitHistory({ ...history.current, file: null }), 50)).toBeNull();
  });
});
