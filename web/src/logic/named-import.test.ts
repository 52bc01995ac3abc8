// Files naming the community's profiles, opened on the page: the page's lookups over its
// compact library answer as the command line's over the full data, and the file kept is
// written out as numbers.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildMordheimLibrary, buildNinthAgeLibrary, mordheimLookups, ninthAgeLookups } from '../../../src/data/bsdata/index.js';
import { shippedSources as sources } from '../../../test-support/bsdata.js';
import { namedProfilesWrittenOut, parseScenario, parseScenarioValue, type NamedNinthAgeUnit } from '../../../src/scenario/index.js';
import { importText } from './import.js';
import { CALC_PREFIX, calcOdds, calcSummary, decodeCalc, parseColumn } from './calculator.js';
import { encodeShare } from './share.js';
import { catalogue } from '../../../i18n/index.js';
import { libraryLookups, namesProfilesUnloaded, writeNamesOut } from './named-import.js';
import { COMMUNITY_PROFILES } from '../data/community-profiles.js';

const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

const cli = { ...mordheimLookups(buildMordheimLibrary(sources('mordheim'))), ...ninthAgeLookups(buildNinthAgeLibrary(sources('ninth-age'))) };
const page = libraryLookups(COMMUNITY_PROFILES);
const load = () => Promise.resolve(COMMUNITY_PROFILES);
const exampleText = (path: string) => readFileSync(root(`examples/${path}`), 'utf8');

/** Every way the command line is asked for a name: as written, shouted, without its group, misspelt. */
const variants = (key: string, aliases: readonly string[]) => {
  const group = key.slice(0, key.indexOf('/'));
  const own = key.slice(key.indexOf('/') + 1);
  return [key, key.toUpperCase(), own, `${group}/${own}x`, `${own.slice(0, -1)}`, ...aliases.flatMap((a) => [`${group}/${a}`, a.toLowerCase()])];
};

/**
 * What the parser reads of a named unit (the command line hands in more), its weapons in one
 * order (the page lists usable ones first); the Aim of a weapon that cannot shoot is never read.
 */
const comparable = (unit: NamedNinthAgeUnit) => ({
  profile: unit.profile,
  hardTarget: unit.hardTarget,
  rules: unit.rules,
  weapons: [...unit.weapons].map((w) => (w.use.ok ? w : { ...w, aim: null })).sort((a, b) => a.name.localeCompare(b.name)),
});

describe('the page\'s lookups answer as the command line\'s', () => {
  it('every Mordheim warrior of the data, by every form of its name, and misspelt', () => {
    const entries = [...COMMUNITY_PROFILES.mordheim, ...COMMUNITY_PROFILES.incomplete.mordheim];
    expect(entries.length).toBeGreaterThan(100);
    for (const entry of entries) {
      for (const name of variants(entry.key, entry.aliases)) expect(page.profiles?.(name), name).toEqual(cli.profiles?.(name));
    }
  });

  it('every Ninth Age unit of the data, by every form of its name, and misspelt', () => {
    const entries = [...COMMUNITY_PROFILES.ninthAge, ...COMMUNITY_PROFILES.incomplete.ninthAge];
    expect(entries.length).toBeGreaterThan(50);
    for (const entry of entries) {
      for (const name of variants(entry.key, entry.aliases)) {
        const mine = page.ninthAgeUnits?.(name);
        const theirs = cli.ninthAgeUnits?.(name);
        if (mine?.ok && theirs?.ok) expect(comparable(mine.value), name).toEqual(comparable(theirs.value));
        else expect(mine, name).toEqual(theirs);
      }
    }
    // 23 armies' units, each misspelt name matched against all of them: a limit for a slow machine, not a measure.
  }, 300_000);
});

describe('opening a file that names profiles', () => {
  it('is stopped only by the names without the library, so the page knows to load it', () => {
    const plain = importText(exampleText('mordheim/battle-named-warriors.json'));
    expect(plain.ok).toBe(false);
    if (!plain.ok) expect(namesProfilesUnloaded(plain.problem)).toBe(true);
    const broken = importText('{ "game": "mordheim", "battle": 3 }');
    expect(!broken.ok && namesProfilesUnloaded(broken.problem)).toBe(false);
  });

  it('Mordheim: the marksman written out is BS 4, the file equals the command line\'s written out, and opens without the library', async () => {
    const text = exampleText('mordheim/battle-named-warriors.json');
    const written = await writeNamesOut(text, load);
    if (!written.ok) throw new Error(JSON.stringify(written.issues));
    expect(written.filled).toEqual(['Reiklanders/Marksman', 'Reiklanders/Youngblood', 'Skaven/Rat Ogre']);
    const cliWritten = namedProfilesWrittenOut(JSON.parse(text), cli);
    expect(cliWritten.ok && cliWritten.value).toEqual(JSON.parse(written.text));
    const opened = importText(written.text);
    if (!opened.ok) throw new Error(JSON.stringify(opened.problem));
    // Reikland marksmen start at BS 4 (facts A5); the Rat Ogre is T 5, W 3, a Large Target.
    const warrior = (id: string) => opened.loaded.scenario.battle.warriors.find((w) => w.id === id);
    expect(warrior('marksman')?.profile.BS).toBe(4);
    expect(warrior('rat-ogre')).toMatchObject({ profile: { T: 5, W: 3 }, largeTarget: true });
    expect(opened.loaded.file.battle.warbands[0]?.models[0]?.profile).toEqual({ M: 4, WS: 3, BS: 4, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 });
  });

  it('The Ninth Age: the State Militia written out are Res 3 with a Bow (4+) of 24", and the file parses alone as the names do', async () => {
    const text = exampleText('ninth-age/named-units.json');
    const written = await writeNamesOut(text, load);
    if (!written.ok) throw new Error(JSON.stringify(written.issues));
    expect(written.filled).toEqual(['Empire of Sonnstahl/State Militia', 'Sylvan Elves/Sylvan Sentinels']);
    const alone = parseScenario(written.text);
    expect(alone).toEqual(parseScenarioValue(JSON.parse(text), cli));
    if (!alone.ok || alone.scenario.game !== 'ninth-age' || alone.scenario.kind !== 'battle') throw new Error('not a Ninth Age battle');
    const militia = alone.scenario.battle.units.find((u) => u.id === 'militia');
    expect(militia?.profile.Res).toBe(3);
    expect(militia?.weapons.map((w) => [w.weapon.id, w.aim, w.weapon.range])).toEqual([['bow', 4, 24]]);
  });

  it('The Ninth Age: a character named from the data (marshal-in-militia.json) is written out as the command line writes it, his Type too', async () => {
    const text = exampleText('ninth-age/marshal-in-militia.json');
    const written = await writeNamesOut(text, load);
    if (!written.ok) throw new Error(JSON.stringify(written.issues));
    const alone = parseScenario(written.text);
    expect(alone).toEqual(parseScenarioValue(JSON.parse(text), cli));
    if (!alone.ok || alone.scenario.game !== 'ninth-age' || alone.scenario.kind !== 'battle') throw new Error('not a Ninth Age battle');
    // The data's Type is written into the file, as the command line writes it.
    const file = JSON.parse(written.text) as { battle: { armies: { units: { characters?: { type?: string }[] }[] }[] } };
    expect(file.battle.armies[0]?.units[0]?.characters?.[0]?.type).toBe('infantry');
    // The data's Marshal: Infantry, HP 3, Res 4, Plate Armour (Arm 3).
    expect(alone.scenario.battle.units[0]?.joined?.characters[0]).toMatchObject({ name: 'Marshal', type: 'infantry', profile: { HP: 3, Res: 4, Arm: 3 } });
  });

  it('an unknown name is refused with its path and the nearest names', async () => {
    const text = exampleText('ninth-age/named-units.json').replace('Empire of Sonnstahl/State Militia', 'Empire of Sonnstahl/State Militsia');
    const written = await writeNamesOut(text, load);
    expect(written).toEqual({
      ok: false,
      issues: [{ code: 'unknown-profile', path: ['battle', 'armies', 0, 'units', 0, 'profile'], name: 'Empire of Sonnstahl/State Militsia', suggestions: ['Empire of Sonnstahl/State Militia'] }],
    });
  });
});

describe('a calculator link whose shots name profiles', () => {
  const shot = (shooter: unknown) => ({ game: 'mordheim', attack: { shooter: { profile: shooter }, weapon: 'crossbow', target: { profile: { T: 3 } } } });
  const link = (columns: unknown[]) => encodeShare(JSON.stringify({ version: 1, game: 'mordheim', compare: 'shooters', columns, active: 0, seed: 5 }), CALC_PREFIX);

  it('opens with the numbers written in: a Reikland marksman hits on 3+ (BS 4), the BS 3 column on 4+', async () => {
    const opened = await decodeCalc(await link([shot('reiklanders/marksman'), shot({ BS: 3 })]), 1, load);
    if (!opened.ok) throw new Error(JSON.stringify(opened));
    expect('filled' in opened && opened.filled).toEqual(['reiklanders/marksman']);
    const [marksman, plain] = opened.state.columns.map((c) => parseColumn(c));
    if (!marksman?.ok || !plain?.ok) throw new Error('a column was refused');
    const cat = catalogue('en');
    // Mordheim's to-hit chart: BS 4 needs 3+, BS 3 needs 4+.
    expect(calcSummary(calcOdds(cat, marksman.shot), 'mordheim').toHit).toBe('3+');
    expect(calcSummary(calcOdds(cat, plain.shot), 'mordheim').toHit).toBe('4+');
    expect(opened.state.columns[0]).toMatchObject({ attack: { shooter: { name: 'marksman', profile: { BS: 4 } } } });
  });

  it('an unknown name is refused with its column and the nearest names', async () => {
    const opened = await decodeCalc(await link([shot({ BS: 3 }), shot('Reiklanders/Marksmun')]), 1, load);
    expect(opened).toMatchObject({ ok: false, problem: 'issues', issues: [{ column: 1, issue: { code: 'unknown-profile', path: ['attack', 'shooter', 'profile'] } }] });
  });
});
