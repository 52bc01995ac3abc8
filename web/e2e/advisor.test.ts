/**
 * The advisor on the page, in Chromium, on the bundled street: the layer over the table, worked
 * out in the advisor's worker, marks as best the place the library's `heatMap` gives for the
 * marksman; the switch to "where it is safe" marks the library's least exposed places; a model
 * dragged and dropped brings the layer up to date; the phase plan's first shot is the library's
 * `phasePlan`'s and selects its shooter and target; the hidden layer (where it can shoot and stay
 * hidden or in cover) marks the library's `bestSheltered` places. Keyboard only where a player would use it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { bestSheltered, exposureMap, heatMap, phasePlan, type ExposureMap } from '../../src/advisor/index.js';
import { mordheimGame } from '../../src/engine/index.js';
import { bestOf, type Advice } from '../src/logic/advisor.js';
import { moveWarrior, type BattleFile } from '../src/logic/battle-file.js';
import { importText } from '../src/logic/import.js';
import { strayLatin } from '../../i18n/test-latin.js';
import { describeInBrowser, dragOnTable, fileWords, streetPages } from './support.js';

const PICTURES = fileURLToPath(new URL('../../docs/pictures/', import.meta.url));
const STREET = readFileSync(fileURLToPath(new URL('../../examples/mordheim/battle-street.json', import.meta.url)), 'utf8');

function streetFile(): BattleFile {
  const imported = importText(STREET);
  if (!imported.ok) throw new Error('the example does not load');
  return imported.loaded.file;
}

/** The library's maps of the marksman on a battle file, as the page would ask for them. */
function libraryAdvice(file: BattleFile): Advice & { readonly exposure: ExposureMap } {
  const imported = importText(JSON.stringify(file));
  if (!imported.ok) throw new Error('the battle does not load');
  const { scenario } = imported.loaded;
  const heat = heatMap(mordheimGame, scenario, 'marksman', { goal: 'out-of-action' });
  const exposure = exposureMap(mordheimGame, scenario, 'marksman', { goal: 'out-of-action' });
  if (!heat.ok || !exposure.ok) throw new Error('no map');
  return { heat: heat.value, exposure: exposure.value };
}

/** Opens the advisor's section of the side panel by keyboard. */
async function openAdvisor(page: Page): Promise<void> {
  await page.locator('[data-testid="advisor-details"] > summary').focus();
  await page.keyboard.press('Enter');
}

/** The places the layer marks, best first, as [x, y]. */
const marks = (page: Page) =>
  page.locator('[data-testid="advisor-layer"] .advisor-mark').evaluateAll((els) =>
    els.map((e) => [Number(e.getAttribute('data-rank')), Number(e.getAttribute('data-x')), Number(e.getAttribute('data-y'))] as const).sort((a, b) => a[0] - b[0]).map(([, x, y]) => [x, y]),
  );

/** Each square's value, in the order of the maps' places. */
const cellValues = (page: Page) => page.locator('[data-testid="advisor-layer"] .advisor-cell').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-value'))));

const placesOf = (advice: Advice, indexes: readonly number[]) => indexes.map((i) => [advice.heat.places[i]?.place.x, advice.heat.places[i]?.place.y]);

describeInBrowser('the advisor in Chromium', (suite) => {
  const { open, close } = streetPages(suite);

  it('the layer marks the library\'s best places for the marksman; "where it is safe" marks the least exposed; a dropped model updates it', async () => {
    const page = await open();
    await page.locator('[data-warrior="marksman"] .base').click();
    await openAdvisor(page);
    await page.getByTestId('advisor-show').check();
    await page.locator('[data-testid="advisor-layer"] .advisor-mark').first().waitFor({ timeout: 60_000 });

    const library = libraryAdvice(streetFile());
    expect(library.heat.best.length).toBeGreaterThan(0);
    await expect(marks(page)).resolves.toEqual(placesOf(library, library.heat.best));
    // One square per place the marksman can reach this turn.
    await expect(page.locator('[data-testid="advisor-layer"] .advisor-cell').count()).resolves.toBe(library.heat.places.length);
    const first = page.locator('[data-testid="advisor-best"] li').first();
    await expect(first.getAttribute('data-value').then(Number)).resolves.toBeCloseTo(library.heat.places[library.heat.best[0] ?? 0]?.value ?? -1, 12);

    // The switch by keyboard: the arrow moves the radio group to "where it is safe".
    await page.getByTestId('advisor-layer-shoot').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByTestId('advisor-layer').getAttribute('data-layer')).toBe('safe');
    // The worker sends the exposure map after the heat map: the safe map's marks come with it.
    await expect.poll(() => marks(page), { timeout: 60_000 }).toEqual(placesOf(library, bestOf(library, 'safe')));

    // Drag the Ogre behind the wall and drop it: the layer is worked out again for the battle as it now stands.
    await page.getByTestId('advisor-layer-shoot').check();
    await dragOnTable(page, 'table', [16, 6], [12.8, 4.5]);
    // A click on the Ogre where it now stands opens its editor, which reads its place.
    await page.locator('[data-warrior="ogre"] .base').click();
    const editor = page.locator('[data-testid="warrior-editor"]');
    await expect.poll(() => editor.locator('input[name="y"]').inputValue()).not.toBe('5');
    const x = Number(await editor.locator('input[name="x"]').inputValue());
    const y = Number(await editor.locator('input[name="y"]').inputValue());
    expect(x).not.toBe(16);
    const moved = libraryAdvice(moveWarrior(streetFile(), 'ogre', x, y));
    // Behind the wall the Ogre is harder to hit: some places score less than before.
    const values = (advice: Advice) => advice.heat.places.map((p) => p.value);
    expect(values(moved)).not.toEqual(values(library));
    await expect.poll(() => cellValues(page), { timeout: 60_000 }).toEqual(values(moved));
    await expect(marks(page)).resolves.toEqual(placesOf(moved, moved.heat.best));
    await close(page);
  }, 180_000);

  it('"where it can shoot and stay hidden or in cover": the library\'s sheltered places, each square its best shot there or nothing', async () => {
    // The street with the marksman on the ground by the wall and two Skaven with bows: from some
    // places it can shoot they shoot it in the open, from others it is in cover or out of sight.
    const file = JSON.parse(STREET) as { battle: { warbands: { models: Record<string, unknown>[] }[] } };
    for (const warband of file.battle.warbands) {
      for (const model of warband.models) {
        if (model.id === 'marksman') {
          model.position = [9, 11];
          delete model.floor;
        }
        if (model.id === 'ogre') model.weapons = ['bow'];
        if (model.id === 'swordsman') model.weapons = ['short-bow'];
      }
    }
    const text = JSON.stringify(file);
    const imported = importText(text);
    if (!imported.ok) throw new Error('the changed street does not load');
    const library = libraryAdvice(imported.loaded.file);
    const sheltered = bestSheltered(library.heat, library.exposure, 5);
    // The layer differs from the heat map: some places it could shoot from are exposed.
    const exposedWithShot = library.heat.places.filter((p, i) => p.value > 0 && library.exposure.places[i]?.sheltered === false);
    expect(exposedWithShot.length).toBeGreaterThan(0);
    expect(sheltered.length).toBeGreaterThan(0);

    const page = await open();
    await page.setInputFiles('[data-testid="import-input"]', { name: 'street.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect.poll(() => page.locator('[data-warrior="marksman"] .base').getAttribute('cx').then(Number)).toBe(9);
    await page.locator('[data-warrior="marksman"] .base').click();
    await openAdvisor(page);
    await page.getByTestId('advisor-show').check();
    await page.getByTestId('advisor-layer-hidden').check();
    await expect.poll(() => page.getByTestId('advisor-layer').getAttribute('data-layer'), { timeout: 60_000 }).toBe('hidden');
    await page.locator('[data-testid="advisor-layer"] .advisor-mark').first().waitFor({ timeout: 60_000 });
    await expect(marks(page)).resolves.toEqual(placesOf(library, sheltered));
    const expected = library.heat.places.map((p, i) => (library.exposure.places[i]?.sheltered ? p.value : 0));
    await expect(cellValues(page)).resolves.toEqual(expected);
    const first = page.locator('[data-testid="advisor-best"] li').first();
    await expect(first.getAttribute('data-value').then(Number)).resolves.toBeCloseTo(library.heat.places[sheltered[0] ?? 0]?.value ?? -1, 12);
    await expect(page.getByTestId('advisor-status').innerText()).resolves.toContain('Best places to shoot from, hidden or in cover');
    await close(page);
  }, 180_000);

  it('the phase plan: its first shot is the library\'s, and choosing it selects the shooter and the target', async () => {
    const page = await open();
    await openAdvisor(page);
    await page.getByTestId('plan-show').check();
    const button = page.locator('[data-testid="plan-steps"] button').first();
    await button.waitFor({ timeout: 60_000 });
    const imported = importText(STREET);
    if (!imported.ok) throw new Error('the example does not load');
    const plan = phasePlan(mordheimGame, imported.loaded.scenario, { goal: { kind: 'expected' } });
    if (!plan.ok || !plan.plan.first) throw new Error('no plan');
    const { shooter, target } = plan.plan.first;
    await expect(button.getAttribute('data-shooter')).resolves.toBe(shooter);
    await expect(button.getAttribute('data-target')).resolves.toBe(target);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`[data-warrior="${shooter}"]`).getAttribute('class')).toContain('shooter');
    await expect.poll(() => page.locator(`[data-warrior="${target}"]`).getAttribute('class')).toContain('target');
    await close(page);
  }, 180_000);

  it('the plan for the best chance to take out the Ogre: its first shot is the library\'s phasePlan for that goal', async () => {
    const page = await open();
    await openAdvisor(page);
    await page.getByTestId('plan-show').check();
    await page.getByTestId('plan-target').selectOption('ogre');
    const imported = importText(STREET);
    if (!imported.ok) throw new Error('the example does not load');
    const plan = phasePlan(mordheimGame, imported.loaded.scenario, { goal: { kind: 'chance', target: 'ogre' } });
    if (!plan.ok || !plan.plan.first) throw new Error('no plan');
    const { shooter, target } = plan.plan.first;
    const button = page.locator('[data-testid="plan-steps"] button').first();
    await expect.poll(() => button.getAttribute('data-target'), { timeout: 60_000 }).toBe(target);
    await expect(button.getAttribute('data-shooter')).resolves.toBe(shooter);
    await close(page);
  }, 180_000);

  it('in Russian: the advisor\'s panel and the plan hold no Latin words but the file\'s names', async () => {
    const page = await open();
    await page.getByTestId('language').selectOption('ru');
    await page.locator('[data-warrior="marksman"] .base').click();
    await openAdvisor(page);
    await page.getByTestId('advisor-show').check();
    await page.locator('[data-testid="advisor-best"] li').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('plan-show').check();
    await page.locator('[data-testid="plan-steps"] button').first().waitFor({ timeout: 60_000 });
    const text = await page.getByTestId('advisor-details').innerText();
    // The warriors' names and ids are the file's own words.
    const names = fileWords(JSON.parse(STREET));
    expect(text).toContain('Кто стреляет первым');
    expect(strayLatin(text, names)).toEqual([]);
    await close(page);
  }, 180_000);

  it.runIf(process.env.MARKSMAN_SCREENSHOTS === '1')('takes the screenshot in docs/pictures', async () => {
    const page = await open();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.locator('[data-warrior="marksman"] .base').click();
    await openAdvisor(page);
    await page.getByTestId('advisor-show').check();
    await page.locator('[data-testid="advisor-layer"] .advisor-mark').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('plan-show').check();
    await page.locator('[data-testid="plan-steps"] button').first().waitFor({ timeout: 60_000 });
    // The panel from its top, so the picture shows the three maps to choose from above the best places and the plan.
    await page.getByTestId('advisor-panel').evaluate((panel) => {
      panel.scrollIntoView({ block: 'start' });
      window.scrollTo(0, 0);
    });
    writeFileSync(`${PICTURES}web-advisor.png`, await page.screenshot());
    await close(page);
  }, 180_000);
});
