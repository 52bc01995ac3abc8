/**
 * A Knife Fighter's throws divided between targets (ruling M-15): one choice of target a throw,
 * among the legal targets in range, declared together; with more than one target chosen, each
 * target's chances over all the throws (the library's `splitOdds`), and the shot button throws them.
 */
import type { JSX } from 'preact';
import type { SplitChances, SplitChoice } from '../logic/shooting.js';
import { chanceText, useTexts, type ChanceFormat } from '../texts.js';

export interface SplitThrowsProps {
  readonly split: SplitChoice;
  /** The target of each throw, as many as the rules give. */
  readonly throws: readonly string[];
  readonly onThrows: (throws: readonly string[]) => void;
  readonly chances: readonly SplitChances[] | null;
  readonly names: ReadonlyMap<string, string>;
  readonly format: ChanceFormat;
}

export function SplitThrows(props: SplitThrowsProps): JSX.Element {
  const t = useTexts();
  const name = (id: string) => props.names.get(id) ?? id;
  const divided = new Set(props.throws).size > 1;
  return (
    <fieldset class="split-throws" data-testid="split-throws">
      <legend>{t.web.shooter.divideHeading(t.cat.modelRule[props.split.rule], props.split.allowed)}</legend>
      {props.throws.map((target, i) => (
        <label class="field inline" key={i}>
          <span>{t.web.shooter.throwLabel(i + 1)}</span>
          <select value={target} data-testid={`throw-${i + 1}`} onChange={(e) => props.onThrows(props.throws.map((old, k) => (k === i ? e.currentTarget.value : old)))}>
            {props.split.targets.map((id) => (
              <option key={id} value={id}>
                {name(id)}
              </option>
            ))}
          </select>
        </label>
      ))}
      {divided && props.chances && (
        <ul class="split-odds" data-testid="split-odds">
          {props.chances.map((c) => (
            <li key={c.target} data-target={c.target}>
              {`${t.cat.battle.splitTarget(name(c.target), c.throws)}: ${t.cat.battle.oddsLine(chanceText(t, c.outOfAction, props.format), chanceText(t, c.anyEffect, props.format))}`}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
