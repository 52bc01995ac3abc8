/**
 * The community's data on the page: the warrior editor's picker searches the warriors of the
 * BattleScribe data and fills the selected warrior from one, by keyboard. Expected values are
 * the rules' (the to-hit chart), not the page's.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, streetPages } from './support.js';

describeInBrowser('the community\'s data picker in Chromium', (suite) => {
  const { open, close } = streetPages(suite);

  const editor = (page: Page) => page.locator('[data-testid="warrior-editor"]');
  /** Each legal target of the selected shooter with the score it needs to hit, as the panel lists them. */
  async function needs(page: Page): Promise<Map<string, number>> {
    const rows = page.locator('[data-testid="legal-targets"] [data-target]');
    const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-target') ?? ''));
    const scores = await rows.locator('.needs').allTextContents();
    return new Map(ids.map((id, i) => [id, Number.parseInt(scores[i] ?? '', 10)]));
  }

  it('search "marksman", pick Reiklanders/Marksmen by keyboard: BS 4, only the weapon he carries ticked, and each shot needs one less to hit', async () => {
    const page = await open();
    await page.locator('[data-warrior="crossbowman"] .base').click();
    await page.waitForSelector('[data-testid="warrior-editor"]');
    await expect(editor(page).locator('input[name="profile-BS"]').inputValue()).resolves.toBe('3');
    await page.getByTestId('weapon-select').selectOption('crossbow');
    const before = await needs(page);
    expect(before.size).toBeGreaterThan(0);
    const oddsBefore = await page.locator('[data-testid="legal-targets"] .target-odds').allTextContents();

    await editor(page).getByTestId('picker-open').click();
    const search = editor(page).getByTestId('picker-search');
    await expect.poll(() => search.evaluate((e) => e === document.activeElement)).toBe(true);
    await search.fill('marksman');
    const options = editor(page).locator('[role="option"] .pick-name');
    await options.first().waitFor();
    const names = await options.allTextContents();
    expect(names).toContain('Reiklanders/Marksmen (Marksman)');
    const index = names.indexOf('Reiklanders/Marksmen (Marksman)');
    for (let i = 0; i < index; i += 1) await search.press('ArrowDown');
    await expect(editor(page).locator('[role="option"][aria-selected="true"] .pick-name').textContent()).resolves.toBe('Reiklanders/Marksmen (Marksman)');
    await search.press('Enter');

    await expect(editor(page).getByTestId('picker-filled').textContent()).resolves.toContain('Reiklanders/Marksmen');
    // Reikland marksmen start at BS 4 (facts A5).
    await expect(editor(page).locator('input[name="profile-BS"]').inputValue()).resolves.toBe('4');
    // The data lists what marksmen may buy: only the crossbow he carried is ticked, not the list's seven.
    await expect(editor(page).locator('input[name="weapon-crossbow"]').isChecked()).resolves.toBe(true);
    await expect(editor(page).locator('input[name="weapon-long-bow"]').isChecked()).resolves.toBe(false);
    await expect(editor(page).locator('input[name="weapon-hochland-long-rifle"]').isChecked()).resolves.toBe(false);
    const weapons = await page.locator('[data-testid="weapon-select"] option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
    expect(weapons).toEqual(['crossbow']);
    await expect(editor(page).getByTestId('picker-filled').textContent()).resolves.toContain('Its lists allow: bow, crossbow, pistol, long bow, blunderbuss, handgun, Hochland long rifle.');

    await page.getByTestId('weapon-select').selectOption('crossbow');
    const after = await needs(page);
    // The to-hit chart: BS 3 hits on 4+, BS 4 on 3+; every other modifier stays, so each target needs one less.
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [id, score] of before) expect(after.get(id)).toBe(score - 1);
    expect(await page.locator('[data-testid="legal-targets"] .target-odds').allTextContents()).not.toEqual(oddsBefore);
    await close(page);
  }, 90_000);

  it('finds warriors typed with a slip: "marksmn" lists the marksmen', async () => {
    const page = await open();
    await page.locator('[data-warrior="crossbowman"] .base').click();
    await editor(page).getByTestId('picker-open').click();
    const search = editor(page).getByTestId('picker-search');
    await search.fill('marksmn');
    const options = editor(page).locator('[role="option"] .pick-name');
    await options.first().waitFor();
    await expect(options.allTextContents()).resolves.toContain('Reiklanders/Marksmen (Marksman)');
    await close(page);
  }, 90_000);

  it('Escape closes the list without changing the warrior; a search that matches nothing says so', async () => {
    const page = await open();
    await page.locator('[data-warrior="crossbowman"] .base').click();
    await editor(page).getByTestId('picker-open').click();
    const search = editor(page).getByTestId('picker-search');
    await search.fill('zzzz');
    const status = editor(page).locator('.picker-box [role="status"]', { hasText: 'Nothing' });
    await status.waitFor();
    await expect(status.textContent()).resolves.toBe('Nothing in the community\'s data matches "zzzz".');
    await search.press('Escape');
    await expect(editor(page).getByTestId('picker-search').count()).resolves.toBe(0);
    await expect(editor(page).locator('input[name="profile-BS"]').inputValue()).resolves.toBe('3');
    await close(page);
  }, 90_000);
});
