import { describe, expect, it } from 'vitest';
import { boqItems } from '../boq-walk';
import type { GaebDocument } from '../model';
import { readGaeb } from '../reader';
import { sampleBytes } from '../test-support/samples';
import { generateGaeb2000 } from './generate';
import { readGaeb2000 } from './reader';
import { boqView, corpusBytes } from './test-support';

const now = new Date(2024, 0, 15, 9, 30);
const boqOf = (doc: GaebDocument) => {
  const boq = doc.award?.boq;
  if (!boq) throw new Error('no BoQ');
  return boq;
};

describe('generateGaeb2000', () => {
  it('writes a P83 that reads back into the same BoQ (tender.p83)', () => {
    const original = readGaeb2000(corpusBytes('tender.p83')).document;
    const generated = generateGaeb2000(original, { phase: 83, now });
    const again = readGaeb2000(generated.bytes);
    expect(again.warnings).toEqual([]);
    expect(again.encoding).toBe('windows-1252');
    expect(boqView(boqOf(again.document))).toEqual(boqView(boqOf(original)));
    expect(again.document.project).toEqual(original.project);
    expect(again.document.award?.owner).toEqual(original.award?.owner);
  });

  it.each(['boq.x83', 'markup.x83'])(
    'writes the BoQ of the DA XML sample %s as a P83 that reads back equal (without prices)',
    (name) => {
      const xml = readGaeb(sampleBytes(name)).document;
      const back = readGaeb2000(generateGaeb2000(xml, { phase: 83, now }).bytes).document;
      // What GAEB 2000 cannot carry (decision 0034): sub descriptions and performance descriptions.
      const carried = (doc: GaebDocument) =>
        boqView(boqOf(doc))
          .entries.filter((entry) => (entry as { kind: string }).kind !== 'performanceDescription')
          .map((entry) =>
            (entry as { kind: string }).kind === 'item'
              ? { ...(entry as object), sumDescription: null, subDescriptions: null }
              : entry,
          );
      expect(back.phase).toBe('83');
      expect(carried(back)).toEqual(carried(xml));
    },
  );

  it('writes a P86 with prices and totals that reads back equal (contract.x86)', () => {
    const xml = readGaeb(sampleBytes('contract.x86')).document;
    const back = readGaeb2000(generateGaeb2000(xml, { phase: 86, now }).bytes).document;
    expect(back.phase).toBe('86');
    expect(boqView(boqOf(back)).entries).toEqual(boqView(boqOf(xml)).entries);
    expect(back.award?.contractor).toEqual(xml.award?.contractor);
  });

  it('writes a P84 with OZ and prices only', () => {
    const original = readGaeb2000(corpusBytes('bid.p84')).document;
    const generated = generateGaeb2000(original, { phase: 84, now });
    expect(generated.text).not.toContain('#begin[Beschreibung]');
    const back = readGaeb2000(generated.bytes).document;
    const prices = (doc: GaebDocument) =>
      boqItems(boqOf(doc)).map((item) => [
        item.oz,
        item.it,
        item.kind === 'item' ? item.up : item.markupPercent,
      ]);
    expect(prices(back)).toEqual(prices(original));
    expect(boqOf(back).info.totals).toEqual(boqOf(original).info.totals);
  });

  it('keeps characters Windows-1252 lacks as references and writes UTF-8 when asked', () => {
    const original = readGaeb2000(corpusBytes('tender.p83')).document;
    const ansi = generateGaeb2000(original, { phase: 83, now });
    expect(ansi.text).toContain('≥');
    expect(String.fromCharCode(...ansi.bytes)).toContain('&#8805;');
    const utf8 = generateGaeb2000(original, { phase: 83, now, encoding: 'utf-8' });
    const back = readGaeb2000(utf8.bytes);
    expect(back.encoding).toBe('utf-8');
    expect(boqView(boqOf(back.document))).toEqual(boqView(boqOf(original)));
  });

  it('writes GAEBInfo with the date and time given', () => {
    const { text } = generateGaeb2000(readGaeb2000(corpusBytes('bid.p84')).document, { phase: 84, now });
    expect(text).toContain('[Datum]15.01.2024[end]\r\n');
    expect(text).toContain('[Uhrzeit]09:30[end]\r\n');
    expect(text.startsWith('#begin[GAEB]\r\n #begin[GAEBInfo]\r\n')).toBe(true);
  });
});
