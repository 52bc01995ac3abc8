/**
 * Every door a user has, as one arbitrary of fuzz cases. The weights keep the campaign's cost
 * per case small: doors that load the community's data (rosters, named profiles, profiles)
 * take half a second a case and are drawn rarely; the rest take milliseconds.
 */
import fc from 'fast-check';
import { REWRITES, type FuzzCase } from '../case.js';
import type { Corpus } from '../corpus.js';
import { adviceArgv, commandPlan, fileArgv, SCENARIO_FILE, type CommandPlan } from './commands.js';
import { edgeBattle } from './edges.js';
import { battleaxeBattle, generatedAttack, generatedBattle, mordheimBattle, ninthAgeBattle } from './games.js';
import { battleLinkCase, battleLinkPlan } from './links.js';
import { miscCase, miscPlan } from './misc.js';
import { quickCase, quickPlan } from './quick.js';
import { rosterCase, rosterPlan } from './rosters.js';
import { scenarioPlan, scenarioText, type ScenarioPlan } from './scenario-text.js';

function fileCase(scenario: ScenarioPlan, command: CommandPlan, russianLocale: boolean, corpus: Corpus): FuzzCase {
  const text = scenarioText(scenario, corpus.vocabulary);
  const argv = fileArgv(command, scenario.source.kind, scenario.source.ids);
  return {
    door: 'file',
    game: scenario.source.game,
    argv,
    files: { [SCENARIO_FILE]: text },
    stdin: command.viaStdin ? text : null,
    env: russianLocale ? { LANG: 'ru_RU.UTF-8' } : {},
    disk: [],
    link: null,
    rewrite: null,
  };
}

const fileDoor = (corpus: Corpus): fc.Arbitrary<FuzzCase> =>
  fc.record({ scenario: scenarioPlan(corpus), command: commandPlan, russianLocale: fc.boolean().chain((b) => (b ? fc.boolean() : fc.constant(false))) }).map((p) => fileCase(p.scenario, p.command, p.russianLocale, corpus));

/** A valid battle (Ninth Age most: its advice is the one seen to disagree with its shot). */
const adviceDoor: fc.Arbitrary<FuzzCase> = fc
  .record({ source: fc.oneof({ weight: 4, arbitrary: ninthAgeBattle }, { weight: 2, arbitrary: battleaxeBattle }, { weight: 2, arbitrary: mordheimBattle }, { weight: 1, arbitrary: edgeBattle(generatedBattle) }), shooter: fc.nat({ max: 100 }), indent: fc.boolean() })
  .map(({ source, shooter }) => ({
    door: 'advice',
    game: source.game,
    argv: adviceArgv(shooter, source.ids),
    files: { [SCENARIO_FILE]: JSON.stringify(source.value) },
    stdin: null,
    env: {},
    disk: [],
    link: null,
    rewrite: null,
  }));

/** A valid scenario and a command, run on the file as written and as written another way. */
const equivalentDoor = (corpus: Corpus): fc.Arbitrary<FuzzCase> =>
  fc
    .record({
      source: fc.oneof({ weight: 3, arbitrary: generatedBattle }, { weight: 1, arbitrary: generatedAttack }, { weight: 1, arbitrary: edgeBattle(generatedBattle) }, { weight: 1, arbitrary: fc.constantFrom(...corpus.examples.filter((e) => !e.named)) }),
      command: commandPlan,
      indent: fc.boolean(),
      rewrite: fc.constantFrom(...REWRITES),
    })
    .map(({ source, command, indent, rewrite }) => ({
      door: 'equivalent',
      game: source.game,
      argv: fileArgv(command, source.kind, source.ids),
      files: { [SCENARIO_FILE]: JSON.stringify(source.value, null, indent ? 2 : undefined) },
      stdin: command.viaStdin ? JSON.stringify(source.value, null, indent ? 2 : undefined) : null,
      env: {},
      disk: [],
      link: null,
      rewrite,
    }));

/** Door weights out of 1000. */
export const DOOR_WEIGHTS = { file: 547, quick: 170, advice: 60, equivalent: 50, misc: 50, share: 120, roster: 3 } as const;

export function caseArbitrary(corpus: Corpus): fc.Arbitrary<FuzzCase> {
  return fc.oneof(
    { weight: DOOR_WEIGHTS.file, arbitrary: fileDoor(corpus) },
    { weight: DOOR_WEIGHTS.quick, arbitrary: quickPlan.map(quickCase) },
    { weight: DOOR_WEIGHTS.advice, arbitrary: adviceDoor },
    { weight: DOOR_WEIGHTS.equivalent, arbitrary: equivalentDoor(corpus) },
    { weight: DOOR_WEIGHTS.misc, arbitrary: miscPlan.map(miscCase) },
    { weight: DOOR_WEIGHTS.share, arbitrary: battleLinkPlan(corpus).map((plan) => battleLinkCase(plan, corpus)) },
    { weight: DOOR_WEIGHTS.roster, arbitrary: rosterPlan(corpus).map((plan) => rosterCase(plan, corpus)) },
  );
}
