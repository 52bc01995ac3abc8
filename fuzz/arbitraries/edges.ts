/**
 * Battles near the format's edges, made from a valid generated one by one change: a member off
 * the table or on its border, two bases on one spot or overlapping, a unit of one model, of none
 * or of a hundred and more, a side with nobody left, a shooting side of one, and (The Ninth Age)
 * a side of characters left alone (`models: 0`, NA-ALONE). The table's checks may refuse some;
 * the rest must be answered.
 */
import fc from 'fast-check';
import { sourceOf, type ScenarioSource } from '../corpus.js';
import type { Json } from './doc.js';
import type { JsonRecord } from './tables.js';

export const EDGES = ['off-table', 'on-the-border', 'stacked', 'overlapping', 'one-model', 'no-models', 'huge-unit', 'empty-side', 'lone-shooter', 'characters-only'] as const;
export type Edge = (typeof EDGES)[number];

export interface EdgePlan {
  readonly edge: Edge;
  /** Which member (model or unit) of the battle, by index over all of them. */
  readonly member: number;
  /** Another member, or which border, or which size. */
  readonly other: number;
}

export const edgePlan: fc.Arbitrary<EdgePlan> = fc.record({ edge: fc.constantFrom(...EDGES), member: fc.nat({ max: 100 }), other: fc.nat({ max: 100 }) });

type Mutable = { [key: string]: Json };

const isRecord = (value: Json | undefined): value is Mutable => value !== null && value !== undefined && typeof value === 'object' && !Array.isArray(value);
const listIn = (record: Mutable, key: string): Json[] | null => {
  const value = record[key];
  return Array.isArray(value) ? (value as Json[]) : null;
};

interface Side {
  readonly side: Mutable;
  readonly key: 'models' | 'units';
  readonly members: Mutable[];
}

function sidesOf(battle: Mutable): Side[] {
  const sides = [...(listIn(battle, 'warbands') ?? []), ...(listIn(battle, 'armies') ?? [])].filter(isRecord);
  return sides.map((side) => {
    const key = listIn(side, 'units') === null ? 'models' : 'units';
    return { side, key, members: (listIn(side, key) ?? []).filter(isRecord) };
  });
}

const positionOf = (member: Mutable): readonly [number, number] => {
  const p = member.position;
  return Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number' ? [p[0], p[1]] : [0, 0];
};

/** A character standing in for a unit's rank and file, with a weapon of its own so it may shoot (T-14). */
const LONE_CHARACTER: JsonRecord = { name: 'Captain', profile: { HP: 2, Res: 4, Arm: 1, Str: 4, Height: 2 }, weapons: ['Handgun (3+)'] };

/** The battle with one change at an edge; a source that is no battle comes back as it was. */
export function atTheEdge(source: ScenarioSource, plan: EdgePlan): ScenarioSource {
  const value = JSON.parse(JSON.stringify(source.value)) as Json;
  if (!isRecord(value) || !isRecord(value.battle)) return source;
  const battle = value.battle;
  const table = isRecord(battle.table) ? battle.table : {};
  const width = typeof table.width === 'number' ? table.width : 48;
  const depth = typeof table.depth === 'number' ? table.depth : 48;
  const sides = sidesOf(battle);
  const everyone = sides.flatMap((s) => s.members.map((member) => ({ member, side: s })));
  const chosen = everyone[plan.member % Math.max(1, everyone.length)];
  const other = everyone[plan.other % Math.max(1, everyone.length)];
  if (chosen === undefined || other === undefined) return source;
  const { member, side } = chosen;
  const units = side.key === 'units';
  const [x, y] = positionOf(member);
  switch (plan.edge) {
    case 'off-table': {
      const places: readonly (readonly [number, number])[] = [[-3, y], [width + 3, y], [x, -3], [x, depth + 3], [width * 3, depth * 3]];
      member.position = [...(places[plan.other % places.length] ?? [-3, y])];
      break;
    }
    case 'on-the-border': {
      const places: readonly (readonly [number, number])[] = [[0, 0], [width, depth], [0, y], [x, depth], [width, 0]];
      member.position = [...(places[plan.other % places.length] ?? [0, 0])];
      break;
    }
    case 'stacked':
      member.position = [...positionOf(other.member)];
      break;
    case 'overlapping': {
      const [ox, oy] = positionOf(other.member);
      member.position = [ox + 0.5, oy + 0.25];
      break;
    }
    case 'one-model':
      if (units) {
        Object.assign(member, { files: 1, ranks: 1 });
        delete member.models;
        delete member.startingModels;
      } else side.side[side.key] = [member];
      break;
    case 'no-models':
      if (units) member.models = 0;
      else side.side[side.key] = [];
      break;
    case 'huge-unit':
      if (units) {
        // A hundred models, or four hundred: the most one table may hold (TABLE_MAX_MODELS).
        const [files, ranks] = plan.other % 3 === 0 ? [20, 20] : [20, 5];
        Object.assign(member, { files, ranks });
        delete member.models;
        delete member.startingModels;
      } else side.side[side.key] = Array.from({ length: 40 }, (_, i) => ({ ...member, id: `${typeof member.id === 'string' ? member.id : 'w'}-${i + 1}`, position: [((i % 8) + 1) * (width / 9), (Math.floor(i / 8) + 1) * (depth / 6)] }));
      break;
    case 'empty-side':
      side.side[side.key] = [];
      break;
    case 'lone-shooter': {
      const shooting = typeof battle.shooting === 'string' ? sides.find((s) => s.side.id === battle.shooting) : sides[0];
      if (shooting?.members[0]) shooting.side[shooting.key] = [shooting.members[0]];
      break;
    }
    case 'characters-only':
      // The Ninth Age (NA-ALONE): every unit of the side has lost its rank and file, its characters stand as the unit.
      if (units && value.game === 'ninth-age') for (const unit of side.members) {
          Object.assign(unit, { models: 0, characters: listIn(unit, 'characters') ?? [{ ...LONE_CHARACTER }] });
          // A Champion is one of the rank and file: with none left it is refused (ninth-age-champion-alone).
          delete unit.champion;
        }
      else if (units) member.models = 0;
      break;
  }
  return sourceOf(`${source.name} (${plan.edge})`, value);
}

/** A valid generated battle with one change at an edge. */
export const edgeBattle = (battles: fc.Arbitrary<ScenarioSource>): fc.Arbitrary<ScenarioSource> => fc.tuple(battles, edgePlan).map(([source, plan]) => atTheEdge(source, plan));
