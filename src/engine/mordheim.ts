import { mordheimLookups, buildMordheimLibrary } from '../data/bsdata/index.js';
import { countOdds } from '../games/shared/index.js';
import { odds } from '../dice/index.js';
import {
  applyShot,
  CONDITIONS,
  MORDHEIM_DEFAULT_VARIANTS,
  MORDHEIM_VARIANT_RULINGS,
  mordheimOdds,
  mordheimRoll,
  planShot,
  rollPhase,
  rollShot,
  shootingOrder,
  tableShot,
  targetReport,
  type MordheimBattle,
  type ShooterRefusal,
  type ShotRefusal,
  type TargetRefusal,
  type MordheimCheck,
  type MordheimOutcome,
  type MordheimVariants,
} from '../games/mordheim/index.js';
import { prepareTable } from '../table/index.js';
import { mordheimFormat, type MordheimScenario } from '../scenario/index.js';
import { codesOf, TABLE_SHOT_REFUSALS } from './codes.js';
import { mordheimAdvice, readyAgain } from './mordheim-advice.js';
import { diceOfTrace } from './dice.js';
import type { Game } from './game.js';
import { gameTable } from './table.js';

/** Every step a Mordheim trace names; the record keeps the list whole as the union grows. */
const STEPS = codesOf<MordheimCheck['step']>({
  range: true,
  'to-hit': true,
  'to-hit-second-roll': true,
  misfire: true,
  'misfire-explosion': true,
  'dangerous-hit': true,
  entangle: true,
  net: true,
  'avoid-hit': true,
  'line-hit': true,
  spot: true,
  'to-wound': true,
  critical: true,
  'armour-save': true,
  'ward-save': true,
  injury: true,
  helmet: true,
  'initiative-test': true,
  shot: true,
  acrobat: true,
  fall: true,
  'fall-hit': true,
  'cover-hit': true,
  'cover-struck': true,
  'edge-slip': true,
  'shooter-turn': true,
  throw: true,
});

const REFUSALS = [
  ...codesOf<ShooterRefusal>({
    'not-their-phase': true,
    'out-of-action': true,
    'in-combat': true,
    ran: true,
    'failed-charge': true,
    rallied: true,
    'knocked-down': true,
    stunned: true,
    fleeing: true,
    'already-shot': true,
    'no-missile-weapon': true,
    'no-usable-weapon': true,
  }),
  ...codesOf<Exclude<TargetRefusal, ShooterRefusal>>({ 'not-visible': true, hidden: true, 'not-closest': true, 'enemy-in-same-building': true }),
  ...codesOf<ShotRefusal['code']>({ 'shooter-may-not': true, 'weapon-not-usable': true, 'target-not-legal': true, 'no-such-target': true }),
  ...TABLE_SHOT_REFUSALS,
];

const OUTCOMES = codesOf<MordheimOutcome>({
  'out-of-range': true,
  hit: true,
  'poisoned-hit': true,
  'hit-avoided': true,
  'hit-stands': true,
  rerolled: true,
  'wound-ignored': true,
  'wound-stands': true,
  'injury-ignored': true,
  'poison-wound': true,
  dangerous: true,
  entangled: true,
  netted: true,
  'net-torn': true,
  'no-effect': true,
  miss: true,
  'cover-strike': true,
  'cannot-hit': true,
  'second-roll': true,
  misfire: true,
  'misfire-explodes': true,
  'misfire-jammed': true,
  'misfire-reload': true,
  'misfire-no-shot': true,
  'misfire-fires': true,
  wound: true,
  critical: true,
  'no-wound': true,
  'cannot-wound': true,
  'vital-part': true,
  'exposed-spot': true,
  'master-strike': true,
  saved: true,
  'not-saved': true,
  'no-save': true,
  'armour-ignored': true,
  'knocked-down': true,
  stunned: true,
  'out-of-action': true,
  'helmet-saved': true,
  'helmet-failed': true,
  passed: true,
  failed: true,
  'fall-hits': true,
  'landed-unharmed': true,
  'cover-struck': true,
  'explosive-struck': true,
  'target-gone': true,
});

/**
 * Parts of battles (warriors, tables' models) as small numbers, equal for equal contents: a
 * part's JSON is written once per object and looked up once. The numbers only grow; the table
 * of contents is dropped past `kept` entries (a part seen again then gets a new number: two
 * equal battles may then key apart, which costs a search a merge, never a wrong answer).
 */
class PartNumbers {
  private readonly ids = new WeakMap<object, number>();
  private byJson = new Map<string, number>();
  private next = 0;

  constructor(private readonly kept: number) {}

  of(part: object, value: () => unknown): number {
    let id = this.ids.get(part);
    if (id === undefined) {
      const json = JSON.stringify(value());
      id = this.byJson.get(json);
      if (id === undefined) {
        if (this.byJson.size >= this.kept) this.byJson = new Map();
        id = this.next++;
        this.byJson.set(json, id);
      }
      this.ids.set(part, id);
    }
    return id;
  }
}

// A table's models write long JSON (every model's place): few of them are kept.
const warriorNumbers = new PartNumbers(20_000);
const modelsNumbers = new PartNumbers(200);

/** The warriors of the battle last keyed, and their numbers. */
let lastKeyed: readonly [readonly object[], readonly number[]] = [[], []];

/** Each battle's key, worked out once: a search looks the same battle up again and again. */
const battleKeys = new WeakMap<MordheimBattle, string>();

/**
 * The battle's state key: every warrior (its id and state) and the table's models (each id,
 * centre and standing), each as its part's number. A shot leaves the other warriors and the
 * models the same objects, so a key costs a lookup a warrior (on a table of 100 warriors the
 * whole JSON cost about a millisecond a battle).
 */
function stateKey(battle: MordheimBattle): string {
  let key = battleKeys.get(battle);
  if (key === undefined) {
    // The battle keyed before is most often one shot away: its warriors' numbers serve every warrior it shares.
    const [before, numbers] = lastKeyed;
    const ids = battle.warriors.map((w, i) => (before[i] === w ? (numbers[i] ?? warriorNumbers.of(w, () => [w.id, w.state])) : warriorNumbers.of(w, () => [w.id, w.state])));
    lastKeyed = [battle.warriors, ids];
    const warriors = ids.join(',');
    const models = modelsNumbers.of(battle.table.models, () => battle.table.models.map((m) => [m.id, m.base.centre, m.standing]));
    key = `${warriors}|${models}`;
    battleKeys.set(battle, key);
  }
  return key;
}

/** Mordheim's table: warriors shoot one by one, each with one of its weapons (the way is the weapon's id). */
const table = gameTable<MordheimScenario, MordheimBattle, MordheimVariants>({
  has: (battle, id) => battle.warriors.some((w) => w.id === id),
  order: (battle) => shootingOrder(battle),
  targets(battle, variants, shooter) {
    const report = targetReport(battle, shooter, { variants });
    return {
      may: report.shooter.may,
      refusals: report.shooter.refusals,
      candidates: report.candidates.map((c) => ({ target: c.target, way: c.weapon.id, legal: c.legal, refusals: c.refusals })),
      advised: report.advice && { target: report.advice.target, way: report.advice.weapon },
    };
  },
  shoot(battle, variants, shooter, target, way, dice) {
    const planned = planShot(battle, shooter, target, way, { variants });
    if (!planned.ok) return { ok: false, refusal: planned.refusal.code };
    const result = rollShot(battle, shooter, planned, dice);
    return { ok: true, seed: result.seed, dice: diceOfTrace(result.trace), battle: result.battle, diceAfter: result.dice };
  },
  phase(battle, variants, dice, order) {
    const result = rollPhase(battle, { variants }, dice, order);
    const turns = result.turns.map((turn) => ({ shooter: turn.shooter, target: turn.target, dice: diceOfTrace(turn.trace) }));
    return { seed: result.seed, turns, battle: result.battle, diceAfter: result.dice };
  },
  outcomes(battle, variants, shooter, target, way, arithmetic) {
    const planned = planShot(battle, shooter, target, way, { variants });
    if (!planned.ok) return { ok: false, refusal: planned.refusal.code };
    const ends = odds(planned.shot.process, planned.shot.start, arithmetic);
    return { ok: true, outcomes: ends.map((end) => ({ chance: end.p, battle: applyShot(battle, shooter, planned.candidate, planned.shot, end.state) })) };
  },
  shooterOutcomes(battle, variants, shooter, arithmetic, ready) {
    const table = prepareTable(battle.table);
    const before = battle.warriors.find((w) => w.id === shooter)?.state;
    const asBefore = (after: MordheimBattle): MordheimBattle => (ready && before ? readyAgain(after, shooter, before) : after);
    const report = targetReport(battle, shooter, { variants }, table);
    const legal = report.shooter.may ? report.candidates.filter((c) => c.legal) : [];
    const shots = legal.map((candidate) => {
      const shot = tableShot(battle, table, candidate);
      const ends = odds(shot.process, shot.start, arithmetic);
      return { target: candidate.target, way: candidate.weapon.id, outcomes: ends.map((end) => ({ chance: end.p, battle: asBefore(applyShot(battle, shooter, candidate, shot, end.state)) })) };
    });
    return { may: report.shooter.may, advised: report.advice && { target: report.advice.target, way: report.advice.weapon }, shots };
  },
  enemies: (battle) => battle.warriors.filter((w) => w.warband !== battle.shooting).map((w) => ({ id: w.id, models: w.state.condition === 'out-of-action' ? 0 : 1 })),
  key: stateKey,
});

/**
 * Mordheim as the engine sees it: one warrior's shots at one warrior, ending in the target's
 * condition (standing, knocked down, stunned, out of action) and its wounds left.
 */
export const mordheimGame: Game<MordheimScenario> = {
  id: 'mordheim',
  format: mordheimFormat,
  variants: { defaults: { ...MORDHEIM_DEFAULT_VARIANTS }, rulings: MORDHEIM_VARIANT_RULINGS },
  codes: { steps: STEPS, outcomes: OUTCOMES, counts: ['hits', 'wounds', 'wounds-left'], results: CONDITIONS, refusals: REFUSALS },
  attackOdds(scenario, arithmetic) {
    if (scenario.kind !== 'attack') return null;
    const { series } = mordheimOdds(scenario.attack, arithmetic);
    return {
      counts: [
        { count: 'hits', odds: countOdds(series.hits, arithmetic) },
        { count: 'wounds', odds: countOdds(series.wounds, arithmetic) },
        { count: 'wounds-left', odds: countOdds(series.woundsLeft, arithmetic) },
      ],
      results: CONDITIONS.map((condition) => ({ result: condition, chance: series.conditions[condition] })),
    };
  },
  attackRoll(scenario, dice) {
    if (scenario.kind !== 'attack') return null;
    const report = mordheimRoll(scenario.attack, dice);
    return {
      seed: report.seed,
      shots: report.shots.map((shot) => shot.trace),
      counts: [
        { count: 'hits', value: report.hits },
        { count: 'wounds', value: report.wounds },
        { count: 'wounds-left', value: report.target.woundsLeft },
      ],
      results: [report.target.condition],
      dice: report.dice,
    };
  },
  table,
  profiles: { dataFolder: 'mordheim', lookups: (sources) => mordheimLookups(buildMordheimLibrary(sources)) },
  advice: mordheimAdvice(),
};
