import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Boq } from '@vendoc/contract/boqs';
import { sampleNames } from '@vendoc/gaeb/test-support/samples';
import { boqNodes, boqs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedProject, signedInUser } from '../files/files-test-support';
import { allNodes, countsInFile, importSample, postImport, sample } from './boqs-test-support';

let t: TestApp;
let office: Awaited<ReturnType<typeof signedInUser>>;
let fitter: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp({ uploadMaxBytes: 64 * 1024 });
  office = await signedInUser(t, { role: 'office' });
  fitter = await signedInUser(t, { role: 'fitter', companyId: office.companyId });
  stranger = await signedInUser(t, { role: 'admin', companyName: 'Fremdfirma GmbH' });
  projectId = await seedProject(t.db, office.companyId);
});
afterAll(async () => {
  await t?.close();
});

const storedRows = async () => ({
  boqs: (await t.db.select().from(boqs)).length,
  nodes: (await t.db.select().from(boqNodes)).length,
});

describe('POST /projects/{projectId}/boqs/import', () => {
  const readable = sampleNames().filter((name) => name !== 'nonconforming.x83');

  it.each(readable)('imports %s with the counts of the file', async (name) => {
    const result = await importSample(t, office, projectId, name);
    const xml = sample(name).toString('utf8');
    expect(result.counts).toEqual(countsInFile(xml));
    expect(result.version).toMatch(/^3\.[123]$/);
    expect(xml).toContain(`<DP>${result.phase}</DP>`);
    const nodes = await allNodes(t, office, result.boqId);
    expect(nodes.filter((node) => node.kind === 'item' || node.kind === 'markupItem')).toHaveLength(
      result.counts.items,
    );
    expect(nodes.filter((node) => node.kind === 'lot' || node.kind === 'title')).toHaveLength(
      result.counts.categories,
    );
  });

  it('stores the tree with OZ, texts, quantities and exact totals (nachtrag.x86)', async () => {
    const { boqId } = await importSample(t, office, projectId, 'nachtrag.x86');
    const boq = (
      await t.app.inject({ method: 'GET', url: `/api/v1/boqs/${boqId}`, headers: office.headers })
    ).json<Boq>();
    expect(boq).toMatchObject({ projectId, kind: 'contract', phase: '86', sourceFileName: 'nachtrag.x86' });
    expect(Number(boq.totals.total)).toBeGreaterThan(0);
    const nodes = await allNodes(t, office, boqId);
    const items = nodes.filter((node) => node.kind === 'item');
    for (const item of items) {
      expect(item.oz).toMatch(/^\d+(\.\d+)+$/);
      expect(item.shortText).not.toBe('');
      if (item.qty !== null && item.unitPrice !== null && !item.lumpSum) {
        // Qty x UP rounded to cents, computed here independently in integer arithmetic of thousandths.
        const milli = (value: string) => BigInt(Math.round(Number(value) * 1000));
        const product = milli(item.qty) * milli(item.unitPrice); // 1e-6
        const cents = (product + 5000n) / 10000n;
        expect(item.total).toBe((Number(cents) / 100).toFixed(2));
      }
    }
    const counted = items.filter((item) => item.counted && item.total !== null);
    const sumCents = counted.reduce((total, item) => total + Math.round(Number(item.total) * 100), 0);
    expect(boq.totals.total).toBe((sumCents / 100).toFixed(2));
    // Every title's subtotal is the sum of its counted descendants.
    for (const category of nodes.filter((node) => node.kind === 'title' || node.kind === 'lot')) {
      const below = items.filter(
        (item) => item.oz.startsWith(`${category.oz}.`) && item.counted && item.total !== null,
      );
      const cents = below.reduce((total, item) => total + Math.round(Number(item.total) * 100), 0);
      expect(category.total).toBe((cents / 100).toFixed(2));
    }
  });

  it('refuses nonconforming.x83 with 422 naming the reason and line, and stores nothing', async () => {
    const before = await storedRows();
    const response = await postImport(t, office, projectId, {
      name: 'nonconforming.x83',
      content: sample('nonconforming.x83'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json<{ detail: string; issues: unknown[] }>();
    expect(problem.detail).toBe(
      '„nonconforming.x83“ ist keine lesbare GAEB-Datei (GAEB DA XML, GAEB 2000 oder GAEB 90): Position 0010: ' +
        'die Kennung (Attribut ID) fehlt; über sie finden Angebote und Verweise die Position (Zeile 11, Spalte 11)',
    );
    expect(problem.issues).toEqual([
      {
        code: 'missing-attribute',
        message:
          'Position 0010: die Kennung (Attribut ID) fehlt; über sie finden Angebote und Verweise die Position',
        element: 'Item',
        line: 11,
        column: 11,
      },
    ]);
    expect(await storedRows()).toEqual(before);
  });

  it.each([
    [
      'entity expansion',
      `<?xml version="1.0"?><!DOCTYPE GAEB [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><GAEB>&b;</GAEB>`,
      'Die Datei enthält eine DOCTYPE-Deklaration; das ist in GAEB-Dateien aus Sicherheitsgründen nicht erlaubt ' +
        '(Zeile 1, Spalte 90)',
    ],
    [
      'deep nesting',
      `<?xml version="1.0"?><GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3">${'<a>'.repeat(500)}${'</a>'.repeat(500)}</GAEB>`,
      'Die Datei ist tiefer als 64 Ebenen verschachtelt (Zeile 1, Spalte 265)',
    ],
    [
      'not XML at all',
      'PK\u0003\u0004 this is a zip file',
      'Die Datei ist kein gültiges XML; außerhalb des Wurzelelements steht Text, vielleicht ist es gar keine ' +
        'XML-Datei (Zeile 1, Spalte 22)',
    ],
    [
      'an empty file',
      '',
      'Die Datei ist kein gültiges XML; sie enthält kein Wurzelelement (Zeile 1, Spalte 1)',
    ],
  ])('refuses %s with 422 and stores nothing', async (_label, content, reason) => {
    const before = await storedRows();
    const response = await postImport(t, office, projectId, { name: 'boese.x83', content });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: string }>().detail).toBe(
      `„boese.x83“ ist keine lesbare GAEB-Datei (GAEB DA XML, GAEB 2000 oder GAEB 90): ${reason}`,
    );
    expect(await storedRows()).toEqual(before);
  });

  it('refuses a file over the upload limit with 413 and stores nothing', async () => {
    const before = await storedRows();
    const response = await postImport(t, office, projectId, {
      name: 'riesig.x83',
      content: Buffer.alloc(70 * 1024, 0x20),
    });
    expect(response.statusCode).toBe(413);
    expect(await storedRows()).toEqual(before);
  });

  it('takes kind and name from the form and refuses an unknown kind', async () => {
    const { boqId } = await (async () => {
      const response = await postImport(
        t,
        office,
        projectId,
        { name: 'boq.x83', content: sample('boq.x83') },
        { kind: 'addendum', name: 'Nachtrag 1' },
      );
      expect(response.statusCode).toBe(201);
      return response.json<{ boqId: string }>();
    })();
    const boq = (
      await t.app.inject({ method: 'GET', url: `/api/v1/boqs/${boqId}`, headers: office.headers })
    ).json<Boq>();
    expect(boq).toMatchObject({ kind: 'addendum', name: 'Nachtrag 1' });
    const before = await storedRows();
    const bad = await postImport(
      t,
      office,
      projectId,
      { name: 'boq.x83', content: sample('boq.x83') },
      { kind: 'angebot' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual(['kind']);
    expect(await storedRows()).toEqual(before);
  });

  it('answers 400 without a file and for a JSON body', async () => {
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/boqs/import`,
      headers: { ...office.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(noFile.statusCode).toBe(400);
  });

  it('lets fitters read but not import', async () => {
    const response = await postImport(t, fitter, projectId, { name: 'boq.x83', content: sample('boq.x83') });
    expect(response.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${projectId}/boqs`,
      headers: fitter.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ items: Boq[] }>().items.length).toBeGreaterThan(0);
  });

  it("answers 404 for another company's project and never imports into it", async () => {
    const before = await storedRows();
    const response = await postImport(t, stranger, projectId, {
      name: 'boq.x83',
      content: sample('boq.x83'),
    });
    expect(response.statusCode).toBe(404);
    expect(await storedRows()).toEqual(before);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${projectId}/boqs`,
      headers: stranger.headers,
    });
    expect(list.statusCode).toBe(404);
  });

  it('marks the project as having content (archive instead of delete)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${projectId}`,
      headers: office.headers,
    });
    expect(response.json<{ hasContent: boolean }>().hasContent).toBe(true);
  });
});
