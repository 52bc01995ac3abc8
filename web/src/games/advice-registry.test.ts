import { describe, expect, it } from 'vitest';
import { adviceFacts } from './advice-registry.js';

// The ways are the library's names of a shot (src/engine/<game>-advice.ts): Battleaxe's how it
// is fired, The Ninth Age's and Mordheim's the weapon's id.
describe("each game's way to the advisor", () => {
  it('Battleaxe: a volley or direct fire', () => {
    const { choiceOf, moveInProfile } = adviceFacts('battleaxe');
    expect(moveInProfile).toBe(false);
    expect(choiceOf('volley')).toEqual({ volley: true });
    expect(choiceOf('direct')).toEqual({ volley: false });
    expect(choiceOf(null)).toEqual({});
  });

  it('The Ninth Age: the weapon', () => {
    const { choiceOf, moveInProfile } = adviceFacts('ninth-age');
    expect(moveInProfile).toBe(false);
    expect(choiceOf('crossbow')).toEqual({ weapon: 'crossbow' });
    expect(choiceOf(null)).toEqual({});
  });

  it("Mordheim: the weapon, and the warrior's Movement is in its profile", () => {
    const { choiceOf, moveInProfile } = adviceFacts('mordheim');
    expect(moveInProfile).toBe(true);
    expect(choiceOf('long-bow')).toEqual({ weapon: 'long-bow' });
  });
});
