/**
 * Scenario files to feed a door: a bundled example or a generated scenario, mutated or not,
 * written out as text (with damage to the text itself now and then).
 */
import fc from 'fast-check';
import type { Corpus, ScenarioSource } from '../corpus.js';
import { docOf, docText } from './doc.js';
import { edgeBattle } from './edges.js';
import { generatedAttack, generatedBattle } from './games.js';
import { sometimes } from './tables.js';
import { damagedText, mutated, mutationArbitrary, textDamageArbitrary, type Mutation, type TextDamage } from './mutations.js';

export interface ScenarioPlan {
  readonly source: ScenarioSource;
  readonly mutations: readonly Mutation[];
  readonly damage: TextDamage | null;
  readonly indent: boolean;
}

export function scenarioText(plan: ScenarioPlan, vocabulary: readonly string[]): string {
  const doc = plan.mutations.reduce((current, mutation) => mutated(current, mutation, vocabulary), docOf(plan.source.value));
  const text = docText(doc, plan.indent);
  return plan.damage ? damagedText(text, plan.damage) : text;
}

/** Examples that name the community's profiles load a library when read (half a second): drawn rarely. */
function exampleSource(corpus: Corpus): fc.Arbitrary<ScenarioSource> {
  const plain = corpus.examples.filter((e) => !e.named);
  const named = corpus.examples.filter((e) => e.named);
  const choices: { weight: number; arbitrary: fc.Arbitrary<ScenarioSource> }[] = [];
  if (plain.length > 0) choices.push({ weight: 200, arbitrary: fc.constantFrom(...plain) });
  if (named.length > 0) choices.push({ weight: 1, arbitrary: fc.constantFrom(...named) });
  return fc.oneof(...choices);
}

const someMutations = (min: number, max: number) => fc.array(mutationArbitrary, { minLength: min, maxLength: max });
const rareDamage = sometimes(textDamageArbitrary, 8);

/** An example with one to four mutations. */
export const mutatedExample = (corpus: Corpus): fc.Arbitrary<ScenarioPlan> =>
  fc.record({ source: exampleSource(corpus), mutations: someMutations(1, 4), damage: rareDamage, indent: fc.boolean() });

/** A valid random scenario, now and then with a mutation or two. */
const generated = (source: fc.Arbitrary<ScenarioSource>): fc.Arbitrary<ScenarioPlan> =>
  fc.record({
    source,
    mutations: fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: someMutations(1, 2) }),
    damage: sometimes(textDamageArbitrary, 30),
    indent: fc.boolean(),
  });

export const generatedBattlePlan = generated(generatedBattle);
export const generatedAttackPlan = generated(generatedAttack);
export const edgeBattlePlan = generated(edgeBattle(generatedBattle));

/** Any scenario file: examples mutated, battles and attacks generated, battles at the format's edges. */
export const scenarioPlan = (corpus: Corpus): fc.Arbitrary<ScenarioPlan> =>
  fc.oneof({ weight: 4, arbitrary: mutatedExample(corpus) }, { weight: 5, arbitrary: generatedBattlePlan }, { weight: 2, arbitrary: generatedAttackPlan }, { weight: 2, arbitrary: edgeBattlePlan });
