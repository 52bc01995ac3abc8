// A Knife Fighter's throws divided on the page (ruling M-15) and a double-barrelled weapon's one
// barrel (M-17), through the page's logic: values worked by hand in the comments.
import { describe, expect, it } from 'vitest';
import { prepareTable } from '../../../src/table/index.js';
import { importText } from './import.js';
import { newSession, shoot, shootSplit } from './session.js';
import { shooterView, splitChances, splitChoice } from './shooting.js';

const warrior = (id: string, position: [number, number], more: object = {}) => ({ id, position, profile: { BS: 3, S: 3, T: 3, W: 1, I: 3 }, ...more });
// The orc and the goblin stand 4" from the knifer's centre: both the closest, both legal, both within the knives' 6".
function knives(shooter: object = { weapons: ['throwing-knives'], skills: ['knife-fighter'] }) {
  const text = JSON.stringify({
    game: 'mordheim',
    battle: {
      table: { width: 24, depth: 24 },
      warbands: [
        { id: 'a', models: [warrior('knifer', [10, 12], shooter)] },
        { id: 'b', models: [warrior('orc', [14, 12]), warrior('goblin', [10, 8])] },
      ],
      shooting: 'a',
    },
  });
  const imported = importText(text);
  if (!imported.ok) throw new Error('the battle does not load');
  return imported.loaded;
}

describe('divided throws on the page (M-15)', () => {
  it('offers three throws among the two legal targets to a Knife Fighter, none to a plain thrower', () => {
    const { scenario } = knives();
    const table = prepareTable(scenario.battle.table);
    const view = shooterView(scenario.battle, scenario.variants, table, 'knifer', null);
    if (!view) throw new Error('no view');
    expect(splitChoice(scenario.battle, scenario.variants, table, view)).toEqual({ allowed: 3, rule: 'knife-fighter', targets: ['orc', 'goblin'] });
    const plain = knives({ weapons: ['throwing-knives'] }).scenario;
    const plainView = shooterView(plain.battle, plain.variants, prepareTable(plain.battle.table), 'knifer', null);
    if (!plainView) throw new Error('no view');
    expect(splitChoice(plain.battle, plain.variants, prepareTable(plain.battle.table), plainView)).toBeNull();
  });

  // One throw takes a 1-wound T3 model out of action with 1/9 and has any effect with 1/4 (see
  // src/games/mordheim/split.test.ts); the goblin's two: 1 − (8/9)² = 17/81 and 1 − (3/4)² = 7/16.
  it('gives each target\'s chances over the throws, as fractions', () => {
    const { scenario } = knives();
    const chances = splitChances(scenario.battle, scenario.variants, 'knifer', ['goblin', 'orc', 'goblin'], null, true);
    expect(chances?.map((c) => [c.target, c.throws, c.outOfAction.exact, c.anyEffect.exact])).toEqual([
      ['goblin', 2, '17/81', '7/16'],
      ['orc', 1, '1/9', '1/4'],
    ]);
  });

  it('throws them as one log entry, a heading per throw, and refuses a fourth throw', () => {
    const session = newSession(knives(), undefined);
    const thrown = shootSplit(session, 'knifer', ['orc', 'goblin'], null);
    if (!thrown.ok) throw new Error('refused');
    const entry = thrown.session.current.log[0];
    expect(entry?.kind === 'shot' && entry.trace.map((t) => t.check)).toEqual([
      { step: 'throw', index: 1, of: 2, target: 'orc' },
      { step: 'throw', index: 2, of: 2, target: 'goblin' },
    ]);
    expect(shootSplit(session, 'knifer', ['orc', 'orc', 'goblin', 'goblin'], null)).toEqual({ ok: false, refusal: { code: 'too-many-shots', asked: 4, allowed: 3 } });
  });
});

describe('one barrel of a double-barrelled weapon on the page (M-17)', () => {
  it('fires the barrels chosen and leaves a token for each', () => {
    const loaded = knives({ weapons: ['double-barrelled-pistol'] });
    const tokens = (barrels: 1 | 2) => {
      const shot = shoot(newSession(loaded), 'knifer', 'orc', null, { barrels });
      if (!shot.ok) throw new Error('refused');
      return shot.session.current.loaded.scenario.battle.warriors.find((w) => w.id === 'knifer')?.state.unloadedBarrels;
    };
    expect(tokens(1)).toEqual(['double-barrelled-pistol']);
    expect(tokens(2)).toEqual(['double-barrelled-pistol', 'double-barrelled-pistol']);
  });
});
