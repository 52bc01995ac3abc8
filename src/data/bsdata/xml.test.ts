import { describe, expect, it, vi } from 'vitest';
import { childrenNamed, parseXml, XML_LIMITS, type XmlResult } from './xml.js';

function root(result: XmlResult) {
  if (!result.ok) throw new Error(`expected XML, got ${JSON.stringify(result)}`);
  return result.root;
}

describe('parseXml', () => {
  it('reads elements, attributes, text and entities, and drops namespace prefixes', () => {
    const xml = root(
      parseXml(
        '\uFEFF<?xml version="1.0"?>\n<!-- a comment -->\n<ns0:catalogue xmlns:ns0="x" name="Reik &amp; Co" id=\'1\'>\n  <rule name="a &lt; b">It&apos;s &#65;&#x42; <![CDATA[<raw>]]></rule>\n  <empty/>\n</ns0:catalogue>',
      ),
    );
    expect(xml.name).toBe('catalogue');
    expect(xml.attributes).toMatchObject({ name: 'Reik & Co', id: '1' });
    const rule = childrenNamed(xml, 'rule')[0];
    expect(rule?.attributes.name).toBe('a < b');
    expect(rule?.text).toBe("It's AB <raw>");
    expect(rule?.line).toBe(4);
    expect(childrenNamed(xml, 'empty')).toHaveLength(1);
  });

  it.each([
    ['', 'empty', 1, 1],
    ['<a><b></a>', 'mismatched-end-tag', 1, 7],
    ['<a>\n  <b>\n</a>', 'mismatched-end-tag', 3, 1],
    ['<a></a><b/>', 'several-roots', 1, 8],
    ['<a x="1" x="2"/>', 'duplicate-attribute', 1, 9],
    ['<a x=1/>', 'bad-attribute', 1, 4],
    ['<a>fish &chips;</a>', 'bad-entity', 1, 9],
    ['<a>fish & chips</a>', 'bad-entity', 1, 9],
    ['<a>&constructor;</a>', 'bad-entity', 1, 4],
    ['<a><b>', 'unclosed-element', 1, 7],
    ['<a', 'unclosed-tag', 1, 1],
    ['hello <a/>', 'text-outside-root', 1, 1],
    ['</a>', 'unexpected-end-tag', 1, 1],
    ['<a><!-- open</a>', 'unclosed-comment', 1, 4],
    ['<!DOCTYPE a><a/>', 'doctype-not-supported', 1, 1],
    ['<?xml version="1.0"?>', 'no-root', 1, 22],
  ])('%j is malformed: %s at %i:%i', (text, reason, line, column) => {
    const result = parseXml(text);
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ ok: false, error: { reason, line, column } });
  });
});

describe('parseXml stops at its limits', () => {
  const nested = (depth: number) => '<a>'.repeat(depth) + '</a>'.repeat(depth);

  it('nesting: 100 elements deep are read, the 101st is refused where it starts', () => {
    expect(XML_LIMITS.depth).toBe(100);
    expect(parseXml(nested(100)).ok).toBe(true);
    // The 101st <a> starts after 100 of them, 3 characters each: column 301.
    expect(parseXml(nested(101))).toEqual({ ok: false, overLimit: { limit: 'depth', max: 100, line: 1, column: 301 } });
    expect(parseXml('<a><b><c/></b></a>', { ...XML_LIMITS, depth: 2 })).toEqual({ ok: false, overLimit: { limit: 'depth', max: 2, line: 1, column: 7 } });
  });

  it('elements: 100,000 in a file are read, one more is refused', () => {
    const elements = (count: number) => `<r>${'\n<e/>'.repeat(count - 1)}</r>`;
    expect(parseXml(elements(100_000)).ok).toBe(true);
    // <r> on line 1, then one <e/> a line: the 100,001st element is the 100,000th <e/>, on line 100,001.
    expect(parseXml(elements(100_001))).toEqual({ ok: false, overLimit: { limit: 'elements', max: 100_000, line: 100_001, column: 1 } });
  });

  it('attributes: 100 on an element are read, 101 are refused at the element', () => {
    const element = (count: number) => `<r>\n  <e ${Array.from({ length: count }, (_, i) => `a${i}="${i}"`).join(' ')}/></r>`;
    expect(parseXml(element(100)).ok).toBe(true);
    expect(parseXml(element(101))).toEqual({ ok: false, overLimit: { limit: 'attributes', max: 100, line: 2, column: 3 } });
  });

  it('a file written on one line is read in one pass (each tag used to search to the line\'s end for the next newline)', () => {
    // From the fuzz campaign: two million tags on one line took two minutes, each tag searching the
    // rest of the line for a newline. Counted, not timed: the searches for a newline stay one per
    // newline in the text (and one more that finds none), however many tags share a line.
    const text = `<r>${'<e/>'.repeat(10_000)}\n${'<e/>'.repeat(10_000)}</r>`;
    const indexOf = vi.spyOn(String.prototype, 'indexOf');
    let result: ReturnType<typeof parseXml>;
    let newlineSearches: number;
    try {
      result = parseXml(text);
      // Read before the spy is restored: restoring it forgets its calls.
      newlineSearches = indexOf.mock.calls.filter(([searched]) => searched === '\n').length;
    } finally {
      indexOf.mockRestore();
    }
    expect(newlineSearches).toBeLessThanOrEqual(2);
    expect(result.ok && result.root.children.length).toBe(20_000);
    expect(result.ok && result.root.children[9_999]?.line).toBe(1);
    expect(result.ok && result.root.children[10_000]?.line).toBe(2);
  });

  it('text dense with entities decodes as before, and a bad entity is still found where it is', () => {
    expect(root(parseXml(`<a t="${'&amp;'.repeat(3)}&#x41;&#66;">${'&lt;'.repeat(4)}&apos;</a>`))).toMatchObject({ attributes: { t: '&&&AB' }, text: "<<<<'" });
    expect(parseXml(`<a>${'&amp;'.repeat(1000)}&nope;</a>`)).toMatchObject({ ok: false, error: { reason: 'bad-entity', line: 1, column: 4 + 5 * 1000, detail: '&nope;' } });
  });
});
