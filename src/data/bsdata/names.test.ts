import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shippedSources } from '../../../test-support/bsdata.js';
import { buildMordheimLibrary, buildNinthAgeLibrary, findMordheimWarriors, findNinthAgeUnits } from './index.js';
import { findNamed, keySetOf, nameKey, namedFinder, tableLookup, type NamedEntry } from './names.js';
import { mordheimWarriorFinder } from './resolve.js';
import { ninthAgeUnitFinder } from './ninth-age-resolve.js';

const mordheim = buildMordheimLibrary(shippedSources('mordheim'));
const ninthAge = buildNinthAgeLibrary(shippedSources('ninth-age'));

/** Every name a library's entries answer to, written as a scenario or a roster might write it. */
function namesOf(entries: readonly NamedEntry[]): string[] {
  return entries.flatMap((e) => [e.key, e.name, e.name.toUpperCase(), ...e.aliases, ...e.aliases.map((a) => `${e.group}/${a}`), `${e.group.toLowerCase()}/  ${e.name}`]);
}

describe('namedFinder finds what findNamed finds, in the same order', () => {
  it('for every name of the shipped Mordheim warriors, and names the data lacks', () => {
    const find = mordheimWarriorFinder(mordheim);
    const warriors = mordheim.warbands.flatMap((b) => b.warriors).map((w) => ({ key: w.key, group: w.warband, name: w.name, aliases: w.aliases }));
    for (const name of [...namesOf(warriors), 'Nobody', 'Reiklanders/Nobody', '/', '']) expect(find(name)).toEqual(findMordheimWarriors(mordheim, name));
  });

  it('for every name of the shipped Ninth Age units (a model\'s name only when no unit has it)', () => {
    const find = ninthAgeUnitFinder(ninthAge);
    const units = ninthAge.armies.flatMap((a) => a.units).map((u) => ({ key: u.key, group: u.army, name: u.name, aliases: u.models.map((m) => m.name) }));
    for (const name of [...namesOf(units), 'Nobody', 'Empire of Sonnstahl/Nobody']) expect(find(name)).toEqual(findNinthAgeUnits(ninthAge, name));
    // findNinthAgeUnits keys all 23 armies' units again for each of their names: a limit for a slow machine, not a measure.
  }, 120_000);

  it('for made-up entries and names, both ways of counting aliases', () => {
    const word = fc.constantFrom('a', 'b', 'A', 'a b', "a'b", 'c');
    const entry = fc.record({ key: fc.constant(''), group: word, name: word, aliases: fc.array(word, { maxLength: 3 }) });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), fc.oneof(word, fc.tuple(word, word).map(([g, n]) => `${g}/${n}`)), fc.constantFrom('with-name' as const, 'fallback' as const), (entries, name, aliases) => {
        const named = (e: NamedEntry) => e;
        expect(namedFinder(entries, named, aliases)(name)).toEqual(findNamed(entries, name, named, aliases));
      }),
    );
  });
});

describe('tableLookup', () => {
  it('finds only what the table holds, never what every object has', () => {
    const lookup = tableLookup({ bow: 'bow' });
    expect(lookup('bow')).toBe('bow');
    expect(lookup('constructor')).toBeUndefined();
    expect(lookup('__proto__')).toBeUndefined();
  });
});

describe('keySetOf', () => {
  it('holds what a set of the names\' keys holds, made at its first use', () => {
    const names = ['Fear', 'Sigmar\u2019s Handmaiden', "Sigmar's Handmaiden", 'Hate  Orcs and Goblins'];
    const made = new Set(names.map(nameKey));
    const keys = keySetOf(names);
    expect(keys.size).toBe(made.size);
    expect([...keys]).toEqual([...made]);
    expect([...keys.entries()]).toEqual([...made.entries()]);
    expect([...keys.keys()]).toEqual([...made.keys()]);
    expect([...keys.values()]).toEqual([...made.values()]);
    expect(keys.has('sigmars handmaiden')).toBe(true);
    expect(keys.has('Fear')).toBe(false);
    const seen: [string, string, ReadonlySet<string>][] = [];
    keys.forEach((value, key, set) => seen.push([value, key, set]));
    expect(seen).toEqual([...made].map((key) => [key, key, keys]));
  });
});
