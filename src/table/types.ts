import type { Circle, OrientedRect, Point2, Polygon } from '../geometry/index.js';

/**
 * The battlefield as plain data, in inches, y pointing down. Games read it through the
 * queries in this folder; it knows no game rules.
 */
export interface Table {
  readonly width: number;
  readonly depth: number;
  readonly terrain: readonly TerrainPiece[];
  readonly buildings: readonly Building[];
  readonly models: readonly TableModel[];
  readonly units: readonly TableUnit[];
}

/**
 * What a terrain piece does to sight, as facts for the games to judge: `open` hides nothing
 * (a field, a road); `soft-cover` and `hard-cover` hide what is behind them and say how
 * solid they are; `opaque` cannot be seen through at all.
 */
export const TERRAIN_KINDS = ['open', 'soft-cover', 'hard-cover', 'opaque'] as const;
/** One of {@link TERRAIN_KINDS}. */
export type TerrainKind = (typeof TERRAIN_KINDS)[number];

/** A piece of terrain: its outline on the table, how high it stands, and what it does to sight. */
export interface TerrainPiece {
  readonly id: string;
  readonly kind: TerrainKind;
  readonly outline: Polygon;
  /** Its bottom above the table (0 for most; a balcony rail stands higher). */
  readonly bottom: number;
  /** Its top above the table. */
  readonly top: number;
  /** Marked by the scenario as something that may explode when struck (a powder keg). */
  readonly explosive: boolean;
}

/**
 * A building: its outline on the table and its floors above the ground. A floor is a slab
 * models can stand on; its edges are drops. Walls, where they matter, are terrain pieces of
 * their own (ruins are mostly open).
 */
export interface Building {
  readonly id: string;
  readonly outline: Polygon;
  readonly floors: readonly Floor[];
}

/** A level of a building that models can stand on. */
export interface Floor {
  readonly id: string;
  /** Height of the floor's surface above the table. */
  readonly level: number;
  /** Where the floor is; defaults to the building's outline. */
  readonly outline: Polygon;
}

/** Where a model stands: on the table (or a hill, by elevation) or on a building's floor. */
export type Standing = { readonly kind: 'ground'; readonly elevation: number } | { readonly kind: 'floor'; readonly building: string; readonly floor: string; readonly elevation: number };

/** One model on the table: its base, how tall it is, where it stands and faces. */
export interface TableModel {
  readonly id: string;
  readonly base: Circle | OrientedRect;
  /** The body's height above its base, in inches. */
  readonly height: number;
  readonly standing: Standing;
  /** Which way the model faces, in degrees (0 up the table, clockwise). */
  readonly facing: number;
  /** The rank-and-file unit the model belongs to, if any. */
  readonly unit: string | null;
}

/** A rank-and-file block: its Unit Boundary is the rectangle around its bases. */
export interface TableUnit {
  readonly id: string;
  readonly boundary: OrientedRect;
  readonly models: readonly string[];
}

export type { Point2 };
