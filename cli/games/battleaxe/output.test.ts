import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BATTLEAXE_DEFAULT_VARIANTS,
  battleaxePlanShot,
  battleaxeRoll,
  battleaxeRollPhase,
  battleaxeRollShot,
  battleaxeTargetReport,
  type BattleaxeAttack,
  type BattleaxeBattle,
} from '../../../src/games/battleaxe/index.js';
import { battleaxeAttackFromFile, battleaxeBattleFromFile, type BattleaxeAttackFile, type BattleaxeBattleFile } from '../../../src/scenario/battleaxe.js';
import type { BattleaxeScenarioIssue } from '../../../src/scenario/battleaxe-issues.js';
import { battleaxeEn, battleaxeIssuesEn, battleaxeIssuesRu, battleaxeRu, battleaxeTextSamples, type BattleaxeTexts } from '../../../i18n/battleaxe.js';
import { catalogue } from '../../../i18n/index.js';
import { strayLatin } from '../../../i18n/test-latin.js';
import {
  battleaxeOddsJson,
  battleaxeOddsReports,
  battleaxeOddsText,
  battleaxePhaseJson,
  battleaxePhaseText,
  battleaxeRollJson,
  battleaxeRollText,
  battleaxeShotJson,
  battleaxeShotText,
  battleaxeTargetsJson,
  battleaxeTargetsText,
  modelList,
} from './output.js';

const en = catalogue('en');
const ru = catalogue('ru');
const options = { variants: BATTLEAXE_DEFAULT_VARIANTS };
const read = (name: string) => JSON.parse(readFileSync(new URL(`../../../examples/battleaxe/${name}`, import.meta.url), 'utf8')) as { attack?: BattleaxeAttackFile; battle?: BattleaxeBattleFile; title?: string };

function attackOf(name: string): BattleaxeAttack {
  const file = read(name);
  const result = file.attack && battleaxeAttackFromFile(file.attack, undefined);
  if (!result?.ok) throw new Error(`${name} is not a good attack`);
  return result.attack;
}
function battleOf(name: string): BattleaxeBattle {
  const file = read(name);
  const result = file.battle && battleaxeBattleFromFile(file.battle);
  if (!result?.ok) throw new Error(`${name} is not a good battle`);
  return result.battle;
}

// Latin a Russian reader meets in Battleaxe output besides the shared list: the dice as the
// rules write them, Battleaxe ruling ids, and the names the example files give (units,
// terrain, model ids).
const USER_WORDS = ['D6', 'B-11', 'Imperial Archers', 'Goblins', 'Sea Guard', 'Hawk-feather bow', 'Ogres', 'Fireball', 'Archers', 'Crossbowmen', 'Orcs', 'The Empire', 'hedge', 'wall', 'archers', 'crossbowmen'];

describe('odds as text', () => {
  const archers = attackOf('imperial-archers.json');

  it("shows the seed's example: what each roll needs and the unit's chances, with fractions", () => {
    const text = battleaxeOddsText(en, archers, battleaxeOddsReports(archers), 'Five archers');
    expect(text.startsWith('Five archers\nBattleaxe — Imperial Archers (5 models) shoot with the short bow at Goblins (20 models)\n')).toBe(true);
    expect(text).toMatch(/To hit\s+4\+\s+BS 4\+\n/);
    expect(text).toMatch(/To wound\s+4\+\s+Strength 3 against Toughness 3/);
    // Two hits or more of five dice at 1/2: 1 − (1 + 5)/32 = 13/16.
    expect(text).toMatch(/at least 2\s+81\.3%\s+13\/16/);
    expect(text).toContain("the wound chart's dashes cannot wound (B-11)");
  });

  it('names the batches, the 7+ chart and the multiple wounds', () => {
    const volley = attackOf('volley-multiple-wounds.json');
    const text = battleaxeOddsText(en, volley, battleaxeOddsReports(volley));
    expect(text).toMatch(/To hit, batch 2 \(4 models\)\s+6, 4\+\s+BS 4\+; long range −1, volley fire −1, Large target \+1, hard cover −2; needs 7: a 6, then 4\+/);
    expect(text).toMatch(/Ward save\s+6\+\s+ward 6\+, never modified/);
    expect(text).toMatch(/Multiple wounds\s+D3\s+each unsaved wound becomes D3 wounds, at most 3 wounds/);
    expect(text).toContain('Wounds lost by the next model');
  });

  it('for a spell, rolls the number of hits and no die to hit', () => {
    const fireball = attackOf('fireball.json');
    const text = battleaxeOddsText(en, fireball, battleaxeOddsReports(fireball));
    expect(text).toContain('Fireball: D6 hits at Strength 4 on Goblins (20 models), no roll to hit');
    expect(text).toMatch(/Armour save\s+no save possible\s+armour 6\+; Strength −1/);
    expect(text).not.toContain('To hit');
  });

  it('in Russian, with plural forms and no stray English', () => {
    const text = battleaxeOddsText(ru, archers, battleaxeOddsReports(archers));
    expect(text).toContain('Imperial Archers (5 моделей): стрельба из короткого лука, цель: Goblins (20 моделей)');
    expect(text).toMatch(/Бросок на попадание\s+4\+\s+СУ 4\+/);
    expect(strayLatin(text, USER_WORDS)).toEqual([]);
  });

  it('as JSON, every probability with its fraction when worked out', () => {
    const json = battleaxeOddsJson(archers, battleaxeOddsReports(archers)) as { game: string; shots: { hit: { p: number; exact: string } }[]; unit: { hits: { mean: number } } };
    expect(json.game).toBe('battleaxe');
    expect(json.shots[0]?.hit).toEqual({ p: 0.5, exact: '1/2' });
    expect(json.unit.hits.mean).toBeCloseTo(2.5, 12);
  });
});

describe('rolls as text', () => {
  it('groups the dice as players roll them, each group with what it needs and why, the same for the same seed', () => {
    const archers = attackOf('imperial-archers.json');
    const report = battleaxeRoll(archers, 1);
    const text = battleaxeRollText(en, archers, report);
    expect(text).toContain('Seed 1 (the same seed rolls the same dice: --seed 1)');
    const toHit = report.groups.find((g) => g.step === 'to-hit');
    expect(text).toContain(`5 dice to hit — 4+ (BS 4+): ${toHit?.dice.map((d) => d.face).join(', ')} → `);
    expect(text).toContain(`Goblins: ${report.modelsRemoved} models removed, ${20 - report.modelsRemoved} left`);
    expect(battleaxeRollText(en, archers, battleaxeRoll(archers, 1))).toBe(text);
  });

  it('shows the second dice of the 7+ chart and the batches', () => {
    const volley = attackOf('volley-multiple-wounds.json');
    const seed = [...Array(50).keys()].find((s) => battleaxeRoll(volley, s).groups.some((g) => g.step === 'to-hit-second-roll')) ?? 0;
    const text = battleaxeRollText(en, volley, battleaxeRoll(volley, seed));
    expect(text).toContain('Batch 2: 4 models');
    expect(text).toMatch(/4 dice to hit, batch 2 — 6, 4\+ \(.*needs 7: a 6, then 4\+\)/);
    expect(text).toMatch(/rolled again after a 6 \(7\+ to hit\), batch 2 — 4\+ \(needs 7: a 6, then 4\+\)/);
  });

  it('says so when no die is rolled, and counts the hits a spell rolled', () => {
    const fireball = attackOf('fireball.json');
    const report = battleaxeRoll(fireball, 3);
    const text = battleaxeRollText(en, fireball, report);
    const hits = report.groups[0]?.dice[0]?.face ?? 0;
    expect(text).toContain(`1 die for the number of hits — spell: D6 hits: ${hits} → ${hits} hit`);
    if (report.wounds > 0) expect(text).toMatch(/Armour save: no die rolled, \d+ times? — no save possible \(armour 6\+; Strength −1\)/);
  });

  it('in Russian', () => {
    const volley = attackOf('volley-multiple-wounds.json');
    const text = battleaxeRollText(ru, volley, battleaxeRoll(volley, 12));
    expect(text).toMatch(/8 кубиков на попадание, группа 1 — 5\+ \(СУ 4\+; дальняя дистанция −1, стрельба залпом −1, Большая цель \+1\)/);
    expect(strayLatin(text, USER_WORDS)).toEqual([]);
  });

  it('as JSON: groups of dice with their explanation data', () => {
    const archers = attackOf('imperial-archers.json');
    const json = battleaxeRollJson(archers, battleaxeRoll(archers, 1)) as { seed: number; groups: { step: string; check: { step: string; needed?: number }; dice: { face: number }[] }[] };
    expect(json.seed).toBe(1);
    expect(json.groups[0]).toMatchObject({ step: 'to-hit', check: { step: 'to-hit', needed: 4 } });
    expect(json.groups[0]?.dice).toHaveLength(5);
  });
});

describe('the table', () => {
  const battle = battleOf('hedge-and-wall.json');

  it('lists each target with the batches, cover and range from each shooter, the needed scores and the odds', () => {
    const text = battleaxeTargetsText(en, battle, battleaxeTargetReport(battle, 'archers', options));
    expect(text).toContain('Battleaxe — whom Archers may shoot (10 models, bow)');
    expect(text).toContain('Archers may shoot.');
    expect(text).toMatch(/Goblins \(10 models\), [\d.]+" away ← advised/);
    expect(text).toMatch(/Batch 1: 4 models \(archers#1–4\): soft cover \(hedge\), 10 of 10 models more than half hidden; [\d.–]+", short range — 5\+ \(BS 4\+; soft cover −1\)/);
    expect(text).toMatch(/hard cover \(wall\)/);
    expect(text).toContain('A volley (−1): 10 models fire, in 2 batches');
    const json = battleaxeTargetsJson(battleaxeTargetReport(battle, 'archers', options)) as { advice: unknown; candidates: { target: string; options: { batches: unknown[] }[] }[] };
    expect(json.advice).toEqual({ target: 'goblins', volley: false });
    expect(json.candidates.map((c) => c.target)).toEqual(['goblins', 'orcs']);
  });

  it('says why a unit may not shoot', () => {
    const text = battleaxeTargetsText(en, battle, battleaxeTargetReport(battle, 'orcs', options));
    expect(text).toContain("Orcs may not shoot: not this army's shooting phase, has no missile weapon.");
  });

  it('rolls one unit\'s shooting on the table, with its batches, and what it left', () => {
    const planned = battleaxePlanShot(battle, 'archers', 'goblins', null, options);
    if (!planned.ok) throw new Error('a legal shooting');
    const result = battleaxeRollShot(battle, planned, 5);
    const text = battleaxeShotText(en, battle, planned, result);
    expect(text.split('\n')[0]).toBe('Battleaxe — Archers shoot at Goblins');
    expect(text).toContain('Batch 2: 6 models (archers#5–10)');
    expect(text).toMatch(/6 dice to hit, batch 2 — 6\+ \(BS 4\+; long range −1, soft cover −1\)/);
    const json = battleaxeShotJson(planned, result) as { volley: boolean; units: { id: string; models: number }[] };
    expect(json.volley).toBe(false);
    expect(json.units.find((u) => u.id === 'goblins')?.models).toBe(10 - result.report.modelsRemoved);
  });

  it('plays the phase: each unit in turn, the battle it leaves, in English and Russian', () => {
    const result = battleaxeRollPhase(battle, options, 5);
    const text = battleaxePhaseText(en, battle, result);
    expect(text).toContain('Battleaxe — Shooting phase of The Empire');
    expect(text).toMatch(/1\. Archers shoot at \w+/);
    expect(text).toMatch(/2\. Crossbowmen shoot at \w+/);
    expect(text).toContain('After the phase');
    const russian = battleaxePhaseText(ru, battle, result);
    expect(russian).toContain('Фаза стрельбы: The Empire');
    expect(strayLatin(russian, USER_WORDS)).toEqual([]);
    const json = battleaxePhaseJson(result) as { turns: { unit: string; groups: unknown[] }[] };
    expect(json.turns.map((t) => t.unit)).toEqual(['archers', 'crossbowmen']);
  });

  it('shows a volley over a friendly unit when asked for one', () => {
    const friends = battleOf('volley-over-friends.json');
    const planned = battleaxePlanShot(friends, 'archers', 'spearmen', true, options);
    if (!planned.ok) throw new Error('a legal volley');
    const text = battleaxeShotText(en, friends, planned, battleaxeRollShot(friends, planned, 8));
    expect(text.split('\n')[0]).toBe('Battleaxe — Archers fire a volley at Spearmen');
    expect(text).toContain('Batch 1: 6 models (archers#1–6): hard cover (Swordsmen), 10 of 10 models more than half hidden');
    expect(text).toMatch(/6 dice to hit, batch 1 — 6, 4\+ \(BS 4\+; volley fire −1, hard cover −2; needs 7: a 6, then 4\+\)/);
  });
});

describe('model lists', () => {
  it('shorten runs of a block\'s models', () => {
    expect(modelList(['a#1', 'a#2', 'a#3', 'a#5', 'b#1', 'loose'])).toBe('a#1–3, a#5, b#1, loose');
  });
});

/** Every text of a section: strings as they are, functions called with each of their samples. */
function texts(section: BattleaxeTexts): Map<string, string> {
  const found = new Map<string, string>();
  const samples = battleaxeTextSamples as unknown as Readonly<Record<string, Readonly<Record<string, readonly (readonly unknown[])[]>>>>;
  const walk = (value: unknown, path: readonly string[]): void => {
    const name = path.join('.');
    if (typeof value === 'string') found.set(name, value);
    else if (typeof value === 'function') {
      const list = samples[path[0] ?? '']?.[path[1] ?? ''] ?? [];
      if (list.length === 0) throw new Error(`no samples for ${name}`);
      list.forEach((args, k) => found.set(`${name}#${k}`, (value as (...a: readonly unknown[]) => string)(...args)));
    } else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  walk(section, []);
  return found;
}

describe('the Battleaxe catalogue section', () => {
  const english = texts(battleaxeEn);
  const russian = texts(battleaxeRu);

  it('has the same texts in both languages, each Russian one different and free of English', () => {
    expect([...russian.keys()].sort()).toEqual([...english.keys()].sort());
    expect(english.size).toBeGreaterThan(150);
    const same = [...english].filter(([path, text]) => /[a-z]{3}/i.test(text) && russian.get(path) === text).map(([path]) => path);
    expect(same).toEqual([]);
    const stray = [...russian].flatMap(([path, text]) => strayLatin(text, ['D6', 'B-11']).map((word) => `${path}: ${word}`));
    expect(stray).toEqual([]);
  });

  it('counts in Russian with the right forms', () => {
    expect(battleaxeRu.text.batch(1, 1)).toBe('Группа 1: 1 модель');
    expect(battleaxeRu.text.batch(1, 3)).toBe('Группа 1: 3 модели');
    expect(battleaxeRu.text.batch(1, 11)).toBe('Группа 1: 11 моделей');
    expect(battleaxeRu.text.batch(1, 21)).toBe('Группа 1: 21 модель');
    expect(battleaxeRu.text.result('Огры', 1, 2, 1)).toBe('Огры: убито 1 модель, осталось 2; следующая уже потеряла 1 рану');
    expect(battleaxeRu.text.totals(2, 5, 1)).toBe('2 попадания, 5 ранений, 1 неотражённая рана');
    expect(battleaxeRu.text.shooting('Лучники', 5, 'crossbow', 'Гоблины', 22)).toBe('Лучники (5 моделей): стрельба из арбалета, цель: Гоблины (22 модели)');
  });

  it('words every issue the Battleaxe format can report, in both languages', () => {
    const samples: BattleaxeScenarioIssue[] = [
      { code: 'battleaxe-shooting-or-hits', path: [], both: true },
      { code: 'battleaxe-shooting-or-hits', path: [], both: false },
      { code: 'battleaxe-hits-not-rolled', path: [], field: 'circumstances' },
      { code: 'battleaxe-models-and-batches', path: [] },
      { code: 'battleaxe-volley-not-allowed', path: [], weapon: 'crossbow' },
      { code: 'battleaxe-out-of-range', path: [], distance: 20, range: 18 },
      { code: 'battleaxe-point-blank-conflict', path: [], distance: 6, limit: 4, pointBlank: true },
      { code: 'battleaxe-wounds-on-current', path: [], woundsOnCurrent: 3, wounds: 3 },
      { code: 'battleaxe-starting-models', path: [], models: 5, startingModels: 4 },
    ];
    const word = <C extends BattleaxeScenarioIssue['code']>(table: typeof battleaxeIssuesEn, issue: Extract<BattleaxeScenarioIssue, { code: C }>) => (table[issue.code] as (i: typeof issue) => string)(issue);
    for (const issue of samples) {
      const english = word(battleaxeIssuesEn, issue);
      const russian = word(battleaxeIssuesRu, issue);
      expect(english.length).toBeGreaterThan(10);
      expect(russian).not.toBe(english);
      expect(strayLatin(russian, ['shooter', 'weapon', 'hits', 'circumstances', 'shooter.models', 'batches', 'pointBlank'])).toEqual([]);
    }
    expect(battleaxeIssuesEn['battleaxe-out-of-range']({ code: 'battleaxe-out-of-range', path: [], distance: 20, range: 18 })).toBe('the target is 20" away, beyond the weapon\'s range of 18"');
    expect(battleaxeIssuesRu['battleaxe-volley-not-allowed']({ code: 'battleaxe-volley-not-allowed', path: [], weapon: 'crossbow' })).toBe('из арбалета нельзя стрелять залпом');
  });
});
