/**
 * A joined character's own weapons in the Ninth Age unit editor (ruling T-14), in Chromium. On
 * `ninth-age/captain-in-unit-table.json` a Warden typed by hand joins the first Archers, is given
 * a weapon, its Aim and March and Shoot: each edit reaches the exported file as the library's
 * edits write it, and the phase's next-shooter line then names him right after his unit. A
 * Marshal picked from the community's data joins the Sea Guard with the data's Repeater Pistol
 * ticked, written out whole as `characterWeaponChoices` gives it. Expected values come from the
 * library and the data, never from the page.
 */
// The page loads each game when it opens; the expected values here use every game's module at once.
import '../src/games/every-game.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { COMMUNITY_PROFILES } from '../src/data/community-profiles.js';
import { characterFromPick, characterWeaponChoices } from '../src/games/ninth-age/characters.js';
import { ninthAgeEntryText } from '../src/games/ninth-age/unit-edits.js';
import { describeInBrowser, unitBattlePages } from './support.js';

const example = (name: string) => readFileSync(fileURLToPath(new URL(`../../examples/ninth-age/${name}`, import.meta.url)), 'utf8');
const CAPTAIN = example('captain-in-unit-table.json');

type SavedUnit = { id: string; characters?: Record<string, unknown>[] } & Record<string, unknown>;
type Saved = { battle: { armies: { units: SavedUnit[] }[] } };

async function charactersOf(page: Page, unit: string): Promise<Record<string, unknown>[] | undefined> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
  const saved = JSON.parse(readFileSync(await download.path(), 'utf8')) as Saved;
  return saved.battle.armies.flatMap((a) => a.units).find((u) => u.id === unit)?.characters;
}

describeInBrowser('a joined character\'s own weapons in the unit editor, in Chromium', (suite) => {
  const pages = unitBattlePages(suite);

  it('a Warden typed by hand is given a Handgun (3+) and March and Shoot, and the phase offers him after his unit', async () => {
    const page = await pages.importText('battle.json', CAPTAIN);
    await page.locator('[data-roster="archers1"]').click();
    const form = page.getByTestId('new-character');
    await form.locator('input[name="new-character-name"]').fill('Warden');
    await form.getByTestId('unit-character-add').click();
    await expect.poll(() => charactersOf(page, 'archers1')).toEqual([{ name: 'Warden', profile: { HP: 2, Res: 3, Arm: 0 } }]);

    // Without a weapon he takes no turn: the phase starts from the Archers and goes to the Sea Guard.
    const status = page.getByTestId('unit-phase-status');
    await expect(status.textContent()).resolves.toContain('The phase goes on from Archers:');

    const row = page.getByTestId('unit-character').first();
    await row.getByTestId('character-add-weapon').click();
    await expect.poll(() => charactersOf(page, 'archers1')).toEqual([{ name: 'Warden', profile: { HP: 2, Res: 3, Arm: 0 }, weapons: [ninthAgeEntryText('bow', 4)] }]);
    await row.locator('select[name="character-weapon-0-0"]').selectOption('handgun');
    await row.locator('select[name="character-aim-0-0"]').selectOption('3');
    await row.locator('input[name="character-march-and-shoot-0"]').check();
    await expect.poll(() => charactersOf(page, 'archers1')).toEqual([{ name: 'Warden', profile: { HP: 2, Res: 3, Arm: 0 }, weapons: [ninthAgeEntryText('handgun', 3)], rules: ['march-and-shoot'] }]);

    // T-14: the phase plays him right after his unit.
    await page.getByTestId('unit-next').click();
    await page.locator('[data-testid="unit-log"] [data-log-entry="0"]').waitFor();
    await expect.poll(() => status.textContent()).toContain('The phase goes on from Warden:');

    // His last weapon off: March and Shoot goes with it, and so does his turn.
    await row.getByRole('button', { name: 'Remove Handgun' }).click();
    await expect.poll(() => charactersOf(page, 'archers1')).toEqual([{ name: 'Warden', profile: { HP: 2, Res: 3, Arm: 0 } }]);
    await pages.close(page);
  }, 180_000);

  it('a Marshal of the data joins the Sea Guard with his Repeater Pistol ticked, written out whole', async () => {
    const marshal = COMMUNITY_PROFILES.ninthAge.find((p) => p.key === 'Empire of Sonnstahl/Marshal');
    if (!marshal) throw new Error('the data has no Marshal');
    const offered = characterWeaponChoices(marshal);
    const repeater = offered.findIndex((w) => w.name === 'Repeater Pistol');
    expect(repeater).toBeGreaterThanOrEqual(0);

    const page = await pages.importText('battle.json', CAPTAIN);
    await page.locator('[data-roster="archers2"]').click();
    const form = page.getByTestId('new-character');
    await form.getByTestId('picker-open').click();
    await form.getByTestId('picker-search').fill('Sonnstahl Marshal');
    await form.locator('[role="option"] .pick-name', { hasText: 'Empire of Sonnstahl/Marshal' }).click();
    await expect(form.getByTestId('new-character-weapons').innerText()).resolves.toContain('Repeater Pistol (3+)');
    await form.locator(`input[name="new-character-weapon-${String(repeater)}"]`).check();
    await form.getByTestId('unit-character-add').click();
    const { shootingRules: _none, ...fields } = characterFromPick(marshal);
    await expect.poll(() => charactersOf(page, 'archers2')).toEqual([{ ...fields, weapons: [offered[repeater]] }]);
    // He is listed with the data's weapon, which can be taken off.
    await expect(page.getByTestId('unit-character').first().getByTestId('character-weapons').innerText()).resolves.toContain('Repeater Pistol (its own profile)');
    await pages.close(page);
  }, 180_000);

  it.runIf(process.env.MARKSMAN_SCREENSHOTS === '1')('takes the screenshot in docs/pictures', async () => {
    // examples/ninth-age/captain-shoots.json: the Captain's Handgun (3+), given March and Shoot here.
    const page = await pages.importText('battle.json', example('captain-shoots.json'));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.locator('[data-roster="militia"]').click();
    await page.locator('input[name="character-march-and-shoot-0"]').check();
    await expect.poll(async () => (await charactersOf(page, 'militia'))?.[0]?.rules).toEqual(['march-and-shoot']);
    await page.getByTestId('unit-characters').evaluate((box) => {
      box.scrollIntoView({ block: 'start' });
      window.scrollTo(0, 0);
    });
    writeFileSync(fileURLToPath(new URL('../../docs/pictures/web-ninth-age-character-weapons.png', import.meta.url)), await page.screenshot());
    await pages.close(page);
  }, 120_000);
});
