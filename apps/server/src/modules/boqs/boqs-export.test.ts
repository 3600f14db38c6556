import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoqNodeUpdateResponse } from '@vendoc/contract/boqs';
import { boqItems, longText, shortText } from '@vendoc/gaeb/boq-walk';
import type { GaebDocument, Item } from '@vendoc/gaeb/model';
import { readGaeb } from '@vendoc/gaeb/reader';
import { writeGaeb } from '@vendoc/gaeb/writer';
import { validateWithXmllint } from '@vendoc/gaeb/test-support/xmllint';
import { eq } from 'drizzle-orm';
import { clients, companies, projects } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedProject, signedInUser } from '../files/files-test-support';
import { allNodes, importSample, postImport, sample } from './boqs-test-support';

let t: TestApp;
let office: Awaited<ReturnType<typeof signedInUser>>;
let fitter: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  office = await signedInUser(t, { role: 'office', companyName: 'Musterbau Fenster GmbH' });
  fitter = await signedInUser(t, { role: 'fitter', companyId: office.companyId });
  stranger = await signedInUser(t, { role: 'admin', companyName: 'Fremdfirma GmbH' });
  projectId = await seedProject(t.db, office.companyId);
  await t.db
    .update(companies)
    .set({ street: 'Industriestraße 4', postalCode: '12345', city: 'Musterstadt' })
    .where(eq(companies.id, office.companyId));
});
afterAll(async () => {
  await t?.close();
});

const exportFile = (boqId: string, phase: string, as = office) =>
  t.app.inject({ method: 'GET', url: `/api/v1/boqs/${boqId}/export?phase=${phase}`, headers: as.headers });

/** Items of a document by OZ with what the X83 carries: texts, quantity, unit, kind. */
const itemsByOz = (doc: GaebDocument) =>
  Object.fromEntries(
    boqItems(doc.award!.boq!)
      .filter((entry): entry is Item => entry.kind === 'item')
      .map((item) => [
        item.oz,
        {
          short: shortText(item.description),
          long: longText(item.description),
          qty: item.qty,
          unit: item.unit,
          provisional: item.provisional,
          alternative: item.alternative,
          lumpSum: item.lumpSum,
        },
      ]),
  );

describe('GET /boqs/{boqId}/export', () => {
  it.each(['boq.x83', 'markup.x83', 'baukodoz-example.X83'])(
    'gives back the items, texts and numbers of %s as a valid X83 (import, store, export)',
    async (name) => {
      const { boqId } = await importSample(t, office, projectId, name);
      const response = await exportFile(boqId, '83');
      expect(response.statusCode).toBe(200);
      expect(validateWithXmllint(response.body, '83')).toEqual({ valid: true, output: '- validates' });
      const original = readGaeb(sample(name)).document;
      const exported = readGaeb(response.body).document;
      expect(itemsByOz(exported)).toEqual(itemsByOz(original));
      expect(exported.version).toBe(original.version);
    },
  );

  it('writes the X84 bid with the edited unit price, valid against the XSD, named after the BoQ', async () => {
    const { boqId } = await importSample(t, office, projectId, 'boq.x83');
    const item = (await allNodes(t, office, boqId)).find(
      (node) => node.kind === 'item' && node.qty !== null,
    )!;
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/boqs/${boqId}/nodes/${item.id}`,
      headers: office.headers,
      payload: { unitPrice: '47.115', version: item.version },
    });
    const edited = edit.json<BoqNodeUpdateResponse>().node;
    const response = await exportFile(boqId, '84', fitter);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.X84"/);
    expect(validateWithXmllint(response.body, '84')).toEqual({ valid: true, output: '- validates' });
    const bid = readGaeb(response.body).document;
    expect(bid.phase).toBe('84');
    const priced = boqItems(bid.award!.boq!).find((entry) => entry.oz === item.oz) as Item;
    expect(priced.up).toBe('47.115');
    expect(priced.it).toBe(edited.total);
    // The bidder is the company.
    expect(bid.award?.contractor?.address?.name1).toBe('Musterbau Fenster GmbH');
  });

  // NamePrj is optional in X81 and X82 but required in X84: the bid named the project by LblPrj alone.
  const x82WithoutName = sample('baukodoz-example.X82')
    .toString('utf8')
    .replace(/\s*<NamePrj>[^<]*<\/NamePrj>/, '');
  it.each([
    ['baukodoz-example.X82', () => sample('baukodoz-example.X82').toString('utf8')],
    ['an X82 with a project label but no name', () => x82WithoutName],
    [
      'an X81 with a project label but no name',
      () => writeGaeb(readGaeb(x82WithoutName).document, { phase: 81 }).xml,
    ],
  ])('writes a valid X84 for a BoQ imported from %s', async (_label, source) => {
    const file = source();
    const imported = await postImport(t, office, projectId, { name: 'lv.x8x', content: file });
    expect(imported.statusCode, imported.body).toBe(201);
    const response = await exportFile(imported.json<{ boqId: string }>().boqId, '84');
    expect(response.statusCode).toBe(200);
    expect(validateWithXmllint(response.body, '84')).toEqual({ valid: true, output: '- validates' });
    expect(readGaeb(response.body).document.project?.name).toBe(
      readGaeb(file).document.project?.name ?? 'Example project',
    );
  });

  it('writes a valid X86 with prices and totals', async () => {
    const { boqId } = await importSample(t, office, projectId, 'nachtrag.x86');
    const response = await exportFile(boqId, '86');
    expect(validateWithXmllint(response.body, '86')).toEqual({ valid: true, output: '- validates' });
    const contract = readGaeb(response.body).document;
    const original = readGaeb(sample('nachtrag.x86')).document;
    expect(
      boqItems(contract.award!.boq!).map((entry) => [entry.oz, entry.kind === 'item' ? entry.up : null]),
    ).toEqual(
      boqItems(original.award!.boq!).map((entry) => [entry.oz, entry.kind === 'item' ? entry.up : null]),
    );
  });

  it('exports a BoQ built here with titles and items as a valid X83', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/boqs`,
      headers: office.headers,
      payload: { name: 'Angebot: Türen/Tore' },
    });
    const boqId = created.json<{ id: string }>().id;
    const title = await t.app.inject({
      method: 'POST',
      url: `/api/v1/boqs/${boqId}/nodes`,
      headers: office.headers,
      payload: { kind: 'title', parentId: null, shortText: 'Türen' },
    });
    const titleId = title.json<{ node: { id: string } }>().node.id;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/boqs/${boqId}/nodes`,
      headers: office.headers,
      payload: {
        kind: 'item',
        parentId: titleId,
        shortText: 'Innentür liefern und montieren',
        qty: '12',
        unit: 'Stk',
        unitPrice: '389.90',
      },
    });
    const response = await exportFile(boqId, '83');
    expect(validateWithXmllint(response.body, '83')).toEqual({ valid: true, output: '- validates' });
    expect(response.headers['content-disposition']).toContain('.X83');
    expect(itemsByOz(readGaeb(response.body).document)).toMatchObject({
      '01.0010': { short: 'Innentür liefern und montieren', qty: '12.000', unit: 'Stk' },
    });
    expect(validateWithXmllint((await exportFile(boqId, '84')).body, '84')).toEqual({
      valid: true,
      output: '- validates',
    });
  });

  it("refuses an unknown phase with 400 and another company's BoQ with 404", async () => {
    const { boqId } = await importSample(t, office, projectId, 'boq.x83');
    expect((await exportFile(boqId, '85')).statusCode).toBe(400);
    expect((await exportFile(boqId, '84', stranger)).statusCode).toBe(404);
  });

  it('refuses an X84 with 409 while the company has no address, and an X86 without any owner address', async () => {
    const other = await signedInUser(t, { role: 'office', companyName: 'Ohne Anschrift GmbH' });
    const otherProject = await seedProject(t.db, other.companyId);
    const { boqId } = await importSample(t, other, otherProject, 'boq.x83');
    const bid = await exportFile(boqId, '84', other);
    expect(bid.statusCode).toBe(409);
    expect(bid.headers['content-type']).toContain('application/problem+json');
    expect(bid.json<{ detail: string }>().detail).toContain('Firmeneinstellungen');
    expect((await exportFile(boqId, '83', other)).statusCode).toBe(200);

    await t.db
      .update(companies)
      .set({ street: 'Weg 1', postalCode: '54321', city: 'Neustadt' })
      .where(eq(companies.id, other.companyId));
    // boq.x83 names no owner: the X86 takes the project's client, which has no address yet.
    const contract = await exportFile(boqId, '86', other);
    expect(contract.statusCode).toBe(409);
    expect(contract.json<{ detail: string }>().detail).toContain('Kunden des Projekts');
    const [project] = await t.db.select().from(projects).where(eq(projects.id, otherProject));
    await t.db
      .update(clients)
      .set({
        addresses: [
          {
            kind: 'billing',
            label: '',
            street: 'Hauptstraße 9',
            postalCode: '10115',
            city: 'Berlin',
            country: 'DE',
          },
        ],
      })
      .where(eq(clients.id, project!.clientId));
    const valid = await exportFile(boqId, '86', other);
    expect(validateWithXmllint(valid.body, '86')).toEqual({ valid: true, output: '- validates' });
    expect(readGaeb(valid.body).document.award?.owner?.address).toMatchObject({
      name1: 'Erika Mustermann',
      city: 'Berlin',
    });
    expect(readGaeb(valid.body).document.award?.contractor?.address).toMatchObject({
      name1: 'Ohne Anschrift GmbH',
      city: 'Neustadt',
    });
  });
});
