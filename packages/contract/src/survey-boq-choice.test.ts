import { describe, expect, it } from 'vitest';
import { defaultSurveyBoq, quantitySurveyImportFieldsSchema, surveyBoqOrder } from './quantity-surveys';

const boq = (id: string, kind: string, createdAt: string) => ({ id, kind, createdAt });
const PROJECT = '4f0c6a36-9a62-4d3c-9a3b-1d0e2a9b7c11';
const BOQ = '7b7e1f0a-2c3d-4e5f-8a9b-0c1d2e3f4a5b';

describe("a survey's BoQ choice", () => {
  it('offers contract BoQs first, then the others, newest first', () => {
    const boqs = [
      boq('a', 'tender', '2026-01-01T00:00:00Z'),
      boq('b', 'contract', '2026-01-02T00:00:00Z'),
      boq('c', 'offer', '2026-01-03T00:00:00Z'),
      boq('d', 'contract', '2026-01-04T00:00:00Z'),
    ];
    expect(surveyBoqOrder(boqs).map((entry) => entry.id)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('defaults to the newest contract, else the only BoQ, else none; several without a contract are ambiguous', () => {
    const tender = boq('t', 'tender', '2026-01-05T00:00:00Z');
    const contract = boq('k', 'contract', '2026-01-01T00:00:00Z');
    expect(defaultSurveyBoq([tender, contract])).toBe(contract);
    expect(defaultSurveyBoq([tender])).toBe(tender);
    expect(defaultSurveyBoq([])).toBeNull();
    expect(defaultSurveyBoq([tender, boq('u', 'tender', '2026-01-06T00:00:00Z')])).toBe('ambiguous');
  });

  it('reads the import form field: a BoQ id, "none" for none, absent for the default', () => {
    const parse = (fields: object) =>
      quantitySurveyImportFieldsSchema.parse({ projectId: PROJECT, ...fields });
    expect(parse({ boqId: BOQ }).boqId).toBe(BOQ);
    expect(parse({ boqId: 'none' }).boqId).toBeNull();
    expect(parse({}).boqId).toBeUndefined();
    expect(quantitySurveyImportFieldsSchema.safeParse({ projectId: PROJECT, boqId: 'keins' }).success).toBe(
      false,
    );
  });
});
