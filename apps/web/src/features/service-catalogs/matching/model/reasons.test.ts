import { describe, expect, it } from 'vitest';
import { reasonChips } from './reasons';

describe('reason chips', () => {
  it('turns every kind of reason into a chip with its values, in the server order', () => {
    const chips = reasonChips([
      { kind: 'text', similarity: 0.824 },
      { kind: 'unit', compatible: false, tenderUnit: null, catalogUnit: 'm' },
      { kind: 'oz', detail: '01.0030' },
      { kind: 'stlb', code: '023-01' },
      { kind: 'history', accepted: 3, rejected: 1, similarity: 0.9 },
    ]);
    expect(chips.map((chip) => [chip.label.key, chip.label.values ?? null, chip.tone])).toEqual([
      ['reasons.text', { percent: 82 }, 'good'],
      ['reasons.unitMismatch', null, 'bad'],
      ['reasons.oz', null, 'good'],
      ['reasons.stlb', null, 'good'],
      ['reasons.chosenBefore', { count: 3 }, 'good'],
      ['reasons.rejectedBefore', { count: 1 }, 'bad'],
    ]);
    expect(chips[1]?.title.values).toEqual({ tender: '–', catalog: 'm' });
    expect(chips[3]?.title.values).toEqual({ code: '023-01' });
  });

  it('marks a weak text similarity as a hint only and leaves out empty history', () => {
    const chips = reasonChips([
      { kind: 'text', similarity: 0.31 },
      { kind: 'unit', compatible: true, tenderUnit: 'm2', catalogUnit: 'm²' },
      { kind: 'history', accepted: 0, rejected: 0, similarity: 0.5 },
    ]);
    expect(chips.map((chip) => [chip.key, chip.tone])).toEqual([
      ['text', 'neutral'],
      ['unit', 'good'],
    ]);
  });
});
