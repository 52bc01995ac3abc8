import { readBsFile, type BsFile, type BsInfoLink, type BsModifier, type BsNode, type BsProfile, type BsRule, type BsSourceFile, type BsTarget } from './files.js';
import { ProblemList, type BsdataProblem } from './problems.js';

export { cleanName, nameKey } from './names.js';

/** Several files read together: game systems and catalogues, with what went wrong reading them. */
export interface BsFileSet {
  readonly files: readonly BsFile[];
  readonly problems: readonly BsdataProblem[];
}

/**
 * Reads every file and checks that they fit together: each catalogue's game system and
 * linked catalogues are present, and no two files share an id.
 *
 * @example
 * const dir = 'data/bsdata/mordheim/';
 * const set = readBsFiles(readdirSync(dir).filter((f) => /\.(gst|cat)$/.test(f)).map((name) => ({ name, text: readFileSync(dir + name, 'utf8') })));
 * set.files.length; // 18: the game system and its catalogues
 * set.problems; // []: every link found
 */
export function readBsFiles(sources: readonly BsSourceFile[]): BsFileSet {
  const problems = new ProblemList();
  const files: BsFile[] = [];
  const byId = new Map<string, BsFile>();
  for (const source of sources) {
    const result = readBsFile(source);
    result.problems.forEach((p) => problems.add(p));
    if (!result.ok) continue;
    const other = byId.get(result.file.id);
    if (other) {
      problems.add({ code: 'duplicate-file-id', file: source.name, entry: null, id: result.file.id, other: other.file });
      continue;
    }
    byId.set(result.file.id, result.file);
    files.push(result.file);
  }
  for (const file of files) {
    if (file.kind === 'catalogue' && byId.get(file.gameSystemId)?.kind !== 'gameSystem') {
      problems.add({ code: 'missing-game-system', file: file.file, entry: null, gameSystemId: file.gameSystemId });
    }
    for (const link of file.catalogueLinks) {
      if (!byId.has(link.targetId)) problems.add({ code: 'missing-catalogue', file: file.file, entry: { id: link.id, name: link.name }, catalogueId: link.targetId, name: link.name });
    }
  }
  return { files, problems: problems.items };
}

/** A profile with its always-on modifiers applied and its type and characteristics named. */
export interface EffectiveProfile {
  readonly file: string;
  readonly id: string;
  readonly name: string;
  readonly typeName: string;
  /** Characteristic name → value, in the file's order. */
  readonly characteristics: ReadonlyMap<string, string>;
  /** The profile, or the info link that brings it, may be hidden by a conditional modifier: a roster decides. */
  readonly mayHide: boolean;
}

const MAX_DEPTH = 40;

function applyModifier(value: string, modifier: BsModifier): string {
  const number = Number(value);
  const by = Number(modifier.value);
  switch (modifier.type) {
    case 'set':
      return modifier.value;
    case 'append':
      return `${value}${modifier.value}`;
    case 'increment':
      return Number.isFinite(number) && value.trim() !== '' && Number.isFinite(by) ? String(number + by) : value;
    case 'decrement':
      return Number.isFinite(number) && value.trim() !== '' && Number.isFinite(by) ? String(number - by) : value;
    default:
      // Other kinds (multiply, conditional setters…) never come unconditional in the data; leave the value.
      return value;
  }
}

/**
 * An entry's name as BattleScribe shows it: after its (and its link's) always-on name
 * modifiers. The Ninth Age's data appends a weapon's Aim this way (" (4+)" on the link).
 *
 * @example
 * shownName({ name: 'Repeater Handbow', modifiers: [{ type: 'append', field: 'name', value: ' (4+)' }] }); // 'Repeater Handbow (4+)'
 */
export function shownName(node: Pick<BsNode, 'name' | 'modifiers'>): string {
  return node.modifiers.filter((m) => m.field === 'name').reduce(applyModifier, node.name);
}

/**
 * What one catalogue sees: itself, the catalogues it links (and theirs), and its game
 * system. Links are resolved here, and every resolution problem names the file and entry
 * that holds the broken link.
 */
export class BsScope {
  readonly files: readonly BsFile[];

  /** Built by the library's readers, which own the problem list. @internal */
  constructor(
    set: BsFileSet,
    readonly catalogue: BsFile,
    private readonly problems: ProblemList,
  ) {
    const byId = new Map(set.files.map((f) => [f.id, f]));
    const seen = new Set<string>();
    const order: BsFile[] = [];
    const visit = (file: BsFile) => {
      if (seen.has(file.id)) return;
      seen.add(file.id);
      order.push(file);
      for (const link of file.catalogueLinks) {
        const linked = byId.get(link.targetId);
        if (linked) visit(linked);
      }
    };
    visit(catalogue);
    const system = byId.get(catalogue.gameSystemId);
    if (system && !seen.has(system.id)) order.push(system);
    this.files = order;
  }

  /** What an id points at, looked for in this catalogue, then those it links, then the game system. */
  find(id: string): BsTarget | undefined {
    for (const file of this.files) {
      const target = file.byId.get(id);
      if (target) return target;
    }
    return undefined;
  }

  /** The root entries of the catalogue and of the catalogues it imports root entries from. */
  rootEntries(): readonly BsNode[] {
    const imported = this.catalogue.catalogueLinks.filter((l) => l.importRootEntries).map((l) => this.files.find((f) => f.id === l.targetId));
    return [this.catalogue, ...imported].flatMap((file) => file?.rootEntries ?? []);
  }

  /** An entry link replaced by what it points to, with the link's own additions; other nodes as they are. */
  resolve(node: BsNode, from: BsNode | null): BsNode | null {
    if (node.kind !== 'entryLink') return node;
    const target = node.targetId === null ? undefined : this.find(node.targetId);
    if (target?.kind !== 'node') {
      this.problems.add({ code: 'unresolved-link', file: node.file, entry: { id: (from ?? node).id, name: (from ?? node).name }, targetId: node.targetId ?? '', linkType: node.type });
      return null;
    }
    const t = target.node;
    return {
      ...t,
      // A link decides whether what it brings in is shown.
      hidden: node.hidden,
      profiles: [...t.profiles, ...node.profiles],
      rules: [...t.rules, ...node.rules],
      infoLinks: [...t.infoLinks, ...node.infoLinks],
      children: [...t.children, ...node.children],
      categories: [...t.categories, ...node.categories],
      modifiers: [...t.modifiers, ...node.modifiers],
    };
  }

  /**
   * Visits `start` and everything under it, links resolved, depth first. `visit` returns
   * false to skip a node's children. A link back to an entry already on the path is a cycle:
   * reported, not followed.
   */
  walk(start: BsNode, visit: (node: BsNode, path: readonly BsNode[]) => boolean): void {
    const path: BsNode[] = [];
    const onPath = new Set<string>();
    const step = (raw: BsNode) => {
      const node = this.resolve(raw, path[path.length - 1] ?? null);
      if (!node) return;
      if (onPath.has(node.id) || path.length >= MAX_DEPTH) {
        this.problems.add({ code: 'link-cycle', file: raw.file, entry: { id: raw.id, name: raw.name }, targetId: node.id });
        return;
      }
      if (!visit(node, path)) return;
      path.push(node);
      onPath.add(node.id);
      for (const child of node.children) step(child);
      path.pop();
      onPath.delete(node.id);
    };
    step(start);
  }

  /** The name of a profile's type ("Model", "Ranged Weapon"), as the game system defines it. */
  profileTypeName(profile: BsProfile): string {
    for (const file of this.files) {
      const type = file.profileTypes.find((t) => t.id === profile.typeId);
      if (type) return type.name;
    }
    return profile.typeName;
  }

  private characteristicName(typeId: string, fallback: string): string {
    for (const file of this.files) {
      for (const type of file.profileTypes) {
        const characteristic = type.characteristicTypes.find((c) => c.id === typeId);
        if (characteristic) return characteristic.name;
      }
    }
    return fallback;
  }

  /** The profile as it shows: name and characteristics after its (and a link's) always-on modifiers. */
  effective(profile: BsProfile, linkModifiers: readonly BsModifier[] = [], linkMayHide = false): EffectiveProfile {
    const modifiers = [...profile.modifiers, ...linkModifiers];
    const characteristics = new Map<string, string>();
    for (const c of profile.characteristics) {
      const value = modifiers.filter((m) => m.field === c.typeId && c.typeId !== '').reduce(applyModifier, c.value);
      characteristics.set(this.characteristicName(c.typeId, c.name), value);
    }
    const name = modifiers.filter((m) => m.field === 'name').reduce(applyModifier, profile.name);
    return { file: profile.file, id: profile.id, name, typeName: this.profileTypeName(profile), characteristics, mayHide: profile.mayHide || linkMayHide };
  }

  /** A node's profiles: its own and those its info links point to. */
  profilesOf(node: BsNode): EffectiveProfile[] {
    const own = node.profiles.filter((p) => !p.hidden).map((p) => this.effective(p));
    const linked = node.infoLinks
      .filter((l) => l.type === 'profile' && !l.hidden)
      .map((l) => this.infoTarget(node, l))
      .flatMap((t) => (t?.target.kind === 'profile' ? [this.effective(t.target.profile, t.link.modifiers, t.link.mayHide)] : []));
    return [...own, ...linked];
  }

  /** A node's rules: its own and those its info links point to. */
  rulesOf(node: BsNode): BsRule[] {
    const linked = node.infoLinks
      .filter((l) => l.type === 'rule' && !l.hidden)
      .map((l) => this.infoTarget(node, l))
      .flatMap((t) => (t?.target.kind === 'rule' ? [t.target.rule] : []));
    return [...node.rules.filter((r) => !r.hidden), ...linked];
  }

  /** The rules written at the top of the catalogue (and linked there). */
  catalogueRules(): BsRule[] {
    const linked = this.catalogue.infoLinks.flatMap((l) => {
      const target = this.find(l.targetId);
      if (target?.kind === 'rule') return [target.rule];
      this.problems.add({ code: 'unresolved-link', file: l.file, entry: null, targetId: l.targetId, linkType: l.type });
      return [];
    });
    return [...this.catalogue.rules, ...linked];
  }

  private infoTarget(node: BsNode, link: BsInfoLink): { target: BsTarget; link: BsInfoLink } | null {
    const target = this.find(link.targetId);
    if (!target || target.kind === 'node') {
      this.problems.add({ code: 'unresolved-link', file: link.file, entry: { id: node.id, name: node.name }, targetId: link.targetId, linkType: link.type });
      return null;
    }
    return { target, link };
  }
}
