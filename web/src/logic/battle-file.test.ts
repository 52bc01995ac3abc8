import { describe, expect, it } from 'vitest';
import { addTerrain, checkEdit, deleteWarrior, fileText, findWarrior, freshId, moveWarrior, normaliseFacing, setFooting, turnWarrior } from './battle-file.js';
import { importText } from './import.js';
import { street } from './test-battle.js';

describe('edits checked by the library', () => {
  it('moves a warrior and the battle follows', () => {
    const { file } = street();
    const checked = checkEdit(moveWarrior(file, 'ogre', 13.123, 4.5));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const model = checked.loaded.scenario.battle.table.models.find((m) => m.id === 'ogre');
    expect(model?.base.centre).toEqual({ x: 13.12, y: 4.5 });
  });

  it('refuses a base on another base, and off the table, with the paths', () => {
    const { file } = street();
    const onTop = checkEdit(moveWarrior(file, 'swordsman', 16, 6));
    expect(onTop.ok).toBe(false);
    if (!onTop.ok) expect(onTop.issues.map((i) => i.code)).toContain('bases-overlap');
    const off = checkEdit(moveWarrior(file, 'swordsman', 30, 6));
    expect(off.ok).toBe(false);
    if (!off.ok) expect(off.issues).toEqual([expect.objectContaining({ code: 'off-table', path: ['battle', 'warbands', 1, 'models', 1, 'position'] })]);
  });

  it('keeps facings within 0–360°', () => {
    expect(normaliseFacing(-15)).toBe(345);
    expect(normaliseFacing(375)).toBe(15);
    const checked = checkEdit(turnWarrior(street().file, 'marksman', 450));
    expect(checked.ok && checked.loaded.scenario.battle.table.models.find((m) => m.id === 'marksman')?.facing).toBe(90);
  });

  it('puts a warrior on a floor, and refuses a floor it is not over', () => {
    const { file } = street();
    const up = checkEdit(setFooting(moveWarrior(file, 'crossbowman', 4, 4), 'crossbowman', { kind: 'floor', floor: 'house/upper' }));
    expect(up.ok && up.loaded.scenario.battle.table.models.find((m) => m.id === 'crossbowman')?.standing).toEqual({ kind: 'floor', building: 'house', floor: 'upper', elevation: 3 });
    const off = checkEdit(setFooting(file, 'crossbowman', { kind: 'floor', floor: 'tower/roof' }));
    expect(!off.ok && off.issues.map((i) => i.code)).toEqual(['off-floor']);
    const down = checkEdit(setFooting(file, 'marksman', { kind: 'ground', elevation: 0 }));
    expect(down.ok && findWarrior(down.loaded.file, 'marksman')?.warrior.floor).toBeUndefined();
  });

  it('adds terrain, refusing an outline that crosses itself', () => {
    const { file } = street();
    const id = freshId(file, 'terrain');
    expect(id).toBe('terrain-1');
    const bow: [number, number][] = [
      [1, 20],
      [3, 22],
      [3, 20],
      [1, 22],
    ];
    const crossed = checkEdit(addTerrain(file, { id, kind: 'hard-cover', outline: bow, height: 1 }));
    expect(!crossed.ok && crossed.issues.map((i) => i.code)).toEqual(['outline-crosses-itself']);
    const square: [number, number][] = [
      [1, 20],
      [3, 20],
      [3, 22],
      [1, 22],
    ];
    const added = checkEdit(addTerrain(file, { id, kind: 'hard-cover', outline: square, height: 1 }));
    expect(added.ok && added.loaded.scenario.battle.table.terrain.map((t) => t.id)).toContain('terrain-1');
  });

  it('deletes a warrior from its warband', () => {
    const checked = checkEdit(deleteWarrior(street().file, 'lookout'));
    expect(checked.ok && checked.loaded.scenario.battle.warriors.map((w) => w.id)).toEqual(['marksman', 'crossbowman', 'ogre', 'swordsman', 'youngblood']);
  });

  it('exports text that imports as the same battle', () => {
    const { file, scenario } = street();
    const again = importText(fileText(file));
    expect(again.ok && again.loaded.scenario).toEqual(scenario);
  });
});
