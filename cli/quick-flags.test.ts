import { describe, expect, it } from 'vitest';
import { example, EXAMPLES_DIR, runForTest } from './test-io.js';

describe('a quick attack from flags', () => {
  it("refuses a flag the game's attacks have no place for, each with the game's own flags, beside the other problems (B-17)", async () => {
    const run = await runForTest(['odds', '--game', 'battleaxe', '--bs', 'four', '--weapon', 'short-bow', '--target-t', '3', '--target-rules', 'large-target', '--wounds-left', '1']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trim().split('\n');
    expect(lines[0]).toBe('3 problems found:');
    expect(lines.filter((line) => line.includes('not a flag of battleaxe'))).toHaveLength(2);
    expect(run.stderr).toContain('--target-rules: not a flag of battleaxe; its flags are --bs,');
    expect(run.stderr).toContain('--bs:');
    const ru = await runForTest(['odds', '--game', 'battleaxe', '--bs', '4', '--weapon', 'short-bow', '--target-t', '3', '--wounds-left', '1', '--lang', 'ru']);
    expect(ru.stderr).toContain('--wounds-left: у игры battleaxe нет такого флага');
  });

  it('gives the same odds as the same attack in a file', async () => {
    // The rulebook example: BS 3, crossbow, Dieter (T 3) in heavy armour with a shield.
    const flags = await runForTest(['odds', '--game', 'mordheim', '--bs', '3', '--weapon', 'crossbow', '--target-t', '3', '--armour', 'heavy,shield', '--distance', '12', '--json']);
    const file = await runForTest(['odds', example('crossbow-vs-dieter.json'), '--json']);
    expect(flags.code).toBe(0);
    const shotOf = (text: string) => (JSON.parse(text) as { shot: unknown }).shot;
    expect(shotOf(flags.stdout)).toEqual(shotOf(file.stdout));
  });

  it('takes modifiers, wounds, rules, shots and readings', async () => {
    const run = await runForTest(['odds', '--game', 'mordheim', '--bs', '2', '--weapon', 'bow', '--target-t', '4', '--target-w', '3', '--target-rules', 'large-target', '--mods', 'cover,long-range', '--shots', '2', '--variant', 'sevenPlus=second-roll', '--json']);
    const out = JSON.parse(run.stdout) as { analysis: { toHit: { needed: number; resolution: string } }; series: { shots: number } };
    // BS 2: 5+; cover −1, long range −1, Large Target +1: 6+.
    expect(out.analysis.toHit).toMatchObject({ needed: 6, resolution: 'roll' });
    expect(out.series.shots).toBe(2);
  });

  it('throws a bolas: a hit entangles (1/2 for BS 3), a natural 1 hits the thrower (1/6), nothing wounds; in both languages', async () => {
    const run = await runForTest(['odds', '--game', 'mordheim', '--bs', '3', '--weapon', 'Bolas', '--target-t', '3', '--json']);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as { shot: { entangled: { exact: string }; dangerous: { exact: string } | null; wound: { exact: string } } };
    expect(out.shot.entangled.exact).toBe('1/2');
    expect(out.shot.dangerous?.exact).toBe('1/6');
    expect(out.shot.wound.exact).toBe('0');
    const text = await runForTest(['odds', '--game', 'mordheim', '--bs', '3', '--weapon', 'bolas', '--target-t', '3']);
    expect(text.stdout).toContain('entangled: no wound, but it cannot move until it frees itself');
    expect(text.stdout).toContain('a natural 1: the bolas swings back and hits its thrower');
    const ru = await runForTest(['odds', '--game', 'mordheim', '--bs', '3', '--weapon', 'bolas', '--target-t', '3', '--lang', 'ru']);
    expect(ru.stdout).toContain('опутан: раны нет');
    // Seed 7's first die is looked for, not assumed: whichever way it falls, the log says it in words.
    const rolled = await runForTest(['roll', '--game', 'mordheim', '--bs', '3', '--weapon', 'bolas', '--target-t', '3', '--seed', '7', '--json']);
    const roll = JSON.parse(rolled.stdout) as { entangled: boolean; shots: { dice: { outcome: string }[] }[] };
    const first = roll.shots[0]?.dice[0]?.outcome;
    expect(roll.entangled).toBe(first === 'hit');
    if (first === 'hit') expect(roll.shots[0]?.dice[1]?.outcome).toBe('entangled');
  });

  it('throws blessed water at an Undead target: 1/2 to hit and wound, no save, the injury after; nothing to a living one; in both languages', async () => {
    const flags = ['--game', 'mordheim', '--bs', '3', '--strength', '4', '--weapon', 'Blessed Water', '--target-t', '3', '--distance', '8'];
    const run = await runForTest(['odds', ...flags, '--target-rules', 'undead', '--armour', 'heavy', '--json']);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as { shot: { hit: { exact: string }; wound: { exact: string }; saved: { exact: string }; noEffect: { exact: string } | null; conditions: Record<string, { exact: string }> } };
    // BS 3: 4+, and 8" is within 2 × S 4 with no long-range penalty; a W1 model then rolls for injury: out on 5–6.
    expect([out.shot.hit.exact, out.shot.wound.exact, out.shot.saved.exact, out.shot.noEffect?.exact]).toEqual(['1/2', '1/2', '0', '0']);
    expect(out.shot.conditions['out-of-action']?.exact).toBe('1/6');
    const living = await runForTest(['odds', ...flags, '--json']);
    const alive = JSON.parse(living.stdout) as { shot: { wound: { exact: string }; noEffect: { exact: string } | null } };
    expect([alive.shot.wound.exact, alive.shot.noEffect?.exact]).toEqual(['0', '1/2']);
    const text = await runForTest(['odds', ...flags]);
    expect(text.stdout).toContain('no effect: blessed water harms only Undead, Daemons and the Possessed');
    const ru = await runForTest(['odds', ...flags, '--target-rules', 'daemon', '--lang', 'ru']);
    expect(ru.stdout).toContain('демон: святая вода наносит 1 рану без броска');
    const refused = await runForTest(['odds', ...flags, '--rules', 'possessed']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--rules: the shooter is Possessed, and Possessed models may not use blessed water');
    const far = await runForTest(['odds', ...flags.slice(0, -1), '8.5', '--target-rules', 'undead', '--json']);
    expect((JSON.parse(far.stdout) as { shot: { hit: { exact: string } } }).shot.hit.exact).toBe('0');
  });

  it("throws a net: BS 3 hits on 4+, a target of S 3 is held on 4–6 (1/4), of S 4 on 5–6 (1/6); without the target's S it is refused; in both languages", async () => {
    const flags = ['--game', 'mordheim', '--bs', '3', '--weapon', 'Net', '--target-t', '3'];
    const run = await runForTest(['odds', ...flags, '--target-s', '3', '--json']);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as { shot: { hit: { exact: string }; entangled: { exact: string }; wound: { exact: string } } };
    expect([out.shot.hit.exact, out.shot.entangled.exact, out.shot.wound.exact]).toEqual(['1/2', '1/4', '0']);
    const strong = JSON.parse((await runForTest(['odds', ...flags, '--target-s', '4', '--json'])).stdout) as { shot: { entangled: { exact: string } } };
    expect(strong.shot.entangled.exact).toBe('1/6');
    const text = await runForTest(['odds', ...flags, '--target-s', '3']);
    expect(text.stdout).toContain('netted: no wound, but it may not move, shoot or cast spells in its next turn');
    expect(text.stdout).not.toContain('entangled');
    const ru = await runForTest(['odds', ...flags, '--target-s', '3', '--lang', 'ru']);
    expect(ru.stdout).toContain('пойман сетью');
    const refused = await runForTest(['odds', ...flags]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("--target-s: the target rolls against its own Strength to tear the net");
    const rolled = await runForTest(['roll', ...flags, '--target-s', '3', '--seed', '7', '--json']);
    const roll = JSON.parse(rolled.stdout) as { entangled: boolean; shots: { dice: { outcome: string }[] }[] };
    const dice = roll.shots[0]?.dice ?? [];
    // Seed 7's dice are looked for, not assumed: a hit is followed by the target's die, which says how it went.
    if (dice[0]?.outcome === 'hit') expect(['netted', 'net-torn']).toContain(dice[1]?.outcome);
    expect(roll.entangled).toBe(dice[1]?.outcome === 'netted');
  });

  it('takes skills and equipment by name (ruling M-14): Quick Shot fires a bow twice, Eagle Eyes reaches 30"', async () => {
    const run = await runForTest(['odds', '--game', 'mordheim', '--bs', '3', '--weapon', 'bow', '--target-t', '3', '--skills', 'quick-shot,Eagle Eyes', '--target-equipment', 'lucky-charm', '--json']);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as { attack: { shots: number; weapon: { range: number }; shooter: { rules: string[] }; target: { rules: string[] } }; shot: { avoided: { exact: string } } };
    expect(out.attack.shots).toBe(2);
    expect(out.attack.weapon.range).toBe(30);
    expect(out.attack.shooter.rules).toEqual(['quick-shot', 'eagle-eyes']);
    // The charm discards the first hit on 4+: a BS 3 shot hits 1/2, so 1/4 of the first shot is discarded.
    expect(out.shot.avoided.exact).toBe('1/4');
  });

  it('names a misspelt skill with its nearest name; Acrobat is held and applied, and what a quick attack cannot work out is named as not applied, in both languages', async () => {
    const wrong = await runForTest(['odds', '--game', 'mordheim', '--bs', '3', '--weapon', 'bow', '--target-t', '3', '--skills', 'quik-shot']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--skills: unknown skill "quik-shot"; did you mean quick-shot?');
    // Acrobat acts only in a fall (M-10), which a quick attack has none of: held, never "not applied".
    const acrobat = await runForTest(['odds', '--game', 'mordheim', '--bs', '3', '--weapon', 'bow', '--target-t', '3', '--target-skills', 'acrobat,dodge']);
    expect(acrobat.stdout).toContain('the target: Acrobat, Dodge');
    expect(acrobat.stdout).not.toContain('not applied');
    const json = JSON.parse((await runForTest(['odds', '--game', 'mordheim', '--bs', '3', '--weapon', 'bow', '--target-t', '3', '--target-skills', 'acrobat', '--json'])).stdout) as { notApplied: unknown };
    expect(json.notApplied).toEqual([]);
    // M-16's misfire can blow a pistol up in the firer's hands, but a quick attack knows no firer.
    const misfire = ['odds', '--game', 'mordheim', '--bs', '3', '--weapon', 'pistol', '--target-t', '3', '--variant', 'blackpowderMisfire=true'];
    expect((await runForTest(misfire)).stdout).toContain('Not applied here: what the explosion does to the firer');
    const ru = await runForTest([...misfire, '--lang', 'ru']);
    expect(ru.stdout).toContain('Здесь не учтено: что взрыв сделает со стрелком');
  });

  it('rolls the same way: same flags and seed, same dice', async () => {
    const argv = ['roll', '--game', 'mordheim', '--bs', '4', '--weapon', 'handgun', '--target-t', '4', '--seed', '8'];
    const a = await runForTest(argv);
    expect(a.code).toBe(0);
    expect(a.stdout).toContain('Seed 8');
    expect((await runForTest(argv)).stdout).toBe(a.stdout);
  });

  it('names the flag of every problem, exit code 2', async () => {
    const run = await runForTest(['odds', '--game', 'mordheim', '--bs', 'four', '--weapon', 'bow', '--mods', 'cover,flying', '--variant', 'sevenPlus=maybe']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--bs: expected a whole number from 1 to 10, got "four"');
    expect(run.stderr).toContain('--target-t: missing: expected a whole number');
    expect(run.stderr).toContain('--mods: expected one of cover, long-range, moved, large-body, fire-twice, got "flying"');
    expect(run.stderr).toContain('--variant.sevenPlus: expected one of cannot-hit, second-roll, got "maybe"');
    expect(run.stderr).toContain('4 problems found');
  });

  it('names --distance, not --mods, for a distance the flags give wrong', async () => {
    const run = await runForTest(['odds', '--game', 'mordheim', '--bs', '3', '--weapon', 'crossbow', '--target-t', '3', '--mods', 'cover', '--distance', '-4']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('1 problem found:\n  --distance: expected a number from 0 to 1000, got -4\n');
  });

  it('takes names of built-in properties as the unknown words they are (fuzz findings)', async () => {
    const mods = await runForTest(['odds', '--game', 'battleaxe', '--bs', '2', '--weapon', 'short-bow', '--target-t', '1', '--mods', '__proto__']);
    expect(mods.code).toBe(2);
    expect(mods.stderr).toMatch(/^1 problem found:\n {2}--mods: expected one of .*, got "__proto__"\n$/);
    const armour = await runForTest(['odds', '--game', 'mordheim', '--bs', '3', '--weapon', 'bow', '--target-t', '3', '--armour', 'toString']);
    expect(armour.code).toBe(2);
    expect(armour.stderr).toContain('got "toString"');
    expect(armour.stderr).not.toContain('function');
    // A setting named like the prototype is a field the variants do not have, said by name.
    const variant = await runForTest(['odds', '--game', 'mordheim', '--bs', '3', '--weapon', 'bow', '--target-t', '3', '--variant', '__proto__=1']);
    expect(variant.code).toBe(2);
    expect(variant.stderr).toContain('--variant.__proto__: unknown field "__proto__"');
  });

  it('refuses an unknown game, and a file with --game', async () => {
    const game = await runForTest(['odds', '--game', 'chess', '--bs', '3']);
    expect(game.code).toBe(2);
    expect(game.stderr).toBe('--game: expected one of mordheim, battleaxe, ninth-age, got "chess"\n');
    const both = await runForTest(['odds', example('crossbow-vs-dieter.json'), '--game', 'mordheim']);
    expect(both.code).toBe(2);
    expect(both.stderr).toBe('"odds" takes a scenario file or --game with flags, not both\n');
  });

  it('refuses a quick attack\'s flags beside a file, each named, rather than dropping them', async () => {
    const run = await runForTest(['roll', example('crossbow-vs-dieter.json'), '--variant', 'sevenPlus=second-roll', '--target-t', '4']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      [
        '2 problems found:',
        '  --target-t: describes a quick attack (with --game), so "roll" of a file cannot apply it; write it in the file instead',
        '  --variant: describes a quick attack (with --game), so "roll" of a file cannot apply it; write it in the file instead',
        '',
      ].join('\n'),
    );
  });

  it('lists every flag in --help', async () => {
    const run = await runForTest(['odds', '--help']);
    for (const flag of ['--game', '--bs', '--weapon', '--target-t', '--armour', '--mods', '--distance', '--shots', '--variant']) expect(run.stdout).toContain(flag);
  });
});

describe('quick attacks of the games with units', () => {
  // B-17: every flag Battleaxe takes sets a field of the file, and gives what that file gives.
  const battleaxeBase = ['--bs', '4', '--weapon', 'bow', '--target-t', '3'];
  const battleaxeJson = async (extra: string[]) => {
    const run = await runForTest(['odds', '--game', 'battleaxe', ...battleaxeBase, ...extra, '--json']);
    expect(run.stderr).toBe('');
    return JSON.parse(run.stdout) as {
      attack: { batches: { models: number; circumstances: Record<string, boolean> }[]; target: Record<string, unknown>; variants: Record<string, unknown>; weapon: { id: string } };
      analysis: { batches: { toHit: { needed: number } }[] };
    };
  };

  it.each([
    // [flags, the place in the attack, its value]
    [['--models', '20'], (a: Awaited<ReturnType<typeof battleaxeJson>>) => a.attack.batches[0]?.models, 20],
    // 20 models five wide: the front rank of 5 shoots directly (B-15)…
    [['--models', '20', '--files', '5'], (a: Awaited<ReturnType<typeof battleaxeJson>>) => a.attack.batches[0]?.models, 5],
    // …every model in a volley, and two ranks in the variant.
    [['--models', '20', '--files', '5', '--mods', 'volley'], (a: Awaited<ReturnType<typeof battleaxeJson>>) => a.attack.batches[0]?.models, 20],
    [['--models', '20', '--files', '5', '--variant', 'directFireRanks=2'], (a: Awaited<ReturnType<typeof battleaxeJson>>) => a.attack.batches[0]?.models, 10],
    [['--target-w', '3'], (a: Awaited<ReturnType<typeof battleaxeJson>>) => (a.attack.target.profile as { W: number }).W, 3],
    [['--target-models', '12'], (a: Awaited<ReturnType<typeof battleaxeJson>>) => a.attack.target.models, 12],
    [['--target-starting-models', '10'], (a: Awaited<ReturnType<typeof battleaxeJson>>) => a.attack.target.startingModels, 10],
    [['--target-w', '3', '--wounds-on-current', '2'], (a: Awaited<ReturnType<typeof battleaxeJson>>) => a.attack.target.woundsOnCurrent, 2],
    [['--armour-save', '5+'], (a: Awaited<ReturnType<typeof battleaxeJson>>) => (a.attack.target.profile as { armour: number }).armour, 5],
    [['--ward', '6+'], (a: Awaited<ReturnType<typeof battleaxeJson>>) => (a.attack.target.profile as { ward: number }).ward, 6],
    [['--distance', '15'], (a: Awaited<ReturnType<typeof battleaxeJson>>) => a.attack.batches[0]?.circumstances.longRange, true],
    [['--mods', 'hard-cover'], (a: Awaited<ReturnType<typeof battleaxeJson>>) => a.attack.batches[0]?.circumstances.hardCover, true],
    [['--variant', 'arc=all-round'], (a: Awaited<ReturnType<typeof battleaxeJson>>) => a.attack.variants.arc, 'all-round'],
  ])('%j sets its place in the attack', async (extra, place, value) => {
    expect(place(await battleaxeJson(extra))).toEqual(value);
  });

  it('reads --target-keywords into the to-hit roll: Large +1, and a lone character −1 (B-8)', async () => {
    // BS 4+: against a Large target 3+; against a character alone 5+.
    expect((await battleaxeJson(['--target-keywords', 'large'])).analysis.batches[0]?.toHit.needed).toBe(3);
    expect((await battleaxeJson(['--target-keywords', 'character'])).analysis.batches[0]?.toHit.needed).toBe(5);
    // The last model of a unit of ten is a lone target too: --target-starting-models says it began with more.
    expect((await battleaxeJson(['--target-starting-models', '10'])).analysis.batches[0]?.toHit.needed).toBe(5);
  });

  it('refuses a flag the attack has no use for, and a bad value, each by its flag (B-17)', async () => {
    // A bow shoots at its own Strength 3: --strength would be silently unused.
    const strength = await runForTest(['odds', '--game', 'battleaxe', ...battleaxeBase, '--strength', '5']);
    expect(strength.code).toBe(2);
    expect(strength.stderr).toBe('1 problem found:\n  --strength: not used by this attack: the bow shoots at its own Strength 3; leave the flag out\n');
    // A javelin shoots at the user's Strength: there --strength is needed and taken.
    const javelin = await runForTest(['odds', '--game', 'battleaxe', '--bs', '4', '--weapon', 'javelin', '--strength', '4', '--target-t', '3', '--json']);
    expect(javelin.code).toBe(0);
    const bad = await runForTest(['odds', '--game', 'battleaxe', ...battleaxeBase, '--target-keywords', 'flying', '--files', '0']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--target-keywords: expected one of large, character, war-machine, got "flying"');
    expect(bad.stderr).toContain('--files: expected a whole number from 1 to 40, got 0');
    // A model of one Wound cannot have lost one already and still stand.
    const wounds = await runForTest(['odds', '--game', 'battleaxe', ...battleaxeBase, '--wounds-on-current', '1']);
    expect(wounds.code).toBe(2);
    expect(wounds.stderr).toMatch(/^1 problem found:\n {2}--wounds-on-current: /);
    const ru = await runForTest(['odds', '--game', 'battleaxe', ...battleaxeBase, '--strength', '5', '--lang', 'ru']);
    expect(ru.stderr).toContain('--strength: этой атаке не нужен');
  });

  it('refuses a Mordheim or Ninth Age flag the attack has no rule to read, naming each (B-17 for every game)', async () => {
    // A crossbow hits at its own Strength 4 and is no net: neither the shooter's nor the target's Strength is read.
    const crossbow = await runForTest(['odds', '--game', 'mordheim', '--bs', '3', '--weapon', 'crossbow', '--target-t', '3', '--strength', '3', '--target-s', '3']);
    expect(crossbow.code).toBe(2);
    expect(crossbow.stdout).toBe('');
    expect(crossbow.stderr).toBe(
      '2 problems found:\n' +
        '  --strength: not used by this attack: the crossbow shoots at its own Strength 4; leave the flag out\n' +
        '  --target-s: not used by this attack: only a net makes the target roll against its Strength, and the crossbow is not a net; leave the flag out\n',
    );
    // Throwing knives hit at the thrower's Strength, and blessed water flies twice as far: --strength is read.
    expect((await runForTest(['odds', '--game', 'mordheim', '--bs', '3', '--weapon', 'throwing-knives', '--target-t', '3', '--strength', '4'])).code).toBe(0);
    expect((await runForTest(['odds', '--game', 'mordheim', '--bs', '3', '--weapon', 'blessed-water', '--target-t', '3', '--strength', '4', '--distance', '8'])).code).toBe(0);
    const ru = await runForTest(['odds', '--game', 'mordheim', '--bs', '3', '--weapon', 'crossbow', '--target-t', '3', '--target-s', '3', '--lang', 'ru']);
    expect(ru.stderr).toContain('--target-s: этой атаке не нужен: Силу цели проверяет только сеть, а оружие «арбалет» — не сеть');
    // The Ninth Age: a crossbow's Strength is its own; throwing weapons are "as user".
    const t9a = await runForTest(['odds', '--game', 'ninth-age', '--weapon', 'crossbow (4+)', '--target-res', '3', '--strength', '5']);
    expect(t9a.code).toBe(2);
    expect(t9a.stderr).toBe('1 problem found:\n  --strength: not used by this attack: the crossbow shoots at its own Strength 4; leave the flag out\n');
  });

  it("Battleaxe: the seed's five Imperial Archers from flags give the file's odds", async () => {
    const flags = await runForTest(['odds', '--game', 'battleaxe', '--bs', '4', '--models', '5', '--weapon', 'short-bow', '--target-t', '3', '--target-w', '1', '--armour-save', '6+', '--target-models', '20', '--distance', '8', '--json']);
    expect(flags.code).toBe(0);
    const file = await runForTest(['odds', `${EXAMPLES_DIR}/battleaxe/imperial-archers.json`, '--json']);
    const odds = (text: string) => JSON.parse(text) as { shots: unknown[]; unit: { rounds: number } };
    expect(odds(flags.stdout).shots).toEqual(odds(file.stdout).shots);
    expect(odds(flags.stdout).unit).toEqual(odds(file.stdout).unit);
    // 4+ to hit, 4+ to wound, 6+ armour: 1/2, 1/4, and 5/24 of a shot unsaved.
    expect(odds(flags.stdout).shots[0]).toMatchObject({ hit: { exact: '1/2' }, wound: { exact: '1/4' }, unsaved: { exact: '5/24' } });
    expect(odds(flags.stdout).unit.rounds).toBe(5);
    const bad = await runForTest(['odds', '--game', 'battleaxe', '--bs', '4', '--weapon', 'short-bow', '--mods', 'hedge']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--target-t: missing');
    expect(bad.stderr).toContain('--mods: expected one of moved, long-range, point-blank, stand-and-shoot, volley, soft-cover, hard-cover, into-combat, got "hedge"');
  });

  it("The Ninth Age: the seed's dwarf with Throwing Weapons (5+) from flags", async () => {
    const flags = await runForTest(['odds', '--game', 'ninth-age', '--weapon', 'Throwing Weapons (5+)', '--strength', '3', '--target-res', '3', '--target-arm', '1', '--target-models', '20', '--movement', 'advance', '--distance', '6', '--json']);
    expect(flags.code).toBe(0);
    const file = await runForTest(['odds', `${EXAMPLES_DIR}/ninth-age/dwarf-throwing-weapons.json`, '--json']);
    const strip = (text: string) => {
      const { title: _title, attack: _attack, ...rest } = JSON.parse(text) as Record<string, unknown>;
      return rest;
    };
    // Names aside (the file names its dwarf and goblins), the same attack: the same odds.
    expect(strip(flags.stdout)).toEqual(strip(file.stdout));
    const bad = await runForTest(['odds', '--game', 'ninth-age', '--weapon', 'bow (4+)', '--cover', 'thick']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--target-res: missing');
    expect(bad.stderr).toContain('--cover: expected one of none, soft, hard, got "thick"');
  });

  it('The Ninth Age: --target-rules gives the target Flammable and Fly; a rule it does not know is refused by name', async () => {
    const flags = ['odds', '--game', 'ninth-age', '--weapon', 'bow (4+)', '--target-res', '3', '--target-arm', '0'];
    const run = await runForTest([...flags, '--target-rules', 'fly,flammable', '--json']);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { attack: { target: Record<string, unknown> } }).attack.target).toMatchObject({ fly: true, flammable: true });
    const bad = await runForTest([...flags, '--target-rules', 'flying']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--target-rules: expected one of flammable, fly, got "flying"');
  });

  it('The Ninth Age: --aegis-magical gives the target its Aegis against Magical Attacks; a score beyond 6 is refused by the flag', async () => {
    const flags = ['odds', '--game', 'ninth-age', '--weapon', 'bow (4+)', '--target-res', '3', '--target-arm', '0'];
    const run = await runForTest([...flags, '--aegis', '6+', '--aegis-magical', '4+', '--json']);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { attack: { target: { profile: Record<string, unknown> } } }).attack.target.profile).toMatchObject({ Aegis: 6, AegisMagical: 4 });
    const bad = await runForTest([...flags, '--aegis-magical', '7']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--aegis-magical');
  });

  it('takes --barrels for a double-barrelled weapon (M-17), default both, and refuses it on a weapon with one barrel', async () => {
    const flags = ['odds', '--game', 'mordheim', '--bs', '3', '--weapon', 'double-barrelled-pistol', '--target-t', '4', '--target-w', '3', '--json'];
    type Out = { series: { shots: number; barrels: number; hits: { exact: string }[] } };
    const both = JSON.parse((await runForTest(flags)).stdout) as Out;
    // One roll to hit (4+, 1/2) for both barrels: never exactly one hit.
    expect(both.series).toMatchObject({ shots: 2, barrels: 2 });
    expect(both.series.hits.map((h) => h.exact)).toEqual(['1/2', '0', '1/2']);
    const one = JSON.parse((await runForTest([...flags, '--barrels', '1'])).stdout) as Out;
    expect(one.series).toMatchObject({ shots: 1, barrels: 1 });
    const pistol = await runForTest(['odds', '--game', 'mordheim', '--bs', '3', '--weapon', 'pistol', '--target-t', '4', '--barrels', '2']);
    expect(pistol.code).toBe(2);
    expect(pistol.stderr.trim().split('\n')).toEqual(['1 problem found:', '  --barrels: the pistol has no second barrel: only a double-barrelled weapon fires two (ruling M-17)']);
    const ru = await runForTest(['roll', '--game', 'mordheim', '--bs', '3', '--weapon', 'double-barrelled-pistol', '--target-t', '4', '--seed', '5', '--lang', 'ru']);
    expect(ru.stdout).toContain('Ствол 1 из 2');
  });
});
