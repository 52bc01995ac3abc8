// The community's data on the command line: profiles, named profiles in scenarios, rosters.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { runForTest } from './test-io.js';

const named = (attack: Record<string, unknown>) => JSON.stringify({ game: 'mordheim', attack: { weapon: 'Long bow', ...attack } });

describe('marksman profiles', () => {
  it('lists warriors with their profiles, found by a search', async () => {
    const run = await runForTest(['profiles', '--game', 'mordheim', '--search', 'rat ogre']);
    expect(run.code).toBe(0);
    // facts.md A5: the Rat Ogre is 6 3 3 5 5 3 4 4 4, a Large Target.
    expect(run.stdout).toMatch(/Rat Ogre[\s\S]*M 6\s+WS 3\s+BS 3\s+S 5\s+T 5\s+W 3\s+I 4\s+A 4\s+Ld 4/);
    expect(run.stdout).toContain('[large-target]');
  });

  it('--json gives the library entries, and a bad game is refused', async () => {
    const run = await runForTest(['profiles', '--game', 'mordheim', '--search', 'marksman', '--json']);
    expect(run.code).toBe(0);
    expect(() => JSON.parse(run.stdout) as unknown).not.toThrow();
    const bad = await runForTest(['profiles', '--game', 'chess']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('--game: expected one of mordheim, ninth-age, got "chess"\n');
  });
});

describe('a scenario naming profiles from the data', () => {
  it('a breathing unit of the data (the Hydra) shoots its Breath Attack with no Aim: 2D6 hits with no roll', async () => {
    const file = { game: 'ninth-age', attack: { shooter: { profile: 'Dread Elves/Hydra' }, weapon: 'Breath Attack', target: { models: 20, profile: { HP: 1, Res: 3, Arm: 2 } }, circumstances: { distance: 5 } } };
    const run = await runForTest(['odds', '-', '--json'], { stdin: JSON.stringify(file) });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as { attack: { volleys: { entry: { aim: number | null; weapon: { strength: number; armourPenetration: number } } }[] }; volleys: { analysis: { toHit: { resolution: string } } }[] };
    // The Hydra's Rules column: "Breath Attack (Str 3, AP 2)".
    expect(out.attack.volleys[0]?.entry).toMatchObject({ aim: null, weapon: { strength: 3, armourPenetration: 2 } });
    expect(out.volleys[0]?.analysis.toHit.resolution).toBe('automatic');
    const text = await runForTest(['odds', '-', '--lang', 'en'], { stdin: JSON.stringify(file) });
    expect(text.stdout).toContain('no roll: every one is a hit (Breath Attack)');
  });

  it('takes the characteristics and Large Target from the library', async () => {
    const run = await runForTest(['odds', '-', '--json'], { stdin: named({ shooter: { profile: 'Reiklanders/Marksman' }, target: { profile: 'Skaven/Rat Ogre' } }) });
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as { attack: { shooter: { name: string; profile: { BS: number } }; target: { largeTarget: boolean; profile: { T: number; W: number } } }; analysis: { toHit: { needed: number } } };
    // Reikland marksmen start at BS 4 (facts A5): 3+, and +1 for the Large Target: 2+.
    expect(out.attack.shooter.profile.BS).toBe(4);
    expect(out.attack.shooter.name).toBe('Marksman');
    expect(out.attack.target).toMatchObject({ largeTarget: true, profile: { T: 5, W: 3 } });
    expect(out.analysis.toHit.needed).toBe(2);
  });

  it('names an unknown profile with the nearest ones', async () => {
    const run = await runForTest(['odds', '-'], { stdin: named({ shooter: { profile: 'Reiklanders/Marksmann' }, target: { profile: { T: 3 } } }) });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('attack.shooter.profile: no profile "Reiklanders/Marksmann" in the community\'s data; did you mean');
  });

  it('says a name several warbands share could be any of them, and asks for the warband', async () => {
    const run = await runForTest(['odds', '-', '--lang', 'en'], { stdin: named({ shooter: { profile: 'Marksman' }, target: { profile: { T: 3 } } }) });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('attack.shooter.profile: "Marksman" could be ');
    expect(run.stderr).toContain('Reiklanders/Marksmen');
    expect(run.stderr).toContain('Middenheimers/Marksmen');
    expect(run.stderr).toContain('write the group too, as "Warband/Warrior" or "Army/Unit"');
  });
});

describe('marksman roster', () => {
  it('imports a roster as a warband of a new battle, which parses as a scenario', async () => {
    const run = await runForTest(['roster', 'data/bsdata/rosters/reiklanders.ros']);
    expect(run.code).toBe(0);
    const scenario = JSON.parse(run.stdout) as { battle: { warbands: { models: unknown[] }[] } };
    expect(scenario.battle.warbands).toHaveLength(1);
    const render = await runForTest(['render', '-', '--svg', '-'], { stdin: run.stdout });
    expect(render.code).toBe(0);
  });

  it('adds a second roster to an existing battle, at the other edge', async () => {
    const written = new Map<string, string>();
    const first = await runForTest(['roster', 'data/bsdata/rosters/reiklanders.ros', '--out', 'one.json'], { written });
    expect(first.code).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'marksman-'));
    writeFileSync(join(dir, 'one.json'), written.get('one.json') ?? '');
    const second = await runForTest(['roster', 'data/bsdata/rosters/skaven.ros', '--into', join(dir, 'one.json')]);
    expect(second.code).toBe(0);
    const battle = (JSON.parse(second.stdout) as { battle: { warbands: { id: string }[] } }).battle;
    expect(battle.warbands).toHaveLength(2);
    const targets = await runForTest(['targets', '-', '--shooter', String((JSON.parse(second.stdout) as { battle: { warbands: { models: { id: string }[] }[] } }).battle.warbands[0]?.models[0]?.id)], { stdin: second.stdout });
    expect(targets.code).toBe(0);
  });

  it('reports a roster that is not a roster', async () => {
    const run = await runForTest(['roster', 'examples/mordheim/crossbow-vs-dieter.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^examples\/mordheim\/crossbow-vs-dieter\.json: the roster cannot be imported: /);
  });

  it('a Ninth Age roster: its units as an army along the bottom edge of a new 72" × 48" table, ready to shoot', async () => {
    const run = await runForTest(['roster', 'data/bsdata/rosters/sonnstahl.ros']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const battle = (JSON.parse(run.stdout) as { game: string; battle: { table: unknown; armies: { id: string; units: { id: string; facing: number }[] }[] } }).battle;
    expect(battle.table).toEqual({ width: 72, depth: 48 });
    expect(battle.armies.map((a) => a.units.map((u) => u.id))).toEqual([['state-militia', 'reiters', 'heavy-infantry']]);
    const targets = await runForTest(['targets', '-', '--shooter', 'state-militia', '--lang', 'en'], { stdin: run.stdout });
    expect(targets.code).toBe(0);
    expect(targets.stdout).toContain('State Militia may shoot.');
  });

  it('a second Ninth Age roster goes into the battle at the top edge, with ids of its own', async () => {
    const written = new Map<string, string>();
    await runForTest(['roster', 'data/bsdata/rosters/sonnstahl.ros', '--out', 'one.json'], { written });
    const dir = mkdtempSync(join(tmpdir(), 'marksman-'));
    writeFileSync(join(dir, 'one.json'), written.get('one.json') ?? '');
    const second = await runForTest(['roster', 'data/bsdata/rosters/sonnstahl.ros', '--into', join(dir, 'one.json')]);
    expect(second.code).toBe(0);
    const armies = (JSON.parse(second.stdout) as { battle: { armies: { id: string; units: { id: string; facing: number }[] }[] } }).battle.armies;
    expect(armies.map((a) => a.id)).toEqual(['sonnstahl-border-patrol', 'sonnstahl-border-patrol-2']);
    expect(armies[1]?.units.map((u) => [u.id, u.facing])).toEqual([
      ['state-militia-2', 180],
      ['reiters-2', 180],
      ['heavy-infantry-2', 180],
    ]);
    // The two State Militia fronts are 48 − 2 × (1 + 4 × 20 mm) = 39.7" apart, beyond the bow's 24": out of range, said so.
    const targets = await runForTest(['targets', '-', '--shooter', 'state-militia', '--lang', 'en'], { stdin: second.stdout });
    expect(targets.stdout).toContain('out of range');
    const wrongGame = await runForTest(['roster', 'data/bsdata/rosters/reiklanders.ros', '--into', join(dir, 'one.json')]);
    expect(wrongGame.code).toBe(2);
  });

  it('a malformed Ninth Age roster and an unknown entry are reported clearly', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marksman-'));
    const text = readFileSync('data/bsdata/rosters/sonnstahl.ros', 'utf8');
    writeFileSync(join(dir, 'broken.ros'), text.replace('</force>', '</forse>'));
    const broken = await runForTest(['roster', join(dir, 'broken.ros'), '--lang', 'en']);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/broken\.ros: the roster cannot be imported: .*broken\.ros: not readable XML at line \d+, column \d+: /);
    writeFileSync(join(dir, 'giraffe.ros'), text.replace('</selections>\n    </force>', '  <selection id="u9" name="Steam Giraffe" entryId="0000-not-in-data" number="1" type="unit"/>\n      </selections>\n    </force>'));
    const giraffe = await runForTest(['roster', join(dir, 'giraffe.ros'), '--lang', 'en']);
    expect(giraffe.code).toBe(0);
    expect(giraffe.stderr).toContain('entry "Steam Giraffe" (id 0000-not-in-data): carries no profile and the community\'s data has no entry of that id or name; left out');
  });

  it('a roster the battle format cannot hold is refused by path, and nothing is written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marksman-'));
    const text = readFileSync('data/bsdata/rosters/sonnstahl.ros', 'utf8');
    // 300 State Militia stand 5 files wide (the import's deployment) in 60 ranks: a unit has at most 40 ranks in the format.
    writeFileSync(join(dir, 'horde.ros'), text.replace('name="State Militia" entryId="e036-5a83-75f4-8eb6" number="20"', 'name="State Militia" entryId="e036-5a83-75f4-8eb6" number="300"'));
    const written = new Map<string, string>();
    const horde = await runForTest(['roster', join(dir, 'horde.ros'), '--out', join(dir, 'out.json'), '--lang', 'en'], { written });
    expect(horde.code).toBe(2);
    expect(horde.stderr).toContain('horde.ros: the roster cannot be imported: ');
    expect(horde.stderr).toContain('battle.armies[0].units[0].ranks: expected a whole number from 1 to 40, got 60');
    expect(horde.stdout).toBe('');
    expect(written.size).toBe(0);
  });
});

describe('marksman roster over its limits: one message a problem, exit code 2, no stack trace', () => {
  const dir = mkdtempSync(join(tmpdir(), 'marksman-limits-'));
  const reiklanders = readFileSync('data/bsdata/rosters/reiklanders.ros', 'utf8');
  const refusal = (file: string) => `${file}: the roster cannot be imported: `;
  const write = (name: string, data: string | Uint8Array) => {
    const file = join(dir, name);
    writeFileSync(file, data);
    return file;
  };
  const roster = async (file: string, lang = 'en') => {
    const run = await runForTest(['roster', file, '--lang', lang]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).not.toMatch(/\n\s+at |Error:/);
    return run.stderr;
  };

  it('a henchman group of 100000 says the limit and that it is over it (fuzz: "expected a number")', async () => {
    const file = write('hundred-thousand.ros', reiklanders.replace('number="3" type="model"', 'number="100000" type="model"'));
    expect(await roster(file)).toBe(`${refusal(file)}${file}, entry "Marksmen" (id a67a-04a4-3927-923f): its number is 100000, over the limit of 400 (the most models a unit may have in a battle file)\n`);
  });

  it('a number of 1e300 is not a whole number, in English and Russian', async () => {
    const file = write('e300.ros', reiklanders.replace('number="3" type="model"', 'number="1e300" type="model"'));
    expect(await roster(file)).toBe(`${refusal(file)}${file}, entry "Marksmen" (id a67a-04a4-3927-923f): its number is "1e300", not a whole number\n`);
    expect(await roster(file, 'ru')).toBe(`${file}: ростер не удалось загрузить: ${file}, запись «Marksmen» (id a67a-04a4-3927-923f): количество (number) «1e300» — не целое число\n`);
  });

  it('two bad numbers are two lines', async () => {
    const file = write('two.ros', reiklanders.replace('number="3" type="model"', 'number="-3" type="model"').replace('name="Dagger" entryId="5b61-f55b-f538-50fb::e7c9-2cab-e241-f99e" number="3"', 'name="Dagger" entryId="5b61-f55b-f538-50fb::e7c9-2cab-e241-f99e" number="3.5"'));
    const lines = (await roster(file)).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.startsWith(refusal(file)))).toBe(true);
    expect(lines[1]).toContain('entry "Dagger"');
  });

  it('more than 2,000 selections', async () => {
    // 1,986 added to the roster's own 15: 2,001.
    const selections = '<selection name="Hench" number="1" type="upgrade"/>'.repeat(1986);
    const file = write('crowd.ros', reiklanders.replace('<selections>', `<selections>${selections}`));
    expect(await roster(file)).toBe(`${refusal(file)}${file}: the roster has 2,001 selections, over the limit of 2,000, the most Marksman reads\n`);
  });

  it('a file over 2 MiB, and a device with no end, are refused unread', async () => {
    const file = write('padded.ros', reiklanders.replace('<costs>', `<costs>${' '.repeat(3 * 1024 * 1024)}`));
    const size = Buffer.byteLength(readFileSync(file));
    expect(await roster(file)).toBe(`${refusal(file)}${file}: the file is ${new Intl.NumberFormat('en').format(size)} bytes, over the limit of 2 MiB, the largest roster file Marksman reads\n`);
    expect(await roster('/dev/zero')).toBe(`${refusal('/dev/zero')}/dev/zero: the file is larger than the limit of 2 MiB, the largest roster file Marksman reads\n`);
  });

  it('a .rosz whose member claims 2 GiB, and one that claims 1,000 bytes over 32 MiB of zeros (fuzz: exit 1, 6 GB of memory)', async () => {
    const declaring = (zip: Uint8Array, size: number) => {
      const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
      for (let i = 0; i + 4 <= zip.length; i += 1) {
        if (view.getUint32(i, true) === 0x04034b50) view.setUint32(i + 22, size, true);
        if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, size, true);
      }
      return zip;
    };
    const huge = write('huge.rosz', declaring(zipSync({ 'band.ros': strToU8(reiklanders) }), 2 ** 31));
    expect(await roster(huge)).toBe(`${refusal(huge)}${huge}: the zip's files say they unpack to 2,147,483,648 bytes, over the limit of 2 MiB, the most Marksman unpacks\n`);
    const bomb = write('bomb.rosz', declaring(zipSync({ 'band.ros': new Uint8Array(32 * 1024 * 1024) }), 1000));
    expect(await roster(bomb)).toBe(`${refusal(bomb)}${bomb}: "band.ros" unpacks to more than the limit of 2 MiB, the most Marksman unpacks, though the zip says it is smaller; unpacking stopped at the limit\n`);
  });
});
