/**
 * What a click on the table does (select and move, add a model, draw terrain), and its
 * options. Mordheim adds a warrior to a warband; a unit battle passes its armies as the sides
 * and its own words to add a unit.
 */
import type { JSX } from 'preact';
import { TERRAIN_KINDS, type TerrainKind } from '../../../src/table/index.js';
import { useTexts } from '../texts.js';
import type { TableMode } from './table-view.js';

export interface TableToolbarProps {
  readonly mode: TableMode;
  /** The sides a new model may join: Mordheim's warbands, or a unit battle's armies. */
  readonly warbands: readonly { readonly id: string; readonly name?: string | undefined }[];
  /** Words of the add mode when it adds something else than a warrior (a unit battle's unit). */
  readonly addWords?: { readonly mode: string; readonly side: string; readonly hint: string };
  readonly turnable: boolean;
  readonly onMode: (mode: TableMode) => void;
  readonly onFinishTerrain: () => void;
  readonly onTurn: (by: number) => void;
}

export function TableToolbar(props: TableToolbarProps): JSX.Element {
  const t = useTexts();
  const { mode } = props;
  const firstBand = props.warbands[0]?.id ?? '';
  const addWords = props.addWords ?? { mode: t.web.table.modeAddWarrior, side: t.web.table.warband, hint: t.web.table.addHint };
  return (
    <div class="table-toolbar">
      <fieldset class="modes">
        <legend class="visually-hidden">{t.web.table.modeLabel}</legend>
        <label>
          <input type="radio" name="table-mode" checked={mode.kind === 'select'} onChange={() => props.onMode({ kind: 'select' })} />
          {t.web.table.modeSelect}
        </label>
        <label>
          <input type="radio" name="table-mode" checked={mode.kind === 'add-model'} onChange={() => props.onMode({ kind: 'add-model', warband: firstBand })} data-testid="mode-add" />
          {addWords.mode}
        </label>
        <label>
          <input type="radio" name="table-mode" checked={mode.kind === 'draw-terrain'} onChange={() => props.onMode({ kind: 'draw-terrain', points: [], terrain: 'hard-cover', height: 1.5 })} data-testid="mode-draw" />
          {t.web.table.modeDrawTerrain}
        </label>
      </fieldset>
      {mode.kind === 'select' && props.turnable && (
        <span class="turn-buttons">
          <button type="button" onClick={() => props.onTurn(-15)} aria-label={t.web.table.turnLeft} title={t.web.table.turnLeft}>
            ⟲
          </button>
          <button type="button" onClick={() => props.onTurn(15)} aria-label={t.web.table.turnRight} title={t.web.table.turnRight}>
            ⟳
          </button>
        </span>
      )}
      {mode.kind === 'add-model' && (
        <span class="mode-options">
          <label class="field inline">
            <span>{addWords.side}</span>
            <select value={mode.warband} data-testid="add-side" onChange={(e) => props.onMode({ kind: 'add-model', warband: e.currentTarget.value })}>
              {props.warbands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name ?? b.id}
                </option>
              ))}
            </select>
          </label>
          <span class="hint">{addWords.hint}</span>
        </span>
      )}
      {mode.kind === 'draw-terrain' && (
        <span class="mode-options">
          <label class="field inline">
            <span>{t.web.edit.kind}</span>
            <select value={mode.terrain} onChange={(e) => props.onMode({ ...mode, terrain: e.currentTarget.value as TerrainKind })}>
              {TERRAIN_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t.web.table.terrainKind[kind]}
                </option>
              ))}
            </select>
          </label>
          <label class="field inline">
            <span>{t.web.edit.height}</span>
            <input
              type="number"
              min={0.1}
              max={100}
              step={0.25}
              value={mode.height}
              onChange={(e) => {
                const height = Number(e.currentTarget.value);
                if (Number.isFinite(height) && height > 0) props.onMode({ ...mode, height });
              }}
            />
          </label>
          <span class="hint">{`${t.web.table.drawHint} ${t.web.table.corners(mode.points.length)}`}</span>
          <button type="button" disabled={mode.points.length < 3} onClick={props.onFinishTerrain} data-testid="finish-terrain">
            {t.web.table.finishTerrain}
          </button>
          <button type="button" onClick={() => props.onMode({ kind: 'select' })}>
            {t.web.table.cancel}
          </button>
        </span>
      )}
    </div>
  );
}
