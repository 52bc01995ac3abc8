// A quick attack has no firer's Toughness or armour, so the harm a firer's own weapon does to it
// (M-16's explosion, a bolas's natural 1) is named in the report, not worked out.
import { describe, expect, it } from 'vitest';
import type { TraceEntry } from '../../dice/index.js';
import { mordheimAttack } from './build.js';
import type { MordheimCheck, MordheimOutcome } from './explanation.js';
import { mordheimOdds, mordheimRoll } from './report.js';

const at = (weapon: 'handgun' | 'bolas' | 'crossbow', blackpowderMisfire = false) =>
  mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon, target: { profile: { T: 3, W: 1 } }, variants: { blackpowderMisfire } });

const outcomes = (entries: readonly TraceEntry<MordheimCheck, MordheimOutcome>[]): MordheimOutcome[] =>
  entries.flatMap((entry) => (entry.kind === 'group' ? outcomes(entry.entries) : [entry.outcome]));

describe('harm to the firer a quick attack leaves out', () => {
  it('is named in the odds whenever the weapon can bring it', () => {
    expect(mordheimOdds(at('handgun', true)).firerHarmNotWorkedOut).toEqual(['misfire-explosion']);
    expect(mordheimOdds(at('bolas')).firerHarmNotWorkedOut).toEqual(['dangerous-hit']);
  });

  it('is not named where nothing can hurt the firer: no misfire variant, or a weapon that never misfires', () => {
    expect(mordheimOdds(at('handgun', false)).firerHarmNotWorkedOut).toEqual([]);
    expect(mordheimOdds(at('crossbow', true)).firerHarmNotWorkedOut).toEqual([]);
  });

  it('is named in a roll exactly when its dice brought it', () => {
    const seeds = Array.from({ length: 120 }, (_, i) => i + 1);
    const named = (weapon: 'handgun' | 'bolas', harm: 'misfire-explosion' | 'dangerous-hit', outcome: MordheimOutcome) =>
      seeds.map((seed) => {
        const report = mordheimRoll(at(weapon, weapon === 'handgun'), seed);
        const happened = report.shots.some((shot) => outcomes(shot.trace).includes(outcome));
        expect(report.firerHarmNotWorkedOut.includes(harm)).toBe(happened);
        return happened;
      });
    // A bolas hits its thrower on a 1 (1/6 a throw); a handgun explodes on a 1 then a 1 (1/36).
    const bolas = named('bolas', 'dangerous-hit', 'dangerous');
    const handgun = named('handgun', 'misfire-explosion', 'misfire-explodes');
    expect(bolas).toContain(true);
    expect(bolas).toContain(false);
    expect(handgun).toContain(true);
    expect(handgun).toContain(false);
  });
});
