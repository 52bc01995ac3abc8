/**
 * What each roll needs and why, as the odds panels list it: one row per step with the score
 * and its reasons, already worded by the caller. `head` adds column titles (the calculator,
 * read on a phone without the table beside it).
 */
import type { JSX } from 'preact';

export type NeedRow = readonly [step: string, score: string, why: string];

export interface NeedsTableProps {
  readonly needs: readonly NeedRow[];
  readonly testId: string;
  readonly head?: { readonly step: string; readonly score: string; readonly reasons: string };
}

export function NeedsTable(props: NeedsTableProps): JSX.Element {
  const { head } = props;
  return (
    <table class="needs-table" data-testid={props.testId}>
      {head && (
        <thead>
          <tr>
            <th scope="col">{head.step}</th>
            <th scope="col">{head.score}</th>
            <th scope="col">{head.reasons}</th>
          </tr>
        </thead>
      )}
      <tbody>
        {props.needs.map(([step, score, why], k) => (
          <tr key={k}>
            <th scope="row">{step}</th>
            <td class="score">{score}</td>
            <td class="why">{why}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
