/**
 * A game's part of the page is a chunk fetched when a battle or the calculator of that game
 * first opens (games/registry.ts, games/ui-registry.ts). Until it is there the page says so in
 * the place that game will take, never drawing another game's screen meanwhile.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GameId } from '../games/web-game.js';
import { gameReady, loadGame } from '../games/ui-registry.js';
import { gameName, useTexts } from '../texts.js';

/** Where a game's fetch stands: `ready` at once for a game already loaded (Mordheim always). */
export type GameState = 'ready' | 'loading' | 'failed';

/**
 * Fetches the game's part when it is not loaded yet, and says where that stands; `retry` asks again after a failure.
 *
 * @example
 * const [state, retry] = useGame(scenario.game);
 * if (state !== 'ready') return <GameLoading game={scenario.game} state={state} onRetry={retry} />;
 */
export function useGame(game: GameId): readonly [GameState, () => void] {
  const [, setSettled] = useState(0);
  const [failed, setFailed] = useState<GameId | null>(null);
  const [attempt, setAttempt] = useState(0);
  const ready = gameReady(game);
  useEffect(() => {
    if (gameReady(game)) return;
    let current = true;
    setFailed(null);
    loadGame(game).then(
      () => current && setSettled((n) => n + 1),
      () => current && setFailed(game),
    );
    return () => {
      current = false;
    };
  }, [game, attempt]);
  const state: GameState = ready ? 'ready' : failed === game ? 'failed' : 'loading';
  return [state, () => setAttempt((n) => n + 1)];
}

/**
 * What stands in the game's place while its part is fetched: a brief status a screen reader
 * announces, or the failure with a button to try again.
 *
 * @example
 * <GameLoading game="ninth-age" state="loading" onRetry={retry} />
 */
export function GameLoading(props: { readonly game: GameId; readonly state: Exclude<GameState, 'ready'>; readonly onRetry: () => void }): JSX.Element {
  const t = useTexts();
  const name = gameName(t, props.game);
  return (
    <div class="game-loading" role="status" aria-live="polite" aria-busy={props.state === 'loading'} data-testid="game-loading" data-game={props.game}>
      {props.state === 'loading' ? (
        <p>{t.web.gameLoading(name)}</p>
      ) : (
        <p>
          {t.web.gameNotLoaded(name)}{' '}
          <button type="button" onClick={props.onRetry}>
            {t.web.tryAgain}
          </button>
        </p>
      )}
    </div>
  );
}
