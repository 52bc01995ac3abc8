/**
 * Special rules as data. Each game declares the rules that change its shooting in one typed
 * table (`src/games/<game>/rules.ts`): each rule with its source, what holds it, and what it
 * changes at which step. The functions here apply a table at one step; a game's analysis (and
 * its shooter checks) call them, and both interpreters run the one `Process` built from that
 * analysis, so the odds and the roll read the same table. See docs/special-rules.md.
 */

/**
 * The steps of a shooting attack a special rule can change, in the order they come: who may
 * shoot, how many shots, range, the hit's Strength, the choice of target, how far hidden
 * enemies are spotted, the to-hit roll, re-rolls, a roll to avoid a hit, to wound, the saves,
 * the wounds a hit causes, injuries, falls, and whether the weapon must reload after. Only some have effect kinds yet
 * ({@link RuleEffect}); the others are named so that a rule can say where it acts.
 */
export const RULE_STEPS = ['may-shoot', 'shots', 'range', 'strength', 'target', 'spotting', 'to-hit', 're-roll', 'avoid-hit', 'to-wound', 'armour-save', 'ward-save', 'wounds', 'injury', 'fall', 'reload'] as const;
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
  readonly range?: { readonly context: unknown; readonly code: string };
  readonly strength?: { readonly context: unknown; readonly code: string };
  readonly spotting?: { readonly context: unknown; readonly code: string };
  readonly 'avoid-hit'?: { readonly context: unknown; readonly code: string };
  readonly 'to-wound'?: { readonly context: unknown };
  readonly 'armour-save'?: { readonly context: unknown; readonly code: string };
  readonly injury?: { readonly context: unknown; readonly code: string };
  readonly reload?: { readonly context: unknown };
}
/**
 * The steps whose rules add to a number (inches of range or spotting, the hit's Strength, the
 * armour save, the injury roll), each modifier named by a code: the effect kind
 * {@link StepModifierEffect}. To hit has modifiers too, with cancellers of its own.
 */
export const MODIFIER_STEPS = ['range', 'strength', 'spotting', 'armour-save', 'injury'] as const;
/** One of {@link MODIFIER_STEPS}. */
export type ModifierStep = (typeof MODIFIER_STEPS)[number];
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

/** To hit: no roll, the shot hits (a blunderbuss's shot hits every model in its line). */
export interface HitAutomaticEffect<V extends RuleVocabulary> {
  readonly step: 'to-hit';
  readonly kind: 'automatic';
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
  /** The shots may be divided between several legal targets, each to its own (Mordheim's Knife Fighter). */
  readonly split?: boolean;
  /** Whether the rule gives these shots now. */
  readonly when: RuleCondition<StepContext<V, 'shots'>>;
}

/** A number added at a modifier step: +6" of range, +1 Strength, +1 to the save, +1 to injuries. */
export interface StepModifierEffect<V extends RuleVocabulary, S extends ModifierStep> {
  readonly step: S;
  readonly kind: 'modifier';
  /** The modifier, as the explanation names it. */
  readonly code: StepCode<V, S>;
  /** Added to the number (positive is better for the shooter, but for the armour save: better for the target). */
  readonly value: number | ((context: StepContext<V, S>) => number);
  /** Whether the modifier applies now. */
  readonly when: RuleCondition<StepContext<V, S>>;
}
/** A modifier at any of {@link MODIFIER_STEPS}. */
export type AnyStepModifierEffect<V extends RuleVocabulary> = { [S in ModifierStep]: StepModifierEffect<V, S> }[ModifierStep];

/** The armour save: a model with no save at all gets this one against the shot (a blowpipe's darts: 6+). */
export interface UnarmouredSaveEffect<V extends RuleVocabulary> {
  readonly step: 'armour-save';
  readonly kind: 'unarmoured';
  readonly save: number;
  readonly when: RuleCondition<StepContext<V, 'armour-save'>>;
}

/**
 * A roll the target makes as soon as it is hit, before the roll to wound: on `needed` or more
 * the hit is discarded (Dodge, a lucky charm). `oncePerBattle`: only the first hit of the battle
 * gets the roll.
 */
export interface AvoidHitEffect<V extends RuleVocabulary> {
  readonly step: 'avoid-hit';
  readonly kind: 'roll';
  readonly code: StepCode<V, 'avoid-hit'>;
  readonly needed: number;
  readonly oncePerBattle: boolean;
  readonly when: RuleCondition<StepContext<V, 'avoid-hit'>>;
}

/**
 * To wound: `no-critical`, the hit never causes a critical; `hit-six-wounds`, a 6 on the to-hit
 * die wounds without a roll to wound (poison); `no-wound-roll`, nothing is rolled to wound, so the
 * hit harms only where an `automatic-wound` applies; `automatic-wound`, the hit wounds with no roll
 * (blessed water on an Undead model).
 */
export interface ToWoundEffect<V extends RuleVocabulary> {
  readonly step: 'to-wound';
  readonly kind: 'no-critical' | 'hit-six-wounds' | 'no-wound-roll' | 'automatic-wound';
  readonly when: RuleCondition<StepContext<V, 'to-wound'>>;
}
/** One of the kinds of {@link ToWoundEffect}. */
export type ToWoundRule = ToWoundEffect<RuleVocabulary>['kind'];

/** Reloading: the weapon holds this many shots loaded, and must reload once it has fired them all (a brace: two). */
export interface LoadedShotsEffect<V extends RuleVocabulary> {
  readonly step: 'reload';
  readonly kind: 'loaded-shots';
  readonly shots: number;
  readonly when: RuleCondition<StepContext<V, 'reload'>>;
}

/**
 * The armour save: `none`, no armour save at all against the shot (a weapon that ignores armour);
 * `natural`, the model's own body gives this save, modified as armour is (Daemonic Aura 5+).
 */
export type ArmourSaveRuleEffect<V extends RuleVocabulary> =
  | { readonly step: 'armour-save'; readonly kind: 'none'; readonly when: RuleCondition<StepContext<V, 'armour-save'>> }
  | { readonly step: 'armour-save'; readonly kind: 'natural'; readonly save: number; readonly when: RuleCondition<StepContext<V, 'armour-save'>> };

/** After the saves, a roll for each wound the shot causes: on `needed` or more that wound is ignored (a Troll's Regeneration). */
export interface WardRollEffect<V extends RuleVocabulary> {
  readonly step: 'ward-save';
  readonly kind: 'roll';
  readonly needed: number;
  readonly when: RuleCondition<StepContext<V, 'armour-save'>>;
}

/** Re-rolls: a to-hit roll that fails is rolled again once, and the second result stands. */
export interface RerollEffect<V extends RuleVocabulary> {
  readonly step: 're-roll';
  readonly kind: 'failed-to-hit';
  readonly when: RuleCondition<StepContext<V, 'to-hit'>>;
}

/**
 * The injury's result: `stunned-as-knocked-down`, a stunned result counts as knocked down (No
 * Pain); `ignores-down-and-stunned`, both results leave the model as it was.
 */
export interface InjuryResultEffect<V extends RuleVocabulary> {
  readonly step: 'injury';
  readonly kind: 'stunned-as-knocked-down' | 'ignores-down-and-stunned';
  readonly when: RuleCondition<StepContext<V, 'injury'>>;
}
/** One of the kinds of {@link InjuryResultEffect}. */
export type InjuryResultRule = InjuryResultEffect<RuleVocabulary>['kind'];

/**
 * What a rule changes at one step, discriminated by `step` and then `kind`. A later effect
 * kind (a re-roll, a save modifier) is one more member here, one more step in
 * {@link RuleVocabulary} and one more function beside `hitModifiersFrom`; the tables and
 * functions that exist do not change.
 */
export type RuleEffect<V extends RuleVocabulary> =
  | HitModifierEffect<V>
  | HitIgnoresEffect<V>
  | HitAutomaticEffect<V>
  | RefuseEffect<V>
  | LiftEffect<V>
  | ShotsEffect<V>
  | AnyStepModifierEffect<V>
  | UnarmouredSaveEffect<V>
  | AvoidHitEffect<V>
  | ToWoundEffect<V>
  | LoadedShotsEffect<V>
  | ArmourSaveRuleEffect<V>
  | WardRollEffect<V>
  | RerollEffect<V>
  | InjuryResultEffect<V>;
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
        case 'automatic':
          break;
      }
    }
  }
  return modifiers;
}

/**
 * Whether a rule of the table makes this shot hit without a roll.
 *
 * @example
 * type Shot = { readonly blunderbuss: boolean };
 * type Terms = { 'to-hit': { context: Shot; code: never; canceller: never } };
 * const rules: RuleTable<'shot', Terms> = [{ id: 'shot', source: [{ document: 'facts', section: 'A4' }], holders: ['weapon'], effects: [{ step: 'to-hit', kind: 'automatic', when: (s) => s.blunderbuss }] }];
 * hitsAutomaticallyFrom(rules, { blunderbuss: true }); // true
 */
export function hitsAutomaticallyFrom<Id extends string, V extends RuleVocabulary>(rules: RuleTable<Id, V>, context: StepContext<V, 'to-hit'>): boolean {
  const table: readonly SpecialRule<string, V>[] = rules;
  return table.some((rule) => rule.effects.some((effect) => effect.step === 'to-hit' && effect.kind === 'automatic' && effect.when(context)));
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
  return shotsGrantFrom(rules, context)?.shots ?? base;
}

/**
 * The most shots any applying rule sets, and the first rule (in table order) that sets that
 * many; null when none applies. A game whose shots carry a penalty of the rule that granted
 * them (Mordheim's fire twice, at −1) reads `by`.
 *
 * @example
 * type Use = { readonly weapon: string; readonly skilled: boolean };
 * type Terms = { shots: { context: Use } };
 * const rules: RuleTable<'fire-twice' | 'quick-shot', Terms> = [
 *   { id: 'fire-twice', source: [{ document: 'facts', section: 'A4' }], holders: ['weapon'], effects: [{ step: 'shots', kind: 'set', shots: 2, when: (u) => u.weapon === 'repeater-crossbow' }] },
 *   { id: 'quick-shot', source: [{ document: 'bsdata', section: 'Quick Shot' }], holders: ['model'], effects: [{ step: 'shots', kind: 'set', shots: 2, when: (u) => u.skilled && u.weapon === 'bow' }] },
 * ];
 * shotsGrantFrom(rules, { weapon: 'bow', skilled: true }); // { shots: 2, by: 'quick-shot' }
 * shotsGrantFrom(rules, { weapon: 'bow', skilled: false }); // null
 */
export function shotsGrantFrom<Id extends string, V extends RuleVocabulary>(rules: RuleTable<Id, V>, context: StepContext<V, 'shots'>): { readonly shots: number; readonly by: Id } | null {
  const table: readonly SpecialRule<Id, V>[] = rules;
  let grant: { shots: number; by: Id } | null = null;
  for (const rule of table) {
    for (const effect of rule.effects) {
      if (effect.step !== 'shots' || !effect.when(context)) continue;
      switch (effect.kind) {
        case 'set':
          if (grant === null || effect.shots > grant.shots) grant = { shots: effect.shots, by: rule.id };
          break;
      }
    }
  }
  return grant;
}

/**
 * The first rule (in table order) whose shots, applying now, may be divided between several
 * targets; null when none does, and the shots all go at one target.
 *
 * @example
 * type Use = { readonly weapon: string; readonly skilled: boolean };
 * type Terms = { shots: { context: Use } };
 * const rules: RuleTable<'knife-fighter', Terms> = [
 *   { id: 'knife-fighter', source: [{ document: 'bsdata', section: 'Knife Fighter' }], holders: ['model'], effects: [{ step: 'shots', kind: 'set', shots: 3, split: true, when: (u) => u.skilled && u.weapon === 'throwing-knives' }] },
 * ];
 * splitShotsFrom(rules, { weapon: 'throwing-knives', skilled: true }); // { rule: 'knife-fighter' }
 * splitShotsFrom(rules, { weapon: 'throwing-knives', skilled: false }); // null
 */
export function splitShotsFrom<Id extends string, V extends RuleVocabulary>(rules: RuleTable<Id, V>, context: StepContext<V, 'shots'>): RuleApplied<Id> | null {
  const table: readonly SpecialRule<Id, V>[] = rules;
  for (const rule of table) if (rule.effects.some((e) => e.step === 'shots' && e.kind === 'set' && e.split === true && e.when(context))) return { rule: rule.id };
  return null;
}

/** A modifier a table gives at a modifier step, as explanations show it. */
export interface StepModifier<Code extends string, Id extends string> {
  readonly code: Code;
  readonly value: number;
  /** The rule that gives it. */
  readonly rule: Id;
}

/**
 * Every modifier a table gives at one of {@link MODIFIER_STEPS}, in table order.
 *
 * @example
 * type Use = { readonly eagleEyes: boolean };
 * type Terms = { range: { context: Use; code: 'eagle-eyes' } };
 * const rules: RuleTable<'eagle-eyes', Terms> = [
 *   { id: 'eagle-eyes', source: [{ document: 'bsdata', section: 'Eagle Eyes' }], holders: ['model'], effects: [{ step: 'range', kind: 'modifier', code: 'eagle-eyes', value: 6, when: (u) => u.eagleEyes }] },
 * ];
 * modifiersFrom(rules, 'range', { eagleEyes: true }); // [{ code: 'eagle-eyes', value: 6, rule: 'eagle-eyes' }]
 */
export function modifiersFrom<Id extends string, V extends RuleVocabulary, S extends ModifierStep>(rules: RuleTable<Id, V>, step: S, context: StepContext<V, S>): StepModifier<StepCode<V, S>, Id>[] {
  const table: readonly SpecialRule<Id, V>[] = rules;
  const modifiers: StepModifier<StepCode<V, S>, Id>[] = [];
  for (const rule of table) {
    for (const effect of rule.effects) {
      if (!isStepModifier(effect, step) || !effect.when(context)) continue;
      modifiers.push({ code: effect.code, value: typeof effect.value === 'number' ? effect.value : effect.value(context), rule: rule.id });
    }
  }
  return modifiers;
}

function isStepModifier<V extends RuleVocabulary, S extends ModifierStep>(effect: RuleEffect<V>, step: S): effect is RuleEffect<V> & StepModifierEffect<V, S> {
  return effect.step === step && effect.kind === 'modifier';
}

/**
 * The save a model with none gets against this shot, the best any applying rule gives; null when none does.
 *
 * @example
 * type Use = { readonly blowpipe: boolean };
 * type Terms = { 'armour-save': { context: Use; code: never } };
 * const rules: RuleTable<'poison', Terms> = [
 *   { id: 'poison', source: [{ document: 'bsdata', section: 'Poison' }], holders: ['weapon'], effects: [{ step: 'armour-save', kind: 'unarmoured', save: 6, when: (u) => u.blowpipe }] },
 * ];
 * unarmouredSaveFrom(rules, { blowpipe: true }); // 6
 */
export function unarmouredSaveFrom<Id extends string, V extends RuleVocabulary>(rules: RuleTable<Id, V>, context: StepContext<V, 'armour-save'>): number | null {
  const table: readonly SpecialRule<Id, V>[] = rules;
  let save: number | null = null;
  for (const rule of table) {
    for (const effect of rule.effects) {
      if (effect.step !== 'armour-save' || effect.kind !== 'unarmoured' || !effect.when(context)) continue;
      save = save === null ? effect.save : Math.min(save, effect.save);
    }
  }
  return save;
}

/** A roll to discard a hit, as a table gives it. */
export interface AvoidRoll<Code extends string> {
  readonly code: Code;
  readonly needed: number;
  readonly oncePerBattle: boolean;
}

/**
 * The rolls a hit target makes to discard the hit, in table order (Mordheim: Dodge comes before
 * a lucky charm).
 *
 * @example
 * type Use = { readonly dodge: boolean };
 * type Terms = { 'avoid-hit': { context: Use; code: 'dodge' } };
 * const rules: RuleTable<'dodge', Terms> = [
 *   { id: 'dodge', source: [{ document: 'bsdata', section: 'Dodge' }], holders: ['model'], effects: [{ step: 'avoid-hit', kind: 'roll', code: 'dodge', needed: 5, oncePerBattle: false, when: (u) => u.dodge }] },
 * ];
 * avoidRollsFrom(rules, { dodge: true }); // [{ code: 'dodge', needed: 5, oncePerBattle: false }]
 */
export function avoidRollsFrom<Id extends string, V extends RuleVocabulary>(rules: RuleTable<Id, V>, context: StepContext<V, 'avoid-hit'>): AvoidRoll<StepCode<V, 'avoid-hit'>>[] {
  const table: readonly SpecialRule<Id, V>[] = rules;
  const rolls: AvoidRoll<StepCode<V, 'avoid-hit'>>[] = [];
  for (const rule of table) {
    for (const effect of rule.effects) {
      if (effect.step !== 'avoid-hit' || !effect.when(context)) continue;
      switch (effect.kind) {
        case 'roll':
          rolls.push({ code: effect.code, needed: effect.needed, oncePerBattle: effect.oncePerBattle });
          break;
      }
    }
  }
  return rolls;
}

/**
 * The to-wound rules that apply to this shot.
 *
 * @example
 * type Use = { readonly blowpipe: boolean };
 * type Terms = { 'to-wound': { context: Use } };
 * const rules: RuleTable<'poison', Terms> = [
 *   { id: 'poison', source: [{ document: 'bsdata', section: 'Poison' }], holders: ['weapon'], effects: [{ step: 'to-wound', kind: 'no-critical', when: (u) => u.blowpipe }, { step: 'to-wound', kind: 'hit-six-wounds', when: (u) => u.blowpipe }] },
 * ];
 * [...toWoundRulesFrom(rules, { blowpipe: true })]; // ['no-critical', 'hit-six-wounds']
 */
export function toWoundRulesFrom<Id extends string, V extends RuleVocabulary>(rules: RuleTable<Id, V>, context: StepContext<V, 'to-wound'>): ReadonlySet<ToWoundRule> {
  const table: readonly SpecialRule<Id, V>[] = rules;
  const kinds = new Set<ToWoundRule>();
  for (const rule of table) {
    for (const effect of rule.effects) {
      if (effect.step === 'to-wound' && effect.when(context)) kinds.add(effect.kind);
    }
  }
  return kinds;
}

/**
 * The first rule (in table order) whose hit wounds with no roll to wound; null when none does.
 *
 * @example
 * type Use = { readonly undead: boolean };
 * type Terms = { 'to-wound': { context: Use } };
 * const rules: RuleTable<'undead', Terms> = [{ id: 'undead', source: [{ document: 'bsdata', section: 'Blessed Water' }], holders: ['target'], effects: [{ step: 'to-wound', kind: 'automatic-wound', when: (u) => u.undead }] }];
 * automaticWoundFrom(rules, { undead: true }); // { rule: 'undead' }
 * automaticWoundFrom(rules, { undead: false }); // null
 */
export function automaticWoundFrom<Id extends string, V extends RuleVocabulary>(rules: RuleTable<Id, V>, context: StepContext<V, 'to-wound'>): RuleApplied<Id> | null {
  const table: readonly SpecialRule<Id, V>[] = rules;
  for (const rule of table) if (rule.effects.some((e) => e.step === 'to-wound' && e.kind === 'automatic-wound' && e.when(context))) return { rule: rule.id };
  return null;
}

/**
 * The shots a weapon holds loaded (the most any applying rule gives, else `base`): it must
 * reload once it has fired that many.
 *
 * @example
 * type Use = { readonly brace: boolean };
 * type Terms = { reload: { context: Use } };
 * const rules: RuleTable<'brace', Terms> = [
 *   { id: 'brace', source: [{ document: 'facts', section: 'A4' }], holders: ['weapon'], effects: [{ step: 'reload', kind: 'loaded-shots', shots: 2, when: (u) => u.brace }] },
 * ];
 * loadedShotsFrom(rules, { brace: true }, 1); // 2
 */
export function loadedShotsFrom<Id extends string, V extends RuleVocabulary>(rules: RuleTable<Id, V>, context: StepContext<V, 'reload'>, base: number): number {
  const table: readonly SpecialRule<Id, V>[] = rules;
  let shots = base;
  for (const rule of table) {
    for (const effect of rule.effects) {
      if (effect.step !== 'reload' || !effect.when(context)) continue;
      switch (effect.kind) {
        case 'loaded-shots':
          shots = Math.max(shots, effect.shots);
          break;
      }
    }
  }
  return shots;
}

/** A rule of a table that applies to this shot, by its id. */
export interface RuleApplied<Id extends string> {
  readonly rule: Id;
}

/**
 * The first rule (in table order) that leaves the target no armour save against this shot; null when none does.
 *
 * @example
 * type Use = { readonly gauntlet: boolean };
 * type Terms = { 'armour-save': { context: Use; code: never } };
 * const rules: RuleTable<'ignores-armour', Terms> = [{ id: 'ignores-armour', source: [{ document: 'bsdata', section: 'Ignores Armour' }], holders: ['weapon'], effects: [{ step: 'armour-save', kind: 'none', when: (u) => u.gauntlet }] }];
 * noArmourSaveFrom(rules, { gauntlet: true }); // { rule: 'ignores-armour' }
 */
export function noArmourSaveFrom<Id extends string, V extends RuleVocabulary>(rules: RuleTable<Id, V>, context: StepContext<V, 'armour-save'>): RuleApplied<Id> | null {
  const table: readonly SpecialRule<Id, V>[] = rules;
  for (const rule of table) if (rule.effects.some((e) => e.step === 'armour-save' && e.kind === 'none' && e.when(context))) return { rule: rule.id };
  return null;
}

/**
 * The best save the target's own body gives against this shot (modified as armour is), and the rule that gives it; null when none does.
 *
 * @example
 * type Use = { readonly daemon: boolean };
 * type Terms = { 'armour-save': { context: Use; code: never } };
 * const rules: RuleTable<'daemonic-aura', Terms> = [{ id: 'daemonic-aura', source: [{ document: 'bsdata', section: 'Daemonic Aura' }], holders: ['target'], effects: [{ step: 'armour-save', kind: 'natural', save: 5, when: (u) => u.daemon }] }];
 * naturalSaveFrom(rules, { daemon: true }); // { rule: 'daemonic-aura', save: 5 }
 */
export function naturalSaveFrom<Id extends string, V extends RuleVocabulary>(rules: RuleTable<Id, V>, context: StepContext<V, 'armour-save'>): (RuleApplied<Id> & { readonly save: number }) | null {
  const table: readonly SpecialRule<Id, V>[] = rules;
  let best: { rule: Id; save: number } | null = null;
  for (const rule of table) {
    for (const effect of rule.effects) {
      if (effect.step !== 'armour-save' || effect.kind !== 'natural' || !effect.when(context)) continue;
      if (best === null || effect.save < best.save) best = { rule: rule.id, save: effect.save };
    }
  }
  return best;
}

/**
 * The roll each wound gets to be ignored (the best any applying rule gives), and the rule; null when none applies.
 *
 * @example
 * type Use = { readonly troll: boolean };
 * type Terms = { 'armour-save': { context: Use; code: never } };
 * const rules: RuleTable<'regeneration', Terms> = [{ id: 'regeneration', source: [{ document: 'bsdata', section: 'Regeneration' }], holders: ['target'], effects: [{ step: 'ward-save', kind: 'roll', needed: 4, when: (u) => u.troll }] }];
 * wardRollFrom(rules, { troll: true }); // { rule: 'regeneration', needed: 4 }
 */
export function wardRollFrom<Id extends string, V extends RuleVocabulary>(rules: RuleTable<Id, V>, context: StepContext<V, 'armour-save'>): (RuleApplied<Id> & { readonly needed: number }) | null {
  const table: readonly SpecialRule<Id, V>[] = rules;
  let best: { rule: Id; needed: number } | null = null;
  for (const rule of table) {
    for (const effect of rule.effects) {
      if (effect.step !== 'ward-save' || !effect.when(context)) continue;
      switch (effect.kind) {
        case 'roll':
          if (best === null || effect.needed < best.needed) best = { rule: rule.id, needed: effect.needed };
          break;
      }
    }
  }
  return best;
}

/**
 * The first rule (in table order) that lets the shooter re-roll a failed to-hit roll; null when none does.
 *
 * @example
 * type Use = { readonly augur: boolean };
 * type Terms = { 'to-hit': { context: Use; code: never; canceller: never } };
 * const rules: RuleTable<'blessed-sight', Terms> = [{ id: 'blessed-sight', source: [{ document: 'bsdata', section: 'Blessed Sight' }], holders: ['model'], effects: [{ step: 're-roll', kind: 'failed-to-hit', when: (u) => u.augur }] }];
 * hitRerollFrom(rules, { augur: true }); // { rule: 'blessed-sight' }
 */
export function hitRerollFrom<Id extends string, V extends RuleVocabulary>(rules: RuleTable<Id, V>, context: StepContext<V, 'to-hit'>): RuleApplied<Id> | null {
  const table: readonly SpecialRule<Id, V>[] = rules;
  for (const rule of table) if (rule.effects.some((e) => e.step === 're-roll' && e.kind === 'failed-to-hit' && e.when(context))) return { rule: rule.id };
  return null;
}

/**
 * The first rule (in table order) that changes what an injury roll's result does to the target, and how; null when none does.
 *
 * @example
 * type Use = { readonly undead: boolean };
 * type Terms = { injury: { context: Use; code: never } };
 * const rules: RuleTable<'no-pain', Terms> = [{ id: 'no-pain', source: [{ document: 'bsdata', section: 'No Pain' }], holders: ['target'], effects: [{ step: 'injury', kind: 'stunned-as-knocked-down', when: (u) => u.undead }] }];
 * injuryResultRuleFrom(rules, { undead: true }); // { rule: 'no-pain', kind: 'stunned-as-knocked-down' }
 */
export function injuryResultRuleFrom<Id extends string, V extends RuleVocabulary>(rules: RuleTable<Id, V>, context: StepContext<V, 'injury'>): (RuleApplied<Id> & { readonly kind: InjuryResultRule }) | null {
  const table: readonly SpecialRule<Id, V>[] = rules;
  for (const rule of table) {
    for (const effect of rule.effects) {
      if (effect.step !== 'injury' || !effect.when(context)) continue;
      switch (effect.kind) {
        case 'stunned-as-knocked-down':
        case 'ignores-down-and-stunned':
          return { rule: rule.id, kind: effect.kind };
        case 'modifier':
          break;
      }
    }
  }
  return null;
}
