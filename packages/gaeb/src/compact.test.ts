import { describe, expect, it } from 'vitest';
import { compactEntry } from './compact';
import { assembleBody, bodySkeleton, flattenBody } from './flat';
import type { GaebDocument } from './model';
import { readGaeb } from './reader';
import { sampleBytes, sampleNames, sampleText } from './test-support/samples';
import { writeGaeb } from './writer';

const now = new Date(2026, 10, 22, 9, 0, 0);
const withBoq = sampleNames().filter((name) => name !== 'nonconforming.x83' && name !== 'minimal.x83');

/** The document with every entry of its BoQ compacted. */
function compacted(doc: GaebDocument): GaebDocument {
  const boq = doc.award!.boq!;
  const nodes = flattenBody(boq.body).map((node, index) => ({
    key: String(index),
    parentKey: node.parent === null ? null : String(node.parent),
    list: node.list,
    entry: compactEntry(node.entry),
  }));
  return {
    ...doc,
    award: { ...doc.award!, boq: { ...boq, body: assembleBody(bodySkeleton(boq.body), nodes) } },
  };
}

describe('compactEntry', () => {
  it.each(withBoq)('%s: the compacted document writes the same X83, X86 and lossless XML', (name) => {
    const doc = readGaeb(sampleBytes(name)).document;
    const compact = compacted(doc);
    for (const options of [
      { phase: 83 as const },
      { phase: 86 as const },
      { phase: 83 as const, lossless: true },
    ]) {
      expect(writeGaeb(compact, { ...options, now }).xml).toBe(writeGaeb(doc, { ...options, now }).xml);
    }
  });

  it('drops the source of plain texts and keeps it where the markup differs', () => {
    const doc = readGaeb(sampleBytes('boq.x83')).document;
    const before = JSON.stringify(doc).length;
    const after = JSON.stringify(compacted(doc)).length;
    expect(after).toBeLessThan(before * 0.8);
    const odd = readGaeb(
      sampleText('boq.x83').replace(
        '<span>Boden loesen</span>',
        '<span style="color:red">Boden loesen</span>',
      ),
    ).document;
    const kept = JSON.stringify(compacted(odd));
    expect(kept).toContain('color:red');
  });
});
