import { autoStep, DONE, thenStep, type Process, type Step } from '../../dice/index.js';
import { modelEdge, modelsInStrip, type PreparedTable } from '../../table/index.js';
import type { Condition, MordheimAttack } from './attack-types.js';
import type { MisfireResult, MordheimCheck, MordheimOutcome } from './explanation.js';
import { EDGE_SLIP_DISTANCE, fallProcess, fallStart, type Faller, type FallState } from './fall.js';
import { dangerousHitAttack, misfireExplosionAttack } from './misfire.js';
import { initiativeTest, type InitiativeTestState } from './initiative.js';
import { misfireApplies, shotProcess, shotStart, targetStateOf, type ShotState, type TargetState } from './shot.js';
import type { TargetCandidate } from './targets.js';
import { warriorAsTarget, type MordheimBattle, type Warrior } from './warrior.js';
import { DANGEROUS_STRENGTH, MISFIRE_EXPLOSION_STRENGTH } from './tables.js';
import { weaponHas } from './weapons.js';
import { barrelsFired } from './series.js';

/** What the shot strikes when it strikes the cover (M-3): the model or the piece hiding most of the target. */
export type StruckCover =
  | { readonly kind: 'model'; readonly warrior: Warrior }
  | { readonly kind: 'terrain'; readonly id: string; readonly explosive: boolean }
  | { readonly kind: 'floor'; readonly id: string };

/** A model in a blunderbuss's line besides the one it was aimed at, as the shot leaves it. */
export interface LineModelState {
  readonly target: TargetState;
  /** An injury roll knocked it down or stunned it (what makes it slip). */
  readonly injured: boolean;
  readonly fell: boolean;
}

/** One shooter's shooting at a target in progress: shots left, the target, any model in the way, and the others a blunderbuss's line hits. */
export interface TableShotState {
  readonly stage: 'shots' | 'cover-hit' | 'cover-struck' | 'misfire-explosion' | 'dangerous-hit' | 'firer-fall' | 'line-hit' | 'target-fall' | 'cover-fall' | 'line-fall' | 'spot' | 'done';
  readonly shotsLeft: number;
  readonly criticalUsed: boolean;
  readonly target: TargetState;
  /** Whether the last shot's injury roll knocked the target down or stunned it (what makes it slip, M-15). */
  readonly targetInjured: boolean;
  readonly cover: TargetState | null;
  readonly coverInjured: boolean;
  readonly hits: number;
  readonly coverStrikes: number;
  readonly targetFell: boolean;
  readonly coverFell: boolean;
  /** A bolas's hit entangled the target, or the model in the way (BS-M data.cat, Entangle). */
  readonly targetEntangled: boolean;
  readonly coverEntangled: boolean;
  /** The other models in a blunderbuss's line, nearest first (none for any other weapon). */
  readonly line: readonly LineModelState[];
  /** At `line-hit` and `line-fall`: the next model of the line to consider. */
  readonly lineNext: number;
  /** A hidden shooter's stealthy weapon (a blowpipe): whether the target's Initiative test spotted it; null when no test was taken. */
  readonly spotted: boolean | null;
  /**
   * What the optional misfire (M-16) left the weapon as: the worst of its shots' misfire dice
   * that harmed it (`explodes`, `jammed`, `reload`), else 'none'. A 4–6 leaves it as it was.
   */
  readonly misfire: Extract<MisfireResult, 'explodes' | 'jammed' | 'reload'> | 'none';
  /**
   * Both barrels of a double-barrelled weapon (M-17): after the first barrel's hit, the second
   * barrel's hit still to roll, with what the misfire die (M-16) left the shared roll as; else null.
   */
  readonly secondBarrel: { readonly misfire: ShotState['misfire'] } | null;
  /** The firer as its own weapon's explosion (M-16) or a bolas's Dangerous 1 leaves it; null when its weapon cannot hit it. */
  readonly firer: TargetState | null;
  /** The explosion knocked the firer down or stunned it (what makes it slip, M-10), and whether it fell. */
  readonly firerInjured: boolean;
  readonly firerFell: boolean;
}

/** A model a blunderbuss's line hits besides its aim: the warrior, its shot, and the edge it could slip from. */
export interface LineHit {
  readonly warrior: Warrior;
  readonly process: Process<ShotState, MordheimCheck, MordheimOutcome>;
  readonly ledge: Ledge | null;
  readonly fall: Process<FallState, MordheimCheck, MordheimOutcome> | null;
}

/** The width of a blunderbuss's line, in inches; its length is the weapon's range (facts A4: 16" by 1"). */
export const SHOT_LINE_WIDTH = 1;

/** Where a model could slip from, if it is knocked down or stunned there (Russian seed; M-10). */
export interface Ledge {
  readonly faller: Faller;
  readonly drop: number;
  readonly distance: number;
}

/** One shooter's shooting at one target, ready for either interpreter, with what it may strike or slip from. */
export interface TableShot {
  readonly process: Process<TableShotState, MordheimCheck, MordheimOutcome>;
  readonly start: TableShotState;
  readonly cover: StruckCover | null;
  readonly targetLedge: Ledge | null;
  readonly coverLedge: Ledge | null;
  /** The other models a blunderbuss's line hits, nearest first; empty for any other weapon. */
  readonly line: readonly LineHit[];
  /** The edge the firer could slip from if its own weapon's explosion downed it (M-16, M-10). */
  readonly firerLedge: Ledge | null;
}

/**
 * What a shot that strikes the cover hits: the model, terrain or floor that hides most of the target.
 *
 * @example
 * // battle, variants: examples/mordheim/battle-street.json, parsed as in targetReport's example
 * const table = prepareTable(battle.table);
 * const marksman = battle.warriors.find((w) => w.id === 'marksman');
 * const candidate = marksman && targetCandidates(battle, table, marksman, marksman.weapons[0]!, variants).find((c) => c.target === 'swordsman');
 * if (candidate) struckCover(battle, table, candidate); // { kind: 'terrain', id: 'wall', explosive: false }
 */
export function struckCover(battle: MordheimBattle, table: PreparedTable, candidate: TargetCandidate): StruckCover | null {
  const main = [...candidate.view.by].sort((a, b) => b.fraction - a.fraction)[0];
  if (!main) return null;
  const ref = main.ref;
  switch (ref.kind) {
    case 'model': {
      const warrior = battle.warriors.find((w) => w.id === ref.id && w.state.condition !== 'out-of-action');
      return warrior ? { kind: 'model', warrior } : null;
    }
    case 'terrain':
      return { kind: 'terrain', id: ref.id, explosive: table.table.terrain.find((t) => t.id === ref.id)?.explosive ?? false };
    case 'floor':
      return { kind: 'floor', id: `${ref.building}/${ref.floor}` };
  }
}

/**
 * The edge a warrior could slip from if downed there: within 1" of a drop, with its Initiative and the height.
 *
 * @example
 * // battle, variants: examples/mordheim/battle-street.json, parsed as in targetReport's example
 * const lookout = battle.warriors.find((w) => w.id === 'lookout');
 * if (lookout) ledgeOf(prepareTable(battle.table), lookout); // { faller: { initiative: 4, … }, drop: 4, distance: 0.20787401574803077 }
 */
export function ledgeOf(table: PreparedTable, warrior: Warrior): Ledge | null {
  const edge = modelEdge(table, warrior.id);
  if (!edge || edge.drop <= 0 || edge.distance > EDGE_SLIP_DISTANCE) return null;
  const faller: Faller = {
    initiative: warrior.profile.I ?? 0,
    toughness: warrior.profile.T,
    wounds: warrior.profile.W,
    helmet: warrior.kit.helmet,
    injuryTable: warrior.injuryTable,
    rules: warrior.rules,
  };
  return { faller, drop: edge.drop, distance: edge.distance };
}

/** An injury roll happened in this shot exactly when its wounds left the model on zero. */
const injured = (end: ShotState): boolean => end.woundsCaused > 0 && end.target.woundsLeft === 0;
const downed = (condition: Condition): boolean => condition === 'knocked-down' || condition === 'stunned';

/** The same shot against the model that was in the way: it has hit already (M-3). */
function coverAttack(attack: MordheimAttack, warrior: Warrior): MordheimAttack {
  return { ...attack, target: warriorAsTarget(warrior), shots: 1 };
}

/**
 * One shooter's shooting at one target on the table, as a single description: each shot
 * (two when firing twice or with Quick Shot…); a shot that strikes the cover hits the model in
 * the way, or is reported against the terrain; after each shot a target, or a model in the way,
 * left knocked down or stunned within 1" of an edge may slip and fall, before the next (M-15);
 * a blunderbuss's shot also hits the other models in its line, each of which may slip after.
 *
 * @example
 * // battle, variants: examples/mordheim/battle-street.json, parsed as in targetReport's example
 * const table = prepareTable(battle.table);
 * const marksman = battle.warriors.find((w) => w.id === 'marksman');
 * const candidate = marksman && targetCandidates(battle, table, marksman, marksman.weapons[0]!, variants).find((c) => c.target === 'lookout');
 * if (candidate) {
 *   const shot = tableShot(battle, table, candidate); // shot.targetLedge: the tower's edge, 4" down
 *   probability(odds(shot.process, shot.start), (end) => end.targetFell, floatArithmetic); // 0.046296296296296294
 * }
 */
export function tableShot(battle: MordheimBattle, table: PreparedTable, candidate: TargetCandidate): TableShot {
  const attack = candidate.attack;
  const cover = candidate.attack.circumstances.cover ? struckCover(battle, table, candidate) : null;
  const target = battle.warriors.find((w) => w.id === candidate.target);
  const targetLedge = target ? ledgeOf(table, target) : null;
  const coverLedge = cover?.kind === 'model' ? ledgeOf(table, cover.warrior) : null;
  const main = shotProcess(attack);
  const onCover = cover?.kind === 'model' ? shotProcess(coverAttack(attack, cover.warrior)) : null;
  const targetFall = targetLedge ? fallProcess(targetLedge.faller, targetLedge.drop, attack.variants) : null;
  const coverFall = coverLedge ? fallProcess(coverLedge.faller, coverLedge.drop, attack.variants) : null;

  const line = lineHits(battle, table, candidate);
  // M-16: a weapon that can misfire can blow up in the firer's hands; its explosion is a hit on the firer.
  // A bolas's Dangerous 1 is a hit on the thrower, rolled the same way.
  const dangerous = weaponHas(attack.weapon, 'dangerous');
  const firer = misfireApplies(attack) || dangerous ? battle.warriors.find((w) => w.id === candidate.shooter) ?? null : null;
  const explosion = firer && misfireApplies(attack) ? shotProcess(misfireExplosionAttack(firer, attack.variants)) : null;
  const dangerousHit = firer && dangerous ? shotProcess(dangerousHitAttack(firer, attack.variants, attack.weapon.id)) : null;
  const firerLedge = firer ? ledgeOf(table, firer) : null;
  const firerFall = firerLedge ? fallProcess(firerLedge.faller, firerLedge.drop, attack.variants) : null;
  const firerFalls = (s: TableShotState) => firerFall !== null && s.firer !== null && s.firerInjured && !s.firerFell && downed(s.firer.condition);
  // Stealthy (a blowpipe): fired from hiding, the firer stays hidden unless the target's Initiative test spots it.
  const stealthy = weaponHas(attack.weapon, 'stealthy') && battle.warriors.some((w) => w.id === candidate.shooter && w.state.hidden);

  const bothBarrels = barrelsFired(attack) === 2;
  // M-17: the target slips (M-15) once both barrels' hits are taken, since they are fired together.
  const targetFalls = (s: TableShotState) => targetFall !== null && s.secondBarrel === null && s.targetInjured && !s.targetFell && downed(s.target.condition);
  const coverFalls = (s: TableShotState) => coverFall !== null && s.cover !== null && s.coverInjured && !s.coverFell && downed(s.cover.condition);
  const lineHitWaits = (s: TableShotState) => s.line[s.lineNext] !== undefined && s.line[s.lineNext]?.target.condition !== 'out-of-action';
  const lineFalls = (s: TableShotState) => {
    const model = s.line[s.lineNext];
    return model !== undefined && (line[s.lineNext]?.fall ?? null) !== null && model.injured && downed(model.target.condition);
  };
  /** Moves past stages with nothing to roll, so every step the interpreters meet rolls or explains something. */
  const settle = (s: TableShotState): TableShotState => {
    let state = s;
    for (;;) {
      const { stage } = state;
      // M-15: a model a shot knocks down or stuns by an edge tests for the slip before the next shot.
      if (stage === 'shots' && targetFalls(state)) state = { ...state, stage: 'target-fall' };
      else if (stage === 'shots' && coverFalls(state)) state = { ...state, stage: 'cover-fall' };
      // A target out of action, or one that fell from its ledge, is no longer where the shots go.
      else if (stage === 'shots' && (state.shotsLeft === 0 || state.target.condition === 'out-of-action' || state.targetFell)) state = { ...state, stage: 'line-hit', lineNext: 0 };
      else if (stage === 'firer-fall' && !firerFalls(state)) state = { ...state, stage: 'shots' };
      else if (stage === 'cover-hit' && (state.cover === null || state.cover.condition === 'out-of-action' || state.coverFell)) state = { ...state, stage: 'shots' };
      else if (stage === 'line-hit' && state.lineNext >= state.line.length) state = { ...state, stage: 'line-fall', lineNext: 0 };
      else if (stage === 'line-hit' && !lineHitWaits(state)) state = { ...state, lineNext: state.lineNext + 1 };
      else if (stage === 'target-fall' && !targetFalls(state)) state = { ...state, stage: 'shots' };
      else if (stage === 'cover-fall' && !coverFalls(state)) state = { ...state, stage: 'shots' };
      else if (stage === 'line-fall' && state.lineNext >= state.line.length) state = { ...state, stage: 'spot', lineNext: 0 };
      else if (stage === 'spot' && (!stealthy || state.target.condition === 'out-of-action')) state = { ...state, stage: 'done' };
      else if (stage === 'line-fall' && !lineFalls(state)) state = { ...state, lineNext: state.lineNext + 1 };
      else return state;
    }
  };

  const start = settle({
    stage: 'shots',
    shotsLeft: attack.shots,
    criticalUsed: false,
    target: targetStateOf(attack.target),
    targetInjured: false,
    cover: cover?.kind === 'model' ? targetStateOf(cover.warrior.state) : null,
    coverInjured: false,
    hits: 0,
    coverStrikes: 0,
    targetFell: false,
    coverFell: false,
    targetEntangled: false,
    coverEntangled: false,
    line: line.map((hit) => ({ target: targetStateOf(hit.warrior.state), injured: false, fell: false })),
    lineNext: 0,
    spotted: null,
    misfire: 'none',
    secondBarrel: null,
    firer: firer ? targetStateOf(firer.state) : null,
    firerInjured: false,
    firerFell: false,
  });

  const step = (s: TableShotState): Step<TableShotState, MordheimCheck, MordheimOutcome> => {
    switch (s.stage) {
      case 'shots': {
        const index = attack.shots - s.shotsLeft + 1;
        // M-17: the second barrel's hit goes straight to the target's rolls to discard it, at the Strength the shared roll gave.
        const barrel = s.secondBarrel;
        return thenStep({ step: 'shot', index, of: attack.shots, ...(bothBarrels ? { barrel: barrel === null ? 1 : 2 } : {}) }, {
          process: main,
          start: barrel === null ? shotStart(s.target, s.criticalUsed) : { ...shotStart(s.target, s.criticalUsed, 'to-wound'), misfire: barrel.misfire },
          next: (end): TableShotState => {
            const firstBarrelHit = bothBarrels && barrel === null && end.hit === 'hit';
            const after: TableShotState = {
              ...s,
              shotsLeft: firstBarrelHit ? s.shotsLeft : s.shotsLeft - 1,
              criticalUsed: end.criticalUsed,
              target: end.target,
              targetInjured: barrel === null ? injured(end) : s.targetInjured || injured(end),
              hits: s.hits + (end.hit === 'hit' ? 1 : 0),
              secondBarrel: firstBarrelHit ? { misfire: end.misfire } : null,
              targetEntangled: s.targetEntangled || end.entangled,
            };
            if (end.dangerous) return settle({ ...after, stage: 'dangerous-hit' });
            if (end.misfire === 'explodes' || end.misfire === 'jammed' || end.misfire === 'reload') {
              // The weapon is gone, jammed or unloaded: no shot of it is left this turn (M-16).
              const misfired: TableShotState = { ...after, shotsLeft: 0, misfire: worseMisfire(s.misfire, end.misfire) };
              return settle(end.misfire === 'explodes' ? { ...misfired, stage: 'misfire-explosion' } : misfired);
            }
            if (end.hit !== 'cover-strike' || !cover) return settle(after);
            return settle(cover.kind === 'model' ? { ...after, stage: 'cover-hit' } : { ...after, stage: 'cover-struck', coverStrikes: s.coverStrikes + 1 });
          },
        });
      }
      case 'cover-struck':
        if (cover === null || cover.kind === 'model') return DONE;
        return autoStep(
          { step: 'cover-struck', cover: cover.kind, id: cover.id, explosive: cover.kind === 'terrain' && cover.explosive },
          cover.kind === 'terrain' && cover.explosive ? 'explosive-struck' : 'cover-struck',
          settle({ ...s, stage: 'shots' }),
        );
      case 'cover-hit':
        if (onCover === null || s.cover === null || cover?.kind !== 'model') return DONE;
        return thenStep({ step: 'cover-hit', model: cover.warrior.id }, {
          process: onCover,
          start: shotStart(s.cover, s.criticalUsed, 'to-wound'),
          next: (end) => settle({ ...s, stage: 'shots', cover: end.target, coverInjured: injured(end), criticalUsed: end.criticalUsed, coverEntangled: s.coverEntangled || end.entangled }),
        });
      case 'misfire-explosion':
        if (explosion === null || firer === null || s.firer === null) return DONE;
        return thenStep({ step: 'misfire-explosion', model: firer.id, strength: MISFIRE_EXPLOSION_STRENGTH }, {
          process: explosion,
          start: shotStart(s.firer, false, 'to-wound'),
          next: (end) => settle({ ...s, stage: 'firer-fall', firer: end.target, firerInjured: injured(end) }),
        });
      case 'dangerous-hit':
        if (dangerousHit === null || firer === null || s.firer === null) return DONE;
        return thenStep({ step: 'dangerous-hit', model: firer.id, weapon: attack.weapon.id, strength: DANGEROUS_STRENGTH }, {
          process: dangerousHit,
          start: shotStart(s.firer, false, 'to-wound'),
          // A thrower its own bolas leaves down or out of action throws nothing more this turn.
          next: (end) => settle({ ...s, stage: 'firer-fall', firer: end.target, firerInjured: injured(end), shotsLeft: end.target.condition === 'standing' ? s.shotsLeft : 0 }),
        });
      case 'firer-fall':
        if (firerFall === null || firerLedge === null || firer === null || s.firer === null) return DONE;
        return thenStep({ step: 'edge-slip', model: firer.id, distance: firerLedge.distance, drop: firerLedge.drop }, {
          process: firerFall,
          start: fallStart(s.firer),
          next: (end) => settle({ ...s, stage: 'shots', firer: end.target, firerInjured: false, firerFell: end.fell }),
        });
      case 'target-fall':
        if (targetFall === null || targetLedge === null) return DONE;
        return thenStep({ step: 'edge-slip', model: candidate.target, distance: targetLedge.distance, drop: targetLedge.drop }, {
          process: targetFall,
          start: fallStart(s.target),
          next: (end) => settle({ ...s, stage: 'shots', target: end.target, targetInjured: false, targetFell: end.fell }),
        });
      case 'cover-fall':
        if (coverFall === null || coverLedge === null || s.cover === null || cover?.kind !== 'model') return DONE;
        return thenStep({ step: 'edge-slip', model: cover.warrior.id, distance: coverLedge.distance, drop: coverLedge.drop }, {
          process: coverFall,
          start: fallStart(s.cover),
          next: (end) => settle({ ...s, stage: 'shots', cover: end.target, coverInjured: false, coverFell: end.fell }),
        });
      case 'line-hit': {
        const hit = line[s.lineNext];
        const model = s.line[s.lineNext];
        if (hit === undefined || model === undefined) return DONE;
        return thenStep({ step: 'line-hit', model: hit.warrior.id }, {
          process: hit.process,
          start: shotStart(model.target, s.criticalUsed, 'to-wound'),
          next: (end) => settle({ ...s, lineNext: s.lineNext + 1, criticalUsed: end.criticalUsed, line: replaced(s.line, s.lineNext, { ...model, target: end.target, injured: model.injured || injured(end) }) }),
        });
      }
      case 'line-fall': {
        const hit = line[s.lineNext];
        const model = s.line[s.lineNext];
        if (hit === undefined || hit.fall === null || hit.ledge === null || model === undefined) return DONE;
        return thenStep({ step: 'edge-slip', model: hit.warrior.id, distance: hit.ledge.distance, drop: hit.ledge.drop }, {
          process: hit.fall,
          start: fallStart(model.target),
          next: (end) => settle({ ...s, lineNext: s.lineNext + 1, line: replaced(s.line, s.lineNext, { ...model, target: end.target, fell: end.fell }) }),
        });
      }
      case 'spot':
        if (!stealthy || target === undefined) return DONE;
        return thenStep({ step: 'spot', model: candidate.target, shooter: candidate.shooter }, {
          process: initiativeTest(target.profile.I ?? 0, attack.variants),
          start: 'pending',
          next: (test: InitiativeTestState) => settle({ ...s, stage: 'done', spotted: test === 'passed' }),
        });
      case 'done':
        return DONE;
    }
  };
  return { process: { key: (s) => JSON.stringify(s), step }, start, cover, targetLedge, coverLedge, line, firerLedge };
}

const MISFIRE_HARM: readonly TableShotState['misfire'][] = ['none', 'reload', 'jammed', 'explodes'];

/** Of two things a misfire did to a weapon, the one that leaves it worse off. */
function worseMisfire(a: TableShotState['misfire'], b: TableShotState['misfire']): TableShotState['misfire'] {
  return MISFIRE_HARM.indexOf(a) >= MISFIRE_HARM.indexOf(b) ? a : b;
}

function replaced<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((item, i) => (i === index ? value : item));
}

/**
 * The models a blunderbuss's shot hits besides its aim (facts A4): every model, friend or foe,
 * in the straight line as long as the weapon's range and 1" wide from the firer toward the
 * aim, that the firer can see; each is hit with no roll. None for any other weapon.
 */
function lineHits(battle: MordheimBattle, table: PreparedTable, candidate: TargetCandidate): LineHit[] {
  const { attack } = candidate;
  if (!weaponHas(attack.weapon, 'shot')) return [];
  return modelsInStrip(table, candidate.shooter, candidate.target, attack.weapon.range, SHOT_LINE_WIDTH).flatMap((id): LineHit[] => {
    const warrior = battle.warriors.find((w) => w.id === id && w.state.condition !== 'out-of-action');
    if (!warrior || id === candidate.target) return [];
    const ledge = ledgeOf(table, warrior);
    return [{ warrior, process: shotProcess(coverAttack(attack, warrior)), ledge, fall: ledge ? fallProcess(ledge.faller, ledge.drop, attack.variants) : null }];
  });
}
