import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import { createFilesDir, pdfDocument, pngImage, uploadFile } from '../files/files-test-support';
import { countDays, createNote, getNote, seedProject, signNote } from './construction-notes-test-support';

// Photos of a day (with captions) and photos of delivery notes: image files of the day's project.

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let projectId: string;
let photo: string;
let deliveryNote: string;
let plan: string;
let elsewhere: string;
let foreign: string;

beforeAll(async () => {
  t = await createTestApp({ filesDir: await createFilesDir() });
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  projectId = await seedProject(t, tenant);
  [photo, deliveryNote, plan] = await Promise.all([
    uploadFile(t, tenant.fitter, projectId, 'Bewehrung.png', pngImage(4, 3)),
    uploadFile(t, tenant.fitter, projectId, 'Lieferschein 4711.png', pngImage(3, 4)),
    uploadFile(t, tenant.office, projectId, 'Plan.pdf', pdfDocument()),
  ]);
  const secondProject = await seedProject(t, tenant);
  elsewhere = await uploadFile(t, tenant.office, secondProject, 'Anderswo.png', pngImage());
  const foreignProject = await seedProject(t, other);
  foreign = await uploadFile(t, other.office, foreignProject, 'Fremd.png', pngImage());
});
afterAll(async () => {
  await t?.close();
});

const daysOf = () => countDays(t, projectId);

describe('construction notes: photos with captions and delivery-note photos', () => {
  it('keeps the photos with their captions and the delivery note photo, signed into the chain', async () => {
    const note = await createNote(t, tenant.fitter, {
      projectId,
      date: '2026-11-02',
      deliveries: [
        {
          supplier: 'Baustoff Nord',
          material: 'Betonstahl BSt 500',
          deliveryNoteNumber: '4711',
          photoFileId: deliveryNote,
        },
      ],
      photos: [
        { fileId: photo, caption: '  Bewehrung Decke über EG vor dem Betonieren ' },
        { fileId: deliveryNote, caption: '' },
      ],
    });
    expect(note.photos).toEqual([
      { fileId: photo, caption: 'Bewehrung Decke über EG vor dem Betonieren' },
      { fileId: deliveryNote, caption: '' },
    ]);
    expect(note.deliveries).toMatchObject([{ deliveryNoteNumber: '4711', photoFileId: deliveryNote }]);

    const changed = await call(t, {
      method: 'PUT',
      url: `/api/v1/construction-notes/${note.id}`,
      as: tenant.fitter,
      body: { version: note.version, photos: [{ fileId: photo, caption: 'Bewehrung geprüft' }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const signed = await signNote(t, tenant.office, await getNote(t, tenant.office, note.id));
    expect(signed).toMatchObject({
      status: 'signed',
      chain: 'verified',
      photos: [{ fileId: photo, caption: 'Bewehrung geprüft' }],
      deliveries: [],
    });
  });

  it("another project's or company's file is a 400 naming the field; nothing is stored", async () => {
    const before = await daysOf();
    const refused = await call(t, {
      method: 'POST',
      url: '/api/v1/construction-notes',
      as: tenant.fitter,
      body: {
        projectId,
        date: '2026-11-03',
        deliveries: [{ material: 'Kies 0/32', photoFileId: foreign }],
        photos: [{ fileId: photo }, { fileId: elsewhere, caption: 'Anderes Projekt' }],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(fieldErrorPaths(refused)).toEqual(['deliveries.0.photoFileId', 'photos.1.fileId']);
    expect(await daysOf()).toBe(before);

    const malformed = await call(t, {
      method: 'POST',
      url: '/api/v1/construction-notes',
      as: tenant.fitter,
      body: { projectId, date: '2026-11-03', photos: [{ fileId: 'Foto 1', caption: 'x'.repeat(501) }] },
    });
    expect(malformed.statusCode).toBe(400);
    expect(fieldErrorPaths(malformed)).toEqual(['photos.0.caption', 'photos.0.fileId']);
    expect(await daysOf()).toBe(before);
  });

  it('a file that is not an image is a 422 naming it; the day keeps what it had', async () => {
    const note = await createNote(t, tenant.fitter, {
      projectId,
      date: '2026-11-04',
      photos: [{ fileId: photo }],
    });
    const refused = await call(t, {
      method: 'PUT',
      url: `/api/v1/construction-notes/${note.id}`,
      as: tenant.fitter,
      body: { version: note.version, photos: [{ fileId: photo }, { fileId: plan, caption: 'Plan' }] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: [{ path: 'photos.1.fileId', message: '„Plan.pdf“ ist kein Bild.' }],
    });
    expect(await getNote(t, tenant.fitter, note.id)).toMatchObject({
      version: note.version,
      photos: [{ fileId: photo, caption: '' }],
    });
  });
});
