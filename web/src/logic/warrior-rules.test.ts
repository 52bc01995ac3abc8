/**
 * A warrior's skills, equipment and special rules on the page: the type-ahead's search (in
 * English and Russian, with the command line's did-you-mean), the lists the battle file and the
 * calculator's description are written with (ids), a profile of the community's data filling
 * the right lists, and the shot that follows, against values worked by hand from the rules.
 */
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString } from '../../../src/dice/index.js';
import { mordheimOdds, targetReport } from '../../../src/games/mordheim/index.js';
import { parseScenarioValue } from '../../../src/scenario/index.js';
import { catalogue } from '../../../i18n/index.js';
import { checkEdit, findWarrior, updateWarrior, type BattleFile, type WarriorFile } from './battle-file.js';
import { calcOdds, exampleCalc, parseColumn, rollLines, valueAt, withList, withValue, type CalcOdds, type QuickFile } from './calculator.js';
import { battleFromShot } from './calculator-table.js';
import { loadProfileLibrary, withMordheimPick, type MordheimPick } from './profile-library.js';
import { newSession, reseed, shoot, type LoggedShot } from './session.js';
import { street } from './test-battle.js';
import { heldRules, RULE_FIELD, searchRules, withRuleList, withoutEntry, withRule } from './warrior-rules.js';

const en = catalogue('en');
const ru = catalogue('ru');

describe('the type-ahead', () => {
  it('offers every skill not held yet when nothing is typed, in the table\'s order', () => {
    const all = searchRules(en, 'skill', '', []);
    expect(all.matches[0]).toBe('quick-shot');
    expect(all.matches).toHaveLength(11);
    expect(searchRules(en, 'skill', '', ['quick-shot']).matches).not.toContain('quick-shot');
  });

  it('finds a rule by part of its name, in the page\'s language or the rulebook\'s, whatever the case and hyphens', () => {
    expect(searchRules(en, 'skill', 'quick', []).matches).toEqual(['quick-shot']);
    expect(searchRules(en, 'special', 'gun rest', []).matches).toEqual(['gun-rest']);
    expect(searchRules(ru, 'skill', 'быстр', []).matches).toEqual(['quick-shot']);
    // The rulebook's name finds it on the Russian page too.
    expect(searchRules(ru, 'skill', 'Quick Shot', []).matches).toEqual(['quick-shot']);
    // ё and е are one letter to a typist: «Твёрдая рука».
    expect(searchRules(ru, 'special', 'твердая', []).matches).toEqual(['steady-hands']);
  });

  it('answers a misspelling with the nearest names, as the command line\'s did-you-mean does', () => {
    expect(searchRules(en, 'skill', 'Quik Shot', [])).toEqual({ matches: ['quick-shot'], suggested: true, held: null, elsewhere: null });
    expect(searchRules(en, 'equipment', 'wolf clok', [])).toMatchObject({ matches: ['wolfcloak'], suggested: true });
    expect(searchRules(ru, 'skill', 'быстрый выстерл', [])).toMatchObject({ matches: ['quick-shot'], suggested: true });
    expect(searchRules(en, 'skill', 'zzzzzz', [])).toEqual({ matches: [], suggested: false, held: null, elsewhere: null });
  });

  it('says when the name is held already, or belongs to another list', () => {
    expect(searchRules(en, 'skill', 'Quick Shot', ['quick-shot'])).toMatchObject({ matches: [], held: 'quick-shot' });
    expect(searchRules(en, 'skill', 'lucky charm', [])).toMatchObject({ matches: [], elsewhere: 'lucky-charm' });
    expect(searchRules(ru, 'equipment', '«Уклонение»', [])).toMatchObject({ matches: [], elsewhere: 'dodge' });
  });
});

describe('the lists a file writes', () => {
  it('adds a rule by its id, once, whatever name the list already holds it under; removes an entry as written', () => {
    expect(withRule(undefined, 'quick-shot')).toEqual(['quick-shot']);
    expect(withRule(['Quick Shot'], 'quick-shot')).toEqual(['Quick Shot']);
    expect(withoutEntry(['Quick Shot', 'dodge'], 'Quick Shot')).toEqual(['dodge']);
  });

  it('shows the special rules of `rules` as chips, not Large Target or Hard to Kill; an unknown or misplaced name is flagged', () => {
    expect(heldRules(['large-target', 'dead-eye-shot'], 'special')).toEqual([{ entry: 'dead-eye-shot', id: 'dead-eye-shot', misplaced: false }]);
    expect(heldRules(['Quick Shot', 'Lucky Charm', 'Quik Shot'], 'skill')).toEqual([
      { entry: 'Quick Shot', id: 'quick-shot', misplaced: false },
      { entry: 'Lucky Charm', id: 'lucky-charm', misplaced: true },
      { entry: 'Quik Shot', id: null, misplaced: false },
    ]);
  });

  it('a warrior given Quick Shot, a lucky charm and Dead Eye Shot is written with their ids, and an emptied list is left out', () => {
    const add = (w: WarriorFile, kind: 'skill' | 'equipment' | 'special', rule: Parameters<typeof withRule>[1]) => withRuleList(w, RULE_FIELD[kind], withRule(w[RULE_FIELD[kind]], rule));
    const { file } = street();
    const edited = updateWarrior(file, 'ogre', (w) => add(add(add(w, 'skill', 'quick-shot'), 'equipment', 'lucky-charm'), 'special', 'dead-eye-shot'));
    const checked = checkEdit(edited);
    if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
    expect(findWarrior(checked.loaded.file, 'ogre')?.warrior).toMatchObject({ skills: ['quick-shot'], equipment: ['lucky-charm'], rules: ['large-target', 'dead-eye-shot'] });
    expect(checked.loaded.scenario.battle.warriors.find((w) => w.id === 'ogre')?.rules).toEqual(['quick-shot', 'lucky-charm', 'dead-eye-shot']);
    const emptied = updateWarrior(checked.loaded.file, 'ogre', (w) => withRuleList(w, 'skills', withoutEntry(w.skills, 'quick-shot')));
    expect(Object.keys(findWarrior(emptied, 'ogre')?.warrior ?? {})).not.toContain('skills');
  });

  it('a misspelt or misplaced name in a file is refused by the parser, with its place and the nearest names', () => {
    const { file } = street();
    const misspelt = checkEdit(updateWarrior(file, 'crossbowman', (w) => ({ ...w, skills: ['Quik Shot'] })));
    expect(!misspelt.ok && misspelt.issues).toEqual([expect.objectContaining({ code: 'unknown-model-rule', path: ['battle', 'warbands', 0, 'models', 1, 'skills', 0], suggestions: ['quick-shot'] })]);
    const misplaced = checkEdit(updateWarrior(file, 'crossbowman', (w) => ({ ...w, skills: ['lucky-charm'] })));
    expect(!misplaced.ok && misplaced.issues.map((i) => i.code)).toEqual(['model-rule-kind']);
  });
});

/** A warrior of the street given a skill, through the same edit the warrior editor makes. */
function withSkill(file: BattleFile, warrior: string, rule: Parameters<typeof withRule>[1]): BattleFile {
  return updateWarrior(file, warrior, (w) => withRuleList(w, 'skills', withRule(w.skills, rule)));
}

describe('the shot follows', () => {
  it('Quick Shot: the crossbowman fires two shots at the Ogre, each at 4+ (BS 3; cover −1 and Large Target +1 cancel; no −1 for a skill\'s second shot)', () => {
    const checked = checkEdit(withSkill(street().file, 'crossbowman', 'quick-shot'));
    if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
    const { battle, variants } = checked.loaded.scenario;
    const shot = targetReport(battle, 'crossbowman', { variants }).candidates.find((c) => c.target === 'ogre');
    expect(shot?.attack.shots).toBe(2);
    expect(shot?.toHit.needed).toBe(4);
    const odds = shot ? mordheimOdds(shot.attack, exactArithmetic) : null;
    // At least one hit of two at 1/2 each: 1 − (1/2)² = 3/4; both: 1/4.
    expect(odds?.series.hitsAtLeast.slice(1).map(rationalToString)).toEqual(['3/4', '1/4']);
  });

  it('the log keeps the rules each warrior held at the shot, so it can name them', () => {
    const edited = withSkill(withSkill(street().file, 'crossbowman', 'quick-shot'), 'ogre', 'acrobat');
    const checked = checkEdit(edited);
    if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
    const shot = shoot(reseed(newSession(checked.loaded), 11), 'crossbowman', 'ogre', null);
    if (!shot.ok) throw new Error('the shot is refused');
    expect((shot.session.current.log[0] as LoggedShot).rules).toEqual({ crossbowman: ['quick-shot'], ogre: ['acrobat'] });
  });
});

/** The calculator's Mordheim example (BS 3, a crossbow at Dieter 12" away) with a list set as the form sets it. */
function exampleWith(path: readonly string[], list: readonly string[]): QuickFile {
  const file = exampleCalc('mordheim', 1).columns[0] ?? {};
  return withList(file, path, list);
}

function oddsOf(file: QuickFile, language = en): CalcOdds {
  const parsed = parseColumn(file);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return calcOdds(language, parsed.shot);
}

describe('the calculator', () => {
  const shooterSkills = ['attack', 'shooter', 'skills'];
  const targetSkills = ['attack', 'target', 'skills'];

  it('a shooter with Quick Shot fires two shots at 4+: at a 3-wound target (never out of action after one shot) at least one hit 1 − (1/2)² = 3/4, both 1/4; the odds name the skill', () => {
    const file = withValue(exampleWith(shooterSkills, withRule(undefined, 'quick-shot')), ['attack', 'target', 'profile', 'W'], 3);
    expect(valueAt(file, shooterSkills)).toEqual(['quick-shot']);
    const odds = oddsOf(file);
    expect(odds.sections[0]?.needs[0]?.[1]).toBe('4+');
    expect(odds.sections[1]?.chancesHeading).toBe(en.text.afterShots(2));
    const atLeast = odds.counts[0]?.rows.map((r) => r.chance.exact);
    expect(atLeast).toEqual(['3/4', '1/4']);
    expect(odds.notes).toEqual([{ kind: 'held', text: 'Marksman: Quick Shot' }]);
  });

  it('a target with Acrobat is named as holding it and never as "not applied" (it acts in a fall, M-10), in English and Russian, in the odds and the roll', () => {
    const file = exampleWith(targetSkills, ['acrobat']);
    expect(oddsOf(file).notes).toEqual([{ kind: 'held', text: 'Dieter: Acrobat' }]);
    expect(oddsOf(file, ru).notes.map((n) => n.text)).toEqual(['Dieter: «Акробат»']);
    const parsed = parseColumn(file);
    if (!parsed.ok) throw new Error('refused');
    expect(rollLines(en, parsed.shot, 3).slice(0, 3)).toEqual([en.text.shooterShootsTarget('Marksman', 'crossbow', 'Dieter'), 'Dieter: Acrobat', en.web.roll.seedLine(3)]);
  });

  it('a misspelt skill is refused with its place and the nearest names', () => {
    const parsed = parseColumn(exampleWith(shooterSkills, ['Quik Shot']));
    expect(!parsed.ok && parsed.issues).toEqual([expect.objectContaining({ code: 'unknown-model-rule', path: ['attack', 'shooter', 'skills', 0], suggestions: ['quick-shot'] })]);
  });

  it('the shot put on a table keeps the skills, equipment, special rules and a spent lucky charm', () => {
    let file = exampleWith(shooterSkills, ['quick-shot']);
    file = withList(file, ['attack', 'shooter', 'rules'], ['dead-eye-shot']);
    file = withList(file, ['attack', 'target', 'equipment'], ['lucky-charm']);
    file = withValue(file, ['attack', 'target', 'luckyCharmUsed'], true);
    const battle = parseScenarioValue(battleFromShot(file, 'mordheim', 'A shot'));
    if (!battle.ok || battle.scenario.kind !== 'battle' || battle.scenario.game !== 'mordheim') throw new Error(JSON.stringify(battle));
    const [shooter, target] = battle.scenario.battle.warriors;
    expect(shooter?.rules).toEqual(['quick-shot', 'dead-eye-shot']);
    expect(target?.rules).toEqual(['lucky-charm']);
    expect(target?.state.luckyCharmUsed).toBe(true);
  });
});

describe('a profile of the community\'s data', () => {
  const base: MordheimPick = { key: 'Characters/Someone', aliases: [], profile: { BS: 4, S: 3, T: 3, W: 1, I: 4 }, weapons: ['crossbow'], kit: [], rules: [] };

  it('puts its special rules in `rules`, its skills and equipment beside the warrior\'s own', () => {
    const crossbowman = findWarrior(street().file, 'crossbowman')?.warrior;
    if (!crossbowman) throw new Error('no crossbowman');
    const filled = withMordheimPick({ ...crossbowman, skills: ['quick-shot'], rules: ['expert-pistolier'] }, { ...base, rules: ['large-target', 'dead-eye-shot', 'dodge', 'lucky-charm'] });
    expect(filled).toMatchObject({ rules: ['large-target', 'dead-eye-shot'], skills: ['quick-shot', 'dodge'], equipment: ['lucky-charm'] });
    expect(Object.keys(withMordheimPick(crossbowman, base))).not.toContain('skills');
  });

  it('the Tilean Marksman of the data brings Dead Eye Shot and Steady Hands, which the battle reads', async () => {
    const library = await loadProfileLibrary();
    const tilean = library.mordheim.find((p) => p.key === 'Characters/Tilean Marksman');
    if (!tilean) throw new Error('no Tilean Marksman in the data');
    const checked = checkEdit(updateWarrior(street().file, 'crossbowman', (w) => withMordheimPick(w, tilean)));
    if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
    expect(findWarrior(checked.loaded.file, 'crossbowman')?.warrior.rules).toEqual(expect.arrayContaining(['dead-eye-shot', 'steady-hands']));
    expect(checked.loaded.scenario.battle.warriors.find((w) => w.id === 'crossbowman')?.rules).toEqual(expect.arrayContaining(['dead-eye-shot', 'steady-hands']));
  });
});
