// Ninth Age units named from the community's data in scenarios (examples/ninth-age/named-units.json).
import { describe, expect, it } from 'vitest';
import { EXAMPLES_DIR, runForTest } from '../../test-io.js';

const example = `${EXAMPLES_DIR}/ninth-age/named-units.json`;

/** A quick attack: 10 models of the named shooter with `weapon`, at a named or written target 10" away. */
const attack = (shooter: unknown, weapon: unknown, target: unknown) =>
  JSON.stringify({ game: 'ninth-age', attack: { shooter: { models: 10, profile: shooter }, weapon, target: { models: 10, profile: target }, circumstances: { distance: 10 } } });

describe('named Ninth Age units', () => {
  it('the example: State Militia bows at Sylvan Sentinels, every characteristic from the data', async () => {
    const run = await runForTest(['targets', example, '--shooter', 'militia', '--lang', 'en']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Targets for State Militia');
    // Aim 4+ from the data, −1 long range, −1 Hard Target (1) from the data: 6+.
    expect(run.stdout).toContain('10 of 10 models may shoot; 10× 6+');
    // Per shot 1/6 × 1/2 (S3 vs Res 3) × 5/6 (Arm 1 vs AP 0 saves on a 6) = 5/72; ten shots remove 50/72 = 0.69 on average,
    // and at least one with 1 − (67/72)^10 = 51.3%.
    expect(run.stdout).toContain('0.69 models removed on average; at least one 51.3%');
  });

  it('a quick attack with a named shooter and target: the weapon found in the shooter\'s unit, the Aim from the data', async () => {
    const run = await runForTest(['odds', '-', '--json'], { stdin: attack('Empire of Sonnstahl/Reiters', 'Brace of Pistols', 'Empire of Sonnstahl/Heavy Infantry') });
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout) as { attack: { shooter: { name: string }; target: { name: string; profile: { Res: number; Arm: number } }; volleys: { entry: { aim: number; weapon: { shots: number; strength: number } } }[] } };
    // Reiters' Brace of Pistols (4+): 2 shots, S4, AP2, Quick to Fire; Heavy Infantry: Res 3, and Arm 0 plus the
    // Light Armour (+1) and Shield (+1) their entry carries: 2.
    expect(out.attack.volleys[0]?.entry).toMatchObject({ aim: 4, weapon: { shots: 2, strength: 4 } });
    expect(out.attack.shooter.name).toBe('Reiters');
    expect(out.attack.target).toMatchObject({ name: 'Heavy Infantry', profile: { Res: 3, Arm: 2 } });
  });

  it('a named target brings its Discipline from the data: the chance of failing a 2.x Panic Test is worked out', async () => {
    const stdin = JSON.stringify({ game: 'ninth-age', variants: { edition: '2.x' }, attack: { shooter: { models: 4 }, weapon: 'Bow (4+)', target: { models: 8, profile: 'Empire of Sonnstahl/Heavy Infantry' }, circumstances: { distance: 10 } } });
    const run = await runForTest(['odds', '-', '--json'], { stdin });
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout) as { attack: { target: { profile: { Dis?: number } } }; series: { panic: { forced: { exact?: string }; failed: { exact?: string } | null } } };
    // Heavy Infantry: Dis 7 in the Sonnstahl catalogue.
    expect(out.attack.target.profile.Dis).toBe(7);
    // Each Bow shot at 10" (short of 12"): hits on 4+ (1/2), S3 wounds Res 3 on 4+ (1/2), Arm 2 saves on 5+ (unsaved 2/3): 1/6.
    // 2.x: a quarter of 8 models is 2; P(at least 2 of 4) = 1 − 625/1296 − 500/1296 = 171/1296 = 19/144.
    expect(out.series.panic.forced.exact).toBe('19/144');
    // 2D6 above 7 fails in 15/36 = 5/12: 19/144 × 5/12 = 95/1728.
    expect(out.series.panic.failed?.exact).toBe('95/1728');
  });

  it('the Light Infantry crossbow takes the Aim its link appends to the name ("(4+)")', async () => {
    const run = await runForTest(['odds', '-', '--json'], { stdin: attack('Empire of Sonnstahl/Light Infantry', 'Crossbow', { Res: 3 }) });
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as { attack: { volleys: { entry: { aim: number } }[] } };
    expect(out.attack.volleys[0]?.entry.aim).toBe(4);
  });

  it('a weapon whose profile writes a rule Marksman applies shoots with it: the Corsairs\' Repeater Handbow at Short Range, AP 0 + 1 named', async () => {
    const stdin = JSON.stringify({ game: 'ninth-age', attack: { shooter: { models: 1, profile: 'Dread Elves/Corsairs' }, weapon: 'Repeater Handbow', target: { models: 10, profile: { Res: 3, Arm: 2 } }, circumstances: { distance: 5 } } });
    const run = await runForTest(['odds', '-', '--lang', 'en'], { stdin });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // 5" of 12": Short Range; Armour 2 against AP 1 saves on 7 − 2 + 1 = 6+.
    expect(run.stdout).toContain("Armour 2, Armour Penetration 1; +1 of it from the weapon's rule: more Armour Penetration at Short Range");
  });

  it('a weapon with an attribute Marksman does not apply is refused, naming it', async () => {
    const run = await runForTest(['odds', '-', '--lang', 'en'], { stdin: attack('Empire of Sonnstahl/Artillery', 'Mortar', { Res: 3 }) });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('attack.weapon: Mortar from the community\'s data cannot be used for a shot: its attribute catapult is not resolved');
  });

  it('the Hope Harvester\'s Aether Battery: the Veil Tokens chosen named in the odds and the roll, the default of none too', async () => {
    const battery = (weapon: unknown) => JSON.stringify({ game: 'ninth-age', attack: { shooter: { models: 1, profile: 'Daemon Legions/Hope Harvester' }, weapon, target: { models: 20, profile: { Res: 3 } }, circumstances: { distance: 10 } } });
    const none = await runForTest(['odds', '-', '--lang', 'en'], { stdin: battery('Aether Battery') });
    expect(none.stderr).toBe('');
    expect(none.stdout).toContain('each rolling 2D6×2 shots');
    expect(none.stdout).toContain('No Veil Tokens discarded (the default; the owner may discard 1 to 3, each adding 3 shots: "veilTokens" beside the weapon)');
    const two = await runForTest(['roll', '-', '--seed', '1', '--lang', 'ru'], { stdin: battery({ name: 'Aether Battery', veilTokens: 2 }) });
    expect(two.stderr).toBe('');
    expect(two.stdout).toContain('Сброшено жетонов завесы по выбору владельца: 2; выстрелов больше на 6, они уже в броске выше');
  });

  it('the Artificer\'s Long Rifle: Multiple Wounds (2) against a Standard target, set aside against a Large one, and said so', async () => {
    const at = (Height: string) => runForTest(['odds', '-', '--lang', 'en'], { stdin: attack('Empire of Sonnstahl/Artificer', 'Long Rifle', { HP: 2, Res: 3, Height }) });
    const standard = await at('standard');
    expect(standard.stderr).toBe('');
    expect(standard.stdout).toContain('Multiple Wounds (2), at most 2 Health Points, against Standard models only: the target is Standard');
    const large = await at('large');
    expect(large.stderr).toBe('');
    expect(large.stdout).toContain('Multiple Wounds (2) against Standard models only: the target is Large, so 1 Health Point a wound');
  });

  it('an unknown unit gets the nearest names; a unit the data gives no characteristics is refused, not guessed', async () => {
    const unknown = await runForTest(['odds', '-', '--lang', 'en'], { stdin: attack('Empire of Sonnstahl/State Militsia', 'Bow', { Res: 3 }) });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('attack.shooter.profile: no profile "Empire of Sonnstahl/State Militsia" in the community\'s data; did you mean Empire of Sonnstahl/State Militia?');
    const empty = await runForTest(['odds', '-', '--lang', 'en'], { stdin: attack({ Str: 3 }, 'Bow (4+)', 'Dwarven Holds/Clan Marksmen') });
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('attack.target.profile: the community\'s data gives "Dwarven Holds/Clan Marksmen" no HP, Res, Arm: write the profile out instead');
  });

  it('weapons the data cannot give a shot are refused with the reason; a name not in the unit gets its weapons as suggestions', async () => {
    const mortar = await runForTest(['odds', '-', '--lang', 'en'], { stdin: attack('Empire of Sonnstahl/Artillery', 'Mortar', { Res: 3 }) });
    expect(mortar.code).toBe(2);
    expect(mortar.stderr).toContain('attack.weapon: Mortar from the community\'s data cannot be used for a shot: its attribute catapult is not resolved');
    const typo = await runForTest(['odds', '-', '--lang', 'en'], { stdin: attack('Empire of Sonnstahl/Reiters', 'Repeter Gun', { Res: 3 }) });
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('Repeater Gun');
  });

  it('in Russian', async () => {
    const empty = await runForTest(['odds', '-', '--lang', 'ru'], { stdin: attack({ Str: 3 }, 'Bow (4+)', 'Dwarven Holds/Clan Marksmen') });
    expect(empty.stderr).toContain('в данных сообщества у «Dwarven Holds/Clan Marksmen» нет характеристик: очки здоровья, стойкость, броня');
  });
});
