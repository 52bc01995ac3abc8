import { describe, expect, it } from 'vitest';
import { diceFromSeed } from '../../../src/dice/index.js';
import { planShot, rollPhase, rollShot } from '../../../src/games/mordheim/index.js';
import { moveWarrior } from './battle-file.js';
import { edit, namesOf, newSession, nextShooter, phaseOver, redo, reseed, restOfPhase, shoot, undo, type LoggedShot } from './session.js';
import { street } from './test-battle.js';

describe('the session', () => {
  it('rolls a chosen shot as the library does, and the same seed replays it after an undo', () => {
    const session = reseed(newSession(street()), 11);
    const shot = shoot(session, 'marksman', 'ogre', null);
    expect(shot.ok).toBe(true);
    if (!shot.ok) return;
    const { battle, variants } = session.current.loaded.scenario;
    const planned = planShot(battle, 'marksman', 'ogre', null, { variants });
    if (!planned.ok) throw new Error('the library refuses the shot');
    const library = rollShot(battle, 'marksman', planned, 11);
    const entry = shot.session.current.log[0] as LoggedShot;
    expect(entry.trace).toEqual(library.trace);
    expect(entry).toMatchObject({ seed: 11, from: 0, to: library.dice.drawn, shooter: 'marksman', target: 'ogre', weapon: 'long-bow' });
    expect(shot.session.current.dice).toEqual(library.dice);
    // The marksman has shot: the file says so, and a reload (a new parse) would find it.
    expect(shot.session.current.loaded.scenario.battle.warriors.find((w) => w.id === 'marksman')?.state.hasShot).toBe(true);
    const replay = shoot(undo(shot.session), 'marksman', 'ogre', null);
    expect(replay.ok && replay.session.current.log).toEqual(shot.session.current.log);
  });

  it('refuses a shot the rules forbid, with the library\'s reason', () => {
    const result = shoot(newSession(street()), 'crossbowman', 'swordsman', null);
    expect(!result.ok && result.refusal.code).toBe('target-not-legal');
  });

  it('plays the phase shooter by shooter exactly as the library plays it in one go', () => {
    const loaded = street();
    let session = newSession(loaded, diceFromSeed(5));
    session = nextShooter(session);
    expect(phaseOver(session.current)).toBe(false);
    session = nextShooter(session);
    expect(phaseOver(session.current)).toBe(true);
    const whole = rollPhase(loaded.scenario.battle, { variants: loaded.scenario.variants }, 5);
    const shots = session.current.log.filter((e): e is LoggedShot => e.kind === 'shot');
    expect(shots.map((s) => ({ shooter: s.shooter, target: s.target, weapon: s.weapon, trace: s.trace }))).toEqual(whole.turns);
    expect(session.current.loaded.scenario.battle.warriors.map((w) => w.state)).toEqual(whole.battle.warriors.map((w) => w.state));
    expect(session.current.dice).toEqual(whole.dice);
    expect(session.current.log.at(-1)).toEqual({ kind: 'phase-end', warband: 'reikland' });
    const atOnce = restOfPhase(newSession(loaded, diceFromSeed(5)));
    expect(atOnce.current.log).toEqual(session.current.log);
    expect(atOnce.past).toHaveLength(1);
  });

  it('logs a shooter that cannot shoot, with its reasons', () => {
    const loaded = street();
    const shotAlready = edit(newSession(loaded), { ...loaded.file, battle: { ...loaded.file.battle, warbands: loaded.file.battle.warbands.map((b) => ({ ...b, models: b.models.map((m) => (m.id === 'marksman' ? { ...m, state: { hasShot: true } } : m)) })) } });
    if (!shotAlready.ok) throw new Error('edit refused');
    const next = nextShooter(shotAlready.session);
    expect(next.current.log[0]).toEqual({ kind: 'skip', shooter: 'marksman', name: 'Marksman', refusals: ['already-shot'] });
  });

  it('undoes and redoes edits; a drag is one step', () => {
    let session = newSession(street());
    const first = edit(session, moveWarrior(session.current.loaded.file, 'ogre', 15, 6));
    if (!first.ok) throw new Error('edit refused');
    const second = edit(first.session, moveWarrior(first.session.current.loaded.file, 'ogre', 14, 6), true);
    if (!second.ok) throw new Error('edit refused');
    session = second.session;
    expect(session.past).toHaveLength(1);
    const back = undo(session);
    expect(back.current.loaded.scenario.battle.table.models.find((m) => m.id === 'ogre')?.base.centre).toEqual({ x: 16, y: 6 });
    expect(redo(back).current).toBe(session.current);
    expect(namesOf(back.current.loaded.scenario.battle).ogre).toBe('Ogre');
  });
});
