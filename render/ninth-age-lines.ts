import type { CoverFinding, CoverLevel, JudgedLine } from '../src/games/ninth-age/index.js';
import type { Point2 } from '../src/geometry/index.js';
import { escapeXml } from './svg.js';

/** Words the drawing needs, from the catalogue of the chosen language. */
export interface NinthAgeLinesLabels {
  readonly cover: Readonly<Record<CoverLevel, string>>;
}

export interface NinthAgeLinesOptions {
  readonly labels: NinthAgeLinesLabels;
  /** Display names by model id (untrusted: escaped). */
  readonly names?: ReadonlyMap<string, string>;
}

/** One shooting model's lines: its id and what its three lines found (a `ModelSight` or `ModelShooting` fits). */
export interface ShooterLines {
  readonly model: string;
  readonly cover: CoverFinding | null;
}

/** Line colours by what the line passes through: hard obstructions, soft ones only, nothing. */
export const NINTH_AGE_LINE_COLOURS = { hard: '#b5322f', soft: '#d98c1a', clear: '#1f8f3a', facing: '#2f6db5' } as const;

const n = (value: number) => Number(value.toFixed(3)).toString();

function lineClass(line: JudgedLine): 'hard' | 'soft' | 'clear' {
  return line.hard ? 'hard' : line.soft ? 'soft' : 'clear';
}

function segment(from: Point2, to: Point2, cls: string, style: string): string {
  return `<line class="${cls}" x1="${n(from.x)}" y1="${n(from.y)}" x2="${n(to.x)}" y2="${n(to.y)}" style="${style}"/>`;
}

/**
 * SVG fragments, in inches (the table's own units, as `renderTableSvg` draws), showing each
 * shooting model's three lines to the target facing (T-6): red through a hard obstruction,
 * orange through soft ones only, green when clear; the target facing in blue; a dot at each
 * sight point with the model's name and its cover. Names are escaped: they come from files.
 *
 * @example
 * ninthAgeLinesSvg(candidate.models, { labels: { cover: cat.ninthAge.cover }, names });
 * // '<g class="t9a-lines">…<line class="t9a-line soft" …/>…</g>'
 */
export function ninthAgeLinesSvg(shooters: readonly ShooterLines[], options: NinthAgeLinesOptions): string {
  const parts: string[] = [];
  const facings = new Set<string>();
  for (const shooter of shooters) {
    const cover = shooter.cover;
    if (!cover) continue;
    const facingKey = `${n(cover.facing.a.x)},${n(cover.facing.a.y)},${n(cover.facing.b.x)},${n(cover.facing.b.y)}`;
    if (!facings.has(facingKey)) {
      facings.add(facingKey);
      parts.push(segment(cover.facing.a, cover.facing.b, `t9a-facing ${cover.arc}`, `stroke:${NINTH_AGE_LINE_COLOURS.facing};stroke-width:0.18;stroke-linecap:round`));
    }
    const model = escapeXml(shooter.model);
    const lines = [cover.lines.left, cover.lines.centre, cover.lines.right];
    parts.push(`<g class="t9a-model-lines" data-model="${model}" data-cover="${cover.cover}">`);
    for (const line of lines) {
      const cls = lineClass(line);
      parts.push(segment(cover.from, line.to, `t9a-line ${cls}`, `stroke:${NINTH_AGE_LINE_COLOURS[cls]};stroke-width:0.05${cls === 'clear' ? '' : ';stroke-dasharray:0.25,0.12'}`));
    }
    parts.push(`<circle class="t9a-sight-point" cx="${n(cover.from.x)}" cy="${n(cover.from.y)}" r="0.12" style="fill:#111"/>`);
    const name = escapeXml(options.names?.get(shooter.model) ?? shooter.model);
    const label = escapeXml(options.labels.cover[cover.cover]);
    parts.push(`<text class="t9a-cover-label" x="${n(cover.from.x + 0.2)}" y="${n(cover.from.y - 0.2)}" style="font-size:0.45px;fill:#111">${name}: ${label}</text>`);
    parts.push('</g>');
  }
  return parts.length === 0 ? '' : `<g class="t9a-lines">\n${parts.join('\n')}\n</g>`;
}
