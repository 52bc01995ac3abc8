/**
 * The table in SVG, in inches (y down, as the library measures it): terrain by kind and
 * height, buildings and floors, unit blocks, bases with their facing, and from the selected
 * shooter its sight lines, range rings and targets. Pointer and keyboard gestures are turned
 * into edits for the app to check with the library; nothing here judges a rule.
 */
import type { JSX, TargetedKeyboardEvent, TargetedPointerEvent, TargetedWheelEvent } from 'preact';
import { useRef } from 'preact/hooks';
import type { MordheimBattle, RatedCandidate } from '../../../src/games/mordheim/index.js';
import { facingVector, footprintCentre, polygonCentroid, rectPolygon, type Point2, type Polygon } from '../../../src/geometry/index.js';
import type { TableModel, TerrainPiece, TerrainKind } from '../../../src/table/index.js';
import type { Exposure, ShooterView } from '../logic/shooting.js';
import { useTexts } from '../texts.js';
import { neededText } from './words.js';
import { inchesPerPixel, pannedView, tableAspect, useTablePinch, useTableZoom, WHEEL_STEP, ZoomButtons, type ViewBox } from './table-zoom.js';

/** How far aside (inches) a line from an enemy who sees the chosen warrior is drawn. */
const EXPOSURE_ASIDE = 0.12;

export type Editing = { readonly kind: 'warrior'; readonly id: string } | { readonly kind: 'terrain'; readonly id: string };

export type TableMode =
  | { readonly kind: 'select' }
  /** Adding a model: a warrior to a warband (Mordheim), a unit to an army (the unit games); `warband` is the side's id. */
  | { readonly kind: 'add-model'; readonly warband: string }
  | { readonly kind: 'draw-terrain'; readonly points: readonly Point2[]; readonly terrain: TerrainKind; readonly height: number };

export interface TableViewProps {
  readonly battle: MordheimBattle;
  readonly title: string;
  readonly terrainNames: ReadonlyMap<string, string>;
  readonly view: ShooterView | null;
  /** The enemies who see the chosen warrior, when asked for. */
  readonly exposure: readonly Exposure[] | null;
  readonly targetId: string | null;
  readonly editing: Editing | null;
  readonly mode: TableMode;
  readonly onWarriorPress: (id: string) => void;
  readonly onWarriorMove: (id: string, x: number, y: number) => void;
  readonly onWarriorTurn: (id: string, by: number) => void;
  readonly onTerrainPress: (id: string) => void;
  readonly onTerrainMove: (id: string, dx: number, dy: number) => void;
  /** The end of a drag: each drag is one step to undo. */
  readonly onDragEnd: () => void;
  readonly onTablePoint: (point: Point2) => void;
  /** A layer drawn over the terrain and under the warriors (the advisor's map). */
  readonly overlay?: JSX.Element | null;
}

/** Colours of the warbands, in file order. */
export const SIDE_COLOURS = ['#2f6db5', '#b5322f', '#2f9a5a', '#8a4fb5', '#c27c1a', '#1a9ab5', '#6b6b6b', '#b51a86'] as const;

const CLICK_SLOP_PX = 4;
const STEP = 0.5;
const FINE_STEP = 0.1;
const TURN = 15;

const n = (value: number) => Number(value.toFixed(3));
const pointsOf = (polygon: Polygon) => polygon.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');

function reachOf(model: TableModel): number {
  return model.base.kind === 'circle' ? model.base.radius : Math.max(model.base.width, model.base.depth) / 2;
}

type Gesture =
  | { readonly kind: 'none' }
  | { readonly kind: 'warrior'; readonly id: string; readonly pointer: number; readonly start: Point2; readonly offset: Point2; dragging: boolean }
  | { readonly kind: 'terrain'; readonly id: string; readonly pointer: number; readonly start: Point2; last: Point2; dragging: boolean }
  | { readonly kind: 'pan'; readonly pointer: number; readonly start: Point2; readonly from: ViewBox; readonly scale: number; moved: boolean };

/** A terrain piece by kind, labelled with its name and height; `data-terrain` marks it for pointer gestures. */
export function TerrainShape(props: { readonly piece: TerrainPiece; readonly name: string; readonly editing: boolean }): JSX.Element {
  const t = useTexts();
  const { piece, name } = props;
  const at = polygonCentroid(piece.outline);
  return (
    <g class={`terrain ${piece.kind}${props.editing ? ' editing' : ''}`} data-terrain={piece.id}>
      <title>{t.web.table.terrainTitle(name, t.web.table.terrainKind[piece.kind], piece.top - piece.bottom)}</title>
      <polygon points={pointsOf(piece.outline)} />
      <text class="terrain-label" x={n(at.x)} y={n(at.y)}>
        {`${name} ${t.web.table.inches(n(piece.top - piece.bottom))}`}
      </text>
    </g>
  );
}

/** The corners of a terrain piece being drawn, joined in order. */
export function DrawingPath(props: { readonly points: readonly Point2[] }): JSX.Element | null {
  if (props.points.length === 0) return null;
  return (
    <g class="drawing" aria-hidden="true">
      <polyline points={pointsOf(props.points)} />
      {props.points.map((p, i) => (
        <circle key={i} cx={n(p.x)} cy={n(p.y)} r={0.15} />
      ))}
    </g>
  );
}

export function TableView(props: TableViewProps): JSX.Element {
  const t = useTexts();
  const { battle, view } = props;
  const table = battle.table;
  const svg = useRef<SVGSVGElement>(null);
  const zoom = useTableZoom(table.width, table.depth);
  const pinch = useTablePinch(svg, zoom, table.width);
  const { box } = zoom;
  const gesture = useRef<Gesture>({ kind: 'none' });
  const pending = useRef<{ frame: number; apply: () => void } | null>(null);

  /** Moves are applied once per animation frame: the library's work per step fits in one. */
  const schedule = (apply: () => void) => {
    if (pending.current) {
      pending.current.apply = apply;
      return;
    }
    const entry = { frame: 0, apply };
    entry.frame = requestAnimationFrame(() => {
      pending.current = null;
      entry.apply();
    });
    pending.current = entry;
  };
  const flush = () => {
    const entry = pending.current;
    if (!entry) return;
    cancelAnimationFrame(entry.frame);
    pending.current = null;
    entry.apply();
  };

  const tablePoint = (clientX: number, clientY: number): Point2 => {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return { x: 0, y: 0 };
    const p = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return { x: p.x, y: p.y };
  };

  const sideOf = new Map(battle.warriors.map((w) => [w.id, Math.max(0, battle.warbands.findIndex((b) => b.id === w.warband))]));
  const names = new Map(battle.warriors.map((w) => [w.id, w.name]));
  const warriorOf = new Map(battle.warriors.map((w) => [w.id, w]));
  const weaponId = view?.weapon?.id ?? null;
  const candidates = new Map<string, RatedCandidate>((view?.report.candidates ?? []).filter((c) => c.weapon.id === weaponId).map((c) => [c.target, c]));

  /** A second finger turns whatever the first began into a pinch: a drag so far stays as one step. */
  const dropGesture = () => {
    const g = gesture.current;
    gesture.current = { kind: 'none' };
    flush();
    if ((g.kind === 'warrior' || g.kind === 'terrain') && g.dragging) props.onDragEnd();
  };

  const onPointerDown = (event: TargetedPointerEvent<SVGSVGElement>) => {
    if (pinch.down(event)) {
      dropGesture();
      return;
    }
    if (event.button !== 0) return;
    const element = event.target as Element;
    const start = { x: event.clientX, y: event.clientY };
    const at = tablePoint(event.clientX, event.clientY);
    const mode = props.mode;
    if (mode.kind !== 'select') {
      props.onTablePoint(at);
      return;
    }
    const warriorId = element.closest('[data-warrior]')?.getAttribute('data-warrior');
    const terrainId = element.closest('[data-terrain]')?.getAttribute('data-terrain');
    const model = warriorId ? table.models.find((m) => m.id === warriorId) : undefined;
    if (warriorId && model) {
      const centre = footprintCentre(model.base);
      gesture.current = { kind: 'warrior', id: warriorId, pointer: event.pointerId, start, offset: { x: centre.x - at.x, y: centre.y - at.y }, dragging: false };
    } else if (terrainId) {
      gesture.current = { kind: 'terrain', id: terrainId, pointer: event.pointerId, start, last: at, dragging: false };
    } else {
      const scale = inchesPerPixel(svg.current);
      gesture.current = { kind: 'pan', pointer: event.pointerId, start, from: box, scale, moved: false };
    }
    svg.current?.setPointerCapture(event.pointerId);
    event.preventDefault();
  };

  const onPointerMove = (event: TargetedPointerEvent<SVGSVGElement>) => {
    if (pinch.move(event)) return;
    const g = gesture.current;
    if (g.kind === 'none' || g.pointer !== event.pointerId) return;
    const far = Math.hypot(event.clientX - g.start.x, event.clientY - g.start.y) > CLICK_SLOP_PX;
    switch (g.kind) {
      case 'warrior': {
        if (!g.dragging && !far) return;
        g.dragging = true;
        const at = tablePoint(event.clientX, event.clientY);
        const id = g.id;
        const x = at.x + g.offset.x;
        const y = at.y + g.offset.y;
        schedule(() => props.onWarriorMove(id, x, y));
        return;
      }
      case 'terrain': {
        if (!g.dragging && !far) return;
        g.dragging = true;
        const at = tablePoint(event.clientX, event.clientY);
        const dx = at.x - g.last.x;
        const dy = at.y - g.last.y;
        g.last = at;
        const id = g.id;
        props.onTerrainMove(id, dx, dy);
        return;
      }
      case 'pan': {
        if (!g.moved && !far) return;
        g.moved = true;
        zoom.setBox(pannedView(g.from, event.clientX - g.start.x, event.clientY - g.start.y, g.scale));
        return;
      }
    }
  };

  const onPointerUp = (event: TargetedPointerEvent<SVGSVGElement>) => {
    if (pinch.up(event)) return;
    const g = gesture.current;
    if (g.kind === 'none' || g.pointer !== event.pointerId) return;
    gesture.current = { kind: 'none' };
    svg.current?.releasePointerCapture(event.pointerId);
    flush();
    switch (g.kind) {
      case 'warrior':
        if (g.dragging) props.onDragEnd();
        else props.onWarriorPress(g.id);
        return;
      case 'terrain':
        if (g.dragging) props.onDragEnd();
        else props.onTerrainPress(g.id);
        return;
      case 'pan':
        return;
    }
  };

  const onWheel = (event: TargetedWheelEvent<SVGSVGElement>) => {
    event.preventDefault();
    zoom.zoom(event.deltaY > 0 ? WHEEL_STEP : 1 / WHEEL_STEP, tablePoint(event.clientX, event.clientY));
  };

  const onWarriorKey = (id: string, model: TableModel) => (event: TargetedKeyboardEvent<SVGGElement>) => {
    const step = event.shiftKey ? FINE_STEP : STEP;
    const c = footprintCentre(model.base);
    const moves: Readonly<Record<string, Point2>> = { ArrowLeft: { x: -step, y: 0 }, ArrowRight: { x: step, y: 0 }, ArrowUp: { x: 0, y: -step }, ArrowDown: { x: 0, y: step } };
    const move = moves[event.key];
    if (move) {
      props.onWarriorMove(id, c.x + move.x, c.y + move.y);
      props.onDragEnd();
    } else if (event.key === '[' || event.key === ']') {
      props.onWarriorTurn(id, event.key === '[' ? -TURN : TURN);
    } else if (event.key === 'Enter' || event.key === ' ') {
      props.onWarriorPress(id);
    } else return;
    event.preventDefault();
  };

  const shooterId = view?.shooter.id ?? null;
  const shooterModel = shooterId ? table.models.find((m) => m.id === shooterId) : undefined;
  const drawing = props.mode.kind === 'draw-terrain' ? props.mode.points : [];

  return (
    <div class="table-view">
      <ZoomButtons zoom={zoom} />
      <svg
        ref={svg}
        class={`table-svg mode-${props.mode.kind}`}
        style={tableAspect(table.width, table.depth)}
        viewBox={`${n(box.x)} ${n(box.y)} ${n(box.w)} ${n(box.h)}`}
        preserveAspectRatio="xMidYMid meet"
        role="group"
        aria-label={t.web.table.label(props.title)}
        data-testid="table"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={onWheel}
      >
        <rect class="table-surface" x={0} y={0} width={table.width} height={table.depth} />
        {table.buildings.map((building) => (
          <g key={`b-${building.id}`} class="building">
            <polygon class="building-outline" points={pointsOf(building.outline)} />
            {building.floors
              .filter((f) => f.level > 0)
              .map((floor) => {
                // The floor's name sits in its top-left corner, clear of the models standing on it.
                const at = { x: Math.min(...floor.outline.map((p) => p.x)) + 0.2, y: Math.min(...floor.outline.map((p) => p.y)) + 0.65 };
                return (
                  <g key={floor.id} class="floor">
                    <title>{t.web.table.floorTitle(building.id, floor.id, floor.level)}</title>
                    <polygon class="floor-area" points={pointsOf(floor.outline)} />
                    <text class="floor-label" x={n(at.x)} y={n(at.y)}>
                      {t.cat.svg.floor(floor.level)}
                    </text>
                  </g>
                );
              })}
          </g>
        ))}
        {table.terrain.map((piece) => (
          <TerrainShape key={`t-${piece.id}`} piece={piece} name={props.terrainNames.get(piece.id) ?? piece.id} editing={props.editing?.kind === 'terrain' && props.editing.id === piece.id} />
        ))}
        {table.units.map((unit) => (
          <polygon key={`u-${unit.id}`} class="unit-boundary" points={pointsOf(rectPolygon(unit.boundary))} />
        ))}
        {props.overlay}
        {view?.rings && (
          <g class="range-rings" aria-hidden="true">
            <circle class="ring half" cx={n(view.rings.centre.x)} cy={n(view.rings.centre.y)} r={n(view.rings.reach + view.rings.half)} />
            <circle class="ring full" cx={n(view.rings.centre.x)} cy={n(view.rings.centre.y)} r={n(view.rings.reach + view.rings.full)} />
            <text class="ring-label" x={n(view.rings.centre.x)} y={n(view.rings.centre.y - view.rings.reach - view.rings.half - 0.15)}>
              {t.web.table.inches(view.rings.half)}
            </text>
            <text class="ring-label" x={n(view.rings.centre.x)} y={n(view.rings.centre.y - view.rings.reach - view.rings.full - 0.15)}>
              {t.web.table.inches(view.rings.full)}
            </text>
          </g>
        )}
        {view?.sight.map((line) => {
          const mid = { x: line.from.x + (line.to.x - line.from.x) * 0.62, y: line.from.y + (line.to.y - line.from.y) * 0.62 };
          const hidden = Math.round(line.view.hidden * 100);
          return (
            <g key={`s-${line.target}`} class={line.view.sightLine ? 'sight visible' : 'sight blocked'} data-sight={line.target}>
              <line x1={n(line.from.x)} y1={n(line.from.y)} x2={n(line.to.x)} y2={n(line.to.y)} />
              {line.view.sightLine && hidden > 0 && (
                <text class="hidden-label" x={n(mid.x)} y={n(mid.y)}>
                  {t.cat.svg.hidden(hidden)}
                </text>
              )}
            </g>
          );
        })}
        {props.exposure?.map((e) => {
          // Drawn a little aside, so that the chosen warrior's own sight line along the same
          // centres stays visible beside it.
          const length = Math.hypot(e.to.x - e.from.x, e.to.y - e.from.y) || 1;
          const dx = (-(e.to.y - e.from.y) / length) * EXPOSURE_ASIDE;
          const dy = ((e.to.x - e.from.x) / length) * EXPOSURE_ASIDE;
          return (
            <g key={`e-${e.enemy}`} class="exposure" data-seen-by={e.enemy}>
              <line x1={n(e.from.x + dx)} y1={n(e.from.y + dy)} x2={n(e.to.x + dx)} y2={n(e.to.y + dy)} />
            </g>
          );
        })}
        {table.models.map((model) => {
          const warrior = warriorOf.get(model.id);
          const candidate = candidates.get(model.id);
          const c = footprintCentre(model.base);
          const reach = reachOf(model);
          const facing = facingVector(model.facing);
          const colour = SIDE_COLOURS[(sideOf.get(model.id) ?? 0) % SIDE_COLOURS.length];
          const name = names.get(model.id) ?? model.id;
          const classes = ['warrior'];
          if (model.id === shooterId) classes.push('shooter');
          if (model.id === props.targetId) classes.push('target');
          if (props.editing?.kind === 'warrior' && props.editing.id === model.id) classes.push('editing');
          if (candidate) classes.push(candidate.legal ? 'legal' : 'illegal');
          const condition = warrior?.state.condition ?? 'standing';
          const reasons = candidate ? (candidate.legal ? candidate.reasons.map((r) => t.cat.targetReason[r]) : candidate.refusals.map((r) => t.cat.targetRefusal[r])) : [];
          const sublabel = [model.standing.elevation > 0 ? t.web.table.upHigh(model.standing.elevation) : '', condition !== 'standing' ? t.cat.condition[condition] : ''].filter(Boolean).join(', ');
          const needs = candidate?.legal ? neededText(t, candidate) : '';
          // The name a screen reader gives starts with every text drawn on the warrior (WCAG 2.5.3: a
          // voice user says what is seen), then why it may or may not be shot.
          const label = [name, sublabel, needs, candidate ? `${candidate.legal ? t.cat.battle.legal : t.cat.battle.notLegal}: ${reasons.join('; ')}` : ''].filter(Boolean).join(' — ');
          return (
            <g
              key={`m-${model.id}`}
              class={classes.join(' ')}
              data-warrior={model.id}
              data-legal={candidate ? String(candidate.legal) : undefined}
              tabindex={0}
              role="button"
              aria-label={label}
              onKeyDown={onWarriorKey(model.id, model)}
            >
              <title>{label}</title>
              {candidate && <circle class="target-ring" cx={n(c.x)} cy={n(c.y)} r={n(reach + 0.28)} />}
              {model.base.kind === 'circle' ? (
                <circle class="base" cx={n(c.x)} cy={n(c.y)} r={n(model.base.radius)} style={{ fill: colour }} />
              ) : (
                <polygon class="base" points={pointsOf(rectPolygon(model.base))} style={{ fill: colour }} />
              )}
              <line class="facing" x1={n(c.x)} y1={n(c.y)} x2={n(c.x + facing.x * reach)} y2={n(c.y + facing.y * reach)} />
              {condition !== 'standing' && <circle class={`condition ${condition}`} cx={n(c.x)} cy={n(c.y)} r={n(reach * 0.45)} />}
              <text class="warrior-label" x={n(c.x)} y={n(c.y - reach - 0.2)}>
                {name}
              </text>
              {/* Not drawn (a text node outside <text>), but it keeps the drawn words apart in the text a screen reader compares with the name. */}
              {' '}
              {sublabel && (
                <text class="warrior-sublabel" x={n(c.x)} y={n(c.y + reach + 0.55)}>
                  {sublabel}
                </text>
              )}
              {sublabel && ' '}
              {needs && (
                <text class="needs-badge" x={n(c.x + reach + 0.15)} y={n(c.y - reach * 0.2)}>
                  {needs}
                </text>
              )}
            </g>
          );
        })}
        {shooterModel && <circle class="shooter-mark" cx={n(footprintCentre(shooterModel.base).x)} cy={n(footprintCentre(shooterModel.base).y)} r={n(reachOf(shooterModel) + 0.3)} aria-hidden="true" />}
        <DrawingPath points={drawing} />
      </svg>
      <ul class="legend">
        <li>
          <span class="swatch sight-visible" />
          {t.web.table.legendVisible}
        </li>
        <li>
          <span class="swatch sight-blocked" />
          {t.web.table.legendBlocked}
        </li>
        {props.exposure && (
          <li>
            <span class="swatch exposure" />
            {t.web.table.legendExposure}
          </li>
        )}
        <li>
          <span class="swatch legal" />
          {t.cat.battle.legal}
        </li>
        <li>
          <span class="swatch illegal" />
          {t.cat.battle.notLegal}
        </li>
        <li>
          <span class="swatch ring-half" />
          {t.web.table.legendHalfRange}
        </li>
        <li>
          <span class="swatch ring-full" />
          {t.web.table.legendFullRange}
        </li>
        {(['soft-cover', 'hard-cover', 'opaque'] as const).map((kind) => (
          <li key={kind}>
            <span class={`swatch terrain-${kind}`} />
            {t.web.table.terrainKind[kind]}
          </li>
        ))}
      </ul>
    </div>
  );
}
