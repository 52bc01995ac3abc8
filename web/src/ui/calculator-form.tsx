/**
 * The calculator's form: the fields of the chosen game (web/src/logic/calculator-fields.ts),
 * each editing one place of the active shooter's quick description. Options are worded from
 * the catalogue; a field the parser refused is marked.
 */
import type { JSX } from 'preact';
import type { ScenarioIssue } from '../../../src/scenario/index.js';
import { valueAt, withValue, type QuickFile } from '../logic/calculator.js';
import type { HeldAttributes, WeaponAttributesForm } from '../games/web-game.js';
import { changesFromPick, type CompareMode, type FieldSpec, type Game, type OptionSet, type Path, type Section } from '../logic/calculator-fields.js';
import { useTexts, weaponText, type Texts } from '../texts.js';
import { withoutEntry, withRule } from '../logic/warrior-rules.js';
import { kitText } from './editors.js';
import { RulesField } from './rules-field.js';
import { calculatorPicker } from '../games/ui-registry.js';
import type { JsonObject } from '../logic/json.js';

const word = <K extends string>(words: Readonly<Record<K, string>>, id: string): string => (Object.hasOwn(words, id) ? words[id as K] : id);

function optionText(t: Texts, set: OptionSet, id: string): string {
  switch (set) {
    case 'mordheim-weapon':
      return weaponText(t, id);
    case 'battleaxe-weapon':
      return word(t.cat.battleaxe.weapon, id);
    case 'ninth-age-weapon':
      return word(t.cat.ninthAge.weapon, id);
    case 'condition':
      return word(t.cat.condition, id);
    case 'movement':
      return word(t.cat.ninthAge.movement, id);
    case 'cover-level':
      return id === 'none' ? t.web.calculator.coverNone : word(t.cat.ninthAge.cover, id);
    case 'battleaxe-keyword':
      return word(t.cat.battleaxe.keyword, id);
    case 'ninth-age-unit-rule':
      return word(t.web.unitTable.rule, id);
    case 'mordheim-kit':
      return word(
        {
          'light-armour': kitText(t, 'light-armour'),
          'heavy-armour': kitText(t, 'heavy-armour'),
          'gromril-armour': kitText(t, 'gromril-armour'),
          'ithilmar-armour': kitText(t, 'ithilmar-armour'),
          'toughened-leathers': kitText(t, 'toughened-leathers'),
          shield: kitText(t, 'shield'),
          buckler: kitText(t, 'buckler'),
          helmet: kitText(t, 'helmet'),
          barding: kitText(t, 'barding'),
        },
        id,
      );
  }
}

const samePlace = (a: readonly (string | number)[], b: Path) => b.every((key, i) => String(a[i]) === key);

export interface FieldEdit {
  /** A new value at the field's place (undefined removes it). */
  readonly value: (field: FieldSpec, value: unknown) => void;
  /** An item of a list field in or out. */
  readonly member: (field: FieldSpec, item: string, on: boolean) => void;
  /** A list field changed from what each description holds there (an empty list is left out). */
  readonly list: (field: FieldSpec, change: (list: unknown) => readonly string[]) => void;
  /** Several fields at once, as one change (a profile picked from the community's data). */
  readonly values: (changes: readonly (readonly [FieldSpec, unknown])[]) => void;
  /** The description changed beyond the field's place (a weapon renamed with its attributes), in each column sharing the field. */
  readonly file: (field: FieldSpec, change: (file: QuickFile) => QuickFile) => void;
}

function Field(props: { readonly field: FieldSpec; readonly file: QuickFile; readonly invalid: boolean; readonly edit: FieldEdit }): JSX.Element {
  const t = useTexts();
  const { field, file, edit } = props;
  const label = t.web.calculator.field[field.id];
  const value = valueAt(file, field.path);
  const name = `calc-${field.id}`;
  switch (field.kind) {
    case 'text':
      return (
        <label class="field">
          <span>{label}</span>
          <input type="text" name={name} data-testid={name} maxLength={80} value={typeof value === 'string' ? value : ''} aria-invalid={props.invalid} onInput={(e) => edit.value(field, e.currentTarget.value === '' ? undefined : e.currentTarget.value)} />
        </label>
      );
    case 'number':
      return (
        <label class="field">
          <span>{label}</span>
          <input
            type="number"
            inputMode="decimal"
            name={name}
            data-testid={name}
            min={field.min}
            max={field.max}
            step={field.step ?? 1}
            value={typeof value === 'number' ? value : ''}
            aria-invalid={props.invalid}
            onInput={(e) => {
              const text = e.currentTarget.value;
              const number = Number(text);
              // An empty box removes the value; the parser judges the rest (and says where).
              if (text === '') edit.value(field, undefined);
              else if (Number.isFinite(number)) edit.value(field, number);
            }}
          />
        </label>
      );
    case 'choice':
      return (
        <label class="field">
          <span>{label}</span>
          <select
            name={name}
            data-testid={name}
            value={typeof value === 'string' ? value : ''}
            aria-invalid={props.invalid}
            onChange={(e) => {
              const chosen = e.currentTarget.value === '' ? undefined : e.currentTarget.value;
              const { written } = field;
              if (written) edit.file(field, (f) => written(f, chosen));
              else edit.value(field, chosen);
            }}
          >
            {(field.optional || typeof value !== 'string') && <option value="">{t.web.calculator.unset}</option>}
            {field.options.map((option) => (
              <option key={option} value={option}>
                {optionText(t, field.set, option)}
              </option>
            ))}
          </select>
        </label>
      );
    case 'toggle':
      return (
        <label class="check">
          <input type="checkbox" name={name} data-testid={name} checked={value === true} aria-invalid={props.invalid} onChange={(e) => edit.value(field, e.currentTarget.checked ? true : undefined)} />
          <span>{label}</span>
        </label>
      );
    case 'warrior-rules':
      return (
        <RulesField
          kind={field.rules}
          list={value}
          name={name}
          label={label}
          invalid={props.invalid}
          onAdd={(rule) => edit.list(field, (list) => withRule(list, rule))}
          onRemove={(entry) => edit.list(field, (list) => withoutEntry(list, entry))}
        />
      );
    case 'members': {
      const list = Array.isArray(value) ? value : [];
      if (field.set === null) {
        const item = field.items[0] ?? '';
        return (
          <label class="check">
            <input type="checkbox" name={name} data-testid={name} checked={list.includes(item)} aria-invalid={props.invalid} onChange={(e) => edit.member(field, item, e.currentTarget.checked)} />
            <span>{label}</span>
          </label>
        );
      }
      const set = field.set;
      return (
        <fieldset class="checks">
          <legend>{label}</legend>
          {field.items.map((item) => (
            <label class="check" key={item}>
              <input type="checkbox" name={`${name}-${item}`} data-testid={`${name}-${item}`} checked={list.includes(item)} aria-invalid={props.invalid} onChange={(e) => edit.member(field, item, e.currentTarget.checked)} />
              <span>{optionText(t, set, item)}</span>
            </label>
          ))}
        </fieldset>
      );
    }
    case 'weapon-attributes':
      return <WeaponAttributes field={field} form={field.form} label={label} name={name} value={value} invalid={props.invalid} edit={edit} />;
  }
}

/**
 * A weapon's attributes a player may add: a box for each offered one, its Multiple Wounds value
 * and Clipped Wings (which needs a value: without Multiple Wounds it is off and cannot be ticked).
 */
function WeaponAttributes(props: { readonly field: FieldSpec; readonly form: WeaponAttributesForm; readonly label: string; readonly name: string; readonly value: unknown; readonly invalid: boolean; readonly edit: FieldEdit }): JSX.Element {
  const t = useTexts();
  const a = t.web.calculator.attributes;
  const { field, form, name } = props;
  const held = form.held(props.value);
  const write = (next: HeldAttributes) => props.edit.file(field, (file) => withValue(file, field.path, form.withHeld(valueAt(file, field.path), next)));
  return (
    <fieldset class="checks" data-testid={name}>
      <legend>{props.label}</legend>
      {form.flags.map((code) => (
        <label class="check" key={code}>
          <input
            type="checkbox"
            name={`${name}-${code}`}
            data-testid={`${name}-${code}`}
            checked={held.flags.includes(code)}
            aria-invalid={props.invalid}
            onChange={(e) => write({ ...held, flags: e.currentTarget.checked ? [...held.flags, code] : held.flags.filter((x) => x !== code) })}
          />
          <span>{t.cat.ninthAge.attribute[code]}</span>
        </label>
      ))}
      <label class="field">
        <span>{t.cat.ninthAge.attribute['multiple-wounds']}</span>
        <select
          name={`${name}-multiple-wounds`}
          data-testid={`${name}-multiple-wounds`}
          value={held.multipleWounds ?? ''}
          aria-invalid={props.invalid}
          onChange={(e) => {
            const chosen = e.currentTarget.value;
            write({ ...held, multipleWounds: chosen === '' ? null : chosen, clippedWings: chosen !== '' && held.clippedWings });
          }}
        >
          <option value="">{a.woundsNone}</option>
          {/* A value a link wrote that the list does not offer stays choosable. */}
          {[...form.woundsValues, ...(held.multipleWounds !== null && !form.woundsValues.includes(held.multipleWounds) ? [held.multipleWounds] : [])].map((v) => (
            <option key={v} value={v}>
              {a.woundsValue(v)}
            </option>
          ))}
        </select>
      </label>
      <label class="check">
        <input
          type="checkbox"
          name={`${name}-clipped-wings`}
          data-testid={`${name}-clipped-wings`}
          checked={held.clippedWings}
          disabled={held.multipleWounds === null}
          aria-invalid={props.invalid}
          onChange={(e) => write({ ...held, clippedWings: e.currentTarget.checked })}
        />
        <span>{a.clippedWings}</span>
      </label>
    </fieldset>
  );
}

export interface CalculatorFormProps {
  readonly game: Game;
  readonly fields: readonly FieldSpec[];
  readonly file: QuickFile;
  readonly issues: readonly ScenarioIssue[];
  readonly edit: FieldEdit;
  readonly columns: number;
  readonly compare: CompareMode;
  /** The active column's name ("Shooter 2", "Target 2"), on the part the columns do not share. */
  readonly columnName: string;
}

export function CalculatorForm(props: CalculatorFormProps): JSX.Element {
  const t = useTexts();
  const c = t.web.calculator;
  const several = props.columns > 1;
  const section = (which: Section) => props.fields.filter((f) => f.section === which);
  const fieldsOf = (which: Section) =>
    section(which).map((field) => <Field key={`${field.id}-${field.path.join('.')}`} field={field} file={props.file} invalid={props.issues.some((i) => samePlace(i.path, field.path))} edit={props.edit} />);
  return (
    <form class="calc-form" onSubmit={(e) => e.preventDefault()} data-testid="calc-form">
      <fieldset class="calc-section">
        <legend>{several && props.compare === 'shooters' ? props.columnName : c.shooterSection}</legend>
        {several && props.compare === 'targets' && <p class="hint">{c.sharedShooter}</p>}
        <SectionPicker game={props.game} section="shooter" fields={props.fields} file={props.file} edit={props.edit} />
        {fieldsOf('shooter')}
      </fieldset>
      <fieldset class="calc-section">
        <legend>{several && props.compare === 'targets' ? props.columnName : c.targetSection}</legend>
        {several && props.compare === 'shooters' && <p class="hint">{c.sharedTarget}</p>}
        <SectionPicker game={props.game} section="target" fields={props.fields} file={props.file} edit={props.edit} />
        {fieldsOf('target')}
      </fieldset>
      <fieldset class="calc-section">
        <legend>{c.circumstancesSection}</legend>
        {fieldsOf('circumstances')}
      </fieldset>
    </form>
  );
}

/**
 * The community's profiles for one side of the shot, where the game's data has them (Mordheim
 * warriors, Ninth Age units; Battleaxe has none): a pick fills that side's characteristics.
 */
function SectionPicker(props: { readonly game: Game; readonly section: 'shooter' | 'target'; readonly fields: readonly FieldSpec[]; readonly file: QuickFile; readonly edit: FieldEdit }): JSX.Element | null {
  const Picker = calculatorPicker(props.game);
  if (!Picker) return null;
  const fill = (side: (attack: JsonObject) => JsonObject): boolean => {
    const changes = changesFromPick(props.fields, props.section, props.file, side);
    if (changes.length > 0) props.edit.values(changes);
    return changes.length > 0;
  };
  return (
    <div data-testid={`calc-picker-${props.section}`}>
      <Picker section={props.section} onSide={fill} />
    </div>
  );
}
