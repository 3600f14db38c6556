import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuantitySurvey } from '@vendoc/contract/quantity-surveys';
import { buildTextRow } from '@vendoc/quantity-survey/x31/row';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedTenant, type Tenant } from '../../test/tenant-fixtures';
import { multipartBody, seedProject } from '../files/files-test-support';
import { getDetail } from './quantity-surveys-test-support';

let t: TestApp;
let tenant: Tenant;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await seedTenant(t);
  projectId = await seedProject(t.db, tenant.companyId);
});
afterAll(async () => {
  await t?.close();
});

async function importX31(content: string | Buffer) {
  const body = multipartBody([
    { name: 'projectId', content: projectId },
    { name: 'file', filename: 'aufmass.x31', contentType: 'application/xml', content },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/quantity-surveys/import',
    payload: body.payload,
    headers: { ...tenant.fitter.headers, ...body.headers },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ survey: QuantitySurvey; warnings: string[] }>();
}

const CHANGED = /gekürzt|entfernt/;

describe('X31 import: what a survey line cannot hold is cut with a warning, real files are untouched', () => {
  it('imports the file of another program without cutting anything', async () => {
    const file = readFileSync(
      new URL(
        '../../../../../packages/quantity-survey/src/x31/fixtures/other-program-3.2.x31',
        import.meta.url,
      ),
    );
    const { warnings } = await importX31(file);
    expect(warnings.filter((warning) => CHANGED.test(warning))).toEqual([]);
  });

  it('cuts a line text longer than a line holds (500), naming the address (it was cut silently)', async () => {
    const rows = Array.from({ length: 20 }, (_, i) =>
      buildTextRow(`Wandfläche Nordseite Abschnitt ${i + 1}`, null),
    );
    const line = '             Wand            002*3=                                  0001A0     ';
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA31/3.3">',
      '<GAEBInfo><Version>3.3</Version><VersDate>2023-01</VersDate><Date>2024-01-31</Date></GAEBInfo>',
      '<QtyDeterm><QtyDetermInfo><MethodDescription>REB23003-2009</MethodDescription></QtyDetermInfo><DP>31</DP>',
      '<BoQ ID="B1"><BoQBkdn><Type>BoQLevel</Type><Length>2</Length><Num>Yes</Num></BoQBkdn><BoQBkdn><Type>Item</Type><Length>4</Length><Num>Yes</Num></BoQBkdn>',
      '<BoQBody><BoQCtgy ID="C1" RNoPart="1"><BoQBody><Itemlist><Item ID="I1" RNoPart="10"><QtyDeterm>',
      ...[...rows, line].map((row) => `<QDetermItem><QTakeoff Row="${row}"/></QDetermItem>`),
      '</QtyDeterm></Item></Itemlist></BoQBody></BoQCtgy></BoQBody></BoQ></QtyDeterm></GAEB>',
    ].join('\n');
    const { survey, warnings } = await importX31(xml);
    expect(warnings.filter((warning) => CHANGED.test(warning))).toEqual([
      expect.stringMatching(/^Zeile 0001A0: Der Text war \d+ Zeichen lang und wurde auf 500 gekürzt\.$/),
    ]);
    const stored = (await getDetail(t, tenant.office, survey.id)).lines[0];
    expect(stored?.text).toHaveLength(500);
    expect(stored?.text.startsWith('Wandfläche Nordseite Abschnitt 1 ')).toBe(true);
  });
});
