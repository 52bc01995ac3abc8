// Rosters over their limits are refused before the work, with a problem naming the limit;
// rosters within them are read, however hostile (issue 16, shrunk from the fuzz campaign's
// finds: test-support/hostile-rosters.ts). How fast is measured in `npm run bench`
// (bench/data.ts), never here.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenarioValue } from '../../scenario/index.js';
import { SHIPPED_DATA, shippedSources } from '../../../test-support/bsdata.js';
import { buildMordheimLibrary, buildNinthAgeLibrary, importMordheimRoster, importNinthAgeRoster, ROSTER_LIMITS, type BsdataProblem } from './index.js';
import { isRacialMaximum, UniqueIds } from './roster.js';
import { HOSTILE, MORDHEIM, NINTH_AGE, profile, roster, UNIT, units, WARRIOR, warriors } from '../../../test-support/hostile-rosters.js';

const reiklanders = readFileSync(`${SHIPPED_DATA}rosters/reiklanders.ros`, 'utf8');
const sonnstahl = readFileSync(`${SHIPPED_DATA}rosters/sonnstahl.ros`, 'utf8');
const mordheimLibrary = buildMordheimLibrary(shippedSources('mordheim'));
const ninthAgeLibrary = buildNinthAgeLibrary(shippedSources('ninth-age'));

const codes = (problems: readonly BsdataProblem[]) => problems.map((p) => p.code);

/** Where the battle format refuses a value: the paths of its issues. */
function refusedAt(result: ReturnType<typeof parseScenarioValue>): string[] {
  return result.ok ? [] : result.issues.map((issue) => issue.path.join('.'));
}

describe('the roster limits', () => {
  it('are the ones docs/limits.md gives', () => {
    expect(ROSTER_LIMITS).toEqual({
      fileBytes: 2 * 1024 * 1024,
      zipEntries: 16,
      inflatedBytes: 2 * 1024 * 1024,
      textCharacters: 2 * 1024 * 1024,
      selections: 2000,
      selectionNumber: 400,
      mordheimModels: 60,
      ninthAgeUnits: 40,
      listedWarnings: 200,
    });
  });

  it('hold no more than a battle file does: 60 models a warband, 40 units an army, 400 models a unit', () => {
    const model = (i: number) => ({ id: `m${i}`, position: [1 + (i % 40), 1 + Math.floor(i / 40)], profile: { BS: 3, S: 3, T: 3, I: 3 } });
    const warband = (count: number) => ({ game: 'mordheim', battle: { table: { width: 48, depth: 48 }, warbands: [{ id: 'w', models: Array.from({ length: count }, (_, i) => model(i)) }] } });
    const parsed = parseScenarioValue(warband(ROSTER_LIMITS.mordheimModels));
    expect(parsed.ok ? [] : parsed.issues).toEqual([]);
    expect(refusedAt(parseScenarioValue(warband(ROSTER_LIMITS.mordheimModels + 1)))).toContain('battle.warbands.0.models');
    const unit = (i: number, models: number) => ({ id: `u${i}`, position: [4 + (i % 8) * 8, 4 + Math.floor(i / 8) * 8], facing: 0, files: 20, ranks: 20, models, base: { width: 20, depth: 20 }, profile: { HP: 1, Res: 3, Arm: 0 } });
    const army = (list: readonly unknown[]) => ({ game: 'ninth-age', battle: { table: { width: 72, depth: 48 }, armies: [{ id: 'a', units: list }] } });
    // 20 by 20 models of 20 mm: a block 15.7" square, in the middle of the table.
    const full = parseScenarioValue(army([{ ...unit(0, ROSTER_LIMITS.selectionNumber), position: [36, 24] }]));
    expect(full.ok ? [] : full.issues).toEqual([]);
    expect(refusedAt(parseScenarioValue(army([{ ...unit(0, ROSTER_LIMITS.selectionNumber + 1), position: [36, 24] }])))).toContain('battle.armies.0.units.0.models');
    const small = (i: number) => ({ ...unit(i, 1), files: 1, ranks: 1 });
    const forty = parseScenarioValue(army(Array.from({ length: ROSTER_LIMITS.ninthAgeUnits }, (_, i) => small(i))));
    expect(forty.ok ? [] : forty.issues).toEqual([]);
    expect(refusedAt(parseScenarioValue(army(Array.from({ length: ROSTER_LIMITS.ninthAgeUnits + 1 }, (_, i) => small(i)))))).toContain('battle.armies.0.units');
  });
});

describe('selections', () => {
  it('2,001 selections are refused before any is read', () => {
    const text = roster(MORDHEIM, warriors(2001));
    expect(importMordheimRoster({ name: 'crowd.ros', data: text })).toEqual({ ok: false, problems: [{ code: 'roster-too-many-selections', file: 'crowd.ros', entry: null, selections: 2001, limit: 2000 }] });
  });

  it('100,000 selections are refused at once (fuzz: they ran for over five minutes)', () => {
    const value = importMordheimRoster({ name: 'horde.ros', data: HOSTILE.horde() }, { library: mordheimLibrary });
    // With the roster, forces, force and selections elements they pass the XML reader's 100,000 elements first.
    expect(value).toMatchObject({ ok: false, problems: [{ code: 'xml-over-limit', limit: 'elements', max: 100_000 }] });
  });

  it('2,000 selections of one warrior\'s kit are read, the first 200 warnings listed and the rest said to be left out', () => {
    const value = importMordheimRoster({ name: 'armoury.ros', data: HOSTILE.armoury() }, { library: mordheimLibrary });
    expect(value.ok).toBe(true);
    expect(value.problems).toHaveLength(201);
    expect(value.problems[0]).toEqual({ code: 'unmapped-weapon', file: 'armoury.ros', entry: { id: 'g0', name: 'Gun 0' }, weapon: 'Gun 0' });
    expect(value.problems[200]).toEqual({ code: 'roster-warnings-not-listed', file: 'armoury.ros', entry: null, listed: 200 });
  });
});

describe('a selection\'s number', () => {
  const marksmen = (number: string) => reiklanders.replace('number="3" type="model"', `number="${number}" type="model"`);
  const marksmenEntry = { id: 'a67a-04a4-3927-923f', name: 'Marksmen' };

  it('"1e300" is not a whole number (fuzz: 1e300 henchmen grew to 4.3 GB and ran out of memory)', () => {
    expect(importMordheimRoster({ name: 'e.ros', data: marksmen('1e300') })).toEqual({ ok: false, problems: [{ code: 'roster-bad-number', file: 'e.ros', entry: marksmenEntry, value: '1e300' }] });
  });

  it('100000 is over the limit of 400, and says so (fuzz: reported as "expected a number")', () => {
    expect(importMordheimRoster({ name: 'n.ros', data: marksmen('100000') })).toEqual({ ok: false, problems: [{ code: 'roster-number-over-limit', file: 'n.ros', entry: marksmenEntry, value: '100000', limit: 400 }] });
  });

  it.each(['-1', '2.5', '', ' 3', '0x10', 'three', 'Infinity'])('%j is not a whole number', (number) => {
    expect(importMordheimRoster({ name: 'n.ros', data: marksmen(number) }).problems).toEqual([{ code: 'roster-bad-number', file: 'n.ros', entry: marksmenEntry, value: number }]);
  });

  it('a long number is quoted by its start', () => {
    expect(importMordheimRoster({ name: 'n.ros', data: marksmen('9'.repeat(100_000)) }).problems).toEqual([{ code: 'roster-number-over-limit', file: 'n.ros', entry: marksmenEntry, value: `${'9'.repeat(24)}…`, limit: 400 }]);
  });

  it('every bad number is reported, on any selection (the Marksmen\'s bows too)', () => {
    const text = marksmen('1e300').replace('name="Longbow" entryId="ac20-25f1-bdc1-c727::ab79-6105-2c03-1fb8::afa2-2d5c-54dd-d435" number="3"', 'name="Longbow" entryId="ac20-25f1-bdc1-c727::ab79-6105-2c03-1fb8::afa2-2d5c-54dd-d435" number="401"');
    expect(codes(importMordheimRoster({ name: 'n.ros', data: text }).problems)).toEqual(['roster-bad-number', 'roster-number-over-limit']);
  });

  it('a Mordheim hero\'s Experience of 90 is a number like any other', () => {
    const text = reiklanders.replace('<selection id="s1b" name="Sword"', '<selection id="s1x" name="Experience" entryId="x" number="90" type="upgrade"/><selection id="s1b" name="Sword"');
    expect(importMordheimRoster({ name: 'x.ros', data: text }).ok).toBe(true);
  });
});

describe('what a battle file can hold', () => {
  it('a Mordheim warband of 60 models imports, of 61 is refused and counted', () => {
    // The captain and the youngblood, and the Marksmen.
    const band = (marksmen: number) => importMordheimRoster({ name: 'band.ros', data: reiklanders.replace('number="3" type="model"', `number="${marksmen}" type="model"`) });
    const sixty = band(58);
    expect(sixty.ok && sixty.warband.models).toHaveLength(60);
    expect(band(59)).toMatchObject({ ok: false, problems: [{ code: 'roster-too-many-models', file: 'band.ros', entry: null, models: 61, limit: 60 }] });
  });

  it('400 Mordheim models from 2,000 selections are counted, not made', () => {
    const value = importMordheimRoster({ name: 'crowd.ros', data: HOSTILE.crowd() });
    expect(value).toEqual({ ok: false, problems: [{ code: 'roster-too-many-models', file: 'crowd.ros', entry: null, models: 2000, limit: 60 }] });
  });

  it('a Ninth Age army of 40 units imports, of 41 is refused; 400 models in one unit import', () => {
    expect(importNinthAgeRoster({ name: 'a.ros', data: roster(NINTH_AGE, units(40)) }).ok).toBe(true);
    expect(importNinthAgeRoster({ name: 'a.ros', data: roster(NINTH_AGE, units(41)) }).problems).toEqual(expect.arrayContaining([{ code: 'roster-too-many-units', file: 'a.ros', entry: null, units: 41, limit: 40 }]));
    const horde = importNinthAgeRoster({ name: 'h.ros', data: sonnstahl.replace('entryId="e036-5a83-75f4-8eb6" number="20"', 'entryId="e036-5a83-75f4-8eb6" number="400"') });
    expect(horde.ok && horde.army.units[0]?.models).toBe(400);
  });
});

describe('warnings past the limit', () => {
  it('are counted, not kept; errors are always kept', () => {
    const rules = Array.from({ length: 300 }, (_, i) => `<rule name="Rule ${i}"/>`).join('');
    const text = roster(MORDHEIM, `<selection id="s" name="Hench" number="61" type="model">${WARRIOR}<rules>${rules}</rules></selection>`);
    const result = importMordheimRoster({ name: 'r.ros', data: text });
    expect(codes(result.problems).filter((c) => c === 'unknown-rule')).toHaveLength(200);
    expect(codes(result.problems).slice(200)).toEqual(['roster-too-many-models', 'roster-warnings-not-listed']);
  });
});

describe('hostile text within the limits is read', () => {
  const withLibrary = { library: ninthAgeLibrary };

  it('a profile named "max(" 500,000 times (the racial-maximum test scanned the rest of the name from every "max")', () => {
    expect(importMordheimRoster({ name: 'max.ros', data: HOSTILE.maxName() }).ok).toBe(false);
  });

  it('a range and a base padded with a million spaces (the patterns tried every split of them)', () => {
    const value = importNinthAgeRoster({ name: 'r.ros', data: HOSTILE.paddedRange() });
    expect(value.problems).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'roster-weapon-unusable', gap: 'no-profile' })]));
    expect(importNinthAgeRoster({ name: 'b.ros', data: HOSTILE.paddedBase() }).problems).toEqual([expect.objectContaining({ code: 'roster-base-assumed' })]);
  });

  it('a Rules text of one rule a million times, and attributes of 300,000 names', () => {
    const ruled = importNinthAgeRoster({ name: 'r.ros', data: HOSTILE.repeatedRule() }, withLibrary);
    expect(ruled.ok && ruled.army.units[0]?.hardTarget).toBe(1);
    const listed = importNinthAgeRoster({ name: 'a.ros', data: HOSTILE.manyAttributes() }, withLibrary);
    // Read through once; a weapon with attributes Marksman does not know is refused, not shot without them.
    expect(listed.ok && listed.army.units[0]?.weapons).toEqual([]);
    expect(codes(listed.problems).slice(-1)).toEqual(['roster-warnings-not-listed']);
  });

  it('99,000 rules on one warrior', () => {
    expect(importMordheimRoster({ name: 'r.ros', data: HOSTILE.manyRules() }, { library: mordheimLibrary }).ok).toBe(true);
  });
});

describe('names a roster may give', () => {
  it('"constructor" is a weapon, a rule and an attribute Marksman does not know, not one of every object\'s properties', () => {
    const text = roster(MORDHEIM, `<selection id="s" name="Hench" number="1" type="model">${WARRIOR}<rules><rule name="constructor"/></rules><selections><selection id="g" name="constructor" number="1" type="upgrade">${profile('Ranged Weapon', { Range: '24' }, 'constructor')}</selection></selections></selection>`);
    const band = importMordheimRoster({ name: 'c.ros', data: text });
    expect(band.ok && band.warband.models[0]).toMatchObject({ weapons: [], kit: [], rules: [] });
    expect(codes(band.problems)).toEqual(['unmapped-weapon', 'unknown-rule']);
    const army = importNinthAgeRoster({ name: 'c.ros', data: roster(NINTH_AGE, `<selection id="u" name="Unit" number="1" type="unit">${UNIT}<selections><selection id="w" name="Bow" number="1" type="upgrade">${profile('6 Ranged Weapon', { Range: '24"', Shots: '1', Str: '3', AP: '0', Attributes: 'constructor' }, 'Bow (4+)')}</selection></selections></selection>`) });
    expect(army.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'unknown-attribute', attribute: 'constructor' }), expect.objectContaining({ code: 'roster-weapon-unusable', weapon: 'Bow', gap: 'rule-not-modelled', detail: 'constructor' })]),
    );
    expect(army.ok && army.army.units[0]?.weapons).toEqual([]);
  });
});

describe('ids for many models of one name', () => {
  it('are the wanted one, then -2, -3…, as counting up from 2 each time gave, without counting up from 2 each time', () => {
    const naive = (taken: Set<string>, wanted: string) => {
      let id = wanted;
      for (let n = 2; taken.has(id); n += 1) id = `${wanted}-${n}`;
      taken.add(id);
      return id;
    };
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'a-2', 'a-3', 'b', 'a-2-2'), { maxLength: 30 }), fc.array(fc.constantFrom('a', 'a-2', 'b'), { maxLength: 3 }), (wanted, taken) => {
        const ids = new UniqueIds(taken);
        const reference = new Set(taken);
        expect(wanted.map((w) => ids.take(w))).toEqual(wanted.map((w) => naive(reference, w)));
      }),
    );
    const ids = new UniqueIds();
    expect(Array.from({ length: 5 }, () => ids.take('hench'))).toEqual(['hench', 'hench-2', 'hench-3', 'hench-4', 'hench-5']);
  });
});

describe('isRacialMaximum', () => {
  it('agrees with the library\'s pattern on cleaned names', () => {
    const pattern = /\bmax\b(\s*\(.*\))?$/i;
    const name = fc.array(fc.constantFrom('max', 'Max', ' ', '(', ')', 'a', 'x', 'm'), { maxLength: 12 }).map((parts) => parts.join('').replace(/\s+/g, ' ').trim());
    fc.assert(
      fc.property(name, (n) => {
        expect(isRacialMaximum(n)).toBe(pattern.test(n));
      }),
    );
  });
});
