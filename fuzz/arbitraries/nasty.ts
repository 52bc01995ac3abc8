/**
 * Values users (and link forgers) send that code tends not to expect: edge numbers, tokens
 * that are not JSON numbers, strings with control characters, unicode and great length.
 */
import fc from 'fast-check';
import { DocObject, RawToken, type Doc } from './doc.js';

/** Numbers at the edges: zero, signs, fractions, the limits of integers and of doubles, and just past the format's limits. */
export const EDGE_NUMBERS: readonly number[] = [
  0, 1, -1, 2, 0.5, -0.5, 2.5, 6, 7, 10, 11, 19, 20, 21, 40, 41, 60, 61, 100, 101, 120, 121, 240, 241, 300, 301, 400, 401, 1000, 10_000, 100_000,
  2 ** 31, 2 ** 32, 2 ** 53 + 2, 1e21, 1e300, 1e-300, 5e-324, Number.MAX_VALUE, -1e300,
];

/** Text that JSON.parse refuses (NaN) or reads as what no number field should hold (1e999 is Infinity). */
export const NUMBER_TOKENS: readonly string[] = ['NaN', 'Infinity', '-Infinity', '1e999', '-1e999', '-0', '1e-999', '0x10', '01', '+1', '.5', '1.', '1e', '--1'];

/** Strings a name, an id or a weapon might be given. */
export const EDGE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\u0000',
  'nul\u0000in the middle',
  '\u001b[31mred\u001b[0m',
  '\u001b]0;title\u0007',
  'bell\u0007',
  '\u007f',
  '\u0085next line',
  '\u202eevil',
  '\u2028line separator',
  '\ufeffbom',
  'e\u0301',
  '👨‍👩‍👧‍👦',
  '𝔐𝔞𝔯𝔨𝔰𝔪𝔞𝔫',
  'Дитер',
  '弓兵',
  'عربي',
  '\ud800',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '<script>alert(1)</script>',
  '&amp;&lt;',
  ']]>',
  '"quoted"',
  "it's",
  'back\\slash',
  'a/b',
  'a/b/c',
  '/',
  '-',
  '--help',
  '-V',
  '%s%n%d',
  '${x}',
  '0',
  '-1',
  'true',
  'null',
  'undefined',
];

/** Strings with characters from the control ranges (C0, DEL and C1). */
export const controlString: fc.Arbitrary<string> = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 31 }), fc.integer({ min: 127, max: 159 }), fc.constantFrom(65, 97, 32)), { minLength: 1, maxLength: 12 })
  .map((codes) => String.fromCharCode(...codes));

/** Long strings: past the format's limits (80, 200, 2000) and far past them. */
export const longString: fc.Arbitrary<string> = fc
  .oneof({ weight: 8, arbitrary: fc.integer({ min: 61, max: 2100 }) }, { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 200_000 }) })
  .chain((length) => fc.constantFrom('x', 'é', '👍', 'ab ').map((unit) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)));

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  { weight: 2, arbitrary: controlString },
  { weight: 1, arbitrary: longString },
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
  { weight: 2, arbitrary: fc.integer({ min: -50, max: 500 }) },
  { weight: 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
);

/** A number, or a token standing where a number goes. */
export const nastyNumberDoc: fc.Arbitrary<Doc> = fc.oneof(
  { weight: 4, arbitrary: nastyNumber },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBER_TOKENS).map((text) => new RawToken(text)) },
);

/** Any value, of any type, for a type swap. */
export const nastyValue: fc.Arbitrary<Doc> = fc.oneof(
  { weight: 4, arbitrary: nastyNumberDoc },
  { weight: 4, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom<Doc>([], [1, 2], [[0, 0], [0, 0], [0, 0]], ['x']) },
  { weight: 1, arbitrary: fc.constantFrom<Doc>(new DocObject([]), new DocObject([['x', 1]])) },
);

/** Values for a flag given on the command line (the shell hands over any text). */
export const nastyFlagValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NUMBER_TOKENS) },
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_NUMBERS).map((n) => (Object.is(n, -0) ? '-0' : String(n))) },
  { weight: 1, arbitrary: fc.constantFrom('5+', '7+', '0+', '4++', '+', '2.5', ' 3 ', '3 4', '1,2', ',', '=', 'a=b', 'x=', '=1') },
  { weight: 3, arbitrary: nastyString },
);
