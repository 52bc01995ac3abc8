// The unit editor's move (Battleaxe `M`, The Ninth Age's Advance Rate `Adv`): written in the file
// the page keeps, and read by the advisor's heat map when the advisor's own move field is empty.
// The page loads each game when it opens; these tests use every game's module at once.
import '../games/every-game.js';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { answerQuestion, type AdviceRequest } from './advisor.js';
import { setUnitProfile, unitProfileValue } from './unit-edits.js';
import { unitSessionFromText, type UnitEdit, type UnitSession } from './units.js';
import { setUnitFromPick } from '../games/ninth-age/unit-edits.js';
import type { NinthAgePick } from './profile-library.js';
import { unitGame } from '../games/registry.js';

const sessionOf = (file: string): UnitSession => {
  const session = unitSessionFromText(readFileSync(fileURLToPath(new URL(`../../../examples/${file}`, import.meta.url)), 'utf8'));
  if (!session) throw new Error(`${file} is no unit battle`);
  return session;
};

function accepted(edit: UnitEdit): UnitSession {
  if (!edit.ok) throw new Error(`refused: ${JSON.stringify(edit.issues)}`);
  return edit.session;
}

/** The places of the unit's heat map as the page's worker works it out from the file. */
function places(session: UnitSession, request: AdviceRequest): readonly { readonly x: number; readonly y: number }[] {
  const answer = answerQuestion({ kind: 'advice', file: session.file, request });
  if (answer.kind !== 'advice' || !answer.result.ok) throw new Error(`no advice: ${JSON.stringify(answer)}`);
  return answer.result.advice.heat.places.map((p) => ({ x: p.place.x, y: p.place.y }));
}

describe('the unit editor\'s move, read by the advisor', () => {
  it('each unit game offers its move among the profile\'s fields', () => {
    expect(unitGame('battleaxe').file.profile).toContain('M');
    expect(unitGame('ninth-age').file.profile).toContain('Adv');
    expect(unitGame('battleaxe').file.profile).not.toContain('Adv');
    expect(unitGame('ninth-age').file.profile).not.toContain('M');
  });

  it('Battleaxe: M written by the editor is the library\'s move, and the advisor with an empty move field takes it', () => {
    const session = sessionOf('battleaxe/hedge-and-wall.json');
    const request = { shooter: 'archers', goal: 'models' } as const;
    // No move anywhere: only where the unit stands is scored.
    expect(places(session, request)).toHaveLength(1);
    const moved = accepted(setUnitProfile(session, 'archers', 'M', 2));
    expect(unitProfileValue(moved, 'archers', 'M')).toBe(2);
    const unit = moved.scenario.battle.units.find((u) => u.id === 'archers');
    expect(unit && 'move' in unit ? unit.move : null).toBe(2);
    // The file's M gives the same places as the advisor's own move field of 2".
    const fromFile = places(moved, request);
    expect(fromFile.length).toBeGreaterThan(1);
    expect(fromFile).toEqual(places(session, { ...request, move: 2 }));
    // The advisor's field, when filled, goes over the file's.
    expect(places(moved, { ...request, move: 0 })).toHaveLength(1);
    // Cleared: the field leaves the file.
    const cleared = accepted(setUnitProfile(moved, 'archers', 'M', undefined));
    expect(unitProfileValue(cleared, 'archers', 'M')).toBeUndefined();
  });

  it('Battleaxe: a move past the format\'s 0–10 is refused with its path, and nothing changes', () => {
    const session = sessionOf('battleaxe/hedge-and-wall.json');
    const edit = setUnitProfile(session, 'archers', 'M', 11);
    expect(edit.ok).toBe(false);
    if (edit.ok) return;
    expect(edit.issues.map((i) => i.path.join('.'))).toEqual(['battle.armies.0.units.0.profile.M']);
  });

  it('The Ninth Age: Adv written by the editor is the Advance Rate the advisor takes; past 20" it is refused', () => {
    const session = sessionOf('ninth-age/forest-flank.json');
    const request = { shooter: 'crossbowmen', goal: 'models' } as const;
    expect(places(session, request)).toHaveLength(1);
    const moved = accepted(setUnitProfile(session, 'crossbowmen', 'Adv', 1));
    const unit = moved.scenario.battle.units.find((u) => u.id === 'crossbowmen');
    expect(unit && 'advanceRate' in unit ? unit.advanceRate : null).toBe(1);
    const fromFile = places(moved, request);
    expect(fromFile.length).toBeGreaterThan(1);
    expect(fromFile).toEqual(places(session, { ...request, move: 1 }));
    const refused = setUnitProfile(session, 'crossbowmen', 'Adv', 21);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.issues.map((i) => i.path.join('.'))).toEqual(['battle.armies.0.units.0.profile.Adv']);
  });

  it('The Ninth Age: a unit filled from the community\'s data keeps the Advance Rate written (the data does not bring one)', () => {
    const militia: NinthAgePick = { key: 'Empire of Sonnstahl/State Militia', aliases: [], profile: { HP: 1, Res: 3, Arm: 0 }, hardTarget: 0, rules: [], weapons: [], unusable: [] };
    const session = accepted(setUnitProfile(sessionOf('ninth-age/forest-flank.json'), 'spearmen', 'Adv', 4));
    const picked = accepted(setUnitFromPick(session, 'spearmen', militia));
    expect(unitProfileValue(picked, 'spearmen', 'Adv')).toBe(4);
    expect(unitProfileValue(picked, 'spearmen', 'Res')).toBe(3);
    // With none written, none is added.
    const bare = accepted(setUnitFromPick(sessionOf('ninth-age/forest-flank.json'), 'spearmen', militia));
    expect(unitProfileValue(bare, 'spearmen', 'Adv')).toBeUndefined();
  });
});
