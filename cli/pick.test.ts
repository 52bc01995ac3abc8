import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commanderSuggestions } from './run.js';
import { nearIdsAndNames, pickByIdOrName } from './pick.js';
import { EXAMPLES_DIR, example, runForTest } from './test-io.js';

// A warband as battle files write them: ids for programs, names for people.
const warband = [
  { id: 'marksman', name: 'Marksman' },
  { id: 'youngblood', name: 'Night runner' },
  { id: 'ogre', name: 'Big Ogre' },
  // Named as another's id: the id still means the other one.
  { id: 'runt', name: 'ogre' },
  { id: 'lookout' },
];

describe('pickByIdOrName', () => {
  it('takes an id as it is', () => {
    expect(pickByIdOrName('model', '--shooter', 'youngblood', warband)).toEqual({ ok: true, id: 'youngblood' });
  });

  it('takes a name, written exactly or in another case and spacing', () => {
    expect(pickByIdOrName('model', '--target', 'Night runner', warband)).toEqual({ ok: true, id: 'youngblood' });
    expect(pickByIdOrName('model', '--target', ' night  RUNNER ', warband)).toEqual({ ok: true, id: 'youngblood' });
  });

  it('lets an id win over a name that reads the same', () => {
    // "ogre" is the id of the Big Ogre and the name of the runt.
    expect(pickByIdOrName('model', '--target', 'ogre', warband)).toEqual({ ok: true, id: 'ogre' });
  });

  it('refuses a name several share, with their ids', () => {
    const twins = [
      { id: 'a', name: 'Swordsman' },
      { id: 'b', name: 'Swordsman' },
      { id: 'c', name: 'Archer' },
    ];
    expect(pickByIdOrName('unit', '--order', 'Swordsman', twins)).toEqual({ ok: false, issue: { code: 'ambiguous-unit-name', option: '--order', name: 'Swordsman', ids: ['a', 'b'] } });
    expect(pickByIdOrName('model', '--target', 'swordsman', twins)).toEqual({ ok: false, issue: { code: 'ambiguous-model-name', option: '--target', name: 'swordsman', ids: ['a', 'b'] } });
  });

  it('prefers the name written exactly over names written another way', () => {
    const cased = [
      { id: 'a', name: 'Orc' },
      { id: 'b', name: 'orc' },
    ];
    expect(pickByIdOrName('unit', '--target', 'orc', cased)).toEqual({ ok: true, id: 'b' });
    expect(pickByIdOrName('unit', '--target', 'ORC', cased)).toEqual({ ok: false, issue: { code: 'ambiguous-unit-name', option: '--target', name: 'ORC', ids: ['a', 'b'] } });
  });

  it('offers the nearest ids and names for a typo', () => {
    // One letter off the id "lookout"; one off the name "Night runner".
    expect(pickByIdOrName('model', '--target', 'lokout', warband)).toEqual({ ok: false, issue: { code: 'unknown-model-did-you-mean', option: '--target', id: 'lokout', suggestions: ['lookout'] } });
    expect(pickByIdOrName('unit', '--shooter', 'Nigt runner', warband)).toEqual({ ok: false, issue: { code: 'unknown-unit-did-you-mean', option: '--shooter', id: 'Nigt runner', suggestions: ['Night runner'] } });
  });

  it('lists every id when nothing is near', () => {
    expect(pickByIdOrName('model', '--from', 'zzzzzzzzzz', warband)).toEqual({
      ok: false,
      issue: { code: 'unknown-model', option: '--from', id: 'zzzzzzzzzz', known: ['marksman', 'youngblood', 'ogre', 'runt', 'lookout'] },
    });
  });
});

describe('nearIdsAndNames', () => {
  it('offers a name that reads as its own id once, by the id', () => {
    // "Marksman" and "marksman" are one word to closestNames: the id is offered.
    expect(nearIdsAndNames('marksmen', warband)).toEqual(['marksman']);
  });
});

describe('commanderSuggestions', () => {
  it("reads commander's one suggestion and its several", () => {
    expect(commanderSuggestions("error: unknown command 'odd'\n(Did you mean odds?)")).toEqual(['odds']);
    expect(commanderSuggestions("error: unknown option '--s'\n(Did you mean one of --seed, --svg?)")).toEqual(['--seed', '--svg']);
    expect(commanderSuggestions("error: unknown command 'zzz'")).toEqual([]);
  });
});

const street = example('battle-street.json');

describe('--shooter, --target, --order, --from and --to take names', () => {
  it('targets and shoot by name give what they give by id', async () => {
    // battle-street.json: "marksman" is named Marksman, "lookout" Lookout, "youngblood" Night runner.
    expect((await runForTest(['targets', street, '--shooter', 'Marksman'])).stdout).toBe((await runForTest(['targets', street, '--shooter', 'marksman'])).stdout);
    const byName = await runForTest(['shoot', street, '--shooter', 'Marksman', '--target', 'Lookout', '--seed', '11', '--json']);
    const byId = await runForTest(['shoot', street, '--shooter', 'marksman', '--target', 'lookout', '--seed', '11', '--json']);
    expect(byName.code).toBe(0);
    expect(byName.stdout).toBe(byId.stdout);
    // The JSON names them by id, whatever was typed.
    expect(JSON.parse(byName.stdout)).toMatchObject({ shooter: 'marksman', target: 'lookout' });
  });

  it('a name several warriors share is refused, with their ids', async () => {
    const battle = JSON.parse(readFileSync(street, 'utf8')) as { battle: { warbands: { models: { id: string; name?: string }[] }[] } };
    for (const warrior of battle.battle.warbands[1]?.models ?? []) warrior.name = 'Skaven';
    const run = await runForTest(['shoot', '-', '--shooter', 'marksman', '--target', 'Skaven'], { stdin: JSON.stringify(battle) });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('--target: "Skaven" is the name of 4 models (ogre, swordsman, youngblood, lookout); give the id of one\n');
  });

  it('a typo gets the nearest ids or names, in English and Russian', async () => {
    const run = await runForTest(['shoot', street, '--shooter', 'marksman', '--target', 'Night runer']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('--target: there is no model with the id or name "Night runer"; did you mean Night runner?\n');
    const ru = await runForTest(['targets', street, '--shooter', 'marksmen', '--lang', 'ru']);
    expect(ru.stderr).toBe('--shooter: модели с идентификатором или именем «marksmen» нет; может быть, marksman?\n');
  });

  it('nothing near still lists every id', async () => {
    const run = await runForTest(['targets', street, '--shooter', 'zzzzzzzzzz']);
    expect(run.stderr).toBe('--shooter: there is no model "zzzzzzzzzz"; the models are marksman, crossbowman, ogre, swordsman, youngblood, lookout\n');
  });

  it('units by name in Battleaxe and The Ninth Age, --order and render too', async () => {
    const hedge = `${EXAMPLES_DIR}/battleaxe/hedge-and-wall.json`;
    const flank = `${EXAMPLES_DIR}/ninth-age/forest-flank.json`;
    expect((await runForTest(['targets', hedge, '--shooter', 'Archers'])).stdout).toBe((await runForTest(['targets', hedge, '--shooter', 'archers'])).stdout);
    expect((await runForTest(['phase', hedge, '--order', 'Crossbowmen, Archers', '--seed', '5'])).stdout).toBe((await runForTest(['phase', hedge, '--order', 'crossbowmen,archers', '--seed', '5'])).stdout);
    const order = await runForTest(['phase', flank, '--order', 'Crossbowman']);
    expect(order.stderr).toBe('--order: there is no unit with the id or name "Crossbowman"; did you mean crossbowmen?\n');
    // A Ninth Age model is named after its unit and number: "Crossbowmen #2" is crossbowmen#2.
    expect((await runForTest(['render', flank, '--svg', '-', '--to', 'Crossbowmen #2'])).stdout).toBe((await runForTest(['render', flank, '--svg', '-', '--to', 'crossbowmen#2'])).stdout);
    const model = await runForTest(['render', hedge, '--svg', '-', '--from', 'archer#1']);
    expect(model.stderr).toBe('--from: there is no model with the id or name "archer#1"; did you mean archers#1?\n');
  });
});

describe("commander's suggestions for a command or an option", () => {
  it('marksman odd: did you mean odds; an option mistyped gets the nearest option', async () => {
    expect(await runForTest(['odd'])).toEqual({ code: 2, stdout: '', stderr: 'unknown command "odd"; did you mean odds?\n' });
    expect((await runForTest(['profile'])).stderr).toBe('unknown command "profile"; did you mean profiles?\n');
    expect((await runForTest(['roll', example('crossbow-vs-dieter.json'), '--sed', '3'])).stderr).toBe('unknown option --sed; did you mean --seed?\n');
    expect((await runForTest(['odd', '--lang', 'ru'])).stderr).toBe('неизвестная команда «odd»; может быть, odds?\n');
  });

  it('a word like no command is refused without a guess', async () => {
    expect((await runForTest(['zzzzzz'])).stderr).toBe('unknown command "zzzzzz"\n');
  });
});
