import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Boq, BoqImportResponse, BoqNode } from '@vendoc/contract/boqs';
import { boqNodes, boqs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedProject, signedInUser } from '../files/files-test-support';
import { allNodes, postImport } from './boqs-test-support';

// GAEB 2000 (P83) and GAEB 90 (D83) tenders through the API: the same import as for DA XML.

const corpus = (path: string) =>
  readFileSync(new URL(`../../../../../packages/gaeb/testdata/${path}`, import.meta.url));

let t: TestApp;
let office: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  office = await signedInUser(t, { role: 'office' });
  stranger = await signedInUser(t, { role: 'admin', companyName: 'Fremdfirma GmbH' });
  projectId = await seedProject(t.db, office.companyId);
});
afterAll(async () => {
  await t?.close();
});

async function imported(name: string, content: Buffer) {
  const response = await postImport(t, office, projectId, { name, content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BoqImportResponse>();
}

/** What the grid shows of each row. */
const rows = (nodes: BoqNode[]) =>
  nodes.map(({ kind, oz, shortText, qty, unit, counted }) => ({ kind, oz, shortText, qty, unit, counted }));

const storedRows = async () => ({
  boqs: (await t.db.select().from(boqs)).length,
  nodes: (await t.db.select().from(boqNodes)).length,
});

describe('POST /projects/{projectId}/boqs/import of GAEB 2000 and GAEB 90', () => {
  it('imports a P83 as the same BoQ as the X83 of the same tender, marked GAEB 2000', async () => {
    const p83 = await imported('Ausschreibung.P83', corpus('gaeb2000/tender.p83'));
    const x83 = await imported('Ausschreibung.X83', corpus('gaeb2000/tender.x83'));
    expect(p83).toMatchObject({ phase: '83', version: '2000' });
    expect(p83.counts).toEqual(x83.counts);
    expect(p83.counts.items).toBeGreaterThan(5);
    expect(p83.warnings).toEqual(x83.warnings);
    expect(rows(await allNodes(t, office, p83.boqId))).toEqual(rows(await allNodes(t, office, x83.boqId)));
    const boq = (
      await t.app.inject({ method: 'GET', url: `/api/v1/boqs/${p83.boqId}`, headers: office.headers })
    ).json<Boq>();
    expect(boq).toMatchObject({ kind: 'tender', gaebVersion: '2000', sourceFileName: 'Ausschreibung.P83' });
  });

  it('imports a D83 in the DOS code page with its umlauts, lots, titles and items, marked GAEB 90', async () => {
    const d83 = await imported('LV Grundschule.D83', corpus('gaeb90/tender-cp437.d83'));
    expect(d83).toMatchObject({ phase: '83', version: '90' });
    const nodes = await allNodes(t, office, d83.boqId);
    expect(nodes.filter((node) => node.kind === 'item' || node.kind === 'markupItem')).toHaveLength(
      d83.counts.items,
    );
    expect(nodes.find((node) => node.oz === '01')).toMatchObject({ shortText: 'Erdarbeiten und Gründung' });
    expect(nodes.find((node) => node.oz === '01.01.0010')).toMatchObject({ qty: '125.500', unit: 'm2' });
    // Export stays GAEB DA XML 3.3.
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boqs/${d83.boqId}/export?phase=83`,
      headers: office.headers,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain('http://www.gaeb.de/GAEB_DA_XML/DA83/3.3');
    expect(exported.body).toContain('Erdarbeiten und Gründung');
  });

  it('refuses a broken D83 with 422 naming line and record in German, and stores nothing', async () => {
    const lines = corpus('gaeb90/tender-cp437.d83').toString('latin1').split('\r\n');
    const at = lines.findIndex((line) => line.startsWith('21'));
    lines[at] = `21ABCDEFGHI${lines[at]!.slice(11)}`;
    const before = await storedRows();
    const response = await postImport(t, office, projectId, {
      name: 'kaputt.D83',
      content: Buffer.from(lines.join('\r\n'), 'latin1'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json<{ detail: string }>().detail).toMatch(
      new RegExp(
        `^„kaputt\\.D83“ ist keine lesbare GAEB-Datei \\(GAEB DA XML, GAEB 2000 oder GAEB 90\\): Zeile ${at + 1}, Satzart 21: `,
      ),
    );
    expect(await storedRows()).toEqual(before);
  });

  it('answers 404 for another company’s project, storing nothing', async () => {
    const before = await storedRows();
    const response = await postImport(t, stranger, projectId, {
      name: 'Ausschreibung.P83',
      content: corpus('gaeb2000/tender.p83'),
    });
    expect(response.statusCode).toBe(404);
    expect(await storedRows()).toEqual(before);
  });
});
