/**
 * The calculator's Ninth Age picker, in The Ninth Age's chunk (games/ui-registry.ts): it fills
 * one side of the shot with the game's own calculator, which the page loads only with the game.
 */
import type { JSX } from 'preact';
import { NinthAgeProfilePicker, type CalculatorPickerProps } from '../../ui/profile-picker.js';
import { ninthAgePickFill } from './calculator.js';

/**
 * A unit's characteristics for one side of the shot; for the target also its Hard Target, Flammable and Fly, for the shooter its weapon where the form offers it.
 *
 * @example
 * <NinthAgeCalculatorPicker section="target" onSide={(fill) => edit(fill)} />
 */
export function NinthAgeCalculatorPicker(props: CalculatorPickerProps): JSX.Element {
  return <NinthAgeProfilePicker onPick={(pick) => props.onSide(ninthAgePickFill(pick, props.section))} />;
}
