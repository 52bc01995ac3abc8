/**
 * Mordheim's special rules as data (docs/special-rules.md): every rule that changes who may
 * shoot with a weapon, how many shots it fires, its range or Strength, the to-hit roll, a roll
 * to avoid the hit, to wound, the save, the injury, how far hidden enemies are seen, or when a
 * weapon must reload, each with its source. The circumstances of the shot, the weapons' rules,
 * and the skills, equipment and special rules a warrior holds (model-rules.ts) are all rules
 * of this one table. The analysis, the shot, the shooter checks and the table's shots apply it
 * through the shared functions, and nothing else decides these rules.
 */
import type { RuleTable, TableRule } from '../shared/index.js';
import type { HitModifierCode, MordheimAttack, MordheimHitCanceller } from './attack-types.js';
import { holdsRule, type MordheimModelRuleId } from './model-rules.js';
import { withinRange } from './range.js';
import type { MordheimProfile } from './attack-types.js';
import type { WarriorState } from './warrior.js';
import { weaponHas, weaponIn, type MissileWeapon, type WeaponRule } from './weapons.js';

/** Why one weapon cannot be used now. */
export type WeaponRefusal = 'move-or-fire' | 'reloading' | 'fired-once' | 'jammed' | 'weapon-lost' | 'misfire-reload' | 'barrels-unloaded' | 'blessed-water-forbidden';

/**
 * Who holds a weapon, as the may-shoot, shots, range and reload rules read them: its rules and its
 * turn so far, and its Strength where a weapon's range depends on it (blessed water).
 */
export interface WeaponHolder {
  readonly rules: readonly MordheimModelRuleId[];
  readonly profile?: Pick<MordheimProfile, 'S'>;
  readonly state: Pick<WarriorState, 'moved' | 'reloading' | 'firedOnce'> & Partial<Pick<WarriorState, 'jammed' | 'lost' | 'misfireReload' | 'unloadedBarrels'>>;
}

/** A warrior and one of its missile weapons: what the may-shoot rules read. */
export interface WeaponInHand {
  readonly warrior: WeaponHolder;
  readonly weapon: MissileWeapon;
}

/** A weapon about to be fired at a target this far away: what the shots rules read. */
export interface WeaponAtDistance extends WeaponInHand {
  readonly distance: number;
}

/** A warrior looking for hidden enemies: its Initiative and its rules. */
export interface Spotter {
  readonly profile: Pick<MordheimProfile, 'I'>;
  readonly rules: readonly MordheimModelRuleId[];
}

/** The warrior's rules that add to a weapon's range. */
export type RangeModifierCode = Extract<MordheimModelRuleId, 'eagle-eyes'>;
/** The warrior's rules that add to a weapon's Strength. */
export type StrengthModifierCode = Extract<MordheimModelRuleId, 'superior-blackpowder'>;
/** The warrior's rules that let it see hidden enemies farther away. */
export type SpottingModifierCode = Extract<MordheimModelRuleId, 'lantern' | 'torch' | 'excellent-sight' | 'unblinking-eye'>;
/** The target's rules that roll to discard a hit. */
export type AvoidHitCode = Extract<MordheimModelRuleId, 'dodge' | 'lucky-charm'>;
/** The target's rules that change its armour save. */
export type SaveRuleCode = Extract<MordheimModelRuleId, 'wolfcloak' | 'shaggy-hide'>;
/** The shooter's rules that add to injury rolls. */
export type InjuryModifierCode = Extract<MordheimModelRuleId, 'hunting-arrows'>;
/** The rules that leave the target no armour save: a weapon's, or the Stream of Corruption's. */
export const NO_SAVE_RULES = ['ignores-armour', 'stream-of-corruption', 'blessed-water'] as const;
/** One of {@link NO_SAVE_RULES}. */
export type NoSaveRule = (typeof NO_SAVE_RULES)[number];
/** The target's kinds that blessed water wounds with no roll (BS-M data.cat, Blessed Water). */
export const AUTOMATIC_WOUND_RULES = ['undead', 'daemon', 'possessed'] as const;
/** One of {@link AUTOMATIC_WOUND_RULES}. */
export type AutomaticWoundRule = (typeof AUTOMATIC_WOUND_RULES)[number];
/** The target's rules that give its body a save of its own. */
export const NATURAL_SAVE_RULES = ['daemonic-aura', 'metallic-body', 'shaggy-hide'] as const;
/** One of {@link NATURAL_SAVE_RULES}. */
export type NaturalSaveRule = (typeof NATURAL_SAVE_RULES)[number];
/** The target's rules that roll to ignore each wound after the saves. */
export const WARD_RULES = ['regeneration'] as const;
/** One of {@link WARD_RULES}. */
export type WardRule = (typeof WARD_RULES)[number];
/** The shooter's rules that re-roll a failed to-hit roll. */
export const HIT_REROLL_RULES = ['blessed-sight'] as const;
/** One of {@link HIT_REROLL_RULES}. */
export type HitRerollRule = (typeof HIT_REROLL_RULES)[number];
/** The target's rules that change what an injury result does to it. */
export const INJURY_RESULT_RULES = ['no-pain', 'no-pain-veskit'] as const;
/** One of {@link INJURY_RESULT_RULES}. */
export type InjuryResultRuleId = (typeof INJURY_RESULT_RULES)[number];

/**
 * A rule the shared functions found, kept when it is one of `ids` (the rules of that kind the
 * catalogues word); null otherwise.
 *
 * @example
 * ruleOfKind(WARD_RULES, { rule: 'regeneration', needed: 4 }); // { rule: 'regeneration', needed: 4 }
 * ruleOfKind(WARD_RULES, null); // null
 */
export function ruleOfKind<K extends MordheimRuleId, T extends { readonly rule: MordheimRuleId }>(ids: readonly K[], found: T | null): (Omit<T, 'rule'> & { readonly rule: K }) | null {
  if (found === null) return null;
  const id = ids.find((candidate) => candidate === found.rule);
  return id === undefined ? null : { ...found, rule: id };
}

/**
 * The terms of Mordheim's rules: to hit, to avoid the hit, to wound, the save and the injury
 * they read the attack; who may shoot, shots, range, Strength and reloading read the warrior
 * and its weapon; spotting reads the warrior looking.
 */
export interface MordheimRuleTerms {
  readonly 'to-hit': { readonly context: MordheimAttack; readonly code: HitModifierCode; readonly canceller: MordheimHitCanceller };
  readonly 'may-shoot': { readonly context: WeaponInHand; readonly code: WeaponRefusal };
  readonly shots: { readonly context: WeaponAtDistance };
  readonly range: { readonly context: WeaponInHand; readonly code: RangeModifierCode };
  readonly strength: { readonly context: WeaponInHand; readonly code: StrengthModifierCode };
  readonly spotting: { readonly context: Spotter; readonly code: SpottingModifierCode };
  readonly 'avoid-hit': { readonly context: MordheimAttack; readonly code: AvoidHitCode };
  readonly 'to-wound': { readonly context: MordheimAttack };
  readonly 'armour-save': { readonly context: MordheimAttack; readonly code: SaveRuleCode };
  readonly injury: { readonly context: MordheimAttack; readonly code: InjuryModifierCode };
  readonly reload: { readonly context: WeaponInHand };
}

/** The name of a rule in {@link MORDHEIM_RULES}: a circumstance of the shot, a weapon rule, or a warrior's rule, each by its own name. */
export type MordheimRuleId =
  | 'cover'
  | 'long-range'
  | 'moved'
  | 'large-target'
  | Extract<
      WeaponRule,
      'accuracy' | 'fire-twice' | 'fire-twice-at-half-range' | 'thrown' | 'move-or-fire' | 'prepare-shot' | 'shot' | 'fire-once' | 'brace' | 'poison' | 'accurate' | 'thrown-no-range-penalty' | 'ignores-armour' | 'enemy-save-bonus' | 'double-barrelled' | 'blessed-water'
    >
  | 'blackpowder-misfire'
  | Exclude<MordheimModelRuleId, 'weapons-expert' | 'sprint' | 'acrobat' | 'expert-pistolier' | 'lethal-marksman'>;
/** One rule of {@link MORDHEIM_RULES}. */
export type MordheimRule = TableRule<MordheimRuleId, MordheimRuleTerms>;

const SEED_MODIFIERS = { document: 'seed', section: 'SEED-M-EN: hit modifiers' } as const;

/**
 * Mordheim's rules in the order the explanation lists their modifiers (cover, long range,
 * moving, Large Target, accuracy, fire twice, an Elven cloak, a gun-rest) and the cancellers
 * name themselves (a thrown weapon, then the skills). Weapon rules are named as in
 * `WEAPON_RULES`; those not listed act elsewhere: pick target and the blunderbuss's any
 * direction in the target choice (targets.ts), the blunderbuss's line and stealth in the table's
 * shot (table-shot.ts); shoot in hand-to-hand and hand-to-hand belong to close combat. A warrior's rules are named as in `MORDHEIM_MODEL_RULES`; a rule that stands for
 * others (Expert Pistolier, Lethal Marksman) acts through them (`holdsRule`).
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
    // M-17 (BS-M data.cat, Double-barrelled): reload tokens count unloaded barrels; with both
    // unloaded the weapon cannot fire, with one the loaded barrel alone (`loadedBarrels`).
    id: 'double-barrelled',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Double-barrelled' }, { document: 'rulings', section: 'M-17' }],
    holders: ['weapon'],
    effects: [{ step: 'may-shoot', kind: 'refuse', code: 'barrels-unloaded', when: ({ warrior, weapon }) => loadedBarrels(warrior, weapon) === 0 }],
  },
  {
    // The blunderbuss's shot: every model in its 16" by 1" line is hit, with no roll (facts A4).
    id: 'shot',
    source: [{ document: 'facts', section: 'A4: Shot (blunderbuss)' }, { document: 'bsdata', section: 'BS-M data.cat: Shot' }],
    holders: ['weapon'],
    effects: [{ step: 'to-hit', kind: 'automatic', when: (attack) => weaponHas(attack.weapon, 'shot') }],
  },
  {
    // A blunderbuss takes so long to load that it is fired once a battle (facts A4).
    id: 'fire-once',
    source: [{ document: 'facts', section: 'A4: Fire once' }, { document: 'bsdata', section: 'BS-M data.cat: Fire Once' }],
    holders: ['weapon'],
    effects: [{ step: 'may-shoot', kind: 'refuse', code: 'fired-once', when: ({ warrior, weapon }) => weaponHas(weapon, 'fire-once') && warrior.state.firedOnce.includes(weapon.id) }],
  },
  {
    // What the optional misfire (M-16) left the warrior's weapon as, from its state: these hold
    // whether or not the table plays the variant now, since the state says a misfire happened. No skill lifts
    // them: Hunter and Pistolier speed a reload, not an unloaded or broken gun.
    id: 'blackpowder-misfire',
    source: [{ document: 'facts', section: 'A4: Optional misfire rule (MH-BP)' }, { document: 'rulings', section: 'M-16' }],
    holders: ['model'],
    effects: [
      { step: 'may-shoot', kind: 'refuse', code: 'weapon-lost', when: ({ warrior, weapon }) => (warrior.state.lost ?? []).includes(weapon.id) },
      { step: 'may-shoot', kind: 'refuse', code: 'jammed', when: ({ warrior, weapon }) => (warrior.state.jammed ?? []).includes(weapon.id) },
      { step: 'may-shoot', kind: 'refuse', code: 'misfire-reload', when: ({ warrior, weapon }) => (warrior.state.misfireReload ?? []).includes(weapon.id) },
    ],
  },
  {
    // Facts A4 and Prepare shot's own text in the community data: with a brace (two pistols) one
    // is fired while the other is loaded, so it fires every turn; fired twice (Pistolier), both
    // must be reloaded, as the skill's text says.
    id: 'brace',
    source: [{ document: 'facts', section: 'A4: Prepare shot' }, { document: 'bsdata', section: 'BS-M data.cat: Prepare shot' }, { document: 'bsdata', section: 'BS-M data.cat: Brace of Pistols' }],
    holders: ['weapon'],
    effects: [{ step: 'reload', kind: 'loaded-shots', shots: 2, when: ({ weapon }) => weaponHas(weapon, 'brace') }],
  },
  {
    // The blowpipe's poison: a 6 to hit wounds at once, no critical, and a save of 6+ for a
    // model with none (its +1 to the save is the weapon's own modifier, +1).
    id: 'poison',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Poison' }, { document: 'bsdata', section: 'BS-M Skaven.cat: Poison' }, { document: 'bsdata', section: 'BS-M data.cat: Blowpipe' }],
    holders: ['weapon'],
    effects: [
      { step: 'to-wound', kind: 'hit-six-wounds', when: (attack) => weaponHas(attack.weapon, 'poison') },
      { step: 'to-wound', kind: 'no-critical', when: (attack) => weaponHas(attack.weapon, 'poison') },
      { step: 'armour-save', kind: 'unarmoured', save: 6, when: (attack) => weaponHas(attack.weapon, 'poison') },
    ],
  },
  {
    id: 'accurate',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Accurate' }, { document: 'bsdata', section: 'BS-M data.cat: Sun Gauntlet' }],
    holders: ['weapon'],
    effects: [{ step: 'to-hit', kind: 'ignores', code: 'long-range', when: (attack) => weaponHas(attack.weapon, 'accurate') }],
  },
  {
    // Belaying pins' own thrown rule: no penalty for range, but the −1 for moving stands.
    id: 'thrown-no-range-penalty',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Thrown Weapon (Belaying Pins)' }],
    holders: ['weapon'],
    effects: [{ step: 'to-hit', kind: 'ignores', code: 'long-range', when: (attack) => weaponHas(attack.weapon, 'thrown-no-range-penalty') }],
  },
  {
    id: 'ignores-armour',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Ignores Armour' }, { document: 'bsdata', section: 'BS-M data.cat: Sun Gauntlet' }],
    holders: ['weapon'],
    effects: [{ step: 'armour-save', kind: 'none', when: (attack) => weaponHas(attack.weapon, 'ignores-armour') }],
  },
  {
    // The weapon's +1 to the enemy's save is its own save modifier; this is the 6+ for a model with none.
    id: 'enemy-save-bonus',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: +1 Enemy armour save' }],
    holders: ['weapon'],
    effects: [{ step: 'armour-save', kind: 'unarmoured', save: 6, when: (attack) => weaponHas(attack.weapon, 'enemy-save-bonus') }],
  },
  {
    // The warrior's rule; the shot it makes is the weapon of the same id (weapons.ts).
    id: 'stream-of-corruption',
    source: [{ document: 'bsdata', section: 'BS-M Carnival of Chaos.cat: Stream of Corruption' }],
    holders: ['model'],
    effects: [{ step: 'armour-save', kind: 'none', when: (attack) => attack.weapon.id === 'stream-of-corruption' }],
  },
  {
    // Its text: one use; no roll to wound, no armour save; it harms only an Undead, Daemon or
    // Possessed model (the kinds' own rules below give that wound), so a hit on any other does
    // nothing; with no roll to wound there is no 6 to make a critical (ruling M-18).
    id: 'blessed-water',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Blessed Water' }, { document: 'bsdata', section: 'BS-M Characters.cat: Blessed Water' }, { document: 'rulings', section: 'M-18' }],
    holders: ['weapon'],
    effects: [
      { step: 'to-wound', kind: 'no-wound-roll', when: (attack) => weaponHas(attack.weapon, 'blessed-water') },
      { step: 'to-wound', kind: 'no-critical', when: (attack) => weaponHas(attack.weapon, 'blessed-water') },
      { step: 'armour-save', kind: 'none', when: (attack) => weaponHas(attack.weapon, 'blessed-water') },
    ],
  },
  {
    // Blessed water's text: an Undead model takes its wound automatically, and may not throw it.
    id: 'undead',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Blessed Water' }, { document: 'rulings', section: 'M-18' }],
    holders: ['model', 'target'],
    effects: [
      { step: 'may-shoot', kind: 'refuse', code: 'blessed-water-forbidden', when: ({ warrior, weapon }) => holdsRule(warrior.rules, 'undead') && weaponHas(weapon, 'blessed-water') },
      { step: 'to-wound', kind: 'automatic-wound', when: (attack) => holdsRule(attack.target.rules, 'undead') && weaponHas(attack.weapon, 'blessed-water') },
    ],
  },
  {
    // A Daemon takes blessed water's wound automatically; the text does not forbid it the vial.
    id: 'daemon',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Blessed Water' }, { document: 'bsdata', section: 'BS-M Carnival of Chaos.cat: Demonic, Daemonic' }, { document: 'rulings', section: 'M-18' }],
    holders: ['target'],
    effects: [{ step: 'to-wound', kind: 'automatic-wound', when: (attack) => holdsRule(attack.target.rules, 'daemon') && weaponHas(attack.weapon, 'blessed-water') }],
  },
  {
    id: 'possessed',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Blessed Water' }, { document: 'rulings', section: 'M-18' }],
    holders: ['model', 'target'],
    effects: [
      { step: 'may-shoot', kind: 'refuse', code: 'blessed-water-forbidden', when: ({ warrior, weapon }) => holdsRule(warrior.rules, 'possessed') && weaponHas(weapon, 'blessed-water') },
      { step: 'to-wound', kind: 'automatic-wound', when: (attack) => holdsRule(attack.target.rules, 'possessed') && weaponHas(attack.weapon, 'blessed-water') },
    ],
  },
  {
    // Its text: re-roll any roll to hit in shooting, and the second result stands.
    id: 'blessed-sight',
    source: [{ document: 'bsdata', section: 'BS-M Sisters of Sigmar.cat: Blessed Sight' }],
    holders: ['model'],
    effects: [{ step: 're-roll', kind: 'failed-to-hit', when: (attack) => holdsRule(attack.shooter.rules, 'blessed-sight') }],
  },
  {
    id: 'elven-cloak',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Elven Cloak' }],
    holders: ['target'],
    effects: [{ step: 'to-hit', kind: 'modifier', code: 'elven-cloak', value: -1, when: (attack) => holdsRule(attack.target.rules, 'elven-cloak') }],
  },
  {
    // Not after moving, even with a skill that lets the warrior move and shoot (the rule's text).
    id: 'gun-rest',
    source: [{ document: 'bsdata', section: 'BS-M Kislevites.cat: Gun-Rest' }],
    holders: ['model'],
    effects: [{ step: 'to-hit', kind: 'modifier', code: 'gun-rest', value: 1, when: (attack) => holdsRule(attack.shooter.rules, 'gun-rest') && weaponIn(attack.weapon, 'handguns') && !attack.circumstances.moved }],
  },
  {
    id: 'trick-shooter',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Trick Shooter' }, { document: 'bsdata', section: 'BS-M Characters.cat: Expert Pistolier, Lethal Marksman' }],
    holders: ['model'],
    effects: [{ step: 'to-hit', kind: 'ignores', code: 'cover', when: (attack) => holdsRule(attack.shooter.rules, 'trick-shooter') }],
  },
  {
    id: 'dead-eye-shot',
    source: [{ document: 'bsdata', section: 'BS-M Characters.cat: Dead Eye Shot' }],
    holders: ['model'],
    effects: [{ step: 'to-hit', kind: 'ignores', code: 'cover', when: (attack) => holdsRule(attack.shooter.rules, 'dead-eye-shot') && weaponIn(attack.weapon, 'crossbows') }],
  },
  {
    id: 'steady-hands',
    source: [{ document: 'bsdata', section: 'BS-M Characters.cat: Steady Hands' }],
    holders: ['model'],
    effects: [{ step: 'to-hit', kind: 'ignores', code: 'long-range', when: (attack) => holdsRule(attack.shooter.rules, 'steady-hands') && weaponIn(attack.weapon, 'crossbows') }],
  },
  {
    // Nimble's text: it cannot be combined with Quick Shot, so a Nimble warrior who moved and
    // fires a move-or-fire weapon fires it once.
    id: 'quick-shot',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Quick Shot' }, { document: 'bsdata', section: 'BS-M data.cat: Nimble' }],
    holders: ['model'],
    effects: [
      {
        step: 'shots',
        kind: 'set',
        shots: 2,
        when: ({ warrior, weapon }) => holdsRule(warrior.rules, 'quick-shot') && weaponIn(weapon, 'bow-or-crossbow') && !(warrior.state.moved && weaponHas(weapon, 'move-or-fire')),
      },
    ],
  },
  {
    // Normal reloading applies to a brace fired twice: the brace rule's two loaded shots are spent.
    id: 'pistolier',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Pistolier' }, { document: 'bsdata', section: 'BS-M Characters.cat: Expert Pistolier' }],
    holders: ['model'],
    effects: [
      { step: 'shots', kind: 'set', shots: 2, when: ({ warrior, weapon }) => holdsRule(warrior.rules, 'pistolier') && weaponHas(weapon, 'brace') },
      { step: 'may-shoot', kind: 'lifts', code: 'reloading', when: ({ warrior, weapon }) => holdsRule(warrior.rules, 'pistolier') && weaponIn(weapon, 'single-pistols') },
    ],
  },
  {
    id: 'knife-fighter',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Knife Fighter' }],
    holders: ['model'],
    // Its text: up to three throws, divided between any targets within range as the thrower wishes.
    effects: [{ step: 'shots', kind: 'set', shots: 3, split: true, when: ({ warrior, weapon }) => holdsRule(warrior.rules, 'knife-fighter') && weaponIn(weapon, 'throwing-knives') }],
  },
  {
    // Nimble lifts only the refusal: the −1 for moving still applies.
    id: 'nimble',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Nimble' }],
    holders: ['model'],
    effects: [{ step: 'may-shoot', kind: 'lifts', code: 'move-or-fire', when: ({ warrior }) => holdsRule(warrior.rules, 'nimble') }],
  },
  {
    id: 'hunter',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Hunter' }],
    holders: ['model'],
    effects: [{ step: 'may-shoot', kind: 'lifts', code: 'reloading', when: ({ warrior, weapon }) => holdsRule(warrior.rules, 'hunter') && weaponIn(weapon, 'hunting-guns') }],
  },
  {
    id: 'eagle-eyes',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Eagle Eyes' }, { document: 'bsdata', section: 'BS-M Characters.cat: Lethal Marksman' }],
    holders: ['model'],
    effects: [{ step: 'range', kind: 'modifier', code: 'eagle-eyes', value: 6, when: ({ warrior }) => holdsRule(warrior.rules, 'eagle-eyes') }],
  },
  {
    id: 'superior-blackpowder',
    source: [{ document: 'bsdata', section: 'BS-M Characters.cat: Superior Black Powder' }],
    holders: ['model'],
    effects: [{ step: 'strength', kind: 'modifier', code: 'superior-blackpowder', value: 1, when: ({ warrior, weapon }) => holdsRule(warrior.rules, 'superior-blackpowder') && weaponIn(weapon, 'blackpowder') }],
  },
  {
    // Dodge's text: rolled as soon as the hit is scored, before any other skill or equipment.
    id: 'dodge',
    source: [{ document: 'bsdata', section: 'BS-M Characters.cat: Dodge' }],
    holders: ['target'],
    effects: [{ step: 'avoid-hit', kind: 'roll', code: 'dodge', needed: 5, oncePerBattle: false, when: (attack) => holdsRule(attack.target.rules, 'dodge') }],
  },
  {
    id: 'lucky-charm',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Lucky Charm' }],
    holders: ['target'],
    effects: [{ step: 'avoid-hit', kind: 'roll', code: 'lucky-charm', needed: 4, oncePerBattle: true, when: (attack) => holdsRule(attack.target.rules, 'lucky-charm') }],
  },
  {
    // Every attack Marksman resolves is a shooting attack, so the Wolfcloak's +1 always applies.
    id: 'wolfcloak',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Wolfcloak' }],
    holders: ['target'],
    effects: [{ step: 'armour-save', kind: 'modifier', code: 'wolfcloak', value: 1, when: (attack) => holdsRule(attack.target.rules, 'wolfcloak') }],
  },
  {
    // The hide counts as armour of 6+ that combines with other armour: alone it is the body's
    // own 6+ (a shield adds to it as to armour); over body armour it improves the save by one.
    id: 'shaggy-hide',
    source: [{ document: 'bsdata', section: 'BS-M Beastmen Raiders.cat: Shaggy Hide' }],
    holders: ['target'],
    effects: [
      { step: 'armour-save', kind: 'natural', save: 6, when: (attack) => holdsRule(attack.target.rules, 'shaggy-hide') && attack.target.kit.armour === null },
      { step: 'armour-save', kind: 'modifier', code: 'shaggy-hide', value: 1, when: (attack) => holdsRule(attack.target.rules, 'shaggy-hide') && attack.target.kit.armour !== null },
    ],
  },
  {
    // Daemons' special save, modified by the hit's Strength as armour is; only magic weapons
    // negate it, and no missile weapon Marksman has is magic.
    id: 'daemonic-aura',
    source: [{ document: 'bsdata', section: 'BS-M Carnival of Chaos.cat: Daemonic Aura' }],
    holders: ['target'],
    effects: [{ step: 'armour-save', kind: 'natural', save: 5, when: (attack) => holdsRule(attack.target.rules, 'daemonic-aura') }],
  },
  {
    id: 'metallic-body',
    source: [{ document: 'bsdata', section: 'BS-M Characters.cat: Metallic Body' }],
    holders: ['target'],
    effects: [{ step: 'armour-save', kind: 'natural', save: 3, when: (attack) => holdsRule(attack.target.rules, 'metallic-body') }],
  },
  {
    // One roll for each wound the shot causes (a critical's two are two); no missile weapon
    // Marksman has is fire, which the Troll may not regenerate.
    id: 'regeneration',
    source: [{ document: 'bsdata', section: 'BS-M Orc Mob.cat: Regeneration' }],
    holders: ['target'],
    effects: [{ step: 'ward-save', kind: 'roll', needed: 4, when: (attack) => holdsRule(attack.target.rules, 'regeneration') }],
  },
  {
    id: 'no-pain',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: No Pain' }, { document: 'bsdata', section: 'BS-M Undead.cat: No Pain' }, { document: 'bsdata', section: 'BS-M Characters.cat: No Pain (Marianna)' }],
    holders: ['target'],
    effects: [{ step: 'injury', kind: 'stunned-as-knocked-down', when: (attack) => holdsRule(attack.target.rules, 'no-pain') && !holdsRule(attack.target.rules, 'no-pain-veskit') }],
  },
  {
    // Veskit is neither knocked down nor stunned: he stands until a result takes him out of action.
    id: 'no-pain-veskit',
    source: [{ document: 'bsdata', section: 'BS-M Characters.cat: No Pain (Veskit)' }],
    holders: ['target'],
    effects: [{ step: 'injury', kind: 'ignores-down-and-stunned', when: (attack) => holdsRule(attack.target.rules, 'no-pain-veskit') }],
  },
  {
    id: 'hunting-arrows',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Hunting Arrows' }],
    holders: ['model'],
    effects: [{ step: 'injury', kind: 'modifier', code: 'hunting-arrows', value: 1, when: (attack) => holdsRule(attack.shooter.rules, 'hunting-arrows') && weaponIn(attack.weapon, 'bows') }],
  },
  {
    id: 'lantern',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Lantern' }],
    holders: ['model'],
    effects: [{ step: 'spotting', kind: 'modifier', code: 'lantern', value: 4, when: (spotter) => holdsRule(spotter.rules, 'lantern') }],
  },
  {
    // A torch acts exactly as a lantern; a warrior with both still adds 4" once.
    id: 'torch',
    source: [{ document: 'bsdata', section: 'BS-M data.cat: Torch' }],
    holders: ['model'],
    effects: [{ step: 'spotting', kind: 'modifier', code: 'torch', value: 4, when: (spotter) => holdsRule(spotter.rules, 'torch') && !holdsRule(spotter.rules, 'lantern') }],
  },
  {
    // Twice the Initiative in inches: the Initiative again on top of it.
    id: 'excellent-sight',
    source: [{ document: 'bsdata', section: 'BS-M Characters.cat: Excellent Sight' }],
    holders: ['model'],
    effects: [{ step: 'spotting', kind: 'modifier', code: 'excellent-sight', value: (spotter) => spotter.profile.I ?? 0, when: (spotter) => holdsRule(spotter.rules, 'excellent-sight') }],
  },
  {
    id: 'unblinking-eye',
    source: [{ document: 'bsdata', section: 'BS-M Characters.cat: Unblinking Eye' }],
    holders: ['model'],
    effects: [
      {
        step: 'spotting',
        kind: 'modifier',
        code: 'unblinking-eye',
        value: (spotter) => spotter.profile.I ?? 0,
        when: (spotter) => holdsRule(spotter.rules, 'unblinking-eye') && !holdsRule(spotter.rules, 'excellent-sight'),
      },
    ],
  },
];

/** A double-barrelled weapon's barrels (M-17). */
const BARRELS = 2;

/**
 * The barrels of a weapon still loaded (M-17): a double-barrelled weapon's two less its reload
 * tokens; any other weapon's one.
 *
 * @example
 * loadedBarrels({ rules: [], state: { moved: false, reloading: [], firedOnce: [], unloadedBarrels: ['double-barrelled-pistol'] } }, MORDHEIM_WEAPONS['double-barrelled-pistol']); // 1
 * loadedBarrels({ rules: [], state: { moved: false, reloading: [], firedOnce: [] } }, MORDHEIM_WEAPONS.pistol); // 1
 */
export function loadedBarrels(holder: WeaponHolder, weapon: MissileWeapon): number {
  if (!weaponHas(weapon, 'double-barrelled')) return 1;
  const tokens = (holder.state.unloadedBarrels ?? []).filter((id) => id === weapon.id).length;
  return Math.max(0, BARRELS - tokens);
}
