import { describe, expect, it } from 'vitest';
import { pinCreateSchema, pinMoveSchema, planCoordinateSchema, planCreateSchema } from './plans';

const id = '00000000-0000-4000-8000-000000000001';

describe('plans contract', () => {
  it('takes coordinates from 0 to 1 with at most 6 places, nothing outside', () => {
    for (const value of ['0', '1', '0.5', '0.512345', '1.000000']) {
      expect(planCoordinateSchema.safeParse(value).success).toBe(true);
    }
    for (const value of ['-0.1', '1.01', '1.5', '0.1234567', '2', '.5', 'abc', '']) {
      expect(planCoordinateSchema.safeParse(value).success).toBe(false);
    }
  });

  it('refuses a pin with both a link and a new smart note, and gives a new note the type defect', () => {
    const both = pinCreateSchema.safeParse({
      x: '0.5',
      y: '0.5',
      link: { kind: 'file', id },
      newSmartNote: { title: 'Riss' },
    });
    expect(both.success).toBe(false);
    const note = pinCreateSchema.parse({ x: '0.5', y: '0.5', newSmartNote: { title: 'Riss' } });
    expect(note.newSmartNote?.type).toBe('defect');
    expect(note.link).toBeNull();
    expect(note.status).toBe('open');
  });

  it('refuses moving the same pin twice in one request', () => {
    const pin = { id, x: '0.1', y: '0.2', version: 1 };
    expect(pinMoveSchema.safeParse({ pins: [pin, pin] }).success).toBe(false);
    expect(pinMoveSchema.safeParse({ pins: [pin] }).success).toBe(true);
  });

  it('stores an empty number and discipline as null and refuses page 0', () => {
    const plan = planCreateSchema.parse({ name: 'EG', number: ' ', fileId: id });
    expect(plan).toMatchObject({ number: null, discipline: null, page: null, note: null });
    expect(planCreateSchema.safeParse({ name: 'EG', fileId: id, page: 0 }).success).toBe(false);
  });
});
