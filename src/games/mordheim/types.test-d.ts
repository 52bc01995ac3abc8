// Type-level tests: the public API keeps exact and float odds apart, and traces narrow by kind.
import { expectTypeOf, test } from 'vitest';
import { exactArithmetic, type Rational, type TraceEntry } from '../../dice/index.js';
import { mordheimAttack, mordheimOdds, mordheimRoll, type MordheimCheck, type MordheimOutcome } from './index.js';

const attack = mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'bow', target: { profile: { T: 3 } } });

test('odds are floats by default and rationals when asked', () => {
  expectTypeOf(mordheimOdds(attack).shot.hit).toEqualTypeOf<number>();
  expectTypeOf(mordheimOdds(attack, exactArithmetic).shot.hit).toEqualTypeOf<Rational>();
  expectTypeOf(mordheimOdds(attack, exactArithmetic).series.hitsAtLeast).toEqualTypeOf<readonly Rational[]>();
});

test('a trace entry of kind "die" has a face; its check narrows by step', () => {
  const entry = mordheimRoll(attack, 1).shots[0]?.trace[0];
  expectTypeOf(entry).toEqualTypeOf<TraceEntry<MordheimCheck, MordheimOutcome> | undefined>();
  if (entry?.kind === 'die') {
    expectTypeOf(entry.face).toEqualTypeOf<number>();
    if (entry.check.step === 'to-wound') expectTypeOf(entry.check.needed).toEqualTypeOf<number | null>();
  }
});

test('the attack builder rejects unknown fields and wrong types', () => {
  // @ts-expect-error BS must be a number
  mordheimAttack({ shooter: { profile: { BS: 'four' } }, weapon: 'bow', target: { profile: { T: 3 } } });
  // @ts-expect-error a condition the rules do not have
  mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'bow', target: { profile: { T: 3 }, condition: 'sleeping' } });
});
