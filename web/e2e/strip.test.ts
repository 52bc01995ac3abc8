// The sticky strip's own chart (issue 21, "see the odds as a chart without scrolling"): on a
// phone 360×740 the chosen shot's chart sits in the strip, in view wherever the page is scrolled,
// its bars the library's chances for cases worked by hand below, in English and in Russian.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { catalogue, percent } from '../../i18n/index.js';
import { strayLatin } from '../../i18n/test-latin.js';
import { AXE_AVAILABLE, axeFindings, describeInBrowser, streetPages } from './support.js';

const PHONE = { width: 360, height: 740 };
const picture = (name: string) => fileURLToPath(new URL(`../../docs/pictures/${name}`, import.meta.url));
const titleOf = (file: string) => (JSON.parse(readFileSync(fileURLToPath(new URL(`../../examples/${file}`, import.meta.url)), 'utf8')) as { title: string }).title;

async function openUnitExample(page: Page, file: string): Promise<void> {
  await page.getByTestId('example-select').selectOption({ label: titleOf(file) });
  await page.getByTestId('open-example').click();
  await page.waitForSelector('[data-testid="unit-battle"]');
}

/** Whether the element is wholly within the window. */
const inView = (locator: Locator) =>
  locator.evaluate((e) => {
    const box = e.getBoundingClientRect();
    return box.height > 0 && box.top >= -0.5 && box.bottom <= window.innerHeight + 0.5 && box.left >= -0.5 && box.right <= window.innerWidth + 0.5;
  });

async function inViewWhereverScrolled(page: Page, locator: Locator): Promise<void> {
  for (const top of [true, false]) {
    await page.evaluate((t) => window.scrollTo(0, t ? 0 : document.documentElement.scrollHeight), top);
    await expect.poll(() => inView(locator)).toBe(true);
  }
}

/** Each bar's drawn size (width or height) as a share of the drawing's: what the eye reads. */
const drawnShares = (chart: Locator, bars: string, side: 'width' | 'height', room: number) =>
  chart.evaluate(
    (e, a) => {
      const svg = e.querySelector('svg');
      if (!svg) return [];
      const ctm = svg.getScreenCTM();
      if (!ctm) return [];
      const scale = a.side === 'width' ? ctm.a : ctm.d;
      return [...e.querySelectorAll(a.bars)].map((bar) => bar.getBoundingClientRect()[a.side] / (a.room * scale));
    },
    { bars, side, room },
  );

describeInBrowser('the strip\'s chart in Chromium', (suite) => {
  const { open, close } = streetPages(suite);

  it('draws the Verminkin\'s final states in the strip on a phone, in view, in English and in Russian', async () => {
    const page = await open();
    await page.setViewportSize(PHONE);
    await page.locator('[data-warrior="marksman"] .base').click();
    await page.locator('[data-warrior="swordsman"] .base').click();
    const chart = page.locator('[data-testid="shot-strip"] [data-testid="strip-chart"]');
    await chart.waitFor();
    await expect(chart.getAttribute('data-kind')).resolves.toBe('states');
    // The marksman's long bow at the Verminkin behind the wall: BS 4 needs 3+, cover −1: 4+ (1/2).
    // S 3 against T 3 wounds on 4+, and he has no armour. A 4 or 5 to wound (1/2 × 1/3 = 1/6) is
    // one wound, one injury roll: knocked down, stunned, out of action a third each. A 6 (1/2 × 1/6
    // = 1/12) is a critical: two wounds, so two injury rolls and the worse kept. On the chart's 1–4
    // (2/3): knocked down 1/9, stunned 4/9 − 1/9 = 1/3, out 1 − 4/9 = 5/9. On its 5–6 (1/3) each roll
    // has +2: stunned 1/3 a roll, so both 1/9, and out 8/9. The critical: knocked down 2/3 × 1/9 =
    // 2/27, stunned 2/3 × 1/3 + 1/3 × 1/9 = 7/27, out 2/3 × 5/9 + 1/3 × 8/9 = 2/3.
    // Standing 1 − 1/4 = 3/4; knocked down 1/18 + 1/12 × 2/27 = 5/81; stunned 1/18 + 1/12 × 7/27 =
    // 25/324; out of action 1/18 + 1/12 × 2/3 = 1/9 (the four add up to 1).
    const want = { standing: 3 / 4, 'knocked-down': 5 / 81, stunned: 25 / 324, 'out-of-action': 1 / 9 };
    const bars = chart.locator('rect[data-strip-state]');
    await expect(bars.evaluateAll((rects) => rects.map((r) => r.getAttribute('data-strip-state')))).resolves.toEqual(Object.keys(want));
    const drawn = await drawnShares(chart, 'rect[data-strip-state]', 'width', 300);
    for (const [i, p] of Object.values(want).entries()) {
      expect(Number(await bars.nth(i).getAttribute('data-p'))).toBeCloseTo(p, 6);
      // One stacked bar: each state's share of its width is its chance, to half a pixel's worth.
      expect(drawn[i] ?? -1).toBeCloseTo(p, 2);
    }
    const said = (language: 'en' | 'ru') => {
      const cat = catalogue(language);
      const words = (Object.keys(want) as (keyof typeof want)[]).map((c) => `${cat.condition[c]} ${percent(language, want[c])}`).join(', ');
      return cat.web.odds.stripChartLabel(cat.web.odds.finalStateHeading, words);
    };
    await expect(chart.locator('svg').getAttribute('aria-label')).resolves.toBe(said('en'));
    await expect(chart.locator('svg').getAttribute('aria-label')).resolves.toBe('Chart of Where the target ends: standing 75.0%, knocked down 6.2%, stunned 7.7%, out of action 11.1%');
    await inViewWhereverScrolled(page, chart);

    await page.getByTestId('language').selectOption('ru');
    await expect.poll(() => chart.locator('svg').getAttribute('aria-label')).toBe(said('ru'));
    await expect(chart.locator('svg').getAttribute('aria-label')).resolves.toMatch(/^График: Чем кончится для цели — на ногах 75,0\s?%/);
    const legend = (await chart.locator('.strip-legend').textContent()) ?? '';
    expect(legend).toContain('выведен из строя');
    expect(strayLatin(legend)).toEqual([]);
    await inViewWhereverScrolled(page, chart);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (AXE_AVAILABLE) await expect(axeFindings(page)).resolves.toEqual([]);
    await close(page);
  });

  it('draws a Battleaxe unit\'s models removed as "at least N" in the strip on a phone, in view', async () => {
    const page = await open();
    await page.setViewportSize(PHONE);
    await openUnitExample(page, 'battleaxe/hedge-and-wall.json');
    await page.locator('[data-roster="crossbowmen"]').click();
    await page.locator('[data-testid="unit-panel"] li[data-target="orcs"] button').first().click();
    const chart = page.locator('[data-testid="shot-strip"] [data-testid="strip-chart"]');
    await chart.waitFor();
    await expect(chart.getAttribute('data-kind')).resolves.toBe('at-least');
    // Five crossbowmen at the Orcs behind the stone wall: BS 4 needs 4+, hard cover −2: 6+ (1/6);
    // S 4 against T 4 wounds on 4+ (1/2); the Orcs' 5+ armour, −1 for S 4, saves on 6+ (fails
    // 5/6). Each bolt removes an Orc with 1/6 × 1/2 × 5/6 = 5/72. At least k of five: the binomial
    // tail, from 1 − (67/72)⁵ = 584792525/1934917632 for one to (5/72)⁵ = 3125/1934917632 for five;
    // six or more cannot happen and are cut.
    const q = 5 / 72;
    const choose = [1, 5, 10, 10, 5, 1];
    const atLeast = (k: number) => choose.slice(k).reduce((sum, c, i) => sum + c * q ** (k + i) * (1 - q) ** (5 - k - i), 0);
    expect(atLeast(1)).toBeCloseTo(584792525 / 1934917632, 12);
    const bars = chart.locator('rect[data-strip-count]');
    await expect(bars.evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('data-strip-count'))))).resolves.toEqual([1, 2, 3, 4, 5]);
    const drawn = await drawnShares(chart, 'rect[data-strip-count]', 'height', 30);
    for (let k = 1; k <= 5; k += 1) {
      expect(Number(await bars.nth(k - 1).getAttribute('data-p'))).toBeCloseTo(atLeast(k), 6);
      // Each column's height is its chance of the room's 30 units (at least half a unit, to be seen).
      expect(drawn[k - 1] ?? -1).toBeCloseTo(Math.max(atLeast(k), 0.5 / 30), 2);
    }
    await expect(chart.locator('svg text').first().textContent()).resolves.toBe(percent('en', atLeast(1)));
    await inViewWhereverScrolled(page, chart);
    await page.getByTestId('language').selectOption('ru');
    const ru = catalogue('ru');
    await expect.poll(async () => (await chart.locator('svg').getAttribute('aria-label')) ?? '').toMatch(/^График: /);
    await expect(chart.locator('svg').getAttribute('aria-label')).resolves.toContain(`${ru.web.odds.stripAtLeast(1)} ${percent('ru', atLeast(1))}, ${ru.web.odds.stripAtLeast(2)} ${percent('ru', atLeast(2))}`);
    expect(strayLatin((await chart.textContent()) ?? '')).toEqual([]);
    expect(strayLatin((await chart.locator('svg').getAttribute('aria-label')) ?? '')).toEqual([]);
    await inViewWhereverScrolled(page, chart);
    if (AXE_AVAILABLE) await expect(axeFindings(page)).resolves.toEqual([]);
    await close(page);
  });

  it.runIf(process.env.MARKSMAN_SCREENSHOTS === '1')('takes the Russian screenshots in docs/pictures: Mordheim on a phone, Battleaxe and The Ninth Age on a laptop', async () => {
    const page = await open();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('language').selectOption('ru');
    await page.locator('[data-warrior="marksman"] .base').click();
    await page.locator('[data-warrior="swordsman"] .base').click();
    await page.locator('[data-testid="strip-chart"]').waitFor();
    await page.getByTestId('table').evaluate((table) => table.scrollIntoView({ block: 'start' }));
    writeFileSync(picture('web-mordheim-phone-ru.png'), await page.screenshot());
    await page.setViewportSize({ width: 1440, height: 900 });
    // The unit battles with the shooter chosen, so the strip draws its chart at the bottom.
    for (const [file, shooter, name] of [['battleaxe/hedge-and-wall.json', 'crossbowmen', 'web-battleaxe-ru.png'], ['ninth-age/forest-flank.json', 'crossbowmen', 'web-ninth-age-ru.png']] as const) {
      await openUnitExample(page, file);
      await page.locator(`[data-roster="${shooter}"]`).click();
      await page.locator('[data-testid="strip-chart"]').waitFor();
      for (let press = 0; press < 2; press++) await page.getByTestId('zoom-in').click();
      await page.evaluate(() => window.scrollTo(0, 0));
      writeFileSync(picture(name), await page.screenshot());
    }
    await close(page);
  });
});
