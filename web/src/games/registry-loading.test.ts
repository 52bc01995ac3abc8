// The unit games' modules are chunks the page fetches when their battle or calculator opens:
// until then the registry knows their ids and names only. This file loads nothing up front.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../i18n/index.js';
import { gameLoaded, gameNameIn, isUnitGame, loadWebGame, unitGame, webGame } from './registry.js';
import { calculatorPicker, gameReady, loadGame, unitEditorParts } from './ui-registry.js';

describe("the registry's games loaded on demand", () => {
  it('knows every id and name before any game is loaded; Mordheim is part of the page', () => {
    expect(gameLoaded('mordheim')).toBe(true);
    expect(gameReady('mordheim')).toBe(true);
    expect(gameLoaded('battleaxe')).toBe(false);
    expect(gameLoaded('ninth-age')).toBe(false);
    expect(isUnitGame('ninth-age')).toBe(true);
    expect(isUnitGame('mordheim')).toBe(false);
    expect(gameNameIn(catalogue('en'), 'ninth-age')).toBe('The Ninth Age');
    expect(gameNameIn(catalogue('en'), 'battleaxe')).toBe(catalogue('en').battleaxe.name);
    expect(() => webGame('ninth-age')).toThrow(/before loading it/);
    expect(() => unitGame('battleaxe')).toThrow(/before loading it/);
    expect(calculatorPicker('ninth-age')).toBeNull();
  });

  it('loads a game once, its module and its parts together', async () => {
    const first = loadWebGame('ninth-age');
    expect(loadWebGame('ninth-age')).toBe(first);
    await first;
    expect(webGame('ninth-age').id).toBe('ninth-age');
    // Its part of the editor and its picker come with loadGame, not with the module alone.
    expect(gameReady('ninth-age')).toBe(false);
    expect(() => unitEditorParts('ninth-age')).toThrow(/before loading it/);
    await loadGame('ninth-age');
    expect(gameReady('ninth-age')).toBe(true);
    expect(unitEditorParts('ninth-age').Characters).not.toBeNull();
    expect(calculatorPicker('ninth-age')).not.toBeNull();
    // Loading one game leaves the other as it was.
    expect(gameLoaded('battleaxe')).toBe(false);
    await loadGame('battleaxe');
    expect(unitGame('battleaxe').file.profile.length).toBeGreaterThan(0);
    expect(calculatorPicker('battleaxe')).toBeNull();
  });
});
