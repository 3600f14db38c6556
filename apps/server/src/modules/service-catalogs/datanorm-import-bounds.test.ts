import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleNames } from '@vendoc/datanorm/test-support/samples';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedTenant, type Tenant } from '../../test/tenant-fixtures';
import {
  articlesByNumber,
  createCatalog,
  datanormSample,
  importDatanormFile,
} from './service-catalogs-test-support';

let t: TestApp;
let tenant: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await seedTenant(t);
});
afterAll(async () => {
  await t?.close();
});

const newCatalog = async (name: string) => (await createCatalog(t, tenant.office, { name })).id;
const V4_HEADER = `V 150125${'Muster Großhandel GmbH'.padEnd(40)}${'Preisliste 2025'.padEnd(40)}${''.padEnd(35)}04EUR`;

describe('DATANORM import: NUL removed and texts bounded with warnings, real files untouched', () => {
  it.each(sampleNames())('imports the sample %s without any warning', async (name) => {
    const result = await importDatanormFile(t, tenant.office, await newCatalog(name), {
      name,
      content: datanormSample(name),
    });
    expect(result.warnings).toEqual([]);
  });

  it('stores an article whose short text holds a NUL, without it (was a 500), and says so', async () => {
    const catalogId = await newCatalog('Mit Nullzeichen');
    const file = [V4_HEADER, 'A;N;4711;00;Schrau\u0000be;verzinkt;1;0;St;100;;;;', ''].join('\r\n');
    const result = await importDatanormFile(t, tenant.office, catalogId, {
      name: 'DATANORM.001',
      content: file,
    });
    expect(result).toMatchObject({
      created: 1,
      warnings: [{ line: 2, reason: '1 Nullzeichen oder ungültige Zeichen wurden aus der Zeile entfernt' }],
    });
    const article = (await articlesByNumber(t.db, catalogId)).get('4711');
    expect(article).toMatchObject({ short_text: 'Schraube verzinkt' });
  });

  it('cuts a long text of 200,000 characters to 64,000 and says so', async () => {
    const catalogId = await newCatalog('Langer Text');
    const textLine = 'Dieser Langtext ist sehr lang. '.repeat(60);
    const file = [
      V4_HEADER,
      'A;N;4712;00;Dübel;;1;0;St;100;;;LT1;',
      ...Array.from({ length: 110 }, (_, i) => `T;N;LT1;;${i + 1};;${textLine};;;`),
      '',
    ].join('\r\n');
    const result = await importDatanormFile(t, tenant.office, catalogId, {
      name: 'DATANORM.001',
      content: file,
    });
    expect(result.warnings).toEqual([
      { line: 3, reason: 'Der Langtext „LT1“ ist länger als 64000 Zeichen und wurde gekürzt' },
    ]);
    const article = (await articlesByNumber(t.db, catalogId)).get('4712');
    expect(String(article?.long_text).length).toBeLessThanOrEqual(64_000);
    expect(String(article?.long_text).startsWith('Dieser Langtext')).toBe(true);
  });
});
