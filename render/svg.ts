import { facingVector, footprintCentre, rectPolygon, type Point2, type Polygon } from '../src/geometry/index.js';
import { modelView, prepareTable, type ModelView, type Table, type TableModel, type TerrainKind } from '../src/table/index.js';

/** Words the drawing needs, from the catalogue of the chosen language. */
export interface SvgLabels {
  readonly hidden: (percent: number) => string;
  readonly noSight: string;
  readonly floor: (level: number) => string;
}

export interface SvgOptions {
  /** Draw sight lines from this model to every other. */
  readonly from?: string;
  /** Draw sight lines to this model from every other: who sees it, and how much of it. */
  readonly to?: string;
  /** Which side each model is on (colours its base). */
  readonly sideOf?: ReadonlyMap<string, number>;
  readonly names?: ReadonlyMap<string, string>;
  /** Names of rank-and-file units: a unit is labelled once, not model by model. */
  readonly unitNames?: ReadonlyMap<string, string>;
  readonly labels: SvgLabels;
  /** SVG drawn over the table in its inches (a game's own lines, e.g. The Ninth Age's three lines). */
  readonly overlay?: string;
}

const PIXELS_PER_INCH = 16;
const MARGIN = 3;
const SIDE_COLOURS = ['#2f6db5', '#b5322f', '#2f9a5a', '#8a4fb5', '#c27c1a', '#1a9ab5', '#6b6b6b', '#b51a86'] as const;
const TERRAIN_STYLE: Readonly<Record<TerrainKind, string>> = {
  open: 'fill:#d8e8c0;stroke:#9fb78a',
  'soft-cover': 'fill:#7fb069;stroke:#4f7d3c',
  'hard-cover': 'fill:#a89c86;stroke:#6e6352',
  opaque: 'fill:#4a4a4a;stroke:#222',
};

/**
 * Characters XML 1.0 forbids even as references — C0 controls but tab, newline and carriage
 * return; U+FFFE and U+FFFF; a surrogate without its pair — and those it discourages, which
 * draw as nothing (DEL, C1). A file holding any of them is no longer XML.
 */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what is matched
const NOT_XML_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text from scenario files is untrusted: it is escaped, never markup, and what XML cannot hold becomes U+FFFD (�). */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML_CHARACTERS, '\ufffd').replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const n = (value: number) => Number(value.toFixed(3)).toString();
const points = (polygon: Polygon) => polygon.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');

function modelShape(model: TableModel, fill: string): string {
  const base = model.base;
  const shape =
    base.kind === 'circle'
      ? `<circle cx="${n(base.centre.x)}" cy="${n(base.centre.y)}" r="${n(base.radius)}" style="fill:${fill};stroke:#111;stroke-width:0.04"/>`
      : `<polygon points="${points(rectPolygon(base))}" style="fill:${fill};stroke:#111;stroke-width:0.04"/>`;
  const centre = footprintCentre(base);
  const reach = base.kind === 'circle' ? base.radius : base.depth / 2;
  const f = facingVector(model.facing);
  const tick = `<line x1="${n(centre.x)}" y1="${n(centre.y)}" x2="${n(centre.x + f.x * reach)}" y2="${n(centre.y + f.y * reach)}" style="stroke:#fff;stroke-width:0.08"/>`;
  return shape + tick;
}

/**
 * One sight line, solid green or dashed red, with what it finds written at `labelAt`: beside
 * the target when one model looks at all the others, beside each viewer when all look at one.
 */
function sightLine(from: Point2, to: Point2, view: ModelView, labels: SvgLabels, labelAt: Point2, attributes = ''): string {
  const style = view.sightLine ? 'stroke:#1f8f3a;stroke-width:0.06' : 'stroke:#c0392b;stroke-width:0.06;stroke-dasharray:0.3,0.2';
  const text = view.sightLine ? labels.hidden(Math.round(view.hidden * 100)) : labels.noSight;
  const cls = view.sightLine ? 'sight visible' : 'sight blocked';
  return (
    `<line class="${cls}"${attributes} x1="${n(from.x)}" y1="${n(from.y)}" x2="${n(to.x)}" y2="${n(to.y)}" style="${style}"/>` +
    `<text class="hidden-label" x="${n(labelAt.x + 0.6)}" y="${n(labelAt.y + 0.9)}" style="font-size:0.7px;fill:${view.sightLine ? '#1f8f3a' : '#c0392b'}">${escapeXml(text)}</text>`
  );
}

/**
 * The lines between one chosen model and every other: from it (each labelled at its target)
 * or to it (each labelled at its viewer, and naming it in `data-from`).
 */
function sightLinesOf(table: Table, chosen: string, way: 'from' | 'to', labels: SvgLabels): string[] {
  const one = table.models.find((m) => m.id === chosen);
  if (!one) return [];
  const prepared = prepareTable(table);
  const centre = footprintCentre(one.base);
  return table.models
    .filter((other) => other.id !== one.id)
    .map((other) => {
      const at = footprintCentre(other.base);
      switch (way) {
        case 'from':
          return sightLine(centre, at, modelView(prepared, one.id, other.id), labels, at);
        case 'to':
          return sightLine(at, centre, modelView(prepared, other.id, one.id), labels, at, ` data-from="${escapeXml(other.id)}"`);
      }
    });
}

/**
 * The table as an SVG drawing, in inches: terrain by kind, building floors, bases with their
 * facing, and, from one chosen model, a line to every other — solid green where some sight
 * line exists (with the share hidden), dashed red where none does; or the same lines from
 * every other model to one chosen model, each labelled at the viewer's end.
 */
export function renderTableSvg(table: Table, options: SvgOptions): string {
  const parts: string[] = [];
  parts.push(`<rect x="0" y="0" width="${n(table.width)}" height="${n(table.depth)}" style="fill:#efe9d8;stroke:#333;stroke-width:0.08"/>`);
  for (const building of table.buildings) {
    parts.push(`<polygon class="building" points="${points(building.outline)}" style="fill:none;stroke:#7a5230;stroke-width:0.08;stroke-dasharray:0.4,0.2"/>`);
    for (const floor of building.floors) {
      if (floor.level <= 0) continue;
      const at = floor.outline[0];
      parts.push(`<polygon class="floor" points="${points(floor.outline)}" style="fill:#c9a77c;fill-opacity:0.45;stroke:#7a5230;stroke-width:0.04"/>`);
      if (at) parts.push(`<text x="${n(at.x + 0.2)}" y="${n(at.y + 0.8)}" style="font-size:0.6px;fill:#5a3a1a">${escapeXml(options.labels.floor(floor.level))}</text>`);
    }
  }
  for (const piece of table.terrain) {
    parts.push(`<polygon class="terrain ${piece.kind}" points="${points(piece.outline)}" style="${TERRAIN_STYLE[piece.kind]};stroke-width:0.05;fill-opacity:0.85"/>`);
    const at = piece.outline[0];
    if (at) parts.push(`<text x="${n(at.x + 0.15)}" y="${n(at.y + 0.7)}" style="font-size:0.55px;fill:#222">${escapeXml(`${piece.id} ${n(piece.top - piece.bottom)}"`)}</text>`);
  }
  if (options.from !== undefined) parts.push(...sightLinesOf(table, options.from, 'from', options.labels));
  if (options.to !== undefined) parts.push(...sightLinesOf(table, options.to, 'to', options.labels));
  for (const unit of table.units) {
    parts.push(`<polygon class="unit" points="${points(rectPolygon(unit.boundary))}" style="fill:none;stroke:#111;stroke-width:0.05"/>`);
  }
  for (const model of table.models) {
    const colour = SIDE_COLOURS[(options.sideOf?.get(model.id) ?? 0) % SIDE_COLOURS.length] ?? SIDE_COLOURS[0];
    parts.push(modelShape(model, colour));
    if (model.unit !== null) continue;
    const c = footprintCentre(model.base);
    const name = options.names?.get(model.id) ?? model.id;
    parts.push(`<text class="model-label" x="${n(c.x)}" y="${n(c.y - 0.75)}" style="font-size:0.6px;fill:#111;text-anchor:middle">${escapeXml(name)}</text>`);
  }
  for (const unit of table.units) {
    const front = unit.boundary.centre;
    const name = options.unitNames?.get(unit.id) ?? unit.id;
    const above = unit.boundary.depth / 2 + 0.6;
    parts.push(`<text class="unit-label" x="${n(front.x)}" y="${n(front.y - above)}" style="font-size:0.7px;fill:#111;text-anchor:middle;font-weight:bold">${escapeXml(name)}</text>`);
  }
  if (options.overlay) parts.push(options.overlay);
  // A margin around the table leaves room for the labels of models at its edges.
  const width = (table.width + 2 * MARGIN) * PIXELS_PER_INCH;
  const height = (table.depth + 2 * MARGIN) * PIXELS_PER_INCH;
  const viewBox = `${-MARGIN} ${-MARGIN} ${n(table.width + 2 * MARGIN)} ${n(table.depth + 2 * MARGIN)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${n(height)}" viewBox="${viewBox}" font-family="sans-serif">\n${parts.join('\n')}\n</svg>\n`;
}
