// `marksman advise FILE --shooter ID`: the advisor's heat map and exposure map (src/advisor),
// for any game whose engine offers advice; the words come from the catalogue (i18n/advise.ts).
import { bestSheltered, DEFAULT_GRID, exposureMap, heatMap, type ExposedPlace, type HeatPlace } from '../src/index.js';
import type { AdviceGoal, GameExposureWithheld, GameScenario } from '../src/engine/index.js';
import { decimal, percent, UP_TO_TWO_DECIMALS, type Catalogue } from '../i18n/index.js';
import { renderTableSvg } from '../render/svg.js';
import { writeOut, type CliContext, type ReadScenario } from './context.js';
import { dataOutput, textOutput, type CommandOutput } from './game-commands.js';
import { cliProblem } from './problems.js';

/** What `advise` was asked. */
export interface AdviseArgs {
  readonly shooter: string;
  readonly goal: AdviceGoal;
  readonly move?: string;
  readonly grid?: string;
  readonly svg?: string;
  readonly json: boolean;
}

/** The inches `--move` and `--grid` may take: a grid finer than a tenth of an inch scores thousands of places to no purpose. */
const INCHES = { '--move': { min: 0, max: 48 }, '--grid': { min: 0.1, max: 12 } } as const;

/** The inches an option gives, or the command stops with the problem (exit code 2). */
function inches({ cat }: CliContext, option: keyof typeof INCHES, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const { min, max } = INCHES[option];
  const number = /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max)) throw cliProblem(cat, { code: 'bad-inches', option, value, min, max });
  return number;
}

/** One place scored: the heat map's and the exposure map's answers side by side (null: the danger is withheld, not worked out). */
type Scored = HeatPlace & { readonly exposure: number | null; readonly threats: number | null; readonly sheltered: boolean | null };

function placeText(cat: Catalogue, goal: AdviceGoal, scored: Scored): string {
  const t = cat.advise;
  const number = (value: number) => decimal(cat.language, value, UP_TO_TWO_DECIMALS);
  const value = (v: number) => (goal === 'models' ? number(v) : percent(cat.language, v));
  const { place } = scored;
  const where = place.move === 'stay' ? t.here : t.at(number(place.x), number(place.y), number(place.level));
  const needed = scored.needed === null ? t.noNeeded : `${scored.needed}+`;
  // With no target there is no shot to describe (it read "stays:  (), no roll to hit, 0.0%").
  const line = scored.target === null ? t.noShotHere(where, t.move[place.move]) : t.placeLine(where, t.move[place.move], scored.target, scored.way ?? '', needed, value(scored.value));
  const exposure = scored.exposure === null || scored.threats === null ? t.exposureNotWorkedOut : t.exposure(value(scored.exposure), scored.threats);
  return `${line}; ${exposure}${scored.sheltered ? `; ${t.sheltered}` : ''}`;
}

function adviseText(cat: Catalogue, scenario: GameScenario, args: AdviseArgs, grid: number, places: readonly Scored[], best: readonly number[], sheltered: readonly number[], notApplied: readonly string[], withheld: GameExposureWithheld | null): string {
  const t = cat.advise;
  const lines = [t.heading(args.shooter, t.goal[args.goal]), t.places(places.length, decimal(cat.language, grid, UP_TO_TWO_DECIMALS))];
  if (scenario.title) lines.unshift(scenario.title);
  const list = (indexes: readonly number[]) => indexes.flatMap((i, n) => (places[i] ? [`  ${n + 1}. ${placeText(cat, args.goal, places[i])}`] : []));
  if (best.length === 0) lines.push(t.noShot);
  else lines.push(t.bestHeading, ...list(best));
  const here = places[0];
  if (here && !best.includes(0)) lines.push(`  ${placeText(cat, args.goal, here)}`);
  // Withheld danger is unknown, not "no sheltered place": the reason instead, with its data.
  if (withheld) lines.push(t.withheld(withheld, args.shooter));
  else if (best.length > 0) lines.push(...(sheltered.length === 0 ? [t.noneSheltered] : [t.shelteredHeading, ...list(sheltered)]));
  if (notApplied.length > 0) lines.push(t.notAppliedHeading, ...notApplied.map((code) => `  - ${t.notApplied[code] ?? code}`));
  return `${lines.join('\n')}\n`;
}

/** The heat map over the table: each place a square of the grid, redder the better; the best places ringed and numbered. */
function heatOverlay(places: readonly Scored[], best: readonly number[], grid: number): string {
  const top = places.reduce((most, p) => Math.max(most, p.value), 0);
  const n = (value: number) => Number(value.toFixed(3)).toString();
  const squares = places.map((p) => {
    const share = top > 0 ? p.value / top : 0;
    const fill = share > 0 ? `rgba(214,40,40,${n(0.15 + 0.7 * share)})` : 'rgba(120,120,120,0.15)';
    const stroke = p.sheltered === true && p.value > 0 ? ';stroke:#1a6;stroke-width:0.05' : '';
    return `<rect x="${n(p.place.x - grid / 2)}" y="${n(p.place.y - grid / 2)}" width="${n(grid)}" height="${n(grid)}" style="fill:${fill}${stroke}"/>`;
  });
  const rings = best.flatMap((i, rank) => {
    const p = places[i];
    return p ? [`<circle cx="${n(p.place.x)}" cy="${n(p.place.y)}" r="${n(Math.max(grid, 0.5))}" style="fill:none;stroke:#000;stroke-width:0.08"/><text x="${n(p.place.x)}" y="${n(p.place.y - Math.max(grid, 0.5) - 0.1)}" font-size="0.8" text-anchor="middle">${rank + 1}</text>`] : [];
  });
  return `<g class="heat-map">${squares.join('')}${rings.join('')}</g>`;
}

/**
 * `marksman advise`: where the shooter should stand (its heat map for the goal), the best few
 * places, the best sheltered ones, and its exposure at each; as text, JSON, and an SVG.
 *
 * @example
 * await adviseCommand(context, read, { shooter: 'marksman', goal: 'out-of-action', json: false }); // { kind: 'text', text: 'Where marksman should stand…' }
 */
export async function adviseCommand(context: CliContext, read: ReadScenario, args: AdviseArgs): Promise<CommandOutput> {
  const { cat } = context;
  const { scenario, entry } = read;
  const game = entry.game;
  const move = inches(context, '--move', args.move);
  const grid = inches(context, '--grid', args.grid) ?? DEFAULT_GRID;
  if (!game.advice || !game.table) throw cliProblem(cat, { code: 'command-not-offered', command: 'advise', game: game.id });
  if (scenario.kind !== 'battle') throw cliProblem(cat, { code: 'battle-needed', command: 'advise' });
  const known = game.table.shooters(scenario) ?? [];
  if (!known.includes(args.shooter)) throw cliProblem(cat, { code: 'unknown-shooter', option: '--shooter', id: args.shooter, known });
  const options = { goal: args.goal, grid, ...(move === undefined ? {} : { move }) };
  const heat = heatMap(game, scenario, args.shooter, options);
  const exposure = exposureMap(game, scenario, args.shooter, options);
  if (!heat.ok || !exposure.ok) throw cliProblem(cat, { code: 'unknown-shooter', option: '--shooter', id: args.shooter, known });
  const places: Scored[] = heat.value.places.map((p, i) => {
    const exposed: ExposedPlace | undefined = exposure.value.places[i];
    return { ...p, exposure: exposed?.value ?? null, threats: exposed?.threats.length ?? null, sheltered: exposed?.sheltered ?? null };
  });
  const best = heat.value.best;
  // The exposure map names what it left out too (the enemies' worst order beyond its limit).
  const notApplied = [...new Set([...heat.value.notApplied, ...exposure.value.notApplied])];
  // The hidden placement layer (issue 22): the library ranks it, as the page's layer does.
  const sheltered = bestSheltered(heat.value, exposure.value);
  const table = game.advice.tableOf(scenario);
  if (args.svg !== undefined && table) {
    const svg = renderTableSvg(table, { labels: cat.svg, overlay: heatOverlay(places, best, grid) });
    await writeOut(context, args.svg, svg);
  }
  if (args.json) {
    const json = places.map((p) => ({ ...p.place, value: p.value, target: p.target, way: p.way, needed: p.needed, exposure: p.exposure, threats: p.threats, sheltered: p.sheltered }));
    return dataOutput({ ...(scenario.title ? { title: scenario.title } : {}), shooter: args.shooter, goal: args.goal, grid, notApplied, exposureWithheld: exposure.value.withheld, places: json, best, bestSheltered: sheltered });
  }
  const written = args.svg !== undefined ? `${cat.advise.written(args.svg)}\n` : '';
  return textOutput(adviseText(cat, scenario, args, grid, places, best, sheltered, notApplied, exposure.value.withheld) + written);
}
