/**
 * The unit games on the page (Battleaxe, The Ninth Age), in headless Chromium: each example
 * battle opens and is drawn; a unit of the shooting army shows whether it may shoot and its
 * legal targets; a shot with a fixed seed gives the library's log and leaves the battle the
 * library says. Expected values come from the library, never from the page itself.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diceFromSeed } from '../../src/dice/index.js';
import { battleaxePlanShot, battleaxeRollShot, battleaxeTargetReport, unitModels as battleaxeUnitModels } from '../../src/games/battleaxe/index.js';
import { ninthAgePlanShot, ninthAgeRollShot, ninthAgeTargetReport, unitModels as ninthAgeUnitModels } from '../../src/games/ninth-age/index.js';
import { parseScenario } from '../../src/scenario/index.js';
import { catalogue } from '../../i18n/index.js';
import { strayLatin } from '../../i18n/test-latin.js';
import { browserMissing, buildPage, launchBrowser, removeDir, serveStatic, type Browser, type StaticServer } from './support.js';

const SEED = 11;
const EXAMPLE_FILES = ['battleaxe/hedge-and-wall.json', 'battleaxe/volley-over-friends.json', 'ninth-age/forest-flank.json'] as const;

const textOf = (file: string) => readFileSync(fileURLToPath(new URL(`../../examples/${file}`, import.meta.url)), 'utf8');

/** What the library says about an example: a shooter with an advised target, and that shot rolled with the seed. */
function expected(file: string) {
  const parsed = parseScenario(textOf(file));
  if (!parsed.ok || parsed.scenario.kind !== 'battle') throw new Error(`${file} is not a battle`);
  const scenario = parsed.scenario;
  const cat = catalogue('en');
  switch (scenario.game) {
    case 'mordheim':
      throw new Error('not a unit game');
    case 'battleaxe': {
      const { battle, variants } = scenario;
      const shooter = battle.units.find((u) => u.army === battle.shooting && battleaxeTargetReport(battle, u.id, { variants }).advice);
      if (!shooter) throw new Error('no shooter');
      const report = battleaxeTargetReport(battle, shooter.id, { variants });
      const advice = report.advice;
      if (!advice) throw new Error('no advice');
      const planned = battleaxePlanShot(battle, shooter.id, advice.target, advice.volley, { variants });
      if (!planned.ok) throw new Error('refused');
      const rolled = battleaxeRollShot(battle, planned, diceFromSeed(SEED));
      const target = battle.units.find((u) => u.id === advice.target)?.name ?? advice.target;
      const r = rolled.report;
      return {
        scenario,
        shooter: shooter.id,
        mayShoot: cat.battleaxe.battle.mayShoot(shooter.name),
        target: advice.target,
        lineModels: 0,
        log: [cat.battleaxe.text.seedLine(SEED), cat.battleaxe.text.result(target, r.modelsRemoved, r.target.models, r.target.onCurrent), cat.battleaxe.text.totals(r.hits, r.wounds, r.unsaved)],
        modelsAfter: battleaxeUnitModels(rolled.battle, advice.target).length,
      };
    }
    case 'ninth-age': {
      const { battle, variants } = scenario;
      const shooter = battle.units.find((u) => u.army === battle.shooting && ninthAgeTargetReport(battle, u.id, { variants }).advice);
      if (!shooter) throw new Error('no shooter');
      const report = ninthAgeTargetReport(battle, shooter.id, { variants });
      const advice = report.advice;
      if (!advice) throw new Error('no advice');
      const candidate = report.candidates.find((c) => c.target === advice.target && c.entry.weapon.id === advice.weapon);
      const planned = ninthAgePlanShot(battle, shooter.id, advice.target, advice.weapon, { variants });
      if (!planned.ok) throw new Error('refused');
      const rolled = ninthAgeRollShot(battle, planned, diceFromSeed(SEED));
      const target = battle.units.find((u) => u.id === advice.target)?.name ?? advice.target;
      const r = rolled.report;
      const t = cat.ninthAge;
      return {
        scenario,
        shooter: shooter.id,
        mayShoot: t.mayShoot(shooter.name),
        target: advice.target,
        lineModels: (candidate?.models ?? []).filter((m) => m.cover).length,
        log: [
          `${t.game} — ${t.unitShoots(shooter.name, advice.weapon, target)}`,
          cat.text.seedLine(SEED),
          t.resultLine(target, r.unit.models, r.unit.onCurrent),
          [t.hits(r.hits), t.wounds(r.wounds), t.unsavedWounds(r.unsaved), t.healthPoints(r.hpLost), t.models(r.modelsRemoved)].join(', '),
        ],
        modelsAfter: ninthAgeUnitModels(rolled.battle, advice.target).length,
      };
    }
  }
}

const missing = browserMissing();

if (missing) {
  describe.skip(`unit games in the browser (skipped: ${missing})`, () => {
    it('need Chromium', () => undefined);
  });
} else {
  describe('the unit games in Chromium', () => {
    let built = '';
    let browser: Browser;
    let server: StaticServer;
    let errors: string[] = [];

    beforeAll(async () => {
      built = await buildPage();
      browser = await launchBrowser();
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      removeDir(built);
    });

    async function openExample(file: string): Promise<Page> {
      server = await serveStatic(built);
      const page = await browser.context.newPage();
      errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await page.goto(server.url);
      await page.waitForSelector('[data-warrior="marksman"]');
      const title = (JSON.parse(textOf(file)) as { title: string }).title;
      await page.getByTestId('example-select').selectOption({ label: title });
      await page.getByTestId('open-example').click();
      await page.waitForSelector('[data-testid="unit-battle"]');
      await expect(page.getByTestId('battle-title').textContent()).resolves.toBe(title);
      return page;
    }

    async function close(page: Page): Promise<void> {
      await page.close();
      await server.close();
      expect(errors).toEqual([]);
    }

    for (const file of EXAMPLE_FILES) {
      it(`${file}: opens, draws its units, shows a shooter's legal target, shoots with a fixed seed`, async () => {
        const want = expected(file);
        const page = await openExample(file);
        // The table draws every unit block.
        for (const unit of want.scenario.battle.table.units) await expect(page.locator(`[data-testid="unit-table"] [data-unit="${unit.id}"]`).count()).resolves.toBe(1);
        await expect(page.getByTestId('error').count()).resolves.toBe(0);

        await page.locator(`[data-roster="${want.shooter}"]`).click();
        await expect(page.getByTestId('shooter-status').textContent()).resolves.toBe(want.mayShoot);
        const legal = page.locator(`[data-testid="unit-panel"] li[data-target="${want.target}"][data-legal="yes"][data-advised="yes"]`);
        await expect(legal.count()).resolves.toBe(1);
        // The Ninth Age: the three lines of each model that may shoot at the advised target.
        if (want.scenario.game === 'ninth-age') expect(want.lineModels).toBeGreaterThan(0);
        await expect(page.locator('.t9a-model-lines').count()).resolves.toBe(want.lineModels);
        if (want.lineModels > 0) await expect(page.locator('.t9a-line').count()).resolves.toBe(3 * want.lineModels);

        await page.getByTestId('unit-seed').fill(String(SEED));
        await page.getByTestId('unit-seed').press('Tab');
        await page.getByTestId('unit-shoot').click();
        const log = page.locator('[data-testid="unit-log"] [data-log-entry="0"] li');
        await log.first().waitFor();
        const lines = await log.allTextContents();
        for (const line of want.log) expect(lines).toContain(line);
        await expect(page.locator(`[data-models="${want.target}"]`).textContent()).resolves.toBe(`${want.modelsAfter} ${want.modelsAfter === 1 ? 'model' : 'models'}`);
        await close(page);
      }, 60_000);
    }

    it('speaks Russian in a unit battle: no stray Latin', async () => {
      const file = 'ninth-age/forest-flank.json';
      const want = expected(file);
      const page = await openExample(file);
      await page.getByTestId('language').selectOption('ru');
      await page.locator(`[data-roster="${want.shooter}"]`).click();
      await expect(page.getByTestId('shooter-status').textContent()).resolves.toBe(catalogue('ru').ninthAge.mayShoot(want.scenario.battle.units.find((u) => u.id === want.shooter)?.name ?? ''));
      await page.getByTestId('unit-seed').fill(String(SEED));
      await page.getByTestId('unit-seed').press('Tab');
      await page.getByTestId('unit-shoot').click();
      await page.locator('[data-testid="unit-log"] li').first().waitFor();
      const text = (await page.locator('[data-testid="unit-battle"]').textContent()) ?? '';
      const fileTexts = [want.scenario.title ?? '', ...want.scenario.battle.units.map((u) => u.name), ...want.scenario.battle.armies.map((a) => a.name), ...(want.scenario.game === 'ninth-age' ? want.scenario.battle.units.flatMap((u) => u.weapons.map((w) => w.weapon.id)) : [])];
      expect(strayLatin(text, fileTexts)).toEqual([]);
      await close(page);
    }, 60_000);
  });
}
