/**
 * A small, strict XML reader for BattleScribe files. BattleScribe writes plain XML:
 * elements, attributes, text, the five named entities and numeric ones, comments, an
 * XML declaration, now and then CDATA. That is all this reader accepts; anything else
 * (an unclosed tag, a stray `&`, two roots) is an error with its line and column, so a
 * damaged file is reported, never half read.
 *
 * Namespace prefixes are dropped (`ns0:selectionEntry` reads as `selectionEntry`): the
 * files use one namespace each, and some tools rewrite it with a prefix.
 */

export interface XmlElement {
  /** The local name, without any namespace prefix. */
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** The element's own text (entities decoded), without its children's. */
  readonly text: string;
  /** Where the start tag begins, 1-based. */
  readonly line: number;
}

export const XML_ERROR_REASONS = [
  'empty',
  'no-root',
  'several-roots',
  'text-outside-root',
  'unclosed-tag',
  'unclosed-element',
  'mismatched-end-tag',
  'unexpected-end-tag',
  'bad-tag-name',
  'bad-attribute',
  'duplicate-attribute',
  'bad-entity',
  'unclosed-comment',
  'unclosed-cdata',
  'unclosed-declaration',
  'doctype-not-supported',
] as const;
export type XmlErrorReason = (typeof XML_ERROR_REASONS)[number];

export interface XmlError {
  readonly reason: XmlErrorReason;
  readonly line: number;
  readonly column: number;
  /** The tag or entity at fault, when there is one. */
  readonly detail: string | null;
}

export type XmlResult = { readonly ok: true; readonly root: XmlElement } | { readonly ok: false; readonly error: XmlError };

const NAMED_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const NAME = /[A-Za-z_:][-A-Za-z0-9_:.\u00B7\u00C0-\uFFFF]*/y;
const ATTRIBUTE = /\s+([A-Za-z_:][-A-Za-z0-9_:.\u00B7\u00C0-\uFFFF]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const SPACE = /\s*/y;

interface OpenElement {
  readonly name: string;
  readonly qualified: string;
  readonly attributes: Record<string, string>;
  readonly children: XmlElement[];
  text: string;
  readonly line: number;
}

/** Thrown inside the parser only, and caught by parseXml: callers get a result, never an exception. */
class XmlFailure extends Error {
  constructor(
    readonly reason: XmlErrorReason,
    readonly at: number,
    readonly detail: string | null = null,
  ) {
    super(reason);
  }
}

function localName(qualified: string): string {
  const colon = qualified.lastIndexOf(':');
  return colon < 0 ? qualified : qualified.slice(colon + 1);
}

function positionOf(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: index - lineStart + 1 };
}

/** Decodes entities in text or an attribute value; `at` is where the raw text starts. */
function decode(raw: string, at: number): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&([^;&\s]{0,12})(;?)/g, (whole, body: string, semi: string, offset: number) => {
    if (semi !== ';') throw new XmlFailure('bad-entity', at + offset, whole);
    const named = NAMED_ENTITIES[body];
    if (named !== undefined) return named;
    const code = /^#x[0-9a-fA-F]{1,6}$/.test(body) ? parseInt(body.slice(2), 16) : /^#[0-9]{1,7}$/.test(body) ? parseInt(body.slice(1), 10) : NaN;
    if (Number.isNaN(code) || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) throw new XmlFailure('bad-entity', at + offset, whole);
    return String.fromCodePoint(code);
  });
}

/** Line numbers for increasing positions, counted once through the text. */
function lineCounter(text: string): (index: number) => number {
  let line = 1;
  let scanned = 0;
  return (index) => {
    for (let nl = text.indexOf('\n', scanned); nl >= 0 && nl < index; nl = text.indexOf('\n', nl + 1)) {
      line += 1;
      scanned = nl + 1;
    }
    if (scanned < index) scanned = index;
    return line;
  };
}

function parse(text: string): XmlElement {
  const stack: OpenElement[] = [];
  let root: XmlElement | null = null;
  const lineAt = lineCounter(text);
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const addText = (raw: string, at: number) => {
    const top = stack[stack.length - 1];
    if (top) {
      top.text += decode(raw, at);
      return;
    }
    if (raw.trim() !== '') throw new XmlFailure('text-outside-root', at + raw.search(/\S/));
  };

  while (i < text.length) {
    const lt = text.indexOf('<', i);
    if (lt < 0) {
      addText(text.slice(i), i);
      break;
    }
    if (lt > i) addText(text.slice(i, lt), i);
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      if (end < 0) throw new XmlFailure('unclosed-comment', lt);
      i = end + 3;
    } else if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt + 9);
      if (end < 0) throw new XmlFailure('unclosed-cdata', lt);
      const top = stack[stack.length - 1];
      if (!top) throw new XmlFailure('text-outside-root', lt);
      top.text += text.slice(lt + 9, end);
      i = end + 3;
    } else if (text.startsWith('<?', lt)) {
      const end = text.indexOf('?>', lt + 2);
      if (end < 0) throw new XmlFailure('unclosed-declaration', lt);
      i = end + 2;
    } else if (text.startsWith('<!', lt)) {
      // A DOCTYPE could declare entities this reader does not expand; BattleScribe never writes one.
      throw new XmlFailure('doctype-not-supported', lt);
    } else if (text.startsWith('</', lt)) {
      NAME.lastIndex = lt + 2;
      const name = NAME.exec(text)?.[0];
      if (name === undefined) throw new XmlFailure('bad-tag-name', lt + 2);
      SPACE.lastIndex = NAME.lastIndex;
      SPACE.exec(text);
      if (text[SPACE.lastIndex] !== '>') throw new XmlFailure('unclosed-tag', lt, name);
      const open = stack.pop();
      if (!open) throw new XmlFailure('unexpected-end-tag', lt, name);
      if (open.qualified !== name) throw new XmlFailure('mismatched-end-tag', lt, `${open.qualified}/${name}`);
      const element: XmlElement = { name: open.name, attributes: open.attributes, children: open.children, text: open.text, line: open.line };
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else root = element;
      i = SPACE.lastIndex + 1;
    } else {
      NAME.lastIndex = lt + 1;
      const name = NAME.exec(text)?.[0];
      if (name === undefined) throw new XmlFailure('bad-tag-name', lt + 1);
      if (stack.length === 0 && root !== null) throw new XmlFailure('several-roots', lt, name);
      const attributes: Record<string, string> = Object.create(null) as Record<string, string>;
      let at = NAME.lastIndex;
      for (;;) {
        ATTRIBUTE.lastIndex = at;
        const match = ATTRIBUTE.exec(text);
        if (!match) break;
        const attribute = localName(match[1] ?? '');
        if (attribute in attributes) throw new XmlFailure('duplicate-attribute', at, `${name} ${attribute}`);
        attributes[attribute] = decode(match[2] ?? match[3] ?? '', at);
        at = ATTRIBUTE.lastIndex;
      }
      SPACE.lastIndex = at;
      SPACE.exec(text);
      at = SPACE.lastIndex;
      const selfClosing = text.startsWith('/>', at);
      if (!selfClosing && text[at] !== '>') {
        throw new XmlFailure(at >= text.length ? 'unclosed-tag' : 'bad-attribute', at >= text.length ? lt : at, name);
      }
      const open: OpenElement = { name: localName(name), qualified: name, attributes, children: [], text: '', line: lineAt(lt) };
      if (selfClosing) {
        const element: XmlElement = { name: open.name, attributes, children: [], text: '', line: open.line };
        const parent = stack[stack.length - 1];
        if (parent) parent.children.push(element);
        else root = element;
        i = at + 2;
      } else {
        stack.push(open);
        i = at + 1;
      }
    }
  }
  const unclosed = stack[stack.length - 1];
  if (unclosed) throw new XmlFailure('unclosed-element', text.length, unclosed.qualified);
  if (root === null) throw new XmlFailure('no-root', text.length);
  return root;
}

/**
 * Reads an XML document into a tree, or says what is wrong and where.
 *
 * @example
 * parseXml('<a x="1"><b/>hi</a>'); // { ok: true, root: { name: 'a', attributes: { x: '1' }, children: [b], text: 'hi' } }
 * parseXml('<a><b></a>'); // { ok: false, error: { reason: 'mismatched-end-tag', line: 1, column: 7, detail: 'b/a' } }
 */
export function parseXml(text: string): XmlResult {
  if (text.trim() === '') return { ok: false, error: { reason: 'empty', line: 1, column: 1, detail: null } };
  try {
    return { ok: true, root: parse(text) };
  } catch (failure) {
    if (!(failure instanceof XmlFailure)) throw failure;
    const { line, column } = positionOf(text, failure.at);
    return { ok: false, error: { reason: failure.reason, line, column, detail: failure.detail } };
  }
}

/** The element's children of one name. */
export function childrenNamed(element: XmlElement, name: string): readonly XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

/** The children of an element's wrapper (`<profiles><profile/>…</profiles>` → the profiles). */
export function listOf(element: XmlElement, wrapper: string, item: string): readonly XmlElement[] {
  return childrenNamed(element, wrapper).flatMap((list) => childrenNamed(list, item));
}
