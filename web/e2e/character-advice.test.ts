/**
 * A joined character chosen as the shooter on the unit page (ruling T-14, `militia/1`), in
 * Chromium: its range rings are its own weapon's, drawn from its own front-rank place (the
 * library's `characterPlace`); the advisor's heat map is its own, the safe and hidden maps are not
 * worked out for it and the page says so rather than draw a map of no danger; the plan names it.
 * On `ninth-age/captain-shoots.json` with the Orcs given bows (so its unit is in danger).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, unitBattlePages } from './support.js';

const file = JSON.parse(readFileSync(fileURLToPath(new URL('../../examples/ninth-age/captain-shoots.json', import.meta.url)), 'utf8')) as { battle: { armies: { units: { weapons?: string[] }[] }[] } };
const orcs = file.battle.armies[1]?.units[0];
if (orcs) orcs.weapons = ['Bow (4+)'];
const TEXT = JSON.stringify(file, null, 2);

/** The least and greatest x and y of the points a ring's outline passes through (not its arcs' radii). */
async function extent(page: Page, kind: 'half' | 'full'): Promise<number[]> {
  const paths = await page.locator(`[data-testid="unit-rings"] [data-ring="${kind}"] g.ring path`).evaluateAll((els) => els.map((e) => e.getAttribute('d') ?? ''));
  expect(paths.length).toBe(1);
  const points = [...(paths[0] ?? '').matchAll(/(?:[ML]|0 0 1 )(-?[\d.]+),(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
}

describeInBrowser('a joined character as the shooter on the unit page, in Chromium', (suite) => {
  const pages = unitBattlePages(suite);

  it("the Captain's rings are his Handgun's from his front-rank place; his advice is his own, its danger said to be not worked out; the plan names him", async () => {
    const page = await pages.importText('captain-shoots.json', TEXT);
    // The Militia carry no shooting weapon: no rings of theirs.
    await page.locator('[data-roster="militia"]').click();
    await expect(page.getByTestId('unit-rings').count()).resolves.toBe(0);

    await page.locator('[data-roster="militia/1"]').click();
    const rings = page.getByTestId('unit-rings');
    await rings.waitFor();
    await expect(rings.getAttribute('data-weapon')).resolves.toBe('handgun');
    await expect(rings.getAttribute('data-full')).resolves.toBe('24');
    await expect(rings.getAttribute('data-half')).resolves.toBe('12');
    // His one base, the middle of the Militia's front rank (x 19.5–20.5, y 12–13), grown by 24" and by 12".
    await expect(extent(page, 'full')).resolves.toEqual([-4.5, 44.5, -12, 37]);
    await expect(extent(page, 'half')).resolves.toEqual([7.5, 32.5, 0, 25]);
    await expect(page.getByTestId('unit-rings-hint').textContent()).resolves.toMatch(/Handgun/);

    await page.locator('[data-testid="advisor-details"] > summary').click();
    await page.getByTestId('advisor-show').check();
    const best = page.locator('[data-testid="advisor-best"] li');
    await best.first().waitFor({ timeout: 60_000 });
    // Where he stands (no Advance Rate in the file): his Handgun at the Orcs, 2/3 × 1/2 = 1/3 of a Health Point on average.
    await expect(best.count()).resolves.toBe(1);
    await expect(best.first().getAttribute('data-value').then(Number)).resolves.toBeCloseTo(1 / 3, 12);
    await expect(best.first().textContent()).resolves.toContain('Orcs');
    await expect(best.first().textContent()).resolves.toContain('danger not worked out for a character');
    await expect(page.getByTestId('advisor-exposure-withheld').textContent()).resolves.toContain('is not worked out');
    await expect(page.getByTestId('advisor-exposure-working').count()).resolves.toBe(0);
    // The safe map draws no square rather than a table of no danger; its best list is not given.
    await page.getByTestId('advisor-layer-safe').check();
    await expect(page.locator('[data-testid="advisor-layer"] .advisor-cell').count()).resolves.toBe(0);
    await expect(page.locator('[data-testid="advisor-best"]').count()).resolves.toBe(0);
    await expect(page.getByTestId('advisor-exposure-withheld').count()).resolves.toBe(1);

    // His unit keeps its danger map: the Orcs' bows reach the Militia.
    await page.locator('[data-roster="militia"]').click();
    await expect.poll(() => page.getByTestId('advisor-exposure-withheld').count(), { timeout: 60_000 }).toBe(0);

    // The plan: the Captain shoots first, named as himself; the step chooses him and his row.
    await page.getByTestId('plan-show').check();
    const step = page.locator('[data-testid="plan-steps"] button').first();
    await step.waitFor({ timeout: 60_000 });
    await expect(step.getAttribute('data-shooter')).resolves.toBe('militia/1');
    await expect(step.textContent()).resolves.toContain('Captain');
    await expect(step.textContent()).resolves.not.toContain('militia/1');
    await step.click();
    await expect(page.getByTestId('shooter-status').textContent()).resolves.toContain('Captain');
    await expect(page.getByTestId('unit-rings').getAttribute('data-weapon')).resolves.toBe('handgun');
    await pages.close(page);
  }, 180_000);
});
