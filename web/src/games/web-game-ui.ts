/**
 * The parts of the unit editor a unit game draws itself (its weapons, and what its profile holds
 * besides plain numbers), listed by ui-registry.ts. Apart from web-game.ts because they are
 * components: the page's logic, which the registry serves, stays free of the DOM.
 */
import type { ComponentType } from 'preact';
import type { UnitProfileField } from '../../../i18n/web-units.js';
import type { JsonObject } from '../logic/json.js';
import type { UnitEdit, UnitSession } from '../logic/units.js';
import type { UnitGameId } from './web-game.js';

export interface UnitEditorProps {
  readonly session: UnitSession;
  readonly unit: string;
  /** Applies an accepted edit; returns false when the parser refused it. */
  readonly onEdit: (edit: UnitEdit) => boolean;
}

export interface UnitEditorParts<G extends UnitGameId> {
  readonly id: G;
  /** Editors of the characteristics that are no plain number (The Ninth Age's Height, a number or a class). */
  readonly profileFields: Partial<Readonly<Record<UnitProfileField, ComponentType<UnitEditorProps>>>>;
  /** Fields drawn after the characteristics, in the profile's grid. */
  readonly ProfileExtras: ComponentType<UnitEditorProps> | null;
  /** Under the profile's grid: filling the unit from the community's data. */
  readonly ProfilePicker: ComponentType<UnitEditorProps> | null;
  /** The unit's missile weapon(s), as the game's file writes them. */
  readonly Weapons: ComponentType<UnitEditorProps>;
  /** Characters joined to the unit, or null where the game refuses them (Battleaxe: `battleaxe-characters-not-built`). */
  readonly Characters: ComponentType<UnitEditorProps> | null;
}

/**
 * The calculator's "Choose from the community's data" for one side: a pick hands over the
 * shot's attack as the pick fills that side (its characteristics, the rules and Hard Target the
 * form shows, a shooter's weapon); the form writes what changed and returns whether anything did.
 */
export type CalculatorPicker = ComponentType<{ readonly section: 'shooter' | 'target'; readonly onSide: (fill: (attack: JsonObject) => JsonObject) => boolean }>;

