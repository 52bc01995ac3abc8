import { describe, expect, it } from 'vitest';
import { childrenNamed, parseXml, type XmlResult } from './xml.js';

function root(result: XmlResult) {
  if (!result.ok) throw new Error(`expected XML, got ${JSON.stringify(result.error)}`);
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
    if (!result.ok) expect(result.error).toMatchObject({ reason, line, column });
  });
});
