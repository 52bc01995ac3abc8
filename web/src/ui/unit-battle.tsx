/**
 * A battle of a unit game (Battleaxe, The Ninth Age): the table drawn from the library's
 * table (terrain, unit blocks, bases), the chosen unit's targets with reasons and odds, for
 * The Ninth Age the three lines of each shooting model to the chosen (or advised) target,
 * and a seeded shot with its log. Every rule question goes to the library (logic/units.ts).
 */
import type { JSX, TargetedPointerEvent, TargetedWheelEvent } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { SEED_MAX } from '../../../src/dice/index.js';
import { footprintBounds, rectPolygon, type Bounds, type Point2, type Polygon } from '../../../src/geometry/index.js';
import type { TableModel } from '../../../src/table/index.js';
import type { ScenarioIssue } from '../../../src/scenario/index.js';
import { unitGame, webGame } from '../games/registry.js';
import { possibleRows } from '../games/units-shared.js';
import type { ModelSightLines } from '../games/web-game.js';
import { deleteUnit, modelsLeft, moveUnit, setUnitModels, setUnitState, unitFileModels, unitStateValue, type UnitEdit, nextUnit, TURN_STEP, turnUnit, unitFacing, restOfUnitPhase, unitPhaseOver, unitShootingOrder, unitShooterName, reseedUnits, joinedShootersOf, shooterSummary, shootUnit, shotLines, unitPhasePanic, unitsOf, type PhasePanicLines, type TargetRow, type UnitSession } from '../logic/units.js';
import { unitOdds } from '../logic/unit-odds.js';
import { unitOddsAtAGlance } from '../logic/odds-view.js';
import { ShotStrip } from './shot-strip.js';
import { unitCompareRows } from '../logic/unit-compare.js';
import { addUnit, addUnitTerrain, deleteUnitTerrain, drawnTerrain, shiftUnitTerrain, unitTerrain, updateUnitTerrain } from '../logic/unit-edits.js';
import { unitRangeRings, type GrownBase, type UnitRangeRings } from '../logic/unit-rings.js';
import { useTexts } from '../texts.js';
import { CountChart } from './count-chart.js';
import { OddsCharts } from './odds-charts.js';
import { chartBars } from '../logic/chart.js';
import { FormatSwitch, useChanceFormat } from './format-switch.js';
import { ChanceBar } from './chance-bar.js';
import { Roster } from './roster.js';
import { TerrainEditor } from './editors.js';
import { TableToolbar } from './table-toolbar.js';
import { DrawingPath, SIDE_COLOURS, TerrainShape, type TableMode } from './table-view.js';
import { inchesPerPixel, pannedView, tableAspect, useLeastLabelSize, useTablePinch, useTableZoom, WHEEL_STEP, ZoomButtons, type ViewBox } from './table-zoom.js';
import { UnitComparePanel } from './unit-compare-panel.js';
import { UnitProfileEditor } from './unit-editor.js';
import { NeedsTable } from './needs-table.js';
import { AdvisorOverlay, AdvisorPanel, PlanPanel, useAdvice, usePlan, type AdvisorSettings } from './advisor.js';
import { layerCells, planGoalOf, rowOfStep, type PlanLine } from '../logic/advisor.js';
import { DEFAULT_GRID } from '../../../src/advisor/index.js';

export interface UnitBattleProps {
  readonly session: UnitSession;
  /** A new step for undo; `merge` replaces the current step (the steps of one drag). */
  readonly onSession: (session: UnitSession, merge?: boolean) => void;
  /** A refused edit: the parser's issues, each with its path (shown as the Mordheim editors' are). */
  readonly onRefused?: (issues: readonly ScenarioIssue[]) => void;
  /** A shooting unit chosen from the start (the calculator's shot put on a table). */
  readonly initialShooter?: string;
}

const n = (value: number) => Number(value.toFixed(3));
const pointsOf = (polygon: Polygon) => polygon.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');
/** A unit's name on the table, in inches, where the zoom lets that read (`useLeastLabelSize`); the terrain's and the rings' labels grow the same way (styles.css). */
const UNIT_LABEL_INCHES = 0.7;

const LINE_COLOURS = { hard: '#b5322f', soft: '#d98c1a', clear: '#1f8f3a', facing: '#2f6db5' } as const;

function ModelShape(props: { readonly model: TableModel; readonly colour: string }): JSX.Element {
  const { base } = props.model;
  return base.kind === 'circle' ? (
    <circle cx={n(base.centre.x)} cy={n(base.centre.y)} r={n(base.radius)} fill={props.colour} stroke="#111" stroke-width={0.04} />
  ) : (
    <polygon points={pointsOf(rectPolygon(base))} fill={props.colour} stroke="#111" stroke-width={0.04} />
  );
}

function Lines(props: { readonly findings: readonly ModelSightLines[] }): JSX.Element {
  const facings = new Map<string, ModelSightLines['facing']>();
  for (const { facing } of props.findings) facings.set(`${n(facing.a.x)},${n(facing.a.y)},${n(facing.b.x)},${n(facing.b.y)}`, facing);
  return (
    <g class="t9a-lines" data-testid="t9a-lines" pointer-events="none">
      {[...facings].map(([key, f]) => (
        <line key={key} class="t9a-facing" x1={n(f.a.x)} y1={n(f.a.y)} x2={n(f.b.x)} y2={n(f.b.y)} stroke={LINE_COLOURS.facing} stroke-width={0.18} stroke-linecap="round" />
      ))}
      {props.findings.map(({ model, cover, from, lines }) => (
        <g key={model} class="t9a-model-lines" data-model={model} data-cover={cover}>
          {lines.map(({ to, kind }, i) => (
            <line key={i} class={`t9a-line ${kind}`} x1={n(from.x)} y1={n(from.y)} x2={n(to.x)} y2={n(to.y)} stroke={LINE_COLOURS[kind]} stroke-width={0.05} stroke-dasharray={kind === 'clear' ? undefined : '0.25,0.12'} />
          ))}
          <circle cx={n(from.x)} cy={n(from.y)} r={0.12} fill="#111" />
        </g>
      ))}
    </g>
  );
}

function GrownShape(props: { readonly shape: GrownBase; readonly fill?: string }): JSX.Element {
  const { shape } = props;
  return shape.kind === 'circle' ? <circle cx={n(shape.centre.x)} cy={n(shape.centre.y)} r={n(shape.radius)} fill={props.fill} /> : <path d={shape.d} fill={props.fill} />;
}

/**
 * One ring: the outline of the union of the grown bases. Each shape is stroked twice as wide
 * as the line and masked by every shape's inside, so only the union's outer edge shows.
 */
function Ring(props: { readonly id: string; readonly kind: 'half' | 'full'; readonly shapes: readonly GrownBase[] }): JSX.Element {
  // A joined character's id holds a slash (`militia/1`), kept out of the url() that names the mask.
  const mask = `unit-ring-${props.id.replace(/[^A-Za-z0-9_-]/g, '_')}-${props.kind}`;
  return (
    <g class={`unit-ring ${props.kind}`} data-ring={props.kind}>
      <mask id={mask} maskUnits="userSpaceOnUse" x={-1000} y={-1000} width={3000} height={3000}>
        <rect x={-1000} y={-1000} width={3000} height={3000} fill="#fff" />
        {props.shapes.map((shape, i) => (
          <GrownShape key={i} shape={shape} fill="#000" />
        ))}
      </mask>
      <g mask={`url(#${mask})`} class={`ring ${props.kind}`}>
        {props.shapes.map((shape, i) => (
          <GrownShape key={i} shape={shape} fill="none" />
        ))}
      </g>
    </g>
  );
}

function RangeRings(props: { readonly unit: string; readonly rings: UnitRangeRings }): JSX.Element {
  const t = useTexts();
  const { rings } = props;
  return (
    <g class="range-rings" data-testid="unit-rings" data-half={rings.half} data-full={rings.full} data-weapon={rings.weapon} aria-hidden="true">
      <Ring id={props.unit} kind="full" shapes={rings.fullShapes} />
      <Ring id={props.unit} kind="half" shapes={rings.halfShapes} />
      <text class="ring-label" x={n(rings.halfLabel.x)} y={n(rings.halfLabel.y)}>
        {t.web.table.inches(rings.half)}
      </text>
      <text class="ring-label" x={n(rings.fullLabel.x)} y={n(rings.fullLabel.y)}>
        {t.web.table.inches(rings.full)}
      </text>
    </g>
  );
}

/** The box that holds every unit's block, or null for a table without units. */
function unitsBounds(blocks: readonly Bounds[]): Bounds | null {
  if (blocks.length === 0) return null;
  return {
    minX: Math.min(...blocks.map((b) => b.minX)),
    minY: Math.min(...blocks.map((b) => b.minY)),
    maxX: Math.max(...blocks.map((b) => b.maxX)),
    maxY: Math.max(...blocks.map((b) => b.maxY)),
  };
}

export function UnitBattle(props: UnitBattleProps): JSX.Element {
  const t = useTexts();
  const { session } = props;
  const { scenario, dice, log } = session;
  const battle = scenario.battle;
  const table = battle.table;
  const [shooter, setShooter] = useState<string | null>(props.initialShooter ?? null);
  const [row, setRow] = useState<{ readonly target: string; readonly how: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [format, setFormat] = useChanceFormat();
  /** The unit last chosen in either army: the one the turn control and [ ] turn. */
  const [selected, setSelected] = useState<string | null>(props.initialShooter ?? null);
  const svg = useRef<SVGSVGElement>(null);
  // Opened on the units (a big table of two small units is unreadable fitted whole).
  const zoom = useTableZoom(table.width, table.depth, () => unitsBounds(table.units.map((u) => footprintBounds(u.boundary))));
  const pinch = useTablePinch(svg, zoom, table.width);
  const leastLabel = useLeastLabelSize(svg, zoom.box);
  const latest = useRef(session);
  latest.current = session;
  /** A unit being dragged: where the pointer was last, and whether the block has moved yet. */
  const drag = useRef<{ readonly kind: 'unit' | 'terrain'; readonly id: string; readonly pointer: number; last: { x: number; y: number }; moved: boolean; refused: readonly ScenarioIssue[] | null } | null>(null);
  /** A drag on the empty table: the view follows the pointer. */
  const pan = useRef<{ readonly pointer: number; readonly x: number; readonly y: number; readonly from: ViewBox; readonly scale: number } | null>(null);
  const [mode, setMode] = useState<TableMode>({ kind: 'select' });
  /** The terrain piece whose editor is open (a unit chosen closes it). */
  const [editingTerrain, setEditingTerrain] = useState<string | null>(null);
  const [compareOpen, setCompareOpen] = useState(false);
  /** Why the last click on the table did nothing (no room for a new unit). */
  const [tableNotice, setTableNotice] = useState<string | null>(null);
  // The advisor (issue 22), as on the Mordheim table: the chosen unit's maps and the phase plan.
  const [advisorShown, setAdvisorShown] = useState(false);
  const [planShown, setPlanShown] = useState(false);
  // A whole unit is rarely destroyed by one unit's shooting (its chance is often below a millionth), so a unit's map starts on the models it removes.
  const [advisorSettings, setAdvisorSettings] = useState<AdvisorSettings>({ goal: 'models', layer: 'shoot' });
  /** How far the unit may move, in inches, over the file's (null: the file's move — Battleaxe M, Ninth Age Adv — else it stays). */
  const [advisorMove, setAdvisorMove] = useState<number | null>(null);
  const [planTarget, setPlanTarget] = useState<string | null>(null);
  /** Whether a unit or a terrain piece is being dragged: the advisor waits for the drop. */
  const [dragging, setDragging] = useState(false);

  const units = unitsOf(scenario);
  // A joined character that shoots on its own (T-14) is chosen as a shooter of its own: its lines and odds are the library's for it.
  const joined = joinedShootersOf(scenario);
  const armyIndex = new Map(battle.armies.map((a, i) => [a.id, i]));
  const unitArmy = new Map([...units, ...joined].map((u) => [u.id, u.army]));
  const colourOf = (unit: string | null) => SIDE_COLOURS[(armyIndex.get(unitArmy.get(unit ?? '') ?? '') ?? 0) % SIDE_COLOURS.length] ?? '#555';
  const summary = useMemo(() => (shooter && unitArmy.has(shooter) ? shooterSummary(t.cat, scenario, shooter) : null), [t.cat, scenario, shooter]);
  const rows = summary?.rows ?? [];
  const chosen: TargetRow | null = (row ? rows.find((r) => r.target === row.target && r.how === row.how) : undefined) ?? rows.find((r) => r.advised) ?? null;

  // The three lines of each model that may shoot at the chosen (or advised) target, where the game draws them.
  const findings = chosen?.sightLines ?? [];

  const odds = useMemo(() => (shooter && chosen?.legal && summary?.may ? unitOdds(t.cat, scenario, shooter, chosen.target, chosen.choice) : null), [t.cat, scenario, shooter, chosen?.target, chosen?.how, chosen?.legal, summary?.may]);

  const turnable = selected !== null && units.some((u) => u.id === selected) ? selected : null;
  const turn = (degrees: number) => {
    if (!turnable) return;
    const turned = turnUnit(session, turnable, degrees);
    if (turned) props.onSession(turned);
  };

  const applyEdit = (edit: UnitEdit): boolean => {
    if (edit.ok) props.onSession(edit.session);
    else props.onRefused?.(edit.issues);
    return edit.ok;
  };

  const facts = webGame(scenario.game).advice;
  const advisedShooter = shooter !== null && unitArmy.get(shooter) === battle.shooting ? shooter : null;
  const advice = useAdvice(advisorShown ? session.file : null, advisedShooter, advisorSettings.goal, dragging, facts.moveInProfile ? null : advisorMove);
  const advisorCells = useMemo(() => (advisorShown && advice.kind === 'done' && advice.result.ok ? layerCells(advice.result.advice, advisorSettings.layer) : null), [advisorShown, advice, advisorSettings.layer]);
  const planEnemies = units.filter((u) => u.army !== battle.shooting).map((u) => ({ id: u.id, name: u.name }));
  // An enemy no longer on the table (deleted) is no goal.
  const planTargetShown = planTarget !== null && planEnemies.some((e) => e.id === planTarget) ? planTarget : null;
  const plan = usePlan(planShown ? session.file : null, planGoalOf(planTargetShown), dragging);
  // A joined character shooting on its own is a shooter of the plan's and the advisor's (T-14), named as itself.
  const unitNames = useMemo(() => new Map([...units, ...joined].map((u) => [u.id, u.name])), [units, joined]);
  const weaponName = (id: string) => unitGame(scenario.game).weaponName(t.cat, id);
  /** A step of the plan chooses its shooter, and the row of its target shot the plan's way. */
  const onPlanStep = (line: PlanLine) => {
    const { shooter: stepShooter, target, way } = line.step;
    setShooter(stepShooter);
    setSelected(stepShooter);
    setEditingTerrain(null);
    const found = rowOfStep(shooterSummary(t.cat, scenario, stepShooter).rows, target, facts.choiceOf(way));
    setRow(found ? { target: found.target, how: found.how } : null);
    setRefusal(null);
  };

  const rings = useMemo(() => (shooter && unitArmy.has(shooter) ? unitRangeRings(scenario, shooter, chosen?.choice.weapon) : null), [scenario, shooter, chosen?.choice.weapon]);
  const compareTarget = chosen?.target ?? null;
  const compareRows = useMemo(() => (compareOpen && compareTarget ? unitCompareRows(t.cat, scenario, compareTarget) : []), [compareOpen, t.cat, scenario, compareTarget]);

  const finishTerrain = () => {
    if (mode.kind !== 'draw-terrain' || mode.points.length < 3) return;
    const { id, piece } = drawnTerrain(session, mode.points, mode.terrain, mode.height);
    if (applyEdit(addUnitTerrain(session, piece))) {
      setEditingTerrain(id);
      setSelected(null);
      setMode({ kind: 'select' });
    }
  };

  const onTablePoint = (point: Point2) => {
    switch (mode.kind) {
      case 'select':
        return;
      case 'add-model': {
        const added = addUnit(session, mode.warband, point, t.web.unitTable.newUnit(units.length + 1));
        if (added.ok) {
          props.onSession(added.session);
          setSelected(added.id);
          setEditingTerrain(null);
          setMode({ kind: 'select' });
        } else if (added.issues.length > 0) props.onRefused?.(added.issues);
        else setTableNotice(t.web.unitTable.noRoom);
        return;
      }
      case 'draw-terrain':
        setMode({ ...mode, points: [...mode.points, point] });
        return;
    }
  };

  useEffect(() => {
    if (mode.kind !== 'draw-terrain') return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return;
      if (event.key === 'Enter') finishTerrain();
      else if (event.key === 'Escape') setMode({ kind: 'select' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const pick = (unit: string) => {
    setSelected(unit);
    setEditingTerrain(null);
    const army = unitArmy.get(unit);
    if (army === battle.shooting) {
      setShooter(unit);
      setRow(null);
    } else if (shooter) {
      const first = rows.find((r) => r.target === unit && r.legal) ?? rows.find((r) => r.target === unit);
      if (first) setRow({ target: first.target, how: first.how });
    }
    setRefusal(null);
  };

  const onShoot = () => {
    if (!shooter || !chosen) return;
    const result = shootUnit(session, shooter, chosen.target, chosen.choice);
    if (result.ok) {
      props.onSession(result.session);
      setRefusal(null);
    } else setRefusal(chosen.lines.join(' — '));
  };

  const tablePoint = (clientX: number, clientY: number) => {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return { x: 0, y: 0 };
    const p = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return { x: p.x, y: p.y };
  };

  const onUnitDown = (id: string, event: TargetedPointerEvent<SVGGElement>) => {
    if (event.button !== 0 || mode.kind !== 'select') return;
    drag.current = { kind: 'unit', id, pointer: event.pointerId, last: tablePoint(event.clientX, event.clientY), moved: false, refused: null };
    svg.current?.setPointerCapture(event.pointerId);
  };

  /** A press on the table: a corner or a new unit in those modes, else the start of a terrain piece's drag. */
  const onTableDown = (event: TargetedPointerEvent<SVGSVGElement>) => {
    if (pinch.down(event)) {
      // A second finger: what the first began gives way to the pinch (a drag so far stays).
      drag.current = null;
      pan.current = null;
      return;
    }
    if (event.button !== 0 || drag.current) return;
    const at = tablePoint(event.clientX, event.clientY);
    if (mode.kind !== 'select') {
      onTablePoint(at);
      return;
    }
    const terrain = (event.target as Element).closest('[data-terrain]')?.getAttribute('data-terrain');
    if (terrain) drag.current = { kind: 'terrain', id: terrain, pointer: event.pointerId, last: at, moved: false, refused: null };
    else pan.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY, from: zoom.box, scale: inchesPerPixel(svg.current) };
    svg.current?.setPointerCapture(event.pointerId);
  };

  const onWheel = (event: TargetedWheelEvent<SVGSVGElement>) => {
    event.preventDefault();
    zoom.zoom(event.deltaY > 0 ? WHEEL_STEP : 1 / WHEEL_STEP, tablePoint(event.clientX, event.clientY));
  };

  const onPointerMove = (event: TargetedPointerEvent<SVGSVGElement>) => {
    if (pinch.move(event)) return;
    const p = pan.current;
    if (p && p.pointer === event.pointerId) {
      zoom.setBox(pannedView(p.from, event.clientX - p.x, event.clientY - p.y, p.scale));
      return;
    }
    const d = drag.current;
    if (!d || d.pointer !== event.pointerId) return;
    const point = tablePoint(event.clientX, event.clientY);
    const dx = point.x - d.last.x;
    const dy = point.y - d.last.y;
    if (Math.hypot(dx, dy) < 0.05) return;
    if (d.kind === 'terrain') {
      const shifted = shiftUnitTerrain(latest.current, d.id, dx, dy);
      d.last = point;
      if (!shifted.ok) {
        d.refused = shifted.issues;
        return;
      }
      props.onSession(shifted.session, d.moved);
      latest.current = shifted.session;
      if (!d.moved) setDragging(true);
      d.moved = true;
      d.refused = null;
      return;
    }
    const moved = moveUnit(latest.current, d.id, dx, dy);
    if (!moved) return;
    props.onSession(moved, d.moved);
    latest.current = moved;
    d.last = point;
    if (!d.moved) setDragging(true);
    d.moved = true;
  };

  const onPointerUp = (event: TargetedPointerEvent<SVGSVGElement>) => {
    if (pinch.up(event)) return;
    if (pan.current?.pointer === event.pointerId) {
      pan.current = null;
      svg.current?.releasePointerCapture(event.pointerId);
      return;
    }
    const d = drag.current;
    if (!d || d.pointer !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    svg.current?.releasePointerCapture(event.pointerId);
    // A press that did not move picks the unit. Not a click handler on the block: the
    // pointer is captured by the table, so the click lands on the table, not the block.
    if (d.kind === 'unit' && !d.moved) pick(d.id);
    if (d.kind === 'terrain') {
      if (d.refused) props.onRefused?.(d.refused);
      if (!d.moved) {
        setEditingTerrain(d.id);
        setSelected(null);
      }
    }
  };

  const order = unitShootingOrder(scenario);
  const phaseOver = unitPhaseOver(session);
  const nextId = order[session.phaseNext];
  const nextName = phaseOver || nextId === undefined ? null : unitShooterName(scenario, nextId);

  const { box } = zoom;
  const terrainFiles = unitTerrain(session);
  const terrainNames = new Map(terrainFiles.map((p) => [p.id, p.name ?? p.id]));
  const editedTerrain = editingTerrain === null ? null : (terrainFiles.find((p) => p.id === editingTerrain) ?? null);
  const canShoot = Boolean(summary?.may && chosen?.legal);
  const unitFile = unitGame(scenario.game).file;
  const nameOf = (id: string) => units.find((u) => u.id === id)?.name ?? joined.find((c) => c.id === id)?.name ?? id;

  return (
    <>
    <main class="layout" data-testid="unit-battle" data-game={scenario.game}>
      <section class="table-pane">
        <div class="battle-head">
          <span class="hint" data-testid="shooting-army">
            {t.web.units.shootingArmy}: {battle.armies.find((a) => a.id === battle.shooting)?.name ?? battle.shooting}
          </span>
        </div>
        <TableToolbar
          mode={mode}
          warbands={battle.armies}
          addWords={{ mode: t.web.unitTable.modeAddUnit, side: t.web.unitTable.army, hint: t.web.unitTable.addUnitHint }}
          turnable={false}
          onMode={(next) => {
            setTableNotice(null);
            setMode(next);
          }}
          onFinishTerrain={finishTerrain}
          onTurn={turn}
        />
        {tableNotice && (
          <p class="notice error" role="alert" data-testid="table-notice">
            {tableNotice}
          </p>
        )}
        <div class="table-view">
          <ZoomButtons zoom={zoom} />
          <svg
            ref={svg}
            onWheel={onWheel}
            onPointerDown={onTableDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            tabindex={0}
            onKeyDown={(e) => {
              if (e.key === '[' || e.key === ']') {
                e.preventDefault();
                turn(e.key === '[' ? -TURN_STEP : TURN_STEP);
              }
            }}
            class={`table-svg unit-table-svg mode-${mode.kind}`} style={{ ...tableAspect(table.width, table.depth), '--least-label': `${n(leastLabel)}px` }} viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`} role="img" aria-label={t.web.appName} data-testid="unit-table">
            <rect x={0} y={0} width={table.width} height={table.depth} fill="#f4f1e6" stroke="#777" stroke-width={0.08} />
            {table.terrain.map((piece) => (
              <TerrainShape key={piece.id} piece={piece} name={terrainNames.get(piece.id) ?? piece.id} editing={editingTerrain === piece.id} />
            ))}
            {advisorCells && <AdvisorOverlay cells={advisorCells} layer={advisorSettings.layer} grid={DEFAULT_GRID} />}
            {rings && shooter && <RangeRings unit={shooter} rings={rings} />}
            {table.units.map((u) => (
              <g key={u.id} data-unit={u.id} class={`unit-block${shooter === u.id ? ' shooter' : ''}${chosen?.target === u.id ? ' target' : ''}`} onPointerDown={(e) => onUnitDown(u.id, e)}
                style={{ cursor: 'grab', touchAction: 'none' }}
              >
                <polygon points={pointsOf(rectPolygon(u.boundary))} fill="none" stroke={shooter === u.id ? '#111' : chosen?.target === u.id ? '#b5322f' : colourOf(u.id)} stroke-width={shooter === u.id || chosen?.target === u.id ? 0.2 : 0.08} />
                {table.models
                  .filter((m) => m.unit === u.id)
                  .map((m) => (
                    <ModelShape key={m.id} model={m} colour={colourOf(u.id)} />
                  ))}
                <text x={n(u.boundary.centre.x)} y={n(u.boundary.centre.y)} font-size={n(Math.max(UNIT_LABEL_INCHES, leastLabel))} text-anchor="middle" fill="#111" pointer-events="none">
                  {nameOf(u.id)}
                </text>
              </g>
            ))}
            {findings.length > 0 && <Lines findings={findings} />}
            <DrawingPath points={mode.kind === 'draw-terrain' ? mode.points : []} />
          </svg>
        </div>
        {rings && (
          <p class="hint" data-testid="unit-rings-hint">
            {t.web.unitTable.ringsHint(unitGame(scenario.game).weaponName(t.cat, rings.weapon), rings.half, rings.full)}
          </p>
        )}
        {findings.length > 0 && <p class="hint">{t.web.units.linesHint}</p>}
        <p class="hint">{`${t.web.units.dragHint} ${t.web.unitTable.terrainHint}`}</p>
        {turnable && (
          <div class="turn-control" data-testid="unit-turn">
            <span data-facing={unitFacing(session, turnable)}>{t.web.units.facing(nameOf(turnable), unitFacing(session, turnable))}</span>{' '}
            <button type="button" class="small" onClick={() => turn(-TURN_STEP)} data-turn="left">
              {t.web.units.turnLeft(TURN_STEP)}
            </button>{' '}
            <button type="button" class="small" onClick={() => turn(TURN_STEP)} data-turn="right">
              {t.web.units.turnRight(TURN_STEP)}
            </button>
            <p class="hint">{t.web.units.turnHint}</p>
          </div>
        )}
      </section>
      <aside class="side">
        <details open>
          <summary>{t.web.units.heading}</summary>
          <div data-testid="unit-panel">
            {summary ? (
              <>
                <p data-testid="shooter-status" class={summary.may ? 'ok' : 'refused'}>
                  {summary.line}
                </p>
                <h4>{t.web.units.targets}</h4>
                {rows.length === 0 && <p class="hint">{t.web.units.noTargets}</p>}
                <ul class="targets">
                  {rows.map((r) => {
                    const isChosen = chosen?.target === r.target && chosen.how === r.how;
                    return (
                      <li key={`${r.target}|${r.how}`} data-target={r.target} data-legal={r.legal ? 'yes' : 'no'} data-advised={r.advised ? 'yes' : 'no'} class={isChosen ? 'chosen' : ''}>
                        <button type="button" class="small" aria-pressed={isChosen} onClick={() => setRow({ target: r.target, how: r.how })} data-choose={r.target}>
                          {`${nameOf(r.target)} — ${r.how}`}
                        </button>
                        {r.advised && <span class="tag">{t.web.units.advised}</span>}
                        {isChosen && <span class="tag">{t.web.units.chosen}</span>}
                        <ul>
                          {r.lines.map((line, i) => (
                            <li key={i}>{line}</li>
                          ))}
                        </ul>
                      </li>
                    );
                  })}
                </ul>
              </>
            ) : (
              <p class="hint">{t.web.units.pickUnit}</p>
            )}
          </div>
        </details>
        <details data-testid="advisor-details">
          <summary>{t.web.advisor.heading}</summary>
          <AdvisorPanel
            shown={advisorShown}
            onShown={setAdvisorShown}
            shooterName={advisedShooter === null ? null : nameOf(advisedShooter)}
            settings={advisorSettings}
            onSettings={setAdvisorSettings}
            state={advice}
            names={unitNames}
            subject="unit"
            weaponName={weaponName}
            {...(facts.moveInProfile ? {} : { move: { value: advisorMove, onMove: setAdvisorMove } })}
          />
          <h3>{t.web.advisor.planHeading}</h3>
          <PlanPanel shown={planShown} onShown={setPlanShown} state={plan} names={unitNames} enemies={planEnemies} target={planTargetShown} onTarget={setPlanTarget} onStep={onPlanStep} weaponName={weaponName} />
        </details>
        <details open id="unit-odds-details" data-testid="unit-odds-details">
          <summary>{t.web.odds.heading}</summary>
          <div data-testid="unit-odds">
            {!shooter || !chosen ? (
              <p class="hint">{t.web.odds.pickTarget}</p>
            ) : !odds ? (
              <p class="hint" data-testid="unit-no-odds">
                {t.web.odds.noOdds(nameOf(chosen.target), [summary?.may ? '' : (summary?.line ?? ''), ...chosen.lines.slice(1)].filter((l) => l !== '').join('; '))}
              </p>
            ) : (
              <div class="odds-panel">
                <p class="attack-line" data-testid="unit-odds-heading">
                  {odds.heading}
                </p>
                <FormatSwitch format={format} onFormat={setFormat} name="unit-chance-format" />
                {odds.sections.map((section, i) => (
                  <section key={i} data-odds-section={i}>
                    {section.heading !== '' && <h4>{section.heading}</h4>}
                    {section.needs.length > 0 && (
                      <NeedsTable needs={section.needs} testId="unit-needs" />
                    )}
                    <p class="series-heading">{section.chancesHeading}</p>
                    <div class="chances">
                      {section.chances.map((row) => (
                        <ChanceBar key={row.name} name={row.name} label={row.label} chance={row.chance} format={format} indent={row.indent} />
                      ))}
                    </div>
                  </section>
                ))}
                <h4>{odds.modelsHeading}</h4>
                <CountChart heading={odds.modelsHeading} bars={chartBars(possibleRows(odds.models))} name="models" />
                <div class="chances" data-testid="unit-models-removed">
                  {possibleRows(odds.models).map((row) => (
                    <ChanceBar key={row.name} name={row.name} label={row.label} chance={row.chance} format={format} indent={row.name !== 'destroyed'} />
                  ))}
                </div>
                <OddsCharts charts={odds.charts} />
                {odds.after && (
                  <>
                    <h4>{odds.after.heading}</h4>
                    <div class="chances" data-testid="unit-after-casualties">
                      {odds.after.rows.map((row) => (
                        <ChanceBar key={row.name} name={row.name} label={row.label} chance={row.chance} format={format} />
                      ))}
                    </div>
                  </>
                )}
              </div>
            )}
          </div>
        </details>
        <details open={compareOpen} onToggle={(e) => setCompareOpen(e.currentTarget.open)} data-testid="unit-compare-details">
          <summary>{t.web.compare.heading(compareTarget ? nameOf(compareTarget) : '…')}</summary>
          <UnitComparePanel targetName={compareTarget ? nameOf(compareTarget) : null} rows={compareRows} names={nameOf} format={format} />
        </details>
        <details open>
          <summary>{t.web.roll.heading}</summary>
          <label class="field inline">
            <span>{t.web.roll.seed}</span>
            <input
              type="number"
              min={0}
              max={SEED_MAX}
              value={dice.seed}
              data-testid="unit-seed"
              // On each key (one undo step), so no re-render can put the old seed back before it is read.
              onInput={(e) => {
                const typed = e.currentTarget.value;
                const seed = Number(typed);
                if (typed !== '' && Number.isInteger(seed) && seed >= 0 && seed <= SEED_MAX) props.onSession(reseedUnits(session, seed), true);
              }}
            />
          </label>
          <p class="hint">{t.web.roll.diceDrawn(dice.drawn)}</p>
          <button type="button" onClick={onShoot} disabled={!canShoot} data-testid="unit-shoot">
            {t.web.roll.shoot}
          </button>
          {!canShoot && <p class="hint">{t.web.roll.shootHint}</p>}
          <p class="hint" data-testid="unit-phase-status">
            {nextName === null ? t.web.units.phaseDone : t.web.units.phaseNext(nextName)}
          </p>
          <button type="button" onClick={() => props.onSession(nextUnit(session))} disabled={phaseOver} data-testid="unit-next">
            {t.web.units.nextUnit}
          </button>{' '}
          <button type="button" onClick={() => props.onSession(restOfUnitPhase(session))} disabled={phaseOver} data-testid="unit-rest">
            {t.web.roll.restOfPhase}
          </button>
          {refusal && (
            <p class="notice error" role="alert">
              {refusal}
            </p>
          )}
          <h4>{t.web.roll.log}</h4>
          <div data-testid="unit-log">
            {log.length === 0 ? (
              <p class="hint">{t.web.roll.logEmpty}</p>
            ) : (
              log.map((entry, i) => (
                <ul key={i} class="log-entry" data-log-entry={i}>
                  {shotLines(t.cat, entry).map((line, k) => (
                    <li key={k}>{line}</li>
                  ))}
                </ul>
              ))
            )}
          </div>
          <PhasePanic panic={unitPhasePanic(t.cat, session)} />
        </details>
        <details open>
          <summary>{t.web.edit.heading}</summary>
          <div data-testid="unit-edit-panel">
            {turnable && (
              <div class="unit-editor" data-testid="unit-editor" data-unit={turnable}>
                <h4>{t.web.units.editHeading(nameOf(turnable))}</h4>
                <label class="field inline">
                  <span>{t.web.units.modelsField}</span>
                  <input
                    key={`${turnable}|${unitFileModels(session, turnable)}`}
                    type="number"
                    name="unit-models"
                    title={t.web.units.modelsFieldTitle}
                    min={0}
                    step={1}
                    defaultValue={String(unitFileModels(session, turnable))}
                    data-testid="unit-models-field"
                    onChange={(e) => {
                      const value = Number(e.currentTarget.value);
                      if (e.currentTarget.value.trim() !== '' && Number.isFinite(value)) applyEdit(setUnitModels(session, turnable, value));
                    }}
                  />
                </label>
                {unitFile.flags.map((flag) => (
                  <label key={flag} class="check">
                    <input type="checkbox" name={`unit-${flag}`} data-flag={flag} checked={unitStateValue(session, turnable, flag) === true} onChange={(e) => applyEdit(setUnitState(session, turnable, flag, e.currentTarget.checked))} />
                    {t.web.units.flag[flag]}
                  </label>
                ))}
                {unitFile.movements && (
                  <label class="field inline">
                    <span>{t.web.units.movement}</span>
                    <select name="unit-movement" data-testid="unit-movement" value={((m) => (typeof m === 'string' ? m : 'none'))(unitStateValue(session, turnable, 'movement'))} onChange={(e) => applyEdit(setUnitState(session, turnable, 'movement', e.currentTarget.value))}>
                      {unitFile.movements.map((m) => (
                        <option key={m} value={m}>
                          {t.web.units.movementChoice[m]}
                        </option>
                      ))}
                    </select>
                  </label>
                )}{' '}
                <UnitProfileEditor key={turnable} session={session} unit={turnable} onEdit={applyEdit} />
                <button type="button" class="small" data-testid="unit-delete" onClick={() => applyEdit(deleteUnit(session, turnable))}>
                  {t.web.units.deleteUnit}
                </button>
              </div>
            )}
            {editedTerrain && (
              <TerrainEditor
                key={editedTerrain.id}
                piece={editedTerrain}
                explosive={false}
                onChange={(change) => applyEdit(updateUnitTerrain(session, editedTerrain.id, change))}
                onDelete={() => {
                  if (applyEdit(deleteUnitTerrain(session, editedTerrain.id))) setEditingTerrain(null);
                }}
              />
            )}
            {!turnable && !editedTerrain && <p class="hint">{t.web.edit.nothing}</p>}
          </div>
        </details>
        <Roster
          testId="unit-roster"
          sides={battle.armies}
          entries={units.flatMap((u) => [{ id: u.id, name: u.name, side: u.army, status: t.web.units.models(modelsLeft(scenario, u.id)) }, ...joined.filter((c) => c.unit === u.id).map((c) => ({ id: c.id, name: c.name, side: c.army, status: t.web.units.joinedTo(u.name) }))])}
          shooting={battle.shooting}
          shooter={shooter}
          target={chosen?.target}
          onPick={pick}
        />
      </aside>
    </main>
    {/* Beside the layout, not in it: a sticky strip stays within its parent, and the page's is the whole window. */}
    {odds && shooter && chosen && <ShotStrip shooter={nameOf(shooter)} target={nameOf(chosen.target)} glance={unitOddsAtAGlance(odds)} format={format} oddsId="unit-odds-details" />}
    </>
  );
}

/** The phase's Panic tests so far, under the log: each unit's loss, then its threshold and the test. */
function PhasePanic(props: { readonly panic: PhasePanicLines | null }): JSX.Element | null {
  const { panic } = props;
  if (!panic) return null;
  return (
    <section class="phase-panic" data-testid="unit-phase-panic">
      <h4>{panic.heading}</h4>
      <ul>
        {panic.units.map(([loss, ...rest], i) => (
          <li key={i} data-panic-unit={i}>
            {loss}
            <ul>
              {rest.map((line, k) => (
                <li key={k}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
