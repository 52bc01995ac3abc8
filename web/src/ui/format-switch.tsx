/**
 * Percentages or exact fractions: one choice for every view of the page (the table, the
 * calculator, a unit battle), percentages until the player asks otherwise, kept across reloads.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { loadChanceFormat, storeChanceFormat } from '../storage.js';
import { useTexts, type ChanceFormat } from '../texts.js';

/** The page's chance format and its setter; the setter keeps the choice for the next visit. */
export function useChanceFormat(): readonly [ChanceFormat, (format: ChanceFormat) => void] {
  const [format, setFormat] = useState<ChanceFormat>(loadChanceFormat);
  const choose = (next: ChanceFormat): void => {
    setFormat(next);
    storeChanceFormat(next);
  };
  return [format, choose];
}

/** The two radio buttons; `name` keeps each view's group apart, `testIdPrefix` names its inputs for tests. */
export function FormatSwitch(props: { readonly format: ChanceFormat; readonly onFormat: (format: ChanceFormat) => void; readonly name: string; readonly testIdPrefix?: string }): JSX.Element {
  const t = useTexts();
  return (
    <fieldset class="format-switch">
      <legend>{t.web.odds.showAs}</legend>
      {(['percent', 'fraction'] as const).map((f) => (
        <label key={f}>
          <input
            type="radio"
            name={props.name}
            value={f}
            checked={props.format === f}
            onChange={() => props.onFormat(f)}
            data-format={f}
            {...(props.testIdPrefix === undefined ? {} : { 'data-testid': `${props.testIdPrefix}-${f}` })}
          />
          {f === 'percent' ? t.web.odds.percentages : t.web.odds.fractions}
        </label>
      ))}
    </fieldset>
  );
}
