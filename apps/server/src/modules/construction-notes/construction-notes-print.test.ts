import { pageTexts, pdfImages } from '@vendoc/pdf/poppler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { createNote, seedProject, signNote } from './construction-notes-test-support';

// The site diary as PDF: a day, and a period, through the company's "site diary report" layout.

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let projectId: string;
let mondayId: string;

const pdf = (as: SignedInUser, url: string) => t.app.inject({ method: 'GET', url, headers: as.headers });
const texts = async (body: Buffer) =>
  (await pageTexts(new Uint8Array(body))).map((page) => page.replace(/\s+/g, ' '));

beforeAll(async () => {
  t = await createTestApp({ filesDir: await createFilesDir() });
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  projectId = await seedProject(t, tenant);
  const boq = await createBoq(t, tenant.office, projectId, {
    items: [{ shortText: 'Gipskartonwand', qty: '120', unit: 'm2' }],
  });
  const wall = [...boq.items.values()][0]!;
  const monday = await createNote(t, tenant.fitter, {
    projectId,
    date: '2026-11-23',
    workStart: '07:00',
    workEnd: '16:00',
    breakMinutes: 45,
    weather: { conditions: ['sunny', 'cloudy'], temperatureMin: '-2.5', temperatureMax: '6', wind: 'light' },
    crew: [
      { name: 'Jana Kraus', hours: '7.75' },
      { name: 'Olaf Meyer', hours: '8' },
    ],
    deliveries: [
      {
        supplier: 'Baustoff Nord',
        material: 'Gipskartonplatten',
        quantity: '40',
        unit: 'St',
        deliveryNoteNumber: '4711',
      },
    ],
    workDone: [
      { positionId: wall, oz: '01.0010', shortText: 'Gipskartonwand EG', quantity: '42.125', unit: 'm2' },
    ],
    obstructions: [
      { cause: 'Estrich im OG nicht begehbar', since: '2026-11-23', affectedPositionIds: [wall] },
    ],
  });
  mondayId = (await signNote(t, tenant.office, monday)).id;
  await createNote(t, tenant.fitter, {
    projectId,
    date: '2026-11-25',
    crew: [{ name: 'Jana Kraus', hours: '6' }],
    remarks: 'Baustelle winterfest gemacht',
  });
});
afterAll(async () => {
  await t?.close();
});

describe('construction notes as PDF', () => {
  it('prints a day with its weather, crew and hours, work done, deliveries and obstructions', async () => {
    const response = await pdf(tenant.fitter, `/api/v1/construction-notes/${mondayId}/pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('23.11.2026.pdf');
    const [page] = await texts(response.rawPayload);
    for (const expected of [
      '23.11.2026',
      'sonnig, bewölkt, schwacher Wind',
      '-2,5 bis 6 °C',
      'Arbeitszeit 07:00 bis 16:00 Uhr · Pause 45 min',
      'Jana Kraus 7,75 h',
      'Olaf Meyer 8 h',
      '01.0010 Gipskartonwand EG 42,125 m2',
      'Baustoff Nord, Gipskartonplatten 40 St, Lieferschein 4711',
      'Seit 23.11.2026: Estrich im OG nicht begehbar Betroffen: 01.0010 Gipskartonwand.',
    ])
      expect(page).toContain(expected);
  });

  it('prints a period as one PDF, a day after the other; the days outside it are left out', async () => {
    const response = await pdf(
      tenant.office,
      `/api/v1/projects/${projectId}/construction-notes/pdf?from=2026-11-23&to=2026-11-29`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pages = await texts(response.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Gipskartonwand EG');
    expect(pages[1]).toContain('25.11.2026');
    expect(pages[1]).toContain('Baustelle winterfest gemacht');

    const one = await pdf(
      tenant.office,
      `/api/v1/projects/${projectId}/construction-notes/pdf?from=2026-11-24&to=2026-11-30`,
    );
    expect(await texts(one.rawPayload)).toHaveLength(1);
  });

  it("prints the day's photos with their captions after the report, then the photo of a delivery note", async () => {
    const [formwork, crack, deliveryNote] = await Promise.all([
      uploadFile(t, tenant.fitter, projectId, 'Schalung.png', pngImage(40, 30)),
      uploadFile(t, tenant.fitter, projectId, 'Riss.png', pngImage(30, 40)),
      uploadFile(t, tenant.fitter, projectId, 'Lieferschein 4712.png', pngImage(50, 20)),
    ]);
    const day = await createNote(t, tenant.fitter, {
      projectId,
      date: '2026-11-10',
      photos: [
        { fileId: formwork, caption: 'Schalung Decke über EG vor dem Betonieren' },
        { fileId: crack, caption: '' },
      ],
      deliveries: [
        {
          supplier: 'Baustoff Nord',
          material: 'Beton C25/30',
          quantity: '8',
          unit: 'm3',
          deliveryNoteNumber: '4712',
          photoFileId: deliveryNote,
        },
      ],
    });
    const response = await pdf(tenant.fitter, `/api/v1/construction-notes/${day.id}/pdf`);
    expect(response.statusCode, response.body).toBe(200);
    const pages = await texts(response.rawPayload);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain(
      'Baustoff Nord, Beton C25/30 8 m3, Lieferschein 4712, Foto des Lieferscheins in der Anlage',
    );
    expect(pages[1]).toContain('Bautagebuch 10.11.2026: Fotos (1/2)');
    expect(pages[1]).toContain('Schalung Decke über EG vor dem Betonieren');
    expect(pages[2]).toContain('Lieferschein 4712 (Baustoff Nord)');
    // the photos themselves, in the day's order, at their own size
    expect(await pdfImages(new Uint8Array(response.rawPayload))).toEqual([
      [2, 40, 30],
      [2, 30, 40],
      [3, 50, 20],
    ]);
  });

  it('bad periods are a 400 naming the field; a period without entries, another company and unknown ids are 404', async () => {
    const base = `/api/v1/projects/${projectId}/construction-notes/pdf`;
    const backwards = await pdf(tenant.office, `${base}?from=2026-11-29&to=2026-11-23`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.headers['content-type']).toContain('application/problem+json');
    expect(fieldErrorPaths(backwards)).toEqual(['to']);
    expect(fieldErrorPaths(await pdf(tenant.office, `${base}?from=2026-01-01&to=2026-12-31`))).toEqual([
      'to',
    ]);
    expect(fieldErrorPaths(await pdf(tenant.office, `${base}?from=23.11.2026&to=2026-11-29`))).toEqual([
      'from',
    ]);

    expect((await pdf(tenant.office, `${base}?from=2026-10-01&to=2026-10-31`)).statusCode).toBe(404);
    expect((await pdf(other.office, `${base}?from=2026-11-23&to=2026-11-29`)).statusCode).toBe(404);
    expect((await pdf(other.office, `/api/v1/construction-notes/${mondayId}/pdf`)).statusCode).toBe(404);
    const unknown = await call(t, {
      method: 'GET',
      url: '/api/v1/construction-notes/00000000-0000-4000-8000-000000000000/pdf',
      as: tenant.office,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
