/**
 * A double-barrelled weapon on the page (ruling M-17), in Chromium: one barrel or both chosen in
 * the shooter panel and in the calculator, the odds following the choice, the roll firing the
 * barrels chosen, and the reload tokens shown and edited in the warrior editor. Expected values
 * are worked by hand from the rules, never read from the page.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { catalogue } from '../../i18n/index.js';
import { describeInBrowser, streetPages } from './support.js';

const en = catalogue('en');
const RIFLE = 'double-barrelled-hunting-rifle';

describeInBrowser('double-barrelled weapons in Chromium', (suite) => {
  const { open, close } = streetPages(suite);
  const editor = (page: Page) => page.locator('[data-testid="warrior-editor"]');
  const odds = (page: Page) => page.getByTestId('odds-panel');
  const chanceText = (page: Page, name: string) => odds(page).locator(`[data-chance="${name}"] .chance-value`).textContent();

  type Exported = { battle: { warbands: { models: { id: string; state?: { unloadedBarrels?: string[] } }[] }[] } };
  async function exported(page: Page): Promise<Exported> {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
    return JSON.parse(readFileSync(await download.path(), 'utf8')) as Exported;
  }
  const tokens = (file: Exported) => file.battle.warbands[0]?.models.find((m) => m.id === 'crossbowman')?.state?.unloadedBarrels ?? [];

  /** The crossbowman given the double-barrelled hunting rifle, aiming it at the Ogre, odds as fractions. */
  async function rifleAtOgre(page: Page): Promise<void> {
    await page.locator('[data-warrior="crossbowman"] .base').click();
    await page.locator('[data-roster="crossbowman"]').click();
    await editor(page).locator(`input[name="weapon-${RIFLE}"]`).check();
    await page.getByTestId('weapon-select').selectOption(RIFLE);
    await page.locator('[data-roster="ogre"]').click();
    await odds(page).waitFor();
    await odds(page).getByLabel(en.web.odds.fractions).check();
  }

  // The rifle at the Ogre: BS 3 hits on 4+, the wall's cover −1 and the Large Target +1 leave 4+, a half.
  // S4 against T4 wounds on 4+ (a half; the 6 a critical of two wounds); the Ogre's light armour
  // (6+) is lost to S4 (−1) and the firearm's −1, so no save. The Ogre's 3 wounds outlast one barrel
  // (two wounds at most), so the second barrel is always rolled after a hit.
  // One barrel: no wound lost = a miss 1/2 + a hit that fails to wound 1/2 · 1/2 = 3/4.
  // Both barrels share the roll: 1/2 + 1/2 · (1/2)² = 5/8; two hits or none, so at least two hits 1/2.
  it('both barrels by default, one when chosen: the odds follow the choice, and the roll fires one barrel and leaves one token', async () => {
    const page = await open();
    await rifleAtOgre(page);
    await expect(page.getByTestId('barrels-select').inputValue()).resolves.toBe('2');
    await expect(chanceText(page, 'hit')).resolves.toBe('1/2');
    await expect(chanceText(page, 'final-wounds-left-3')).resolves.toBe('5/8');
    await expect(chanceText(page, 'hits-at-least-2')).resolves.toBe('1/2');
    await expect(odds(page).locator('h4', { hasText: en.text.bothBarrels }).count()).resolves.toBe(1);

    await page.getByTestId('barrels-select').selectOption('1');
    await expect.poll(() => chanceText(page, 'final-wounds-left-3')).toBe('3/4');
    await expect(chanceText(page, 'hit')).resolves.toBe('1/2');
    await expect(odds(page).locator('[data-chance="hits-at-least-2"]').count()).resolves.toBe(0);

    await page.getByTestId('shoot').click();
    await page.getByTestId('log-shot').waitFor();
    const log = (await page.getByTestId('log-shot').textContent()) ?? '';
    expect(log).toContain(en.text.shotHeading(1, 1));
    expect(log).not.toContain(en.text.barrelHeading(1));
    expect(tokens(await exported(page))).toEqual([RIFLE]);

    // The editor shows the token; the panel then offers the loaded barrel alone.
    await page.locator('[data-roster="crossbowman"]').click();
    await expect(editor(page).locator(`input[name="unloadedBarrels-${RIFLE}"]`).inputValue()).resolves.toBe('1');
    await page.locator('[data-warrior="crossbowman"] .base').click();
    await expect(page.getByTestId('barrels-select').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('barrels-select').inputValue()).resolves.toBe('1');
    await expect(page.getByTestId('barrels-one-loaded').textContent()).resolves.toBe(en.web.shooter.oneBarrelLoaded);
    await close(page);
  });

  it('both barrels roll one to-hit die for both and leave two tokens; two tokens typed in the editor refuse the rifle', async () => {
    const page = await open();
    await rifleAtOgre(page);
    await page.getByTestId('shoot').click();
    await page.getByTestId('log-shot').waitFor();
    const log = (await page.getByTestId('log-shot').textContent()) ?? '';
    expect(log).toContain(en.text.barrelHeading(1));
    expect(tokens(await exported(page))).toEqual([RIFLE, RIFLE]);

    // Undone, then two tokens typed: both barrels unloaded, the weapon is refused by name.
    await page.getByTestId('undo').click();
    await page.locator('[data-roster="crossbowman"]').click();
    await editor(page).locator(`input[name="unloadedBarrels-${RIFLE}"]`).fill('2');
    await editor(page).locator(`input[name="unloadedBarrels-${RIFLE}"]`).press('Tab');
    await expect.poll(async () => tokens(await exported(page))).toEqual([RIFLE, RIFLE]);
    await page.locator('[data-warrior="crossbowman"] .base').click();
    await expect(page.getByTestId('weapon-select').locator(`option[value="${RIFLE}"]`).textContent()).resolves.toContain(en.weaponRefusal['barrels-unloaded']);
    await close(page);
  });

  // The calculator's pistol at 2" (short range): BS 3 hits on 4+, a half. S4 against the T3 target
  // wounds on 3+; with no armour a hit leaves its 3 wounds whole only on a 1 or 2, a third, and a
  // critical (two wounds) cannot take three. One barrel: 1/2 + 1/2 · 1/3 = 2/3 of three wounds left.
  // Both barrels: 1/2 + 1/2 · (1/3)² = 5/9; at least two hits 1/2.
  it('the calculator: a barrels field, both barrels by default, one when typed', async () => {
    const opened = await suite.open();
    const page = opened.page;
    await page.getByTestId('mode-calculator').click();
    const calc = page.getByTestId('calculator');
    await calc.waitFor();
    await calc.getByTestId('calc-format-fraction').check();
    await calc.getByTestId('calc-weapon').selectOption('double-barrelled-pistol');
    await calc.getByTestId('calc-distance').fill('2');
    await calc.getByTestId('calc-wounds').fill('3');
    await calc.getByTestId('calc-kit-heavy-armour').uncheck();
    await calc.getByTestId('calc-kit-shield').uncheck();
    const calcChance = (name: string) => calc.locator(`[data-testid="calc-odds"] [data-chance="${name}"] .chance-value`).textContent();
    await expect.poll(() => calcChance('wounds-left-3')).toBe('5/9');
    await expect(calcChance('hit')).resolves.toBe('1/2');
    await expect(calcChance('hits-at-least-2')).resolves.toBe('1/2');
    await expect(calc.getByTestId('calc-odds').textContent()).resolves.toContain(en.text.bothBarrels);

    await calc.getByTestId('calc-barrels').fill('1');
    await expect.poll(() => calcChance('wounds-left-3')).toBe('2/3');
    await expect(calc.locator('[data-testid="calc-odds"] [data-chance="hits-at-least-2"]').count()).resolves.toBe(0);

    await calc.getByTestId('calc-roll').click();
    const rolled = (await calc.getByTestId('calc-log').textContent()) ?? '';
    expect(rolled).toContain(en.text.shotHeading(1, 1));
    expect(rolled).not.toContain(en.text.barrelHeading(1));
    await calc.getByTestId('calc-barrels').fill('');
    await calc.getByTestId('calc-roll').click();
    await expect.poll(async () => (await calc.getByTestId('calc-log').textContent()) ?? '').toContain(en.text.barrelHeading(1));
    await opened.close();
    expect(opened.errors).toEqual([]);
  });
});
