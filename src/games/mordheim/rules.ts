/**
 * Mordheim's special rules as data (docs/special-rules.md): every rule that changes who may
 * shoot with a weapon, how many shots it fires, or the to-hit roll, each with its source. The
 * analysis (`hitModifiers`), the shooter checks (`shooterStatus`) and the table's shots
 * (`firesTwice`) apply this table through the shared functions, and nothing else decides
 * these rules.
 */
import type { RuleTable, TableRule } from '../shared/index.js';
import type { HitModifierCode, MordheimAttack } from './attack-types.js';
import { withinRange } from './range.js';
import type { Warrior } from './warrior.js';
import { weaponHas, type MissileWeapon, type WeaponRule } from './weapons.js';

/** Why one weapon cannot be used now. */
export type WeaponRefusal = 'move-or-fire' | 'reloading';

/** A warrior and one of its missile weapons: what the may-shoot rules read. */
export interface WeaponInHand {
  readonly warrior: Warrior;
  readonly weapon: MissileWeapon;
}

/** A weapon about to be fired at a target this far away: what the shots rules read. */
export interface WeaponAtDistance extends WeaponInHand {
  readonly distance: number;
}

/**
 * The terms of Mordheim's rules: to hit they read the attack and name its modifiers, and only
 * a weapon rule may cancel one; who may shoot reads the warrior and weapon and names a
 * `WeaponRefusal`; shots read the weapon and the distance.
 */
export interface MordheimRuleTerms {
  readonly 'to-hit': { readonly context: MordheimAttack; readonly code: HitModifierCode; readonly canceller: WeaponRule };
  readonly 'may-shoot': { readonly context: WeaponInHand; readonly code: WeaponRefusal };
  readonly shots: { readonly context: WeaponAtDistance };
}

/** The name of a rule in {@link MORDHEIM_RULES}: a circumstance of the shot, or the weapon rule of the same name. */
export type MordheimRuleId = 'cover' | 'long-range' | 'moved' | 'large-target' | Extract<WeaponRule, 'accuracy' | 'fire-twice' | 'fire-twice-at-half-range' | 'thrown' | 'move-or-fire' | 'prepare-shot' | 'brace'>;
/** One rule of {@link MORDHEIM_RULES}. */
export type MordheimRule = TableRule<MordheimRuleId, MordheimRuleTerms>;

const SEED_MODIFIERS = { document: 'seed', section: 'SEED-M-EN: hit modifiers' } as const;

/**
 * Mordheim's rules in the order the explanation lists their modifiers (cover, long range,
 * moving, Large Target, accuracy, fire twice). Weapon rules are named as in `WEAPON_RULES`;
 * those the engine does not apply here (pick target is the target choice's, in targets.ts;
 * shoot in hand-to-hand, shot, fire once, poison, stealthy are not modelled) are not listed.
 */
export const MORDHEIM_RULES: RuleTable<MordheimRuleId, MordheimRuleTerms> = [
  {
    id: 'cover',
    source: [SEED_MODIFIERS, { document: 'seed', section: 'SEED-M-EN: cover' }, { document: 'facts', section: 'A1: modifiers' }],
    holders: ['circumstance'],
    effects: [{ step: 'to-hit', kind: 'modifier', code: 'cover', value: -1, when: (attack) => attack.circumstances.cover }],
  },
  {
    id: 'long-range',
    source: [SEED_MODIFIERS, { document: 'facts', section: 'A1: modifiers' }, { document: 'rulings', section: 'M-4' }],
    holders: ['circumstance'],
    effects: [{ step: 'to-hit', kind: 'modifier', code: 'long-range', value: -1, when: (attack) => attack.circumstances.longRange }],
  },
  {
    id: 'moved',
    source: [SEED_MODIFIERS, { document: 'rulings', section: 'M-11' }],
    holders: ['circumstance'],
    effects: [{ step: 'to-hit', kind: 'modifier', code: 'moved', value: -1, when: (attack) => attack.circumstances.moved }],
  },
  {
    id: 'large-target',
    source: [SEED_MODIFIERS, { document: 'bsdata', section: 'BS-M data.cat: Large Target' }, { document: 'facts', section: 'A1: Large Target rule text in data' }],
    holders: ['target', 'circumstance'],
    effects: [{ step: 'to-hit', kind: 'modifier', code: 'large-target', value: 1, when: (attack) => attack.circumstances.largeBody || attack.target.largeTarget }],
  },
  {
    id: 'accuracy',
    source: [{ document: 'facts', section: 'A4: Accuracy' }, { document: 'bsdata', section: 'BS-M data.cat: Duelling pistol' }],
    holders: ['weapon'],
    effects: [{ step: 'to-hit', kind: 'modifier', code: 'accuracy', value: 1, when: (attack) => weaponHas(attack.weapon, 'accuracy') }],
  },
  {
    // The −1 goes with firing twice, whichever rule grants the second shot (a sling's too).
    id: 'fire-twice',
    source: [{ document: 'facts', section: 'A4: Fire twice' }, { document: 'bsdata', section: 'BS-M data.cat: Repeater crossbow' }],
    holders: ['weapon'],
    effects: [
      { step: 'shots', kind: 'set', shots: 2, when: ({ weapon }) => weaponHas(weapon, 'fire-twice') },
      { step: 'to-hit', kind: 'modifier', code: 'fire-twice', value: -1, when: (attack) => attack.circumstances.fireTwice },
    ],
  },
  {
    id: 'fire-twice-at-half-range',
    source: [{ document: 'facts', section: 'A4: Fire twice at half range' }, { document: 'bsdata', section: 'BS-M data.cat: Sling' }],
    holders: ['weapon'],
    effects: [
      {
        step: 'shots',
        kind: 'set',
        shots: 2,
        when: ({ warrior, weapon, distance }) => weaponHas(weapon, 'fire-twice-at-half-range') && !warrior.state.moved && withinRange(distance, weapon.range / 2),
      },
    ],
  },
  {
    // Thrown weapons take no penalty for long range or for moving (facts A4).
    id: 'thrown',
    source: [{ document: 'facts', section: 'A4: Thrown weapon' }, { document: 'bsdata', section: 'BS-M data.cat: Throwing stars/knives' }],
    holders: ['weapon'],
    effects: [
      { step: 'to-hit', kind: 'ignores', code: 'long-range', when: (attack) => weaponHas(attack.weapon, 'thrown') },
      { step: 'to-hit', kind: 'ignores', code: 'moved', when: (attack) => weaponHas(attack.weapon, 'thrown') },
    ],
  },
  {
    // Standing up is not moving (M-11): a warrior that only stood up has `moved` false.
    id: 'move-or-fire',
    source: [{ document: 'facts', section: 'A4: Move or fire' }, { document: 'rulings', section: 'M-11' }, { document: 'bsdata', section: 'BS-M data.cat: Crossbow' }],
    holders: ['weapon'],
    effects: [{ step: 'may-shoot', kind: 'refuse', code: 'move-or-fire', when: ({ warrior, weapon }) => warrior.state.moved && weaponHas(weapon, 'move-or-fire') }],
  },
  {
    id: 'prepare-shot',
    source: [{ document: 'facts', section: 'A4: Prepare shot' }, { document: 'bsdata', section: 'BS-M data.cat: Pistol' }],
    holders: ['weapon'],
    effects: [{ step: 'may-shoot', kind: 'refuse', code: 'reloading', when: ({ warrior, weapon }) => weaponHas(weapon, 'prepare-shot') && warrior.state.reloading.includes(weapon.id) }],
  },
  {
    // Facts A4 and Prepare shot's own text in the community data: with a brace (two pistols) one
    // is fired while the other is loaded, so it fires every turn.
    id: 'brace',
    source: [{ document: 'facts', section: 'A4: Prepare shot' }, { document: 'bsdata', section: 'BS-M data.cat: Prepare shot' }, { document: 'bsdata', section: 'BS-M data.cat: Brace of Pistols' }],
    holders: ['weapon'],
    effects: [{ step: 'may-shoot', kind: 'lifts', code: 'reloading', when: ({ weapon }) => weaponHas(weapon, 'brace') }],
  },
];
