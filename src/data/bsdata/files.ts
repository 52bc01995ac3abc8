import { type BsdataProblem, ProblemList } from './problems.js';
import { childrenNamed, listOf, parseXml, type XmlElement } from './xml.js';

/** A data file as the caller read it: its name (for problems) and its text. */
export interface BsSourceFile {
  readonly name: string;
  readonly text: string;
}

/**
 * A modifier that always applies (no conditions, no repeats). Conditional modifiers depend
 * on what a roster has selected; a library has no roster, so they are not applied.
 */
export interface BsModifier {
  readonly type: string;
  readonly field: string;
  readonly value: string;
}

/** One column of a profile: its name, its type's id, and the value as written. */
export interface BsCharacteristic {
  readonly name: string;
  readonly typeId: string;
  readonly value: string;
}

/** A profile (a model's characteristics, a weapon's) as the file writes it, with its modifiers. */
export interface BsProfile {
  readonly file: string;
  readonly id: string;
  readonly name: string;
  readonly hidden: boolean;
  readonly typeId: string;
  readonly typeName: string;
  readonly characteristics: readonly BsCharacteristic[];
  readonly modifiers: readonly BsModifier[];
  /** A conditional modifier may hide it: whether it shows depends on a roster's selections. */
  readonly mayHide: boolean;
}

/** A rule as the file writes it: its name and its text. */
export interface BsRule {
  readonly file: string;
  readonly id: string;
  readonly name: string;
  readonly hidden: boolean;
  readonly description: string;
}

/** A link from an entry to a profile, rule or group of them defined elsewhere. */
export interface BsInfoLink {
  readonly file: string;
  readonly id: string;
  readonly name: string;
  readonly targetId: string;
  /** `profile`, `rule` or `infoGroup`. */
  readonly type: string;
  readonly hidden: boolean;
  readonly modifiers: readonly BsModifier[];
  /** A conditional modifier may hide it (Undying Dynasties' Skeleton Archers show Light or Heavy Armour by an army option). */
  readonly mayHide: boolean;
}

/** Which of the three kinds of entry a node is. */
export type BsNodeKind = 'selectionEntry' | 'selectionEntryGroup' | 'entryLink';

/** A selection entry, a group of them, or a link to either; the three nest freely. */
export interface BsNode {
  readonly file: string;
  readonly kind: BsNodeKind;
  readonly id: string;
  readonly name: string;
  readonly hidden: boolean;
  /** An entry's type (`model`, `unit`, `upgrade`); a link's target kind (`selectionEntry`, `selectionEntryGroup`). */
  readonly type: string;
  readonly targetId: string | null;
  readonly profiles: readonly BsProfile[];
  readonly rules: readonly BsRule[];
  readonly infoLinks: readonly BsInfoLink[];
  readonly children: readonly BsNode[];
  /** Names of the categories the entry is linked to (Heroes, Henchmen…). */
  readonly categories: readonly string[];
  readonly modifiers: readonly BsModifier[];
  readonly line: number;
}

/** A profile type of the game system ("Model", "Ranged Weapon") and its columns. */
export interface BsProfileType {
  readonly id: string;
  readonly name: string;
  readonly characteristicTypes: readonly { readonly id: string; readonly name: string }[];
}

/** A catalogue's link to another whose entries it uses. */
export interface BsCatalogueLink {
  readonly id: string;
  readonly name: string;
  readonly targetId: string;
  readonly importRootEntries: boolean;
}

/** What an id in a file points at: an entry, a profile or a rule. */
export type BsTarget =
  | { readonly kind: 'node'; readonly node: BsNode }
  | { readonly kind: 'profile'; readonly profile: BsProfile }
  | { readonly kind: 'rule'; readonly rule: BsRule };

/** One game system (.gst) or catalogue (.cat), read. */
export interface BsFile {
  readonly file: string;
  readonly kind: 'gameSystem' | 'catalogue';
  readonly id: string;
  readonly name: string;
  readonly revision: string;
  /** A library catalogue only lends entries to others; it is not an army of its own. */
  readonly library: boolean;
  /** The game system a catalogue belongs to (a game system: its own id). */
  readonly gameSystemId: string;
  readonly profileTypes: readonly BsProfileType[];
  readonly catalogueLinks: readonly BsCatalogueLink[];
  /** The entries a force may pick directly: root selection entries and entry links. */
  readonly rootEntries: readonly BsNode[];
  readonly sharedEntries: readonly BsNode[];
  readonly sharedGroups: readonly BsNode[];
  readonly sharedProfiles: readonly BsProfile[];
  readonly sharedRules: readonly BsRule[];
  /** Rules written at the top of the file: in Mordheim, the warband's own rules. */
  readonly rules: readonly BsRule[];
  readonly infoLinks: readonly BsInfoLink[];
  /** Every entry, group, profile and rule of the file by id; shared ones win over nested ones. */
  readonly byId: ReadonlyMap<string, BsTarget>;
}

/** A file read, with what could not be read; or only the problems when nothing could. */
export type BsFileResult = { readonly ok: true; readonly file: BsFile; readonly problems: readonly BsdataProblem[] } | { readonly ok: false; readonly problems: readonly BsdataProblem[] };

const ROOTS = ['gameSystem', 'catalogue'] as const;

class FileReader {
  readonly problems = new ProblemList();
  readonly byId = new Map<string, BsTarget>();

  constructor(readonly file: string) {}

  attribute(element: XmlElement, name: string, entry: XmlElement | null = null): string {
    const value = element.attributes[name];
    if (value !== undefined) return value;
    this.problems.add({ code: 'missing-attribute', file: this.file, entry: entry ? this.ref(entry) : null, element: element.name, attribute: name, line: element.line });
    return '';
  }

  ref(element: XmlElement): { id: string; name: string } {
    return { id: element.attributes.id ?? '', name: element.attributes.name ?? '' };
  }

  modifiers(element: XmlElement): BsModifier[] {
    return listOf(element, 'modifiers', 'modifier')
      .filter((m) => m.children.every((c) => c.name !== 'conditions' && c.name !== 'conditionGroups' && c.name !== 'repeats'))
      .map((m) => ({ type: m.attributes.type ?? '', field: m.attributes.field ?? '', value: m.attributes.value ?? '' }));
  }

  /** A modifier that sets `hidden` under conditions or repeats: what shows depends on the roster. */
  mayHide(element: XmlElement): boolean {
    return listOf(element, 'modifiers', 'modifier').some((m) => m.attributes.field === 'hidden' && m.children.some((c) => c.name === 'conditions' || c.name === 'conditionGroups' || c.name === 'repeats'));
  }

  profile(element: XmlElement): BsProfile {
    const profile: BsProfile = {
      file: this.file,
      id: this.attribute(element, 'id', element),
      name: element.attributes.name ?? '',
      hidden: element.attributes.hidden === 'true',
      typeId: element.attributes.typeId ?? '',
      typeName: element.attributes.typeName ?? '',
      characteristics: listOf(element, 'characteristics', 'characteristic').map((c) => ({ name: c.attributes.name ?? '', typeId: c.attributes.typeId ?? '', value: c.text.trim() })),
      modifiers: this.modifiers(element),
      mayHide: this.mayHide(element),
    };
    this.index(profile.id, { kind: 'profile', profile }, false);
    return profile;
  }

  rule(element: XmlElement): BsRule {
    const description = childrenNamed(element, 'description')[0]?.text.trim() ?? '';
    const rule: BsRule = { file: this.file, id: this.attribute(element, 'id', element), name: element.attributes.name ?? '', hidden: element.attributes.hidden === 'true', description };
    this.index(rule.id, { kind: 'rule', rule }, false);
    return rule;
  }

  infoLink(element: XmlElement): BsInfoLink {
    return {
      file: this.file,
      id: element.attributes.id ?? '',
      name: element.attributes.name ?? '',
      targetId: this.attribute(element, 'targetId', element),
      type: element.attributes.type ?? '',
      hidden: element.attributes.hidden === 'true',
      modifiers: this.modifiers(element),
      mayHide: this.mayHide(element),
    };
  }

  node(element: XmlElement, kind: BsNodeKind, shared: boolean): BsNode {
    const children = [
      ...listOf(element, 'selectionEntries', 'selectionEntry').map((e) => this.node(e, 'selectionEntry', false)),
      ...listOf(element, 'selectionEntryGroups', 'selectionEntryGroup').map((e) => this.node(e, 'selectionEntryGroup', false)),
      ...listOf(element, 'entryLinks', 'entryLink').map((e) => this.node(e, 'entryLink', false)),
    ];
    const node: BsNode = {
      file: this.file,
      kind,
      id: this.attribute(element, 'id', element),
      name: element.attributes.name ?? '',
      hidden: element.attributes.hidden === 'true',
      type: element.attributes.type ?? '',
      targetId: kind === 'entryLink' ? this.attribute(element, 'targetId', element) : null,
      profiles: listOf(element, 'profiles', 'profile').map((p) => this.profile(p)),
      rules: listOf(element, 'rules', 'rule').map((r) => this.rule(r)),
      infoLinks: listOf(element, 'infoLinks', 'infoLink').map((l) => this.infoLink(l)),
      children,
      categories: listOf(element, 'categoryLinks', 'categoryLink').map((c) => c.attributes.name ?? ''),
      modifiers: this.modifiers(element),
      line: element.line,
    };
    if (kind !== 'entryLink') this.index(node.id, { kind: 'node', node }, shared);
    return node;
  }

  index(id: string, target: BsTarget, shared: boolean): void {
    if (id === '') return;
    if (shared || !this.byId.has(id)) this.byId.set(id, target);
  }
}

/**
 * Reads one game system or catalogue. A file that is not XML, or not BattleScribe's, gives
 * an `error` problem and no file; a file that reads with gaps gives the file and the gaps.
 *
 * @example
 * const result = readBsFile({ name: 'Mordheim.gst', text: readFileSync('data/bsdata/mordheim/Mordheim.gst', 'utf8') });
 * if (result.ok) result.file.kind; // 'gameSystem'
 * readBsFile({ name: 'notes.cat', text: '<notes/>' }); // { ok: false, problems: [{ code: 'not-battlescribe', root: 'notes', … }] }
 */
export function readBsFile(source: BsSourceFile): BsFileResult {
  const xml = parseXml(source.text);
  const at = { file: source.name, entry: null };
  if (!xml.ok) return { ok: false, problems: ['error' in xml ? { code: 'xml-malformed', ...at, ...xml.error } : { code: 'xml-over-limit', ...at, ...xml.overLimit }] };
  const root = xml.root;
  if (root.name !== 'gameSystem' && root.name !== 'catalogue') {
    return { ok: false, problems: [{ code: 'not-battlescribe', file: source.name, entry: null, root: root.name, expected: ROOTS }] };
  }
  const reader = new FileReader(source.name);
  const id = reader.attribute(root, 'id');
  const kind = root.name;
  const gameSystemId = kind === 'gameSystem' ? id : reader.attribute(root, 'gameSystemId');
  const sharedEntries = listOf(root, 'sharedSelectionEntries', 'selectionEntry').map((e) => reader.node(e, 'selectionEntry', true));
  const sharedGroups = listOf(root, 'sharedSelectionEntryGroups', 'selectionEntryGroup').map((e) => reader.node(e, 'selectionEntryGroup', true));
  const sharedProfiles = listOf(root, 'sharedProfiles', 'profile').map((p) => reader.profile(p));
  const sharedRules = listOf(root, 'sharedRules', 'rule').map((r) => reader.rule(r));
  for (const profile of sharedProfiles) reader.index(profile.id, { kind: 'profile', profile }, true);
  for (const rule of sharedRules) reader.index(rule.id, { kind: 'rule', rule }, true);
  const file: BsFile = {
    file: source.name,
    kind,
    id,
    name: root.attributes.name ?? '',
    revision: root.attributes.revision ?? '',
    library: root.attributes.library === 'true',
    gameSystemId,
    profileTypes: listOf(root, 'profileTypes', 'profileType').map((t) => ({
      id: t.attributes.id ?? '',
      name: t.attributes.name ?? '',
      characteristicTypes: listOf(t, 'characteristicTypes', 'characteristicType').map((c) => ({ id: c.attributes.id ?? '', name: c.attributes.name ?? '' })),
    })),
    catalogueLinks: listOf(root, 'catalogueLinks', 'catalogueLink').map((l) => ({
      id: l.attributes.id ?? '',
      name: l.attributes.name ?? '',
      targetId: reader.attribute(l, 'targetId'),
      importRootEntries: l.attributes.importRootEntries === 'true',
    })),
    rootEntries: [...listOf(root, 'selectionEntries', 'selectionEntry').map((e) => reader.node(e, 'selectionEntry', false)), ...listOf(root, 'entryLinks', 'entryLink').map((e) => reader.node(e, 'entryLink', false))],
    sharedEntries,
    sharedGroups,
    sharedProfiles,
    sharedRules,
    rules: listOf(root, 'rules', 'rule').map((r) => reader.rule(r)),
    infoLinks: listOf(root, 'infoLinks', 'infoLink').map((l) => reader.infoLink(l)),
    byId: reader.byId,
  };
  return { ok: true, file, problems: reader.problems.items };
}
