// Mordheim quick attacks: the checks a schema cannot make, where the rules forbid a
// combination or two fields contradict each other.
import { describe, expect, it } from 'vitest';
import { parseScenarioValue } from './parse.js';

const sling = (circumstances: Record<string, unknown>, shots?: number) => ({
  game: 'mordheim',
  attack: { shooter: { profile: { BS: 4, S: 2 } }, weapon: 'sling', target: { profile: { T: 3 } }, circumstances, ...(shots === undefined ? {} : { shots }) },
});

describe('a Mordheim attack that fires twice', () => {
  it('is two shots when the file does not say how many', () => {
    const parsed = parseScenarioValue(sling({ fireTwice: true, distance: 8 }));
    expect(parsed.ok && parsed.scenario.game === 'mordheim' && 'attack' in parsed.scenario ? parsed.scenario.attack.shots : null).toBe(2);
  });

  it('refuses a number of shots other than two, naming the field', () => {
    const parsed = parseScenarioValue(sling({ fireTwice: true, distance: 8 }, 3));
    expect(parsed.ok ? [] : parsed.issues).toEqual([{ code: 'fire-twice-shots', path: ['attack', 'shots'], shots: 3 }]);
  });

  it('reads half range with the table\u2019s tolerance: 9" and a millionth of an inch less is within the sling\u2019s 9"', () => {
    expect(parseScenarioValue(sling({ fireTwice: true, distance: 9 + 5e-7 })).ok).toBe(true);
    const far = parseScenarioValue(sling({ fireTwice: true, distance: 9.01 }));
    expect(far.ok ? [] : far.issues.map((issue) => issue.code)).toEqual(['fire-twice-too-far']);
  });
});

describe('skills, equipment and special rules by name (ruling M-14)', () => {
  const quick = (shooter: Record<string, unknown>, target: Record<string, unknown> = {}, weapon = 'bow') => ({
    game: 'mordheim',
    attack: { shooter: { profile: { BS: 4 }, ...shooter }, weapon, target: { profile: { T: 3 }, ...target } },
  });
  const attackOf = (value: unknown) => {
    const parsed = parseScenarioValue(value);
    return parsed.ok && parsed.scenario.game === 'mordheim' && 'attack' in parsed.scenario ? parsed.scenario.attack : null;
  };
  const issuesOf = (value: unknown) => {
    const parsed = parseScenarioValue(value);
    return parsed.ok ? [] : parsed.issues;
  };

  it('reads them as the rulebook and the data write them, and gives a skill its shots and the bow its range', () => {
    const attack = attackOf(quick({ skills: ['Quick Shot', 'eagle_eyes'], rules: ['dead-eye-shot'] }, { equipment: ['Lucky Charm'], skills: ['Dodge.'] }));
    expect(attack?.shooter.rules).toEqual(['quick-shot', 'eagle-eyes', 'dead-eye-shot']);
    expect(attack?.target.rules).toEqual(['dodge', 'lucky-charm']);
    expect(attack?.shots).toBe(2);
    expect(attack?.weapon.range).toBe(30);
  });

  it('suggests the nearest name for a misspelt skill, and says where an item was listed wrongly, all in one pass', () => {
    expect(issuesOf(quick({ skills: ['Quik Shot', 'Lucky Charm'] }, { equipment: ['Dodge'] }))).toEqual([
      { code: 'unknown-model-rule', path: ['attack', 'shooter', 'skills', 0], name: 'Quik Shot', kind: 'skill', suggestions: ['quick-shot'] },
      { code: 'model-rule-kind', path: ['attack', 'shooter', 'skills', 1], name: 'Lucky Charm', listed: 'skill', is: 'equipment' },
      { code: 'model-rule-kind', path: ['attack', 'target', 'equipment', 0], name: 'Dodge', listed: 'equipment', is: 'skill' },
    ]);
  });

  it("refuses a shooter's Large Target or Hard to Kill, which play no part in its own shot", () => {
    expect(issuesOf(quick({ rules: ['large-target'] })).map((issue) => [issue.code, issue.path.join('.')])).toEqual([['not-one-of', 'attack.shooter.rules.0']]);
  });

  it('gives a warrior on the table its skills and equipment, and keeps its lucky charm spent', () => {
    const parsed = parseScenarioValue({
      game: 'mordheim',
      battle: {
        table: { width: 24, depth: 24 },
        warbands: [
          { id: 'a', models: [{ id: 'hunter', position: [4, 4], profile: { BS: 4, S: 3, T: 3, I: 4 }, weapons: ['handgun'], skills: ['Hunter'], equipment: ['superior blackpowder'] }] },
          { id: 'b', models: [{ id: 'lucky', position: [12, 4], profile: { BS: 3, S: 3, T: 3, I: 3 }, equipment: ['lucky-charm'], state: { luckyCharmUsed: true } }] },
        ],
      },
    });
    const warriors = parsed.ok && parsed.scenario.game === 'mordheim' && 'battle' in parsed.scenario ? parsed.scenario.battle.warriors : [];
    expect(warriors.map((w) => [w.id, w.rules, w.state.luckyCharmUsed])).toEqual([
      ['hunter', ['hunter', 'superior-blackpowder'], false],
      ['lucky', ['lucky-charm'], true],
    ]);
  });

  it('reads the misfire variant (M-16) and the weapons a misfire lost, jammed or unloaded', () => {
    const parsed = parseScenarioValue({
      game: 'mordheim',
      variants: { blackpowderMisfire: true },
      battle: {
        table: { width: 24, depth: 24 },
        warbands: [
          { id: 'a', models: [{ id: 'gunner', position: [4, 4], profile: { BS: 3, S: 3, T: 3, I: 3 }, weapons: ['handgun', 'pistol'], state: { jammed: ['handgun'], misfireReload: ['pistol'] } }] },
          { id: 'b', models: [{ id: 'goblin', position: [12, 4], profile: { BS: 3, S: 3, T: 3, I: 3 } }] },
        ],
      },
    });
    if (!parsed.ok || parsed.scenario.game !== 'mordheim' || !('battle' in parsed.scenario)) throw new Error('the file should read');
    expect(parsed.scenario.variants.blackpowderMisfire).toBe(true);
    expect(parsed.scenario.battle.warriors.find((w) => w.id === 'gunner')?.state).toMatchObject({ jammed: ['handgun'], lost: [], misfireReload: ['pistol'] });
  });
});

describe('a double-barrelled weapon (ruling M-17)', () => {
  const attackWith = (weapon: string, extra: Record<string, unknown> = {}) => ({
    game: 'mordheim',
    attack: { shooter: { profile: { BS: 3 } }, weapon, target: { profile: { T: 4 } }, ...extra },
  });
  const barrelsOf = (value: unknown) => {
    const parsed = parseScenarioValue(value);
    if (!parsed.ok) return parsed.issues;
    return parsed.scenario.game === 'mordheim' && 'attack' in parsed.scenario ? (parsed.scenario.attack.barrels ?? 'both by default') : 'not a quick attack';
  };

  it('fires both barrels unless the file asks one', () => {
    expect(barrelsOf(attackWith('Double Barrelled Hunting Rifle'))).toBe('both by default');
    expect(barrelsOf(attackWith('double-barrelled-pistol', { barrels: 1 }))).toBe(1);
    expect(barrelsOf(attackWith('double-barrelled-pistol', { barrels: 2 }))).toBe(2);
  });

  it('refuses two barrels on a weapon with one, and several shots beside both barrels, naming the field', () => {
    expect(barrelsOf(attackWith('pistol', { barrels: 2 }))).toEqual([{ code: 'barrels-not-allowed', path: ['attack', 'barrels'], weapon: 'pistol' }]);
    expect(barrelsOf(attackWith('double-barrelled-pistol', { shots: 2 }))).toEqual([{ code: 'barrels-shots', path: ['attack', 'shots'], shots: 2 }]);
    // One barrel is the weapon's ordinary shot, so a single barrel on any weapon is no contradiction.
    expect(barrelsOf(attackWith('pistol', { barrels: 1 }))).toBe(1);
  });
});

describe('a battle warrior with double-barrelled reload tokens (ruling M-17)', () => {
  it('reads unloadedBarrels into the state, none when left out', () => {
    const parsed = parseScenarioValue({
      game: 'mordheim',
      battle: {
        table: { width: 24, depth: 24 },
        warbands: [
          {
            id: 'a',
            models: [
              { id: 'jaeger', position: [4, 4], profile: { BS: 3, S: 3, T: 3, I: 3 }, weapons: ['double-barrelled-pistol'], state: { unloadedBarrels: ['double-barrelled-pistol'] } },
              { id: 'other', position: [4, 8], profile: { BS: 3, S: 3, T: 3, I: 3 }, weapons: ['double-barrelled-hunting-rifle'] },
            ],
          },
          { id: 'b', models: [{ id: 'goblin', position: [12, 4], profile: { BS: 3, S: 3, T: 3, I: 3 } }] },
        ],
      },
    });
    if (!parsed.ok || parsed.scenario.game !== 'mordheim' || !('battle' in parsed.scenario)) throw new Error('the file should read');
    const { warriors } = parsed.scenario.battle;
    const state = (id: string) => warriors.find((w) => w.id === id)?.state.unloadedBarrels;
    expect(state('jaeger')).toEqual(['double-barrelled-pistol']);
    expect(state('other')).toEqual([]);
  });
});

describe('blessed water in a quick attack (BS-M data.cat, Blessed Water)', () => {
  const water = (shooter: Record<string, unknown>, target: Record<string, unknown> = {}, circumstances: Record<string, unknown> = {}) => ({
    game: 'mordheim',
    attack: { shooter: { profile: { BS: 4, S: 3 }, ...shooter }, weapon: 'Blessed Water', target: { profile: { T: 3 }, ...target }, circumstances },
  });
  const parsedOf = (value: unknown) => parseScenarioValue(value);

  it('reaches twice the thrower\u2019s Strength, and the target\u2019s kind is one of its rules', () => {
    const parsed = parsedOf(water({ profile: { BS: 4, S: 4 } }, { rules: ['undead'] }, { distance: 8 }));
    const attack = parsed.ok && parsed.scenario.game === 'mordheim' && 'attack' in parsed.scenario ? parsed.scenario.attack : null;
    expect(attack?.weapon).toMatchObject({ id: 'blessed-water', range: 8, rangeFromStrength: 4 });
    expect(attack?.target.rules).toEqual(['undead']);
    // 8" is the whole reach, so beyond half of it: long range, which blessed water ignores.
    expect(attack?.circumstances.longRange).toBe(true);
  });

  it('needs the thrower\u2019s Strength, naming the field', () => {
    const parsed = parsedOf(water({ profile: { BS: 4 } }));
    expect(parsed.ok ? [] : parsed.issues).toEqual([{ code: 'range-strength-needed', path: ['attack', 'shooter', 'profile', 'S'], weapon: 'blessed-water', perStrength: 2 }]);
  });

  it('refuses an Undead or Possessed thrower', () => {
    for (const kind of ['undead', 'possessed'] as const) {
      const parsed = parsedOf(water({ rules: [kind] }));
      expect(parsed.ok ? [] : parsed.issues).toEqual([{ code: 'blessed-water-forbidden', path: ['attack', 'shooter', 'rules'], weapon: 'blessed-water', kind }]);
    }
    expect(parsedOf(water({ rules: ['daemon'] })).ok).toBe(true);
  });

  it('names a misspelt kind with the nearest names', () => {
    const parsed = parsedOf(water({}, { rules: ['undaed'] }));
    expect(parsed.ok ? [] : parsed.issues.map((issue) => [issue.code, issue.path.join('.')])).toEqual([['not-one-of', 'attack.target.rules.0']]);
  });
});

describe('the net in a quick attack (BS-M data.cat, Net)', () => {
  const net = (target: Record<string, unknown>) => ({
    game: 'mordheim',
    attack: { shooter: { profile: { BS: 3 } }, weapon: 'Net', target: { profile: { T: 3, ...target } } },
  });

  it("carries the target's Strength into the attack, which the net's die reads", () => {
    const parsed = parseScenarioValue(net({ S: 4 }));
    const attack = parsed.ok && parsed.scenario.game === 'mordheim' && 'attack' in parsed.scenario ? parsed.scenario.attack : null;
    expect(attack?.weapon).toMatchObject({ id: 'net', range: 8 });
    expect(attack?.target.profile).toEqual({ T: 3, W: 1, S: 4 });
  });

  it("needs the target's Strength, naming the field, rather than assuming one", () => {
    const parsed = parseScenarioValue(net({}));
    expect(parsed.ok ? [] : parsed.issues).toEqual([{ code: 'target-strength-needed', path: ['attack', 'target', 'profile', 'S'], weapon: 'net' }]);
  });

  it("leaves the target's Strength optional for any other weapon", () => {
    expect(parseScenarioValue({ game: 'mordheim', attack: { shooter: { profile: { BS: 3 } }, weapon: 'bow', target: { profile: { T: 3 } } } }).ok).toBe(true);
  });
});
