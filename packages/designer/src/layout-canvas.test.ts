import { describe, expect, it } from 'vitest';
import { fieldIndex, fieldsOf } from './catalogue';
import type { LayoutContext } from './layout-context';
import { canvasBoxes } from './layout-flow';
import { oneMmPerCharacter, textOf } from './layout-test-helpers';
import { sampleDocumentData } from './sample-data';
import { starterTemplate } from './starters';

describe('what the designer canvas shows', () => {
  const template = starterTemplate('offer');
  const context: LayoutContext = {
    data: sampleDocumentData('offer'),
    fields: fieldIndex(fieldsOf('offer')),
    measurer: oneMmPerCharacter,
    page: 1,
    pages: 1,
  };
  const table = template.firstPage.elements.find((element) => element.kind === 'positionsTable');

  it('draws the positions table with the sample rows that fit into its box', () => {
    if (!table) throw new Error('the offer starter has no positions table');
    const boxes = canvasBoxes(table, context);
    const texts = boxes.filter((box) => box.type === 'text').map(textOf);
    // the header row and the first sample position's OZ
    expect(texts).toContain('Pos.');
    expect(texts.some((text) => /^01\.\d/.test(text))).toBe(true);
    for (const box of boxes) {
      expect(box.y).toBeGreaterThanOrEqual(table.y - 1e-6);
      expect(box.y + box.height).toBeLessThanOrEqual(table.y + table.height + 1e-6);
    }
  });

  it('draws the other elements as the PDF does', () => {
    const subject = template.firstPage.elements.find((element) => element.id === 'subject');
    if (!subject) throw new Error('the offer starter has no subject');
    expect(
      canvasBoxes(subject, context)
        .filter((box) => box.type === 'text')
        .map(textOf)[0],
    ).toMatch(/^Angebot /);
  });
});
