import { describe, expect, it } from 'vitest';
import {
  constructionNoteCreateSchema,
  constructionNoteSignSchema,
  copyFromPreviousDay,
  emptyConstructionNoteContent,
} from './construction-notes';

const PROJECT = '0b6c3c57-7b4f-4a3c-9a39-2f5b1f1f7e11';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('construction note contract', () => {
  it('fills an empty day with empty parts', () => {
    expect(emptyConstructionNoteContent()).toMatchObject({
      workStart: null,
      breakMinutes: 0,
      weather: { conditions: [], hoursLost: null },
      crew: [],
      remarks: '',
    });
  });

  it('keeps hours and quantities as exact decimal strings and names the bad field', () => {
    const good = constructionNoteCreateSchema.parse({
      projectId: PROJECT,
      date: '2026-11-27',
      crew: [{ name: 'Jana Kraus', hours: '7.75' }],
      deliveries: [{ material: 'Estrich CT-C25', quantity: '12.125', unit: 't' }],
    });
    expect(good.crew[0]?.hours).toBe('7.75');
    expect(good.deliveries[0]?.quantity).toBe('12.125');
    const bad = constructionNoteCreateSchema.safeParse({
      projectId: PROJECT,
      date: '2026-11-27',
      workStart: '7 Uhr',
      crew: [{ name: 'Jana Kraus', hours: '-1' }],
      equipment: [{ name: 'Bagger', hours: 7.5 }],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'crew.0.hours',
      'equipment.0.hours',
      'workStart',
    ]);
  });

  it('wants a PNG signature of the site manager and a name to a client representative’s signature', () => {
    const base = { version: 1, siteManagerName: 'Olaf Bau', siteManagerSignature: PNG };
    expect(constructionNoteSignSchema.safeParse(base).success).toBe(true);
    const noName = constructionNoteSignSchema.safeParse({ ...base, clientRepresentativeSignature: PNG });
    expect(noName.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['clientRepresentativeName']);
    const notPng = constructionNoteSignSchema.safeParse({
      ...base,
      siteManagerSignature: 'data:image/svg+xml;base64,PHN2Zz4=',
    });
    expect(notPng.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['siteManagerSignature']);
  });

  it('copies crew, subcontractors and equipment of the day before without their hours', () => {
    const copied = copyFromPreviousDay({
      crew: [{ userId: null, name: 'Jana Kraus', hours: '8' }],
      subcontractors: [{ company: 'Elektro Nord', workers: 3, hours: '24' }],
      equipment: [{ name: 'Minibagger', hours: '5.5' }],
    });
    expect(copied).toEqual({
      crew: [{ userId: null, name: 'Jana Kraus', hours: null }],
      subcontractors: [{ company: 'Elektro Nord', workers: 3, hours: null }],
      equipment: [{ name: 'Minibagger', hours: null }],
    });
  });
});
