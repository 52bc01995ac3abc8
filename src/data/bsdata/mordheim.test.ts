import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MORDHEIM_WEAPONS } from '../../games/mordheim/index.js';
import { buildMordheimLibrary, isFatal, resolveMordheimProfile, resolveMordheimWeapon, type BsdataProblem, type MordheimLibrary } from './index.js';
import { TRADING_POST } from './mordheim.js';
import { nameKey } from './names.js';
import { shippedSources, sourcesIn as sources, UNKNOWN_MISSILE_WEAPON, withUnknownMissileWeapon } from '../../../test-support/bsdata.js';

/** The project's shared copy of BSData, beside the repository when it is there (not in a plain clone). */
const SHARED = fileURLToPath(new URL('../../../../shared/data/bsdata-mordheim/', import.meta.url));

const files = shippedSources('mordheim');
const library = buildMordheimLibrary(files);

function warrior(lib: MordheimLibrary, key: string) {
  const found = lib.warbands.flatMap((b) => b.warriors).find((w) => w.key === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
}

function problemsOf(code: BsdataProblem['code']) {
  return library.problems.filter((p) => p.code === code);
}

describe('every Mordheim warband file loads', () => {
  const warbandFiles = files.filter((f) => f.name.endsWith('.cat') && f.name !== 'data.cat');

  it('reads all 16 warband catalogues, the library and the game system without a fatal problem', () => {
    expect(warbandFiles).toHaveLength(16);
    expect(library.gameSystem).toMatchObject({ name: 'Mordheim', revision: '16' });
    expect(library.problems.filter(isFatal)).toEqual([]);
  });

  it.each(warbandFiles.map((f) => f.name))('%s gives a warband with warriors, each with BS, S, T and W', (name) => {
    const band = library.warbands.find((b) => b.file === name);
    expect(band?.warriors.length).toBeGreaterThan(0);
    for (const w of band?.warriors ?? []) {
      if (w.name === 'Plague Cart') continue; // a cart: BSData gives it T and W only (reported)
      expect([w.key, w.profile.BS, w.profile.S, w.profile.T, w.profile.W].some((v) => v === undefined)).toBe(false);
    }
  });

  it.skipIf(!existsSync(SHARED))('holds the same files as the shared BSData copy (skipped in a plain clone, where ../shared is absent)', () => {
    const shared = sources(SHARED);
    expect(shared.map((f) => f.name)).toEqual(files.map((f) => f.name));
    shared.forEach((f, i) => expect(f.text === files[i]?.text, f.name).toBe(true));
  });
});

describe('spot checks against rules/facts.md', () => {
  it('a Mercenary Captain is 4 4 4 3 3 1 4 1 8 (A5), also found by its profile name', () => {
    const captain = warrior(library, 'Reiklanders/Mercenary Captain');
    expect(captain.profile).toEqual({ M: 4, WS: 4, BS: 4, S: 3, T: 3, W: 1, I: 4, A: 1, Ld: 8 });
    expect(captain.aliases).toEqual(['Capitain']);
    expect(captain.category).toBe('Heroes');
  });

  it('a Reikland Marksman starts with BS 4 and may take a long bow, a handgun and light armour', () => {
    const resolved = resolveMordheimProfile(library, 'Reiklanders/Marksman');
    expect(resolved.ok).toBe(true);
    if (!resolved.ok) return;
    expect(resolved.value.profile).toMatchObject({ BS: 4, S: 3, T: 3, W: 1, I: 3 });
    expect(resolved.value.weapons).toEqual(expect.arrayContaining(['bow', 'long-bow', 'crossbow', 'handgun', 'hochland-long-rifle', 'blunderbuss', 'pistol']));
    expect(resolved.value.kitOptions).toEqual(expect.arrayContaining(['light-armour', 'shield', 'helmet']));
    expect(resolved.value.largeTarget).toBe(false);
  });

  it('the handgun is Marksman\'s: 24", S4, prepare shot, move or fire, −1 extra save modifier (A4)', () => {
    const handgun = library.weapons.find((w) => w.name === 'Handgun' && w.file === 'data.cat');
    expect(handgun).toMatchObject({ profileName: 'Hand Gun', range: '24"', strength: '4', special: '', weapon: 'handgun' });
    const resolved = resolveMordheimWeapon(library, 'Hand Gun');
    expect(resolved.ok && resolved.value.weapon).toEqual(MORDHEIM_WEAPONS.handgun);
    expect(MORDHEIM_WEAPONS.handgun).toMatchObject({ range: 24, strength: 4, saveModifier: -1, rules: ['prepare-shot', 'move-or-fire'] });
  });

  it('the elf bow: 36", S3, −1 save modifier (A4)', () => {
    const resolved = resolveMordheimWeapon(library, 'Elf Bow');
    expect(resolved.ok && resolved.value.weapon).toEqual(MORDHEIM_WEAPONS['elf-bow']);
    expect(resolved.ok && resolved.value.bsdata).toMatchObject({ range: expect.stringMatching(/^36/) as unknown, strength: '3', special: '-1 Save modifier' });
    expect(warrior(library, 'Characters/Elf Ranger').weapons.map((w) => w.weapon)).toEqual(['elf-bow']);
  });

  it('the double-barrelled pistol (6", S4) and hunting rifle (48", S4) as data.cat gives them, carried by the Ostlanders\' Jaeger (M-17)', () => {
    const pistol = resolveMordheimWeapon(library, 'Double Barrelled Pistol');
    expect(pistol.ok && pistol.value.weapon).toEqual(MORDHEIM_WEAPONS['double-barrelled-pistol']);
    expect(pistol.ok && pistol.value.bsdata).toMatchObject({ range: expect.stringMatching(/^6/) as unknown, strength: '4' });
    const rifle = resolveMordheimWeapon(library, 'Double Barrelled Hunting Rifle');
    expect(rifle.ok && rifle.value.bsdata).toMatchObject({ range: expect.stringMatching(/^48/) as unknown, strength: '4' });
    expect(warrior(library, 'Ostlanders/Jaeger').weapons.map((w) => w.weapon)).toEqual(expect.arrayContaining(['double-barrelled-pistol', 'double-barrelled-hunting-rifle']));
  });

  it('the Rat Ogre is 6 3 3 5 5 3 4 4 4 and a Large Target (A5)', () => {
    const resolved = resolveMordheimProfile(library, 'Skaven/Rat Ogre');
    expect(resolved.ok).toBe(true);
    if (!resolved.ok) return;
    expect(resolved.value.profile).toEqual({ M: 6, WS: 3, BS: 3, S: 5, T: 5, W: 3, I: 4, A: 4, Ld: 4 });
    expect(resolved.value.rules).toEqual(['large-target']);
    expect(resolved.value.largeTarget).toBe(true);
  });

  it('dwarfs are Hard to Kill: a warband rule in BSData, given to every warrior of the warband', () => {
    const resolved = resolveMordheimProfile(library, 'Dwarf Treasure Hunters/Thunderers');
    expect(resolved.ok && resolved.value.injuryTable).toBe('hard-to-kill');
    expect(resolved.ok && resolved.value.profile).toMatchObject({ M: 3, WS: 4, BS: 3, S: 3, T: 4, W: 1, I: 2, A: 1, Ld: 9 });
    expect(warrior(library, 'Dwarf Treasure Hunters/Thunderers').rules).toContainEqual({ name: 'Hard to Kill', source: 'warband', meaning: 'hard-to-kill' });
  });

  it('racial maximum profiles ("Human max") are not taken for a second body', () => {
    expect(problemsOf('several-model-profiles').map((p) => p.entry?.name)).toEqual(expect.arrayContaining(['Freelancer (1a)', 'Plague Cart']));
    expect(problemsOf('several-model-profiles').map((p) => p.entry?.name)).not.toContain('Captain');
  });
});

describe('what cannot be mapped is reported with its file and entry', () => {
  it('a missile weapon Marksman lacks (the shipped data has none left: the bolas renamed to one)', () => {
    const renamed = buildMordheimLibrary(withUnknownMissileWeapon(files));
    expect(renamed.problems.filter((p) => p.code === 'unmapped-weapon')).toEqual([{ code: 'unmapped-weapon', file: 'data.cat', entry: { id: expect.any(String) as string, name: UNKNOWN_MISSILE_WEAPON }, weapon: UNKNOWN_MISSILE_WEAPON }]);
    const resolved = resolveMordheimWeapon(renamed, UNKNOWN_MISSILE_WEAPON);
    expect(resolved).toEqual({ ok: false, problem: { code: 'unmapped-weapon', name: UNKNOWN_MISSILE_WEAPON, file: 'data.cat', entryId: expect.any(String) as string } });
  });

  it('reads the Bolas as the bolas, its "Not Applicable" Strength matching a weapon that never rolls to wound', () => {
    const resolved = resolveMordheimWeapon(library, 'Bolas');
    expect(resolved.ok && resolved.value.weapon.id).toBe('bolas');
    expect(resolved.ok && resolved.value.bsdata?.strength).toBe('Not Applicable');
    expect(problemsOf('weapon-differs').filter((p) => p.code === 'weapon-differs' && p.weapon === 'bolas')).toEqual([]);
  });

  it('armour Marksman lacks: none, now that Shaggy Hide is read as an equipment rule', () => {
    expect(problemsOf('unmapped-armour')).toEqual([]);
  });

  it('no rule is unknown and no shooting rule is left unapplied: each is applied or read as not for shooting', () => {
    expect(problemsOf('unknown-rule')).toEqual([]);
    expect(problemsOf('rule-not-modelled')).toEqual([]);
    expect(warrior(library, 'Sisters of Sigmar/Augur').rules).toContainEqual(expect.objectContaining({ name: 'Blessed Sight', meaning: 'applied', modelRule: 'blessed-sight' }));
    expect(warrior(library, 'Orc Mob/Troll').rules).toContainEqual(expect.objectContaining({ name: 'Regeneration', meaning: 'applied', modelRule: 'regeneration' }));
    expect(warrior(library, 'Characters/Tilean Marksman').rules).toContainEqual(expect.objectContaining({ name: 'Tilean Marksman', meaning: 'not-for-shooting' }));
  });

  it('reads the kinds blessed water singles out: Undead, Daemons, the Possessed (BS-M data.cat, Blessed Water)', () => {
    const kinds = (key: string) => warrior(library, key).rules.flatMap((r) => (r.modelRule === 'undead' || r.modelRule === 'daemon' || r.modelRule === 'possessed' ? [r.modelRule] : []));
    // Characters.cat: "Undead such as Vampires and Zombies"; the Priest of Morr's rite leaves the Dire Wolves the warband's other Undead.
    for (const key of ['Undead/Vampire', 'Undead/Zombies', 'Undead/Dire Wolves']) expect(kinds(key), key).toEqual(['undead']);
    // Characters.cat's rite names Dregs, Ghouls and Necromancers the Undead's human servants.
    for (const key of ['Undead/Necromancer', 'Undead/Dregs', 'Undead/Ghouls']) expect(kinds(key), key).toEqual([]);
    expect(kinds('Cult of the Possessed/Possessed')).toEqual(['possessed']);
    expect(kinds('Cult of the Possessed/Magister')).toEqual([]);
    // Carnival of Chaos.cat: "Demonic" and "Daemonic", whose texts say the models are Daemons.
    expect(kinds('Carnival of Chaos/Plague Bearers')).toEqual(['daemon']);
    expect(kinds('Carnival of Chaos/Nurglings')).toEqual(['daemon']);
    const profile = resolveMordheimProfile(library, 'Undead/Vampire');
    expect(profile.ok && profile.value.rules).toContain('undead');
  });

  it('counts 12 problems in the shipped data, each named here: what truly cannot be applied', () => {
    // The Plague Cart's four bodies and seven missing characteristics;
    // the Freelancer's, Highwayman's and Roadwarden's horses; the Cave Squig's M of 2D6. Every
    // missile weapon of the data is read: the bolas and the double-barrelled weapons (M-17) too.
    const byCode = Object.fromEntries(['unmapped-armour', 'several-model-profiles', 'missing-characteristic', 'unmapped-weapon', 'bad-characteristic'].map((code) => [code, problemsOf(code as BsdataProblem['code']).length]));
    expect(byCode).toEqual({ 'unmapped-armour': 0, 'several-model-profiles': 4, 'missing-characteristic': 7, 'unmapped-weapon': 0, 'bad-characteristic': 1 });
    expect(library.problems).toHaveLength(12);
  });

  it("reads the Beastmen's Shaggy Hide, listed as armour, as the equipment rule shaggy-hide", () => {
    expect(warrior(library, 'Beastmen Raiders/Bestigors').armour).toContainEqual(expect.objectContaining({ name: 'Shaggy Hide', save: '6+', item: null, rule: 'shaggy-hide' }));
  });

  it("gives Veskit his own No Pain, and the Stream of Corruption's warriors its shot", () => {
    expect(warrior(library, 'Characters/Veskit, High Executioner of Clan Eshin').rules).toContainEqual(expect.objectContaining({ name: 'No Pain', modelRule: 'no-pain-veskit' }));
    expect(warrior(library, 'Undead/Zombies').rules).toContainEqual(expect.objectContaining({ name: 'No Pain', modelRule: 'no-pain' }));
    expect(warrior(library, 'Carnival of Chaos/Plague Bearers').weapons.map((w) => w.weapon)).toEqual(['stream-of-corruption']);
  });

  it('gives the net to the warriors whose entries carry it (Characters.cat: the Big Game Hunter), from its rule, with no problem', () => {
    const holders = library.warbands.flatMap((b) => b.warriors).filter((w) => w.weapons.some((o) => o.weapon === 'net'));
    expect(holders.map((w) => w.key)).toEqual(['Characters/Big Game Hunter']);
    expect(holders[0]?.weapons.find((o) => o.weapon === 'net')).toMatchObject({ name: 'Net', range: '8"' });
  });

  it('reads the new missile weapons with the data\'s Strength: a throwing axe is the user\'s +1, belaying pins −1', () => {
    expect(problemsOf('weapon-differs')).toEqual([]);
    expect(warrior(library, 'Characters/Beasthunter').weapons.map((w) => w.weapon)).toEqual(['throwing-axe']);
  });

  it('applies the skills and special rules it knows by name: a Streltsi rests his handgun, a Tilean Marksman ignores cover with his crossbow', () => {
    expect(warrior(library, 'Kislevites/Streltsi').rules).toContainEqual(expect.objectContaining({ name: 'Gun-Rest', meaning: 'applied', modelRule: 'gun-rest' }));
    expect(problemsOf('rule-not-modelled').map((p) => p.code === 'rule-not-modelled' && p.rule)).not.toContain('Gun-Rest');
    const tilean = resolveMordheimProfile(library, 'Tilean Marksman');
    expect(tilean.ok && tilean.value.rules).toEqual(expect.arrayContaining(['dead-eye-shot', 'steady-hands']));
  });

  it('a characteristic that is not a number', () => {
    expect(problemsOf('bad-characteristic')).toContainEqual(expect.objectContaining({ file: 'Orc Mob.cat', characteristic: 'M', value: '2d6' }));
  });

  it('a damaged file, a link to nothing and a missing game system', () => {
    const gst = files.find((f) => f.name === 'Mordheim.gst');
    const broken = buildMordheimLibrary([
      ...(gst ? [gst] : []),
      { name: 'Broken.cat', text: '<catalogue id="b" name="Broken" gameSystemId="9481a749-7900-614b-1695-bdc2899069c1"><selectionEntries>' },
      {
        name: 'Dangling.cat',
        text: `<catalogue id="d" name="Dangling" gameSystemId="9481a749-7900-614b-1695-bdc2899069c1"><selectionEntries>
          <selectionEntry id="w1" name="Hero" type="model"><profiles><profile id="p" name="Hero" typeName="Model"><characteristics>
            <characteristic name="BS">3</characteristic><characteristic name="S">3</characteristic><characteristic name="T">3</characteristic><characteristic name="W">1</characteristic>
          </characteristics></profile></profiles>
          <entryLinks><entryLink id="l1" name="Gone" targetId="nowhere" type="selectionEntry"/></entryLinks>
          <infoLinks><infoLink id="l2" name="Odd Rule" targetId="nowhere-either" type="rule"/></infoLinks>
          <rules><rule id="r" name="Wyrdstone Glow"/></rules></selectionEntry></selectionEntries></catalogue>`,
      },
      { name: 'Orphan.cat', text: '<catalogue id="o" name="Orphan" gameSystemId="elsewhere"/>' },
      { name: 'Roster.ros', text: '<roster id="r" name="r"/>' },
    ]);
    expect(broken.problems).toEqual(
      expect.arrayContaining([
        { code: 'xml-malformed', file: 'Broken.cat', entry: null, reason: 'unclosed-element', line: 1, column: 103, detail: 'selectionEntries' },
        { code: 'unresolved-link', file: 'Dangling.cat', entry: { id: 'w1', name: 'Hero' }, targetId: 'nowhere', linkType: 'selectionEntry' },
        { code: 'unresolved-link', file: 'Dangling.cat', entry: { id: 'w1', name: 'Hero' }, targetId: 'nowhere-either', linkType: 'rule' },
        { code: 'unknown-rule', file: 'Dangling.cat', entry: { id: 'w1', name: 'Hero' }, rule: 'Wyrdstone Glow' },
        { code: 'missing-characteristic', file: 'Dangling.cat', entry: { id: 'w1', name: 'Hero' }, characteristic: 'I' },
        { code: 'missing-game-system', file: 'Orphan.cat', entry: null, gameSystemId: 'elsewhere' },
        { code: 'not-battlescribe', file: 'Roster.ros', entry: null, root: 'roster', expected: ['gameSystem', 'catalogue'] },
      ]),
    );
    // What could be read is still there.
    expect(broken.warbands.map((b) => b.name)).toContain('Dangling');
  });
});

describe('names a scenario may write', () => {
  it('finds a warrior by warband and entry or profile name, in any case, and suggests near misses', () => {
    expect(resolveMordheimProfile(library, 'reiklanders/marksmen').ok).toBe(true);
    expect(resolveMordheimProfile(library, 'Rat Ogre').ok).toBe(true);
    const typo = resolveMordheimProfile(library, 'Reiklanders/Marksmun');
    expect(typo).toMatchObject({ ok: false, problem: { code: 'unknown-warrior', name: 'Reiklanders/Marksmun' } });
    // Both one letter off: equally near names come alphabetically.
    expect(!typo.ok && typo.problem.code === 'unknown-warrior' && typo.problem.suggestions.slice(0, 2)).toEqual(['Reiklanders/Marksman', 'Reiklanders/Marksmen']);
    const ambiguous = resolveMordheimProfile(library, 'Marksman');
    expect(ambiguous.ok).toBe(false);
    if (!ambiguous.ok) expect(ambiguous.problem).toMatchObject({ code: 'ambiguous-warrior', matches: expect.arrayContaining(['Reiklanders/Marksmen', 'Middenheimers/Marksmen']) as unknown });
  });

  it('finds weapons by BSData name or Marksman id, and suggests for a typo', () => {
    expect(resolveMordheimWeapon(library, 'Long bow').ok && resolveMordheimWeapon(library, 'Long bow')).toMatchObject({ value: { weapon: MORDHEIM_WEAPONS['long-bow'] } });
    expect(resolveMordheimWeapon(library, 'hochland-long-rifle')).toMatchObject({ ok: true, value: { weapon: MORDHEIM_WEAPONS['hochland-long-rifle'] } });
    expect(resolveMordheimWeapon(library, 'Brace of Pistols')).toMatchObject({ ok: true, value: { weapon: MORDHEIM_WEAPONS['brace-of-pistols'] } });
    expect(resolveMordheimWeapon(library, 'Crosbow')).toMatchObject({ ok: false, problem: { code: 'unknown-weapon', suggestions: ['Crossbow'] } });
  });

  it('reports a warrior whose profile lacks what shooting needs', () => {
    expect(resolveMordheimProfile(library, 'Carnival of Chaos/Plague Cart')).toMatchObject({ ok: false, problem: { code: 'incomplete-profile', missing: ['BS', 'S', 'I'] } });
  });
});

describe('the Trading Post', () => {
  it('is known by the key nameKey gives its name (written out, not worked out at load)', () => {
    expect(TRADING_POST).toBe(nameKey('Trading Post'));
  });
});
