import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Boq, BoqImportResponse } from '@vendoc/contract/boqs';
import { sampleNames } from '@vendoc/gaeb/test-support/samples';
import { boqs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedProject, signedInUser } from '../files/files-test-support';
import { importSample, postImport, sample } from './boqs-test-support';

let t: TestApp;
let office: Awaited<ReturnType<typeof signedInUser>>;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  office = await signedInUser(t, { role: 'office' });
  projectId = await seedProject(t.db, office.companyId);
});
afterAll(async () => {
  await t?.close();
});

const TEXT_CHANGED = /gekürzt|entfernt|weggelassen/;
const tender = sample('boq.x83').toString('utf8');

async function importXml(xml: string): Promise<BoqImportResponse> {
  const response = await postImport(t, office, projectId, { name: 'lv.x83', content: xml });
  expect(response.statusCode, response.body.slice(0, 500)).toBe(201);
  return response.json<BoqImportResponse>();
}

/** Size of the stored BoQ record (its document), which every GET /boqs/{id} reads. */
async function storedDocumentBytes(boqId: string): Promise<number> {
  const [row] = await t.db
    .select({ bytes: sql<number>`octet_length(${boqs.document}::text)` })
    .from(boqs)
    .where(eq(boqs.id, boqId));
  return Number(row?.bytes);
}

describe('GAEB import: texts are bounded, forbidden characters cleaned, real files untouched', () => {
  it.each(sampleNames().filter((name) => name !== 'nonconforming.x83'))(
    'imports the real sample %s without cutting or cleaning any text',
    async (name) => {
      const result = await importSample(t, office, projectId, name);
      expect(result.warnings.filter((warning) => TEXT_CHANGED.test(warning.message))).toEqual([]);
    },
  );

  it('cuts a BoQ name of 20 MB to the limit with a warning: the stored record stays small', async () => {
    const name = 'Leistungsverzeichnis '.repeat(1_000_000);
    const result = await importXml(tender.replace('LV-Testhalle', name));
    expect(result.warnings).toContainEqual({
      message: 'Der Name des LV wurde von 20.999.999 auf 2.000 Zeichen gekürzt',
      element: 'Name',
      line: 12,
    });
    expect(await storedDocumentBytes(result.boqId)).toBeLessThan(20_000);
    const boq = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boqs/${result.boqId}`,
      headers: office.headers,
    });
    expect(boq.statusCode).toBe(200);
    expect(boq.json<Boq>().name).toBe('Leistungsverzeichnis Testhalle');
  });

  it('removes NUL and forbidden character references from the file with a warning (was refused)', async () => {
    const result = await importXml(
      tender.replace('Leistungsverzeichnis Testhalle', 'Leistungs\u0000verzeichnis&#xD800; Testhalle&#0;'),
    );
    expect(result.warnings).toContainEqual({
      message:
        '3 Zeichen, die XML nicht erlaubt, wurden entfernt (Nullzeichen, Steuerzeichen oder einzelne Surrogate)',
      line: 13,
    });
    const boq = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boqs/${result.boqId}`,
      headers: office.headers,
    });
    expect(boq.json<Boq>().name).toBe('Leistungsverzeichnis Testhalle');
  });
});
