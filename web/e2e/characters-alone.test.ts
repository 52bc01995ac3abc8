/**
 * A unit whose rank and file are gone set up on the unit page (ruling NA-ALONE), in Chromium: the
 * unit editor's models field takes 0 for the Spearmen of `ninth-age/captain-in-unit-table.json`,
 * who have the Captain joined; the file the page downloads writes `models: 0`, the Captain stands
 * as the unit (one model of its own, `spearmen/1`, where the library's parser places him), and
 * the archers' row gives him every hit and names what is not applied for him. For the archers, who have no character, 0 is refused with
 * the library's own message at the field's path and the file keeps its models. Expected values
 * come from the library and are worked by hand, never read from the page.
 */
// The page loads each game when it opens; the expected values here use every game's module at once.
import '../src/games/every-game.js';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { percent } from '../../i18n/index.js';
import { parseScenarioValue } from '../../src/scenario/index.js';
import { describeInBrowser, unitBattlePages } from './support.js';

const CAPTAIN = readFileSync(fileURLToPath(new URL('../../examples/ninth-age/captain-in-unit-table.json', import.meta.url)), 'utf8');

type SavedUnit = { id: string; models?: number } & Record<string, unknown>;
type Saved = { battle: { armies: { units: SavedUnit[] }[] } };
const unitIn = (file: Saved, id: string): SavedUnit | undefined => file.battle.armies.flatMap((a) => a.units).find((u) => u.id === id);

async function exported(page: Page): Promise<Saved> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
  return JSON.parse(readFileSync(await download.path(), 'utf8')) as Saved;
}

/** Where the library's parser stands the Captain once the Spearmen's file says `models: 0`. */
function libraryCaptain(): { readonly x: number; readonly y: number } {
  const file = JSON.parse(CAPTAIN) as Saved;
  const spearmen = unitIn(file, 'spearmen');
  if (!spearmen) throw new Error('no Spearmen in the example');
  spearmen.models = 0;
  const parsed = parseScenarioValue(file);
  if (!parsed.ok || parsed.scenario.kind !== 'battle') throw new Error('the example with models 0 does not parse');
  const models = parsed.scenario.battle.table.models.filter((m) => m.unit === 'spearmen');
  const [captain] = models;
  if (models.length !== 1 || !captain || captain.id !== 'spearmen/1') throw new Error('the Captain does not stand alone');
  return captain.base.centre;
}

describeInBrowser('characters left alone set up in the unit editor, in Chromium', (suite) => {
  const pages = unitBattlePages(suite);

  it('models 0 for the Spearmen: the Captain stands as the unit and takes every hit; 0 for the archers is refused', async () => {
    const want = libraryCaptain();
    const page = await pages.importText('battle.json', CAPTAIN);
    await page.locator('[data-roster="spearmen"]').click();
    const field = page.getByTestId('unit-models-field');
    // The field says what 0 means, in the page's words.
    await expect(field.getAttribute('title')).resolves.toContain('0 keeps the unit on the table as its joined characters');
    await field.fill('0');
    await field.press('Enter');
    await expect.poll(async () => unitIn(await exported(page), 'spearmen')?.models).toBe(0);

    // One model left in the Spearmen's block, the Captain, where the library stands him.
    const block = page.locator('g.unit-block[data-unit="spearmen"]');
    await expect.poll(() => block.locator('polygon').count()).toBe(2); // the block's outline and his base
    const base = await block.locator('polygon').nth(1).getAttribute('points');
    const corners = (base ?? '').trim().split(/\s+/).map((p) => p.split(',').map(Number) as [number, number]);
    const centre = { x: corners.reduce((s, c) => s + c[0], 0) / corners.length, y: corners.reduce((s, c) => s + c[1], 0) / corners.length };
    expect(centre.x).toBeCloseTo(want.x, 2);
    expect(centre.y).toBeCloseTo(want.y, 2);

    // Each unit of two Bows gives him every hit: hit 1 − (1/2)² = 3/4; both shots hit and wound (4+, 4+) to remove his 2 HP: (1/4)² = 1/16.
    await page.locator('[data-roster="archers1"]').click();
    const captainLine = () => page.locator('[data-testid="unit-panel"] li[data-target="spearmen"] li', { hasText: 'Captain:' }).allTextContents();
    await expect.poll(captainLine, { timeout: 30_000 }).toEqual([`Captain: hit ${percent('en', 3 / 4)}, removed ${percent('en', 1 / 16)}`]);
    // What the engine does not apply for him is named in the row (NA-ALONE).
    const row = page.locator('[data-testid="unit-panel"] li[data-target="spearmen"]');
    await expect(row.innerText()).resolves.toContain('Not applied for Spearmen, its characters standing as the unit (NA-ALONE)');

    // The archers have no character to stand as them: refused at the field's path, with the library's words; the file keeps 2.
    await page.getByTestId('unit-models-field').fill('0');
    await page.getByTestId('unit-models-field').press('Enter');
    const error = page.getByTestId('error');
    await expect.poll(() => error.textContent()).toContain('battle.armies[0].units[0].models');
    await expect(error.textContent()).resolves.toContain('no "characters" to stand as it');
    expect(unitIn(await exported(page), 'archers1')?.models ?? 2).toBe(2);
    await pages.close(page);
  }, 180_000);
});
