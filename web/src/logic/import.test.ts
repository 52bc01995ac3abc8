import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCENARIO_MAX_BYTES } from '../../../src/scenario/index.js';
import { importText, importValue, tooLarge } from './import.js';
import { STREET_TEXT } from './test-battle.js';

const example = (path: string) => readFileSync(fileURLToPath(new URL(`../../../examples/${path}`, import.meta.url)), 'utf8');

describe('imports are untrusted', () => {
  it('reads a battle', () => {
    const imported = importText(STREET_TEXT);
    expect(imported.ok && imported.loaded.scenario.battle.warriors.length).toBe(6);
  });

  it('reports JSON syntax with line and column', () => {
    const imported = importText('{\n  "game": "mordheim",\n  "battle": {\n}');
    expect(!imported.ok && imported.problem).toEqual({ kind: 'issues', issues: [expect.objectContaining({ code: 'json-syntax', line: 4 })] });
  });

  it('refuses a file over the size limit before parsing it', () => {
    expect(tooLarge(SCENARIO_MAX_BYTES + 1)).toEqual({ kind: 'issues', issues: [{ code: 'too-large', path: [], bytes: SCENARIO_MAX_BYTES + 1, limit: SCENARIO_MAX_BYTES }] });
    expect(tooLarge(SCENARIO_MAX_BYTES)).toBeNull();
    const huge = importText(STREET_TEXT.replace('"title": "', `"title": "${'x'.repeat(SCENARIO_MAX_BYTES)}`));
    expect(!huge.ok && huge.problem.kind === 'issues' && huge.problem.issues[0]?.code).toBe('too-large');
  });

  it('lists every problem with its path', () => {
    const file = JSON.parse(STREET_TEXT) as { battle: { warbands: { models: { profile: { BS: unknown } }[] }[] } };
    const first = file.battle.warbands[0]?.models[0];
    if (first) first.profile.BS = 'four';
    const imported = importText(JSON.stringify(file));
    expect(!imported.ok && imported.problem).toEqual({ kind: 'issues', issues: [expect.objectContaining({ path: ['battle', 'warbands', 0, 'models', 0, 'profile', 'BS'] })] });
  });

  it('keeps a name with markup as plain data (the page shows it as text)', () => {
    const imported = importText(STREET_TEXT.replace('"name": "Ogre"', '"name": "<img src=x onerror=alert(1)>"'));
    expect(imported.ok && imported.loaded.scenario.battle.warriors.find((w) => w.id === 'ogre')?.name).toBe('<img src=x onerror=alert(1)>');
  });

  it('says a quick attack or another game\'s battle cannot go on this table', () => {
    const attack = importText(example('mordheim/crossbow-vs-dieter.json'));
    expect(!attack.ok && attack.problem).toEqual({ kind: 'not-a-battle' });
    const battleaxe = importText(example('battleaxe/hedge-and-wall.json'));
    expect(!battleaxe.ok && battleaxe.problem).toEqual({ kind: 'game-not-drawn', game: 'battleaxe' });
  });

  it('checks stored values like files', () => {
    expect(importValue(null).ok).toBe(false);
    expect(importValue(JSON.parse(STREET_TEXT)).ok).toBe(true);
  });
});
