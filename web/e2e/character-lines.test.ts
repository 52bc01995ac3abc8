/**
 * A joined character chosen as the shooter (ruling T-14, `militia/1`) on the unit page, in
 * Chromium: its three lines start at its own place, the front-rank place the library gives it
 * (`characterPlace`, the place `marksman render --from militia/1` draws from), not at its unit's
 * models. On `ninth-age/marshal-in-militia.json` (names of the community's data, written in when
 * opened), worked out in Node from the library; the odds are the example's, worked by hand.
 */
// The page loads each game when it opens; the expected values here use every game's module at once.
import '../src/games/every-game.js';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { characterPlace } from '../../src/games/ninth-age/shooters.js';
import { modelPlace } from '../../src/games/ninth-age/index.js';
import { parseScenario } from '../../src/scenario/index.js';
import { prepareTable } from '../../src/table/index.js';
import { writeNamesOut } from '../src/logic/named-import.js';
import { describeInBrowser, unitBattlePages } from './support.js';

const MARSHAL = readFileSync(fileURLToPath(new URL('../../examples/ninth-age/marshal-in-militia.json', import.meta.url)), 'utf8');

/** Where the library places the Marshal to shoot: the middle of the Militia's front rank. */
async function libraryPlace(): Promise<{ readonly x: number; readonly y: number }> {
  const written = await writeNamesOut(MARSHAL);
  if (!written.ok) throw new Error('the example names profiles the data lacks');
  const parsed = parseScenario(written.text);
  if (!parsed.ok || parsed.scenario.kind !== 'battle') throw new Error('the example does not parse');
  const table = prepareTable(parsed.scenario.battle.table);
  const block = table.table.units.find((u) => u.id === 'militia');
  if (!block) throw new Error('no Militia on the table');
  const places = block.models.flatMap((id) => {
    const model = table.models.get(id);
    return model ? [{ id, model, ...modelPlace(block, model) }] : [];
  });
  const [place] = characterPlace(block, places);
  if (!place) throw new Error('no front-rank place');
  return place.sightPoint;
}

describeInBrowser("a joined character's lines on the unit page, in Chromium", (suite) => {
  const pages = unitBattlePages(suite);

  it('the Marshal (militia/1) draws his three lines from his own front-rank place; his odds are his volley\'s', async () => {
    const want = await libraryPlace();
    // By hand: the Militia stand five wide about x = 20, so the middle of their front is the third file's, x = 20.
    expect(want.x).toBeCloseTo(20, 6);

    const page = await pages.importText('marshal-in-militia.json', MARSHAL);
    const entry = page.locator('[data-roster="militia/1"]');
    await expect(entry.textContent()).resolves.toContain('Marshal');
    await entry.click();
    await expect(page.getByTestId('shooter-status').textContent()).resolves.toContain('Marshal');
    // He shoots alone: one model's lines, three of them, all from his place.
    const group = page.locator('.t9a-model-lines');
    await expect.poll(() => group.count(), { timeout: 30_000 }).toBe(1);
    await expect(group.getAttribute('data-model')).resolves.toBe('militia/1');
    const dot = group.locator('circle');
    expect(Number(await dot.getAttribute('cx'))).toBeCloseTo(want.x, 2);
    expect(Number(await dot.getAttribute('cy'))).toBeCloseTo(want.y, 2);
    const lines = group.locator('line');
    await expect(lines.count()).resolves.toBe(3);
    for (const line of await lines.all()) {
      expect(Number(await line.getAttribute('x1'))).toBeCloseTo(want.x, 2);
      expect(Number(await line.getAttribute('y1'))).toBeCloseTo(want.y, 2);
    }
    // Four pistol shots, each removing an Orc with 2/3 × 1/2 = 1/3 (no save after AP 2): at least one falls with 1 − (2/3)^4 = 65/81.
    await expect(page.getByTestId('unit-odds').locator('[data-chance="models-at-least-1"]').getAttribute('data-p')).resolves.toBe((65 / 81).toFixed(6));
    await pages.close(page);
  }, 180_000);
});
