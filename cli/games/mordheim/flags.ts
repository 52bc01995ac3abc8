// Mordheim's part of the quick-attack flags (cli/quick-flags.ts): the checks that read its attack.
import type { GameScenario } from '../../../src/engine/index.js';
import type { MordheimScenario } from '../../../src/scenario/index.js';
import type { FlagUnused } from '../../flag-unused.js';

const isMordheim = (scenario: GameScenario): scenario is MordheimScenario => scenario.game === 'mordheim';

/**
 * `--strength` describes a Mordheim shooter only where a rule reads its Strength: a thrown weapon
 * that hits at the thrower's Strength (knives, javelins, the throwing axe) or one thrown as far as
 * the thrower is strong (blessed water). A crossbow's Strength is its own.
 *
 * @example
 * // scenario: the flags --bs 3 --weapon crossbow --target-t 3 parsed as a Mordheim quick attack
 * mordheimStrengthUnused(scenario); // { because: 'weapon-strength', weapon: 'crossbow', strength: 4 }
 */
export function mordheimStrengthUnused(scenario: GameScenario): FlagUnused | null {
  if (!isMordheim(scenario) || scenario.kind !== 'attack') return null;
  const { weapon } = scenario.attack;
  if (weapon.strength === 'user' || weapon.rangePerStrength !== undefined) return null;
  return { because: 'weapon-strength', weapon: weapon.id, strength: weapon.strength };
}

/**
 * `--target-s` is read by a net alone: the netted target rolls against its Strength (ruling M-19).
 *
 * @example
 * // scenario: the flags --bs 3 --weapon bow --target-t 3 --target-s 3 parsed as a Mordheim quick attack
 * mordheimTargetStrengthUnused(scenario); // { because: 'target-strength-unread', weapon: 'bow' }
 */
export function mordheimTargetStrengthUnused(scenario: GameScenario): FlagUnused | null {
  if (!isMordheim(scenario) || scenario.kind !== 'attack') return null;
  const { weapon } = scenario.attack;
  return weapon.rules.includes('net') ? null : { because: 'target-strength-unread', weapon: weapon.id };
}
