/**
 * What the browser tests need: the page built into a temporary folder, a static server for
 * it on 127.0.0.1 (a free port; each test its own, so each has fresh browser storage), and
 * Debian's Chromium driven by playwright-core with a fresh profile.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** How long one browser test may run before it counts as hung. */
export const BROWSER_TEST_TIMEOUT_MS = 120_000;

export const CHROMIUM_PATH = process.env.MARKSMAN_CHROMIUM ?? '/usr/bin/chromium';

/** Why the browser tests cannot run here, or null when they can. */
export function browserMissing(): string | null {
  return existsSync(CHROMIUM_PATH) ? null : `no Chromium at ${CHROMIUM_PATH} (install Debian's chromium: apt-get install -y chromium; .ci/run does)`;
}

const CONFIG = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

/**
 * Builds the page with its own Vite config into a new temporary folder, with Vite's manifest
 * (`.vite/manifest.json`: which chunk each source became and what it imports), which the bundle
 * test reads to count each game's chunks apart.
 */
export async function buildPage(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'marksman-web-'));
  const { build } = await import('vite');
  await build({ configFile: CONFIG, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  return outDir;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves a folder on 127.0.0.1 at a free port; nothing outside the folder is reachable. */
export async function serveStatic(root: string): Promise<StaticServer> {
  const base = normalize(root + sep);
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const file = normalize(join(base, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(base) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    // The browser keeps connections alive; end them so that closing never waits on one.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface Browser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/** Chromium with a fresh profile folder, no network but the loopback, no sandbox (CI runs as root). */
export async function launchBrowser(options: { readonly width?: number; readonly height?: number; readonly locale?: string; readonly serviceWorkers?: 'allow' | 'block' } = {}): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'marksman-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: options.width ?? 1366, height: options.height ?? 900 },
    locale: options.locale ?? 'en-GB',
    acceptDownloads: true,
    serviceWorkers: options.serviceWorkers ?? 'allow',
    timeout: 30_000,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    context,
    close: async () => {
      await context.close();
      removeDir(profile);
    },
  };
}

/**
 * A page of the built site on a server of its own (a new origin: fresh storage), with every
 * error the page reports collected: a script error, or a failed request or refused script (the
 * page's policy), which show up as console errors. Tests expect `errors` to be empty.
 */
export interface OpenedPage {
  readonly page: Page;
  /** The server's address, without the hash. */
  readonly url: string;
  readonly errors: readonly string[];
  /** Closes the page and its server. */
  close(): Promise<void>;
}

export async function openPage(browser: Browser, built: string, hash = ''): Promise<OpenedPage> {
  const server = await serveStatic(built);
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(server.url + hash);
  return {
    page,
    url: server.url,
    errors,
    close: async () => {
      await page.close();
      await server.close();
    },
  };
}

/** What a browser suite's tests use: pages of the built site, and the browser for more. */
export interface BrowserSuite {
  /** The built page on a server of its own (see {@link openPage}), at `hash`. */
  open(hash?: string): Promise<OpenedPage>;
  /** The suite's browser, once its tests run. */
  browser(): Browser;
}

/**
 * A suite of browser tests: the page built once and Chromium launched once for them, both
 * removed afterwards; skipped, saying why, on a machine without Chromium.
 */
export function describeInBrowser(name: string, body: (suite: BrowserSuite) => void): void {
  const missing = browserMissing();
  if (missing) {
    console.warn(`browser tests skipped: ${missing}`);
    describe.skip(`${name} (skipped: ${missing})`, () => {
      it('need Chromium', () => undefined);
    });
    return;
  }
  // A browser test waits on Chromium at every step; on a loaded machine those waits add up
  // far past the 5 s meant for a computation, so a browser test is stopped only if it hangs.
  describe(name, { timeout: BROWSER_TEST_TIMEOUT_MS }, () => {
    let built = '';
    let launched: Browser | null = null;
    const browser = (): Browser => {
      if (!launched) throw new Error('the browser is launched before the suite\'s tests run');
      return launched;
    };
    beforeAll(async () => {
      built = await buildPage();
      launched = await launchBrowser();
    }, 120_000);
    afterAll(async () => {
      await launched?.close();
      removeDir(built);
    });
    body({ open: (hash = '') => openPage(browser(), built, hash), browser });
  });
}

/**
 * Pages of a suite that open on the bundled street, once the crossbowman stands on the table,
 * and close checking the page reported no error: what each test of a suite about the street does.
 */
export function streetPages(suite: BrowserSuite): { readonly open: () => Promise<Page>; readonly close: (page: Page) => Promise<void> } {
  let opened: OpenedPage | null = null;
  return {
    open: async () => {
      opened = await suite.open();
      await opened.page.waitForSelector('[data-warrior="crossbowman"]');
      return opened.page;
    },
    close: async (page) => {
      expect(page).toBe(opened?.page);
      await opened?.close();
      expect(opened?.errors).toEqual([]);
    },
  };
}

/**
 * Pages of a suite that open a unit battle (a bundled example by its title, or a file's text as
 * the import button reads it), and close checking the page reported no error.
 */
export function unitBattlePages(suite: BrowserSuite): {
  readonly openExample: (title: string) => Promise<Page>;
  readonly importText: (name: string, text: string) => Promise<Page>;
  readonly close: (page: Page) => Promise<void>;
} {
  let opened: OpenedPage | null = null;
  const start = async (): Promise<Page> => {
    opened = await suite.open();
    await opened.page.waitForSelector('[data-warrior="marksman"]');
    return opened.page;
  };
  return {
    openExample: async (title) => {
      const page = await start();
      await page.getByTestId('example-select').selectOption({ label: title });
      await page.getByTestId('open-example').click();
      await page.waitForSelector('[data-testid="unit-battle"]');
      return page;
    },
    importText: async (name, text) => {
      const page = await start();
      await page.setInputFiles('[data-testid="import-input"]', { name, mimeType: 'application/json', buffer: Buffer.from(text) });
      await page.waitForSelector('[data-testid="unit-battle"]');
      return page;
    },
    close: async (page) => {
      expect(page).toBe(opened?.page);
      await opened?.close();
      expect(opened?.errors).toEqual([]);
    },
  };
}

/** What axe-core found on a page: one line per node of a serious or critical violation. */
export type AxeFindings = readonly string[];

/**
 * axe-core's script, or null when the package is not installed (the checks then skip, saying so).
 * It is read from node_modules rather than imported, because it runs in the page, not in Node.
 */
function axeSource(): string | null {
  try {
    const path = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));
    return existsSync(path) ? readFileSync(path, 'utf8') : null;
  } catch {
    return null;
  }
}

/** True when axe-core is installed, so {@link axeFindings} checks rather than skips. */
export const AXE_AVAILABLE = axeSource() !== null;

/**
 * Runs axe-core (WCAG 2 A and AA rules) on what the page shows now and lists each serious or
 * critical violation as "rule: target — summary". The script goes in through the DevTools
 * protocol, which the page's Content-Security-Policy does not govern, so the page's own policy
 * stays as it is. Null when axe-core is not installed.
 */
export async function axeFindings(page: Page): Promise<AxeFindings | null> {
  const source = axeSource();
  if (source === null) return null;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  return page.evaluate(async () => {
    interface AxeNode { readonly target: readonly unknown[]; readonly failureSummary?: string }
    interface AxeResult { readonly id: string; readonly impact?: string | null; readonly nodes: readonly AxeNode[] }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: readonly AxeResult[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.map(String).join(' ')} — ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`));
  });
}

/** Which table a point is on: the Mordheim table (`table`) or a unit battle's (`unit-table`), by test id. */
export type TableTestId = 'table' | 'unit-table';

/**
 * Where a point of a table, in inches, is on the screen (client pixels), through the SVG's own
 * transform, so a test can click or drag at a place of the battle whatever the zoom.
 */
export async function tablePointOnScreen(page: Page, table: TableTestId, x: number, y: number): Promise<{ x: number; y: number }> {
  return page
    .getByTestId(table)
    .first()
    .evaluate(
      (svg, at) => {
        const matrix = (svg as SVGSVGElement).getScreenCTM();
        if (!matrix) throw new Error('the table is not drawn');
        const p = new DOMPoint(at.x, at.y).matrixTransform(matrix);
        return { x: p.x, y: p.y };
      },
      { x, y },
    );
}

/** Drags with the mouse from one point of a table to another (inches), in small steps as a hand does, and drops. */
export async function dragOnTable(page: Page, table: TableTestId, from: readonly [number, number], to: readonly [number, number]): Promise<void> {
  const start = await tablePointOnScreen(page, table, from[0], from[1]);
  const end = await tablePointOnScreen(page, table, to[0], to[1]);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 8 });
  await page.mouse.up();
}

/**
 * The words a battle file gives in its own fields (`keys`: by default its names and ids), which a
 * Russian page shows as written: the allowance a test of stray Latin makes for them.
 */
export function fileWords(file: unknown, keys: readonly string[] = ['name', 'id']): string[] {
  const words: string[] = [];
  const walk = (value: unknown, key: string): void => {
    if (typeof value === 'string' && keys.includes(key)) words.push(value);
    else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value !== null && typeof value === 'object') for (const [k, item] of Object.entries(value)) walk(item, k);
  };
  walk(file, '');
  return words;
}
