/**
 * Battleaxe's special rules as data (docs/special-rules.md): the seed's to-hit modifiers, each
 * with its source, and the ones that cancel another (B-4, B-5, B-6). The analysis
 * (`hitModifiers`) applies this table through the shared functions, and nothing else decides
 * these modifiers. A volley is a way of shooting the player picks (targets.ts), not a rule
 * held by anything: its −1 is here, who fires in one is the target's options'.
 */
import type { RuleTable, TableRule } from '../shared/index.js';
import type { BattleaxeCircumstances, BattleaxeTarget, ModifierCancel } from './attack-types.js';
import { HIT_MODIFIER_VALUES, type HitModifierCode } from './tables.js';

/** One batch's shot as the to-hit rules read it: the batch's circumstances and the target unit. */
export interface BattleaxeShotContext {
  readonly circumstances: BattleaxeCircumstances;
  readonly target: BattleaxeTarget;
}

/** The terms of Battleaxe's rules: to hit they read one batch's shot, name its modifiers, and three rules may cancel one. */
export interface BattleaxeRuleTerms {
  readonly 'to-hit': { readonly context: BattleaxeShotContext; readonly code: HitModifierCode; readonly canceller: ModifierCancel };
}

/** The name of a rule in {@link BATTLEAXE_RULES}: each modifier of the seed's list, and shooting into a combat. */
export type BattleaxeRuleId = HitModifierCode | 'into-combat';
/** One rule of {@link BATTLEAXE_RULES}. */
export type BattleaxeRule = TableRule<BattleaxeRuleId, BattleaxeRuleTerms>;

/**
 * B-8: a character on its own, or the last model of a unit that had more; never a war machine.
 *
 * @example
 * isLoneTarget(targetOf({ profile: { T: 4 }, keywords: ['character'] })); // true
 * isLoneTarget(targetOf({ profile: { T: 3 }, models: 1, startingModels: 10 })); // true: the last of ten
 * isLoneTarget(targetOf({ profile: { T: 3 }, models: 5 })); // false
 */
export function isLoneTarget(target: BattleaxeTarget): boolean {
  if (target.keywords.includes('war-machine') || target.models !== 1) return false;
  return target.keywords.includes('character') || target.startingModels > 1;
}

const SEED = (section: string) => ({ document: 'seed', section: `SEED-BA: ${section}` }) as const;

/**
 * Battleaxe's rules in the seed's order of modifiers; a modifier two rules cancel is shown as
 * cancelled by the first (stand and shoot before shooting into a combat, B-5).
 */
export const BATTLEAXE_RULES: RuleTable<BattleaxeRuleId, BattleaxeRuleTerms> = [
  {
    id: 'moved',
    source: [SEED('Moving And Shooting'), { document: 'facts', section: 'C1: modifiers' }],
    holders: ['circumstance'],
    effects: [{ step: 'to-hit', kind: 'modifier', code: 'moved', value: HIT_MODIFIER_VALUES.moved, when: ({ circumstances }) => circumstances.moved }],
  },
  {
    id: 'long-range',
    source: [SEED('Firing At Long Range'), { document: 'rulings', section: 'B-9' }],
    holders: ['circumstance'],
    effects: [{ step: 'to-hit', kind: 'modifier', code: 'long-range', value: HIT_MODIFIER_VALUES['long-range'], when: ({ circumstances }) => circumstances.longRange }],
  },
  {
    id: 'point-blank',
    source: [SEED('Firing At Point-Blank Range'), { document: 'rulings', section: 'B-5' }],
    holders: ['circumstance'],
    effects: [{ step: 'to-hit', kind: 'modifier', code: 'point-blank', value: HIT_MODIFIER_VALUES['point-blank'], when: ({ circumstances }) => circumstances.pointBlank }],
  },
  {
    // B-6: a stand and shoot reaction takes neither long range nor point-blank.
    id: 'stand-and-shoot',
    source: [SEED('Standing And Shooting'), { document: 'rulings', section: 'B-6' }],
    holders: ['unit'],
    effects: [
      { step: 'to-hit', kind: 'modifier', code: 'stand-and-shoot', value: HIT_MODIFIER_VALUES['stand-and-shoot'], when: ({ circumstances }) => circumstances.standAndShoot },
      { step: 'to-hit', kind: 'ignores', code: 'long-range', when: ({ circumstances }) => circumstances.standAndShoot },
      { step: 'to-hit', kind: 'ignores', code: 'point-blank', when: ({ circumstances }) => circumstances.standAndShoot },
    ],
  },
  {
    id: 'volley-fire',
    source: [SEED('Volley Fire'), { document: 'rulings', section: 'B-7' }],
    holders: ['unit', 'weapon'],
    effects: [{ step: 'to-hit', kind: 'modifier', code: 'volley-fire', value: HIT_MODIFIER_VALUES['volley-fire'], when: ({ circumstances }) => circumstances.volleyFire }],
  },
  {
    id: 'lone-target',
    source: [SEED('Lone Target'), { document: 'rulings', section: 'B-8' }],
    holders: ['target'],
    effects: [{ step: 'to-hit', kind: 'modifier', code: 'lone-target', value: HIT_MODIFIER_VALUES['lone-target'], when: ({ target }) => isLoneTarget(target) }],
  },
  {
    id: 'large-target',
    source: [SEED('Large Target')],
    holders: ['target'],
    effects: [{ step: 'to-hit', kind: 'modifier', code: 'large-target', value: HIT_MODIFIER_VALUES['large-target'], when: ({ target }) => target.keywords.includes('large') }],
  },
  {
    id: 'soft-cover',
    source: [SEED('Target Is Behind Soft Cover'), { document: 'rulings', section: 'B-10' }],
    holders: ['circumstance'],
    effects: [{ step: 'to-hit', kind: 'modifier', code: 'soft-cover', value: HIT_MODIFIER_VALUES['soft-cover'], when: ({ circumstances }) => circumstances.softCover }],
  },
  {
    // B-4: soft and hard cover never stack; hard cover is −2 in all.
    id: 'hard-cover',
    source: [SEED('Target Is Behind Hard Cover'), { document: 'rulings', section: 'B-4' }, { document: 'rulings', section: 'B-10' }],
    holders: ['circumstance'],
    effects: [
      { step: 'to-hit', kind: 'modifier', code: 'hard-cover', value: HIT_MODIFIER_VALUES['hard-cover'], when: ({ circumstances }) => circumstances.hardCover },
      { step: 'to-hit', kind: 'ignores', code: 'soft-cover', when: ({ circumstances }) => circumstances.hardCover },
    ],
  },
  {
    // B-5: no point-blank bonus when shooting into a combat (by a special rule).
    id: 'into-combat',
    source: [SEED('Firing At Point-Blank Range'), { document: 'rulings', section: 'B-5' }],
    holders: ['circumstance'],
    effects: [{ step: 'to-hit', kind: 'ignores', code: 'point-blank', when: ({ circumstances }) => circumstances.intoCombat }],
  },
];
