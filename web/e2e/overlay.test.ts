/**
 * The compare view's overlay charts in headless Chromium: every shooter and weapon (Mordheim) or
 * every way of shooting (a unit battle) on one chart of "exactly N" and "at least N", the bars
 * worked by hand, the best marked, saved as SVG; on a phone 360 px wide with no sideways scroll
 * of the page; in Russian; and no serious accessibility problem (axe-core, when installed).
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { catalogue } from '../../i18n/index.js';
import { axeFindings, describeInBrowser, streetPages } from './support.js';

const en = catalogue('en');

/** The bars of one series of an overlay: count → [exactly, at least], as the page drew them. */
async function seriesBars(page: Page, chart: string, series: string): Promise<[number, number][]> {
  return page
    .locator(`[data-testid="overlay-${chart}"] .overlay-series[data-series="${series}"] rect.chart-exactly`)
    .evaluateAll((rects) => rects.map((r) => [Number(r.getAttribute('data-exactly')), Number(r.getAttribute('data-at-least'))] as [number, number]));
}

const close6 = (values: readonly [number, number][], want: readonly [number, number][]) => {
  expect(values.length).toBe(want.length);
  values.forEach(([e, a], i) => {
    expect(e).toBeCloseTo(want[i]?.[0] ?? -1, 5);
    expect(a).toBeCloseTo(want[i]?.[1] ?? -1, 5);
  });
};

/**
 * Ten archers (Battleaxe, BS 4, bows) twelve inches from twenty goblins (T3), nothing between:
 * direct fire hits on 4+ (1/2) and wounds on 4+ (1/2), so each shot removes a goblin with 1/4;
 * a volley is −1 to hit, 5+ (1/3), so 1/6 a shot.
 */
const ARCHERS = {
  game: 'battleaxe',
  battle: {
    table: { width: 48, depth: 48 },
    armies: [
      { id: 'empire', units: [{ id: 'archers', name: 'Archers', position: [24, 34], files: 10, ranks: 1, base: { width: 1, depth: 1, unit: 'in' }, profile: { BS: 4, S: 3, T: 3 }, weapon: 'bow' }] },
      { id: 'greenskins', units: [{ id: 'goblins', name: 'Goblins', position: [24, 26], facing: 180, files: 10, ranks: 2, base: { width: 1, depth: 1, unit: 'in' }, profile: { BS: 5, S: 3, T: 3 } }] },
    ],
  },
};

/** The binomial's "exactly k" and "at least k" for n tries of chance p, k = 0 … n. */
function binomial(n: number, p: number): [number, number][] {
  const choose = (k: number): number => (k === 0 ? 1 : (choose(k - 1) * (n - k + 1)) / k);
  const exactly = Array.from({ length: n + 1 }, (_, k) => choose(k) * p ** k * (1 - p) ** (n - k));
  return exactly.map((e, k) => [e, exactly.slice(k).reduce((a, b) => a + b, 0)]);
}

describeInBrowser('the compare view\'s overlay charts in Chromium', (suite) => {
  const { open, close } = streetPages(suite);

  async function compareOnStreet(page: Page, summary: string): Promise<void> {
    await page.locator('[data-warrior="marksman"] .base').click();
    await page.locator('[data-warrior="ogre"] .base').click();
    await page.locator('summary', { hasText: summary }).click();
    await page.getByTestId('compare-charts').waitFor();
  }

  it('the street: the marksman\'s long bow and the crossbowman\'s crossbow at the Ogre on one chart, the long bow best', async () => {
    const page = await open();
    await compareOnStreet(page, en.web.compare.heading('Ogre'));
    const hits = page.getByTestId('overlay-compare-hits');
    await expect(hits.locator('.overlay-series').evaluateAll((gs) => gs.map((g) => g.getAttribute('data-series')))).resolves.toEqual(['marksman/long-bow', 'crossbowman/crossbow']);
    // One shot each. The long bow: BS 4 on 3+, +1 for a Large Target: 2+ (5/6). The crossbow
    // behind the wall: BS 3 on 4+, −1 cover, +1 Large Target: 4+ (1/2).
    close6(await seriesBars(page, 'compare-hits', 'marksman/long-bow'), [[1 / 6, 1], [5 / 6, 5 / 6]]);
    close6(await seriesBars(page, 'compare-hits', 'crossbowman/crossbow'), [[1 / 2, 1], [1 / 2, 1 / 2]]);
    await expect(hits.getAttribute('data-best')).resolves.toBe('marksman/long-bow');
    await expect(hits.locator('.overlay-legend[data-series="marksman/long-bow"] text').textContent()).resolves.toBe(`Marksman, ${en.weapon['long-bow']} ★ ${en.web.odds.overlayBest}`);
    // Unsaved wounds; a critical hit (a 6 to wound) makes two. The long bow (S3 against T4: 5+):
    // a 5 is one wound, saved by light armour on 6+: 5/6 × 1/6 × 5/6 = 25/216; a 6 is two, saved
    // only when the critical hits a vital part (1–2) and the 6+ is made: 5/6 × 1/6 × (1/3 × 5/6 +
    // 2/3) = 85/648. The crossbow (S4: 4+; −1 takes the 6+ save away): one wound on a 4 or 5,
    // 1/2 × 2/6 = 1/6; two on a 6, 1/2 × 1/6 = 1/12.
    close6(await seriesBars(page, 'compare-wounds', 'marksman/long-bow'), [[61 / 81, 1], [25 / 216, 20 / 81], [85 / 648, 85 / 648]]);
    close6(await seriesBars(page, 'compare-wounds', 'crossbowman/crossbow'), [[3 / 4, 1], [1 / 6, 1 / 4], [1 / 12, 1 / 12]]);

    // Two shots each: the Ogre's three wounds outlast the first (two at most), so both are taken:
    // the binomials of 5/6 and 1/2.
    await page.getByTestId('compare-shots').fill('2');
    await expect.poll(() => seriesBars(page, 'compare-hits', 'crossbowman/crossbow').then((bars) => bars.length)).toBe(3);
    close6(await seriesBars(page, 'compare-hits', 'marksman/long-bow'), binomial(2, 5 / 6));
    close6(await seriesBars(page, 'compare-hits', 'crossbowman/crossbow'), binomial(2, 1 / 2));
    // Three: a third shot waits on the Ogre still standing, but no hit at all is still every shot
    // missing: (1/6)³ and (1/2)³.
    await page.getByTestId('compare-shots').fill('3');
    await expect.poll(() => seriesBars(page, 'compare-hits', 'crossbowman/crossbow').then((bars) => bars.length)).toBe(4);
    expect((await seriesBars(page, 'compare-hits', 'marksman/long-bow'))[0]?.[0]).toBeCloseTo(1 / 216, 5);
    expect((await seriesBars(page, 'compare-hits', 'crossbowman/crossbow'))[0]?.[0]).toBeCloseTo(1 / 8, 5);

    // A tried weapon joins the chart: the crossbowman with an elf bow (BS 3, −1 cover, +1
    // Large Target: 4+, as with the crossbow).
    await page.getByTestId('try-weapon').selectOption('elf-bow');
    await page.getByTestId('try-shooter').selectOption('crossbowman');
    await page.getByTestId('try-add').click();
    await page.locator('[data-testid="overlay-compare-hits"] .overlay-series[data-series="crossbowman/elf-bow/tried"]').waitFor();
    await expect(hits.locator('.overlay-series').count()).resolves.toBe(3);
    expect((await seriesBars(page, 'compare-hits', 'crossbowman/elf-bow/tried'))[0]?.[0]).toBeCloseTo(1 / 8, 5);
    if (process.env.MARKSMAN_SCREENSHOTS === '1') {
      const { writeFileSync } = await import('node:fs');
      const { fileURLToPath } = await import('node:url');
      // A window tall enough that the page's header never lies over the charts.
      await page.setViewportSize({ width: 1366, height: 2400 });
      await page.evaluate(() => window.scrollTo(0, 0));
      writeFileSync(fileURLToPath(new URL('../../docs/pictures/web-compare-overlay.png', import.meta.url)), await page.getByTestId('compare-charts').screenshot());
      await page.setViewportSize({ width: 1366, height: 900 });
    }

    // Saved as an SVG file holding the legend.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('overlay-save-compare-hits').click()]);
    expect(download.suggestedFilename()).toBe('compare-hits.svg');
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const svg = readFileSync(path, 'utf8');
    expect(svg).toContain('<svg');
    expect(svg).toContain(en.web.odds.overlayBest);
    const found = await axeFindings(page);
    if (found !== null) expect(found).toEqual([]);
    await close(page);
  });

  it('the table\'s odds draw the target\'s wounds left: the Ogre shot once by the long bow', async () => {
    const page = await open();
    await page.locator('[data-warrior="marksman"] .base').click();
    await page.locator('[data-warrior="ogre"] .base').click();
    const chart = page.getByTestId('chart-final-wounds-left');
    await chart.waitFor();
    const bars = await chart.locator('[data-count]').evaluateAll((els) => els.map((e) => [Number(e.getAttribute('data-count')), Number(e.getAttribute('data-exactly')), Number(e.getAttribute('data-at-least'))]));
    // Three wounds; the long bow takes none with 61/81, one with 25/216 and two (a critical)
    // with 85/648 (worked out above). None left cannot happen, so the chart starts at one.
    expect(bars.map((b) => b[0])).toEqual([1, 2, 3]);
    const want = [[85 / 648, 1], [25 / 216, 25 / 216 + 61 / 81], [61 / 81, 61 / 81]];
    bars.forEach((b, i) => {
      expect(b[1]).toBeCloseTo(want[i]?.[0] ?? -1, 5);
      expect(b[2]).toBeCloseTo(want[i]?.[1] ?? -1, 5);
    });
    // One shot takes at most two of its three wounds: the Ogre stays standing whatever happens,
    // so its final state is one category and draws no chart.
    await expect(page.locator('[data-chance="final-standing"]').getAttribute('data-p')).resolves.toBe((1).toFixed(6));
    await expect(page.getByTestId('chart-final-states').count()).resolves.toBe(0);
    await close(page);
  });

  it('a unit battle: direct fire and a volley on one chart of goblins removed, direct fire best', async () => {
    const page = await open();
    await page.setInputFiles('[data-testid="import-input"]', { name: 'archers.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(ARCHERS)) });
    await page.waitForSelector('[data-testid="unit-battle"]');
    await page.locator('[data-roster="archers"]').click();
    await page.locator('[data-testid="unit-compare-details"] summary').click();
    const chart = page.getByTestId('overlay-compare-models');
    await chart.waitFor();
    const direct = `archers/${en.battleaxe.battle.direct}`;
    const volley = `archers/${en.battleaxe.battle.volley}`;
    // Ten shots: at most ten goblins of twenty, so counts 11 … 20 are cut.
    close6(await seriesBars(page, 'compare-models', direct), binomial(10, 1 / 4));
    close6(await seriesBars(page, 'compare-models', volley), binomial(10, 1 / 6));
    await expect(chart.getAttribute('data-best')).resolves.toBe(direct);
    // The means: 10/4 and 10/6.
    await expect(chart.locator(`.overlay-series[data-series="${direct}"]`).getAttribute('data-mean')).resolves.toBe((10 / 4).toFixed(6));
    await expect(chart.locator(`.overlay-series[data-series="${volley}"]`).getAttribute('data-mean')).resolves.toBe((10 / 6).toFixed(6));
    await close(page);
  });

  it('the calculator: two compared columns of Battleaxe archers (five and ten) on one chart of goblins removed', async () => {
    const page = await open();
    await page.getByTestId('mode-calculator').click();
    await page.getByTestId('calc-game').selectOption('battleaxe');
    await page.getByTestId('chart-models').waitFor();
    await page.getByTestId('calc-add').click();
    await page.getByTestId('calc-models').fill('10');
    const chart = page.getByTestId('overlay-compare-models');
    await chart.waitFor();
    // The rulebook's archers remove a goblin with 5/24 a shot (the calculator's own test): five
    // shots and ten, binomials; the ten are best.
    await expect.poll(() => seriesBars(page, 'compare-models', 'column-2').then((bars) => bars.length)).toBe(11);
    close6(await seriesBars(page, 'compare-models', 'column-1'), [...binomial(5, 5 / 24), ...Array.from({ length: 5 }, (): [number, number] => [0, 0])]);
    close6(await seriesBars(page, 'compare-models', 'column-2'), binomial(10, 5 / 24));
    await expect(chart.getAttribute('data-best')).resolves.toBe('column-2');
    const found = await axeFindings(page);
    if (found !== null) expect(found).toEqual([]);
    await close(page);
  });

  it('on a phone 360 px wide, in Russian: the chart scrolls in its box, the page never sideways; the legend in Russian', async () => {
    const page = await open();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByTestId('language').selectOption('ru');
    const ru = catalogue('ru');
    await compareOnStreet(page, ru.web.compare.heading('Ogre'));
    await page.getByTestId('compare-shots').fill('12');
    const hits = page.getByTestId('overlay-compare-hits');
    await expect.poll(() => hits.locator('.overlay-series[data-series="marksman/long-bow"] rect.chart-exactly').count()).toBe(13);
    await hits.scrollIntoViewIfNeeded();
    const box = await hits.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(hits.locator('.overlay-legend[data-series="marksman/long-bow"] text').textContent()).resolves.toContain(ru.web.odds.overlayBest);
    await expect(hits.locator('svg').getAttribute('aria-label')).resolves.toContain(ru.web.odds.overlayBest);
    const found = await axeFindings(page);
    if (found !== null) expect(found).toEqual([]);
    if (process.env.MARKSMAN_SCREENSHOTS === '1') {
      const { writeFileSync } = await import('node:fs');
      const { fileURLToPath } = await import('node:url');
      writeFileSync(fileURLToPath(new URL('../../docs/pictures/web-compare-overlay-phone.png', import.meta.url)), await hits.screenshot());
    }
    await close(page);
  });
});
