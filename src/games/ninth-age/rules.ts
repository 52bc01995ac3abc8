/**
 * The Ninth Age's special rules as data (docs/special-rules.md): the seed's to-hit modifiers
 * and the attributes that cancel them (T-5), the 2.x Stand and Shoot (T-1), Hard Target (T-4),
 * and the weapon rules that keep a unit from shooting (Move or Fire, marching without March and
 * Shoot), each with its source. The analysis (`hitModifiers`) and the shooter checks
 * (`ninthAgeShooterStatus`) apply this table through the shared functions, and nothing else
 * decides these rules.
 */
import type { RuleTable, TableRule } from '../shared/index.js';
import type { HitModifier, HitModifierCode, NinthAgeAttack, NinthAgeTarget, NinthAgeVolley } from './attack-types.js';
import type { NinthAgeUnit } from './battle.js';
import type { NinthAgeEdition } from './variants.js';
import { HIT_MODIFIER_CODES } from './attack-types.js';
import { heightClassOf } from './heights.js';
import { isPistol, MOST_SHOTS_WITH_PISTOL, shortRangePenetration, shotsWithPistol, unwieldyValue, weaponHas, type WeaponEntry } from './weapons.js';

/** Why one weapon cannot be used now (T-5, facts B3). */
export type WeaponRefusal = 'move-or-fire' | 'marched' | 'reload' | 'breath-used';

/** One volley of an attack: what the to-hit rules read. */
export interface NinthAgeVolleyContext {
  readonly attack: NinthAgeAttack;
  readonly volley: NinthAgeVolley;
}

/** A unit and one of its weapon entries: what the may-shoot rules read. */
export interface NinthAgeWeaponUse {
  readonly unit: NinthAgeUnit;
  readonly entry: WeaponEntry;
}

/** A model's weapon entry and every weapon entry its unit carries: what the shots rules read. */
export interface NinthAgeShotsContext {
  readonly entry: WeaponEntry;
  /** The unit's weapon entries, the shooting one among them (a quick attack: none but it). */
  readonly carried: readonly WeaponEntry[];
}

/**
 * The terms of The Ninth Age's rules: to hit they read one volley, name its modifiers, and
 * Accurate, Quick to Fire and an Aspen Bow's hits-on-aim may cancel one; the armour save reads
 * one volley and names the weapon rule that worsens it; who may shoot reads a unit's weapon entry and
 * names a `WeaponRefusal`.
 */
export interface NinthAgeRuleTerms {
  readonly 'to-hit': { readonly context: NinthAgeVolleyContext; readonly code: HitModifierCode; readonly canceller: NonNullable<HitModifier['ignoredBy']> };
  readonly 'may-shoot': { readonly context: NinthAgeWeaponUse; readonly code: WeaponRefusal };
  readonly 'armour-save': { readonly context: NinthAgeVolleyContext; readonly code: 'short-range-penetration' };
  readonly shots: { readonly context: NinthAgeShotsContext };
}

/** The name of a rule in {@link NINTH_AGE_RULES}: a to-hit modifier, a weapon attribute, or marching. */
export type NinthAgeRuleId = HitModifierCode | 'volley-gun' | 'cannon' | 'catapult' | 'accurate' | 'quick-to-fire' | 'pivot-ignores-moving' | 'hits-on-aim' | 'short-range-penetration' | 'shots-with-pistol' | 'breath-attack' | 'move-or-fire' | 'reload' | 'marched' | 'march-and-shoot';
/** One rule of {@link NINTH_AGE_RULES}. */
export type NinthAgeRule = TableRule<NinthAgeRuleId, NinthAgeRuleTerms>;

/**
 * Hard Target (X) counts when more than half the unit's models have it; instances add up (T-4).
 * In 2.x the rule has no X: each instance is −1 whatever value it was given (T-1; BS-T9A-2ND
 * Hard Target, "cumulative, −1 for each instance").
 *
 * @example
 * hardTargetValue({ hardTarget: [{ value: 1, models: 15 }], models: 20 }); // 1
 * hardTargetValue({ hardTarget: [{ value: 1, models: 5 }], models: 20 }); // 0: only a quarter have it
 * hardTargetValue({ hardTarget: [{ value: 2, models: 20 }], models: 20 }, '2.x'); // 1: one instance
 */
export function hardTargetValue(target: Pick<NinthAgeTarget, 'hardTarget' | 'models'>, edition: NinthAgeEdition = 'current'): number {
  const held = target.hardTarget.filter((h) => h.models * 2 > target.models);
  switch (edition) {
    case 'current':
      return held.reduce((sum, h) => sum + h.value, 0);
    case '2.x':
      return held.length;
  }
}

const SEED = (section: string) => ({ document: 'seed', section: `SEED-T9A: To-Hit Modifiers, ${section}` }) as const;
const moved = ({ attack }: NinthAgeVolleyContext) => attack.shooter.movement !== 'none';

/** The Ninth Age's rules in the seed's order of modifiers, each cancelling attribute after the modifier it cancels. */
export const NINTH_AGE_RULES: RuleTable<NinthAgeRuleId, NinthAgeRuleTerms> = [
  {
    id: 'long-range',
    source: [SEED('Long Range'), { document: 'facts', section: 'B1: modifiers [new]' }],
    holders: ['circumstance'],
    effects: [{ step: 'to-hit', kind: 'modifier', code: 'long-range', value: -1, when: ({ volley }) => volley.circumstances.longRange }],
  },
  {
    id: 'accurate',
    source: [SEED('Accurate'), { document: 'rulings', section: 'T-5' }, { document: 'bsdata', section: 'BS-T9A-2ND: Accurate' }],
    holders: ['weapon'],
    effects: [{ step: 'to-hit', kind: 'ignores', code: 'long-range', when: ({ volley }) => weaponHas(volley.entry.weapon, 'accurate') }],
  },
  {
    id: 'moving',
    source: [SEED('Moving and Shooting'), { document: 'rulings', section: 'T-5' }],
    holders: ['unit'],
    effects: [{ step: 'to-hit', kind: 'modifier', code: 'moving', value: -1, when: moved }],
  },
  {
    id: 'quick-to-fire',
    source: [SEED('Quick to Fire'), { document: 'rulings', section: 'T-5' }, { document: 'bsdata', section: 'BS-T9A-2ND: Quick to Fire' }],
    holders: ['weapon'],
    effects: [{ step: 'to-hit', kind: 'ignores', code: 'moving', when: ({ volley }) => weaponHas(volley.entry.weapon, 'quick-to-fire') }],
  },
  {
    // BS-T9A-2ND, Beast Herds' Cyclops, Hurl Attack: a Cyclops that only pivoted in its Movement
    // Phase takes no to-hit modifier for Moving and Shooting. Only that one: the pivot is still
    // movement for anything else (Unwieldy, Move or Fire, Volley Fire's third rank).
    id: 'pivot-ignores-moving',
    source: [{ document: 'bsdata', section: 'BS-T9A-2ND: Hurl Attack (Beast Herds, Cyclops)' }, { document: 'facts', section: 'B3: Move or Fire' }],
    holders: ['weapon'],
    effects: [{ step: 'to-hit', kind: 'ignores', code: 'moving', when: ({ attack, volley }) => attack.shooter.movement === 'pivot' && weaponHas(volley.entry.weapon, 'pivot-ignores-moving') }],
  },
  {
    // T-5: Unwieldy (X) is a further −X after any Move Manoeuvre, and Quick to Fire does not
    // cancel it; in 2.x it is one more −1 (−2 in all with moving).
    id: 'unwieldy',
    source: [SEED('Unwieldy (-X)'), { document: 'rulings', section: 'T-5' }, { document: 'rulings', section: 'T-1' }, { document: 'bsdata', section: 'BS-T9A-2ND: Unwieldy' }],
    holders: ['weapon'],
    effects: [
      {
        step: 'to-hit',
        kind: 'modifier',
        code: 'unwieldy',
        value: ({ attack, volley }) => (attack.variants.edition === '2.x' ? -1 : -(unwieldyValue(volley.entry.weapon) ?? 0)),
        when: (context) => moved(context) && unwieldyValue(context.volley.entry.weapon) !== null,
      },
    ],
  },
  {
    // The seed's Stand and Shoot gives no modifier; 2.x's is −1 (T-1).
    id: 'stand-and-shoot',
    source: [{ document: 'facts', section: 'B1: modifiers [2.x]' }, { document: 'facts', section: 'B4: Stand and Shoot' }, { document: 'rulings', section: 'T-1' }],
    holders: ['unit'],
    effects: [{ step: 'to-hit', kind: 'modifier', code: 'stand-and-shoot', value: -1, when: ({ attack }) => attack.shooter.standAndShoot && attack.variants.edition === '2.x' }],
  },
  {
    id: 'soft-cover',
    source: [SEED('Soft Cover'), { document: 'rulings', section: 'T-6' }],
    holders: ['circumstance'],
    effects: [{ step: 'to-hit', kind: 'modifier', code: 'soft-cover', value: -1, when: ({ volley }) => volley.circumstances.cover === 'soft' }],
  },
  {
    id: 'hard-cover',
    source: [SEED('Hard Cover'), { document: 'rulings', section: 'T-6' }],
    holders: ['circumstance'],
    effects: [{ step: 'to-hit', kind: 'modifier', code: 'hard-cover', value: -2, when: ({ volley }) => volley.circumstances.cover === 'hard' }],
  },
  {
    id: 'hard-target',
    source: [SEED('Hard Target (X)'), { document: 'rulings', section: 'T-4' }, { document: 'rulings', section: 'T-1' }, { document: 'facts', section: 'B1: Hard Target' }, { document: 'bsdata', section: 'BS-T9A-2ND: Hard Target' }],
    holders: ['target'],
    effects: [
      {
        step: 'to-hit',
        kind: 'modifier',
        code: 'hard-target',
        value: ({ attack }) => -hardTargetValue(attack.target, attack.variants.edition),
        when: ({ attack }) => hardTargetValue(attack.target, attack.variants.edition) > 0,
      },
    ],
  },
  {
    // NR-VOLLEY-GUN: one natural 6 among the dice that gave a Volley Gun's shots is −1 to hit
    // for those shots (two or more are a Misfire, `shots-roll.ts`).
    id: 'volley-gun',
    source: [{ document: 'bsdata', section: 'BS-T9A-2ND: Volley Gun (2nd-empireOfSonnstahl.cat; the rule\'s text: NR-VOLLEY-GUN, docs/special-rules.md)' }],
    holders: ['weapon'],
    effects: [{ step: 'to-hit', kind: 'modifier', code: 'volley-gun-six', value: -1, when: ({ volley }) => volley.volleyGunSix === true }],
  },
  {
    // NR-CANNON: a Cannon's shots take no to-hit modifier from Soft or Hard Cover, and gain +1
    // against a unit made up wholly of Gigantic models that has no cover (the cover is still
    // found, only its modifier ignored). Its natural 1 Misfires (`shot.ts`); an Artillery Weapon,
    // so Reload! (`reload` below).
    id: 'cannon',
    source: [{ document: 'bsdata', section: 'BS-T9A-2ND: Cannon (2nd-empireOfSonnstahl.cat; the rule\'s text: NR-CANNON, docs/special-rules.md)' }],
    holders: ['weapon'],
    effects: [
      { step: 'to-hit', kind: 'ignores', code: 'soft-cover', when: ({ volley }) => weaponHas(volley.entry.weapon, 'cannon') },
      { step: 'to-hit', kind: 'ignores', code: 'hard-cover', when: ({ volley }) => weaponHas(volley.entry.weapon, 'cannon') },
      {
        step: 'to-hit',
        kind: 'modifier',
        code: 'cannon-gigantic',
        value: 1,
        when: ({ attack, volley }) => weaponHas(volley.entry.weapon, 'cannon') && heightClassOf(attack.target.profile.Height) === 'gigantic' && volley.circumstances.cover === 'none',
      },
    ],
  },
  {
    // T9A-LEX-CATAPULT (rulebook 21.F.c.2): a Catapult's to-hit roll takes no modifier from Soft
    // or Hard Cover (the cover is still found). Its natural 1 Misfires and any other miss rolls a
    // Partial Hit (`shot.ts`); an Artillery Weapon, so Reload! (`reload` below).
    id: 'catapult',
    source: [{ document: 'bsdata', section: 'BS-T9A-2ND: Area Attack (2nd-theNinthAge-FantasyBattles.gst); Catapult (X×Y): the rule\'s text T9A-LEX-CATAPULT, rulebook 21.F.c.2, docs/special-rules.md' }],
    holders: ['weapon'],
    effects: [
      { step: 'to-hit', kind: 'ignores', code: 'soft-cover', when: ({ volley }) => weaponHas(volley.entry.weapon, 'catapult') },
      { step: 'to-hit', kind: 'ignores', code: 'hard-cover', when: ({ volley }) => weaponHas(volley.entry.weapon, 'catapult') },
    ],
  },
  {
    // BS-T9A-2ND, Undying Dynasties' Aspen Bow and Great Aspen Bow: the roll needed is the Aim
    // whatever the modifiers. Every to-hit modifier here worsens the roll, so cancelling each one
    // leaves the needed score at the Aim: never a 7+ (T-2, T-10) nor a Hopeless Shot (T-1).
    id: 'hits-on-aim',
    source: [{ document: 'bsdata', section: 'BS-T9A-2ND: Aspen Bow, Great Aspen Bow (Undying Dynasties)' }, { document: 'rulings', section: 'T-2' }],
    holders: ['weapon'],
    // Only the modifiers that worsen the roll: a Cannon's +1 would never be given up.
    effects: HIT_MODIFIER_CODES.filter((code) => code !== 'cannon-gigantic').map((code) => ({ step: 'to-hit', kind: 'ignores', code, when: ({ volley }: NinthAgeVolleyContext) => weaponHas(volley.entry.weapon, 'hits-on-aim') }) as const),
  },
  {
    // BS-T9A-2ND, Dread Elves' Repeater Handbow and Repeater Crossbow: more Armour Penetration at
    // Short Range, which is any shot not at Long Range (facts B1 [2.x]). A negative value: the
    // save is worse for the target.
    id: 'short-range-penetration',
    source: [{ document: 'bsdata', section: 'BS-T9A-2ND: Repeater Handbow, Repeater Crossbow (Dread Elves)' }, { document: 'facts', section: 'B1: modifiers [2.x]' }],
    holders: ['weapon'],
    effects: [
      {
        step: 'armour-save',
        kind: 'modifier',
        code: 'short-range-penetration',
        value: ({ volley }) => -shortRangePenetration(volley.entry.weapon),
        when: ({ volley }) => !volley.circumstances.longRange && shortRangePenetration(volley.entry.weapon) > 0,
      },
    ],
  },
  {
    // BS-T9A-2ND, Empire of Sonnstahl's Repeater Pistol: Shots X (4) when the model also carries a
    // Pistol or a Brace of Pistols. A `set` effect holds a fixed number, so one for each X.
    id: 'shots-with-pistol',
    source: [{ document: 'bsdata', section: 'BS-T9A-2ND: Repeater Pistol (Empire of Sonnstahl)' }],
    holders: ['weapon'],
    effects: Array.from({ length: MOST_SHOTS_WITH_PISTOL }, (_, i) => i + 1).map(
      (shots) => ({ step: 'shots', kind: 'set', shots, when: ({ entry, carried }: NinthAgeShotsContext) => shotsWithPistol(entry.weapon) === shots && carried.some((c) => isPistol(c.weapon)) }) as const,
    ),
  },
  {
    // BS-T9A-2ND (2nd-theNinthAge-FantasyBattles.gst, Breath Attack): the target suffers the
    // rolled number of hits, so there is no to-hit roll and no to-hit modifier matters; as a
    // Shooting Attack it has March and Shoot, and nothing keeps it from a Stand and Shoot.
    id: 'breath-attack',
    source: [{ document: 'bsdata', section: 'BS-T9A-2ND: Breath Attack (2nd-theNinthAge-FantasyBattles.gst)' }],
    holders: ['weapon'],
    effects: [
      { step: 'to-hit', kind: 'automatic', when: ({ volley }) => weaponHas(volley.entry.weapon, 'breath-attack') },
      { step: 'may-shoot', kind: 'lifts', code: 'marched', when: ({ entry }) => weaponHas(entry.weapon, 'breath-attack') },
      // Once per game: a unit whose state says its breath was used may not breathe again.
      { step: 'may-shoot', kind: 'refuse', code: 'breath-used', when: ({ unit, entry }) => unit.state.breathUsed === true && weaponHas(entry.weapon, 'breath-attack') },
    ],
  },
  {
    // Not after any Move Manoeuvre; March and Shoot does not lift it (facts B3).
    id: 'move-or-fire',
    source: [{ document: 'facts', section: 'B3: Move or Fire' }, { document: 'bsdata', section: 'BS-T9A-2ND: Move or Fire' }],
    holders: ['weapon'],
    effects: [{ step: 'may-shoot', kind: 'refuse', code: 'move-or-fire', when: ({ unit, entry }) => unit.state.movement !== 'none' && weaponHas(entry.weapon, 'move-or-fire') }],
  },
  {
    // Reload!: the weapon is not used for a Stand and Shoot charge reaction. The data reader
    // gives it to every Artillery Weapon too, and a Volley Gun, an Artillery Weapon, has it
    // (docs/special-rules.md, NR-ARTILLERY).
    id: 'reload',
    source: [{ document: 'facts', section: 'B3: Reload!' }, { document: 'bsdata', section: 'BS-T9A-2ND: Reload!' }],
    holders: ['weapon'],
    effects: [{ step: 'may-shoot', kind: 'refuse', code: 'reload', when: ({ unit, entry }) => unit.state.standAndShoot && (weaponHas(entry.weapon, 'reload') || weaponHas(entry.weapon, 'volley-gun') || weaponHas(entry.weapon, 'cannon') || weaponHas(entry.weapon, 'catapult')) }],
  },
  {
    // T-5: after a March only March and Shoot units (or weapons) may shoot.
    id: 'marched',
    source: [SEED('Moving and Shooting (only units with March and Shoot)'), { document: 'rulings', section: 'T-5' }],
    holders: ['unit'],
    effects: [{ step: 'may-shoot', kind: 'refuse', code: 'marched', when: ({ unit }) => unit.state.movement === 'march' }],
  },
  {
    id: 'march-and-shoot',
    source: [{ document: 'facts', section: 'B3: March and Shoot' }, { document: 'rulings', section: 'T-5' }, { document: 'bsdata', section: 'BS-T9A-2ND: March and Shoot' }, { document: 'bsdata', section: 'BS-T9A-2ND: Light Troops' }],
    holders: ['unit', 'weapon'],
    effects: [{ step: 'may-shoot', kind: 'lifts', code: 'marched', when: ({ unit, entry }) => unit.marchAndShoot || unit.lightTroops || weaponHas(entry.weapon, 'march-and-shoot') }],
  },
];
