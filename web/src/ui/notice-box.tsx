/**
 * A notice as the page shows it: a heading, its lines, and a button to dismiss it. Errors are
 * alerts (read out at once), other notices statuses. The words come from the caller.
 */
import type { JSX } from 'preact';
import { useTexts } from '../texts.js';

export interface NoticeBoxProps {
  readonly heading: string;
  readonly lines: readonly string[];
  readonly error: boolean;
  readonly testId: string;
  readonly onDismiss: () => void;
  /** A button beside the dismissal that acts on the notice (such as trying a failed fetch again). */
  readonly action?: { readonly label: string; readonly onClick: () => void };
}

export function NoticeBox(props: NoticeBoxProps): JSX.Element {
  const t = useTexts();
  const { error, lines } = props;
  return (
    <div class={`notice ${error ? 'error' : 'info'}`} role={error ? 'alert' : 'status'} data-testid={props.testId}>
      <div class="notice-text">
        <strong>{props.heading}</strong>
        {lines.length > 0 && (
          <ul>
            {lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      {props.action && (
        <button type="button" class="small" onClick={props.action.onClick} data-testid={`${props.testId}-action`}>
          {props.action.label}
        </button>
      )}
      <button type="button" class="small" onClick={props.onDismiss}>
        {t.web.notice.dismiss}
      </button>
    </div>
  );
}
