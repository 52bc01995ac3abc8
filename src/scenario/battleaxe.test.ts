import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { battleaxeApplyShot, unitModels } from '../games/battleaxe/index.js';
import {
  battleaxeAttackFromFile,
  battleaxeBattleFromFile,
  battleaxeBattleToFile,
  battleaxeSchemas,
  type BattleaxeAttackResult,
  type BattleaxeBattleResult,
} from './battleaxe.js';
import type { ScenarioIssue } from './issues.js';
import { fromZodIssues } from './zod-issues.js';

/** What parse.ts does for a Battleaxe file: the schema of its form, then the rules' checks. */
function parseAttack(value: unknown): BattleaxeAttackResult {
  const schema = battleaxeSchemas().attackScenario;
  const parsed = schema.safeParse(value);
  if (!parsed.success) return { ok: false, issues: fromZodIssues(parsed.error.issues, schema, value) };
  return battleaxeAttackFromFile(parsed.data.attack, parsed.data.variants);
}
function parseBattle(value: unknown): BattleaxeBattleResult {
  const schema = battleaxeSchemas().battleScenario;
  const parsed = schema.safeParse(value);
  if (!parsed.success) return { ok: false, issues: fromZodIssues(parsed.error.issues, schema, value) };
  return battleaxeBattleFromFile(parsed.data.battle);
}
const issuesOf = (result: BattleaxeAttackResult | BattleaxeBattleResult): readonly ScenarioIssue[] => (result.ok ? [] : result.issues);

const archers = { name: 'Archers', profile: { BS: 4, S: 3 }, models: 5 };
const goblins = { name: 'Goblins', profile: { T: 3, armour: 6 }, models: 20 };
const attackFile = (attack: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ game: 'battleaxe', ...extra, attack: { shooter: archers, weapon: 'short-bow', target: goblins, ...attack } });

describe('quick attacks', () => {
  it('refuse characters and a champion joined to the target: not built for Battleaxe', () => {
    const result = parseAttack(attackFile({ target: { ...goblins, characters: [{ name: 'Boss', profile: { T: 4 } }], champion: true } }));
    expect(issuesOf(result).map((i) => [i.code, i.path.join('.')])).toEqual([
      ['battleaxe-characters-not-built', 'attack.target.characters'],
      ['battleaxe-characters-not-built', 'attack.target.champion'],
    ]);
  });

  it('read a unit shooting, with the defaults filled in and the distance setting the range bands', () => {
    const result = parseAttack(attackFile({ circumstances: { distance: 10 } }, { variants: { woundChart: 'always-six' } }));
    expect(result.ok).toBe(true);
    if (!result.ok || result.attack.kind !== 'shooting') return;
    const { attack } = result;
    expect(attack.weapon).toMatchObject({ id: 'short-bow', range: 18, strength: 3, volleyFire: true });
    // Short bow 18": 10" is beyond half (9") but not within 4".
    expect(attack.batches).toEqual([{ models: 5, shooters: [], circumstances: expect.objectContaining({ longRange: true, pointBlank: false }) as unknown }]);
    expect(attack.target).toEqual({ name: 'Goblins', profile: { T: 3, W: 1, armour: 6, ward: null }, keywords: [], models: 20, startingModels: 20, woundsOnCurrent: 0 });
    expect(attack.variants.woundChart).toBe('always-six');
  });

  it('read batches on top of the shared circumstances, and a weapon of the file\'s own', () => {
    const result = parseAttack(
      attackFile({
        shooter: { profile: { BS: 3 } },
        weapon: { name: 'Repeater', range: 24, strength: 4, shots: 2, armourPiercing: 1, multipleWounds: 'D3' },
        circumstances: { moved: true },
        batches: [{ models: 3 }, { models: 2, circumstances: { hardCover: true, distance: 3 } }],
      }),
    );
    if (!result.ok || result.attack.kind !== 'shooting') throw new Error(JSON.stringify(result));
    expect(result.attack.weapon).toEqual({ id: 'Repeater', range: 24, strength: 4, shots: 2, armourPiercing: 1, multipleWounds: { kind: 'die', sides: 3 }, volleyFire: false });
    expect(result.attack.batches.map((b) => [b.models, b.circumstances.moved, b.circumstances.hardCover, b.circumstances.pointBlank])).toEqual([
      [3, true, false, false],
      [2, true, true, true],
    ]);
  });

  it('shoot a ranked unit directly with its front rank, in a volley with every model (B-15)', () => {
    const shooting = (attack: Record<string, unknown>, variants?: Record<string, unknown>) => {
      const result = parseAttack(attackFile(attack, variants ? { variants } : {}));
      if (!result.ok || result.attack.kind !== 'shooting') throw new Error(JSON.stringify(result));
      return result.attack.batches.map((b) => [b.models, b.circumstances.volleyFire]);
    };
    const unitOf20 = { ...archers, models: 20, files: 5 };
    // 20 archers five wide: 5 shoot directly, all 20 in a volley (at −1), 10 with two ranks.
    expect(shooting({ shooter: unitOf20 })).toEqual([[5, false]]);
    expect(shooting({ shooter: unitOf20, circumstances: { volleyFire: true } })).toEqual([[20, true]]);
    expect(shooting({ shooter: unitOf20 }, { directFireRanks: 2 })).toEqual([[10, false]]);
    // Without files, the models given are the ones shooting, as before.
    expect(shooting({ shooter: { ...archers, models: 20 } })).toEqual([[20, false]]);
    // A front rank wider than the unit: every model is in it.
    expect(shooting({ shooter: { ...archers, models: 3, files: 5 } })).toEqual([[3, false]]);
  });

  it('refuse files beside batches, and a variant value the rulings do not have', () => {
    expect(issuesOf(parseAttack(attackFile({ shooter: { profile: { BS: 4 }, files: 5 }, batches: [{ models: 3 }] })))).toEqual([{ code: 'battleaxe-files-and-batches', path: ['attack', 'shooter', 'files'] }]);
    const bad = issuesOf(parseAttack(attackFile({}, { variants: { directFireRanks: 3, arc: 'rear' } })));
    expect(bad.map((i) => i.path.join('.'))).toEqual(['variants.directFireRanks', 'variants.arc']);
  });

  it('read hits that skip the to-hit roll: a Fireball', () => {
    const result = parseAttack({ game: 'battleaxe', attack: { hits: { name: 'Fireball', source: 'spell', count: 'D6', strength: 4 }, target: goblins } });
    expect(result).toMatchObject({ ok: true, attack: { kind: 'hits', source: 'spell', name: 'Fireball', hits: { kind: 'die', sides: 6 }, strength: 4, armourPiercing: 0, multipleWounds: { kind: 'fixed', value: 1 } } });
  });

  it('want shooting or hits, one of the two', () => {
    const both = { game: 'battleaxe', attack: { shooter: archers, weapon: 'bow', hits: { count: 2, strength: 4 }, target: goblins } };
    expect(issuesOf(parseAttack(both))).toEqual([{ code: 'battleaxe-shooting-or-hits', path: ['attack'], both: true }]);
    expect(issuesOf(parseAttack({ game: 'battleaxe', attack: { target: goblins } }))).toEqual([{ code: 'battleaxe-shooting-or-hits', path: ['attack'], both: false }]);
    expect(issuesOf(parseAttack({ game: 'battleaxe', attack: { shooter: archers, target: goblins } }))).toEqual([{ code: 'missing', path: ['attack', 'weapon'], expected: 'value' }]);
    const rolled = { game: 'battleaxe', attack: { hits: { count: 2, strength: 4 }, circumstances: { moved: true }, target: goblins } };
    expect(issuesOf(parseAttack(rolled))).toEqual([{ code: 'battleaxe-hits-not-rolled', path: ['attack', 'circumstances'], field: 'circumstances' }]);
  });

  it('name an unknown weapon with the nearest known ones, and a thrown weapon without Strength', () => {
    expect(issuesOf(parseAttack(attackFile({ weapon: 'longbwo' })))).toEqual([{ code: 'unknown-weapon', path: ['attack', 'weapon'], name: 'longbwo', suggestions: ['longbow'] }]);
    expect(issuesOf(parseAttack(attackFile({ shooter: { profile: { BS: 4 } }, weapon: 'javelin' })))).toEqual([{ code: 'strength-needed', path: ['attack', 'shooter', 'profile', 'S'], weapon: 'javelin' }]);
  });

  it('find a volley with a weapon that cannot fire one, and distances that contradict a toggle or the range', () => {
    expect(issuesOf(parseAttack(attackFile({ weapon: 'crossbow', circumstances: { volleyFire: true } })))).toEqual([
      { code: 'battleaxe-volley-not-allowed', path: ['attack', 'circumstances', 'volleyFire'], weapon: 'crossbow' },
    ]);
    expect(issuesOf(parseAttack(attackFile({ circumstances: { distance: 20 } })))).toEqual([{ code: 'battleaxe-out-of-range', path: ['attack', 'circumstances', 'distance'], distance: 20, range: 18 }]);
    expect(issuesOf(parseAttack(attackFile({ circumstances: { distance: 6, longRange: true } })))).toEqual([
      { code: 'long-range-conflict', path: ['attack', 'circumstances', 'longRange'], distance: 6, halfRange: 9, longRange: true },
    ]);
    // The batch's own distance clashes with the shared point-blank toggle: the issue points at the batch.
    expect(issuesOf(parseAttack(attackFile({ shooter: { profile: { BS: 4 } }, circumstances: { pointBlank: true }, batches: [{ models: 2, circumstances: { distance: 6 } }] })))).toEqual([
      { code: 'battleaxe-point-blank-conflict', path: ['attack', 'batches', 0, 'circumstances', 'distance'], distance: 6, limit: 4, pointBlank: true },
    ]);
  });

  it('find models given twice, wounds on the current model and a unit that began smaller than it is', () => {
    expect(issuesOf(parseAttack(attackFile({ batches: [{ models: 2 }] })))).toEqual([{ code: 'battleaxe-models-and-batches', path: ['attack', 'batches'] }]);
    const target = { profile: { T: 4, W: 3 }, models: 5, startingModels: 4, woundsOnCurrent: 3 };
    expect(issuesOf(parseAttack(attackFile({ target })))).toEqual([
      { code: 'battleaxe-wounds-on-current', path: ['attack', 'target', 'woundsOnCurrent'], woundsOnCurrent: 3, wounds: 3 },
      { code: 'battleaxe-starting-models', path: ['attack', 'target', 'startingModels'], models: 5, startingModels: 4 },
    ]);
  });

  it('report schema problems with their paths', () => {
    expect(issuesOf(parseAttack(attackFile({ shooter: { profile: { BS: 'four' } } })))).toEqual([
      { code: 'wrong-type', path: ['attack', 'shooter', 'profile', 'BS'], expected: 'whole-number', received: 'string', value: '"four"', min: 1, max: 10 },
    ]);
    expect(issuesOf(parseAttack(attackFile({ target: { profile: { T: 3, armour: 7 } } })))).toEqual([
      { code: 'out-of-range', path: ['attack', 'target', 'profile', 'armour'], value: '7', whole: true, min: 1, max: 6 },
    ]);
    expect(issuesOf(parseAttack(attackFile({ target: { profile: { T: 3 }, keywords: ['flying'] } })))[0]).toMatchObject({ code: 'not-one-of', path: ['attack', 'target', 'keywords', 0] });
  });
});

const unit = (id: string, position: [number, number], extra: Record<string, unknown> = {}) => ({
  id,
  position,
  files: 5,
  ranks: 2,
  base: { width: 1, depth: 1, unit: 'in' },
  profile: { BS: 4, S: 3, T: 3 },
  ...extra,
});
const battleFile = (armies: unknown[], extra: Record<string, unknown> = {}) => ({ game: 'battleaxe', battle: { table: { width: 48, depth: 48 }, armies, ...extra } });

describe('battles', () => {
  it('build unit blocks on the table, models named id#1…, with each unit\'s profile, weapon and state', () => {
    const result = parseBattle(
      battleFile([
        { id: 'empire', units: [unit('archers', [24, 34], { weapon: 'bow', models: 8, startingModels: 10 })] },
        { id: 'orcs', units: [unit('boyz', [24, 20], { facing: 180, profile: { BS: 5, S: 3, T: 4, W: 1, armour: 5 }, state: { woundsOnCurrent: 0, moved: true } })] },
      ]),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const { battle } = result;
    expect(battle.shooting).toBe('empire');
    expect(unitModels(battle, 'archers')).toEqual(['archers#1', 'archers#2', 'archers#3', 'archers#4', 'archers#5', 'archers#6', 'archers#7', 'archers#8']);
    expect(battle.units.map((u) => [u.id, u.army, u.weapon?.id ?? null, u.startingModels, u.state.moved])).toEqual([
      ['archers', 'empire', 'bow', 10, false],
      ['boyz', 'orcs', null, 10, true],
    ]);
    expect(battle.units[1]?.profile).toEqual({ BS: 5, S: 3, T: 4, W: 1, armour: 5, ward: null });
  });

  it('read each unit\'s formation: ranks of its files, or skirmishers (B-15)', () => {
    const result = parseBattle(
      battleFile([
        { id: 'empire', units: [unit('archers', [24, 34], { weapon: 'bow' }), unit('scouts', [10, 34], { weapon: 'bow', skirmishers: true, rules: ['shoots-into-combat'] })] },
        { id: 'orcs', units: [unit('boyz', [24, 20], { facing: 180 })] },
      ]),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.battle.units.map((u) => [u.id, u.formation, u.rules])).toEqual([
      ['archers', { kind: 'ranks', files: 5 }, []],
      ['scouts', { kind: 'skirmish' }, ['shoots-into-combat']],
      ['boyz', { kind: 'ranks', files: 5 }, []],
    ]);
    const unknown = parseBattle(battleFile([{ id: 'empire', units: [unit('archers', [24, 34], { weapon: 'bow', rules: ['flies'] })] }]));
    expect(issuesOf(unknown).map((i) => [i.code, i.path.join('.')])).toEqual([['not-one-of', 'battle.armies.0.units.0.rules.0']]);
  });

  it('find an unknown shooting army, a duplicate army, a crowded block and an unknown weapon', () => {
    const issues = issuesOf(
      parseBattle(
        battleFile(
          [
            { id: 'empire', units: [unit('archers', [24, 34], { weapon: 'bwo', models: 11 })] },
            { id: 'empire', units: [] },
          ],
          { shooting: 'dwarfs' },
        ),
      ),
    );
    expect(issues).toEqual([
      { code: 'unknown-weapon', path: ['battle', 'armies', 0, 'units', 0, 'weapon'], name: 'bwo', suggestions: ['bow'] },
      { code: 'duplicate-id', path: ['battle', 'armies', 1, 'id'], id: 'empire' },
      { code: 'not-one-of', path: ['battle', 'shooting'], options: ['empire', 'empire'], value: '"dwarfs"' },
      { code: 'too-many-models', path: ['battle', 'armies', 0, 'units', 0, 'models'], models: 11, room: 10 },
    ]);
  });

  it('write the battle back: casualties off the back, what the unit began with, its state', () => {
    const file = battleFile([
      { id: 'empire', units: [unit('archers', [24, 34], { weapon: 'bow' })] },
      { id: 'orcs', units: [unit('boyz', [24, 20], { facing: 180, profile: { BS: 5, S: 3, T: 4, W: 2 } })] },
    ]);
    const result = parseBattle(file);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const after = battleaxeApplyShot(result.battle, 'archers', 'boyz', { models: 7, onCurrent: 1 });
    const written = battleaxeBattleToFile(file, after);
    const again = parseBattle(written);
    if (!again.ok) throw new Error(JSON.stringify(again.issues));
    expect(unitModels(again.battle, 'boyz')).toEqual(unitModels(after, 'boyz'));
    expect(again.battle.units.find((u) => u.id === 'boyz')).toMatchObject({ startingModels: 10, state: { woundsOnCurrent: 1 } });
    expect(again.battle.units.find((u) => u.id === 'archers')?.state.hasShot).toBe(true);
  });
});

describe('the bundled examples', () => {
  const dir = fileURLToPath(new URL('../../examples/battleaxe/', import.meta.url));
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

  it.each(files)('%s reads without a problem', (name) => {
    const value = JSON.parse(readFileSync(dir + name, 'utf8')) as { attack?: unknown; title?: string; $schema?: string };
    expect(value.$schema).toBe('../../schema/scenario.schema.json');
    expect(value.title).toBeTruthy();
    expect(issuesOf(value.attack ? parseAttack(value) : parseBattle(value))).toEqual([]);
  });
});
