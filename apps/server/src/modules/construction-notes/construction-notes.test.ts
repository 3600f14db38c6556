import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constructionNoteSchema } from '@vendoc/contract/construction-notes';
import { constructionNotes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, fieldErrorPaths, seedTenant, signedInUser, type Tenant } from '../../test/tenant-fixtures';
import { createNote, getNote, seedProject, signNote } from './construction-notes-test-support';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  projectId = await seedProject(t, tenant);
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = async (project: string) =>
  (
    await t.db.select({ n: count() }).from(constructionNotes).where(eq(constructionNotes.projectId, project))
  )[0]?.n ?? 0;

const FULL_DAY = {
  workStart: '07:00',
  workEnd: '16:30',
  breakMinutes: 45,
  weather: {
    conditions: ['cloudy', 'rain'],
    temperatureMin: '3.5',
    temperatureMax: '9',
    precipitation: 'light',
    wind: 'moderate',
    hoursLost: '1.5',
  },
  crew: [{ name: 'Jana Kraus', hours: '8.25' }],
  subcontractors: [{ company: 'Elektro Nord GmbH', workers: 3, hours: '24' }],
  equipment: [{ name: 'Minibagger 3 t', hours: '5.5' }],
  deliveries: [
    {
      supplier: 'Baustoff Meyer',
      material: 'Estrich CT-C25',
      quantity: '12.125',
      unit: 't',
      deliveryNoteNumber: 'LS-4711',
    },
  ],
  workDone: [{ oz: '01.02.0030', shortText: 'Estrich einbauen', quantity: '84.5', unit: 'm2' }],
  obstructions: [
    { cause: 'Vorgewerk Heizung nicht fertig', since: '2026-11-02', expectedEffect: 'zwei Tage Verzug' },
  ],
  clientInstructions: [{ text: 'Zusätzliche Steckdosen im Flur', changeOrderCandidate: true }],
  acceptances: [{ text: 'Rohinstallation Bad abgenommen' }],
  defects: [{ text: 'Riss im Putz Treppenhaus' }],
  incidents: [],
  visitors: [{ name: 'Frau Dr. Weber', purpose: 'Bauherrin, Begehung' }],
  remarks: 'Anlieferung verspätet.',
};

describe('construction notes: one entry per project and day', () => {
  it('creates a day with every section, reads it back exactly and changes it with its version', async () => {
    const note = await createNote(t, tenant.fitter, { projectId, date: '2026-11-02', ...FULL_DAY });
    expect(note).toMatchObject({
      status: 'draft',
      revision: 1,
      isLatest: true,
      authorId: tenant.fitter.userId,
      chain: null,
      crew: [{ userId: null, name: 'Jana Kraus', hours: '8.25' }],
      deliveries: [{ quantity: '12.125', deliveryNoteNumber: 'LS-4711' }],
      weather: { hoursLost: '1.5', conditions: ['cloudy', 'rain'] },
      clientInstructions: [{ changeOrderCandidate: true }],
      obstructions: [{ since: '2026-11-02', endedOn: null, affectedPositionIds: [] }],
    });
    const { id, version, ...rest } = note;
    void id;
    const changed = await call(t, {
      method: 'PUT',
      url: `/api/v1/construction-notes/${note.id}`,
      as: tenant.fitter,
      body: { ...FULL_DAY, remarks: 'Lieferung kam um 10 Uhr.', version },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ remarks: 'Lieferung kam um 10 Uhr.', version: 2 });
    const stale = await call(t, {
      method: 'PUT',
      url: `/api/v1/construction-notes/${note.id}`,
      as: tenant.office,
      body: { ...FULL_DAY, remarks: 'Alt', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { remarks: 'Lieferung kam um 10 Uhr.', version: 2 } });
    expect(rest.projectId).toBe(projectId);
  });

  it('refuses a second entry of the same day with 409 and keeps one row', async () => {
    const first = await createNote(t, tenant.office, { projectId, date: '2026-11-03' });
    const second = await call(t, {
      method: 'POST',
      url: '/api/v1/construction-notes',
      as: tenant.fitter,
      body: { projectId, date: '2026-11-03', remarks: 'doppelt' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ current: { id: first.id } });
    const both = await Promise.all(
      [1, 2].map(() =>
        call(t, {
          method: 'POST',
          url: '/api/v1/construction-notes',
          as: tenant.office,
          body: { projectId, date: '2026-11-04' },
        }),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('makes one entry of a write repeated with the same Idempotency-Key, also when both arrive at once', async () => {
    const project = await seedProject(t, tenant);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/construction-notes',
        headers: {
          ...tenant.fitter.headers,
          'content-type': 'application/json',
          'idempotency-key': `diary-${project}`,
        },
        payload: JSON.stringify({ projectId: project, date: '2026-11-09', remarks: 'offline geschrieben' }),
      });
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    expect([first?.statusCode, second?.statusCode, third.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([first?.json().id, second?.json().id, third.json().id]).size).toBe(1);
    expect(await rowsOf(project)).toBe(1);
  });

  it('refuses bad input naming the fields and stores nothing', async () => {
    const before = await rowsOf(projectId);
    const bad = await call(t, {
      method: 'POST',
      url: '/api/v1/construction-notes',
      as: tenant.office,
      body: {
        projectId,
        date: '2026-13-01',
        workStart: '25:00',
        crew: [{ name: '', hours: '7,5' }],
        deliveries: [{ material: 'Sand', quantity: 3 }],
        workDone: Array.from({ length: 301 }, () => ({ shortText: 'x' })),
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(fieldErrorPaths(bad)).toEqual(
      expect.arrayContaining([
        'date',
        'workStart',
        'crew.0.name',
        'crew.0.hours',
        'deliveries.0.quantity',
        'workDone',
      ]),
    );
    expect(await rowsOf(projectId)).toBe(before);
  });

  it('hides other companies’ entries and projects (404)', async () => {
    const note = await createNote(t, tenant.office, { projectId, date: '2026-11-05' });
    for (const request of [
      { method: 'GET', url: `/api/v1/construction-notes/${note.id}` },
      { method: 'PUT', url: `/api/v1/construction-notes/${note.id}`, body: { version: 1 } },
      { method: 'DELETE', url: `/api/v1/construction-notes/${note.id}?version=1` },
      { method: 'GET', url: `/api/v1/projects/${projectId}/construction-notes` },
      { method: 'POST', url: '/api/v1/construction-notes', body: { projectId, date: '2026-11-06' } },
    ] as const) {
      const response = await call(t, { ...request, as: other.office });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    const signing = await call(t, {
      method: 'POST',
      url: `/api/v1/construction-notes/${note.id}/sign`,
      as: other.admin,
      body: { version: 1, siteManagerName: 'X', siteManagerSignature: 'data:image/png;base64,AAAA' },
    });
    expect(signing.statusCode).toBe(404);
    const list = await call(t, { method: 'GET', url: '/api/v1/construction-notes', as: other.office });
    expect(list.json().items).toEqual([]);
  });

  it('lets fitters change and delete only their own drafts (403 otherwise) and never sign', async () => {
    const byOffice = await createNote(t, tenant.office, { projectId, date: '2026-11-07' });
    const put = await call(t, {
      method: 'PUT',
      url: `/api/v1/construction-notes/${byOffice.id}`,
      as: tenant.fitter,
      body: { version: 1, remarks: 'fremd' },
    });
    expect(put.statusCode).toBe(403);
    const del = await call(t, {
      method: 'DELETE',
      url: `/api/v1/construction-notes/${byOffice.id}?version=1`,
      as: tenant.fitter,
    });
    expect(del.statusCode).toBe(403);
    const own = await createNote(t, tenant.fitter, { projectId, date: '2026-11-08' });
    const sign = await call(t, {
      method: 'POST',
      url: `/api/v1/construction-notes/${own.id}/sign`,
      as: tenant.fitter,
      body: { version: 1, siteManagerName: 'Jana', siteManagerSignature: 'data:image/png;base64,AAAA' },
    });
    expect(sign.statusCode).toBe(403);
    const ownDelete = await call(t, {
      method: 'DELETE',
      url: `/api/v1/construction-notes/${own.id}?version=1`,
      as: tenant.fitter,
    });
    expect(ownDelete.statusCode).toBe(204);
    // the office edits anyone's draft
    const office = await call(t, {
      method: 'PUT',
      url: `/api/v1/construction-notes/${byOffice.id}`,
      as: tenant.admin,
      body: { version: 1, remarks: 'ergänzt' },
    });
    expect(office.statusCode).toBe(200);
  });

  it('lists a project’s days in a period and all days across projects with filters and pages', async () => {
    const project = await seedProject(t, tenant);
    const days = ['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04'];
    for (const date of days)
      await createNote(t, date === '2026-10-02' ? tenant.fitter : tenant.office, {
        projectId: project,
        date,
      });
    const period = await call(t, {
      method: 'GET',
      url: `/api/v1/projects/${project}/construction-notes?from=2026-10-02&to=2026-10-03`,
      as: tenant.fitter,
    });
    expect(period.statusCode, period.body).toBe(200);
    expect(period.json().items.map((each: { date: string }) => each.date)).toEqual([
      '2026-10-02',
      '2026-10-03',
    ]);
    const first = await call(t, {
      method: 'GET',
      url: `/api/v1/construction-notes?projectId=${project}&limit=3`,
      as: tenant.office,
    });
    const firstPage = first.json();
    expect(firstPage.items.map((each: { date: string }) => each.date)).toEqual([
      '2026-10-04',
      '2026-10-03',
      '2026-10-02',
    ]);
    const next = await call(t, {
      method: 'GET',
      url: `/api/v1/construction-notes?projectId=${project}&limit=3&cursor=${firstPage.nextCursor}`,
      as: tenant.office,
    });
    expect(next.json()).toMatchObject({ items: [{ date: '2026-10-01' }], nextCursor: null });
    const byAuthor = await call(t, {
      method: 'GET',
      url: `/api/v1/construction-notes?projectId=${project}&authorId=${tenant.fitter.userId}&status=draft`,
      as: tenant.office,
    });
    expect(byAuthor.json().items.map((each: { date: string }) => each.date)).toEqual(['2026-10-02']);
    const bad = await call(t, {
      method: 'GET',
      url: '/api/v1/construction-notes?status=old&from=gestern',
      as: tenant.office,
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrorPaths(bad)).toEqual(['from', 'status']);
  });

  it('names the caller’s active projects without an entry that day', async () => {
    const fitter = await signedInUser(t, 'fitter', tenant.companyId);
    const withEntry = await seedProject(t, tenant, [fitter.userId]);
    const without = await seedProject(t, tenant, [fitter.userId]);
    await seedProject(t, tenant); // not the fitter's
    await createNote(t, fitter, { projectId: withEntry, date: '2026-11-20' });
    const missing = await call(t, {
      method: 'GET',
      url: '/api/v1/construction-notes/missing?date=2026-11-20',
      as: fitter,
    });
    expect(missing.statusCode, missing.body).toBe(200);
    expect(missing.json().items.map((each: { projectId: string }) => each.projectId)).toEqual([without]);
  });
});

describe('signing, the hash chain and corrections', () => {
  it('locks a signed day: every write gets 409', async () => {
    const project = await seedProject(t, tenant);
    const note = await createNote(t, tenant.fitter, { projectId: project, date: '2026-11-10' });
    const signed = await signNote(t, tenant.office, note);
    expect(signed).toMatchObject({
      status: 'signed',
      chain: 'verified',
      previousHash: null,
      siteManagerSignature: { name: 'Olaf Bauleiter' },
      clientRepresentativeSignature: null,
    });
    expect(signed.hash).toMatch(/^[0-9a-f]{64}$/);
    const writes = [
      { method: 'PUT', url: `/api/v1/construction-notes/${note.id}`, body: { version: signed.version } },
      { method: 'DELETE', url: `/api/v1/construction-notes/${note.id}?version=${signed.version}` },
      {
        method: 'POST',
        url: `/api/v1/construction-notes/${note.id}/sign`,
        body: {
          version: signed.version,
          siteManagerName: 'X',
          siteManagerSignature: 'data:image/png;base64,AAAA',
        },
      },
    ] as const;
    for (const write of writes) {
      const response = await call(t, { ...write, as: tenant.admin });
      expect(response.statusCode, `${write.method} ${write.url}`).toBe(409);
    }
    expect((await getNote(t, tenant.office, note.id)).version).toBe(signed.version);
  });

  it('refuses a stale version and a signature that is not a PNG', async () => {
    const project = await seedProject(t, tenant);
    const note = await createNote(t, tenant.office, { projectId: project, date: '2026-11-11' });
    const notPng = await call(t, {
      method: 'POST',
      url: `/api/v1/construction-notes/${note.id}/sign`,
      as: tenant.office,
      body: { version: 1, siteManagerName: 'Olaf', siteManagerSignature: 'data:image/jpeg;base64,AAAA' },
    });
    expect(notPng.statusCode).toBe(400);
    expect(fieldErrorPaths(notPng)).toEqual(['siteManagerSignature']);
    const tooBig = await call(t, {
      method: 'POST',
      url: `/api/v1/construction-notes/${note.id}/sign`,
      as: tenant.office,
      body: {
        version: 1,
        siteManagerName: 'Olaf',
        siteManagerSignature: `data:image/png;base64,${'A'.repeat(200_000)}`,
      },
    });
    expect(tooBig.statusCode).toBe(400);
    await call(t, {
      method: 'PUT',
      url: `/api/v1/construction-notes/${note.id}`,
      as: tenant.office,
      body: { version: 1, remarks: 'neu' },
    });
    const stale = await call(t, {
      method: 'POST',
      url: `/api/v1/construction-notes/${note.id}/sign`,
      as: tenant.office,
      body: { version: 1, siteManagerName: 'Olaf', siteManagerSignature: 'data:image/png;base64,AAAA' },
    });
    expect(stale.statusCode).toBe(409);
    expect((await getNote(t, tenant.office, note.id)).status).toBe('draft');
  });

  it('chains signed days and shows a changed row as broken, naming the day', async () => {
    const project = await seedProject(t, tenant);
    const days = [];
    for (const date of ['2026-11-12', '2026-11-13', '2026-11-14'])
      days.push(
        await signNote(
          t,
          tenant.office,
          await createNote(t, tenant.office, { projectId: project, date, remarks: date }),
        ),
      );
    expect(days[1]?.previousHash).toBe(days[0]?.hash);
    expect(days[2]?.previousHash).toBe(days[1]?.hash);
    const intact = await call(t, {
      method: 'GET',
      url: `/api/v1/projects/${project}/construction-notes`,
      as: tenant.fitter,
    });
    expect(intact.json().chain).toEqual({ state: 'verified', signedCount: 3, brokenDate: null });
    // someone changes the stored row of the second day behind the application's back
    const second = days[1];
    if (second === undefined) throw new Error('no second day');
    await t.db
      .update(constructionNotes)
      .set({ content: { ...second, remarks: 'heimlich geändert' } })
      .where(eq(constructionNotes.id, second.id));
    const broken = await call(t, {
      method: 'GET',
      url: `/api/v1/projects/${project}/construction-notes`,
      as: tenant.fitter,
    });
    expect(broken.json().chain).toEqual({ state: 'broken', signedCount: 3, brokenDate: '2026-11-13' });
    expect(broken.json().items.map((each: { chain: string }) => each.chain)).toEqual([
      'verified',
      'broken',
      'broken',
    ]);
    expect((await getNote(t, tenant.office, second.id)).chain).toBe('broken');
  });

  it('corrects a signed day as a new revision with a reason; signing it extends the chain', async () => {
    const project = await seedProject(t, tenant);
    const signed = await signNote(
      t,
      tenant.office,
      await createNote(t, tenant.fitter, { projectId: project, date: '2026-11-16', remarks: 'Erstfassung' }),
    );
    const noReason = await call(t, {
      method: 'POST',
      url: `/api/v1/construction-notes/${signed.id}/revisions`,
      as: tenant.fitter,
      body: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(fieldErrorPaths(noReason)).toEqual(['reason']);
    const revised = await call(t, {
      method: 'POST',
      url: `/api/v1/construction-notes/${signed.id}/revisions`,
      as: tenant.fitter,
      body: { reason: 'Stunden von Jana falsch' },
    });
    expect(revised.statusCode, revised.body).toBe(201);
    const revision = constructionNoteSchema.parse(revised.json());
    expect(revision).toMatchObject({
      status: 'draft',
      revision: 2,
      isLatest: true,
      correctionReason: 'Stunden von Jana falsch',
      remarks: 'Erstfassung',
      revisions: [
        { revision: 2, status: 'draft' },
        { revision: 1, status: 'signed' },
      ],
    });
    const again = await call(t, {
      method: 'POST',
      url: `/api/v1/construction-notes/${signed.id}/revisions`,
      as: tenant.office,
      body: { reason: 'noch einmal' },
    });
    expect(again.statusCode).toBe(409);
    const earlier = await getNote(t, tenant.office, signed.id);
    expect(earlier).toMatchObject({
      status: 'signed',
      isLatest: false,
      remarks: 'Erstfassung',
      chain: 'verified',
    });
    const edited = await call(t, {
      method: 'PUT',
      url: `/api/v1/construction-notes/${revision.id}`,
      as: tenant.fitter,
      body: { version: revision.version, remarks: 'Korrigiert' },
    });
    expect(edited.statusCode).toBe(200);
    const signedRevision = await signNote(t, tenant.office, constructionNoteSchema.parse(edited.json()));
    expect(signedRevision).toMatchObject({ chain: 'verified', previousHash: signed.hash });
    const days = await call(t, {
      method: 'GET',
      url: `/api/v1/projects/${project}/construction-notes`,
      as: tenant.office,
    });
    expect(days.json().items).toMatchObject([{ id: revision.id, revision: 2, status: 'signed' }]);
    expect(days.json().chain).toMatchObject({ state: 'verified', signedCount: 2 });
  });
});
