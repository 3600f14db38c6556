import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDocument } from '@vendoc/contract/order-documents';
import type { ProjectExport } from '@vendoc/contract/project-exports';
import { validateWithXmllint } from '@vendoc/gaeb/test-support/xmllint';
import { pageTexts } from '@vendoc/pdf/poppler';
import { jobs, projectExports } from '../../db/schema';
import { createJobQueue, INTERRUPTED_REASON, type JobQueue } from '../../lib/jobs/job-queue';
import { call, seedTenant, type SignedInUser, type Tenant } from '../../test/tenant-fixtures';
import type { TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { multipartBody, pdfDocument, pngImage } from '../files/files-test-support';
import {
  draftWith,
  expectStatus,
  issue,
  position,
  putDocument,
  seedProjectWithClient,
  startOrderDocumentsApp,
  UNKNOWN_ID,
} from '../order-documents/order-documents-test-support';
import { createPin, createPlan, insertPlanFile } from '../plans/plans-test-support';
import { addLine, createBoq, createSurvey } from '../quantity-surveys/quantity-surveys-test-support';
import { EXPORT_CLEANUP_QUEUE, EXPORT_QUEUE, registerExportJobs } from './project-export-job';

let context: Awaited<ReturnType<typeof startOrderDocumentsApp>>;
let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let projectId: string;
let invoice: OrderDocument;
let wallOz: string | undefined;
const plan = pdfDocument('Grundriss Erdgeschoss');
const photo = pngImage(4, 4);
const secondPhoto = pngImage(6, 6);

async function upload(name: string, content: Buffer, folderId?: string): Promise<string> {
  const form = multipartBody([
    ...(folderId === undefined ? [] : [{ name: 'folderId', content: folderId }]),
    { name: 'files', filename: name, content },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/files`,
    headers: { ...tenant.office.headers, ...form.headers },
    payload: form.payload,
  });
  return expectStatus<{ files: { id: string }[] }>(response, 201).files[0]!.id;
}

beforeAll(async () => {
  context = await startOrderDocumentsApp();
  ({ t, tenant } = context);
  other = await seedTenant(t);
  ({ projectId } = await seedProjectWithClient(t.db, tenant.companyId));
  const boq = await createBoq(t, tenant.office, projectId, {
    name: 'Angebot Trockenbau',
    items: [
      { shortText: 'Gipskartonwand', qty: '12.000', unit: 'm2' },
      { shortText: 'Spachteln Q3', qty: '7.250', unit: 'm2' },
    ],
  });
  [wallOz] = [...boq.items.keys()];
  for (const [nodeId, unitPrice] of [...boq.items.values()].map((id, index) => [
    id,
    ['45.50', '10.00'][index],
  ])) {
    const priced = await call(t, {
      method: 'PATCH',
      url: `/api/v1/boqs/${boq.id}/nodes/${nodeId}`,
      as: tenant.office,
      body: { unitPrice, version: 1 },
    });
    expect(priced.statusCode, priced.body).toBe(200);
  }
  const survey = await createSurvey(t, tenant.office, { projectId, boqId: null, name: 'Erdgeschoss' });
  await addLine(t, tenant.office, survey.id, {
    sheetId: survey.sheets[0]!.id,
    text: 'Wand Nord',
    expression: '2,50*2,75',
  });
  const draft = await draftWith(t, tenant.office, projectId, 'invoice', [position('01', '2', '100.00')]);
  invoice = await issue(
    t,
    tenant.office,
    expectStatus<OrderDocument>(
      await putDocument(t, tenant.office, draft, {
        eInvoiceFormat: 'xrechnung_cii',
        buyerReference: '04011000-12345-67',
      }),
      200,
    ),
  );
  expectStatus(
    await call(t, {
      method: 'POST',
      url: '/api/v1/construction-notes',
      as: tenant.office,
      body: { projectId, date: '2026-11-23', remarks: 'Estrich verlegt' },
    }),
    201,
  );
  expectStatus(
    await call(t, {
      method: 'POST',
      url: '/api/v1/smart-notes',
      as: tenant.office,
      body: {
        projectId,
        type: 'defect',
        title: 'Riss in der Wand; Flur',
        text: 'Breite "2 mm"',
        dueDate: '2026-12-10',
        assigneeId: tenant.office.userId,
        checklist: [{ text: 'Foto gemacht', done: true }, { text: 'Maler beauftragen' }],
      },
    }),
    201,
  );
  const folder = expectStatus<{ id: string }>(
    await call(t, {
      method: 'POST',
      url: `/api/v1/projects/${projectId}/folders`,
      as: tenant.office,
      body: { name: 'Pläne' },
    }),
    201,
  );
  const planFileId = await upload('Grundriss EG.pdf', plan, folder.id);
  await upload('Foto.png', photo);
  await upload('Foto.png', secondPhoto);
  const groundFloor = await createPlan(t, tenant.office, projectId, {
    name: 'Grundriss EG',
    number: 'A-101',
    fileId: planFileId,
  });
  await createPin(t, tenant.office, groundFloor.id, {
    x: '0.25',
    y: '0.40',
    newSmartNote: { title: 'Fliese gesprungen', text: 'Bad, Wand links', dueDate: '2026-12-12' },
  });
  // A plan whose file was deleted afterwards: its report still lists the pins, without the picture.
  const sectionFileId = await upload('Schnitt.pdf', pdfDocument('Schnitt A-A'));
  const section = await createPlan(t, tenant.office, projectId, { name: 'Schnitt', fileId: sectionFileId });
  await createPin(t, tenant.office, section.id, { x: '0.5', y: '0.5', label: 'Fuge offen', type: 'task' });
  const deleted = await call(t, {
    method: 'DELETE',
    url: `/api/v1/files/${sectionFileId}`,
    as: tenant.office,
  });
  expect(deleted.statusCode).toBe(204);
});
afterAll(async () => {
  await context?.close();
});

const start = (as: SignedInUser, body: unknown, project = projectId) =>
  call(t, { method: 'POST', url: `/api/v1/projects/${project}/exports`, as, body });
const read = async (id: string, as: SignedInUser = tenant.office) =>
  expectStatus<ProjectExport>(await call(t, { method: 'GET', url: `/api/v1/exports/${id}`, as }), 200);
const download = (id: string, as: SignedInUser = tenant.office) =>
  t.app.inject({ method: 'GET', url: `/api/v1/exports/${id}/download`, headers: as.headers });

/** Starts an export and runs its job on the app's queue; the export as it ended. */
async function exportNow(body: unknown): Promise<ProjectExport> {
  const created = expectStatus<ProjectExport>(await start(tenant.office, body), 202);
  expect(created.status).toBe('queued');
  expect(await t.app.jobs.workOnce([EXPORT_QUEUE])).toBe('done');
  return read(created.id);
}

async function entriesOf(id: string): Promise<Record<string, Uint8Array>> {
  const response = await download(id);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  return unzipSync(new Uint8Array(response.rawPayload));
}

const text = (bytes: Uint8Array | undefined) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
const footprint = async () => ({
  exports: (await t.db.select({ n: count() }).from(projectExports))[0]!.n,
  jobs: (await t.db.select({ n: count() }).from(jobs).where(eq(jobs.queue, EXPORT_QUEUE)))[0]!.n,
});
const tempFiles = async () => readdir(join(t.config.filesDir, '.tmp')).catch(() => []);

/**
 * The app's storage with one blob's reads held open: the export job stalls inside that file, so a test can
 * cancel it or stop its worker mid-job. `release()` puts the storage back.
 */
function stallReadsOf(sha256: string) {
  const storage = t.app.fileStorage;
  const original = storage.get.bind(storage);
  let started!: () => void;
  const reading = new Promise<void>((resolve) => {
    started = resolve;
  });
  storage.get = async (hash, range) => {
    if (hash !== sha256) return original(hash, range);
    const stream = new Readable({ read() {} });
    stream.push(Buffer.alloc(64 * 1024, 1));
    started();
    return stream;
  };
  return { reading, release: () => (storage.get = original) };
}

const planSha = () => createHash('sha256').update(plan).digest('hex');

/** The BoQ's workbook: sheet "LV", the title bold with its total, numbers as numeric cells in German formats. */
async function expectBoqWorkbook(bytes: Uint8Array | undefined) {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer ("Buffer" of its own).
  await workbook.xlsx.load(new Uint8Array(bytes!).buffer);
  const sheet = workbook.getWorksheet('LV')!;
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  const rowWith = (column: number, value: string) =>
    rows.find((row) => row.getCell(column).value === value) ?? expect.fail(`no row with ${value}`);
  expect(rowWith(1, 'OZ').values).toEqual([undefined, 'OZ', 'Kurztext', 'Menge', 'Einheit', 'EP', 'GP']);

  const title = rowWith(2, 'Trockenbau');
  expect(title.font.bold).toBe(true);
  expect(title.getCell(6).value).toBe(618.5);

  const wall = rowWith(1, wallOz!);
  expect(wall.getCell(2).value).toBe('Gipskartonwand');
  const quantity = wall.getCell(3);
  expect(quantity.type).toBe(ExcelJS.ValueType.Number);
  expect(quantity.value).toBe(12);
  expect(quantity.numFmt).toBe('#,##0.000');
  expect(wall.getCell(4).value).toBe('m2');
  expect(wall.getCell(5).value).toBe(45.5);
  expect(wall.getCell(5).numFmt).toBe('#,##0.00 "€"');
  expect(wall.getCell(6).value).toBe(546);
  expect(rowWith(2, 'Spachteln Q3').getCell(3).value).toBe(7.25);

  expect(rowWith(2, 'Summe').getCell(6).value).toBe(618.5);
  expect(rowWith(2, 'MwSt. 19,00 %').getCell(6).value).toBe(117.52);
  expect(rowWith(2, 'Brutto').getCell(6).value).toBe(736.02);
}

describe('project export', () => {
  it('exports the whole project record as a ZIP: GAEB, X31 and PDFs, invoice and e-invoice, diary, notes, files in their folders', async () => {
    const done = await exportNow({ everything: true });
    expect(done).toMatchObject({ status: 'done', phase: 'Fertig', error: null });
    expect(done.progress.done).toBe(done.progress.total);
    expect(done.fileName).toMatch(/^Projektexport P-\w+ Sanierung Lindenstraße \w+ \d{4}-\d{2}-\d{2}\.zip$/);
    expect(new Date(done.expiresAt).getTime() - new Date(done.finishedAt!).getTime()).toBe(
      7 * 24 * 3600 * 1000,
    );

    const entries = await entriesOf(done.id);
    const names = Object.keys(entries).sort();
    expect(names).toEqual(
      [
        'Aufmaße/Aufmaß Erdgeschoss.pdf',
        'Aufmaße/Erdgeschoss.X31',
        'Bautagebuch/' + names.find((name) => name.startsWith('Bautagebuch/'))!.slice('Bautagebuch/'.length),
        `Belege/${invoice.number}.pdf`,
        names.find((name) => name.startsWith('Belege/E-Rechnungen/'))!,
        'Dateien/Foto (2).png',
        'Dateien/Foto.png',
        'Dateien/Pläne/Grundriss EG.pdf',
        'Inhalt.txt',
        'Leistungsverzeichnisse/Angebot Trockenbau.X83',
        'Leistungsverzeichnisse/Angebot Trockenbau.X84',
        'Leistungsverzeichnisse/Angebot Trockenbau.X86',
        'Leistungsverzeichnisse/Angebot Trockenbau.xlsx',
        'Notizen und Mängel/Notizen und Mängel.csv',
        'Notizen und Mängel/Notizen und Mängel.pdf',
        'Pläne/Mängelbericht A-101 Grundriss EG Index A.pdf',
        'Pläne/Mängelbericht Schnitt Index A.pdf',
      ].sort(),
    );
    expect(names.find((name) => name.startsWith('Bautagebuch/'))).toMatch(
      /^Bautagebuch\/Bautagebuch .*23\.11\.2026\.pdf$/,
    );
    for (const phase of ['83', '84', '86'] as const) {
      const xml = text(entries[`Leistungsverzeichnisse/Angebot Trockenbau.X${phase}`]);
      expect(validateWithXmllint(xml, phase)).toEqual({ valid: true, output: '- validates' });
    }
    expect(validateWithXmllint(text(entries['Aufmaße/Erdgeschoss.X31']), '31').valid).toBe(true);
    // The files byte for byte; the PDFs made for the export are PDFs.
    expect(Buffer.from(entries['Dateien/Pläne/Grundriss EG.pdf']!).equals(plan)).toBe(true);
    // Two files of one name in a folder: both, the second numbered (which is which follows the files' order).
    const photos = ['Dateien/Foto.png', 'Dateien/Foto (2).png'].map((name) =>
      Buffer.from(entries[name]!).toString('hex'),
    );
    expect(photos.sort()).toEqual([photo, secondPhoto].map((bytes) => bytes.toString('hex')).sort());
    for (const name of names.filter((each) => each.endsWith('.pdf')))
      expect(text(entries[name]!.slice(0, 5)), name).toBe('%PDF-');
    // The e-invoice is the one stored at issue (checked against the official rules then).
    const stored = await call(t, {
      method: 'GET',
      url: `/api/v1/order-documents/${invoice.id}/e-invoice`,
      as: tenant.office,
    });
    const eInvoice = names.find((name) => name.startsWith('Belege/E-Rechnungen/'))!;
    expect(Buffer.from(entries[eInvoice]!).equals(stored.rawPayload)).toBe(true);
    expect(text(entries[eInvoice])).toContain('CrossIndustryInvoice');

    const csv = text(entries['Notizen und Mängel/Notizen und Mängel.csv']);
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFArt;Titel;Status;Fällig am;Zuständig;Erstellt am;Checkliste;Text',
    );
    expect(csv).toContain('Mangel;"Riss in der Wand; Flur";Offen;');
    expect(csv).toContain('"Breite ""2 mm"""');
    await expectBoqWorkbook(entries['Leistungsverzeichnisse/Angebot Trockenbau.xlsx']);

    // Every plan's defect report: the pin list, then the plan with the pins drawn on it.
    const report = await pageTexts(entries['Pläne/Mängelbericht A-101 Grundriss EG Index A.pdf']!);
    expect(report.slice(0, -1).join('\n')).toContain(
      'Nr. 1 · Mangel · Offen · Fliese gesprungen (Frist 12.12.2026)',
    );
    expect(report.at(-1)).toContain('Grundriss Erdgeschoss');
    const withoutFile = await pageTexts(entries['Pläne/Mängelbericht Schnitt Index A.pdf']!);
    expect(withoutFile.join('\n')).toContain('Nr. 1 · Aufgabe · Offen · Fuge offen');
    expect(withoutFile.at(-1)).toContain('Die Plandatei wurde gelöscht.');

    // The notes as a list through the defect report layout, oldest first, with what each one holds.
    const notes = (await pageTexts(entries['Notizen und Mängel/Notizen und Mängel.pdf']!)).join('\n');
    expect(notes).toContain('Notizen und Mängel');
    // The list is not a defect notice: the layout prints the document's own title.
    expect(notes).not.toContain('Mängelanzeige');
    expect(notes).toContain('Nr. 1 · Mangel · Offen · Riss in der Wand; Flur');
    expect(notes).toMatch(/Fällig am 10\.12\.2026 · Zuständig: \S+/);
    expect(notes).toContain('Breite "2 mm"');
    expect(notes).toContain('Checkliste: [x] Foto gemacht, [ ] Maler beauftragen');
    expect(notes).toContain('Nr. 2 · Mangel · Offen · Fliese gesprungen');
    expect(notes).toContain('2 Einträge, davon 2 offen.');

    const contents = text(entries['Inhalt.txt']);
    expect(contents).toContain('Umfang: Gesamte Projektakte');
    expect(contents).toContain('\r\nNotizen und Mängel\r\n  Notizen und Mängel.csv (');
    expect(contents).toContain('  Notizen und Mängel.pdf (');
    expect(contents).toContain('\r\nPläne\r\n  Mängelbericht A-101 Grundriss EG Index A.pdf (');
    expect(contents).toContain(
      'Hinweise\r\n  Pläne/Mängelbericht Schnitt Index A.pdf: Die Plandatei wurde gelöscht; der Bericht enthält nur die Liste der Pins.',
    );
    expect(contents).toContain('  Pläne/Grundriss EG.pdf (');
    expect(contents).toContain('  Angebot Trockenbau.X86');
    expect(contents).not.toContain('Nicht enthalten');
  });

  it('exports only the chosen parts, the BoQ in the chosen phases and the diary as one PDF of the period', async () => {
    const done = await exportNow({
      include: ['boqs', 'siteDiary'],
      boqPhases: ['84'],
      diary: { mode: 'period' },
    });
    const names = Object.keys(await entriesOf(done.id)).sort();
    // The XLSX beside the GAEB files unless asked not to (requests from before the option get it).
    expect(names).toEqual([
      'Bautagebuch/Bautagebuch ' + names[0]!.slice('Bautagebuch/Bautagebuch '.length),
      'Inhalt.txt',
      'Leistungsverzeichnisse/Angebot Trockenbau.X84',
      'Leistungsverzeichnisse/Angebot Trockenbau.xlsx',
    ]);
    expect(names[0]).toMatch(/23\.11\.2026 bis 23\.11\.2026\.pdf$/);
    expect(done.progress).toEqual({ done: 4, total: 4 });
    expect(done.options.boqXlsx).toBe(true);

    const gaebOnly = await exportNow({ include: ['boqs'], boqPhases: ['83'], boqXlsx: false });
    expect(gaebOnly.options.boqXlsx).toBe(false);
    expect(Object.keys(await entriesOf(gaebOnly.id)).sort()).toEqual([
      'Inhalt.txt',
      'Leistungsverzeichnisse/Angebot Trockenbau.X83',
    ]);
  });

  it('reads exports stored before the XLSX option as made without it', async () => {
    const done = await exportNow({ include: ['smartNotes'] });
    const { boqXlsx: _left, ...before } = done.options;
    await t.db
      .update(projectExports)
      .set({ options: before as never })
      .where(eq(projectExports.id, done.id));
    expect((await read(done.id)).options).toEqual({ ...before, boqXlsx: false });
  });

  it('lists the exports of the project newest first, and refuses a download before the export is done (409)', async () => {
    const queued = expectStatus<ProjectExport>(await start(tenant.office, { include: ['smartNotes'] }), 202);
    const early = await download(queued.id);
    expect(early.statusCode).toBe(409);
    expect(early.headers['content-type']).toContain('application/problem+json');
    const list = expectStatus<{ items: ProjectExport[] }>(
      await call(t, { method: 'GET', url: `/api/v1/projects/${projectId}/exports`, as: tenant.admin }),
      200,
    );
    expect(list.items[0]).toMatchObject({
      id: queued.id,
      status: 'queued',
      createdBy: { id: tenant.office.userId },
    });
    expect(list.items.length).toBeGreaterThan(1);
    await t.app.jobs.drain([EXPORT_QUEUE]);
  });

  it.each([
    ['nothing chosen', {}, ['include']],
    ['an unknown part', { include: ['plans3d'] }, ['include.0']],
    ['no GAEB phase', { include: ['boqs'], boqPhases: [] }, ['boqPhases']],
    ['an XLSX choice that is not yes or no', { include: ['boqs'], boqXlsx: 'ja' }, ['boqXlsx']],
    [
      'a period that ends before it begins',
      { include: ['siteDiary'], diary: { mode: 'period', from: '2026-11-30', to: '2026-11-01' } },
      ['diary.to'],
    ],
  ])('refuses %s with 400 problem+json and stores nothing', async (_name, body, paths) => {
    const before = await footprint();
    const response = await start(tenant.office, body);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json<{ errors: { path: string }[] }>();
    expect(problem.errors.map((error) => error.path)).toEqual(paths);
    expect(await footprint()).toEqual(before);
  });

  it('lets fitters neither start nor read exports (403)', async () => {
    const done = await exportNow({ include: ['smartNotes'] });
    expect((await start(tenant.fitter, { everything: true })).statusCode).toBe(403);
    expect(
      (await call(t, { method: 'GET', url: `/api/v1/exports/${done.id}`, as: tenant.fitter })).statusCode,
    ).toBe(403);
    expect((await download(done.id, tenant.fitter)).statusCode).toBe(403);
    expect(
      (await call(t, { method: 'GET', url: `/api/v1/projects/${projectId}/exports`, as: tenant.fitter }))
        .statusCode,
    ).toBe(403);
  });

  it("answers 404 for another company's project and export, and for unknown ones", async () => {
    const done = await exportNow({ include: ['smartNotes'] });
    const before = await footprint();
    expect((await start(other.admin, { everything: true })).statusCode).toBe(404);
    expect((await start(tenant.office, { everything: true }, UNKNOWN_ID)).statusCode).toBe(404);
    expect(await footprint()).toEqual(before);
    for (const [method, url] of [
      ['GET', `/api/v1/exports/${done.id}`],
      ['GET', `/api/v1/exports/${done.id}/download`],
      ['POST', `/api/v1/exports/${done.id}/cancel`],
      ['DELETE', `/api/v1/exports/${done.id}`],
      ['GET', `/api/v1/projects/${projectId}/exports`],
    ] as const) {
      const response = await call(t, { method, url, as: other.admin });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await read(done.id)).status).toBe('done');
    expect(
      (await call(t, { method: 'GET', url: `/api/v1/exports/${UNKNOWN_ID}`, as: tenant.office })).statusCode,
    ).toBe(404);
  });

  it('cancels a queued export: its job never runs', async () => {
    const queued = expectStatus<ProjectExport>(await start(tenant.office, { include: ['files'] }), 202);
    const cancelled = expectStatus<ProjectExport>(
      await call(t, { method: 'POST', url: `/api/v1/exports/${queued.id}/cancel`, as: tenant.office }),
      200,
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', phase: 'Abgebrochen' });
    expect(await t.app.jobs.workOnce([EXPORT_QUEUE])).toBe('idle');
    const again = await call(t, {
      method: 'POST',
      url: `/api/v1/exports/${queued.id}/cancel`,
      as: tenant.office,
    });
    expect(again.statusCode).toBe(409);
  });

  it('cancels a running export inside a file: the job stops and the partial ZIP is removed', async () => {
    const stall = stallReadsOf(planSha());
    try {
      const queued = expectStatus<ProjectExport>(await start(tenant.office, { include: ['files'] }), 202);
      const running = t.app.jobs.workOnce([EXPORT_QUEUE]);
      await stall.reading;
      expect(await read(queued.id)).toMatchObject({ status: 'running', phase: 'Dateien: Grundriss EG.pdf' });
      expect(await tempFiles()).toHaveLength(1);
      await call(t, { method: 'POST', url: `/api/v1/exports/${queued.id}/cancel`, as: tenant.office });
      expect(await running).toBe('cancelled');
      expect(await read(queued.id)).toMatchObject({ status: 'cancelled', fileName: null });
      expect(await tempFiles()).toEqual([]);
      expect((await download(queued.id)).statusCode).toBe(409);
    } finally {
      stall.release();
    }
  });

  describe('a server stopped during an export', () => {
    /** A second server instance on the same database, with its own clock (to let a lease run out). */
    function instance(clock: ReturnType<typeof createTestClock>): JobQueue {
      const queue = createJobQueue({ db: t.db, now: clock.now, leaseMs: 60_000 });
      registerExportJobs(queue, {
        db: t.db,
        storage: t.app.fileStorage,
        rules: t.app.officialRules,
        contentUrls: t.app.contentUrls,
      });
      return queue;
    }

    it('is run again from the start by another instance once the lease has run out', async () => {
      const stall = stallReadsOf(planSha());
      const queued = expectStatus<ProjectExport>(await start(tenant.office, { include: ['files'] }), 202);
      // The instances' clock from now on: the job is due.
      const clock = createTestClock(new Date());
      const crashed = instance(clock);
      const running = crashed.workOnce([EXPORT_QUEUE]);
      await stall.reading;
      crashed.halt();
      expect(await running).toBe('released');
      stall.release();
      expect((await read(queued.id)).status).toBe('running');

      const restarted = instance(clock);
      expect(await restarted.workOnce([EXPORT_QUEUE])).toBe('idle');
      clock.advanceSeconds(61);
      expect(await restarted.workOnce([EXPORT_QUEUE])).toBe('done');
      const done = await read(queued.id);
      expect(done).toMatchObject({ status: 'done', error: null });
      expect(Object.keys(await entriesOf(done.id)).sort()).toEqual([
        'Dateien/Foto (2).png',
        'Dateien/Foto.png',
        'Dateien/Pläne/Grundriss EG.pdf',
        'Inhalt.txt',
      ]);
      expect(await tempFiles()).toEqual([]);
    });

    it('fails with the reason when it was interrupted again on its last attempt, never left running', async () => {
      const queued = expectStatus<ProjectExport>(await start(tenant.office, { include: ['files'] }), 202);
      const clock = createTestClock(new Date());
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const stall = stallReadsOf(planSha());
        const crashed = instance(clock);
        const running = crashed.workOnce([EXPORT_QUEUE]);
        await stall.reading;
        crashed.halt();
        await running;
        stall.release();
        clock.advanceSeconds(61);
      }
      expect(await instance(clock).workOnce([EXPORT_QUEUE])).toBe('failed');
      expect(await read(queued.id)).toMatchObject({
        status: 'failed',
        error: INTERRUPTED_REASON,
        phase: 'Fehlgeschlagen',
      });
    });
  });

  it('deletes an export with its file', async () => {
    const done = await exportNow({ include: ['files'] });
    const [row] = await t.db.select().from(projectExports).where(eq(projectExports.id, done.id));
    expect(await t.app.fileStorage.stat(row!.sha256!)).not.toBeNull();
    expect(
      (await call(t, { method: 'DELETE', url: `/api/v1/exports/${done.id}`, as: tenant.office })).statusCode,
    ).toBe(204);
    expect(
      (await call(t, { method: 'GET', url: `/api/v1/exports/${done.id}`, as: tenant.office })).statusCode,
    ).toBe(404);
    expect(await t.app.fileStorage.stat(row!.sha256!)).toBeNull();
  });

  it('removes exports past their 7 days with their files in the hourly cleanup, and keeps the others', async () => {
    const expired = await exportNow({ include: ['smartNotes', 'files'] });
    const kept = await exportNow({ include: ['files'] });
    await t.db
      .update(projectExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(projectExports.id, expired.id));
    const [expiredRow] = await t.db.select().from(projectExports).where(eq(projectExports.id, expired.id));
    await t.app.jobs.schedule();
    expect(await t.app.jobs.workOnce([EXPORT_CLEANUP_QUEUE])).toBe('done');
    expect(
      (await call(t, { method: 'GET', url: `/api/v1/exports/${expired.id}`, as: tenant.office })).statusCode,
    ).toBe(404);
    expect(await t.app.fileStorage.stat(expiredRow!.sha256!)).toBeNull();
    expect((await read(kept.id)).status).toBe('done');
    expect((await download(kept.id)).statusCode).toBe(200);
  });

  // Last: the file row without content it adds would show in every later export of the files.
  it('exports the plans alone; a plan whose file is missing on the server is in, with a note in Inhalt.txt', async () => {
    const fileId = await insertPlanFile(
      t,
      { ...tenant, projectId, userId: tenant.office.userId },
      'application/pdf',
      'Dach.pdf',
    );
    const roof = await createPlan(t, tenant.office, projectId, { name: 'Dachaufsicht', fileId });
    await createPin(t, tenant.office, roof.id, {
      x: '0.1',
      y: '0.9',
      label: 'Attika undicht',
      type: 'defect',
    });
    const done = await exportNow({ include: ['plans'] });
    const entries = await entriesOf(done.id);
    expect(Object.keys(entries).sort()).toEqual([
      'Inhalt.txt',
      'Pläne/Mängelbericht A-101 Grundriss EG Index A.pdf',
      'Pläne/Mängelbericht Dachaufsicht Index A.pdf',
      'Pläne/Mängelbericht Schnitt Index A.pdf',
    ]);
    const pages = await pageTexts(entries['Pläne/Mängelbericht Dachaufsicht Index A.pdf']!);
    expect(pages.join('\n')).toContain('Nr. 1 · Mangel · Offen · Attika undicht');
    expect(pages.at(-1)).toContain('Der Plan lässt sich nicht darstellen');
    const contents = text(entries['Inhalt.txt']);
    expect(contents).toContain('Umfang: Pläne');
    expect(contents).toContain(
      'Pläne/Mängelbericht Dachaufsicht Index A.pdf: Die Plandatei fehlt auf dem Server; der Bericht enthält nur die Liste der Pins.',
    );
    expect(contents).not.toContain('Nicht enthalten');
  });
});
