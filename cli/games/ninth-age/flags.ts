// The Ninth Age's part of the quick-attack flags (cli/quick-flags.ts): the checks that read its attack.
import type { GameScenario } from '../../../src/engine/index.js';
import type { NinthAgeScenario } from '../../../src/scenario/index.js';
import type { FlagUnused } from '../../flag-unused.js';

const isNinthAge = (scenario: GameScenario): scenario is NinthAgeScenario => scenario.game === 'ninth-age';

/**
 * `--strength` gives the shooters' Strength, which only a weapon "as user" reads (throwing
 * weapons); a crossbow's Strength is its own.
 *
 * @example
 * // scenario: the flags --weapon "crossbow (4+)" --target-res 3 --target-arm 0 parsed as a Ninth Age quick attack
 * ninthAgeStrengthUnused(scenario); // { because: 'weapon-strength', weapon: 'crossbow', strength: 4 }
 */
export function ninthAgeStrengthUnused(scenario: GameScenario): FlagUnused | null {
  if (!isNinthAge(scenario) || scenario.kind !== 'attack') return null;
  const weapons = scenario.attack.volleys.map((volley) => volley.entry.weapon);
  if (weapons.some((weapon) => weapon.strength === 'user')) return null;
  const first = weapons[0];
  return first === undefined || first.strength === 'user' ? null : { because: 'weapon-strength', weapon: first.id, strength: first.strength };
}
