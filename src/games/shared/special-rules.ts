/**
 * Special rules as data. Each game declares the rules that change its shooting in one typed
 * table (`src/games/<game>/rules.ts`): each rule with its source, what holds it, and what it
 * changes at which step. The functions here apply a table at one step; a game's analysis (and
 * its shooter checks) call them, and both interpreters run the one `Process` built from that
 * analysis, so the odds and the roll read the same table. See docs/special-rules.md.
 */

/**
 * The steps of a shooting attack a special rule can change, in the order they come: who may
 * shoot, how many shots, range, the choice of target, the to-hit roll, re-rolls, to wound, the
 * saves, the wounds a hit causes, injuries, falls. Only some have effect kinds yet
 * ({@link RuleEffect}); the others are named so that a rule can say where it acts.
 */
export const RULE_STEPS = ['may-shoot', 'shots', 'range', 'target', 'to-hit', 're-roll', 'to-wound', 'armour-save', 'ward-save', 'wounds', 'injury', 'fall'] as const;
/** One of {@link RULE_STEPS}. */
export type RuleStep = (typeof RULE_STEPS)[number];

/**
 * What holds a rule: a model (a skill, a trait), the unit, a weapon, the target (Large Target,
 * Hard Target), or the circumstances the table makes of the shot (cover, range, moving).
 */
export const RULE_HOLDERS = ['model', 'unit', 'weapon', 'target', 'circumstance'] as const;
/** One of {@link RULE_HOLDERS}. */
export type RuleHolder = (typeof RULE_HOLDERS)[number];
/** Everything that can hold a rule, at least one. */
export type RuleHolders = readonly [RuleHolder, ...RuleHolder[]];

/**
 * The texts a rule is cited from: a rules text in `shared/seeds` (`seed`), the facts and the
 * rulings in `shared/rules` (`facts`, `rulings`), or the community's BattleScribe data (`bsdata`).
 */
export const RULE_DOCUMENTS = ['seed', 'facts', 'rulings', 'bsdata'] as const;
/** One of {@link RULE_DOCUMENTS}. */
export type RuleDocument = (typeof RULE_DOCUMENTS)[number];

/** One place a rule is written: the text and its section ("SEED-M-EN: hit modifiers", "A4", "M-11"). */
export interface RuleCitation {
  readonly document: RuleDocument;
  readonly section: string;
}
/** Where a rule comes from: one citation or more, the rules text first. */
export type RuleSource = readonly [RuleCitation, ...RuleCitation[]];

/**
 * The terms of one game's rules, step by step: what a condition at that step reads (the
 * `context` the game passes in), and the codes the step names, which the game's catalogues
 * word. To hit, `canceller` is the rules that may cancel a modifier: their ids are what an
 * explanation shows as `ignoredBy`. A step a game has no rules at is left out.
 */
export interface RuleVocabulary {
  readonly 'to-hit'?: { readonly context: unknown; readonly code: string; readonly canceller: string };
  readonly 'may-shoot'?: { readonly context: unknown; readonly code: string };
  readonly shots?: { readonly context: unknown };
}
/** A step of {@link RuleVocabulary}: one that has effect kinds. */
export type EffectStep = keyof RuleVocabulary;

/** What a condition at step `S` reads, in the game's vocabulary `V`. */
export type StepContext<V extends RuleVocabulary, S extends EffectStep> = V[S] extends { readonly context: infer C } ? C : never;
/** The codes step `S` names, in the game's vocabulary `V`. */
export type StepCode<V extends RuleVocabulary, S extends EffectStep> = V[S] extends { readonly code: infer C extends string } ? C : never;
/** The ids of the rules that may cancel a to-hit modifier, in the game's vocabulary `V`. */
export type HitCanceller<V extends RuleVocabulary> = V['to-hit'] extends { readonly canceller: infer C extends string } ? C : never;

/** Whether an effect applies to this shot: the holder has the rule and the situation calls for it. */
export type RuleCondition<C> = (context: C) => boolean;

/** To hit: a modifier, positive or negative, fixed or worked out from the shot. */
export interface HitModifierEffect<V extends RuleVocabulary> {
  readonly step: 'to-hit';
  readonly kind: 'modifier';
  /** The modifier, as the explanation names it. */
  readonly code: StepCode<V, 'to-hit'>;
  /** Added to the roll (positive is easier), or worked out from the shot (Hard Target (X): −X). */
  readonly value: number | ((context: StepContext<V, 'to-hit'>) => number);
  /** Whether the modifier applies to this shot. */
  readonly when: RuleCondition<StepContext<V, 'to-hit'>>;
}

/** To hit: cancels another rule's modifier, which is then shown at 0, `ignoredBy` this rule. */
export interface HitIgnoresEffect<V extends RuleVocabulary> {
  readonly step: 'to-hit';
  readonly kind: 'ignores';
  /** The modifier it cancels. */
  readonly code: StepCode<V, 'to-hit'>;
  /** Whether it cancels the modifier for this shot. */
  readonly when: RuleCondition<StepContext<V, 'to-hit'>>;
}

/** Who may shoot: a reason the shooter (or one of its weapons) may not. */
export interface RefuseEffect<V extends RuleVocabulary> {
  readonly step: 'may-shoot';
  readonly kind: 'refuse';
  /** The refusal, as the explanation names it. */
  readonly code: StepCode<V, 'may-shoot'>;
  /** Whether it refuses now. */
  readonly when: RuleCondition<StepContext<V, 'may-shoot'>>;
}

/** Who may shoot: lifts another rule's refusal, which then is not given at all (March and Shoot). */
export interface LiftEffect<V extends RuleVocabulary> {
  readonly step: 'may-shoot';
  readonly kind: 'lifts';
  /** The refusal it lifts. */
  readonly code: StepCode<V, 'may-shoot'>;
  /** Whether it lifts the refusal now. */
  readonly when: RuleCondition<StepContext<V, 'may-shoot'>>;
}

/** How many shots: the shooter fires this many with the weapon. */
export interface ShotsEffect<V extends RuleVocabulary> {
  readonly step: 'shots';
  readonly kind: 'set';
  /** Shots with the weapon this phase. */
  readonly shots: number;
  /** Whether the rule gives these shots now. */
  readonly when: RuleCondition<StepContext<V, 'shots'>>;
}

/**
 * What a rule changes at one step, discriminated by `step` and then `kind`. A later effect
 * kind (a re-roll, a save modifier) is one more member here, one more step in
 * {@link RuleVocabulary} and one more function beside `hitModifiersFrom`; the tables and
 * functions that exist do not change.
 */
export type RuleEffect<V extends RuleVocabulary> = HitModifierEffect<V> | HitIgnoresEffect<V> | RefuseEffect<V> | LiftEffect<V> | ShotsEffect<V>;
/** Every effect but cancelling a modifier: what a rule outside `canceller` may do. */
export type PlainRuleEffect<V extends RuleVocabulary> = Exclude<RuleEffect<V>, HitIgnoresEffect<V>>;

/** A named special rule: where it comes from, what holds it, and what it changes, step by step. */
export interface SpecialRule<Id extends string, V extends RuleVocabulary, E extends RuleEffect<V> = RuleEffect<V>> {
  /** The rule's name: a weapon rule's or attribute's own code, or the circumstance it names. */
  readonly id: Id;
  readonly source: RuleSource;
  /** What can hold it; a rule several things can carry (March and Shoot) names each. */
  readonly holders: RuleHolders;
  /** What it changes, step by step; their order within a table is the order they apply. */
  readonly effects: readonly E[];
}

/**
 * One rule of a table: a rule whose id is among the vocabulary's cancellers may cancel a
 * modifier; any other may not, so what an explanation names as `ignoredBy` is always a code
 * the catalogues word.
 */
export type TableRule<Id extends string, V extends RuleVocabulary> = Id extends HitCanceller<V> ? SpecialRule<Id, V> : SpecialRule<Id, V, PlainRuleEffect<V>>;
/** A game's rules in the order they apply: modifiers are listed, and the first canceller named, in this order. */
export type RuleTable<Id extends string, V extends RuleVocabulary> = readonly TableRule<Id, V>[];

/** A to-hit modifier as the games' explanations show it; one with `ignoredBy` counts 0. */
export interface RuleModifier<Code extends string, By extends string> {
  readonly code: Code;
  readonly value: number;
  readonly ignoredBy?: By;
}

/**
 * Every to-hit modifier a table gives this shot, in table order: each modifier whose condition
 * holds, at its value, or at 0 with `ignoredBy` naming the first rule (in table order) that
 * cancels it.
 *
 * @example
 * type Shot = { readonly cover: boolean; readonly thrown: boolean };
 * type Terms = { 'to-hit': { context: Shot; code: 'cover'; canceller: 'thrown' } };
 * const rules: RuleTable<'cover' | 'thrown', Terms> = [
 *   { id: 'cover', source: [{ document: 'seed', section: 'cover' }], holders: ['circumstance'], effects: [{ step: 'to-hit', kind: 'modifier', code: 'cover', value: -1, when: (s) => s.cover }] },
 *   { id: 'thrown', source: [{ document: 'facts', section: 'A4' }], holders: ['weapon'], effects: [{ step: 'to-hit', kind: 'ignores', code: 'cover', when: (s) => s.thrown }] },
 * ];
 * hitModifiersFrom(rules, { cover: true, thrown: false }); // [{ code: 'cover', value: -1 }]
 * hitModifiersFrom(rules, { cover: true, thrown: true }); // [{ code: 'cover', value: 0, ignoredBy: 'thrown' }]
 */
export function hitModifiersFrom<Id extends string, V extends RuleVocabulary>(
  rules: RuleTable<Id, V>,
  context: StepContext<V, 'to-hit'>,
): RuleModifier<StepCode<V, 'to-hit'>, HitCanceller<V>>[] {
  const table: readonly SpecialRule<string, V>[] = rules;
  const cancelled = cancellations(table, context);
  const modifiers: RuleModifier<StepCode<V, 'to-hit'>, HitCanceller<V>>[] = [];
  for (const rule of table) {
    for (const effect of rule.effects) {
      if (effect.step !== 'to-hit' || !effect.when(context)) continue;
      switch (effect.kind) {
        case 'modifier': {
          const by = cancelled.get(effect.code);
          const value = typeof effect.value === 'number' ? effect.value : effect.value(context);
          modifiers.push(by === undefined ? { code: effect.code, value } : { code: effect.code, value: 0, ignoredBy: by });
          break;
        }
        case 'ignores':
          break;
      }
    }
  }
  return modifiers;
}

/** Each cancelled modifier and the first rule, in table order, that cancels it. */
function cancellations<V extends RuleVocabulary>(table: readonly SpecialRule<string, V>[], context: StepContext<V, 'to-hit'>): Map<StepCode<V, 'to-hit'>, HitCanceller<V>> {
  const cancelled = new Map<StepCode<V, 'to-hit'>, HitCanceller<V>>();
  for (const rule of table) {
    for (const effect of rule.effects) {
      if (effect.step !== 'to-hit' || effect.kind !== 'ignores' || cancelled.has(effect.code) || !effect.when(context)) continue;
      // Sound by TableRule: only a rule whose id is a canceller can hold an `ignores` effect.
      cancelled.set(effect.code, rule.id as HitCanceller<V>);
    }
  }
  return cancelled;
}

/**
 * Every reason a table gives why the shooter (or its weapon) may not shoot, in table order;
 * a refusal another rule lifts is left out.
 *
 * @example
 * type Use = { readonly moved: boolean; readonly marchAndShoot: boolean };
 * type Terms = { 'may-shoot': { context: Use; code: 'moved' } };
 * const rules: RuleTable<'move-or-fire' | 'march-and-shoot', Terms> = [
 *   { id: 'move-or-fire', source: [{ document: 'facts', section: 'A4' }], holders: ['weapon'], effects: [{ step: 'may-shoot', kind: 'refuse', code: 'moved', when: (u) => u.moved }] },
 *   { id: 'march-and-shoot', source: [{ document: 'facts', section: 'B3' }], holders: ['unit'], effects: [{ step: 'may-shoot', kind: 'lifts', code: 'moved', when: (u) => u.marchAndShoot }] },
 * ];
 * refusalsFrom(rules, { moved: true, marchAndShoot: false }); // ['moved']
 * refusalsFrom(rules, { moved: true, marchAndShoot: true }); // []
 */
export function refusalsFrom<Id extends string, V extends RuleVocabulary>(rules: RuleTable<Id, V>, context: StepContext<V, 'may-shoot'>): StepCode<V, 'may-shoot'>[] {
  const table: readonly SpecialRule<string, V>[] = rules;
  const lifted = new Set<StepCode<V, 'may-shoot'>>();
  const refusals: StepCode<V, 'may-shoot'>[] = [];
  for (const rule of table) {
    for (const effect of rule.effects) {
      if (effect.step !== 'may-shoot' || !effect.when(context)) continue;
      switch (effect.kind) {
        case 'refuse':
          refusals.push(effect.code);
          break;
        case 'lifts':
          lifted.add(effect.code);
          break;
      }
    }
  }
  return refusals.filter((code) => !lifted.has(code));
}

/**
 * The shots a table gives: the most any applying rule sets, or `base` when none applies.
 *
 * @example
 * type Use = { readonly weapon: string };
 * type Terms = { shots: { context: Use } };
 * const rules: RuleTable<'fire-twice', Terms> = [
 *   { id: 'fire-twice', source: [{ document: 'facts', section: 'A4' }], holders: ['weapon'], effects: [{ step: 'shots', kind: 'set', shots: 2, when: (u) => u.weapon === 'repeater-crossbow' }] },
 * ];
 * shotsFrom(rules, { weapon: 'repeater-crossbow' }, 1); // 2
 * shotsFrom(rules, { weapon: 'bow' }, 1); // 1
 */
export function shotsFrom<Id extends string, V extends RuleVocabulary>(rules: RuleTable<Id, V>, context: StepContext<V, 'shots'>, base: number): number {
  const table: readonly SpecialRule<string, V>[] = rules;
  let shots: number | null = null;
  for (const rule of table) {
    for (const effect of rule.effects) {
      if (effect.step !== 'shots' || !effect.when(context)) continue;
      switch (effect.kind) {
        case 'set':
          shots = shots === null ? effect.shots : Math.max(shots, effect.shots);
          break;
      }
    }
  }
  return shots ?? base;
}
