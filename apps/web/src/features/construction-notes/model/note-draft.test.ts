import { describe, expect, it } from 'vitest';
import { emptyConstructionNoteContent } from '@vendoc/contract/construction-notes';
import { emptyRow, fromDraft, toDraft } from './note-draft';

describe('the entry form state', () => {
  it('shows stored decimals as German figures and reads them back exactly', () => {
    const content = {
      ...emptyConstructionNoteContent(),
      crew: [{ userId: null, name: 'Jana Kraus', hours: '7.75' }],
      deliveries: [
        {
          supplier: 'Meyer',
          material: 'Estrich',
          quantity: '1234.125',
          unit: 't',
          deliveryNoteNumber: 'LS-1',
          photoFileId: '0b9f7c3e-5d1a-4c7e-9f1a-2b3c4d5e6f70',
        },
      ],
      photos: [{ fileId: '1c8e6b2d-4c0a-4b6d-8e0a-1a2b3c4d5e6f', caption: 'Estrich eingebracht' }],
    };
    const draft = toDraft(content);
    expect(draft.lists.crew[0]?.['hours']).toBe('7,75');
    expect(draft.lists.deliveries[0]?.['quantity']).toBe('1234,125');
    const read = fromDraft(draft);
    expect(read).toEqual({ ok: true, content });
  });

  it('names the fields it cannot read with the server’s paths', () => {
    const draft = toDraft(emptyConstructionNoteContent());
    draft.lists.crew.push({ ...emptyRow('crew'), name: '', hours: '7.5' });
    draft.lists.subcontractors.push({
      ...emptyRow('subcontractors'),
      company: 'Elektro Nord',
      workers: 'drei',
    });
    draft.weather.hoursLost = '-1';
    const read = fromDraft(draft);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual({
      'crew.0.name': 'errors.required',
      'crew.0.hours': 'errors.decimal',
      'subcontractors.0.workers': 'errors.integer',
      'weather.hoursLost': 'errors.negative',
    });
  });
});
