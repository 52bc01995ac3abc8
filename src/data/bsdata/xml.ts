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

/** Every way the reader can find an XML text not to be well-formed XML. */
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
/** One of {@link XML_ERROR_REASONS}. */
export type XmlErrorReason = (typeof XML_ERROR_REASONS)[number];

/** Why and where an XML text is not well-formed. */
export interface XmlError {
  readonly reason: XmlErrorReason;
  readonly line: number;
  readonly column: number;
  /** The tag or entity at fault, when there is one. */
  readonly detail: string | null;
}

/**
 * How much one XML text may hold. The reader builds the whole tree in memory and the roster
 * readers walk it recursively, so a hostile file must be stopped while it is read, not after.
 */
export interface XmlLimits {
  /** Elements in the whole text. */
  readonly elements: number;
  /** Elements open inside one another, the root counting as one. */
  readonly depth: number;
  /** Attributes on one element. */
  readonly attributes: number;
}

/**
 * Ten times and more what BattleScribe writes: the largest shipped catalogue has 5,652
 * elements, nesting 13 deep, and 10 attributes on an element; a roster of 2,000 selections
 * (the roster limit) written out in full, profiles and rules, has some tens of thousands.
 */
export const XML_LIMITS: XmlLimits = { elements: 100_000, depth: 100, attributes: 100 };

/** The name of one of {@link XmlLimits}. */
export type XmlLimit = keyof XmlLimits;

/** Where an XML text first went over one of its limits. */
export interface XmlOverLimit {
  readonly limit: XmlLimit;
  readonly max: number;
  readonly line: number;
  readonly column: number;
}

/** The text's root element, or why it could not be read. */
export type XmlResult = { readonly ok: true; readonly root: XmlElement } | { readonly ok: false; readonly error: XmlError } | { readonly ok: false; readonly overLimit: XmlOverLimit };

// A Map, not an object: `&constructor;` must not find Object's constructor.
const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ['lt', '<'],
  ['gt', '>'],
  ['amp', '&'],
  ['quot', '"'],
  ['apos', "'"],
]);
/**
 * The sticky patterns one reading moves along the text. Sticky expressions keep their place in
 * `lastIndex`, so each reading makes its own: no state is shared between calls.
 */
function scanners() {
  return {
    name: /[A-Za-z_:][-A-Za-z0-9_:.\u00B7\u00C0-\uFFFF]*/y,
    attribute: /\s+([A-Za-z_:][-A-Za-z0-9_:.\u00B7\u00C0-\uFFFF]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y,
    space: /\s*/y,
    /** What may follow an `&`: a name or number of up to 12 characters, then `;`. */
    entityBody: /([^;&\s]{0,12})(;?)/y,
  };
}

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

/** Thrown inside the parser only, as XmlFailure is, when the text passes a limit. */
class XmlLimitFailure extends Error {
  constructor(
    readonly limit: XmlLimit,
    readonly max: number,
    readonly at: number,
  ) {
    super(limit);
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

function entityValue(body: string): string | undefined {
  const named = NAMED_ENTITIES.get(body);
  if (named !== undefined) return named;
  const code = /^#x[0-9a-fA-F]{1,6}$/.test(body) ? parseInt(body.slice(2), 16) : /^#[0-9]{1,7}$/.test(body) ? parseInt(body.slice(1), 10) : NaN;
  if (Number.isNaN(code) || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
  return String.fromCodePoint(code);
}

/**
 * Decodes entities in text or an attribute value; `at` is where the raw text starts. A loop
 * over the `&`s rather than one `replace` with a callback: text dense with entities is read
 * several times faster so.
 */
function decode(raw: string, at: number, entityBody: RegExp): string {
  let amp = raw.indexOf('&');
  if (amp < 0) return raw;
  const parts: string[] = [];
  let from = 0;
  while (amp >= 0) {
    parts.push(raw.slice(from, amp));
    entityBody.lastIndex = amp + 1;
    const [whole = '', body = '', semi = ''] = entityBody.exec(raw) ?? [];
    const value = semi === ';' ? entityValue(body) : undefined;
    if (value === undefined) throw new XmlFailure('bad-entity', at + amp, `&${whole}`);
    parts.push(value);
    from = entityBody.lastIndex;
    amp = raw.indexOf('&', from);
  }
  parts.push(raw.slice(from));
  return parts.join('');
}

/**
 * Line numbers for increasing positions, counted once through the text. The next newline is
 * remembered, not searched for again: on a long line every tag would search to its end.
 */
function lineCounter(text: string): (index: number) => number {
  let line = 1;
  let nextNewline = text.indexOf('\n');
  return (index) => {
    while (nextNewline >= 0 && nextNewline < index) {
      line += 1;
      nextNewline = text.indexOf('\n', nextNewline + 1);
    }
    return line;
  };
}

function parse(text: string, limits: XmlLimits): XmlElement {
  const stack: OpenElement[] = [];
  let root: XmlElement | null = null;
  let elements = 0;
  const lineAt = lineCounter(text);
  const { name: namePattern, attribute: attributePattern, space: spacePattern, entityBody } = scanners();
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const addText = (raw: string, at: number) => {
    const top = stack[stack.length - 1];
    if (top) {
      top.text += decode(raw, at, entityBody);
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
      namePattern.lastIndex = lt + 2;
      const name = namePattern.exec(text)?.[0];
      if (name === undefined) throw new XmlFailure('bad-tag-name', lt + 2);
      spacePattern.lastIndex = namePattern.lastIndex;
      spacePattern.exec(text);
      if (text[spacePattern.lastIndex] !== '>') throw new XmlFailure('unclosed-tag', lt, name);
      const open = stack.pop();
      if (!open) throw new XmlFailure('unexpected-end-tag', lt, name);
      if (open.qualified !== name) throw new XmlFailure('mismatched-end-tag', lt, `${open.qualified}/${name}`);
      const element: XmlElement = { name: open.name, attributes: open.attributes, children: open.children, text: open.text, line: open.line };
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else root = element;
      i = spacePattern.lastIndex + 1;
    } else {
      namePattern.lastIndex = lt + 1;
      const name = namePattern.exec(text)?.[0];
      if (name === undefined) throw new XmlFailure('bad-tag-name', lt + 1);
      if (stack.length === 0 && root !== null) throw new XmlFailure('several-roots', lt, name);
      elements += 1;
      if (elements > limits.elements) throw new XmlLimitFailure('elements', limits.elements, lt);
      if (stack.length >= limits.depth) throw new XmlLimitFailure('depth', limits.depth, lt);
      const attributes: Record<string, string> = Object.create(null) as Record<string, string>;
      let count = 0;
      let at = namePattern.lastIndex;
      for (;;) {
        attributePattern.lastIndex = at;
        const match = attributePattern.exec(text);
        if (!match) break;
        count += 1;
        if (count > limits.attributes) throw new XmlLimitFailure('attributes', limits.attributes, lt);
        const attribute = localName(match[1] ?? '');
        if (attribute in attributes) throw new XmlFailure('duplicate-attribute', at, `${name} ${attribute}`);
        attributes[attribute] = decode(match[2] ?? match[3] ?? '', at, entityBody);
        at = attributePattern.lastIndex;
      }
      spacePattern.lastIndex = at;
      spacePattern.exec(text);
      at = spacePattern.lastIndex;
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
 * Reads an XML text into a tree, or says what is wrong and where, or which limit it
 * passed and where (it stops there: the rest is not read).
 *
 * @example
 * parseXml('<a x="1"><b/>hi</a>'); // { ok: true, root: { name: 'a', attributes: { x: '1' }, children: [b], text: 'hi' } }
 * parseXml('<a><b></a>'); // { ok: false, error: { reason: 'mismatched-end-tag', line: 1, column: 7, detail: 'b/a' } }
 * parseXml('<a><b><c/></b></a>', { ...XML_LIMITS, depth: 2 }); // { ok: false, overLimit: { limit: 'depth', max: 2, line: 1, column: 7 } }
 */
export function parseXml(text: string, limits: XmlLimits = XML_LIMITS): XmlResult {
  if (text.trim() === '') return { ok: false, error: { reason: 'empty', line: 1, column: 1, detail: null } };
  try {
    return { ok: true, root: parse(text, limits) };
  } catch (failure) {
    if (failure instanceof XmlLimitFailure) return { ok: false, overLimit: { limit: failure.limit, max: failure.max, ...positionOf(text, failure.at) } };
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
