// Special rules as data: a small table worked by hand, and the properties the games rely on —
// table order is explanation order, the first canceller is the one named, a refusal another
// rule lifts is not given, shots are the most any applying rule sets.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hitModifiersFrom, refusalsFrom, shotsFrom, type RuleModifier, type RuleSource, type RuleTable } from './index.js';

interface Shot {
  readonly cover: boolean;
  readonly longRange: boolean;
  readonly moved: boolean;
  readonly thrown: boolean;
  readonly steady: boolean;
  readonly hardTarget: number;
  readonly marched: boolean;
  readonly marchAndShoot: boolean;
  readonly repeater: boolean;
  readonly sling: boolean;
}

type Code = 'cover' | 'long-range' | 'moved' | 'hard-target';
type Canceller = 'thrown' | 'steady';
interface Terms {
  readonly 'to-hit': { readonly context: Shot; readonly code: Code; readonly canceller: Canceller };
  readonly 'may-shoot': { readonly context: Shot; readonly code: 'marched' | 'moved' };
  readonly shots: { readonly context: Shot };
}
type Id = Code | Canceller | 'marching' | 'march-and-shoot' | 'repeater' | 'sling';

const cite: RuleSource = [{ document: 'facts', section: 'test' }];

/** Thrown cancels long range and moving; "steady" cancels moving too, but comes later, so thrown is named first. */
const RULES: RuleTable<Id, Terms> = [
  { id: 'cover', source: cite, holders: ['circumstance'], effects: [{ step: 'to-hit', kind: 'modifier', code: 'cover', value: -1, when: (s) => s.cover }] },
  { id: 'long-range', source: cite, holders: ['circumstance'], effects: [{ step: 'to-hit', kind: 'modifier', code: 'long-range', value: -1, when: (s) => s.longRange }] },
  {
    id: 'moved',
    source: cite,
    holders: ['unit'],
    effects: [
      { step: 'to-hit', kind: 'modifier', code: 'moved', value: -1, when: (s) => s.moved },
      { step: 'may-shoot', kind: 'refuse', code: 'moved', when: (s) => s.moved && s.repeater },
    ],
  },
  {
    id: 'thrown',
    source: cite,
    holders: ['weapon'],
    effects: [
      { step: 'to-hit', kind: 'ignores', code: 'long-range', when: (s) => s.thrown },
      { step: 'to-hit', kind: 'ignores', code: 'moved', when: (s) => s.thrown },
    ],
  },
  { id: 'steady', source: cite, holders: ['model'], effects: [{ step: 'to-hit', kind: 'ignores', code: 'moved', when: (s) => s.steady }] },
  { id: 'hard-target', source: cite, holders: ['target'], effects: [{ step: 'to-hit', kind: 'modifier', code: 'hard-target', value: (s) => -s.hardTarget, when: (s) => s.hardTarget > 0 }] },
  { id: 'marching', source: cite, holders: ['unit'], effects: [{ step: 'may-shoot', kind: 'refuse', code: 'marched', when: (s) => s.marched }] },
  { id: 'march-and-shoot', source: cite, holders: ['unit', 'weapon'], effects: [{ step: 'may-shoot', kind: 'lifts', code: 'marched', when: (s) => s.marchAndShoot }] },
  { id: 'repeater', source: cite, holders: ['weapon'], effects: [{ step: 'shots', kind: 'set', shots: 2, when: (s) => s.repeater }] },
  { id: 'sling', source: cite, holders: ['weapon'], effects: [{ step: 'shots', kind: 'set', shots: 3, when: (s) => s.sling }] },
];

const NOTHING: Shot = { cover: false, longRange: false, moved: false, thrown: false, steady: false, hardTarget: 0, marched: false, marchAndShoot: false, repeater: false, sling: false };

const shot: fc.Arbitrary<Shot> = fc.record({
  cover: fc.boolean(),
  longRange: fc.boolean(),
  moved: fc.boolean(),
  thrown: fc.boolean(),
  steady: fc.boolean(),
  hardTarget: fc.integer({ min: 0, max: 3 }),
  marched: fc.boolean(),
  marchAndShoot: fc.boolean(),
  repeater: fc.boolean(),
  sling: fc.boolean(),
});

/** The if-chain a table replaces, written out by hand. */
function byHand(s: Shot): RuleModifier<Code, Canceller>[] {
  const modifiers: RuleModifier<Code, Canceller>[] = [];
  if (s.cover) modifiers.push({ code: 'cover', value: -1 });
  if (s.longRange) modifiers.push(s.thrown ? { code: 'long-range', value: 0, ignoredBy: 'thrown' } : { code: 'long-range', value: -1 });
  if (s.moved) modifiers.push(s.thrown ? { code: 'moved', value: 0, ignoredBy: 'thrown' } : s.steady ? { code: 'moved', value: 0, ignoredBy: 'steady' } : { code: 'moved', value: -1 });
  if (s.hardTarget > 0) modifiers.push({ code: 'hard-target', value: -s.hardTarget });
  return modifiers;
}

describe('hitModifiersFrom', () => {
  it('gives nothing when no rule applies, and nothing from an empty table', () => {
    expect(hitModifiersFrom(RULES, NOTHING)).toEqual([]);
    expect(hitModifiersFrom<never, Terms>([], { ...NOTHING, cover: true })).toEqual([]);
  });

  it('lists the modifiers in table order, whatever order the shot names them in', () => {
    expect(hitModifiersFrom(RULES, { ...NOTHING, hardTarget: 2, moved: true, cover: true })).toEqual([
      { code: 'cover', value: -1 },
      { code: 'moved', value: -1 },
      { code: 'hard-target', value: -2 },
    ]);
  });

  it('shows a cancelled modifier at 0, named by the first canceller in table order', () => {
    expect(hitModifiersFrom(RULES, { ...NOTHING, longRange: true, moved: true, thrown: true, steady: true })).toEqual([
      { code: 'long-range', value: 0, ignoredBy: 'thrown' },
      { code: 'moved', value: 0, ignoredBy: 'thrown' },
    ]);
    expect(hitModifiersFrom(RULES, { ...NOTHING, longRange: true, moved: true, steady: true })).toEqual([
      { code: 'long-range', value: -1 },
      { code: 'moved', value: 0, ignoredBy: 'steady' },
    ]);
  });

  it('cancels nothing that is not there: a canceller alone adds no modifier', () => {
    expect(hitModifiersFrom(RULES, { ...NOTHING, thrown: true, steady: true })).toEqual([]);
  });

  it('writes no ignoredBy key on a modifier that counts (the JSON output stays as it was)', () => {
    const [cover] = hitModifiersFrom(RULES, { ...NOTHING, cover: true });
    expect(cover && Object.keys(cover)).toEqual(['code', 'value']);
    const [ignored] = hitModifiersFrom(RULES, { ...NOTHING, longRange: true, thrown: true });
    expect(ignored && Object.keys(ignored)).toEqual(['code', 'value', 'ignoredBy']);
  });

  it('is the if-chain it replaces, for every shot', () => {
    fc.assert(
      fc.property(shot, (s) => {
        expect(hitModifiersFrom(RULES, s)).toStrictEqual(byHand(s));
      }),
      { numRuns: 200 },
    );
  });
});

describe('refusalsFrom', () => {
  it('gives each refusal whose condition holds, in table order', () => {
    expect(refusalsFrom(RULES, NOTHING)).toEqual([]);
    expect(refusalsFrom(RULES, { ...NOTHING, moved: true, repeater: true, marched: true })).toEqual(['moved', 'marched']);
  });

  it('leaves out a refusal another rule lifts, and only that one', () => {
    expect(refusalsFrom(RULES, { ...NOTHING, marched: true, marchAndShoot: true })).toEqual([]);
    expect(refusalsFrom(RULES, { ...NOTHING, moved: true, repeater: true, marched: true, marchAndShoot: true })).toEqual(['moved']);
  });

  it('is marched exactly when the unit marched without March and Shoot', () => {
    fc.assert(
      fc.property(shot, (s) => {
        expect(refusalsFrom(RULES, s).includes('marched')).toBe(s.marched && !s.marchAndShoot);
        expect(refusalsFrom(RULES, s).includes('moved')).toBe(s.moved && s.repeater);
      }),
      { numRuns: 100 },
    );
  });
});

describe('shotsFrom', () => {
  it('gives the base when no rule applies, else the most any applying rule sets', () => {
    expect(shotsFrom(RULES, NOTHING, 1)).toBe(1);
    expect(shotsFrom(RULES, { ...NOTHING, repeater: true }, 1)).toBe(2);
    expect(shotsFrom(RULES, { ...NOTHING, repeater: true, sling: true }, 1)).toBe(3);
    expect(shotsFrom(RULES, NOTHING, 4)).toBe(4);
  });
});
