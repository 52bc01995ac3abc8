/** One chance as a labelled bar with its value, in percent or as an exact fraction. */
import type { JSX } from 'preact';
import type { Chance } from '../logic/shooting.js';
import { chanceText, useTexts, type ChanceFormat } from '../texts.js';

export function ChanceBar(props: { readonly label: string; readonly chance: Chance; readonly format: ChanceFormat; readonly name?: string; readonly indent?: boolean }): JSX.Element {
  const t = useTexts();
  const width = Math.max(0, Math.min(1, props.chance.p)) * 100;
  return (
    <div class={`chance-row${props.indent ? ' indent' : ''}`} data-chance={props.name} data-p={props.chance.p.toFixed(6)}>
      <span class="chance-label">{props.label}</span>
      <span class="bar" aria-hidden="true">
        <span class="fill" style={{ width: `${width.toFixed(2)}%` }} />
      </span>
      <span class="chance-value">{chanceText(t, props.chance, props.format)}</span>
    </div>
  );
}

/** A plain float as a chance with no fraction (the compare view's at-a-glance numbers). */
export const floatChance = (p: number): Chance => ({ p, exact: null });
