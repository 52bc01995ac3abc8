/**
 * The quick description of an attack by flags (`odds --game mordheim --bs 3 --weapon crossbow
 * …`): each game's flags with plausible values, then a few with values the shell can hand
 * over and a number field should refuse (NaN, Infinity, -0, 1e999, "", "5+", fractions).
 */
import fc from 'fast-check';
import { BUILT_IN_GAMES_ON_CLI } from '../../cli/games/registry.js';
import { QUICK_FLAG_NAMES } from '../../i18n/catalogue.js';
import { BATTLEAXE_WEAPON_IDS } from '../../src/games/battleaxe/index.js';
import { MORDHEIM_WEAPON_IDS } from '../../src/games/mordheim/index.js';
import { COVER_LEVELS, MOVEMENTS } from '../../src/games/ninth-age/index.js';
import { GAMES } from '../../src/scenario/index.js';
import { cliCase, type FuzzCase } from '../case.js';
import { languageChoice, seedArgument } from './commands.js';
import { nastyFlagValue, nastyString } from './nasty.js';
import { mostly, sometimes, tenths } from './tables.js';

const number = (min: number, max: number) => fc.integer({ min, max }).map(String);
const score = fc.integer({ min: 2, max: 6 }).chain((n) => fc.constantFrom(String(n), `${n}+`));
const list = (items: readonly string[]) => fc.subarray([...items], { minLength: 1 }).map((chosen) => chosen.join(','));

const NINTH_AGE_WEAPONS = ['bow', 'longbow', 'crossbow', 'handgun', 'pistol', 'throwing weapons', 'Crossbow'];

const VARIANT_SETTINGS: Readonly<Record<string, readonly string[]>> = {
  mordheim: ['naturalOneMisses=false', 'sevenPlus=second-roll', 'coverStrike=natural-one', 'measure=horizontal', 'oneCriticalPerPhase=true', 'initiativeSixFails=true'],
  battleaxe: ['woundChart=always-six', 'woundChart=chart', 'directFireRanks=2', 'arc=all-round'],
  'ninth-age': ['edition=2.x', 'edition=current'],
};

function togglesOf(game: string): readonly string[] {
  const spec = (BUILT_IN_GAMES_ON_CLI.find(game)?.quickFlags ?? []).find((s) => s.flag === '--mods');
  return spec?.kind === 'toggles' ? Object.keys(spec.items) : ['cover'];
}

/** A value a player might type for the flag in this game. */
function plausible(game: string, flag: string): fc.Arbitrary<string> {
  switch (flag) {
    case '--bs':
      return game === 'battleaxe' ? number(2, 6) : number(1, 10);
    case '--strength':
    case '--target-t':
      return number(1, 10);
    case '--target-w':
    case '--target-hp':
      return number(1, 3);
    case '--wounds-left':
      return number(0, 1);
    case '--weapon':
      if (game === 'ninth-age') return fc.record({ name: fc.constantFrom(...NINTH_AGE_WEAPONS), aim: fc.integer({ min: 2, max: 6 }) }).map((w) => `${w.name} (${w.aim}+)`);
      return fc.constantFrom(...(game === 'battleaxe' ? BATTLEAXE_WEAPON_IDS : MORDHEIM_WEAPON_IDS));
    case '--condition':
      return fc.constantFrom('standing', 'knocked-down', 'stunned');
    case '--armour':
      return fc.record({ body: fc.constantFrom('', 'light', 'heavy', 'gromril', 'ithilmar', 'leathers'), extra: fc.subarray(['shield', 'buckler', 'helmet', 'barding']) }).map((k) => [k.body, ...k.extra].filter(Boolean).join(','));
    case '--target-rules':
      return list(['large-target', 'hard-to-kill']);
    case '--mods':
      return list(togglesOf(game));
    case '--distance':
      return tenths(0, 40).map(String);
    case '--shots':
      return number(1, 5);
    case '--models':
    case '--target-models':
    case '--target-starting-models':
      return number(1, 20);
    case '--files':
      return number(1, 10);
    case '--wounds-on-current':
      return number(0, 2);
    case '--target-keywords':
      return list(['large', 'character', 'war-machine']);
    case '--armour-save':
    case '--ward':
    case '--aegis':
    case '--fortitude':
      return score;
    case '--target-res':
      return number(1, 6);
    case '--target-arm':
      return number(0, 6);
    case '--hard-target':
      return number(0, 2);
    case '--movement':
      return fc.constantFrom(...MOVEMENTS);
    case '--cover':
      return fc.constantFrom(...COVER_LEVELS);
    case '--variant':
      return fc.constantFrom(...(VARIANT_SETTINGS[game] ?? ['x=y']));
    default:
      return number(0, 10);
  }
}

/** The flags an attack of the game needs. */
const REQUIRED: Readonly<Record<string, readonly string[]>> = {
  mordheim: ['--bs', '--weapon', '--target-t'],
  // --strength is for thrown weapons only (refused beside a bow in every game): an extra, not required.
  battleaxe: ['--bs', '--weapon', '--target-t'],
  'ninth-age': ['--weapon', '--target-res'],
};

export interface QuickPlan {
  readonly command: 'odds' | 'roll';
  readonly game: string;
  readonly flags: readonly (readonly [string, string])[];
  readonly seed: string | null;
  readonly json: boolean;
  readonly lang: string | null;
}

const flagsFor = (game: string): fc.Arbitrary<(readonly [string, string])[]> => {
  const own = (BUILT_IN_GAMES_ON_CLI.find(game)?.quickFlags ?? []).map((s) => s.flag);
  const required = REQUIRED[game] ?? [];
  const base = fc.tuple(...required.map((flag) => plausible(game, flag).map((value) => [flag, value] as const)));
  const optional = own.filter((flag) => !required.includes(flag));
  const extra = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...optional).chain((flag) => plausible(game, flag).map((value) => [flag, value] as const)) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...own), nastyFlagValue) },
    // A flag of another game, or one no game has.
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...QUICK_FLAG_NAMES, '--colour', '--bs3'), nastyFlagValue) },
  );
  return fc.record({ base, extras: fc.array(extra, { maxLength: 3 }), drop: sometimes(fc.nat({ max: 10 }), 8) }).map(({ base, extras, drop }) => {
    const kept = drop === null ? [...base] : base.filter((_, i) => i !== drop % base.length);
    return [...kept, ...extras];
  });
};

export const quickPlan: fc.Arbitrary<QuickPlan> = fc
  .oneof({ weight: 30, arbitrary: fc.constantFrom(...GAMES) }, { weight: 1, arbitrary: nastyString })
  .chain((game) =>
    fc.record({
      command: fc.constantFrom('odds' as const, 'roll' as const),
      game: fc.constant(game),
      flags: flagsFor(GAMES.includes(game as (typeof GAMES)[number]) ? game : 'mordheim'),
      seed: mostly(seedArgument, 3),
      json: fc.boolean(),
      lang: languageChoice,
    }),
  );

export function quickCase(plan: QuickPlan): FuzzCase {
  const argv = [plan.command, '--game', plan.game, ...plan.flags.flat(), ...(plan.command === 'roll' && plan.seed !== null ? ['--seed', plan.seed] : []), ...(plan.json ? ['--json'] : []), ...(plan.lang === null ? [] : ['--lang', plan.lang])];
  return cliCase('quick', plan.game, argv);
}
