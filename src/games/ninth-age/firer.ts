// Harm a shooting does to its own firer: the Feldrak Ancestor's Dying Embers (BS-T9A-2ND
// 2nd-warriorsOfTheDarkGods.cat, rule Dying Embers: after using the Breath Attack, the model
// loses one Health Point, with no save of any kind). No die decides it, so it is certain.
import type { NinthAgeAttack } from './attack-types.js';
import { weaponHas } from './weapons.js';

/** What the shooting costs the shooting unit itself: a code with its data, for cli/ and web/ to word. */
export interface FirerHarm {
  readonly code: 'dying-embers';
  /** The models that breathed, each losing one Health Point. */
  readonly models: number;
  /** Health Points the shooting unit loses, certainly, with no save. */
  readonly hpLost: number;
}

/**
 * The harm the shooting does to its firer: each model that uses a Breath Attack with Dying
 * Embers loses one Health Point, no save allowed; null when no weapon of the attack has it.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: { id: 'Breath Attack', range: 6, shots: 12, shotsDice: { count: 2, sides: 6, times: 1, plus: 0 }, strength: 4, armourPenetration: 1, attributes: [{ code: 'breath-attack' }, { code: 'dying-embers' }] }, target: { models: 10, profile: { Res: 3 } } });
 * firerHarm(attack); // { code: 'dying-embers', models: 1, hpLost: 1 }
 */
export function firerHarm(attack: NinthAgeAttack): FirerHarm | null {
  const models = attack.volleys.filter((v) => weaponHas(v.entry.weapon, 'dying-embers')).reduce((sum, v) => sum + v.models, 0);
  return models === 0 ? null : { code: 'dying-embers', models, hpLost: models };
}
