import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectFile } from '@vendoc/contract/files';
import type { IncomingInvoice } from '@vendoc/contract/incoming-invoices';
import { attachFacturX } from '@vendoc/einvoice/factur-x-pdf';
import { representativeInvoices } from '@vendoc/einvoice/test-invoices';
import { invoicePdf } from '@vendoc/einvoice/test-support/pdf';
import { toFacturXCii } from '@vendoc/einvoice/write';
import { eq } from 'drizzle-orm';
import { projectFiles } from '../../db/schema';
import { CONTENT_MISSING } from '../../lib/send-content';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertPhoto } from '../quantity-surveys/quantity-surveys-test-support';
import { createFilesDir, multipartBody, seedProject, signedInUser } from '../files/files-test-support';

// The official XRechnung test suite's business cases (../shared/testdata/einvoice/samples): tests may read them.
const samplesDir = fileURLToPath(
  new URL('../../../../../../shared/testdata/einvoice/samples/', import.meta.url),
);
const samples = readdirSync(samplesDir).filter((name) => name.endsWith('.xml'));

/** What the file itself says (read with a regular expression, not with the reader under test). */
const payableIn = (xml: string) =>
  /<(?:ram:DuePayableAmount|cbc:PayableAmount)[^>]*>([^<]+)</.exec(xml)?.[1]?.trim();
const numberIn = (xml: string) =>
  /<(?:rsm:ExchangedDocument>\s*<ram:ID|cbc:ID)>([^<]+)</.exec(xml)?.[1]?.trim();

let t: TestApp;
let filesDir: string;
let headers: Record<string, string>;
let files: ProjectFile[];
let otherHeaders: Record<string, string>;

beforeAll(async () => {
  filesDir = await createFilesDir();
  t = await createTestApp({ filesDir });
  let companyId: string;
  ({ headers, companyId } = await signedInUser(t, { role: 'office' }));
  ({ headers: otherHeaders } = await signedInUser(t, { role: 'admin' }));
  const projectId = await seedProject(t.db, companyId);
  const model = representativeInvoices.plainInvoice;
  // A supplier's XRechnung whose amount due does not add up (BR-CO-16): kept, read, and its errors shown.
  const wrongAmountDue = readFileSync(`${samplesDir}01.01a-INVOICE_uncefact.xml`, 'utf8').replace(
    /(<ram:DuePayableAmount>)[^<]+/,
    '$1999.99',
  );
  const zugferd = await attachFacturX(
    await invoicePdf(`Rechnung ${model.number}`),
    await toFacturXCii(model),
  );
  const body = multipartBody([
    ...samples.map((name) => ({
      name: 'files',
      filename: name,
      content: readFileSync(`${samplesDir}${name}`),
    })),
    { name: 'files', filename: 'ZUGFeRD.pdf', content: Buffer.from(zugferd) },
    { name: 'files', filename: 'Falscher Zahlbetrag.xml', content: wrongAmountDue },
    { name: 'files', filename: 'Brief.pdf', content: Buffer.from(await invoicePdf('Nur ein Brief')) },
    { name: 'files', filename: 'Notiz.xml', content: '<note>keine Rechnung</note>' },
    { name: 'files', filename: 'kaputt.xml', content: '<rsm:CrossIndustryInvoice xmlns:rsm="x"><unclosed>' },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/files`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
  expect(response.statusCode).toBe(201);
  files = response.json<{ files: ProjectFile[] }>().files;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await rm(filesDir, { recursive: true, force: true });
});

const read = (file: ProjectFile | undefined, as = headers) =>
  t.app.inject({ method: 'GET', url: `/api/v1/files/${file?.id}/e-invoice`, headers: as });

describe('GET /api/v1/files/{id}/e-invoice', () => {
  it('reads every official sample (CII and UBL) with its number, parties, lines and totals', async () => {
    for (const [index, name] of samples.entries()) {
      const xml = readFileSync(`${samplesDir}${name}`, 'utf8');
      const response = await read(files[index]);
      expect(response.statusCode, name).toBe(200);
      const invoice = response.json<IncomingInvoice>();
      expect(invoice.fileName).toBe(name);
      expect(invoice.syntax).toBe(name.includes('uncefact') ? 'CII' : 'UBL');
      expect(invoice.number, name).toBe(numberIn(xml));
      expect(invoice.totals.payable, name).toBe(payableIn(xml));
      expect(invoice.seller.name.length, name).toBeGreaterThan(0);
      expect(invoice.lines.length, name).toBeGreaterThan(0);
      expect(invoice.typeLabel, name).toBe('Rechnung');
      // every official sample passes the official rules (XRechnung: EN 16931 and the German rules)
      expect(invoice.check, name).toMatchObject({ profile: 'xrechnung', valid: true, errors: [] });
      // the samples' units (XPP piece, DAY, MON) in German
      for (const line of invoice.lines)
        expect(line.unit, name).toBe({ XPP: 'Stk', DAY: 'Tag', MON: 'Monat' }[line.unitCode ?? '']);
    }
  });

  it('reads the XML a ZUGFeRD PDF carries', async () => {
    const response = await read(files[samples.length]);
    expect(response.statusCode).toBe(200);
    const invoice = response.json<IncomingInvoice>();
    expect(invoice).toMatchObject({
      container: 'pdf',
      syntax: 'CII',
      number: representativeInvoices.plainInvoice.number,
      // a ZUGFeRD (EN 16931 profile) is checked against the EN 16931 rules, and what we write passes them
      check: { profile: 'en16931', valid: true },
    });
  });

  it('shows a file that breaks the rules with the rules it breaks', async () => {
    const response = await read(files[samples.length + 1]);
    expect(response.statusCode).toBe(200);
    const invoice = response.json<IncomingInvoice>();
    expect(invoice.totals.payable).toBe('999.99');
    expect(invoice.check?.valid).toBe(false);
    expect(invoice.check?.errors.map((error) => error.rule)).toContain('BR-CO-16');
  });

  it('answers 422 in German for a PDF without e-invoice, other XML and broken XML', async () => {
    for (const file of files.slice(samples.length + 2)) {
      const response = await read(file);
      expect(response.statusCode, file.name).toBe(422);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json<{ detail: string }>().detail).toContain('keine lesbare E-Rechnung');
    }
  });

  it('answers 404 for another company’s file and for an unknown id, 400 for a malformed id', async () => {
    expect((await read(files[0], otherHeaders)).statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/files/00000000-0000-4000-8000-000000000000/e-invoice',
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/v1/files/abc/e-invoice', headers });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 404 (not 500) for a file whose stored content is gone, as GET …/content does', async () => {
    const [file] = await t.db.select().from(projectFiles).where(eq(projectFiles.id, files[0]!.id));
    const lost = await insertPhoto(t.db, file!.companyId, file!.projectId, file!.uploadedBy, 'Verloren.xml');
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/files/${lost}/e-invoice`, headers });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ detail: CONTENT_MISSING });
  });
});
