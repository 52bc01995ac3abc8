/**
 * Starts the page: the language (remembered, else the browser's), the battle (kept in the
 * browser, else the first example), then the app. A shared link is read by the app itself.
 */
import { render } from 'preact';
import { EXAMPLES, exampleText } from './examples.js';
import { importText } from './logic/import.js';
import { newSession, type Session } from './logic/session.js';
import type { UnitHistory } from './logic/units.js';
import { initialLanguage, loadStoredBattle, loadTableExample, storedBattleGame, type Stored } from './storage.js';
import type { Game } from './logic/calculator-fields.js';
import { loadGame } from './games/ui-registry.js';
import { App, type NoticeBody } from './ui/app.js';

function firstExample(): Session {
  const example = EXAMPLES[0];
  const text = example ? exampleText(example) : null;
  const imported = text === null ? null : importText(text);
  if (!imported?.ok) throw new Error('the bundled example does not load');
  return newSession(imported.loaded);
}

/**
 * The page with the battle kept in the browser; `pending` names a unit game whose part could not
 * be fetched: the kept battle is then left unread and untouched (its log is read through that
 * game's module), and the app reads it once the game has loaded.
 */
function start(pending: Game | null): void {
  const notices: NoticeBody[] = [];
  const stored: Stored = pending === null ? loadStoredBattle() : { kind: 'none' };
  let session: Session;
  let unitHistory: UnitHistory | null = null;
  // The first example opens when nothing is kept; a kept battle is named as it was opened.
  let example: number | null = pending === null ? 0 : loadTableExample();
  switch (stored.kind) {
    case 'ok':
      session = stored.session;
      example = loadTableExample();
      break;
    case 'units':
      unitHistory = stored.history;
      session = firstExample();
      example = loadTableExample();
      break;
    case 'bad':
      notices.push({ kind: 'not-loaded', source: { kind: 'storage' }, problem: stored.problem, fallback: true });
      session = firstExample();
      break;
    case 'none':
      session = firstExample();
      break;
  }
  const root = document.getElementById('app');
  if (root) render(<App language={initialLanguage()} session={session} unitHistory={unitHistory} example={example !== null && example < EXAMPLES.length ? example : null} notices={notices} keptPending={pending} />, root);
}

// A kept battle of a unit game is read back through that game's module (its log is worded by it):
// its chunk is fetched first. Should that fail (offline before the service worker kept it), the
// kept battle waits, untouched, until the page has fetched it (the app says so, with "Try again").
const keptGame = storedBattleGame();
void (keptGame === null ? Promise.resolve(true) : loadGame(keptGame).then(() => true, () => false)).then((loaded) => start(loaded ? null : keptGame));

// Offline once loaded: the service worker keeps the page's files (web/public/sw.js).
if ('serviceWorker' in navigator) void navigator.serviceWorker.register('./sw.js').catch(() => undefined);
