/**
 * Command lines over a scenario file: every command that reads one, with its options, naming
 * the file's own ids mostly and unknown ones sometimes.
 */
import fc from 'fast-check';
import { PLAN_GOALS } from '../../cli/plan-command.js';
import { ADVICE_GOALS } from '../../src/engine/index.js';
import type { ScenarioIds } from '../corpus.js';
import { nastyFlagValue, nastyString } from './nasty.js';
import { mostly, sometimes } from './tables.js';

/** The name the scenario file has in the virtual file system. */
export const SCENARIO_FILE = 'scenario.json';
export const OUT_FILE = 'after.json';
export const SVG_FILE = 'table.svg';

/** Battles are for targets, shoot, phase, render and the advisor's plan and advise; attacks for odds and roll: mostly, not always. */
const BATTLE_COMMANDS = ['targets', 'targets', 'targets', 'shoot', 'shoot', 'shoot', 'phase', 'phase', 'render', 'render', 'odds', 'roll', 'plan', 'plan', 'advise'] as const;
const ATTACK_COMMANDS = ['odds', 'odds', 'odds', 'odds', 'roll', 'roll', 'roll', 'roll', 'targets', 'shoot', 'phase', 'render', 'plan', 'advise', 'odds'] as const;
export type FileCommand = (typeof BATTLE_COMMANDS)[number];

/** An id to name: one of the file's (by index), or any text. */
export type IdPick = { readonly known: number } | { readonly unknown: string };

const idPick: fc.Arbitrary<IdPick> = fc.oneof({ weight: 40, arbitrary: fc.nat({ max: 1000 }).map((known) => ({ known })) }, { weight: 1, arbitrary: nastyString.map((unknown) => ({ unknown })) });

function idOf(pick: IdPick, ids: readonly string[]): string {
  if ('unknown' in pick) return pick.unknown;
  return ids[pick.known % Math.max(1, ids.length)] ?? 'nobody';
}

/** A seed as typed: a whole number mostly, now and then what --seed must refuse. */
export const seedArgument: fc.Arbitrary<string> = fc.oneof({ weight: 40, arbitrary: fc.integer({ min: 0, max: 0xffffffff }).map(String) }, { weight: 1, arbitrary: nastyFlagValue });

export const languageChoice = fc.oneof({ weight: 30, arbitrary: fc.constant(null) }, { weight: 8, arbitrary: fc.constant('ru') }, { weight: 2, arbitrary: fc.constant('en') }, { weight: 1, arbitrary: nastyString });

export interface CommandPlan {
  readonly command: number;
  readonly shooter: IdPick;
  readonly target: IdPick;
  readonly weapon: IdPick | null;
  readonly volley: boolean | null;
  readonly seed: string | null;
  readonly json: boolean;
  readonly out: boolean;
  readonly order: readonly IdPick[] | null;
  readonly svgToStdout: boolean;
  readonly sight: 'none' | 'from' | 'to';
  readonly lang: string | null;
  readonly viaStdin: boolean;
  /** The advisor's options: a goal (by index, or any text), a move and a grid as typed, an SVG of the map. */
  readonly goal: number | null;
  readonly move: string | null;
  readonly grid: string | null;
  readonly adviseSvg: boolean;
  /** shoot --fire-once; phase --declare SHOOTER=TARGETS (Mordheim's declared shots). */
  readonly fireOnce: boolean;
  readonly declare: readonly (readonly [IdPick, readonly IdPick[]])[] | null;
}

/** What a player types for the advisor's move and grid: inches, mostly small, now and then what the flag must refuse. */
const inches = (typical: readonly string[]): fc.Arbitrary<string> => fc.oneof({ weight: 20, arbitrary: fc.constantFrom(...typical) }, { weight: 1, arbitrary: nastyFlagValue });

export const commandPlan: fc.Arbitrary<CommandPlan> = fc.record({
  command: fc.nat({ max: 1000 }),
  shooter: idPick,
  target: idPick,
  weapon: sometimes(idPick, 3),
  volley: fc.constantFrom(null, true, false),
  seed: mostly(seedArgument, 6),
  json: fc.boolean(),
  out: fc.boolean(),
  order: sometimes(fc.array(idPick, { minLength: 1, maxLength: 3 }), 4),
  svgToStdout: fc.boolean(),
  sight: fc.constantFrom('none', 'from', 'to'),
  lang: languageChoice,
  viaStdin: fc.boolean().chain((b) => (b ? fc.boolean() : fc.constant(false))),
  goal: sometimes(fc.nat({ max: 100 }), 2),
  // The advisor weighs every place on its grid: small moves and coarse grids keep a case within the time limit.
  move: sometimes(inches(['0', '1', '2', '3', '4.5', '6']), 2),
  grid: sometimes(inches(['1', '2', '3', '1.5']), 2).map((g) => g ?? '2'),
  adviseSvg: fc.boolean(),
  fireOnce: fc.nat({ max: 9 }).map((n) => n === 0),
  declare: sometimes(fc.array(fc.tuple(idPick, fc.array(idPick, { minLength: 1, maxLength: 3 })), { minLength: 1, maxLength: 2 }), 6),
});

/** A goal by index among the command's, or (one time in 25) a word it must refuse. */
const goalOf = (goal: number, goals: readonly string[]): string => (goal % 25 === 24 ? 'everything' : (goals[goal % goals.length] ?? ''));

export const commandOf = (plan: CommandPlan, kind: 'attack' | 'battle'): FileCommand => {
  const list = kind === 'battle' ? BATTLE_COMMANDS : ATTACK_COMMANDS;
  return list[plan.command % list.length] as FileCommand;
};

const optional = (flag: string, value: string | null): string[] => (value === null ? [] : [flag, value]);

/** The argv of a command over the scenario file; standard input stands in for the file now and then. */
export function fileArgv(plan: CommandPlan, kind: 'attack' | 'battle', ids: ScenarioIds): string[] {
  const command = commandOf(plan, kind);
  const file = plan.viaStdin ? '-' : SCENARIO_FILE;
  const everyone = [...ids.shooters, ...ids.targets];
  const common = [...(plan.json ? ['--json'] : []), ...optional('--lang', plan.lang)];
  switch (command) {
    case 'odds':
      return ['odds', file, ...common];
    case 'roll':
      return ['roll', file, ...optional('--seed', plan.seed), ...common];
    case 'targets':
      return ['targets', file, '--shooter', idOf(plan.shooter, ids.shooters), ...common];
    case 'shoot':
      return [
        'shoot',
        file,
        '--shooter',
        idOf(plan.shooter, ids.shooters),
        '--target',
        idOf(plan.target, ids.targets),
        ...optional('--weapon', plan.weapon === null ? null : idOf(plan.weapon, ids.weapons)),
        ...(plan.volley === null ? [] : [plan.volley ? '--volley' : '--no-volley']),
        ...(plan.fireOnce ? ['--fire-once'] : []),
        ...optional('--seed', plan.seed),
        ...(plan.out ? ['--out', OUT_FILE] : []),
        ...common,
      ];
    case 'phase':
      return [
        'phase',
        file,
        ...optional('--seed', plan.seed),
        ...optional('--order', plan.order === null ? null : plan.order.map((p) => idOf(p, ids.shooters)).join(',')),
        ...(plan.declare ?? []).flatMap(([shooter, targets]) => ['--declare', `${idOf(shooter, ids.shooters)}=${targets.map((t) => idOf(t, ids.targets)).join(',')}`]),
        ...(plan.out ? ['--out', OUT_FILE] : []),
        ...common,
      ];
    case 'plan':
      // --goal chance names the enemy to take out; now and then it is left out, which the command refuses.
      return ['plan', file, ...optional('--goal', plan.goal === null ? null : goalOf(plan.goal, PLAN_GOALS)), ...(plan.goal !== null && plan.goal % 7 !== 0 ? ['--target', idOf(plan.target, ids.targets)] : []), ...common];
    case 'advise':
      return [
        'advise',
        file,
        '--shooter',
        idOf(plan.shooter, ids.shooters),
        ...optional('--goal', plan.goal === null ? null : goalOf(plan.goal, ADVICE_GOALS)),
        ...optional('--move', plan.move),
        ...optional('--grid', plan.grid),
        ...(plan.adviseSvg ? ['--svg', SVG_FILE] : []),
        ...common,
      ];
    case 'render': {
      const sight = plan.sight === 'none' ? [] : [plan.sight === 'from' ? '--from' : '--to', idOf(plan.shooter, everyone)];
      return ['render', file, '--svg', plan.svgToStdout ? '-' : SVG_FILE, ...sight, ...optional('--lang', plan.lang)];
    }
  }
}

/** `targets --json` for one of the shooting side's units: the advice door then shoots as advised. */
export const adviceArgv = (shooter: number, ids: ScenarioIds): string[] => ['targets', SCENARIO_FILE, '--shooter', idOf({ known: shooter }, ids.shooters), '--json'];
