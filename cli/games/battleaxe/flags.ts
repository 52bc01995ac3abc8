// Battleaxe's part of the quick-attack flags (cli/quick-flags.ts): the checks that read its attack.
import type { GameScenario } from '../../../src/engine/index.js';
import type { BattleaxeScenario } from '../../../src/scenario/index.js';
import type { FlagUnused } from '../../flag-unused.js';

/** The parsed scenario of a Battleaxe file: the engine's Battleaxe format builds every one whose game is `battleaxe`. */
const isBattleaxe = (scenario: GameScenario): scenario is BattleaxeScenario => scenario.game === 'battleaxe';

/**
 * B-17: `--strength` describes a Battleaxe shooter only for a weapon that shoots at the user's
 * Strength (a javelin); a bow's Strength is its own, so the flag would be silently unused.
 *
 * @example
 * // scenario: the flags --bs 4 --weapon bow --target-t 3 parsed as a Battleaxe quick attack
 * battleaxeStrengthUnused(scenario); // { because: 'weapon-strength', weapon: 'bow', strength: 3 }
 */
export function battleaxeStrengthUnused(scenario: GameScenario): FlagUnused | null {
  if (!isBattleaxe(scenario) || scenario.kind !== 'attack' || scenario.attack.kind !== 'shooting') return null;
  const { weapon } = scenario.attack;
  return weapon.strength === 'user' ? null : { because: 'weapon-strength', weapon: weapon.id, strength: weapon.strength };
}

