/**
 * A Mordheim warrior's skills, equipment and special rules as the page edits them: the lists a
 * file writes (`skills`, `equipment`, `rules`; a battle's warrior or a quick attack's shooter
 * and target), what each entry means, and the search behind the type-ahead that adds one. The
 * library knows the rules (`MORDHEIM_MODEL_RULES`, `findModelRule`); a name is matched in the
 * page's language as well as the rulebook's, and a misspelt one gets the nearest names, as the
 * command line's did-you-mean gives them (`closestNames`). DOM-free.
 */
import { findModelRule, MORDHEIM_MODEL_RULE_IDS, MORDHEIM_MODEL_RULES, modelRuleIdsOf, type ModelRuleKind, type MordheimModelRuleId } from '../../../src/games/mordheim/index.js';
import { closestNames } from '../../../src/scenario/index.js';
import type { Catalogue } from '../../../i18n/index.js';

/** The field of a file's warrior entry that lists each kind. */
export const RULE_FIELD: Readonly<Record<ModelRuleKind, 'skills' | 'equipment' | 'rules'>> = { skill: 'skills', equipment: 'equipment', special: 'rules' };

/** The rules of the body `rules` also lists: the editors give them check boxes of their own, not chips. */
const BODY_RULES: readonly string[] = ['large-target', 'hard-to-kill'];

/** One entry of a list as its chip shows it. */
export interface HeldRule {
  /** As the file writes it: an id, or a name ("Quick Shot") from a file written by hand. */
  readonly entry: string;
  /** The rule it means; null for a name Marksman does not know (the parser says so, with the nearest names). */
  readonly id: MordheimModelRuleId | null;
  /** It means a rule of another kind: a lucky charm listed among the skills (refused by the parser too). */
  readonly misplaced: boolean;
}

/** A file's list as strings; anything else (a value being edited by hand) as no list. */
function entriesOf(list: unknown): string[] {
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
}

/**
 * The entries of a file's list that the kind's chips show: every entry but Large Target and
 * Hard to Kill, each with the rule it means.
 *
 * @example
 * heldRules(['large-target', 'dead-eye-shot'], 'special'); // [{ entry: 'dead-eye-shot', id: 'dead-eye-shot', misplaced: false }]
 * heldRules(['Quick Shot', 'Lucky Charm'], 'skill'); // [{ entry: 'Quick Shot', id: 'quick-shot', … }, { entry: 'Lucky Charm', id: 'lucky-charm', misplaced: true }]
 */
export function heldRules(list: unknown, kind: ModelRuleKind): HeldRule[] {
  return entriesOf(list)
    .filter((entry) => !BODY_RULES.includes(entry))
    .map((entry) => {
      const id = findModelRule(entry) ?? null;
      return { entry, id, misplaced: id !== null && MORDHEIM_MODEL_RULES[id].kind !== kind };
    });
}

/** The rules a list holds, whatever the spelling of its entries. */
export function heldIds(list: unknown): MordheimModelRuleId[] {
  return entriesOf(list).flatMap((entry) => {
    const id = findModelRule(entry);
    return id === undefined ? [] : [id];
  });
}

/** The rules of one kind a list holds (a profile's rules hold its special rules, and may hold skills or equipment). */
export function idsOfKind(list: unknown, kind: ModelRuleKind): MordheimModelRuleId[] {
  return heldIds(list).filter((id) => MORDHEIM_MODEL_RULES[id].kind === kind);
}

/** The list with the rule added by its id (the spelling every file reads), unless it already holds it under any name. */
export function withRule(list: unknown, id: MordheimModelRuleId): string[] {
  const entries = entriesOf(list);
  return heldIds(entries).includes(id) ? entries : [...entries, id];
}

/** The list with each rule added that it does not hold yet. */
export function withRules(list: unknown, ids: readonly MordheimModelRuleId[]): string[] {
  return ids.reduce<string[]>((entries, id) => withRule(entries, id), entriesOf(list));
}

/** The list without one entry, as written. */
export function withoutEntry(list: unknown, entry: string): string[] {
  return entriesOf(list).filter((x) => x !== entry);
}

/** A warrior entry with a list set, or left out when empty (a file without skills has no `skills`). */
export function withRuleList<T extends object>(entry: T, field: 'skills' | 'equipment' | 'rules', list: readonly string[]): T {
  const { [field]: _old, ...rest } = entry as T & Partial<Record<typeof field, unknown>>;
  return (list.length > 0 ? { ...rest, [field]: [...list] } : rest) as T;
}

/** Whether a profile's rule is one a file lists under `rules`: Large Target, Hard to Kill, or a special rule of its kind. */
export function isFileRule(rule: string): boolean {
  const id = findModelRule(rule);
  return id === undefined || MORDHEIM_MODEL_RULES[id].kind === 'special';
}

/** What the type-ahead offers for what was typed. */
export interface RuleSearch {
  /** Rules of the kind not held yet, best first: those whose name holds every word typed, or the nearest names to a misspelling. */
  readonly matches: readonly MordheimModelRuleId[];
  /** The matches are the nearest names ("did you mean"): no name holds what was typed. */
  readonly suggested: boolean;
  /** What was typed names a rule the list already holds. */
  readonly held: MordheimModelRuleId | null;
  /** What was typed names a rule of another kind (a lucky charm typed among the skills). */
  readonly elsewhere: MordheimModelRuleId | null;
}

/** Case, quotes, hyphens and ё do not matter: "«Твёрдая рука»" reads as "твердая рука", "Gun-Rest" as "gun rest". */
function folded(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[«»"“”'’.!]/g, '')
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/** Every name a rule is known by, folded: the page's, the rulebook's and the data's, and its id. */
function namesOf(cat: Catalogue, id: MordheimModelRuleId): string[] {
  return [cat.modelRule[id], ...MORDHEIM_MODEL_RULES[id].names, id].map(folded);
}

/** The rule a name means exactly, in any language the page speaks, whatever its kind. */
function exactRule(cat: Catalogue, query: string): MordheimModelRuleId | null {
  const wanted = folded(query);
  return findModelRule(query) ?? MORDHEIM_MODEL_RULE_IDS.find((id) => namesOf(cat, id).includes(wanted)) ?? null;
}

/** The nearest names to a misspelling among the offered rules, each rule once (the command line's did-you-mean). */
function nearest(cat: Catalogue, query: string, offered: readonly MordheimModelRuleId[]): MordheimModelRuleId[] {
  const slug = (name: string) => name.replace(/ /g, '-');
  const bySlug = new Map(offered.flatMap((id) => namesOf(cat, id).map((name) => [slug(name), id] as const)));
  const found = closestNames(slug(folded(query)), [...bySlug.keys()]).flatMap((name) => {
    const id = bySlug.get(name);
    return id === undefined ? [] : [id];
  });
  return offered.filter((id) => found.includes(id));
}

/**
 * The rules of one kind the type-ahead offers for what was typed: with nothing typed, every
 * rule not held yet; else those whose name holds every word typed (a name starting with it
 * first); when none does, the nearest names to a misspelling, or what the text names instead
 * (a rule already held, or one of another kind).
 *
 * @example
 * searchRules(en, 'skill', 'fight', []).matches; // ['knife-fighter']
 * searchRules(en, 'skill', 'quik shot', []); // { matches: ['quick-shot'], suggested: true, … }
 * searchRules(en, 'skill', 'lucky charm', []).elsewhere; // 'lucky-charm'
 */
export function searchRules(cat: Catalogue, kind: ModelRuleKind, query: string, held: readonly MordheimModelRuleId[]): RuleSearch {
  const offered = modelRuleIdsOf(kind).filter((id) => !held.includes(id));
  const wanted = folded(query);
  const none = { suggested: false, held: null, elsewhere: null };
  if (wanted === '') return { matches: offered, ...none };
  const words = wanted.split(' ');
  const holding = offered.filter((id) => namesOf(cat, id).some((name) => words.every((w) => name.includes(w))));
  if (holding.length > 0) {
    const starts = (id: MordheimModelRuleId) => namesOf(cat, id).some((name) => name.startsWith(wanted));
    return { matches: [...holding.filter(starts), ...holding.filter((id) => !starts(id))], ...none };
  }
  const exact = exactRule(cat, query);
  if (exact !== null && held.includes(exact)) return { ...none, matches: [], held: exact };
  if (exact !== null && MORDHEIM_MODEL_RULES[exact].kind !== kind) return { ...none, matches: [], elsewhere: exact };
  const close = nearest(cat, query, offered);
  return { matches: close, suggested: close.length > 0, held: null, elsewhere: null };
}
