/**
 * A Mordheim warrior's skills, equipment and special rules on the page, in Chromium: given by a
 * type-ahead that forgives a misspelling, shown as chips, written into the battle file by id,
 * and followed by the odds; a chip says when its rule changes nothing in shooting (Acrobat, applied in
 * falls, has no tag and is never called "not applied"); a profile
 * of the community's data brings its special rules; the same in the calculator, in Russian, and
 * on a phone 360 px wide. Expected values are the rules' worked
 * by hand, never the page's.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { catalogue } from '../../i18n/index.js';
import { strayLatin } from '../../i18n/test-latin.js';
import { describeInBrowser, streetPages } from './support.js';

const en = catalogue('en');
const ru = catalogue('ru');

describeInBrowser('skills, equipment and special rules in Chromium', (suite) => {
  const { open, close } = streetPages(suite);

  const editor = (page: Page) => page.locator('[data-testid="warrior-editor"]');
  const odds = (page: Page) => page.getByTestId('odds-panel');
  const chanceText = (page: Page, name: string) => odds(page).locator(`[data-chance="${name}"] .chance-value`).textContent();
  const chips = (page: Page, kind: string) => editor(page).locator(`[data-testid="rules-${kind}-chips"] [data-rule]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-rule')));

  async function exported(page: Page): Promise<unknown> {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
    return JSON.parse(readFileSync(await download.path(), 'utf8'));
  }

  /** The crossbowman shooting his crossbow at the Ogre, odds as fractions. */
  async function crossbowmanAtOgre(page: Page): Promise<void> {
    await page.locator('[data-warrior="crossbowman"] .base').click();
    await page.getByTestId('weapon-select').selectOption('crossbow');
    await page.locator('[data-roster="ogre"]').click();
    await odds(page).waitFor();
    await odds(page).getByLabel(en.web.odds.fractions).check();
  }

  it('Quick Shot typed misspelt: "did you mean" offers it, Enter adds it, the file holds its id and the crossbowman fires twice', async () => {
    const page = await open();
    await crossbowmanAtOgre(page);
    // BS 3 hits on 4+; the wall hides part of the Ogre (−1) and he is a Large Target (+1): 4+, a half.
    await expect(chanceText(page, 'hit')).resolves.toBe('1/2');
    await expect(odds(page).locator('h4', { hasText: 'Over' }).textContent()).resolves.toBe(en.web.odds.seriesHeading(1));
    await expect(chanceText(page, 'hits-at-least-1')).resolves.toBe('1/2');

    await page.locator('[data-roster="crossbowman"]').click();
    const search = editor(page).getByTestId('rules-skill-search');
    await search.fill('quik shot');
    await expect(editor(page).getByTestId('rules-skill-status').textContent()).resolves.toBe(en.web.warriorRules.didYouMean);
    await expect(editor(page).locator('[role="option"]').allTextContents()).resolves.toEqual(['Quick Shot']);
    await search.press('Enter');
    await expect.poll(() => chips(page, 'skill')).toEqual(['quick-shot']);
    await expect(search.inputValue()).resolves.toBe('');

    // Quick Shot: two shots with a crossbow, without the −1 of firing twice, so each still hits on 4+.
    await expect(odds(page).locator('h4', { hasText: 'Over' }).textContent()).resolves.toBe(en.web.odds.seriesHeading(2));
    await expect(chanceText(page, 'hit')).resolves.toBe('1/2');
    // The Ogre has 3 wounds, so the first shot never ends the series: at least one hit 1 − (1/2)² = 3/4, both 1/4.
    await expect(chanceText(page, 'hits-at-least-1')).resolves.toBe('3/4');
    await expect(chanceText(page, 'hits-at-least-2')).resolves.toBe('1/4');
    await expect(page.getByTestId('shooter-rules').textContent()).resolves.toBe('Crossbowman: Quick Shot');
    await expect(page.getByTestId('odds-rules').textContent()).resolves.toBe('Crossbowman: Quick Shot');

    const file = (await exported(page)) as { battle: { warbands: { models: { id: string; skills?: string[] }[] }[] } };
    expect(file.battle.warbands[0]?.models.find((m) => m.id === 'crossbowman')?.skills).toEqual(['quick-shot']);

    // Removed, the crossbowman fires once again.
    await editor(page).getByRole('button', { name: en.web.warriorRules.remove('Quick Shot') }).click();
    await expect(odds(page).locator('h4', { hasText: 'Over' }).textContent()).resolves.toBe(en.web.odds.seriesHeading(1));
    await close(page);
  });

  it('Acrobat on the Ogre is held, untagged and never "not applied" (it acts in falls); Sprint says it changes nothing in shooting; a lucky charm typed among the skills says where it belongs', async () => {
    const page = await open();
    await crossbowmanAtOgre(page);
    const search = editor(page).getByTestId('rules-skill-search');
    await search.fill('lucky charm');
    await expect(editor(page).getByTestId('rules-skill-status').textContent()).resolves.toBe(en.web.warriorRules.elsewhere('lucky charm', 'Equipment'));
    await search.fill('acro');
    await search.press('Enter');
    await expect.poll(() => chips(page, 'skill')).toEqual(['acrobat']);
    await expect(editor(page).locator('[data-testid="rules-skill-chips"] .chip-tag').count()).resolves.toBe(0);
    await search.fill('sprint');
    await search.press('Enter');
    await expect.poll(() => chips(page, 'skill')).toEqual(['acrobat', 'sprint']);
    await expect(editor(page).locator('[data-testid="rules-skill-chips"] .chip-tag').allTextContents()).resolves.toEqual([en.web.warriorRules.noEffect]);
    await expect(page.getByTestId('odds-rules').textContent()).resolves.toBe('Ogre: Acrobat, Sprint');
    await expect(odds(page).locator('[data-note="not-applied"]').count()).resolves.toBe(0);
    await page.getByTestId('shoot').click();
    await page.getByTestId('log-shot').waitFor();
    await expect(page.locator('[data-testid="log-rules"] li').allTextContents()).resolves.toEqual(['Ogre: Acrobat, Sprint']);
    await close(page);
  });

  it('a Tilean Marksman picked from the community\'s data brings Dead Eye Shot and Steady Hands as special rules: with a crossbow the wall\'s cover no longer counts', async () => {
    const page = await open();
    await crossbowmanAtOgre(page);
    await page.locator('[data-roster="crossbowman"]').click();
    await editor(page).getByTestId('picker-open').click();
    await editor(page).getByTestId('picker-search').fill('tilean');
    await editor(page).locator('[role="option"]', { hasText: 'Characters/Tilean Marksman' }).click();
    await expect.poll(() => chips(page, 'special')).toEqual(['steady-hands', 'dead-eye-shot']);
    // His BS 4 hits on 3+; Dead Eye Shot ignores the cover with a crossbow, and the Ogre is a Large Target (+1): 2+, five in six.
    await expect(chanceText(page, 'hit')).resolves.toBe('5/6');
    await expect(page.getByTestId('odds-rules').textContent()).resolves.toBe('Crossbowman: Steady Hands, Dead Eye Shot');
    await close(page);
  });

  it('the calculator: Quick Shot for the shooter makes two shots, Acrobat on the target is named as held and not as not applied', async () => {
    const page = await open();
    await page.getByTestId('mode-calculator').click();
    await page.getByTestId('calculator').waitFor();
    const calc = page.getByTestId('calculator');
    await calc.getByTestId('calc-format-fraction').check();
    const calcChance = (name: string) => calc.locator(`[data-testid="calc-odds"] [data-chance="${name}"] .chance-value`).textContent();
    await calc.getByTestId('calc-shooterSkills-search').fill('quick');
    await calc.getByTestId('calc-shooterSkills-search').press('Enter');
    // BS 3 with a crossbow at Dieter 12" away: 4+; two shots: at least one hit 1 − (1/2)² = 3/4.
    await expect(calcChance('hits-at-least-1')).resolves.toBe('3/4');
    await expect(calc.getByTestId('calc-rules').textContent()).resolves.toBe('Marksman: Quick Shot');
    await calc.getByTestId('calc-targetSkills-search').fill('Acrobat');
    await calc.getByTestId('calc-targetSkills-search').press('Enter');
    await expect(calc.getByTestId('calc-rules').locator('[data-note]').allTextContents()).resolves.toEqual(['Marksman: Quick Shot', 'Dieter: Acrobat']);
    await expect(calc.locator('[data-testid="calc-rules"] [data-note="not-applied"]').count()).resolves.toBe(0);
    await close(page);
  });

  it('in Russian on a phone 360 px wide: a misspelt name is found, the chips and the list are big enough to touch, nothing scrolls sideways', async () => {
    const page = await open();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByTestId('language').selectOption('ru');
    await page.locator('[data-roster="crossbowman"]').click();
    const search = editor(page).getByTestId('rules-skill-search');
    await search.fill('быстрый выстерл');
    await expect(editor(page).getByTestId('rules-skill-status').textContent()).resolves.toBe(ru.web.warriorRules.didYouMean);
    const option = editor(page).locator('[role="option"]', { hasText: '«Быстрый выстрел»' });
    expect((await option.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await option.click();
    await expect.poll(() => chips(page, 'skill')).toEqual(['quick-shot']);
    await search.fill('акроб');
    await search.press('Enter');
    await expect.poll(() => chips(page, 'skill')).toEqual(['quick-shot', 'acrobat']);
    const remove = editor(page).getByRole('button', { name: ru.web.warriorRules.remove('«Быстрый выстрел»') });
    const box = await remove.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
    expect((await search.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    const words = (await page.locator('[data-testid="shooter-rules"] li').allTextContents()).join(' ');
    expect(words).toContain(ru.text.rulesHeld('Crossbowman', '«Быстрый выстрел», «Акробат»'));
    expect(words).not.toContain(ru.text.rulesNotApplied('«Акробат»'));
    const fieldText = await editor(page).locator('.rules-field').allTextContents();
    expect(strayLatin([...fieldText, words].join(' '), ['Marksman', 'Crossbowman'])).toEqual([]);
    await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
    await close(page);
  });
});
