/**
 * A unit game's part of the page that cannot be fetched (offline before the service worker kept
 * it), in Chromium with no service worker, the game's chunk refused by the browser's router and
 * then let through:
 * - a battle kept in the browser of that game is neither read without its log nor overwritten:
 *   the page says the game did not load, with "Try again", and the kept battle with its log comes
 *   back whole once the game arrives;
 * - a `#calc=` link of that game says so, with "Try again", and opens once the game arrives.
 */
// The link is made in Node with the calculator's own functions, which need the game's module.
import '../src/games/every-game.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCalc, exampleCalc } from '../src/logic/calculator.js';
import { BROWSER_TEST_TIMEOUT_MS, browserMissing, buildPage, launchBrowser, openPage, removeDir, type Browser, type OpenedPage } from './support.js';

const BATTLE_KEY = 'marksman.web.battle';
const FOREST = JSON.parse(readFileSync(fileURLToPath(new URL('../../examples/ninth-age/forest-flank.json', import.meta.url)), 'utf8')) as { readonly title: string };

/** The file the build made of The Ninth Age's module, from Vite's manifest. */
function ninthAgeChunk(built: string): string {
  const manifest = JSON.parse(readFileSync(join(built, '.vite', 'manifest.json'), 'utf8')) as Record<string, { readonly file: string }>;
  const entry = manifest['src/games/ninth-age/game.ts'];
  if (!entry) throw new Error('no chunk of The Ninth Age in the manifest');
  return entry.file;
}

/** The errors a page reports, less those of the refused chunk (its failed request, and the failed import of it). */
function otherErrors(errors: readonly string[]): string[] {
  return errors.filter((e) => !/Failed to load resource|dynamically imported module|ERR_FAILED/.test(e));
}

const missing = browserMissing();
const suite = missing ? describe.skip : describe;

suite('a unit game that cannot be fetched, in Chromium', { timeout: BROWSER_TEST_TIMEOUT_MS }, () => {
  let built = '';
  let browser: Browser | null = null;
  let chunk = '';
  beforeAll(async () => {
    built = await buildPage();
    chunk = ninthAgeChunk(built);
    // No service worker: the page is as on a first visit whose files were never kept.
    browser = await launchBrowser({ serviceWorkers: 'block' });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    removeDir(built);
  });

  const launched = (): Browser => {
    if (!browser) throw new Error('the browser is launched before the tests run');
    return browser;
  };
  const context = () => launched().context;
  const refuse = (route: Route) => route.abort('internetdisconnected');
  const pattern = () => `**/${chunk}`;

  async function logTexts(page: Page): Promise<string[]> {
    return page.locator('[data-testid="unit-log"] [data-log-entry]').allTextContents();
  }

  it('keeps the kept battle and its log untouched until its game loads, then opens it whole', async () => {
    const opened: OpenedPage = await openPage(launched(), built);
    const { page } = opened;
    try {
      await page.waitForSelector('[data-warrior="marksman"]');
      await page.getByTestId('example-select').selectOption({ label: FOREST.title });
      await page.getByTestId('open-example').click();
      await page.waitForSelector('[data-testid="unit-battle"]');
      await page.getByTestId('unit-seed').fill('4242');
      await page.getByTestId('unit-seed').press('Tab');
      await page.getByTestId('unit-next').click();
      await page.locator('[data-testid="unit-log"] [data-log-entry="0"]').waitFor();
      const log = await logTexts(page);
      expect(log.length).toBe(1);
      // Kept with its log (the page writes a moment after the last change).
      await page.waitForFunction((key) => ((JSON.parse(localStorage.getItem(key) ?? '{}') as { history?: { entries?: unknown[] } }).history?.entries?.length ?? 0) === 1, BATTLE_KEY);
      const kept = await page.evaluate((key) => localStorage.getItem(key), BATTLE_KEY);

      await context().route(pattern(), refuse);
      await page.reload();
      const failed = page.getByTestId('game-loading');
      await failed.getByRole('button').waitFor({ timeout: 30_000 });
      await expect(failed.textContent()).resolves.toContain('The Ninth Age could not be loaded');
      await expect(page.getByTestId('battle-title').textContent()).resolves.toBe(FOREST.title);
      await expect(page.getByTestId('kept-battle-waits').textContent()).resolves.toContain('stays as it was');
      // No other battle took its place: neither the street nor a unit page without the log.
      await expect(page.locator('[data-warrior="marksman"]').count()).resolves.toBe(0);
      await expect(page.getByTestId('unit-battle').count()).resolves.toBe(0);
      // Nor can another battle be exported or shared in its name meanwhile.
      await expect(page.getByTestId('export').isDisabled()).resolves.toBe(true);
      await expect(page.getByTestId('share').isDisabled()).resolves.toBe(true);
      // Past the page's write delay, and made to write at once as when the page is hidden: the kept battle is as it was.
      await page.waitForTimeout(400);
      await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
      await expect(page.evaluate((key) => localStorage.getItem(key), BATTLE_KEY)).resolves.toBe(kept);

      // Still offline: trying again fails again, and still keeps it.
      await failed.getByRole('button').click();
      await failed.getByRole('button').waitFor({ timeout: 30_000 });
      await expect(page.evaluate((key) => localStorage.getItem(key), BATTLE_KEY)).resolves.toBe(kept);

      // The network back: the battle opens with its log, and undo takes back the step played.
      await context().unroute(pattern(), refuse);
      await failed.getByRole('button').click();
      await page.waitForSelector('[data-testid="unit-battle"]', { timeout: 30_000 });
      await expect(logTexts(page)).resolves.toEqual(log);
      await expect(page.getByTestId('export').isDisabled()).resolves.toBe(false);
      await expect(page.getByTestId('undo').isDisabled()).resolves.toBe(false);
      await page.getByTestId('undo').click();
      await expect(page.locator('[data-testid="unit-log"] [data-log-entry]').count()).resolves.toBe(0);
      expect(otherErrors(opened.errors)).toEqual([]);
    } finally {
      await context().unrouteAll({ behavior: 'ignoreErrors' });
      await opened.close();
    }
  });

  it('a #calc= link whose game cannot be fetched says so, with "Try again", and opens once it arrives', async () => {
    const link = await encodeCalc(exampleCalc('ninth-age', 777));
    await context().route(pattern(), refuse);
    const opened: OpenedPage = await openPage(launched(), built, link);
    const { page } = opened;
    try {
      const notice = page.getByTestId('calc-link-game');
      await notice.waitFor({ timeout: 30_000 });
      await expect(notice.textContent()).resolves.toContain('The shared calculator was not opened.');
      await expect(notice.textContent()).resolves.toContain('The Ninth Age could not be loaded');
      // The calculator stays on what it was (its first game); the link is not lost.
      await expect(page.getByTestId('calc-game').inputValue()).resolves.toBe('mordheim');
      await notice.getByTestId('calc-link-game-action').click();
      await notice.waitFor({ timeout: 30_000 });

      await context().unroute(pattern(), refuse);
      await page.getByTestId('calc-link-game-action').click();
      await page.getByTestId('calc-link-loaded').waitFor({ timeout: 30_000 });
      await expect(page.getByTestId('calc-game').inputValue()).resolves.toBe('ninth-age');
      await expect(page.getByTestId('calc-seed').inputValue()).resolves.toBe('777');
      await expect(page.getByTestId('calc-link-game').count()).resolves.toBe(0);
      expect(otherErrors(opened.errors)).toEqual([]);
    } finally {
      await context().unrouteAll({ behavior: 'ignoreErrors' });
      await opened.close();
    }
  });
});

if (missing) console.warn(`browser tests skipped: ${missing}`);
