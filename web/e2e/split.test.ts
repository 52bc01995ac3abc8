/**
 * A Knife Fighter's throws divided between targets on the page (ruling M-15), in Chromium: one
 * choice of target a throw, each target's chances over the throws together as fractions worked
 * by hand, and the shot throwing each knife at its own target. A warrior without the skill gets
 * no such choice.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { catalogue } from '../../i18n/index.js';
import { encodeShare } from '../src/logic/share.js';
import { describeInBrowser } from './support.js';
import { KNIVES_BATTLE } from '../../test-support/knives-battle.js';

const en = catalogue('en');
// The Orc and the Goblin stand 4" from the Knifer's centre: both the closest, both legal; the thrower's knives reach 6".
const BATTLE = { ...KNIVES_BATTLE, title: 'Knives' };

describeInBrowser('divided throws in Chromium', (suite) => {
  const odds = (page: Page) => page.getByTestId('odds-panel');

  async function openKnives() {
    const opened = await suite.open(await encodeShare(JSON.stringify(BATTLE)));
    await opened.page.waitForSelector('[data-warrior="knifer"]');
    return opened;
  }

  // One throw: BS 3 hits on 4+ (1/2); S3 against T3 wounds on 4+, the 6 a critical. A plain wound
  // takes the one wound: one injury roll, out of action on 5–6 (1/3); a critical's two wounds give
  // two injury rolls (vital part, exposed spot: 1 − (2/3)² = 5/9; master strike at +2: 8/9), 2/3 in
  // all. Out of action: 1/2 · (2/6 · 1/3 + 1/6 · 2/3) = 1/9; any effect (a wound): 1/2 · 1/2 = 1/4.
  // Two throws at the Orc: out of action 1 − (8/9)² = 17/81, any effect 1 − (3/4)² = 7/16.
  it('three throws, two at the Orc and one at the Goblin: the odds of each, and the log throws each at its own target', async () => {
    const opened = await openKnives();
    const { page } = opened;
    await page.locator('[data-warrior="knifer"] .base').click();
    await page.locator('[data-roster="orc"]').click();
    await odds(page).waitFor();
    await odds(page).getByLabel(en.web.odds.fractions).check();
    const throws = page.getByTestId('split-throws');
    await expect(throws.locator('legend').textContent()).resolves.toBe(en.web.shooter.divideHeading(en.modelRule['knife-fighter'], 3));
    await expect(Promise.all([1, 2, 3].map((i) => throws.getByTestId(`throw-${i}`).inputValue()))).resolves.toEqual(['orc', 'orc', 'orc']);
    // Every throw at the Orc is no division: no odds of their own.
    await expect(page.getByTestId('split-odds').count()).resolves.toBe(0);

    await throws.getByTestId('throw-3').selectOption('goblin');
    const line = (target: string) => page.locator(`[data-testid="split-odds"] [data-target="${target}"]`).textContent();
    await expect.poll(() => line('orc')).toBe(`${en.battle.splitTarget('Orc', 2)}: ${en.battle.oddsLine('17/81', '7/16')}`);
    await expect(line('goblin')).resolves.toBe(`${en.battle.splitTarget('Goblin', 1)}: ${en.battle.oddsLine('1/9', '1/4')}`);

    await page.getByTestId('shoot').click();
    await page.getByTestId('log-shot').waitFor();
    const log = (await page.getByTestId('log-shot').textContent()) ?? '';
    expect(log).toContain(en.text.throwHeading(1, 3, 'Orc'));
    expect(log).toContain(en.text.throwHeading(2, 3, 'Orc'));
    expect(log).toContain(en.text.throwHeading(3, 3, 'Goblin'));
    await opened.close();
    expect(opened.errors).toEqual([]);
  });

  it('a thrower without Knife Fighter gets one throw and no choice of targets', async () => {
    const opened = await openKnives();
    const { page } = opened;
    await page.locator('[data-warrior="plain"] .base').click();
    await page.locator('[data-roster="goblin"]').click();
    await odds(page).waitFor();
    await expect(page.getByTestId('split-throws').count()).resolves.toBe(0);
    await opened.close();
    expect(opened.errors).toEqual([]);
  });
});
