/**
 * The commands that read no scenario (demo, schema, profiles, help, version) and command lines
 * a user mistypes: missing arguments, unknown commands and options, stray values.
 */
import fc from 'fast-check';
import { QUICK_FLAG_NAMES } from '../../i18n/catalogue.js';
import { cliCase, type FuzzCase } from '../case.js';
import { languageChoice, SCENARIO_FILE } from './commands.js';
import { nastyFlagValue, nastyString } from './nasty.js';
import { mostly, sometimes } from './tables.js';

const COMMANDS = ['odds', 'roll', 'targets', 'shoot', 'phase', 'render', 'profiles', 'roster', 'demo', 'schema', 'help'] as const;
const OPTIONS = ['--json', '--lang', '--seed', '--shooter', '--target', '--weapon', '--volley', '--no-volley', '--out', '--order', '--svg', '--from', '--to', '--game', '--search', '--problems', '--data', '--into', '--help', '-h', '-V', '--version', ...QUICK_FLAG_NAMES];

/** Reading the community's data takes half a second: profiles is a rare draw. */
const profiles = fc
  .record({
    game: fc.oneof({ weight: 8, arbitrary: fc.constantFrom('mordheim', 'ninth-age') }, { weight: 1, arbitrary: fc.constantFrom('battleaxe', 'chess', '') }),
    search: mostly(fc.oneof(fc.constantFrom('mark', 'Marksman', 'militia', 'State Militia', 'rat', 'zzz'), nastyString), 4),
    problems: fc.boolean(),
    json: fc.boolean(),
    missingData: fc.boolean().chain((b) => (b ? fc.boolean() : fc.constant(false))),
  })
  .map((p) => [
    'profiles',
    '--game',
    p.game,
    ...(p.search === null ? [] : ['--search', p.search]),
    ...(p.problems ? ['--problems'] : []),
    ...(p.json ? ['--json'] : []),
    // A data folder that is not there must be refused by name (the real one is the default).
    ...(p.missingData ? ['--data', '/nonexistent/marksman-fuzz-data'] : []),
  ]);

const fixed = fc.constantFrom<readonly string[]>(
  ['demo'],
  ['demo', '--json'],
  ['demo', '--lang', 'ru'],
  ['schema'],
  ['-V'],
  ['--version'],
  ['--help'],
  [],
  ['help'],
  ['help', 'odds'],
  ['help', 'nothing'],
  ['odds'],
  ['odds', 'missing.json'],
  ['odds', SCENARIO_FILE, SCENARIO_FILE],
  ['targets', SCENARIO_FILE],
  ['render', SCENARIO_FILE],
  ['shoot', SCENARIO_FILE, '--shooter'],
  ['roster'],
  ['roster', 'missing.ros'],
  ['profiles'],
  ['odds', '--game'],
  ['odds', '--game', 'mordheim', SCENARIO_FILE],
);

/** Any words in any order: commands, options and values. */
const jumble = fc.array(fc.oneof(fc.constantFrom(...COMMANDS), fc.constantFrom(...OPTIONS), nastyFlagValue), { minLength: 1, maxLength: 6 });

export interface MiscPlan {
  readonly argv: readonly string[];
  readonly lang: string | null;
  readonly locale: string | null;
}

export const miscPlan: fc.Arbitrary<MiscPlan> = fc.record({
  argv: fc.oneof({ weight: 12, arbitrary: fixed }, { weight: 1, arbitrary: profiles }, { weight: 8, arbitrary: jumble }, { weight: 4, arbitrary: fc.constantFrom(...COMMANDS).map((c) => [c, '--help']) }),
  lang: languageChoice,
  locale: sometimes(fc.constantFrom('ru_RU.UTF-8', 'en_GB.UTF-8', 'C', 'POSIX', 'xx', ''), 4),
});

export function miscCase(plan: MiscPlan): FuzzCase {
  const argv = [...plan.argv, ...(plan.lang === null ? [] : ['--lang', plan.lang])];
  // The scenario some of these name: a small valid one, so the error is the command line's own.
  const files = { [SCENARIO_FILE]: '{"game":"mordheim","attack":{"shooter":{"profile":{"BS":3}},"weapon":"bow","target":{"profile":{"T":3}}}}' };
  const base = cliCase('misc', '', argv, files);
  return plan.locale === null ? base : { ...base, env: { LANG: plan.locale } };
}
