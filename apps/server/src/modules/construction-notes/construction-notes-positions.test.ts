import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import { createBoq } from '../quantity-surveys/quantity-surveys-test-support';
import { countDays, createNote, seedProject } from './construction-notes-test-support';

// A day names BoQ positions (work done, positions an obstruction affects): they must be items of the day's project.

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let projectId: string;
let wall: string;
let filler: string;
let otherProjectItem: string;
let otherCompanyItem: string;

beforeAll(async () => {
  t = await createTestApp();
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  projectId = await seedProject(t, tenant);
  const boq = await createBoq(t, tenant.office, projectId, {
    items: [
      { shortText: 'Gipskartonwand', qty: '120', unit: 'm2' },
      { shortText: 'Spachtelung Q3', qty: '80', unit: 'm2' },
    ],
  });
  [wall, filler] = [...boq.items.values()] as [string, string];
  const secondProject = await seedProject(t, tenant);
  const elsewhere = await createBoq(t, tenant.office, secondProject, {
    items: [{ shortText: 'Estrich', qty: '50', unit: 'm2' }],
  });
  otherProjectItem = [...elsewhere.items.values()][0]!;
  const foreignProject = await seedProject(t, other);
  const foreign = await createBoq(t, other.office, foreignProject, {
    items: [{ shortText: 'Fliesen', qty: '30', unit: 'm2' }],
  });
  otherCompanyItem = [...foreign.items.values()][0]!;
});
afterAll(async () => {
  await t?.close();
});

const daysOf = () => countDays(t, projectId);

describe('construction notes: the positions a day names', () => {
  it('keeps work done and affected positions that are items of the project, and changes them', async () => {
    const note = await createNote(t, tenant.fitter, {
      projectId,
      date: '2026-11-09',
      workDone: [
        { positionId: wall, oz: '01.0010', shortText: 'Gipskartonwand', quantity: '42.5', unit: 'm2' },
      ],
      obstructions: [
        { cause: 'Estrich nicht trocken', since: '2026-11-09', affectedPositionIds: [wall, filler] },
      ],
    });
    expect(note.workDone).toMatchObject([{ positionId: wall, quantity: '42.5' }]);
    expect(note.obstructions).toMatchObject([{ affectedPositionIds: [wall, filler] }]);

    const changed = await call(t, {
      method: 'PUT',
      url: `/api/v1/construction-notes/${note.id}`,
      as: tenant.fitter,
      body: { version: note.version, workDone: [{ positionId: filler, shortText: 'Spachtelung Q3' }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().workDone).toMatchObject([{ positionId: filler }]);
  });

  it("another project's or another company's position is a 400 naming the field; nothing is stored", async () => {
    const before = await daysOf();
    const refused = await call(t, {
      method: 'POST',
      url: '/api/v1/construction-notes',
      as: tenant.fitter,
      body: {
        projectId,
        date: '2026-11-10',
        workDone: [
          { positionId: wall, shortText: 'Gipskartonwand' },
          { positionId: otherProjectItem, shortText: 'Estrich' },
        ],
        obstructions: [
          { cause: 'Material fehlt', since: '2026-11-10', affectedPositionIds: [filler, otherCompanyItem] },
        ],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(fieldErrorPaths(refused).sort()).toEqual([
      'obstructions.0.affectedPositionIds.1',
      'workDone.1.positionId',
    ]);
    expect(await daysOf()).toBe(before);

    const note = await createNote(t, tenant.fitter, { projectId, date: '2026-11-11' });
    const change = await call(t, {
      method: 'PUT',
      url: `/api/v1/construction-notes/${note.id}`,
      as: tenant.fitter,
      body: { version: note.version, workDone: [{ positionId: otherCompanyItem, shortText: 'Fliesen' }] },
    });
    expect(change.statusCode).toBe(400);
    expect(fieldErrorPaths(change)).toEqual(['workDone.0.positionId']);
    const unchanged = await call(t, {
      method: 'GET',
      url: `/api/v1/construction-notes/${note.id}`,
      as: tenant.fitter,
    });
    expect(unchanged.json()).toMatchObject({ version: note.version, workDone: [] });
  });
});

describe("construction notes: the crew's users", () => {
  it("refuses a crew member who is another company's user, on create and on change, storing nothing", async () => {
    const before = await daysOf();
    const foreignUser = { userId: other.fitter.userId, name: 'Fremd', hours: '8' };
    const refused = await call(t, {
      method: 'POST',
      url: '/api/v1/construction-notes',
      as: tenant.fitter,
      body: {
        projectId,
        date: '2026-11-12',
        crew: [{ userId: tenant.fitter.userId, name: 'Eigen' }, foreignUser],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldErrorPaths(refused)).toEqual(['crew.1.userId']);
    expect(await daysOf()).toBe(before);

    const note = await createNote(t, tenant.fitter, {
      projectId,
      date: '2026-11-13',
      crew: [{ userId: tenant.office.userId, name: 'Büro' }],
    });
    expect(note.crew).toMatchObject([{ userId: tenant.office.userId }]);
    const change = await call(t, {
      method: 'PUT',
      url: `/api/v1/construction-notes/${note.id}`,
      as: tenant.fitter,
      body: { version: note.version, crew: [foreignUser] },
    });
    expect(change.statusCode).toBe(400);
    expect(fieldErrorPaths(change)).toEqual(['crew.0.userId']);
  });
});
