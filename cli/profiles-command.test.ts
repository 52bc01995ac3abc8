import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMordheimLibrary, buildNinthAgeLibrary, importMordheimRoster, MORDHEIM_CHARACTERISTICS, type MordheimLibrary } from '../src/data/bsdata/index.js';
import { bsdataEn, bsdataRu } from '../i18n/bsdata.js';
import { shippedSources, UNKNOWN_MISSILE_WEAPON, withUnknownMissileWeapon } from '../test-support/bsdata.js';
import { catalogue } from '../i18n/index.js';
import { strayLatin } from '../i18n/test-latin.js';
import { bsdataDirBeside, loadGameData, readGameSources, readRosterFile } from './bsdata-files.js';
import type { LoadedGameData } from './game-commands.js';
import { BUILT_IN_GAMES_ON_CLI } from './games/registry.js';
import { mordheimData } from './games/mordheim/data.js';
import { ninthAgeData } from './games/ninth-age/data.js';
import { profilesCommand, type ProfilesCatalogue } from './profiles-command.js';

const DATA_DIR = fileURLToPath(new URL('../data/bsdata', import.meta.url));
const en: ProfilesCatalogue = { ...catalogue('en'), bsdata: bsdataEn };
const ru: ProfilesCatalogue = { ...catalogue('ru'), bsdata: bsdataRu };

let mordheimLibrary: MordheimLibrary;
let mordheim: LoadedGameData;
let ninthAge: LoadedGameData;

beforeAll(async () => {
  const m = await readGameSources('mordheim', DATA_DIR);
  const n = await readGameSources('ninth-age', DATA_DIR);
  if (m === null || n === null) throw new Error('the shipped data did not load');
  mordheimLibrary = buildMordheimLibrary(m);
  mordheim = mordheimData(mordheimLibrary);
  ninthAge = ninthAgeData(buildNinthAgeLibrary(n));
});

describe('marksman profiles --game mordheim', () => {
  it('lists warriors with their profile, weapons, armour and rules', () => {
    const text = profilesCommand(mordheim, { json: false }, en);
    expect(text.startsWith('Mordheim — Mordheim, revision 16\n')).toBe(true);
    expect(text).toContain('Reiklanders (Reiklanders.cat) — 6 warriors');
    expect(text).toContain('  Marksmen (also "Marksman") — Henchmen\n    M 4  WS 3  BS 4  S 3  T 3  W 1  I 3  A 1  Ld 7\n');
    expect(text).toContain('Handgun [handgun]');
    expect(text).toContain('Bolas [bolas]');
    expect(text).toContain('Double Barrelled Pistol [double-barrelled-pistol]');
    expect(text).toContain('rules: Stupidity, Fear, Large Target [large-target]');
    expect(text).toMatch(/the data has 0 errors and \d+ warnings; add --problems to list them\n$/);
  });

  it('--search keeps the warriors whose names, weapons or rules match', () => {
    const text = profilesCommand(mordheim, { search: 'marksman', json: false }, en);
    expect(text).toContain('Reiklanders (Reiklanders.cat) — 1 warrior\n');
    expect(text).toContain('Tilean Marksman');
    expect(text).not.toContain('Mercenary Captain');
    expect(profilesCommand(mordheim, { search: 'elf bow', json: false }, en)).toContain('Elf Ranger');
    expect(profilesCommand(mordheim, { search: 'zzz', json: false }, en)).toContain('nothing matches "zzz"');
  });

  it('--json gives the library objects and the problems as codes with data', () => {
    const json = JSON.parse(profilesCommand(mordheim, { search: 'Rat Ogre', json: true }, en)) as { game: string; warbands: { name: string; warriors: { key: string; profile: object; rules: object[] }[] }[]; problems: { code: string; file: string }[] };
    expect(json.game).toBe('mordheim');
    expect(json.warbands.map((b) => b.warriors.map((w) => w.key))).toEqual([['Skaven/Rat Ogre']]);
    expect(json.warbands[0]?.warriors[0]?.profile).toEqual({ M: 6, WS: 3, BS: 3, S: 5, T: 5, W: 3, I: 4, A: 4, Ld: 4 });
    expect(json.problems.length).toBeGreaterThan(0);
    expect(json.problems[0]).toHaveProperty('file');
  });

  it('--problems lists them with file and entry', () => {
    const text = profilesCommand(mordheim, { search: 'Rat Ogre', json: false, problems: true }, en);
    expect(text).toContain('  warning: Orc Mob.cat, entry "Cave Squig" (id ');
    expect(text).toContain('M is "2d6", not a whole number; left out');
  });

  it('marks a missile weapon Marksman lacks, and lists it as a problem (the shipped data has none left: the bolas renamed to one)', () => {
    const renamed = mordheimData(buildMordheimLibrary(withUnknownMissileWeapon(shippedSources('mordheim'))));
    const text = profilesCommand(renamed, { search: 'Imperial Assassin', json: false, problems: true }, en);
    expect(text).toContain(`${UNKNOWN_MISSILE_WEAPON} (not in Marksman)`);
    expect(text).toContain(`  warning: data.cat, entry "${UNKNOWN_MISSILE_WEAPON}" (id `);
    expect(text).toContain(`Marksman has no missile weapon "${UNKNOWN_MISSILE_WEAPON}"; it cannot be used for shooting`);
  });

  it('speaks Russian, with no stray English beyond the data\'s own names', () => {
    const text = profilesCommand(mordheim, { search: 'Rat Ogre', json: false, problems: true }, ru);
    expect(text).toContain('Skaven (Skaven.cat) — 1 воин');
    expect(text).toContain('метательное оружие: нет');
    expect(text).toContain('предупреждение: Orc Mob.cat, запись «Cave Squig»');
    // Everything Latin left in the Russian listing comes from the data (names, files) or is a key a scenario writes (BS, Ld…).
    const ogre = mordheimLibrary.warbands.flatMap((b) => b.warriors).filter((w) => w.name === 'Rat Ogre');
    const dataWords = ['Mordheim', 'Skaven.cat', 'Skaven', ...ogre.flatMap((w) => [w.name, w.category ?? '', ...w.rules.map((r) => r.name)]), 'large-target', ...MORDHEIM_CHARACTERISTICS];
    expect(strayLatin(profilesCommand(mordheim, { search: 'Rat Ogre', json: false }, ru), dataWords)).toEqual([]);
  });
});

describe('marksman profiles --game ninth-age', () => {
  it('lists units with models and shooting weapons with Aim', () => {
    const text = profilesCommand(ninthAge, { search: 'clan warriors', json: false }, en);
    expect(text).toContain('Dwarven Holds (2nd-dwarvenHolds.cat) — 1 unit');
    expect(text).toContain('    Clan Warrior: no characteristics in the data');
    expect(text).toContain('      Throwing Weapons: Aim 5+, 8", 2 shots, S as user, AP as user, quick-to-fire, accurate');
    const militia = profilesCommand(ninthAge, { search: 'State Militia', json: false }, ru);
    expect(militia).toContain('State Militia: Adv 4"  Mar 8"  Dis 7  HP 1');
    expect(militia).toContain('Bow: Меткость 4+, 24", 1 выстрел, Сила 3, БП 0, volley-fire');
  });

  it('lists a Breath Attack read from a model\'s rules without an Aim: it hits without a roll', () => {
    // The Hydra's Rules column: "Breath Attack (Str 3, AP 2)"; every Breath Attack is 6" and 2D6 hits.
    expect(profilesCommand(ninthAge, { search: 'Hydra', json: false }, en)).toContain('      Breath Attack: 6", 2D6 shots, S 3, AP 2, breath-attack');
  });

  it('marks the armour every model carries (added to Arm) apart from the options', () => {
    // Hob Levies: the unit's entry links Light Armour; a Shield and Heavy Armour are options.
    expect(profilesCommand(ninthAge, { search: 'Hob Levies', json: false }, en)).toContain('armour: Light Armour (+1, carried), Shield (+1), Heavy Armour (+2)');
    expect(profilesCommand(ninthAge, { search: 'Hob Levies', json: false }, ru)).toContain('доспехи: Light Armour (+1, носят все), Shield (+1), Heavy Armour (+2)');
  });

  it('--json carries Aim and attributes for the Ninth Age module to map', () => {
    const json = JSON.parse(profilesCommand(ninthAge, { search: 'Clan Marksmen', json: true }, en)) as { armies: { units: { weapons: { name: string; aim: number | null }[] }[] }[] };
    expect(json.armies[0]?.units[0]?.weapons.map((w) => [w.name, w.aim])).toEqual([
      ['Guild-Crafted Handgun', 4],
      ['Crossbow', 4],
    ]);
  });
});

describe('reading the data directory and rosters from disk', () => {
  it('a missing folder is a file-not-found issue naming it', async () => {
    const entry = BUILT_IN_GAMES_ON_CLI.find('mordheim');
    if (entry === undefined) throw new Error('Mordheim is not on the command line');
    expect(await loadGameData(entry, '/nowhere/bsdata')).toEqual({ ok: false, issue: { code: 'file-not-found', file: '/nowhere/bsdata/mordheim' } });
  });

  it('the shipped data sits beside the examples at the package root', () => {
    expect(bsdataDirBeside('/pkg/examples')).toBe('/pkg/data/bsdata');
  });

  it('reads .ros as text and .rosz as bytes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'marksman-rosters-'));
    try {
      const read = await readRosterFile(join(DATA_DIR, 'rosters', 'skaven.ros'));
      if (!read.ok) throw new Error(`not read: ${JSON.stringify(read.problem)}`);
      const ros = read.file;
      expect(typeof ros.data).toBe('string');
      const zipped = join(dir, 'skaven.rosz');
      await writeFile(zipped, zipSync({ 'skaven.ros': strToU8(ros.data as string) }));
      const readZip = await readRosterFile(zipped);
      if (!readZip.ok) throw new Error(`not read: ${JSON.stringify(readZip.problem)}`);
      const rosz = readZip.file;
      expect(rosz.data).toBeInstanceOf(Uint8Array);
      const imported = importMordheimRoster(rosz);
      expect(imported.ok && imported.warband.models.map((m) => m.id)).toEqual(['rat-ogre']);
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});
