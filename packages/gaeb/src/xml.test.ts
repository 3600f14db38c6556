import { describe, expect, it } from 'vitest';
import { parseXml } from './read/parse-xml';
import { serializeXml, type XmlElement } from './xml';

const NS = 'http://www.gaeb.de/GAEB_DA_XML/DA86/3.3';

describe('serializeXml', () => {
  it('escapes text and attribute values so they read back unchanged', () => {
    const el: XmlElement = {
      name: 'Name1',
      attrs: { note: 'a "b" <c> & d\nzeile\tx' },
      children: ['Müller & Söhne <GmbH> "quoted"\r\n'],
    };
    const xml = serializeXml(el, { namespace: NS });
    expect(xml).toBe(
      `<Name1 xmlns="${NS}" note="a &quot;b&quot; &lt;c&gt; &amp; d&#10;zeile&#9;x">Müller &amp; Söhne &lt;GmbH&gt; "quoted"&#13;\n</Name1>`,
    );
    expect(parseXml(xml, { maxDepth: 8 }).root).toEqual(el);
  });

  it('declares vendor namespaces where they are used and returns to the GAEB namespace inside them', () => {
    const el: XmlElement = {
      name: 'Item',
      attrs: {},
      children: [
        { name: 'v:Calc', ns: 'urn:v', attrs: { 'x:ref': '1' }, bindings: { x: 'urn:x' }, children: ['42'] },
        { name: 'Foreign', ns: 'urn:f', attrs: {}, children: [{ name: 'QU', attrs: {}, children: ['m2'] }] },
      ],
    };
    const xml = serializeXml(el, { namespace: NS, indent: false });
    expect(xml).toBe(
      `<Item xmlns="${NS}"><v:Calc xmlns:v="urn:v" xmlns:x="urn:x" x:ref="1">42</v:Calc>` +
        `<Foreign xmlns="urn:f"><QU xmlns="${NS}">m2</QU></Foreign></Item>`,
    );
    const parsed = parseXml(xml, { maxDepth: 8 });
    expect(parsed.root).toEqual(el);
  });

  it('indents element-only content but never around inline elements or text', () => {
    const el: XmlElement = {
      name: 'Text',
      attrs: {},
      children: [
        {
          name: 'p',
          attrs: {},
          children: [
            { name: 'span', attrs: {}, children: ['a'] },
            { name: 'br', attrs: {}, children: [] },
          ],
        },
      ],
    };
    expect(serializeXml(el, { namespace: NS })).toBe(
      `<Text xmlns="${NS}">\n  <p><span>a</span><br/></p>\n</Text>`,
    );
  });
});
