import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSchema } from '@vendoc/contract/clients';
import {
  projectListSchema,
  projectSchema,
  projectStatusSchema,
  type Project,
} from '@vendoc/contract/projects';
import { PROJECT_SORT_FIELDS } from '@vendoc/contract/project-values';
import { createTestClock } from '../../test/test-clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../../test/tenant-fixtures';

let t: TestApp;
let tenant: Tenant;
const clock = createTestClock();
const STATUSES = projectStatusSchema.options;
const CITIES = ['Dresden', 'Hamburg', 'Bremen'];
const PROJECTS = 42;
const created: Project[] = [];
const clientIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  tenant = await seedTenant(t);
  for (const name of ['Hansa Wohnbau GmbH', 'Elbtal Immobilien KG', 'Familie Krause']) {
    const response = await call(t, {
      method: 'POST',
      url: '/api/v1/clients',
      as: tenant.office,
      body: { kind: 'commercial', name },
    });
    clientIds.push(clientSchema.parse(response.json()).id);
  }
  for (let i = 0; i < PROJECTS; i++) {
    const response = await call(t, {
      method: 'POST',
      url: '/api/v1/projects',
      as: tenant.office,
      body: {
        name: `${i % 2 === 0 ? 'Neubau' : 'Sanierung'} Objekt ${i}`,
        clientId: clientIds[i % 3],
        status: STATUSES[i % STATUSES.length],
        siteAddress: { street: `Am Markt ${i}`, postalCode: '01067', city: CITIES[i % 3] },
        // Every fourth project has no start date: those come last in both directions.
        startDate: i % 4 === 0 ? null : `2030-0${(i % 9) + 1}-1${i % 10}`,
      },
    });
    created.push(projectSchema.parse(response.json()));
  }
});
afterAll(async () => {
  await t?.close();
});

async function page(query: string, as: Tenant['admin'] = tenant.fitter) {
  const response = await call(t, { method: 'GET', url: `/api/v1/projects?${query}`, as });
  expect(response.statusCode, response.body).toBe(200);
  return projectListSchema.parse(response.json());
}

async function walk(query: string, limit: number, as: Tenant['admin'] = tenant.fitter): Promise<Project[]> {
  const items: Project[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor == null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const result = await page(`${query}&limit=${limit}${suffix}`, as);
    items.push(...result.items);
    cursor = result.nextCursor;
    expect(items.length).toBeLessThanOrEqual(PROJECTS);
  } while (cursor != null);
  return items;
}

describe('GET /api/v1/projects sort and paging', () => {
  it('lists the projects the user opened most recently first, then the rest by last change', async () => {
    const [a, b, c] = [created[5], created[17], created[30]];
    for (const project of [a, b, c]) {
      clock.advanceSeconds(10);
      await call(t, { method: 'GET', url: `/api/v1/projects/${project?.id}`, as: tenant.fitter });
    }
    const recent = await page('limit=5');
    expect(recent.items.slice(0, 3).map((project) => project.id)).toEqual([c?.id, b?.id, a?.id]);
    const rest = (await page('limit=200')).items.slice(3);
    const updated = rest.map((project) => project.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
    // Another user's visits do not change this user's order.
    const forOffice = await page('limit=3', tenant.office);
    expect(forOffice.items.every((project) => project.lastOpenedAt == null)).toBe(true);
  });

  it.each(PROJECT_SORT_FIELDS.flatMap((field) => [field, `-${field}`]))(
    'walks every project exactly once in the order of one big page (sort=%s)',
    async (sort) => {
      const all = await page(`sort=${sort}&limit=200`);
      expect(all.total).toBe(PROJECTS);
      const walked = await walk(`sort=${sort}`, 5);
      expect(walked.map((project) => project.id)).toEqual(all.items.map((project) => project.id));
      expect(new Set(walked.map((project) => project.id)).size).toBe(PROJECTS);
    },
  );

  it('sorts status in the order of the workflow and puts projects without start date last', async () => {
    const statuses = (await page('sort=status&limit=200')).items.map((project) =>
      STATUSES.indexOf(project.status),
    );
    expect(statuses).toEqual([...statuses].sort((x, y) => x - y));
    for (const sort of ['startDate', '-startDate']) {
      const dates = (await page(`sort=${sort}&limit=200`)).items.map((project) => project.startDate);
      const firstNull = dates.indexOf(null);
      expect(firstNull).toBe(PROJECTS - Math.ceil(PROJECTS / 4));
      expect(dates.slice(firstNull).every((date) => date == null)).toBe(true);
      const known = dates.slice(0, firstNull).map(String);
      const ascending = [...known].sort();
      expect(known).toEqual(sort === 'startDate' ? ascending : ascending.reverse());
    }
  });
});

describe('GET /api/v1/projects search and filters', () => {
  it('finds projects by number, name, client name and site city', async () => {
    expect((await page(`q=${created[7]?.number}`)).items.map((project) => project.id)).toEqual([
      created[7]?.id,
    ]);
    expect((await page('q=elbtal&limit=200')).total).toBe(PROJECTS / 3);
    const bremen = await page('q=bremen&limit=200');
    expect(bremen.total).toBe(PROJECTS / 3);
    expect(bremen.items.every((project) => project.siteAddress?.city === 'Bremen')).toBe(true);
    const combined = await page(`q=${encodeURIComponent('sanierung krause')}&limit=200`);
    expect(combined.total).toBeGreaterThan(0);
    expect(
      combined.items.every(
        (project) => project.name.startsWith('Sanierung') && project.client.name === 'Familie Krause',
      ),
    ).toBe(true);
  });

  it('filters by one or several statuses and by client', async () => {
    const offers = await page('status=offer&limit=200');
    expect(offers.total).toBe(created.filter((project) => project.status === 'offer').length);
    const two = await page('status=offer&status=archived&limit=200');
    expect(new Set(two.items.map((project) => project.status))).toEqual(new Set(['offer', 'archived']));
    expect(two.total).toBe(
      created.filter((project) => ['offer', 'archived'].includes(project.status)).length,
    );
    const ofClient = await page(`clientId=${clientIds[2]}&status=inquiry&limit=200`);
    expect(
      ofClient.items.every((project) => project.client.id === clientIds[2] && project.status === 'inquiry'),
    ).toBe(true);
    expect(ofClient.total).toBe(
      created.filter((project) => project.client.id === clientIds[2] && project.status === 'inquiry').length,
    );
  });

  it('refuses unknown statuses, sorts, client ids and foreign cursors with 400', async () => {
    const get = (query: string) =>
      call(t, { method: 'GET', url: `/api/v1/projects?${query}`, as: tenant.office });
    expect((await get('status=done')).statusCode).toBe(400);
    expect(fieldErrorPaths(await get('sort=client'))).toEqual(['sort']);
    expect(fieldErrorPaths(await get('clientId=123'))).toEqual(['clientId']);
    const byName = (await page('sort=name&limit=1')).nextCursor ?? '';
    expect(fieldErrorPaths(await get(`sort=recent&cursor=${byName}`))).toEqual(['cursor']);
  });

  it("finds projects by their client's new name once the client is renamed", async () => {
    const clientId = clientIds[2] ?? '';
    const current = await call(t, { method: 'GET', url: `/api/v1/clients/${clientId}`, as: tenant.office });
    const renamed = await call(t, {
      method: 'PUT',
      url: `/api/v1/clients/${clientId}`,
      as: tenant.office,
      body: {
        kind: 'commercial',
        name: 'Familie Krause-Lenz',
        version: clientSchema.parse(current.json()).version,
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const found = await page('q=lenz&limit=200');
    expect(found.total).toBe(PROJECTS / 3);
    expect(found.items.every((project) => project.client.name === 'Familie Krause-Lenz')).toBe(true);
  });
});
