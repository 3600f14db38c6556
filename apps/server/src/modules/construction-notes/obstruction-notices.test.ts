import { count, eq } from 'drizzle-orm';
import { obstructionNoticeSchema, type ObstructionNotice } from '@vendoc/contract/obstruction-notices';
import { pageTexts, pdfImages } from '@vendoc/pdf/poppler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obstructionNotices } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  call,
  fieldErrorPaths,
  seedTenant,
  type SignedInUser,
  type Tenant,
} from '../../test/tenant-fixtures';
import { createFilesDir, pngImage, uploadFile } from '../files/files-test-support';
import { createBoq } from '../quantity-surveys/quantity-surveys-test-support';
import { createNote, seedProject } from './construction-notes-test-support';

// Notices of obstruction (VOB/B §6) made from the site diary: the facts kept as sent, numbered per project, the
// sending of the notice and of its end recorded, both letters as PDF.

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let projectId: string;
let dayId: string;
let photoId: string;
let deliveryPhotoId: string;
let strayPhotoId: string;

const api = (as: SignedInUser, method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t, { method, url: `/api/v1${url}`, as, body });

const countNotices = async () =>
  (
    await t.db
      .select({ n: count() })
      .from(obstructionNotices)
      .where(eq(obstructionNotices.projectId, projectId))
  )[0]?.n ?? 0;

async function createNotice(as: SignedInUser, body: Record<string, unknown>): Promise<ObstructionNotice> {
  const response = await api(as, 'POST', `/construction-notes/${dayId}/obstruction-notices`, body);
  expect(response.statusCode, response.body).toBe(201);
  return obstructionNoticeSchema.parse(response.json());
}

const texts = async (body: Buffer) =>
  (await pageTexts(new Uint8Array(body))).map((page) => page.replace(/\s+/g, ' '));

beforeAll(async () => {
  t = await createTestApp({ filesDir: await createFilesDir() });
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  projectId = await seedProject(t, tenant);
  const boq = await createBoq(t, tenant.office, projectId, {
    items: [
      { shortText: 'Estrich OG', qty: '180', unit: 'm2' },
      { shortText: 'Fensterbänke innen', qty: '24', unit: 'St' },
    ],
  });
  const [screed, sills] = [...boq.items.values()];
  [photoId, deliveryPhotoId, strayPhotoId] = await Promise.all([
    uploadFile(t, tenant.fitter, projectId, 'Estrich nass.png', pngImage(40, 30)),
    uploadFile(t, tenant.fitter, projectId, 'Lieferschein.png', pngImage(30, 40)),
    uploadFile(t, tenant.fitter, projectId, 'Anderer Tag.png', pngImage(20, 20)),
  ]);
  const day = await createNote(t, tenant.fitter, {
    projectId,
    date: '2026-11-23',
    obstructions: [
      {
        cause: 'Estrich im OG nicht begehbar',
        since: '2026-11-23',
        affectedPositionIds: [sills, screed],
        expectedEffect: 'Fensterbänke erst nach drei Tagen',
      },
      { cause: 'Kran defekt', since: '2026-11-22' },
    ],
    photos: [{ fileId: photoId, caption: 'Estrich im OG noch nass' }],
    deliveries: [
      {
        supplier: 'Baustoff Nord',
        material: 'Fensterbänke',
        deliveryNoteNumber: '4711',
        photoFileId: deliveryPhotoId,
      },
    ],
  });
  dayId = day.id;
});
afterAll(async () => {
  await t?.close();
});

describe('obstruction notices', () => {
  it('makes a notice of a day’s obstruction: the facts, the affected positions by OZ and short text, the photos with captions, number 1', async () => {
    const notice = await createNotice(tenant.office, {
      obstructionIndex: 0,
      photoFileIds: [photoId, deliveryPhotoId],
    });
    expect(notice).toMatchObject({
      projectId,
      constructionNoteId: dayId,
      diaryDate: '2026-11-23',
      number: 1,
      cause: 'Estrich im OG nicht begehbar',
      since: '2026-11-23',
      expectedEffect: 'Fensterbänke erst nach drei Tagen',
      photos: [
        { fileId: photoId, caption: 'Estrich im OG noch nass' },
        { fileId: deliveryPhotoId, caption: 'Lieferschein 4711 (Baustoff Nord)' },
      ],
      endedOn: null,
      noticeSent: null,
      endSent: null,
      version: 1,
    });
    expect(notice.affectedPositions.map((position) => position.shortText)).toEqual([
      'Fensterbänke innen',
      'Estrich OG',
    ]);
    expect(notice.affectedPositions.every((position) => position.oz !== '')).toBe(true);

    const second = await createNotice(tenant.admin, { obstructionIndex: 1 });
    expect(second).toMatchObject({ number: 2, cause: 'Kran defekt', photos: [] });

    const listed = await api(tenant.fitter, 'GET', `/projects/${projectId}/obstruction-notices`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ items: ObstructionNotice[] }>().items.map((each) => each.number)).toEqual([1, 2]);
    const ofDay = await api(
      tenant.fitter,
      'GET',
      `/projects/${projectId}/obstruction-notices?date=2026-11-23`,
    );
    expect(ofDay.json<{ items: ObstructionNotice[] }>().items).toHaveLength(2);
    const ofOtherDay = await api(
      tenant.fitter,
      'GET',
      `/projects/${projectId}/obstruction-notices?date=2026-11-24`,
    );
    expect(ofOtherDay.json<{ items: ObstructionNotice[] }>().items).toEqual([]);
  });

  it('refuses a second notice of the same obstruction (409 naming the first), bad input (400 naming the field), fitters (403): nothing stored', async () => {
    const before = await countNotices();
    const again = await api(tenant.office, 'POST', `/construction-notes/${dayId}/obstruction-notices`, {
      obstructionIndex: 0,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ detail: string }>().detail).toContain('Nr. 1');

    for (const [body, paths] of [
      [{ obstructionIndex: 5 }, ['obstructionIndex']],
      [{ obstructionIndex: -1 }, ['obstructionIndex']],
      [{}, ['obstructionIndex']],
      [{ obstructionIndex: 0, photoFileIds: [strayPhotoId] }, ['photoFileIds.0']],
      [{ obstructionIndex: 0, photoFileIds: ['kein-foto'] }, ['photoFileIds.0']],
      [{ obstructionIndex: 0, unknown: true }, ['']],
    ] as const) {
      const response = await api(
        tenant.office,
        'POST',
        `/construction-notes/${dayId}/obstruction-notices`,
        body,
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      if (paths[0] !== '') expect(fieldErrorPaths(response)).toEqual(paths);
    }
    const byFitter = await api(tenant.fitter, 'POST', `/construction-notes/${dayId}/obstruction-notices`, {
      obstructionIndex: 0,
    });
    expect(byFitter.statusCode).toBe(403);
    expect(await countNotices()).toBe(before);
  });

  it('records the sending, the end and the sending of the end, in that order, with versions', async () => {
    const [notice] = (await api(tenant.office, 'GET', `/projects/${projectId}/obstruction-notices`)).json<{
      items: ObstructionNotice[];
    }>().items;
    const id = notice!.id;
    const endTooEarly = await api(tenant.office, 'POST', `/obstruction-notices/${id}/sendings`, {
      letter: 'end',
      sentOn: '2026-11-27',
      channel: 'email',
      recipient: 'Bauherr',
      version: notice!.version,
    });
    expect(endTooEarly.statusCode).toBe(409);

    const beforeStart = await api(tenant.office, 'POST', `/obstruction-notices/${id}/sendings`, {
      letter: 'notice',
      sentOn: '2026-11-20',
      channel: 'email',
      recipient: 'Bauherr',
      version: notice!.version,
    });
    expect(beforeStart.statusCode).toBe(400);
    expect(fieldErrorPaths(beforeStart)).toEqual(['sentOn']);

    const sent = await api(tenant.office, 'POST', `/obstruction-notices/${id}/sendings`, {
      letter: 'notice',
      sentOn: '2026-11-23',
      channel: 'email',
      recipient: 'Wohnbau Nord GmbH, Frau Lenz',
      version: notice!.version,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const afterSending = obstructionNoticeSchema.parse(sent.json());
    expect(afterSending.noticeSent).toMatchObject({
      sentOn: '2026-11-23',
      channel: 'email',
      recipient: 'Wohnbau Nord GmbH, Frau Lenz',
      recordedBy: { name: expect.any(String) },
    });
    expect(afterSending.version).toBe(2);

    const stale = await api(tenant.office, 'POST', `/obstruction-notices/${id}/end`, {
      endedOn: '2026-11-26',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ current: ObstructionNotice }>().current.version).toBe(2);

    const backwards = await api(tenant.office, 'POST', `/obstruction-notices/${id}/end`, {
      endedOn: '2026-11-22',
      version: 2,
    });
    expect(fieldErrorPaths(backwards)).toEqual(['endedOn']);

    const byFitter = await api(tenant.fitter, 'POST', `/obstruction-notices/${id}/end`, {
      endedOn: '2026-11-26',
      version: 2,
    });
    expect(byFitter.statusCode).toBe(403);

    const ended = await api(tenant.office, 'POST', `/obstruction-notices/${id}/end`, {
      endedOn: '2026-11-26',
      version: 2,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<ObstructionNotice>()).toMatchObject({ endedOn: '2026-11-26', version: 3 });

    const endSent = await api(tenant.office, 'POST', `/obstruction-notices/${id}/sendings`, {
      letter: 'end',
      sentOn: '2026-11-26',
      channel: 'letter',
      recipient: 'Wohnbau Nord GmbH',
      version: 3,
    });
    expect(endSent.statusCode, endSent.body).toBe(200);
    expect(endSent.json<ObstructionNotice>().endSent).toMatchObject({
      sentOn: '2026-11-26',
      channel: 'letter',
    });

    const endAgain = await api(tenant.office, 'POST', `/obstruction-notices/${id}/end`, {
      endedOn: '2026-11-27',
      version: 4,
    });
    expect(endAgain.statusCode).toBe(409);
  });

  it('prints the notice with its facts, the affected positions and the photos, and the notice of its end', async () => {
    const [notice, crane] = (
      await api(tenant.office, 'GET', `/projects/${projectId}/obstruction-notices`)
    ).json<{ items: ObstructionNotice[] }>().items;
    const letter = await api(tenant.fitter, 'GET', `/obstruction-notices/${notice!.id}/pdf`);
    expect(letter.statusCode, letter.body).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    const pages = await texts(letter.rawPayload);
    expect(pages).toHaveLength(2);
    for (const expected of [
      'Behinderungsanzeige Nr. 1 nach § 6 Abs. 1 VOB/B',
      'hiermit zeigen wir Ihnen nach § 6 Abs. 1 VOB/B an',
      'Behindert seit 23.11.2026 bis 26.11.2026',
      'Estrich im OG nicht begehbar',
      'Fensterbänke innen',
      'Estrich OG',
      'Fensterbänke erst nach drei Tagen',
      'Anlage: 2 Fotos',
    ])
      expect(pages[0]).toContain(expected);
    expect(pages[1]).toContain('Behinderungsanzeige Nr. 1: Fotos');
    expect(pages[1]).toContain('Lieferschein 4711 (Baustoff Nord)');
    expect(await pdfImages(new Uint8Array(letter.rawPayload))).toEqual([
      [2, 40, 30],
      [2, 30, 40],
    ]);

    const end = await api(tenant.office, 'GET', `/obstruction-notices/${notice!.id}/pdf?letter=end`);
    expect(end.statusCode, end.body).toBe(200);
    const [endPage, ...rest] = await texts(end.rawPayload);
    expect(rest).toEqual([]);
    expect(endPage).toContain(
      'Wegfall der Behinderung (§ 6 Abs. 3 VOB/B) – Behinderungsanzeige Nr. 1 vom 23.11.2026',
    );
    expect(endPage).toContain('am 26.11.2026 weggefallen');
    expect(endPage).toContain('vom 23.11.2026 bis zum 26.11.2026 (4 Kalendertage)');

    const notEnded = await api(tenant.office, 'GET', `/obstruction-notices/${crane!.id}/pdf?letter=end`);
    expect(notEnded.statusCode).toBe(409);
    const badLetter = await api(tenant.office, 'GET', `/obstruction-notices/${crane!.id}/pdf?letter=brief`);
    expect(fieldErrorPaths(badLetter)).toEqual(['letter']);
  });

  it('keeps other companies out: 404 for their notices, their days and their projects', async () => {
    const [notice] = (await api(tenant.office, 'GET', `/projects/${projectId}/obstruction-notices`)).json<{
      items: ObstructionNotice[];
    }>().items;
    const before = await countNotices();
    for (const [method, url, body] of [
      ['GET', `/obstruction-notices/${notice!.id}`, undefined],
      ['GET', `/obstruction-notices/${notice!.id}/pdf`, undefined],
      ['GET', `/projects/${projectId}/obstruction-notices`, undefined],
      ['POST', `/construction-notes/${dayId}/obstruction-notices`, { obstructionIndex: 1 }],
      ['POST', `/obstruction-notices/${notice!.id}/end`, { endedOn: '2026-11-30', version: notice!.version }],
      [
        'POST',
        `/obstruction-notices/${notice!.id}/sendings`,
        { letter: 'notice', sentOn: '2026-11-30', channel: 'fax', recipient: 'x', version: notice!.version },
      ],
    ] as const) {
      const response = await api(other.office, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await countNotices()).toBe(before);
    const unchanged = await api(tenant.office, 'GET', `/obstruction-notices/${notice!.id}`);
    expect(unchanged.json<ObstructionNotice>().version).toBe(notice!.version);
  });
});
