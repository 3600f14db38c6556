import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boqItems } from '../boq-walk';
import { GaebReadError } from '../errors';
import { SHORT_TEXT_MAX, LONG_TEXT_MAX } from '../text-bounds';
import { readGaeb2000 } from './reader';
import { corpusBytes } from './test-support';

/** Reads untrusted bytes: a result, or a GaebReadError; anything else fails the property. */
function readOrRefuse(bytes: Uint8Array): 'read' | 'refused' {
  try {
    const { document } = readGaeb2000(bytes);
    for (const item of document.award?.boq ? boqItems(document.award.boq) : []) {
      if (item.kind === 'item') expect(item.unit?.length ?? 0).toBeLessThanOrEqual(SHORT_TEXT_MAX);
    }
    return 'read';
  } catch (error) {
    if (error instanceof GaebReadError) {
      expect(error.message.length).toBeGreaterThan(0);
      expect(error.issues.length).toBeGreaterThan(0);
      return 'refused';
    }
    throw error;
  }
}

const tender = corpusBytes('tender.p83');
// Bytes with a meaning in GAEB 2000 or RTF, so that mutations hit the syntax and not only the text.
const SYNTAX = [..."[]#{}\\'\r\n,."].map((char) => char.charCodeAt(0));

describe('untrusted bytes', () => {
  it('random bytes are read or refused with a GaebReadError, never crash', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        readOrRefuse(bytes);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('random bytes after #begin[GAEB] are read or refused, never crash', () => {
    const head = new TextEncoder().encode('#begin[GAEB]\r\n');
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...SYNTAX), fc.integer({ min: 0, max: 255 })), { maxLength: 1500 }),
        (tail) => {
          readOrRefuse(Uint8Array.from([...head, ...tail]));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('mutations of tender.p83 (bytes replaced, deleted, inserted) are read or refused, never crash', () => {
    const mutation = fc.record({
      at: fc.nat({ max: tender.length - 1 }),
      kind: fc.constantFrom('replace', 'delete', 'insert'),
      byte: fc.oneof(fc.constantFrom(...SYNTAX), fc.integer({ min: 0, max: 255 })),
      length: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 8 }), (mutations) => {
        const bytes = [...tender];
        for (const { at, kind, byte, length } of mutations) {
          const where = Math.min(at, bytes.length);
          if (kind === 'replace') bytes.splice(where, 1, byte);
          else if (kind === 'delete') bytes.splice(where, length);
          else bytes.splice(where, 0, ...Array.from({ length }, () => byte));
        }
        readOrRefuse(Uint8Array.from(bytes));
      }),
      { numRuns: 300 },
    );
    // Each run reads a whole LV: a budget for a loaded machine, not a wait.
  }, 60_000);

  it('deeply nested RTF and huge fields stay bounded', () => {
    const rtf = `{\\rtf1 ${'{\\b '.repeat(5000)}x${'}'.repeat(5000)}\\par}`;
    const text = [
      '#begin[GAEB]',
      '#begin[Vergabe]',
      '[DP]83[end]',
      '#begin[LV]',
      '#begin[Position]',
      '[OZ]0010[end]',
      `[ME]${'m'.repeat(SHORT_TEXT_MAX * 3)}[end]`,
      '#begin[Beschreibung]',
      `[Langtext]${rtf}[end]`,
      `[Langtext]${'y'.repeat(LONG_TEXT_MAX * 2)}[end]`,
      '#end[Beschreibung]',
      '#end[Position]',
      '#end[LV]',
      '#end[Vergabe]',
      '#end[GAEB]',
    ].join('\n');
    const { document } = readGaeb2000(text);
    const item = document.award?.boq?.body.itemlist?.[0];
    if (item?.kind !== 'item') throw new Error('item expected');
    expect(item.unit).toHaveLength(SHORT_TEXT_MAX);
    const parts = item.description?.completeText?.detail?.parts ?? [];
    expect(parts).toHaveLength(2);
    const first = parts[0];
    if (first?.kind !== 'text') throw new Error('text expected');
    expect(first.text.blocks).toEqual([
      { type: 'paragraph', inlines: [{ type: 'text', text: 'x', bold: true }] },
    ]);
  });
});
