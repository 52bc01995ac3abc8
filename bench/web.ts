/**
 * Benchmarks of the web page's work per drag step, on a battle of 100 warriors and 30
 * terrain pieces (48" × 48"): each step the page rewrites the dragged model's position in
 * the file, has the library parse it, prepares the table, asks for the selected shooter's
 * targets (with sight lines and the odds of every legal target), and works out the odds
 * of the chosen shot. Target: one animation frame, 16 ms.
 */
import { polygonIsSimple, type Point2 } from '../src/geometry/index.js';
import { prepareTable, tableViews, type PreparedTable, type TableViews } from '../src/table/index.js';
import { checkEdit, moveWarrior, type BattleFile, type Loaded, type TerrainFile, type WarriorFile } from '../web/src/logic/battle-file.js';
import { exposureOf, shooterView, shotOdds, warbandSides } from '../web/src/logic/shooting.js';
import type { BenchCase } from './case.js';
import { generator } from './random.js';

const TABLE_SIZE = 48;
const WARRIORS = 100;
const TERRAIN = 30;

const KINDS = ['soft-cover', 'hard-cover', 'opaque', 'hard-cover'] as const;
const WEAPONS = ['bow', 'crossbow', 'long-bow', 'sling', 'handgun'] as const;

/** The benchmark battle as a scenario file: two warbands of 50 on a table with 30 pieces of terrain. */
export function benchBattleFile(seed = 11): BattleFile {
  const random = generator(seed);
  const between = (lo: number, hi: number) => lo + (hi - lo) * random();
  const terrain: TerrainFile[] = [];
  const centres: Point2[] = [];
  while (terrain.length < TERRAIN) {
    const centre = { x: between(4, TABLE_SIZE - 4), y: between(4, TABLE_SIZE - 4) };
    if (centres.some((c) => Math.hypot(c.x - centre.x, c.y - centre.y) < 6)) continue;
    const corners = 4 + Math.floor(random() * 5);
    const outline: [number, number][] = [];
    for (let k = 0; k < corners; k += 1) {
      const angle = ((k + between(0.15, 0.85)) / corners) * 2 * Math.PI;
      const radius = between(1, 2.5);
      outline.push([Number((centre.x + radius * Math.cos(angle)).toFixed(2)), Number((centre.y + radius * Math.sin(angle)).toFixed(2))]);
    }
    if (!polygonIsSimple(outline.map(([x, y]) => ({ x, y })))) continue;
    centres.push(centre);
    terrain.push({ id: `terrain-${terrain.length + 1}`, kind: KINDS[terrain.length % KINDS.length] ?? 'hard-cover', outline, height: Number(between(0.5, 4).toFixed(2)) });
  }
  const placed: Point2[] = [];
  const bands: WarriorFile[][] = [[], []];
  while (placed.length < WARRIORS) {
    const p = { x: between(1, TABLE_SIZE - 1), y: between(1, TABLE_SIZE - 1) };
    if (placed.some((q) => Math.hypot(q.x - p.x, q.y - p.y) < 1.2)) continue;
    if (centres.some((c) => Math.hypot(c.x - p.x, c.y - p.y) < 3)) continue;
    const side = placed.length % 2;
    placed.push(p);
    const n = placed.length;
    bands[side]?.push({
      id: `w${n}`,
      position: [Number(p.x.toFixed(2)), Number(p.y.toFixed(2))],
      facing: side === 0 ? 90 : 270,
      profile: { BS: 3, S: 3, T: 3, I: 3, W: 1 + (n % 3) },
      weapons: [WEAPONS[n % WEAPONS.length] ?? 'bow'],
      kit: n % 4 === 0 ? ['light-armour', 'shield'] : [],
    });
  }
  return {
    game: 'mordheim',
    battle: {
      table: { width: TABLE_SIZE, depth: TABLE_SIZE },
      terrain,
      warbands: [
        { id: 'red', models: bands[0] ?? [] },
        { id: 'blue', models: bands[1] ?? [] },
      ],
    },
  };
}

function load(file: BattleFile): Loaded {
  const checked = checkEdit(file);
  if (!checked.ok) throw new Error(`the benchmark battle does not parse: ${JSON.stringify(checked.issues.slice(0, 3))}`);
  return checked.loaded;
}

/**
 * The page's drag step: the dragged target moves a little (back and forth, so it stays
 * where the file is valid), then everything the page draws is worked out again.
 */
function dragSteps(): () => { loaded: Loaded; table: PreparedTable; shooter: string } {
  const base = load(benchBattleFile());
  const battle = base.scenario.battle;
  const shooter = battle.warriors.find((w) => w.warband === battle.shooting)?.id ?? '';
  const view = shooterView(battle, base.scenario.variants, prepareTable(battle.table), shooter, null);
  // Drag the enemy the library advises (a legal target in range), as a player would.
  const targetId = view?.report.advice?.target ?? battle.warriors.find((w) => w.warband !== battle.shooting)?.id ?? '';
  const start = base.file.battle.warbands.flatMap((b) => b.models).find((m) => m.id === targetId)?.position ?? [0, 0];
  let step = 0;
  let last: PreparedTable | undefined;
  return () => {
    step += 1;
    const offset = ((step % 8) - 4) * 0.05;
    const loaded = load(moveWarrior(base.file, targetId, start[0] + offset, start[1]));
    // As the page does: each table state prepared from the last, so only the dragged warrior is prepared again.
    const table = prepareTable(loaded.scenario.battle.table, last);
    last = table;
    const seen = shooterView(loaded.scenario.battle, loaded.scenario.variants, table, shooter, null);
    const candidate = seen?.report.candidates.find((c) => c.target === targetId && c.weapon.id === seen.weapon?.id);
    if (candidate) shotOdds(loaded.scenario.battle, table, candidate, { exact: false });
    return { loaded, table, shooter };
  };
}

/**
 * One drag step as `dragSteps` takes it, with "Show the enemies who can see …" ticked: the
 * table's views of every warrior by every enemy brought up to date from the last step's, and
 * the shooter's exposure read from them.
 */
function dragStepsWithExposure(): () => void {
  const step = dragSteps();
  let views: TableViews | null = null;
  return () => {
    const { loaded, table, shooter } = step();
    views = tableViews(table, views ?? undefined, { sides: warbandSides(loaded.scenario.battle) });
    exposureOf(loaded.scenario.battle, table, views, shooter);
  };
}

const benchFile = benchBattleFile();
const parsed = load(benchFile);
const battle = parsed.scenario.battle;
const firstShooter = battle.warriors.find((w) => w.warband === battle.shooting)?.id ?? '';

export const webCases: readonly BenchCase[] = [
  { name: 'web: one drag step, 100 models and 30 terrain (parse, prepare, targets, sight lines, odds)', unit: 'step', perRun: 1, run: dragSteps(), targetMs: 16 },
  {
    name: 'web: the same drag step, showing the enemies who see the shooter (every warrior\'s views of its enemies, carried over)',
    unit: 'step',
    perRun: 1,
    run: dragStepsWithExposure(),
    targetMs: 16,
  },
  { name: 'web: parse the 100-model battle file (the library\'s check of every edit)', unit: 'parse', perRun: 1, run: () => void load(benchFile), targetMs: null },
  {
    name: 'web: one shooter\'s targets and sight lines on the prepared table',
    unit: 'report',
    perRun: 1,
    run: () => void shooterView(battle, parsed.scenario.variants, prepareTable(battle.table), firstShooter, null),
    targetMs: null,
  },
];
