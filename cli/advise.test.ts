import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADVISE_OUTPUT } from './advise-output-schema.js';
import { example, EXAMPLES_DIR, runForTest } from './test-io.js';

const street = example('battle-street.json');

describe('marksman advise', () => {
  it('prints the best places with target, weapon, score and chance, the exposure and what it could not weigh', async () => {
    const run = await runForTest(['advise', street, '--shooter', 'marksman']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Where marksman should stand');
    expect(run.stdout).toContain('Best places:');
    // From where he stands: the lookout on the tower roof with the long bow, 4+.
    expect(run.stdout).toMatch(/1\. where it stands, stays: lookout \(long-bow\), 4\+, [\d.]+%; exposed there: 0\.0%/);
    expect(run.stdout).toContain('Not applied:');
    expect(run.stdout).toContain('the Initiative test to climb');
  });

  it('speaks Russian', async () => {
    const run = await runForTest(['advise', street, '--shooter', 'marksman', '--lang', 'ru', '--goal', 'any-effect']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Лучшие места:');
    expect(run.stdout).toContain('Не учтено:');
  });

  it('--json is the advise output its schema describes, and agrees with the text', async () => {
    const run = await runForTest(['advise', street, '--shooter', 'marksman', '--json', '--goal', 'models']);
    expect(run.code).toBe(0);
    const out = ADVISE_OUTPUT.parse(JSON.parse(run.stdout));
    expect(out.format.name).toBe('marksman-advise');
    expect(out.places[0]?.move).toBe('stay');
    expect(out.best.length).toBeGreaterThan(0);
    const values = out.places.map((p) => p.value);
    expect(out.places[out.best[0] ?? -1]?.value).toBe(Math.max(...values));
  });

  it('says a place has no legal shot, not an empty target with no roll to hit, when nothing is in reach', async () => {
    // A bow reaches 24"; the only enemy stands 40" away and the archer may not move: no shot anywhere.
    const battle = {
      game: 'mordheim',
      battle: {
        table: { width: 48, depth: 24 },
        warbands: [
          { id: 'a', models: [{ id: 'archer', position: [4, 12], profile: { BS: 3, S: 3, T: 3, I: 3, M: 0 }, weapons: ['bow'] }] },
          { id: 'b', models: [{ id: 'orc', position: [44, 12], profile: { BS: 3, S: 3, T: 4, I: 2 } }] },
        ],
      },
    };
    for (const [lang, words] of [['en', 'where it stands, stays: no legal shot from there; exposed there'], ['ru', 'отсюда нет разрешённого выстрела']] as const) {
      const run = await runForTest(['advise', '-', '--shooter', 'archer', '--move', '0', '--lang', lang], { stdin: JSON.stringify(battle) });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(words);
      expect(run.stdout).not.toContain('()');
    }
  });

  it('--svg writes the table with the heat map', async () => {
    const written = new Map<string, string>();
    const run = await runForTest(['advise', street, '--shooter', 'marksman', '--svg', 'heat.svg'], { written });
    expect(run.code).toBe(0);
    const svg = written.get('heat.svg') ?? '';
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('class="heat-map"');
    expect(run.stdout).toContain('Heat map written to heat.svg.');
  });

  it('unit games move by --move', async () => {
    const run = await runForTest(['advise', `${EXAMPLES_DIR}/ninth-age/forest-flank.json`, '--shooter', 'crossbowmen', '--move', '4', '--json']);
    expect(run.code).toBe(0);
    const out = ADVISE_OUTPUT.parse(JSON.parse(run.stdout));
    expect(out.places.some((p) => p.move === 'advance')).toBe(true);
    expect(out.notApplied).toContain('facing-kept');
  });

  it('a unit moves as its profile says (Battleaxe M); --move overrides the file', async () => {
    const file = JSON.parse(readFileSync(`${EXAMPLES_DIR}/battleaxe/hedge-and-wall.json`, 'utf8')) as { battle: { armies: { units: { id: string; profile: Record<string, unknown> }[] }[] } };
    for (const army of file.battle.armies) for (const unit of army.units) if (unit.id === 'archers') unit.profile = { ...unit.profile, M: 1 };
    const stdin = JSON.stringify(file);
    const run = await runForTest(['advise', '-', '--shooter', 'archers', '--json'], { stdin });
    expect(run.code).toBe(0);
    const out = ADVISE_OUTPUT.parse(JSON.parse(run.stdout));
    // Within 1" of where they stand on a 0.5" grid: 1 + 4 × 3 places (at 0.5", 0.707" and 1").
    expect(out.places).toHaveLength(13);
    expect(out.notApplied).not.toContain('movement-unknown');
    const stay = await runForTest(['advise', '-', '--shooter', 'archers', '--move', '0', '--json'], { stdin });
    expect(ADVISE_OUTPUT.parse(JSON.parse(stay.stdout)).places.map((p) => p.move)).toEqual(['stay']);
  });

  it('a Ninth Age unit named from the data brings the data\'s Advance Rate when none is written', async () => {
    const stdin = readFileSync(`${EXAMPLES_DIR}/ninth-age/named-units.json`, 'utf8');
    const run = await runForTest(['advise', '-', '--shooter', 'militia', '--json'], { stdin });
    expect(run.code).toBe(0);
    const out = ADVISE_OUTPUT.parse(JSON.parse(run.stdout));
    expect(out.notApplied).not.toContain('movement-unknown');
    // The data's State Militia Advance 4" ("Adv 4\""); as Light Troops they March up to 8": places beyond 4" are marches.
    const costs = out.places.map((p) => p.cost);
    expect(Math.max(...costs)).toBeGreaterThan(4);
    expect(Math.max(...costs)).toBeLessThanOrEqual(8);
    for (const place of out.places) if (place.cost > 4) expect(place.move).toBe('march');
  });

  it('a Ninth Age unit named from the data takes the Advance Rate written beside its name over the data\'s', async () => {
    const file = JSON.parse(readFileSync(`${EXAMPLES_DIR}/ninth-age/named-units.json`, 'utf8')) as { battle: { armies: { units: { id: string; profile: unknown }[] }[] } };
    for (const army of file.battle.armies) for (const unit of army.units) if (unit.id === 'militia') unit.profile = { from: 'Empire of Sonnstahl/State Militia', Adv: 1 };
    const run = await runForTest(['advise', '-', '--shooter', 'militia', '--json'], { stdin: JSON.stringify(file) });
    expect(run.code).toBe(0);
    const out = ADVISE_OUTPUT.parse(JSON.parse(run.stdout));
    expect(out.notApplied).not.toContain('movement-unknown');
    // State Militia are Light Troops: they Advance 1" (the file's, not the data's 4") and March up to twice that.
    expect(new Set(out.places.map((p) => p.move))).toEqual(new Set(['stay', 'advance', 'march']));
    expect(Math.max(...out.places.map((p) => p.cost))).toBeLessThanOrEqual(2);
  });

  it.each([
    [['--shooter', 'nobody'], /--shooter: no shooter "nobody".*marksman, crossbowman/],
    [['--shooter', 'ogre'], /no shooter "ogre"/],
    [['--shooter', 'marksman', '--move', 'four'], /--move: expected inches, a number from 0 to 48, got "four"/],
    [['--shooter', 'marksman', '--grid', '0.01'], /--grid: expected inches, a number from 0.1 to 12/],
    [['--shooter', 'marksman', '--goal', 'everything'], /--goal/],
  ])('refuses %j with one message, exit 2', async (flags, message) => {
    const run = await runForTest(['advise', street, ...flags]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).toBe('');
  });

  it('refuses a quick attack, exit 2', async () => {
    const run = await runForTest(['advise', example('crossbow-vs-dieter.json'), '--shooter', 'shooter']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('"advise" works on a scenario with a "battle" on a table');
  });

  describe('a joined character shooting its own weapon (T-14): the danger is withheld, never read as 0', () => {
    // captain-shoots.json with bows for the Orcs: they shoot at the Militia, where the Captain stands.
    const file = JSON.parse(readFileSync(`${EXAMPLES_DIR}/ninth-age/captain-shoots.json`, 'utf8')) as { battle: { armies: { units: { id: string; weapons?: string[] }[] }[] } };
    for (const army of file.battle.armies) for (const unit of army.units) if (unit.id === 'orcs') unit.weapons = ['Bow (4+)'];
    const stdin = JSON.stringify(file);

    it('--json: exposure, threats and sheltered null, the reason with its unit, no sheltered place', async () => {
      const run = await runForTest(['advise', '-', '--shooter', 'militia/1', '--move', '1', '--goal', 'any-effect', '--json'], { stdin });
      expect(run.code).toBe(0);
      const out = ADVISE_OUTPUT.parse(JSON.parse(run.stdout));
      expect(out.format.version).toBe(2);
      expect(out.exposureWithheld).toEqual({ code: 'joined-character', unit: 'militia' });
      expect(out.notApplied).toContain('exposure-withheld');
      expect(out.places.length).toBeGreaterThan(1);
      for (const place of out.places) expect([place.exposure, place.threats, place.sheltered]).toEqual([null, null, null]);
      expect(out.bestSheltered).toEqual([]);
      // His unit's own map is weighed: the Orcs' bows reach it where it stands.
      const unit = ADVISE_OUTPUT.parse(JSON.parse((await runForTest(['advise', '-', '--shooter', 'militia', '--move', '0', '--goal', 'any-effect', '--json'], { stdin })).stdout));
      expect(unit.exposureWithheld).toBeNull();
      expect(unit.places[0]?.threats).toBe(1);
      expect(unit.places[0]?.exposure).toBeGreaterThan(0);
    });

    it('the text says the danger is not worked out, in English and Russian, and names no sheltered place', async () => {
      const run = await runForTest(['advise', '-', '--shooter', 'militia/1', '--move', '1', '--goal', 'any-effect'], { stdin });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('danger there not worked out');
      expect(run.stdout).toContain('The danger is not worked out for militia/1, a character joined to militia');
      expect(run.stdout).not.toContain('exposed there');
      expect(run.stdout).not.toContain('hidden or in cover from every enemy there');
      expect(run.stdout).not.toContain('none of the places it can shoot from');
      const ru = await runForTest(['advise', '-', '--shooter', 'militia/1', '--move', '1', '--lang', 'ru'], { stdin });
      expect(ru.code).toBe(0);
      expect(ru.stdout).toContain('опасность там не рассчитана');
      expect(ru.stdout).toContain('Опасность для militia/1 не рассчитана');
    });
  });
});
