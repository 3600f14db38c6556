// The same BoQ as GAEB DA XML (X83), GAEB 2000 (P83) and GAEB 90 (D83) imports to equal models: what the import
// makes of them (categories and items with OZ, kind, quantity, unit, short and long text) is the same, whichever
// format the client sent. The P83 and D83 are written from the X83's model by the formats' generators.
import { readFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { boqCategories, boqItems, longText, shortText } from './boq-walk';
import { generateGaeb2000 } from './gaeb2000/generate';
import { generateGaeb90 } from './gaeb90/generate';
import type { BoQ } from './model';
import type { Description } from './model-text';
import { readAnyGaebAsync } from './read-any';
import { plainText } from './rich-text';

const pause = () => Promise.resolve();
const bytesOf = (url: URL) => new Uint8Array(readFileSync(url));

/** What a text is after a trip through CP437, the DOS code page a D83 is written in ("–" has no place there). */
const inCp437 = (text: string) => iconv.decode(iconv.encode(text, 'cp437'), 'cp437');

/** The long text as GAEB 90 carries it: the text and the complements' bodies (not their captions and tails). */
function gaeb90LongText(description: Description | null): string {
  return (description?.completeText?.detail?.parts ?? [])
    .map((part) =>
      part.kind === 'text'
        ? plainText(part.text)
        : part.kind === 'complement'
          ? plainText(part.complement.body)
          : '',
    )
    .filter((text) => text !== '')
    .join('\n');
}

/**
 * What an import keeps of a BoQ, in document order; with `asGaeb90`, of that what GAEB 90 carries: texts in CP437,
 * complements without caption and tail, a markup item without an alternative group (record 21 has none for it).
 */
function imported(boq: BoQ | null | undefined, asGaeb90 = false) {
  if (!boq) throw new Error('no BoQ');
  // Line breaks inside a paragraph are the fixed-width formats' wrapping, not the text.
  const text = (value: string) => {
    const flat = value.replace(/\s+/g, ' ').trim();
    return asGaeb90 ? inCp437(flat) : flat;
  };
  return {
    categories: boqCategories(boq).map((category) => ({
      oz: category.oz,
      level: category.level,
      label: text(plainText(category.label)),
    })),
    items: boqItems(boq).map((item) => ({
      kind: item.kind,
      oz: item.oz,
      qty: item.kind === 'item' ? item.qty : null,
      unit: item.kind === 'item' ? item.unit : null,
      provisional: item.provisional,
      alternative:
        asGaeb90 && item.kind === 'markupItem'
          ? null
          : item.alternative && { group: item.alternative.group, serial: item.alternative.serial },
      shortText: text(shortText(item.description)),
      longText: text(asGaeb90 ? gaeb90LongText(item.description) : longText(item.description)),
    })),
  };
}

const SOURCES = [
  { name: 'the GAEB 2000 corpus tender', url: new URL('../testdata/gaeb2000/tender.x83', import.meta.url) },
];

// The shared samples cannot be sources: their BoQs nest categories without a breakdown that defines the levels
// (BoQBkdn with "Item" only), which a fixed-width OZ of GAEB 90 cannot be written from.
describe('one BoQ as X83, P83 and D83', () => {
  it.each(SOURCES)(
    '$name imports to the same categories and items from all three formats',
    async ({ url }) => {
      const x83 = await readAnyGaebAsync(bytesOf(url), pause);
      const p83 = await readAnyGaebAsync(generateGaeb2000(x83.document, { phase: 83 }).bytes, pause);
      const d83 = await readAnyGaebAsync(generateGaeb90(x83.document, { phase: '83' }), pause);
      expect([x83.format, p83.format, d83.format]).toEqual(['xml', 'gaeb2000', 'gaeb90']);
      const fromXml = imported(x83.document.award?.boq);
      expect(fromXml.items.length).toBeGreaterThan(0);
      expect(imported(p83.document.award?.boq)).toEqual(fromXml);
      expect(imported(d83.document.award?.boq, true)).toEqual(imported(x83.document.award?.boq, true));
    },
  );
});
