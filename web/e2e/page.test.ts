/**
 * The page in headless Chromium: the built files served on 127.0.0.1, each test on its own
 * port (so with its own browser storage). Expected values come from the rules as the
 * library works them out, never from the page itself. Without Chromium the browser tests
 * are skipped and say why; the bundle-size check runs either way.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TraceEntry } from '../../src/dice/index.js';
import { planShot, rollPhase, rollShot, type MordheimBattle, type MordheimCheck, type MordheimOutcome } from '../../src/games/mordheim/index.js';
import { neededScore, describeTraceEntry } from '../../i18n/explain.js';
import { catalogue } from '../../i18n/index.js';
import { SCENARIO_MAX_BYTES } from '../../src/scenario/index.js';
import { strayLatin } from '../../i18n/test-latin.js';
import { EXAMPLES, exampleTitle } from '../src/examples.js';
import { importText } from '../src/logic/import.js';
import { exposureOf } from '../src/logic/shooting.js';
import { prepareTable, tableViews } from '../../src/table/index.js';
import { browserMissing, BROWSER_TEST_TIMEOUT_MS, buildPage, launchBrowser, openPage, removeDir, fileWords, serveStatic, tablePointOnScreen, type Browser, type OpenedPage } from './support.js';

const STREET = readFileSync(fileURLToPath(new URL('../../examples/mordheim/battle-street.json', import.meta.url)), 'utf8');
const PICTURES = fileURLToPath(new URL('../../docs/pictures/', import.meta.url));
/** The JavaScript a phone loads to open the page (index.html's scripts and their preloads) must stay under this, gzipped. */
const BUNDLE_LIMIT = 300 * 1024;
/** The advisor's web worker (logic/advisor-worker.ts: the parser, every game and the advisor) is loaded apart, when the advisor is opened, and counted apart. */
const WORKER_LIMIT = 160 * 1024;
/** The other chunks the page loads only when asked (the community's profiles, a roster's import), together. */
const ON_DEMAND_LIMIT = 40 * 1024;
/** A unit game's own chunks (games/registry.ts, ui-registry.ts: its rules through the library, calculator, unit editor), fetched when its battle or calculator opens; each game's under this. */
const GAME_LIMIT = 50 * 1024;
/** A chunk of Vite's manifest: its file, its source, and the chunks it imports (by manifest key). */
interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
}
/** The files a dynamic entry loads: its own and every chunk it imports, however deep. */
function chunkFiles(manifest: Readonly<Record<string, ManifestChunk>>, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const next of chunk.imports ?? []) chunkFiles(manifest, next, into);
  return into;
}
/** Each game folder's chunks fetched on demand (its dynamic entries under web/src/games/<game>/ and what they import), by folder. */
function gameChunks(built: string, atOpen: ReadonlySet<string>): Map<string, string[]> {
  const manifest = JSON.parse(readFileSync(join(built, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const games = new Map<string, Set<string>>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const folder = /^src\/games\/([^/]+)\//.exec(chunk.src ?? '')?.[1];
    if (!folder || !chunk.isDynamicEntry) continue;
    chunkFiles(manifest, key, games.get(folder) ?? games.set(folder, new Set()).get(folder));
  }
  return new Map([...games].map(([game, files]) => [game, [...files].map((f) => f.replace(/^assets\//, '')).filter((f) => !atOpen.has(f))]));
}
const isWorker = (file: string) => file.startsWith('advisor-worker');
const gzippedSize = (assets: string, files: readonly string[]) => files.reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
/** The scripts index.html loads or preloads itself, by file name: what opening the page costs. */
const loadedAtOpen = (html: string) => new Set([...html.matchAll(/<(?:script|link)[^>]*(?:src|href)="\.\/assets\/([^"]+\.js)"/g)].map((m) => m[1] ?? ''));
const missing = browserMissing();

let built = '';
beforeAll(async () => {
  built = await buildPage();
}, 120_000);
afterAll(() => removeDir(built));

describe('the page bundle', () => {
  it(`opens with under ${BUNDLE_LIMIT / 1024} KB of JavaScript, gzipped; what it loads on demand (not the worker) under ${ON_DEMAND_LIMIT / 1024} KB`, () => {
    const assets = join(built, 'assets');
    const atOpen = loadedAtOpen(readFileSync(join(built, 'index.html'), 'utf8'));
    const scripts = readdirSync(assets).filter((f) => f.endsWith('.js') && !isWorker(f));
    const opening = scripts.filter((f) => atOpen.has(f));
    const games = gameChunks(built, atOpen);
    const ofGames = new Set([...games.values()].flat());
    const onDemand = scripts.filter((f) => !atOpen.has(f) && !ofGames.has(f));
    const gzipped = gzippedSize(assets, opening);
    const later = gzippedSize(assets, onDemand);
    console.log(`page JavaScript at open: ${opening.length} file(s), ${(gzipped / 1024).toFixed(1)} KB gzipped (limit ${BUNDLE_LIMIT / 1024} KB); on demand: ${onDemand.length} file(s), ${(later / 1024).toFixed(1)} KB (limit ${ON_DEMAND_LIMIT / 1024} KB)`);
    expect(opening.length).toBeGreaterThan(0);
    expect(gzipped).toBeLessThan(BUNDLE_LIMIT);
    expect(later).toBeLessThan(ON_DEMAND_LIMIT);
    // Mordheim's part opens with the page (its table is the page's own); the unit games' are chunks of their own.
    expect([...games.keys()].sort()).toEqual(['battleaxe', 'ninth-age']);
    for (const [game, files] of games) {
      const size = gzippedSize(assets, files);
      console.log(`${game} when its battle or calculator opens: ${files.length} file(s), ${(size / 1024).toFixed(1)} KB gzipped (limit ${GAME_LIMIT / 1024} KB)`);
      expect(files.length).toBeGreaterThan(0);
      expect(size).toBeLessThan(GAME_LIMIT);
    }
  });

  it(`counts the advisor's worker apart: one file, under ${WORKER_LIMIT / 1024} KB gzipped`, () => {
    const assets = join(built, 'assets');
    const workers = readdirSync(assets).filter((f) => f.endsWith('.js') && isWorker(f));
    const gzipped = gzippedSize(assets, workers);
    console.log(`advisor worker: ${workers.length} file(s), ${(gzipped / 1024).toFixed(1)} KB gzipped (limit ${WORKER_LIMIT / 1024} KB)`);
    expect(workers).toHaveLength(1);
    expect(gzipped).toBeLessThan(WORKER_LIMIT);
  });

  it('loads nothing from elsewhere', () => {
    const html = readFileSync(join(built, 'index.html'), 'utf8');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).toContain('Content-Security-Policy');
  });
});

if (missing) {
  console.warn(`browser tests skipped: ${missing}`);
  describe.skip(`browser tests (skipped: ${missing})`, () => {
    it('need Chromium', () => undefined);
  });
} else {
  describe('the page in Chromium', { timeout: BROWSER_TEST_TIMEOUT_MS }, () => {
    let browser: Browser;
    let opened: OpenedPage;

    beforeAll(async () => {
      browser = await launchBrowser();
    }, 60_000);
    afterAll(async () => {
      await browser?.close();
    });

    /** A page on a server of its own (a new origin: fresh storage), on the street example. */
    async function open(): Promise<Page> {
      opened = await openPage(browser, built);
      const page = opened.page;
      await page.waitForSelector('[data-warrior="marksman"]');
      return page;
    }

    async function close(page: Page): Promise<void> {
      expect(page).toBe(opened.page);
      await opened.close();
      expect(opened.errors).toEqual([]);
    }

    const click = (page: Page, id: string) => page.locator(`[data-warrior="${id}"] .base`).click();

    const onScreen = (page: Page, x: number, y: number) => tablePointOnScreen(page, 'table', x, y);

    async function chance(page: Page, name: string): Promise<number> {
      return Number(await page.locator(`[data-chance="${name}"]`).first().getAttribute('data-p'));
    }

    async function exported(page: Page): Promise<string> {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
      const path = await download.path();
      return readFileSync(path, 'utf8');
    }

    /** The newest error notice's text, once it says `text` (imports are read asynchronously). */
    async function errorSaying(page: Page, text: string): Promise<string> {
      const notice = page.locator('[data-testid="error"]', { hasText: text }).last();
      await notice.waitFor();
      return (await notice.textContent()) ?? '';
    }

    const importFile = (page: Page, name: string, text: string) => page.setInputFiles('[data-testid="import-input"]', { name, mimeType: 'application/json', buffer: Buffer.from(text) });

    /** The log's lines as the page shows them, group headings and dice in order. */
    const logLines = (page: Page) => page.locator('[data-testid="log-shot"]').last().locator('.group-heading, li.die').allTextContents();

    function expectedLines(entries: readonly TraceEntry<MordheimCheck, MordheimOutcome>[], names: ReadonlyMap<string, string>): string[] {
      const cat = catalogue('en');
      return entries.flatMap((e) => (e.kind === 'group' ? [describeTraceEntry(cat, e, names), ...expectedLines(e.entries, names)] : [describeTraceEntry(cat, e, names)]));
    }

    function streetBattle(): MordheimBattle {
      const imported = importText(STREET);
      if (!imported.ok) throw new Error('the example does not load');
      return imported.loaded.scenario.battle;
    }

    it('opens on the bundled example: terrain, floors and every warrior on the table', async () => {
      const page = await open();
      await expect(page.getByTestId('battle-title').textContent()).resolves.toBe("A street in the Merchants' Quarter");
      expect(await page.locator('[data-warrior]').count()).toBe(6);
      expect(await page.locator('[data-terrain]').count()).toBe(2);
      expect(await page.locator('.floor').count()).toBe(2);
      expect(await page.locator('[data-warrior="ogre"]').getAttribute('aria-label')).toBe('Ogre');
      await close(page);
    }, 60_000);

    it('shows whom the selected shooter may shoot, and why not', async () => {
      const page = await open();
      await click(page, 'marksman');
      // The marksman stands on a floor 3" up (more than 2"): any enemy he sees may be shot (M-5).
      await expect(page.getByTestId('shooter-status').textContent()).resolves.toBe('Marksman may shoot.');
      const legal = await page.locator('[data-testid="legal-targets"] .target-name').allTextContents();
      expect(legal).toEqual(['Ogre', 'Verminkin', 'Lookout']);
      const legalReasons = await page.locator('[data-testid="legal-targets"] .target-reasons').allTextContents();
      expect(new Set(legalReasons)).toEqual(new Set(['the shooter is more than 2" up: any visible enemy']));
      // The night runner stands behind the Ogre, out of sight.
      expect(await page.locator('[data-testid="illegal-targets"] .target-name').allTextContents()).toEqual(['Night runner']);
      expect(await page.locator('[data-testid="illegal-targets"] .target-reasons').allTextContents()).toEqual(['no line of sight']);
      expect(await page.locator('[data-warrior][data-legal="true"]').count()).toBe(3);
      expect(await page.locator('[data-warrior="youngblood"]').getAttribute('data-legal')).toBe('false');
      expect(await page.locator('.sight.visible').count()).toBe(3);
      expect(await page.locator('.sight.blocked').count()).toBe(1);
      expect(await page.locator('.ring').count()).toBe(2);
      // The swordsman behind the wall is partly hidden.
      await expect(page.locator('[data-target="swordsman"] .target-facts').textContent()).resolves.toMatch(/\d+% hidden/);
      await close(page);
    }, 60_000);

    it('edits a warrior: a crossbowman who moved may not shoot (move or fire)', async () => {
      const page = await open();
      await click(page, 'crossbowman');
      await expect(page.getByTestId('shooter-status').textContent()).resolves.toBe('Crossbowman may shoot.');
      await page.locator('[data-testid="warrior-editor"] input[name="state-moved"]').check();
      await expect(page.getByTestId('shooter-status').textContent()).resolves.toBe('Crossbowman may not shoot: no weapon can be used now.');
      await expect(page.getByTestId('weapon-select').locator('option').first().textContent()).resolves.toBe('crossbow: cannot be used (move or fire, and the shooter moved)');
      // A profile value the rules do not allow is refused with its path, and nothing changes.
      await page.locator('[data-testid="warrior-editor"] input[name="profile-BS"]').fill('11');
      await page.locator('[data-testid="warrior-editor"] input[name="profile-BS"]').press('Enter');
      expect(await errorSaying(page, 'That change was not made:')).toContain('battle.warbands[0].models[1].profile.BS: expected a whole number from 0 to 10, got 11');
      await expect(page.locator('[data-testid="warrior-editor"] input[name="profile-BS"]').inputValue()).resolves.toBe('3');
      await close(page);
    }, 60_000);

    it('drags the Ogre behind the wall: cover appears and the odds change', async () => {
      const page = await open();
      await click(page, 'marksman');
      await click(page, 'ogre');
      // In the open: BS 4 needs 3+, the Large Target +1: 2+, five faces of six.
      await expect(page.locator('[data-testid="needs"] tr').first().locator('.score').textContent()).resolves.toBe('2+');
      expect(await chance(page, 'hit')).toBeCloseTo(5 / 6, 5);
      const from = await onScreen(page, 16, 6);
      const to = await onScreen(page, 12.8, 4.5);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
      await page.mouse.move(to.x, to.y, { steps: 5 });
      await page.mouse.up();
      await page.waitForFunction(() => document.querySelector('[data-target="ogre"] .target-facts')?.textContent?.includes('hidden'));
      // Part of the Ogre is hidden by the 1.5" wall: cover, −1; it now needs 3+, four faces of six.
      await expect(page.locator('[data-testid="needs"] tr').first().textContent()).resolves.toContain('cover −1');
      await expect(page.locator('[data-testid="needs"] tr').first().locator('.score').textContent()).resolves.toBe('3+');
      expect(await chance(page, 'hit')).toBeCloseTo(4 / 6, 5);
      expect(await page.locator('[data-sight="ogre"] .hidden-label').count()).toBe(1);
      // One drag is one step to undo.
      await page.getByTestId('undo').click();
      expect(await chance(page, 'hit')).toBeCloseTo(5 / 6, 5);
      await close(page);
    }, 60_000);

    it('shows the enemies who see the chosen warrior, kept up to date while one is dragged', async () => {
      const page = await open();
      await click(page, 'crossbowman');
      await page.getByTestId('exposure-toggle').check();
      const seenBy = () => page.locator('[data-seen-by]').evaluateAll((lines) => lines.map((line) => line.getAttribute('data-seen-by')));
      const expected = (battle: MordheimBattle): string[] => {
        const table = prepareTable(battle.table);
        return exposureOf(battle, table, tableViews(table), 'crossbowman').map((e) => e.enemy);
      };
      const before = expected(streetBattle());
      // The wall stands between the crossbowman and the swordsman.
      expect(before).not.toContain('swordsman');
      await expect.poll(seenBy).toEqual(before);
      // Dragged south past the wall's end (it stops at y = 10), the swordsman sees him.
      const from = await onScreen(page, 12.5, 8);
      const to = await onScreen(page, 12.5, 13);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x, (from.y + to.y) / 2, { steps: 5 });
      await page.mouse.move(to.x, to.y, { steps: 5 });
      await page.mouse.up();
      const imported = importText(await exported(page));
      if (!imported.ok) throw new Error('the export does not load');
      const after = expected(imported.loaded.scenario.battle);
      expect(after).toContain('swordsman');
      await expect.poll(seenBy).toEqual(after);
      await expect(page.getByTestId('exposure').textContent()).resolves.toContain('Verminkin');
      await page.getByTestId('exposure-toggle').uncheck();
      expect(await page.locator('[data-seen-by]').count()).toBe(0);
      await close(page);
    }, 60_000);

    it('rolls with a fixed seed: every die, what it needed and why; the same seed replays', async () => {
      const page = await open();
      await click(page, 'marksman');
      await click(page, 'ogre');
      await page.getByTestId('seed').fill('11');
      await page.getByTestId('seed').press('Enter');
      await page.getByTestId('shoot').click();
      await page.waitForSelector('[data-testid="log-shot"]');

      const battle = streetBattle();
      const variants = importText(STREET);
      if (!variants.ok) throw new Error('no example');
      const planned = planShot(battle, 'marksman', 'ogre', null, { variants: variants.loaded.scenario.variants });
      if (!planned.ok) throw new Error('the library refuses the shot');
      const roll = rollShot(battle, 'marksman', planned, 11);
      const names = new Map(battle.warriors.map((w) => [w.id, w.name]));
      // Each die obeys its needed score: a face at or over it succeeds, a lower one does not.
      const dice = roll.trace.flatMap(function flat(e): TraceEntry<MordheimCheck, MordheimOutcome>[] {
        return e.kind === 'group' ? e.entries.flatMap(flat) : [e];
      });
      for (const die of dice) {
        const needed = neededScore(die.check);
        if (die.kind !== 'die' || needed === null) continue;
        const success = ['hit', 'wound', 'critical', 'saved', 'helmet-saved', 'passed'].includes(die.outcome);
        expect(success).toBe(die.face >= needed);
      }
      expect(dice[0]?.check.step).toBe('to-hit');
      expect(neededScore(dice[0]?.check ?? { step: 'critical' })).toBe(2);

      const lines = await logLines(page);
      expect(lines).toEqual(expectedLines(roll.trace, names));
      expect(lines[1]).toMatch(/^To hit: rolled \d, needs 2\+ \(BS 4: 3\+; Large Target \+1\) — (hit|miss)$/);
      await expect(page.getByTestId('log-dice').last().textContent()).resolves.toBe(`Seed 11, dice 1 to ${roll.dice.drawn}`);
      // The page's own words: the seed is named, no command-line flag ("--seed 11") anywhere.
      expect(await page.locator('body').innerText()).not.toMatch(/(^|\s)--[a-z]/);
      // The marksman has shot now.
      await expect(page.getByTestId('shooter-status').textContent()).resolves.toBe('Marksman may not shoot: has already shot this phase.');

      await page.getByTestId('undo').click();
      await expect(page.getByTestId('shooter-status').textContent()).resolves.toBe('Marksman may shoot.');
      await page.getByTestId('shoot').click();
      expect(await logLines(page)).toEqual(lines);
      await close(page);
    }, 60_000);

    it('plays the phase shooter by shooter as the library plays it', async () => {
      const page = await open();
      await page.getByTestId('seed').fill('5');
      await page.getByTestId('seed').press('Enter');
      await page.getByTestId('next-shooter').click();
      await page.getByTestId('next-shooter').click();
      await expect(page.getByTestId('next-shooter').isDisabled()).resolves.toBe(true);
      const battle = streetBattle();
      const imported = importText(STREET);
      if (!imported.ok) throw new Error('no example');
      const phase = rollPhase(battle, { variants: imported.loaded.scenario.variants }, 5);
      const names = new Map(battle.warriors.map((w) => [w.id, w.name]));
      const shots = page.locator('[data-testid="log-shot"]');
      expect(await shots.count()).toBe(phase.turns.length);
      for (let i = 0; i < phase.turns.length; i += 1) {
        const turn = phase.turns[i];
        if (!turn) continue;
        expect(await shots.nth(i).locator('.group-heading, li.die').allTextContents()).toEqual(expectedLines(turn.trace, names));
      }
      await expect(page.locator('.log-end').textContent()).resolves.toBe('End of the shooting phase of Reiklanders.');
      await close(page);
    }, 60_000);

    it('exports the battle and imports it back as the same battle', async () => {
      const page = await open();
      await page.locator('[data-warrior="ogre"]').focus();
      await page.keyboard.press('ArrowLeft');
      const first = await exported(page);
      const file = JSON.parse(first) as { battle: { warbands: { models: { id: string; position: number[] }[] }[] } };
      expect(file.battle.warbands[1]?.models.find((m) => m.id === 'ogre')?.position).toEqual([15.5, 6]);
      await click(page, 'lookout');
      await page.getByTestId('delete-warrior').click();
      expect(await page.locator('[data-warrior]').count()).toBe(5);
      await importFile(page, 'street.json', first);
      await page.waitForSelector('[data-testid="info"]');
      expect(await page.locator('[data-warrior]').count()).toBe(6);
      expect(await exported(page)).toBe(first);
      await close(page);
    }, 60_000);

    it('refuses a malformed or hostile import with a clear message, and changes nothing', async () => {
      const page = await open();
      const before = await exported(page);
      const scripts = await page.locator('script').count();

      await importFile(page, 'broken.json', '{\n  "game": "mordheim",\n  "battle": {\n');
      const broken = await errorSaying(page, 'broken.json was not loaded.');
      expect(broken).toContain('this is not valid JSON (line 4, column 1)');
      expect(broken).toContain('Nothing on the page was changed.');

      const hostile = JSON.parse(STREET) as { battle: { warbands: { models: { name: string; profile: Record<string, unknown> }[] }[] } };
      const marksman = hostile.battle.warbands[0]?.models[0];
      if (!marksman) throw new Error('no marksman');
      marksman.name = '<script>window.__pwned = 1</script>';
      marksman.profile.BS = '<img src=x onerror="window.__pwned = 2">';
      await importFile(page, 'hostile.json', JSON.stringify(hostile));
      const refused = await errorSaying(page, 'hostile.json was not loaded.');
      expect(refused).toContain('battle.warbands[0].models[0].profile.BS: expected a whole number from 0 to 10, got "<img src=x onerror=');
      expect(await page.locator('[data-testid="notices"]').locator('img, script').count()).toBe(0);

      await importFile(page, 'huge.json', STREET.replace('"title": "', `"title": "${'x'.repeat(SCENARIO_MAX_BYTES)}`));
      expect(await errorSaying(page, 'huge.json was not loaded.')).toContain(`the limit is ${SCENARIO_MAX_BYTES}`);

      await page.evaluate(() => {
        location.hash = '#battle=@@@';
      });
      expect(await errorSaying(page, 'The shared link was not loaded.')).toContain('The link is damaged');

      expect(await exported(page)).toBe(before);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator('script').count()).toBe(scripts);

      // A name with markup in an otherwise good file is a name: shown as text, never run.
      delete marksman.profile.BS;
      marksman.profile.BS = 4;
      await importFile(page, 'named.json', JSON.stringify(hostile));
      await page.waitForSelector('[data-testid="info"]');
      await expect(page.locator('[data-warrior="marksman"] .warrior-label').textContent()).resolves.toBe('<script>window.__pwned = 1</script>');
      await expect(page.locator('[data-roster="marksman"]').textContent()).resolves.toBe('<script>window.__pwned = 1</script>');
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator('script').count()).toBe(scripts);
      await close(page);
    }, 60_000);

    it('shares the battle as a link that opens it elsewhere', async () => {
      const page = await open();
      await click(page, 'lookout');
      await page.getByTestId('delete-warrior').click();
      const expected = await exported(page);
      await page.getByTestId('share').click();
      const url = await page.getByTestId('share-url').inputValue();
      expect(url).toMatch(/#battle=[A-Za-z0-9_-]+$/);
      const other = await browser.context.newPage();
      await other.goto(`${url.split('#')[0] ?? ''}?elsewhere#${url.split('#')[1] ?? ''}`);
      await other.waitForSelector('[data-testid="info"]');
      expect(await other.locator('[data-warrior]').count()).toBe(5);
      expect(await other.evaluate(() => location.hash)).toBe('');
      expect(await exported(other)).toBe(expected);
      await other.close();
      await close(page);
    }, 60_000);

    it('imports a BattleScribe roster: a Mordheim warband joins the street, a Ninth Age army opens its own table, a broken one is refused', async () => {
      const page = await open();
      const before = await page.locator('[data-warrior]').count();
      const roster = (file: string) => readFileSync(fileURLToPath(new URL(`../../data/bsdata/rosters/${file}`, import.meta.url)));
      await page.setInputFiles('[data-testid="import-input"]', { name: 'reiklanders.ros', mimeType: 'application/xml', buffer: roster('reiklanders.ros') });
      await page.locator('[data-testid="info"]', { hasText: 'Reikland Rangers joined the battle' }).waitFor();
      const added = await page.locator('[data-warrior]').count();
      expect(added).toBeGreaterThan(before);
      // The warband is one more side of the street, which the export holds and the parser reads.
      const file = JSON.parse(await exported(page)) as { battle: { warbands: { id: string; models: unknown[] }[] } };
      expect(file.battle.warbands.map((b) => b.id)).toEqual(['reikland', 'skaven', 'reikland-rangers']);
      expect(importText(JSON.stringify(file)).ok).toBe(true);
      expect(added - before).toBe(file.battle.warbands[2]?.models.length);
      // The example picker no longer names the street: the table holds a battle of the player's own.
      await expect(page.getByTestId('example-select').inputValue()).resolves.toBe('-1');
      // Undo takes the roster back as one step.
      await page.getByTestId('undo').click();
      await expect(page.locator('[data-warrior]').count()).resolves.toBe(before);

      await page.setInputFiles('[data-testid="import-input"]', { name: 'broken.rosz', mimeType: 'application/zip', buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) });
      const refused = await errorSaying(page, 'broken.rosz cannot be imported as a roster');
      expect(refused).toContain('Nothing on the page was changed.');
      await expect(page.locator('[data-warrior]').count()).resolves.toBe(before);

      await page.setInputFiles('[data-testid="import-input"]', { name: 'sonnstahl.ros', mimeType: 'application/xml', buffer: roster('sonnstahl.ros') });
      await page.waitForSelector('[data-testid="unit-battle"]');
      await page.locator('[data-testid="info"]', { hasText: 'Sonnstahl Border Patrol opened on a new table' }).waitFor();
      await close(page);
    }, 60_000);

    it('names what is on the table in the example picker after a reload: an example opened, or a battle of the player\'s own', async () => {
      const page = await open();
      const examples = page.getByTestId('example-select');
      await expect(examples.inputValue()).resolves.toBe('0');
      // The Ninth Age example opened, then the page reloaded: the picker names it, not the street.
      const forest = EXAMPLES.findIndex((e) => e.file === 'ninth-age/forest-flank.json');
      await examples.selectOption(String(forest));
      await page.getByTestId('open-example').click();
      await page.waitForSelector('[data-testid="unit-battle"]');
      await page.waitForFunction(() => (localStorage.getItem('marksman.web.battle') ?? '').includes('ninth-age'));
      await page.reload();
      await page.waitForSelector('[data-testid="unit-battle"]');
      await expect(page.getByTestId('example-select').inputValue()).resolves.toBe(String(forest));
      // A file of the player's own imported, then the page reloaded: "Your own battle".
      const own = JSON.stringify({ ...(JSON.parse(STREET) as Record<string, unknown>), title: 'Our street' });
      await importFile(page, 'ours.json', own);
      await page.waitForSelector('[data-warrior="marksman"]');
      await expect(page.getByTestId('example-select').inputValue()).resolves.toBe('-1');
      await page.waitForFunction(() => (localStorage.getItem('marksman.web.battle') ?? '').includes('Our street'));
      await page.reload();
      await page.waitForSelector('[data-warrior="marksman"]');
      await expect(page.getByTestId('example-select').inputValue()).resolves.toBe('-1');
      await close(page);
    }, 60_000);

    it('keeps the battle and the language over a reload', async () => {
      const page = await open();
      await page.locator('[data-warrior="ogre"]').focus();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press(']');
      await page.getByTestId('language').selectOption('ru');
      await expect(page.locator('summary').first().textContent()).resolves.toBe('Стрелок');
      // The page saves after it draws: wait until the turned Ogre is in storage before reloading.
      await page.waitForFunction(() => (localStorage.getItem('marksman.web.battle') ?? '').includes('285'));
      await page.reload();
      await page.waitForSelector('[data-warrior="ogre"]');
      const file = JSON.parse(await exported(page)) as { battle: { warbands: { models: { id: string; position: number[]; facing: number }[] }[] } };
      const ogre = file.battle.warbands[1]?.models.find((m) => m.id === 'ogre');
      expect(ogre?.position).toEqual([16, 5.5]);
      expect(ogre?.facing).toBe(285);
      await expect(page.locator('summary').first().textContent()).resolves.toBe('Стрелок');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
      await close(page);
    }, 60_000);

    it('keeps the dice log and the undo history over a reload; Ctrl+Z and Ctrl+Shift+Z or Ctrl+Y undo and redo', async () => {
      const page = await open();
      await click(page, 'marksman');
      await click(page, 'ogre');
      await page.getByTestId('seed').fill('11');
      await page.getByTestId('seed').press('Enter');
      await page.getByTestId('shoot').click();
      await page.waitForSelector('[data-testid="log-shot"]');
      const lines = await logLines(page);
      expect(lines.length).toBeGreaterThan(1);
      // The page writes its history a moment after the change (and when the page is left).
      await page.waitForFunction(() => (localStorage.getItem('marksman.web.battle') ?? '').includes('"trace"'));
      await page.reload();
      await page.waitForSelector('[data-testid="log-shot"]');
      expect(await logLines(page)).toEqual(lines);
      await click(page, 'marksman');
      const status = page.getByTestId('shooter-status');
      await expect(status.textContent()).resolves.toBe('Marksman may not shoot: has already shot this phase.');

      // Not while typing in a field: the field keeps the keys.
      await page.getByTestId('seed').focus();
      await page.keyboard.press('Control+z');
      await expect(page.locator('[data-testid="log-shot"]').count()).resolves.toBe(1);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

      // The undo step taken before the reload is still there: the marksman has not yet shot.
      await page.keyboard.press('Control+z');
      await expect(status.textContent()).resolves.toBe('Marksman may shoot.');
      await expect(page.locator('[data-testid="log-shot"]').count()).resolves.toBe(0);
      await page.keyboard.press('Control+Shift+Z');
      await expect(status.textContent()).resolves.toBe('Marksman may not shoot: has already shot this phase.');
      expect(await logLines(page)).toEqual(lines);
      await page.keyboard.press('Control+z');
      await expect(status.textContent()).resolves.toBe('Marksman may shoot.');
      await page.keyboard.press('Control+y');
      await expect(status.textContent()).resolves.toBe('Marksman may not shoot: has already shot this phase.');
      await close(page);
    }, 60_000);

    it('speaks Russian: the targets and the log', async () => {
      const page = await open();
      await page.getByTestId('language').selectOption('ru');
      await click(page, 'marksman');
      await click(page, 'ogre');
      await expect(page.getByTestId('shooter-status').textContent()).resolves.toBe('Marksman может стрелять.');
      await page.getByTestId('seed').fill('11');
      await page.getByTestId('seed').press('Enter');
      await page.getByTestId('shoot').click();
      const lines = await logLines(page);
      expect(lines[1]).toMatch(/^Бросок на попадание: выпало \d, нужно 2\+/);
      await close(page);
    }, 60_000);

    it('leaves no English word on the Russian page, outside names from the file', async () => {
      const page = await open();
      await page.getByTestId('language').selectOption('ru');
      await click(page, 'marksman');
      await click(page, 'ogre');
      await page.getByTestId('seed').fill('11');
      await page.getByTestId('seed').press('Enter');
      await page.getByTestId('shoot').click();
      const text = await page.evaluate(() => document.body.innerText);
      // What the scenario file itself says (title, description, names, ids) stays as written.
      const fileTexts = fileWords(JSON.parse(STREET), ['title', 'description', 'name', 'id', 'floor']);
      // The example list shows each bundled example by its own title (text from its file).
      fileTexts.push(...EXAMPLES.map(exampleTitle));
      // The kept build's version is a code (hexadecimal digits), not a word.
      const version = /[0-9a-f]{16}/.exec((await page.getByTestId('offline-version').count()) > 0 ? ((await page.getByTestId('offline-version').textContent()) ?? '') : '')?.[0];
      expect(strayLatin(text, [...fileTexts, 'Marksman', ...(version ? [version] : [])])).toEqual([]);
      await close(page);
    }, 60_000);

    it('shows exact fractions and compares shooters and weapons against one target', async () => {
      const page = await open();
      await click(page, 'marksman');
      await click(page, 'ogre');
      await page.getByLabel('fractions').check();
      // 2+ to hit: five faces of six.
      await expect(page.locator('[data-chance="hit"] .chance-value').textContent()).resolves.toBe('5/6');
      await page.locator('summary', { hasText: 'Compare against Ogre' }).click();
      await page.waitForSelector('[data-testid="compare-panel"]');
      // The rows are worked out after the panel opens: wait for them rather than race them.
      await expect.poll(() => page.locator('[data-compare]').count(), { timeout: 10_000 }).toBe(2);
      expect(await page.locator('[data-compare]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-compare')))).toEqual(['marksman/long-bow', 'crossbowman/crossbow']);
      await page.getByTestId('try-weapon').selectOption('elf-bow');
      await page.getByTestId('try-shooter').selectOption('crossbowman');
      await page.getByTestId('try-add').click();
      await page.waitForSelector('[data-compare="crossbowman/elf-bow/tried"]');
      // The crossbowman sees three quarters of the Ogre hidden: cover; BS 3 needs 4+, −1 cover, +1 Large Target: 4+.
      await expect(page.locator('[data-compare="crossbowman/elf-bow/tried"] .needs').textContent()).resolves.toBe('4+');
      await close(page);
    }, 60_000);

    it('adds a warrior and draws a piece of terrain', async () => {
      const page = await open();
      await page.getByTestId('mode-add').check();
      const spot = await onScreen(page, 10, 20);
      await page.mouse.click(spot.x, spot.y);
      await page.waitForSelector('[data-testid="warrior-editor"]');
      expect(await page.locator('[data-warrior]').count()).toBe(7);
      await page.getByTestId('mode-draw').check();
      for (const [x, y] of [
        [20, 2],
        [23, 2],
        [23, 4],
      ] as const) {
        const p = await onScreen(page, x, y);
        await page.mouse.click(p.x, p.y);
      }
      await page.getByTestId('finish-terrain').click();
      await page.waitForSelector('[data-testid="terrain-editor"]');
      expect(await page.locator('[data-terrain]').count()).toBe(3);
      // Terrain moves by dragging too: the barrels go 2" to the right.
      const from = await onScreen(page, 4.5, 14.5);
      const to = await onScreen(page, 6.5, 14.5);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 8 });
      await page.mouse.up();
      const file = JSON.parse(await exported(page)) as { battle: { terrain: { id: string; outline: number[][] }[] } };
      const barrels = file.battle.terrain.find((t) => t.id === 'barrels');
      expect(barrels?.outline[0]?.[0]).toBeCloseTo(6, 1);
      expect(file.battle.terrain.find((t) => t.id === 'terrain-1')?.outline).toHaveLength(3);
      await close(page);
    }, 60_000);

    it('is usable with the keyboard and fits a tablet screen', async () => {
      const page = await open();
      await page.setViewportSize({ width: 820, height: 1180 });
      await page.locator('[data-warrior="marksman"]').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('shooter-status').textContent()).resolves.toBe('Marksman may shoot.');
      await page.locator('[data-warrior="ogre"]').focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid="odds-panel"]');
      // Every control is reachable by Tab: buttons, selects and inputs are never taken out of the order.
      expect(await page.locator('button[tabindex="-1"], select[tabindex="-1"]').count()).toBe(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Zoom by the buttons (the wheel and a drag on the background zoom and pan as well).
      const width = async () => Number((await page.getByTestId('table').getAttribute('viewBox'))?.split(' ')[2]);
      const before = await width();
      await page.getByRole('button', { name: 'Zoom in' }).click();
      expect(await width()).toBeLessThan(before);
      await page.getByRole('button', { name: 'Fit the table' }).click();
      expect(await width()).toBe(before);
      await close(page);
    }, 60_000);

    it('keeps the chosen shot\'s odds in view on a phone (360×740): a strip that opens the odds; 44 px targets, no sideways scrolling', async () => {
      const page = await open();
      await page.setViewportSize({ width: 360, height: 740 });
      const inView = async (selector: string) =>
        page.evaluate((s) => {
          const box = document.querySelector(s)?.getBoundingClientRect();
          return box !== undefined && box.height > 0 && box.top >= -0.5 && box.bottom <= window.innerHeight + 0.5 && box.left >= -0.5 && box.right <= window.innerWidth + 0.5;
        }, selector);
      await click(page, 'marksman');
      expect(await page.getByTestId('shot-strip').count()).toBe(0);
      await click(page, 'ogre');
      const strip = page.getByTestId('shot-strip');
      await strip.waitFor();
      // Wherever the page is scrolled, the strip stays in the window.
      for (const where of ['top', 'bottom'] as const) {
        await page.evaluate((w) => window.scrollTo(0, w === 'top' ? 0 : document.documentElement.scrollHeight), where);
        expect(await inView('[data-testid="shot-strip"]')).toBe(true);
      }
      // The marksman's long bow at the Ogre in the open: BS 4 needs 3+, a Large Target +1: 2+,
      // five faces in six. S 3 against T 4 wounds on 5+; the Ogre's light armour saves on 6+. A 5
      // (1/6) is saved one time in six; a 6 is a critical (1/6), whose chart lets the armour save
      // only on a vital part (1 or 2 of the d6). Unsaved: 5/6 × (1/6 × 5/6 + 1/6 × (1/3 × 5/6 + 2/3))
      // = 5/6 × (5/36 + 17/108) = 5/6 × 32/108 = 20/81.
      await expect(strip.locator('.strip-score').textContent()).resolves.toBe('2+ to hit');
      expect(Number(await strip.locator('[data-strip-chance="hit"]').getAttribute('data-p'))).toBeCloseTo(5 / 6, 6);
      expect(Number(await strip.locator('[data-strip-chance="unsaved"]').getAttribute('data-p'))).toBeCloseTo(20 / 81, 6);
      await expect(strip.locator('[data-strip-chance="hit"] strong').textContent()).resolves.toBe('83.3%');
      // The odds themselves are out of sight at the top of the page; a tap on the strip brings them.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await inView('[data-testid="odds-details"] summary')).toBe(false);
      await strip.click();
      await expect.poll(() => inView('[data-testid="odds-details"] summary')).toBe(true);
      await expect(page.getByTestId('odds-details').getAttribute('open')).resolves.not.toBeNull();

      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.app button, .app select, .app input[type="number"], .app input[type="text"], .app summary')]
          .filter((e) => e.offsetParent !== null && e.getBoundingClientRect().height < 43.5)
          .map((e) => `${e.tagName} ${e.dataset.testid ?? e.getAttribute('aria-label') ?? e.textContent ?? ''}`),
      );
      expect(small).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await close(page);
    }, 60_000);

    it('speaks the browser\'s language at the first visit', async () => {
      const russian = await launchBrowser({ locale: 'ru-RU' });
      const local = await serveStatic(built);
      const page = await russian.context.newPage();
      await page.goto(local.url);
      await page.waitForSelector('[data-warrior="marksman"]');
      await expect(page.locator('summary').first().textContent()).resolves.toBe('Стрелок');
      await expect(page.getByTestId('language').inputValue()).resolves.toBe('ru');
      await page.close();
      await local.close();
      await russian.close();
    }, 60_000);

    it.runIf(process.env.MARKSMAN_SCREENSHOTS === '1')('takes the screenshots in docs/pictures', async () => {
      const page = await open();
      await page.setViewportSize({ width: 1440, height: 900 });
      await click(page, 'marksman');
      await click(page, 'swordsman');
      writeFileSync(join(PICTURES, 'web-mordheim.png'), await page.screenshot());
      await page.getByTestId('odds-panel').scrollIntoViewIfNeeded();
      writeFileSync(join(PICTURES, 'web-mordheim-odds.png'), await page.screenshot());
      await page.getByTestId('seed').fill('11');
      await page.getByTestId('seed').press('Enter');
      await page.getByTestId('shoot').click();
      await page.locator('[data-testid="log"]').scrollIntoViewIfNeeded();
      writeFileSync(join(PICTURES, 'web-mordheim-roll.png'), await page.screenshot());
      await page.getByTestId('language').selectOption('ru');
      writeFileSync(join(PICTURES, 'web-mordheim-ru.png'), await page.screenshot());
      await page.getByTestId('language').selectOption('en');
      await click(page, 'crossbowman');
      await page.getByTestId('exposure-toggle').check();
      await page.evaluate(() => window.scrollTo(0, 0));
      writeFileSync(join(PICTURES, 'web-mordheim-seen-by.png'), await page.screenshot());
      await page.getByTestId('exposure-toggle').uncheck();
      await click(page, 'marksman');
      await page.setViewportSize({ width: 820, height: 1180 });
      await page.evaluate(() => window.scrollTo(0, 0));
      writeFileSync(join(PICTURES, 'web-mordheim-tablet.png'), await page.screenshot());
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId('table').evaluate((table) => table.scrollIntoView({ block: 'start' }));
      writeFileSync(join(PICTURES, 'web-mordheim-phone.png'), await page.screenshot());
      await close(page);
    }, 60_000);
  });
}
