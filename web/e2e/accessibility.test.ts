/**
 * axe-core on each screen of the page (the Mordheim table with a shot chosen and the compare
 * view open, the calculator, a Battleaxe and a Ninth Age battle with a unit chosen, in English
 * and in Russian; the street and the calculator on a phone): no serious or critical violation of the WCAG 2 A and AA rules. Skipped,
 * saying so, when axe-core is not installed (it is a devDependency) or Chromium is missing.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { AXE_AVAILABLE, axeFindings, describeInBrowser, streetPages } from './support.js';

const textOf = (file: string) => readFileSync(fileURLToPath(new URL(`../../examples/${file}`, import.meta.url)), 'utf8');

if (!AXE_AVAILABLE) console.warn('accessibility checks skipped: axe-core is not installed (npm ci installs it)');

describeInBrowser('the page under axe-core', (suite) => {
  const { open, close } = streetPages(suite);

  /** No serious or critical violation on what the page shows now. */
  async function clean(page: Page): Promise<void> {
    const found = await axeFindings(page);
    if (found !== null) expect(found).toEqual([]);
  }

  async function openExample(page: Page, file: string): Promise<void> {
    const title = (JSON.parse(textOf(file)) as { title: string }).title;
    await page.getByTestId('example-select').selectOption({ label: title });
    await page.getByTestId('open-example').click();
    await page.waitForSelector('[data-testid="unit-battle"]');
  }

  it.skipIf(!AXE_AVAILABLE)('on a phone (360 px): the street with a shot chosen and its odds strip, then the calculator', async () => {
    const page = await open();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.locator('[data-warrior="marksman"] .base').click();
    await page.locator('[data-warrior="ogre"] .base').click();
    await page.locator('[data-chance="hit"]').first().waitFor();
    await clean(page);
    await page.getByTestId('mode-calculator').click();
    await page.getByTestId('calculator').waitFor();
    await clean(page);
    await close(page);
  });

  for (const language of ['en', 'ru'] as const) {
    it.skipIf(!AXE_AVAILABLE)(`the street, a shot chosen and the compare view open (${language})`, async () => {
      const page = await open();
      if (language === 'ru') await page.getByTestId('language').selectOption('ru');
      await clean(page);
      await page.locator('[data-warrior="marksman"] .base').click();
      await page.locator('[data-warrior="ogre"] .base').click();
      await page.locator('[data-chance="hit"]').first().waitFor();
      await clean(page);
      await page.locator('details:has([data-testid="compare-panel"]) > summary, details > summary', { hasText: language === 'en' ? 'Compare' : 'Сравн' }).first().click();
      await page.waitForSelector('[data-testid="compare-panel"]');
      await clean(page);
      await close(page);
    });

    it.skipIf(!AXE_AVAILABLE)(`the calculator, each game (${language})`, async () => {
      const page = await open();
      if (language === 'ru') await page.getByTestId('language').selectOption('ru');
      await page.getByTestId('mode-calculator').click();
      await page.getByTestId('calculator').waitFor();
      for (const game of ['mordheim', 'battleaxe', 'ninth-age']) {
        await page.getByTestId('calc-game').selectOption(game);
        await page.locator('[data-testid="calc-odds"]').first().waitFor();
        await clean(page);
      }
      await close(page);
    });

    it.skipIf(!AXE_AVAILABLE)(`Battleaxe and Ninth Age battles, a unit chosen (${language})`, async () => {
      const page = await open();
      if (language === 'ru') await page.getByTestId('language').selectOption('ru');
      for (const file of ['battleaxe/hedge-and-wall.json', 'ninth-age/forest-flank.json']) {
        await openExample(page, file);
        await clean(page);
        await page.locator('[data-roster]').first().click();
        await page.getByTestId('unit-editor').waitFor();
        await clean(page);
      }
      await close(page);
    });
  }
});
