import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NINTH_AGE_WEAPON_IDS, WEAPON_ATTRIBUTE_CODES, ninthAgePlanShot, ninthAgeRoll, ninthAgeRollPhase, ninthAgeRollShot, ninthAgeTargetReport, type NinthAgeAttack, type NinthAgeBattle } from '../../../src/games/ninth-age/index.js';
import { parseScenarioOf } from '../../../src/scenario/index.js';
import { NINTH_AGE_ISSUE_SAMPLES } from '../../../src/scenario/ninth-age-issues.js';
import { catalogue } from '../../../i18n/index.js';
import { ninthAgeEn, ninthAgeIssuesEn, ninthAgeIssuesRu, ninthAgeRu, ninthAgeTextSamples, type NinthAgeTexts } from '../../../i18n/ninth-age.js';
import { strayLatin } from '../../../i18n/test-latin.js';
import { ninthAgeLinesSvg } from '../../../render/ninth-age-lines.js';
import { box, bow, terrain, testBattle } from '../../../src/games/ninth-age/test-battle.js';
import {
  ninthAgeNames,
  ninthAgeOddsJson,
  ninthAgeOddsReports,
  ninthAgeOddsText,
  ninthAgePhaseJson,
  ninthAgePhaseText,
  ninthAgeRollJson,
  ninthAgeRollText,
  ninthAgeShotText,
  ninthAgeTargetsJson,
  ninthAgeTargetsText,
} from './output.js';

const en = catalogue('en');
const ru = catalogue('ru');

function example(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../../examples/ninth-age/${name}`, import.meta.url), 'utf8')) as unknown;
}

function attackOf(name: string): NinthAgeAttack {
  const result = parseScenarioOf('ninth-age', example(name));
  if (!result.ok || result.scenario.kind !== 'attack') throw new Error(`${name}: ${JSON.stringify(result)}`);
  return result.scenario.attack;
}

function battleOf(name: string): NinthAgeBattle {
  const result = parseScenarioOf('ninth-age', example(name));
  if (!result.ok || result.scenario.kind !== 'battle') throw new Error(`${name}: ${JSON.stringify(result)}`);
  return result.scenario.battle;
}

const options = { variants: { edition: 'current' as const } };

describe('every example parses', () => {
  it.each(['dwarf-throwing-weapons.json', 'crossbows-moved.json', 'hard-target.json', 'bolt-thrower-aegis.json', 'hopeless-shots-2x.json', 'forest-flank.json', 'captain-in-spearmen.json', 'catapult.json'])('%s', (name) => {
    const file = example(name) as { $schema?: string; title?: string; description?: string };
    expect(file.$schema).toBe('../../schema/scenario.schema.json');
    expect(file.title).toBeTruthy();
    expect(file.description).toBeTruthy();
    expect(parseScenarioOf('ninth-age', file).ok).toBe(true);
  });
});

describe('odds', () => {
  it("shows what each roll needs and the seed's dwarf's exact chances", () => {
    const attack = attackOf('dwarf-throwing-weapons.json');
    const text = ninthAgeOddsText(en, attack, ninthAgeOddsReports(attack), 'Dwarf');
    expect(text).toContain('Aim 5+; long range (ignored: Accurate), moving and shooting (ignored: Quick to Fire)');
    // Two shots at 5+: at least one hit 5/9, both 1/9.
    expect(text).toMatch(/at least 1\s+55\.6%\s+5\/9/);
    expect(text).toMatch(/at least 2\s+11\.1%\s+1\/9/);
    expect(text).toContain("the seed's rules");
  });

  it('gives programs every probability with its fraction', () => {
    const attack = attackOf('bolt-thrower-aegis.json');
    const json = ninthAgeOddsJson(attack, ninthAgeOddsReports(attack)) as { series: { destroyed: { exact: string }; modelsRemoved: { atLeast: { exact: string }[] } }; volleys: { shot: { unsaved: { exact: string } } }[] };
    // Worked in src/games/ninth-age/ninth-age.test.ts: unsaved 5/18 a shot, both ogres 25/2916.
    expect(json.volleys[0]?.shot.unsaved.exact).toBe('5/18');
    expect(json.series.destroyed.exact).toBe('25/2916');
    expect(json.series.modelsRemoved.atLeast[1]?.exact).toBe('295/1458');
  });

  it('a Catapult (examples/ninth-age/catapult.json): its hits, the other hits and the Partial Hit each with what it needs; the hits as fractions', () => {
    const attack = attackOf('catapult.json');
    const reports = ninthAgeOddsReports(attack);
    const text = ninthAgeOddsText(en, attack, reports);
    // Three ranks of 5 from the Front, 3 on each: 9; the Partial Hit's 2×2: 4, at Strength 2 (half of 3, rounded up).
    expect(text).toContain('3×3 from the Front: up to 3 ranks of 5, 5, 5 models, 3 hits on each at most; 9 hits');
    expect(text).toContain('Strength 2 against Resilience 3; a Partial Hit: half of Strength 3 and AP 0, rounded up');
    expect(text).toMatch(/9 hits\s+50\.0%\s+1\/2/);
    const json = ninthAgeOddsJson(attack, reports) as { volleys: { shot: { misfire: { exact: string }; area: { full: { exact: string }; partial: { exact: string } } } }[] };
    expect(json.volleys[0]?.shot.misfire.exact).toBe('1/6');
    expect(json.volleys[0]?.shot.area).toMatchObject({ full: { exact: '1/2' }, partial: { exact: '1/6' } });
    const russian = ninthAgeRollText(ru, attack, ninthAgeRoll(attack, 3));
    // The file's own names and title stay as written.
    expect(strayLatin(russian, ['A Catapult (3×3) at a block of spearmen, from the front', 'Spearmen', 'Catapult'])).toEqual([]);
  });

  it('shows only floats beyond the exact limit', () => {
    const attack = attackOf('hopeless-shots-2x.json');
    expect(ninthAgeOddsReports(attack).exact).toBeNull();
    expect(ninthAgeOddsText(en, attack, ninthAgeOddsReports(attack))).toContain('needs 7: a 6, then 4+ (Hopeless Shot)');
  });
});

describe('rolls', () => {
  it('groups the dice as players throw them, each with what it needed and why', () => {
    const attack = attackOf('crossbows-moved.json');
    const report = ninthAgeRoll(attack, 5);
    const text = ninthAgeRollText(en, attack, report);
    const toHit = text.split('\n').find((l) => l.trim().startsWith('To hit'));
    expect(toHit).toContain('(Aim 4+; moving and shooting −1, Unwieldy −1), needs 6+:');
    // All ten to-hit dice on one line.
    expect((toHit ?? '').split(':').at(-1)?.split(',').length).toBe(10);
    expect(text).toContain('Seed 5');
    expect(ninthAgeRollText(en, attack, ninthAgeRoll(attack, 5))).toBe(text);
    const json = ninthAgeRollJson(attack, report) as { groups: { step: string; needed: number | null; dice: unknown[] }[] };
    expect(json.groups[0]).toMatchObject({ step: 'to-hit', needed: 6 });
    expect(json.groups[0]?.dice).toHaveLength(10);
  });

  it('says in Russian, with the right plural forms', () => {
    const attack = attackOf('bolt-thrower-aegis.json');
    const text = ninthAgeRollText(ru, attack, ninthAgeRoll(attack, 3));
    expect(text).toContain('Кубики:');
    expect(text).toMatch(/осталось (1 модель|2 модели)/);
    expect(ninthAgeRu.models(5)).toBe('5 моделей');
    expect(ninthAgeRu.models(2)).toBe('2 модели');
    expect(ninthAgeRu.models(21)).toBe('21 модель');
    expect(ninthAgeRu.healthPoints(3)).toBe('3 очка здоровья');
    expect(ninthAgeRu.shots(11)).toBe('11 выстрелов');
  });
});

describe('on the table: the forest example', () => {
  const battle = battleOf('forest-flank.json');

  it('lists who may shoot, with each model\'s cover, and the advised target', () => {
    const text = ninthAgeTargetsText(en, battle, ninthAgeTargetReport(battle, 'crossbowmen', options));
    expect(text).toContain('Crossbowmen may shoot.');
    expect(text).toContain('May be shot: Spearmen');
    expect(text).toMatch(/Crossbowmen #1\s+1\s+8\.5"\s+soft cover/);
    expect(text).toMatch(/Crossbowmen #2\s+1\s+8\.5"\s+no cover/);
    const json = ninthAgeTargetsJson(ninthAgeTargetReport(battle, 'crossbowmen', options)) as { candidates: { target: string; volleys: { models: number; circumstances: { cover: string } }[] }[] };
    const spearmen = json.candidates.find((c) => c.target === 'spearmen');
    expect(spearmen?.volleys.map((v) => [v.models, v.circumstances.cover])).toEqual([
      [2, 'soft'],
      [4, 'none'],
    ]);
  });

  it('shows the three lines of each shooting model with what each crossed', () => {
    const planned = ninthAgePlanShot(battle, 'crossbowmen', 'spearmen', null, options);
    if (!planned.ok) throw new Error('not planned');
    const text = ninthAgeShotText(en, battle, planned, ninthAgeRollShot(battle, planned, 9));
    expect(text).toContain("Crossbowmen #1 (rank 1, 8.5\" away, in the target's right flank arc): soft cover");
    expect(text).toContain('left: forest (covering terrain, soft: soft)');
    expect(text).toContain('Goblins #1 (smaller than both: no cover)');
    expect(text).toContain('2 of 3 lines through cover, 0 through hard cover');
  });

  it('plays the phase, and says what is left', () => {
    const result = ninthAgeRollPhase(battle, options, 9);
    const text = ninthAgePhaseText(en, battle, result);
    expect(text).toContain('Shooting phase of Empire');
    expect(text).toMatch(/1\. Crossbowmen shooting at (Goblins|Spearmen) with Crossbow/);
    expect((ninthAgePhaseJson(result) as { turns: unknown[] }).turns).toHaveLength(1);
  });

  it('draws the three lines as SVG, coloured by what they cross, names escaped', () => {
    const report = ninthAgeTargetReport(battle, 'crossbowmen', options);
    const spearmen = report.candidates.find((c) => c.target === 'spearmen');
    if (!spearmen) throw new Error('no candidate');
    const names = new Map([...ninthAgeNames(battle), ['crossbowmen#1', '<script>alert(1)</script>']]);
    const svg = ninthAgeLinesSvg(spearmen.models, { labels: { cover: en.ninthAge.cover }, names });
    expect(svg.match(/class="t9a-line /g)).toHaveLength(18);
    expect(svg.match(/class="t9a-facing /g)).toHaveLength(1);
    expect(svg).toContain('class="t9a-line soft"');
    expect(svg).toContain('class="t9a-line clear"');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
    expect(ninthAgeLinesSvg([], { labels: { cover: en.ninthAge.cover } })).toBe('');
  });
});

describe('on the table: what the rulings of issue 20 add to the words', () => {
  // Red: 5 × 4 models around (20, 20); blue: one bowman facing it from (32, 20), 9" from its right facing.
  const red = { id: 'red', army: 'b', at: [20, 20] as const, files: 5, ranks: 4 };

  it('names the Covering terrain the target stands in (T-11), in English and Russian', () => {
    const battle = testBattle([red, { id: 'blue', army: 'a', at: [32, 20], facing: 270 }], [terrain('forest', 'soft-cover', box(17, 17.5, 22.2, 22.5))]);
    const planned = ninthAgePlanShot(battle, 'blue', 'red', null, options);
    if (!planned.ok) throw new Error('not planned');
    const shot = ninthAgeRollShot(battle, planned, 1);
    expect(ninthAgeShotText(en, battle, planned, shot)).toContain('the target stands inside covering terrain (forest): soft cover whatever the lines find');
    expect(ninthAgeShotText(ru, battle, planned, shot)).toContain('цель стоит внутри укрывающей местности (forest): лёгкое укрытие, что бы ни нашли линии');
  });

  it('says when a 2.x Stand and Shoot reaches beyond the range (T-1)', () => {
    // A bow (24") 27" away.
    const battle = testBattle([red, { id: 'blue', army: 'a', at: [50, 20], facing: 270, weapons: [bow()], state: { standAndShoot: true } }]);
    const text = ninthAgeTargetsText(en, battle, ninthAgeTargetReport(battle, 'blue', { variants: { edition: '2.x' } }));
    expect(text).toContain('beyond its range: Stand and Shoot (2.x), as long range');
    expect(ninthAgeTargetsText(en, battle, ninthAgeTargetReport(battle, 'blue', options))).not.toContain('beyond its range');
  });
});

describe('the Ninth Age texts', () => {
  type Sampled = Record<string, readonly (readonly unknown[])[]>;
  const call = (texts: NinthAgeTexts) =>
    Object.entries(ninthAgeTextSamples as Sampled).flatMap(([key, samples]) =>
      samples.map((args) => (texts[key as keyof NinthAgeTexts] as (...a: readonly unknown[]) => string)(...args)),
    );
  const allowed = [...NINTH_AGE_WEAPON_IDS, ...WEAPON_ATTRIBUTE_CODES];

  it('have Russian for every English text, different and free of English words', () => {
    const english = call(ninthAgeEn);
    const russian = call(ninthAgeRu);
    expect(russian).toHaveLength(english.length);
    russian.forEach((text, i) => {
      if (/[a-z]{3}/i.test(english[i] ?? '')) expect(text).not.toBe(english[i]);
      expect(strayLatin(text, allowed)).toEqual([]);
    });
    const strings = (value: unknown): string[] => (typeof value === 'string' ? [value] : value !== null && typeof value === 'object' ? Object.values(value).flatMap(strings) : []);
    for (const text of strings(ninthAgeRu)) expect(strayLatin(text, allowed)).toEqual([]);
  });

  it('put every issue into words, in both languages', () => {
    for (const [code, samples] of Object.entries(NINTH_AGE_ISSUE_SAMPLES)) {
      for (const issue of samples) {
        const enText = (ninthAgeIssuesEn as Record<string, (i: unknown) => string>)[code]?.(issue) ?? '';
        const ruText = (ninthAgeIssuesRu as Record<string, (i: unknown) => string>)[code]?.(issue) ?? '';
        expect(enText.length).toBeGreaterThan(10);
        expect(ruText).not.toBe(enText);
        expect(strayLatin(ruText, allowed)).toEqual([]);
      }
    }
  });
});
