/**
 * Files and links that name the community's profiles instead of writing numbers: the page
 * loads its library, opens the battle with the numbers written in, says which names it took,
 * and exports numbers. Expected values are the data's (facts A5: Reikland marksmen are BS 4;
 * the State Militia Res 3 with a Bow (4+) of 24"), not the page's.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { CALC_PREFIX } from '../src/logic/calculator.js';
import { encodeShare } from '../src/logic/share.js';
import { describeInBrowser, type OpenedPage } from './support.js';

const textOf = (file: string) => readFileSync(fileURLToPath(new URL(`../../examples/${file}`, import.meta.url)), 'utf8');
const NAMED_WARRIORS = textOf('mordheim/battle-named-warriors.json');
const NAMED_UNITS = textOf('ninth-age/named-units.json');

describeInBrowser('files naming the community\'s profiles, opened in Chromium', (suite) => {
  let opened: OpenedPage;

  async function open(hash = ''): Promise<Page> {
    opened = await suite.open(hash);
    return opened.page;
  }

  async function close(page: Page): Promise<void> {
    expect(page).toBe(opened.page);
    await opened.close();
    expect(opened.errors).toEqual([]);
  }

  async function exported(page: Page): Promise<string> {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
    return readFileSync(await download.path(), 'utf8');
  }

  async function noticeSaying(page: Page, kind: 'error' | 'info', text: string): Promise<string> {
    const notice = page.locator(`[data-testid="${kind}"]`, { hasText: text }).last();
    await notice.waitFor();
    return (await notice.textContent()) ?? '';
  }

  const importFile = (page: Page, name: string, text: string) => page.setInputFiles('[data-testid="import-input"]', { name, mimeType: 'application/json', buffer: Buffer.from(text) });

  it('a Mordheim battle file naming Reiklanders/Marksman opens: the marksman is BS 4, the notice names what was taken, the export holds numbers', async () => {
    const page = await open();
    await page.waitForSelector('[data-warrior="crossbowman"]');
    await importFile(page, 'named.json', NAMED_WARRIORS);
    await page.waitForSelector('[data-warrior="rat-ogre"]');
    const notice = await noticeSaying(page, 'info', "Taken from the community's data");
    expect(notice).toContain('Reiklanders/Marksman, Reiklanders/Youngblood, Skaven/Rat Ogre');

    await page.locator('[data-warrior="marksman"] .base').click();
    const editor = page.locator('[data-testid="warrior-editor"]');
    await editor.waitFor();
    await expect(editor.locator('input[name="profile-BS"]').inputValue()).resolves.toBe('4');
    // BS 4 hits on 3+; the Rat Ogre is a Large Target, +1: 2+.
    await expect(page.locator('[data-testid="legal-targets"] [data-target="rat-ogre"] .needs').textContent()).resolves.toMatch(/^2\+/);

    const file = JSON.parse(await exported(page)) as { battle: { warbands: { models: { name?: string; profile: unknown; rules?: string[] }[] }[] } };
    const [reikland, skaven] = file.battle.warbands;
    expect(reikland?.models[0]).toMatchObject({ name: 'Marksman', profile: { M: 4, WS: 3, BS: 4, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 } });
    expect(skaven?.models[0]).toMatchObject({ name: 'Rat Ogre', profile: { T: 5, W: 3 }, rules: ['large-target'] });
    expect(file.battle.warbands.flatMap((b) => b.models).every((m) => typeof m.profile === 'object')).toBe(true);
    await close(page);
  }, 60_000);

  it('a share link of a Ninth Age battle naming units opens: State Militia at Res 3 with a Bow (4+) of 24", written out in the export', async () => {
    const page = await open(await encodeShare(NAMED_UNITS));
    await page.waitForSelector('[data-testid="unit-battle"]');
    await page.waitForSelector('[data-unit="militia"]');
    expect(await noticeSaying(page, 'info', "Taken from the community's data")).toContain('Empire of Sonnstahl/State Militia, Sylvan Elves/Sylvan Sentinels');
    const file = JSON.parse(await exported(page)) as { battle: { armies: { units: { profile: unknown; weapons?: unknown[]; hardTarget?: number }[] }[] } };
    const [empire, elves] = file.battle.armies;
    expect(empire?.units[0]?.profile).toMatchObject({ HP: 1, Res: 3, Arm: 0 });
    expect(empire?.units[0]?.weapons).toEqual([{ name: 'Bow', aim: 4, range: 24, shots: 1, strength: 3, armourPenetration: 0, attributes: ['volley-fire'] }]);
    // The file's Armour 1 over the data's 0, and the Sentinels' Hard Target (1) from the data.
    expect(elves?.units[0]).toMatchObject({ profile: { Res: 3, Arm: 1 }, hardTarget: 1 });
    await close(page);
  }, 60_000);

  it('a calculator link whose shooter names Reiklanders/Marksman opens with BS 4: 3+ to hit, and says what it took', async () => {
    const shot = { game: 'mordheim', attack: { shooter: { profile: 'Reiklanders/Marksman' }, weapon: 'crossbow', target: { profile: { T: 3 } } } };
    const page = await open(await encodeShare(JSON.stringify({ version: 1, game: 'mordheim', compare: 'shooters', columns: [shot], active: 0, seed: 5 }), CALC_PREFIX));
    const loaded = page.getByTestId('calc-link-loaded');
    await loaded.waitFor();
    await expect(loaded.textContent()).resolves.toContain("Taken from the community's data: Reiklanders/Marksman");
    await expect(page.getByTestId('calc-bs').inputValue()).resolves.toBe('4');
    // BS 4 hits on 3+; the crossbow's Strength 4 wounds Toughness 3 on 3+; no armour, no save.
    await expect(page.locator('[data-testid="calc-needs"] tbody td.score').allTextContents()).resolves.toEqual(['3+', '3+', 'no save']);
    await close(page);
  }, 60_000);

  it('an unknown name is refused with its path and the nearest names, and the battle stays as it was', async () => {
    const page = await open();
    await page.waitForSelector('[data-warrior="crossbowman"]');
    const before = await exported(page);
    await importFile(page, 'misspelt.json', NAMED_WARRIORS.replace('"profile": "Reiklanders/Marksman"', '"profile": "Reiklanders/Marksmun"'));
    const refused = await noticeSaying(page, 'error', 'misspelt.json was not loaded.');
    expect(refused).toContain('battle.warbands[0].models[0].profile: no profile "Reiklanders/Marksmun" in the community\'s data; did you mean Reiklanders/Marksman');
    expect(refused).toContain('Nothing on the page was changed.');
    expect(await page.locator('[data-warrior="rat-ogre"]').count()).toBe(0);
    expect(await exported(page)).toBe(before);
    await close(page);
  }, 60_000);
});
