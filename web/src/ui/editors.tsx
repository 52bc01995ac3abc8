/**
 * Editing a warrior (place, footing, profile, weapons, armour, rules, skills and equipment,
 * this turn's state) or a terrain piece (name, kind, height). Each field hands a change of the
 * scenario file to the app, which has the library check it; a refused change leaves the file
 * as it was.
 */
import type { JSX } from 'preact';
import { findWeapon, MORDHEIM_WEAPON_IDS, weaponHas, weaponIn, type ModelRuleKind, type MordheimProfile, type Warrior } from '../../../src/games/mordheim/index.js';
import { MORDHEIM_KIT_ITEMS } from '../../../src/scenario/index.js';
import { TERRAIN_KINDS, type TerrainKind } from '../../../src/table/index.js';
import type { Characteristic, WarriorFlag } from '../../../i18n/web.js';
import type { Footing, TerrainFile, WarbandFile, WarriorFile } from '../logic/battle-file.js';
import { withMordheimPick } from '../logic/profile-library.js';
import { RULE_FIELD, withRuleList, withoutEntry, withRule } from '../logic/warrior-rules.js';
import { useTexts, weaponText, type Texts } from '../texts.js';
import { MordheimProfilePicker } from './profile-picker.js';
import { RulesField } from './rules-field.js';

/** Applies a change through the checked edit; false when the parser refused it. */
type Change<T> = (change: (value: T) => T) => boolean;

const CHARACTERISTICS: readonly Characteristic[] = ['M', 'WS', 'BS', 'S', 'T', 'W', 'I', 'A', 'Ld'];
const FLAGS: readonly WarriorFlag[] = ['moved', 'ran', 'failedCharge', 'rallied', 'inCombat', 'fleeing', 'hidden', 'stoodUp', 'hasShot', 'fell'];
const CONDITION_CHOICES = ['standing', 'knocked-down', 'stunned', 'out-of-action'] as const;
type KitItem = (typeof MORDHEIM_KIT_ITEMS)[number];
/** The rules of the body, ticked; the special rules of a warrior's kind are chips beside its skills and equipment. */
const BODY_RULES = ['large-target', 'hard-to-kill'] as const;
type BodyRule = (typeof BODY_RULES)[number];
const MODEL_RULE_KINDS: readonly ModelRuleKind[] = ['skill', 'equipment', 'special'];

/** The catalogue's words for the kit items the file names. */
export function kitText(t: Texts, item: KitItem): string {
  switch (item) {
    case 'light-armour':
      return t.cat.armourPiece.light;
    case 'heavy-armour':
      return t.cat.armourPiece.heavy;
    case 'gromril-armour':
      return t.cat.armourPiece.gromril;
    case 'ithilmar-armour':
      return t.cat.armourPiece.ithilmar;
    case 'toughened-leathers':
    case 'shield':
    case 'buckler':
    case 'helmet':
    case 'barding':
      return t.cat.armourPiece[item];
  }
}

function ruleText(t: Texts, rule: BodyRule): string {
  return rule === 'large-target' ? t.cat.hitModifier['large-target'] : t.web.edit.hardToKill;
}

export function NumberField(props: { readonly label: string; readonly value: number | undefined; readonly min?: number; readonly max?: number; readonly step?: number; readonly title?: string; readonly name: string; readonly onValue: (value: number | undefined) => void }): JSX.Element {
  return (
    <label class="field" title={props.title}>
      <span>{props.label}</span>
      <input
        type="number"
        name={props.name}
        value={props.value ?? ''}
        min={props.min}
        max={props.max}
        step={props.step ?? 'any'}
        onChange={(e) => {
          const text = e.currentTarget.value.trim();
          const value = Number(text);
          if (text === '') props.onValue(undefined);
          else if (Number.isFinite(value)) props.onValue(value);
        }}
      />
    </label>
  );
}

export function Check(props: { readonly label: string; readonly checked: boolean; readonly name: string; readonly onValue: (checked: boolean) => void }): JSX.Element {
  return (
    <label class="check">
      <input type="checkbox" name={props.name} checked={props.checked} onChange={(e) => props.onValue(e.currentTarget.checked)} />
      {props.label}
    </label>
  );
}

/** A blank name is no name: the library then names the thing by its id. */
function withName<T extends { readonly name?: string | undefined }>(thing: T, name: string): T {
  const { name: _old, ...rest } = thing;
  return (name.trim() === '' ? rest : { ...rest, name: name.trim() }) as T;
}

/** Adds or removes one entry of a list, keeping the rest in order. */
function toggled<T>(list: readonly T[] | undefined, item: T, on: boolean): T[] {
  const rest = (list ?? []).filter((x) => x !== item);
  return on ? [...rest, item] : rest;
}

function baseDiameter(base: WarriorFile['base']): number | null {
  if (base === undefined) return 25;
  if (typeof base === 'number') return base;
  if ('diameter' in base && base.unit !== 'in') return base.diameter;
  return null;
}

type ProfileFile = Exclude<WarriorFile['profile'], string>;

/** A profile named from the data, written out so its characteristics can be edited. */
function writtenOut(profile: MordheimProfile | null): ProfileFile | null {
  if (!profile) return null;
  const { M, WS, BS, S, T, W, I, A, Ld } = profile;
  return { BS, S, T, W, I: I ?? 0, ...(M !== undefined ? { M } : {}), ...(WS !== undefined ? { WS } : {}), ...(A !== undefined ? { A } : {}), ...(Ld !== undefined ? { Ld } : {}) };
}

function ProfileFields(props: { readonly profile: ProfileFile; readonly onChange: (profile: ProfileFile) => void }): JSX.Element {
  const t = useTexts();
  return (
    <div class="profile">
      {CHARACTERISTICS.map((key) => (
        <NumberField
          key={key}
          name={`profile-${key}`}
          label={t.web.edit.characteristic[key]}
          title={t.web.edit.characteristicName[key]}
          value={props.profile[key]}
          min={key === 'S' || key === 'T' || key === 'W' ? 1 : 0}
          max={10}
          step={1}
          onValue={(v) => {
            const profile: Record<string, number | undefined> = { ...props.profile, [key]: v };
            if (v === undefined) delete profile[key];
            // Required characteristics left empty are caught by the library's check.
            props.onChange(profile as ProfileFile);
          }}
        />
      ))}
    </div>
  );
}

export interface WarriorEditorProps {
  readonly warrior: WarriorFile;
  readonly band: WarbandFile;
  readonly library: Warrior | undefined;
  readonly warbands: readonly WarbandFile[];
  readonly floors: readonly string[];
  readonly onChange: Change<WarriorFile>;
  readonly onFooting: (footing: Footing) => void;
  readonly onWarband: (warband: string) => void;
  readonly onDelete: () => void;
}

/** The warrior's weapon lists a misfire (M-16) fills, each with the refusal that names it. */
const MISFIRE_STATES = [
  { field: 'lost', refusal: 'weapon-lost' },
  { field: 'jammed', refusal: 'jammed' },
  { field: 'misfireReload', refusal: 'misfire-reload' },
] as const;

/** The state with `count` reload tokens on this weapon (M-17), 0 to 2; none written leaves the list out. */
function withBarrelTokens(state: NonNullable<WarriorFile['state']>, weapon: string, count: number): NonNullable<WarriorFile['state']> {
  const others = (state.unloadedBarrels ?? []).filter((id) => id !== weapon);
  const tokens = [...others, ...Array.from({ length: Math.max(0, Math.min(2, Math.round(count))) }, () => weapon)];
  const { unloadedBarrels: _old, ...rest } = state;
  return tokens.length > 0 ? { ...rest, unloadedBarrels: tokens } : rest;
}

export function WarriorEditor(props: WarriorEditorProps): JSX.Element {
  const t = useTexts();
  const { warrior, onChange } = props;
  const state = warrior.state ?? {};
  const weaponIds = new Set((warrior.weapons ?? []).flatMap((w) => (typeof w === 'string' ? [findWeapon(w)?.id ?? w] : [])));
  const ownWeapons = (warrior.weapons ?? []).flatMap((w) => (typeof w === 'string' ? [] : [w.name]));
  const carried = props.library?.weapons ?? [];
  const reloadable = carried.filter((w) => weaponHas(w, 'prepare-shot'));
  const blackpowder = carried.filter((w) => weaponIn(w, 'blackpowder'));
  const doubleBarrelled = carried.filter((w) => weaponHas(w, 'double-barrelled'));
  const setState = (change: (s: NonNullable<WarriorFile['state']>) => NonNullable<WarriorFile['state']>) => onChange((w) => ({ ...w, state: change(w.state ?? {}) }));
  const diameter = baseDiameter(warrior.base);
  const footing = warrior.floor ?? '';
  return (
    <form class="editor" data-testid="warrior-editor" onSubmit={(e) => e.preventDefault()}>
      <h4>{t.web.edit.warriorHeading(props.library?.name ?? warrior.id)}</h4>
      <div class="grid">
        <label class="field">
          <span>{t.web.edit.id}</span>
          <input type="text" value={warrior.id} readOnly />
        </label>
        <label class="field">
          <span>{t.web.edit.name}</span>
          <input type="text" name="name" maxLength={80} value={warrior.name ?? ''} onChange={(e) => onChange((w) => withName(w, e.currentTarget.value))} />
        </label>
        <label class="field">
          <span>{t.web.edit.warband}</span>
          <select value={props.band.id} onChange={(e) => props.onWarband(e.currentTarget.value)}>
            {props.warbands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name ?? b.id}
              </option>
            ))}
          </select>
        </label>
        <NumberField name="x" label={t.web.edit.x} value={warrior.position[0]} step={0.1} onValue={(x) => x !== undefined && onChange((w) => ({ ...w, position: [x, w.position[1]] }))} />
        <NumberField name="y" label={t.web.edit.y} value={warrior.position[1]} step={0.1} onValue={(y) => y !== undefined && onChange((w) => ({ ...w, position: [w.position[0], y] }))} />
        <NumberField name="facing" label={t.web.edit.facing} value={warrior.facing ?? 0} min={0} max={359} step={15} onValue={(f) => onChange((w) => ({ ...w, facing: f === undefined ? 0 : ((f % 360) + 360) % 360 }))} />
        <label class="field">
          <span>{t.web.edit.standsOn}</span>
          <select value={footing} name="floor" onChange={(e) => props.onFooting(e.currentTarget.value === '' ? { kind: 'ground', elevation: warrior.elevation ?? 0 } : { kind: 'floor', floor: e.currentTarget.value })}>
            <option value="">{t.web.edit.ground}</option>
            {props.floors.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </label>
        {footing === '' && <NumberField name="elevation" label={t.web.edit.elevation} value={warrior.elevation ?? 0} min={0} max={100} step={0.5} onValue={(e) => props.onFooting({ kind: 'ground', elevation: e ?? 0 })} />}
        {diameter !== null && <NumberField name="base" label={t.web.edit.base} value={diameter} min={1} max={300} step={5} onValue={(d) => d !== undefined && onChange((w) => ({ ...w, base: d }))} />}
        <NumberField name="height" label={t.web.edit.height} value={warrior.height ?? 1.25} min={0.1} max={20} step={0.25} onValue={(h) => onChange((w) => (h === undefined ? (({ height: _h, ...rest }) => rest)(w) : { ...w, height: h }))} />
      </div>
      <fieldset>
        <legend>{t.web.edit.profile}</legend>
        {typeof warrior.profile === 'string' ? (
          <p class="named-profile">
            <span>{t.web.edit.namedProfile(warrior.profile)}</span>
            {props.library && (
              <button type="button" class="small" onClick={() => props.library && onChange((w) => ({ ...w, profile: writtenOut(props.library?.profile ?? null) ?? w.profile }))}>
                {t.web.edit.writeOutProfile}
              </button>
            )}
          </p>
        ) : (
          <ProfileFields profile={warrior.profile} onChange={(profile) => onChange((w) => ({ ...w, profile }))} />
        )}
        <MordheimProfilePicker onPick={(pick) => onChange((w) => withMordheimPick(w, pick))} />
      </fieldset>
      <fieldset>
        <legend>{t.web.edit.weapons}</legend>
        <div class="checks">
          {MORDHEIM_WEAPON_IDS.map((id) => (
            <Check
              key={id}
              name={`weapon-${id}`}
              label={weaponText(t, id)}
              checked={weaponIds.has(id)}
              onValue={(on) =>
                onChange((w) => {
                  const others = (w.weapons ?? []).filter((x) => typeof x !== 'string' || (findWeapon(x)?.id ?? x) !== id);
                  return { ...w, weapons: on ? [...others, id] : others };
                })
              }
            />
          ))}
          {ownWeapons.map((name) => (
            <span key={name} class="check own">
              {name}
            </span>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t.web.edit.kit}</legend>
        <div class="checks">
          {MORDHEIM_KIT_ITEMS.map((item) => (
            <Check key={item} name={`kit-${item}`} label={kitText(t, item)} checked={(warrior.kit ?? []).includes(item)} onValue={(on) => onChange((w) => ({ ...w, kit: toggled(w.kit, item, on) }))} />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t.web.edit.rules}</legend>
        <div class="checks">
          {BODY_RULES.map((rule) => (
            <Check key={rule} name={`rule-${rule}`} label={ruleText(t, rule)} checked={(warrior.rules ?? []).includes(rule)} onValue={(on) => onChange((w) => ({ ...w, rules: toggled(w.rules, rule, on) }))} />
          ))}
        </div>
        {MODEL_RULE_KINDS.map((kind) => (
          <RulesField
            key={kind}
            kind={kind}
            list={warrior[RULE_FIELD[kind]]}
            name={`rules-${kind}`}
            onAdd={(rule) => onChange((w) => withRuleList(w, RULE_FIELD[kind], withRule(w[RULE_FIELD[kind]], rule)))}
            onRemove={(entry) => onChange((w) => withRuleList(w, RULE_FIELD[kind], withoutEntry(w[RULE_FIELD[kind]], entry)))}
          />
        ))}
        {props.library?.rules.includes('lucky-charm') === true && (
          <Check name="state-luckyCharmUsed" label={t.web.warriorRules.luckyCharmUsed} checked={state.luckyCharmUsed === true} onValue={(on) => setState((s) => ({ ...s, luckyCharmUsed: on }))} />
        )}
      </fieldset>
      <fieldset>
        <legend>{t.web.edit.state}</legend>
        <div class="grid">
          <label class="field">
            <span>{t.web.edit.condition}</span>
            <select name="condition" value={state.condition ?? 'standing'} onChange={(e) => setState((s) => ({ ...s, condition: e.currentTarget.value as (typeof CONDITION_CHOICES)[number] }))}>
              {CONDITION_CHOICES.map((c) => (
                <option key={c} value={c}>
                  {t.cat.condition[c]}
                </option>
              ))}
            </select>
          </label>
          <NumberField name="woundsLeft" label={t.web.edit.woundsLeft} value={state.woundsLeft ?? props.library?.profile.W ?? 1} min={0} max={10} step={1} onValue={(v) => setState((s) => ({ ...s, woundsLeft: v ?? 0 }))} />
        </div>
        <div class="checks">
          {FLAGS.map((flag) => (
            <Check key={flag} name={`state-${flag}`} label={t.web.edit.flags[flag]} checked={state[flag] === true} onValue={(on) => setState((s) => ({ ...s, [flag]: on }))} />
          ))}
        </div>
        {reloadable.length > 0 && (
          <div class="checks">
            <span class="checks-label">{t.web.edit.reloading}</span>
            {reloadable.map((w) => (
              <Check key={w.id} name={`reloading-${w.id}`} label={weaponText(t, w.id)} checked={(state.reloading ?? []).includes(w.id)} onValue={(on) => setState((s) => ({ ...s, reloading: toggled(s.reloading, w.id, on) }))} />
            ))}
          </div>
        )}
        {/* M-17: a double-barrelled weapon's reload tokens, the weapon's id once per unloaded barrel. */}
        {doubleBarrelled.map((w) => (
          <NumberField
            key={w.id}
            name={`unloadedBarrels-${w.id}`}
            label={t.web.edit.unloadedBarrels(weaponText(t, w.id))}
            value={(state.unloadedBarrels ?? []).filter((id) => id === w.id).length}
            min={0}
            max={2}
            step={1}
            onValue={(v) => setState((s) => withBarrelTokens(s, w.id, v ?? 0))}
          />
        ))}
        {/* What the optional misfire (M-16) did to a blackpowder weapon: kept from battle to battle file. */}
        {blackpowder.length > 0 &&
          MISFIRE_STATES.map(({ field, refusal }) => (
            <div class="checks" key={field}>
              <span class="checks-label">{t.cat.weaponRefusal[refusal]}</span>
              {blackpowder.map((w) => (
                <Check key={w.id} name={`${field}-${w.id}`} label={weaponText(t, w.id)} checked={(state[field] ?? []).includes(w.id)} onValue={(on) => setState((s) => ({ ...s, [field]: toggled(s[field], w.id, on) }))} />
              ))}
            </div>
          ))}
      </fieldset>
      <button type="button" class="danger" onClick={props.onDelete} data-testid="delete-warrior">
        {t.web.edit.deleteWarrior}
      </button>
    </form>
  );
}

export interface TerrainEditorProps {
  readonly piece: TerrainFile;
  readonly onChange: Change<TerrainFile>;
  readonly onDelete: () => void;
  /** Whether the game knows exploding terrain (Mordheim's powder kegs); the unit games do not. */
  readonly explosive?: boolean;
}

export function TerrainEditor(props: TerrainEditorProps): JSX.Element {
  const t = useTexts();
  const { piece, onChange } = props;
  return (
    <form class="editor" data-testid="terrain-editor" onSubmit={(e) => e.preventDefault()}>
      <h4>{t.web.edit.terrainHeading(piece.name ?? piece.id)}</h4>
      <div class="grid">
        <label class="field">
          <span>{t.web.edit.id}</span>
          <input type="text" value={piece.id} readOnly />
        </label>
        <label class="field">
          <span>{t.web.edit.name}</span>
          <input type="text" name="terrain-name" maxLength={80} value={piece.name ?? ''} onChange={(e) => onChange((p) => withName(p, e.currentTarget.value))} />
        </label>
        <label class="field">
          <span>{t.web.edit.kind}</span>
          <select name="terrain-kind" value={piece.kind} onChange={(e) => onChange((p) => ({ ...p, kind: e.currentTarget.value as TerrainKind }))}>
            {TERRAIN_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t.web.table.terrainKind[kind]}
              </option>
            ))}
          </select>
        </label>
        <NumberField name="terrain-height" label={t.web.edit.height} value={piece.height} min={0.1} max={100} step={0.25} onValue={(h) => h !== undefined && onChange((p) => ({ ...p, height: h }))} />
        <NumberField name="terrain-bottom" label={t.web.edit.bottom} value={piece.bottom ?? 0} min={0} max={100} step={0.25} onValue={(b) => onChange((p) => ({ ...p, bottom: b ?? 0 }))} />
      </div>
      {props.explosive !== false && <Check name="terrain-explosive" label={t.web.edit.explosive} checked={piece.explosive === true} onValue={(on) => onChange((p) => ({ ...p, explosive: on }))} />}
      <button type="button" class="danger" onClick={props.onDelete} data-testid="delete-terrain">
        {t.web.edit.deleteTerrain}
      </button>
    </form>
  );
}
