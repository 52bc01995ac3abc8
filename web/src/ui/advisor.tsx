/**
 * The advisor on the page (issue 22): the chosen warrior's heat map or exposure map as a layer
 * over the table, its best places listed, and the phase plan as a list to play through. The
 * library works in a web worker (logic/advisor-worker.ts) through a channel that drops a stale
 * question when a model moves (logic/advisor-client.ts); the page asks again once it is dropped.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { DEFAULT_GRID, type PlanGoal, type PlanResult } from '../../../src/advisor/index.js';
import type { AdviceGoal } from '../../../src/engine/index.js';
import { decimal, percent, UP_TO_TWO_DECIMALS } from '../../../i18n/index.js';
import { advisorChannel, type AdvisorChannel, type WorkerLike } from '../logic/advisor-client.js';
import { bestOf, layerCells, notAppliedOf, planLines, type AdviceResult, type AdvisorCell, type AdvisorLayer, type PlanLine } from '../logic/advisor.js';
import { useTexts, type Texts } from '../texts.js';

const spawnWorker = (): WorkerLike => new Worker(new URL('../logic/advisor-worker.ts', import.meta.url), { type: 'module', name: 'advisor' });

/** What the advisor shows: the goal and the map. */
export interface AdvisorSettings {
  readonly goal: AdviceGoal;
  readonly layer: AdvisorLayer;
}

export type AdviceState = { readonly kind: 'off' } | { readonly kind: 'working' } | { readonly kind: 'done'; readonly result: AdviceResult } | { readonly kind: 'refused' };
export type PlanState = { readonly kind: 'off' } | { readonly kind: 'working' } | { readonly kind: 'done'; readonly result: PlanResult<number> } | { readonly kind: 'refused' };

/** One channel for the lifetime of the component, closed (its worker ended) when it goes. */
function useChannel(): AdvisorChannel {
  const channel = useMemo(() => advisorChannel(spawnWorker), []);
  useEffect(() => () => channel.close(), [channel]);
  return channel;
}

/**
 * The chosen shooter's maps, asked of the worker whenever the battle, the shooter, the goal or
 * the move changes and no model is being dragged (a drag step cancels the question being worked
 * out). `move`: inches over the file's, for a game whose profiles may carry none (null: the file's move, or the shooter stays).
 */
export function useAdvice(file: unknown, shooter: string | null, goal: AdviceGoal, dragging: boolean, move: number | null = null): AdviceState {
  const channel = useChannel();
  const [state, setState] = useState<AdviceState>({ kind: 'off' });
  useEffect(() => {
    if (file === null || shooter === null) {
      channel.cancel();
      setState({ kind: 'off' });
      return;
    }
    if (dragging) {
      channel.cancel();
      return;
    }
    setState({ kind: 'working' });
    channel.ask({ kind: 'advice', file, request: { shooter, goal, grid: DEFAULT_GRID, ...(move === null ? {} : { move }) } }, (answer) => {
      switch (answer.kind) {
        case 'advice':
          setState({ kind: 'done', result: answer.result });
          return;
        case 'plan':
        case 'refused':
          setState({ kind: 'refused' });
          return;
      }
    });
  }, [channel, file, shooter, goal, dragging, move]);
  return state;
}

/** The phase plan, asked while `file` is given (the panel open), again at each new battle once no model is being dragged. */
export function usePlan(file: unknown, goal: PlanGoal, dragging: boolean): PlanState {
  const channel = useChannel();
  const [state, setState] = useState<PlanState>({ kind: 'off' });
  const goalKey = JSON.stringify(goal);
  useEffect(() => {
    if (file === null) {
      channel.cancel();
      setState({ kind: 'off' });
      return;
    }
    if (dragging) {
      channel.cancel();
      return;
    }
    setState({ kind: 'working' });
    channel.ask({ kind: 'plan', file, goal: JSON.parse(goalKey) as PlanGoal }, (answer) => {
      switch (answer.kind) {
        case 'plan':
          setState({ kind: 'done', result: answer.result });
          return;
        case 'advice':
        case 'refused':
          setState({ kind: 'refused' });
          return;
      }
    });
  }, [channel, file, goalKey, dragging]);
  return state;
}

const svgNumber = (value: number) => Number(value.toFixed(3));

/** The layer over the table: a square per place, darker the higher its value; the best few ringed and numbered. Drawn for the eye only: the panel lists the same places for the keyboard and screen readers. */
export function AdvisorOverlay(props: { readonly cells: readonly AdvisorCell[]; readonly layer: AdvisorLayer; readonly grid: number }): JSX.Element {
  const { cells, layer, grid } = props;
  const marked = cells.filter((c) => c.rank !== null).sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
  const radius = Math.max(grid, 0.5);
  return (
    <g class={`advisor-layer advisor-${layer}`} aria-hidden="true" data-testid="advisor-layer" data-layer={layer}>
      {cells.map((c) => (
        <rect key={c.index} class="advisor-cell" x={svgNumber(c.x - grid / 2)} y={svgNumber(c.y - grid / 2)} width={grid} height={grid} fill-opacity={c.value > 0 ? svgNumber(0.12 + 0.68 * c.shade) : 0.06} data-value={c.value} />
      ))}
      {marked.map((c) => (
        <g key={`m-${c.index}`} class="advisor-mark" data-rank={c.rank} data-x={c.x} data-y={c.y}>
          <circle cx={svgNumber(c.x)} cy={svgNumber(c.y)} r={radius} />
          <text x={svgNumber(c.x)} y={svgNumber(c.y - radius - 0.15)}>
            {c.rank}
          </text>
        </g>
      ))}
    </g>
  );
}

/** A weapon's name in the page's language, by its id: the game's own where the page gives one (a unit game's weapons). */
export type WeaponNamer = (id: string) => string;

/** A way of shooting in words: a weapon by its name (the game's namer, else the catalogue's), a volley or direct fire; else as the library names it. */
function wayName(t: Texts, way: string | null, weapon?: WeaponNamer): string {
  if (way === null) return '';
  if (way === 'volley') return t.cat.plan.volley;
  if (way === 'direct') return t.cat.plan.direct;
  if (weapon) return weapon(way);
  const weapons: Readonly<Record<string, string>> = t.cat.weapon;
  return Object.hasOwn(weapons, way) ? (weapons[way] ?? way) : way;
}

function valueText(t: Texts, goal: AdviceGoal, value: number): string {
  return goal === 'models' ? decimal(t.language, value, UP_TO_TWO_DECIMALS) : percent(t.language, value);
}

const GOALS: readonly AdviceGoal[] = ['out-of-action', 'any-effect', 'models'];
const LAYERS: readonly AdvisorLayer[] = ['shoot', 'safe', 'hidden'];

/** The move field of a game whose profiles may carry no move: inches, or null (empty: the file's move, else the shooter stays). */
export interface AdvisorMove {
  readonly value: number | null;
  readonly onMove: (move: number | null) => void;
}

/** The largest move the field takes, in inches (a march of the fastest units stays well within it). */
const MOVE_MAX = 30;

/** The side panel's advisor: the switch, the goal, the map chosen, its legend and best places. */
export function AdvisorPanel(props: {
  readonly shown: boolean;
  readonly onShown: (shown: boolean) => void;
  readonly shooterName: string | null;
  readonly settings: AdvisorSettings;
  readonly onSettings: (settings: AdvisorSettings) => void;
  readonly state: AdviceState;
  readonly names: ReadonlyMap<string, string>;
  /** Whose place is advised: a warrior (Mordheim's table) or a unit (the unit page). */
  readonly subject?: 'warrior' | 'unit';
  /** Given for a game whose profiles may carry no move: the field that says how far the shooter moves, over the file's. */
  readonly move?: AdvisorMove;
  readonly weaponName?: WeaponNamer;
}): JSX.Element {
  const t = useTexts();
  const a = t.web.advisor;
  const { settings, state, move } = props;
  const unit = props.subject === 'unit';
  const [moveRefused, setMoveRefused] = useState(false);
  const name = (id: string | null) => (id === null ? '' : (props.names.get(id) ?? id));
  return (
    <div class="advisor-panel" data-testid="advisor-panel">
      <label class="check">
        <input type="checkbox" checked={props.shown} onChange={(e) => props.onShown(e.currentTarget.checked)} data-testid="advisor-show" />
        {unit ? a.showUnit : a.show}
      </label>
      {props.shown && (
        <>
          {move && (
            <>
              <label class="field inline">
                <span>{a.move}</span>
                <input
                  type="number"
                  min={0}
                  max={MOVE_MAX}
                  step={0.5}
                  value={move.value ?? ''}
                  data-testid="advisor-move"
                  aria-describedby="advisor-move-hint"
                  aria-invalid={moveRefused}
                  onChange={(e) => {
                    const typed = e.currentTarget.value.trim();
                    const inches = Number(typed);
                    const fits = typed === '' || (Number.isFinite(inches) && inches >= 0 && inches <= MOVE_MAX);
                    setMoveRefused(!fits);
                    if (fits) move.onMove(typed === '' ? null : inches);
                  }}
                />
              </label>
              {moveRefused && (
                <p class="problem" role="alert" data-testid="advisor-move-refused">
                  {a.moveRefused(MOVE_MAX)}
                </p>
              )}
              <p class="hint" id="advisor-move-hint">
                {a.moveHint}
              </p>
            </>
          )}
          <label>
            {a.goal}{' '}
            <select value={settings.goal} onChange={(e) => props.onSettings({ ...settings, goal: e.currentTarget.value as AdviceGoal })} data-testid="advisor-goal">
              {GOALS.map((g) => (
                <option key={g} value={g}>
                  {t.cat.advise.goal[g]}
                </option>
              ))}
            </select>
          </label>
          <fieldset class="advisor-layers">
            <legend>{a.layer}</legend>
            {LAYERS.map((layer) => (
              <label key={layer} class="check">
                <input type="radio" name="advisor-layer" value={layer} checked={settings.layer === layer} onChange={() => props.onSettings({ ...settings, layer })} data-testid={`advisor-layer-${layer}`} />
                {a.layerChoice[layer]}
              </label>
            ))}
          </fieldset>
          <div aria-live="polite" data-testid="advisor-status">
            {props.shooterName === null ? <p class="hint">{unit ? a.chooseUnit : a.chooseShooter}</p> : <AdviceSummary state={state} settings={settings} name={name} {...(props.weaponName ? { weaponName: props.weaponName } : {})} />}
          </div>
        </>
      )}
    </div>
  );
}

/** The legend's words for the layer shown. */
function legendOf(a: Texts['web']['advisor'], layer: AdvisorLayer): (top: string) => string {
  switch (layer) {
    case 'shoot':
      return a.legendShoot;
    case 'safe':
      return a.legendSafe;
    case 'hidden':
      return a.legendHidden;
  }
}

function AdviceSummary(props: { readonly state: AdviceState; readonly settings: AdvisorSettings; readonly name: (id: string | null) => string; readonly weaponName?: WeaponNamer }): JSX.Element {
  const t = useTexts();
  const a = t.web.advisor;
  const { state, settings } = props;
  switch (state.kind) {
    case 'off':
      return <></>;
    case 'working':
      return <p class="hint">{a.working}</p>;
    case 'refused':
      return <p class="problem">{a.problem.refused}</p>;
    case 'done':
      break;
  }
  if (!state.result.ok) return <p class="problem">{a.problem[state.result.problem]}</p>;
  const advice = state.result.advice;
  const { heat, exposure } = advice;
  const best = bestOf(advice, settings.layer);
  const cells = layerCells(advice, settings.layer);
  const top = cells.reduce((most, c) => Math.max(most, c.value), 0);
  const value = (v: number) => valueText(t, settings.goal, v);
  const number = (v: number) => decimal(t.language, v, UP_TO_TWO_DECIMALS);
  const noShot = heat.best.length === 0;
  const notApplied = notAppliedOf(advice);
  // The worker sends the heat map first: the safe and hidden maps wait for the exposure map.
  const pending = exposure === null && settings.layer !== 'shoot';
  return (
    <>
      <p>{a.places(heat.places.length)}</p>
      {advice.withheld !== undefined ? (
        <p class="hint" data-testid="advisor-exposure-withheld" data-code={advice.withheld}>
          {a.exposureWithheld[advice.withheld]}
        </p>
      ) : (
        exposure === null && (
          <p class="hint" data-testid="advisor-exposure-working">
            {a.exposureWorking}
          </p>
        )
      )}
      <ul class="legend advisor-legend">
        <li>
          <span class={`swatch advisor-${settings.layer}`} />
          {legendOf(a, settings.layer)(value(top))}
        </li>
        <li>
          <span class="swatch advisor-mark" />
          {a.legendMarked}
        </li>
      </ul>
      {pending ? null : noShot && settings.layer !== 'safe' ? (
        <p data-testid="advisor-no-shot">{a.noShot}</p>
      ) : best.length === 0 ? (
        <p data-testid="advisor-none-sheltered">{a.noneSheltered}</p>
      ) : (
        <>
          <h4>{a.bestHeading[settings.layer]}</h4>
          <ol class="advisor-best" data-testid="advisor-best">
            {best.map((i) => {
              const p = heat.places[i];
              if (!p) return null;
              const where = p.place.move === 'stay' ? t.cat.advise.here : t.cat.advise.at(number(p.place.x), number(p.place.y), number(p.place.level));
              const shot = p.target === null ? a.noShot : a.shot(props.name(p.target), wayName(t, p.way, props.weaponName), p.needed === null ? t.cat.advise.noNeeded : `${p.needed}+`, value(p.value));
              return (
                <li key={i} tabIndex={0} data-x={p.place.x} data-y={p.place.y} data-value={p.value}>
                  {a.bestLine(`${where}, ${t.cat.advise.move[p.place.move]}`, shot, advice.withheld !== undefined ? a.exposureNotWorkedOut : exposure === null ? a.exposurePending : a.exposure(value(exposure.places[i]?.value ?? 0)))}
                </li>
              );
            })}
          </ol>
        </>
      )}
      {notApplied.length > 0 && (
        <>
          <h4>{a.notAppliedHeading}</h4>
          <ul class="advisor-not-applied" data-testid="advisor-not-applied">
            {notApplied.map((code) => (
              <li key={code} data-code={code}>{code === 'movement-unknown' ? a.moveUnknown : (t.cat.advise.notApplied[code] ?? code)}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** An enemy the plan may be asked about: its id and its name. */
export interface PlanEnemy {
  readonly id: string;
  readonly name: string;
}

/**
 * The phase plan as a list the player plays through: each line a button choosing its shooter
 * and target; the plan is asked again after each shot. What it is asked for is chosen above it:
 * the most models on average, or the best chance to take out one of `enemies` (`target`).
 */
export function PlanPanel(props: {
  readonly shown: boolean;
  readonly onShown: (shown: boolean) => void;
  readonly state: PlanState;
  readonly names: ReadonlyMap<string, string>;
  readonly onStep: (line: PlanLine) => void;
  readonly enemies: readonly PlanEnemy[];
  readonly target: string | null;
  readonly onTarget: (target: string | null) => void;
  readonly weaponName?: WeaponNamer;
}): JSX.Element {
  const t = useTexts();
  const a = t.web.advisor;
  const name = (id: string) => props.names.get(id) ?? id;
  const { state } = props;
  return (
    <div class="plan-panel" data-testid="plan-panel">
      <label class="check">
        <input type="checkbox" checked={props.shown} onChange={(e) => props.onShown(e.currentTarget.checked)} data-testid="plan-show" />
        {a.planAsk}
      </label>
      {props.shown && (
        <label class="field inline">
          <span>{a.planGoal}</span>
          <select value={props.target ?? ''} onChange={(e) => props.onTarget(e.currentTarget.value === '' ? null : e.currentTarget.value)} data-testid="plan-target">
            <option value="">{a.planGoalExpected}</option>
            {props.enemies.map((enemy) => (
              <option key={enemy.id} value={enemy.id}>
                {a.planGoalChance(enemy.name)}
              </option>
            ))}
          </select>
        </label>
      )}
      <div aria-live="polite" data-testid="plan-status">
        {state.kind === 'working' && <p class="hint">{a.working}</p>}
        {state.kind === 'refused' && <p class="problem">{a.problem.refused}</p>}
        {state.kind === 'done' && !state.result.ok && <p class="problem">{a.planRefused(state.result.refusal)}</p>}
        {state.kind === 'done' && state.result.ok && (
          <PlanList plan={state.result} name={name} onStep={props.onStep} {...(props.weaponName ? { weaponName: props.weaponName } : {})} />
        )}
      </div>
    </div>
  );
}

function PlanList(props: { readonly plan: PlanResult<number>; readonly name: (id: string) => string; readonly onStep: (line: PlanLine) => void; readonly weaponName?: WeaponNamer }): JSX.Element {
  const t = useTexts();
  const a = t.web.advisor;
  const { plan } = props;
  if (!plan.ok) return <></>;
  const lines = planLines(plan);
  if (lines.length === 0) return <p data-testid="plan-none">{a.planNone}</p>;
  const goal = plan.plan.goal;
  const value = (v: number) => (goal.kind === 'chance' ? percent(t.language, v) : decimal(t.language, v, { minimumFractionDigits: 2, maximumFractionDigits: 3, grouped: false }));
  return (
    <>
      <ol class="plan-steps" data-testid="plan-steps">
        {lines.map((line, i) => (
          <li key={i}>
            <span>{line.first ? a.planFirst : a.planThen(percent(t.language, line.chance))}</span>{' '}
            <button type="button" title={a.planStepTitle} data-shooter={line.step.shooter} data-target={line.step.target} onClick={() => props.onStep(line)}>
              {t.cat.plan.step(props.name(line.step.shooter), props.name(line.step.target), wayName(t, line.step.way, props.weaponName))}
            </button>
          </li>
        ))}
      </ol>
      <p>{goal.kind === 'chance' ? t.cat.plan.valueChance(value(plan.plan.value)) : t.cat.plan.valueExpected(value(plan.plan.value))}</p>
      <p>{t.cat.plan.advice(plan.plan.advice.order.map(props.name).join(', '), value(plan.plan.advice.value))}</p>
      {/* The plan is never worse than the advice; a float's rounding below zero would read "−0.00". */}
      <p data-testid="plan-gain">{t.cat.plan.gain(value(Math.abs(plan.plan.gain) < 1e-9 ? 0 : plan.plan.gain))}</p>
    </>
  );
}
