import { buildNinthAgeLibrary, ninthAgeLookups, ninthAgeSourcesNamed } from '../data/bsdata/index.js';
import {
  ninthAgeShooter,
  ninthAgeShotOutcomes,
  withShooterState,
  unitModels,
  NINTH_AGE_DEFAULT_VARIANTS,
  NINTH_AGE_OUTCOMES,
  NINTH_AGE_STEPS,
  NINTH_AGE_VARIANT_RULINGS,
  ninthAgePlanShot,
  ninthAgeRoll,
  ninthAgeRollPhase,
  ninthAgeRollShot,
  ninthAgeShootingOrder,
  ninthAgeTargetReport,
  type NinthAgeBattle,
  type NinthAgeVariants,
  type NinthAgeShotRefusal,
  type TargetRefusal,
  type UnitRefusal,
} from '../games/ninth-age/index.js';
import { ninthAgeFormat, type NinthAgeScenario } from '../scenario/index.js';
import { codesOf, TABLE_SHOT_REFUSALS } from './codes.js';
import { ninthAgeAdvice, ninthAgeGameOdds } from './ninth-age-advice.js';
import { diceOfTrace } from './dice.js';
import type { Game } from './game.js';
import { gameTable } from './table.js';

const REFUSALS = [
  ...codesOf<UnitRefusal>({ 'not-their-turn': true, destroyed: true, engaged: true, fleeing: true, 'already-shot': true, 'no-shooting-weapon': true, 'no-usable-weapon': true }),
  ...codesOf<Exclude<TargetRefusal, UnitRefusal>>({ 'no-model-can-shoot': true }),
  ...codesOf<NinthAgeShotRefusal['code']>({ 'shooter-may-not': true, 'weapon-not-usable': true, 'target-not-legal': true, 'no-such-target': true }),
  ...TABLE_SHOT_REFUSALS,
];

/** The Ninth Age's table: units, and characters joined to them with their own weapons (`unit/1`, T-14), shoot one by one, each with one of its weapons (the way is the weapon's id). */
const table = gameTable<NinthAgeScenario, NinthAgeBattle, NinthAgeVariants>({
  has: (battle, id) => ninthAgeShooter(battle, id) !== undefined,
  order: (battle) => ninthAgeShootingOrder(battle),
  targets(battle, variants, shooter) {
    const report = ninthAgeTargetReport(battle, shooter, { variants });
    return {
      may: report.shooter.may,
      refusals: report.shooter.refusals,
      candidates: report.candidates.map((c) => ({ target: c.target, way: c.entry.weapon.id, legal: c.legal, refusals: c.refusals })),
      advised: report.advice && { target: report.advice.target, way: report.advice.weapon },
    };
  },
  shoot(battle, variants, shooter, target, way, dice) {
    const planned = ninthAgePlanShot(battle, shooter, target, way, { variants });
    if (!planned.ok) return { ok: false, refusal: planned.refusal.code };
    const { report, battle: after } = ninthAgeRollShot(battle, planned, dice);
    return { ok: true, seed: report.seed, dice: report.shots.flatMap((shot) => diceOfTrace(shot.trace)), battle: after, diceAfter: report.dice };
  },
  phase(battle, variants, dice, order) {
    const result = ninthAgeRollPhase(battle, { variants }, dice, order);
    const turns = result.turns.map((turn) => ({ shooter: turn.shooter, target: turn.target, dice: diceOfTrace(turn.trace) }));
    return { seed: result.seed, turns, battle: result.battle, diceAfter: result.dice };
  },
  outcomes(battle, variants, shooter, target, way, arithmetic) {
    const planned = ninthAgePlanShot(battle, shooter, target, way, { variants });
    if (!planned.ok) return { ok: false, refusal: planned.refusal.code };
    // At a unit with joined characters the shares and each character's damage come with it (T-13).
    return { ok: true, outcomes: ninthAgeShotOutcomes(battle, planned, arithmetic) };
  },
  shooterOutcomes(battle, variants, shooter, arithmetic, ready) {
    const report = ninthAgeTargetReport(battle, shooter, { variants });
    const before = ninthAgeShooter(battle, shooter)?.state;
    const asBefore = (after: NinthAgeBattle): NinthAgeBattle => (ready && before ? withShooterState(after, shooter, { hasShot: before.hasShot }) : after);
    const shots = (report.shooter.may ? report.candidates : []).flatMap((candidate) => {
      if (!candidate.legal || !candidate.attack) return [];
      const ends = ninthAgeShotOutcomes(battle, { ok: true, shooter, candidate, attack: candidate.attack }, arithmetic);
      return [{ target: candidate.target, way: candidate.entry.weapon.id, outcomes: ends.map((end) => ({ chance: end.chance, battle: asBefore(end.battle) })) }];
    });
    return { may: report.shooter.may, advised: report.advice && { target: report.advice.target, way: report.advice.weapon }, shots };
  },
  enemies: (battle) => battle.units.filter((u) => u.army !== battle.shooting).map((u) => ({ id: u.id, models: unitModels(battle, u.id).length })),
  key: (battle) => JSON.stringify(battle.units.map((u) => [u.id, u.state, unitModels(battle, u.id).length, u.joined?.alone ?? false, u.joined?.characters.map((c) => [c.removed ? -1 : c.hpLost, c.shooting?.hasShot ?? false, c.shooting?.breathUsed ?? false]) ?? []])),
});

/** The Ninth Age as the engine sees it: a unit's shooting at a unit, ending in Health Points and models lost. */
export const ninthAgeGame: Game<NinthAgeScenario> = {
  id: 'ninth-age',
  format: ninthAgeFormat,
  variants: { defaults: { ...NINTH_AGE_DEFAULT_VARIANTS }, rulings: NINTH_AGE_VARIANT_RULINGS },
  codes: { steps: NINTH_AGE_STEPS, outcomes: NINTH_AGE_OUTCOMES, counts: ['hits', 'wounds', 'unsaved', 'hp-lost', 'models-removed'], results: ['destroyed'], refusals: REFUSALS },
  attackOdds(scenario, arithmetic) {
    if (scenario.kind !== 'attack') return null;
    return ninthAgeGameOdds(scenario.attack, arithmetic);
  },
  attackRoll(scenario, dice) {
    if (scenario.kind !== 'attack') return null;
    const report = ninthAgeRoll(scenario.attack, dice);
    return {
      seed: report.seed,
      shots: report.shots.map((shot) => shot.trace),
      counts: [
        { count: 'hits', value: report.hits },
        { count: 'wounds', value: report.wounds },
        { count: 'unsaved', value: report.unsaved },
        { count: 'hp-lost', value: report.hpLost },
        { count: 'models-removed', value: report.modelsRemoved },
      ],
      results: report.unit.models === 0 ? ['destroyed'] : [],
      dice: report.dice,
    };
  },
  table,
  profiles: { dataFolder: 'ninth-age', lookups: (sources) => ninthAgeLookups(buildNinthAgeLibrary(sources)), sourcesFor: ninthAgeSourcesNamed },
  advice: ninthAgeAdvice(),
};
