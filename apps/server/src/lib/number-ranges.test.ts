import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { insertCompany } from '../modules/users/users.repository';
import { drawNumber, formatNumber } from './number-ranges';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const newCompany = async () => (await insertCompany(t.db, 'Nummernkreis GmbH')).id;
const draw = (companyId: string, kind: 'client' | 'invoice', at: string) =>
  t.db.transaction((tx) => drawNumber(tx, companyId, kind, new Date(at)));

describe('formatNumber', () => {
  it('pads the number and puts the year in when the range resets yearly', () => {
    expect(formatNumber({ prefix: 'K-', padding: 5, yearlyReset: false }, 42, 2030)).toBe('K-00042');
    expect(formatNumber({ prefix: 'RE-', padding: 4, yearlyReset: true }, 7, 2030)).toBe('RE-2030-0007');
    expect(formatNumber({ prefix: '', padding: 2, yearlyReset: false }, 1234, 2030)).toBe('1234');
  });
});

describe('drawNumber', () => {
  it('creates the range with its defaults on the first draw and counts on', async () => {
    const companyId = await newCompany();
    expect(await draw(companyId, 'client', '2030-01-01T00:00:00Z')).toBe('K-00001');
    expect(await draw(companyId, 'client', '2031-05-01T00:00:00Z')).toBe('K-00002');
  });

  it('starts a yearly range at 1 in a new year', async () => {
    const companyId = await newCompany();
    expect(await draw(companyId, 'invoice', '2030-12-31T23:59:59Z')).toBe('RE-2030-0001');
    expect(await draw(companyId, 'invoice', '2030-12-31T23:59:59Z')).toBe('RE-2030-0002');
    expect(await draw(companyId, 'invoice', '2031-01-01T00:00:00Z')).toBe('RE-2031-0001');
    expect(await draw(companyId, 'invoice', '2031-02-01T00:00:00Z')).toBe('RE-2031-0002');
  });

  it('gives 20 concurrent draws 20 distinct, consecutive numbers', async () => {
    const companyId = await newCompany();
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () => draw(companyId, 'client', '2030-03-01T00:00:00Z')),
    );
    expect(new Set(numbers).size).toBe(20);
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `K-${String(i + 1).padStart(5, '0')}`),
    );
  });

  it('gives a number back to the range when the creating transaction rolls back', async () => {
    const companyId = await newCompany();
    await expect(
      t.db.transaction(async (tx) => {
        await drawNumber(tx, companyId, 'client', new Date());
        throw new Error('insert failed');
      }),
    ).rejects.toThrow('insert failed');
    expect(await draw(companyId, 'client', '2030-03-01T00:00:00Z')).toBe('K-00001');
  });
});
