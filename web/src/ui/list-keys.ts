/** What a type-ahead list does with a key: move the highlight, pick the highlighted entry, close. */
export interface ListKeyActions {
  /** The number of entries shown. */
  readonly count: number;
  readonly setActive: (update: (index: number) => number) => void;
  readonly pick: () => void;
  readonly close: () => void;
  /** Opens the list when the highlight moves down (a list that may be closed while typing). */
  readonly open?: () => void;
}

/**
 * The keys of the page's type-ahead lists (the profile picker, the rules fields): arrows move
 * the highlight, Enter picks it — and never submits a form around the field — Escape closes.
 */
export function onListKey(e: KeyboardEvent, actions: ListKeyActions): void {
  switch (e.key) {
    case 'ArrowDown':
      e.preventDefault();
      actions.open?.();
      actions.setActive((i) => Math.min(i + 1, Math.max(actions.count - 1, 0)));
      break;
    case 'ArrowUp':
      e.preventDefault();
      actions.setActive((i) => Math.max(i - 1, 0));
      break;
    case 'Enter':
      e.preventDefault();
      actions.pick();
      break;
    case 'Escape':
      e.preventDefault();
      actions.close();
      break;
    default:
      break;
  }
}
