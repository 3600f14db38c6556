import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SORT_FIELDS, clientListSchema, type Client, type ClientKind } from '@vendoc/contract/clients';
import { encodeCursor } from '../../lib/list-cursor';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../../test/tenant-fixtures';

let t: TestApp;
let tenant: Tenant;

const KINDS: ClientKind[] = ['private', 'commercial', 'public'];
const CITIES = ['Hamburg', 'München', 'Köln', 'Leipzig'];
const NAMES = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker'];
const CLIENTS = 60;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await seedTenant(t);
  for (let i = 0; i < CLIENTS; i++) {
    const response = await call(t, {
      method: 'POST',
      url: '/api/v1/clients',
      as: tenant.office,
      body: {
        kind: KINDS[i % KINDS.length],
        // Names repeat, so the id tie-breaker decides the order of equal names.
        name: `${NAMES[i % NAMES.length]} ${i % 5 === 0 ? '100%' : 'Bau'}`,
        phone: `040 55${String(i).padStart(3, '0')}`,
        contacts: i % 7 === 0 ? [{ name: 'Ansprechpartnerin Zeynep Kaya' }] : [],
        addresses: [
          { kind: 'billing', street: `Hauptstraße ${i}`, postalCode: '20095', city: CITIES[i % 4] },
        ],
      },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
  }
});
afterAll(async () => {
  await t?.close();
});

async function page(query: string) {
  const response = await call(t, { method: 'GET', url: `/api/v1/clients?${query}`, as: tenant.fitter });
  expect(response.statusCode, response.body).toBe(200);
  return clientListSchema.parse(response.json());
}

/** Follows nextCursor from the first page to the last. */
async function walk(query: string, limit: number): Promise<Client[]> {
  const items: Client[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const suffix: string = cursor == null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const result = await page(`${query}&limit=${limit}${suffix}`);
    items.push(...result.items);
    cursor = result.nextCursor;
    pages += 1;
    expect(pages).toBeLessThan(100);
  } while (cursor != null);
  return items;
}

describe('GET /api/v1/clients paging', () => {
  it.each(CLIENT_SORT_FIELDS.flatMap((field) => [field, `-${field}`]))(
    'walks every client exactly once in the order of one big page (sort=%s)',
    async (sort) => {
      const all = await page(`sort=${sort}&limit=200`);
      expect(all.total).toBe(CLIENTS);
      expect(all.nextCursor).toBeNull();
      const walked = await walk(`sort=${sort}`, 7);
      expect(walked.map((client) => client.id)).toEqual(all.items.map((client) => client.id));
      expect(new Set(walked.map((client) => client.id)).size).toBe(CLIENTS);
    },
  );

  it('sorts by the field (kind in the form order private, commercial, public) and by name by default', async () => {
    const byKind = (await page('sort=kind&limit=200')).items.map((client) => KINDS.indexOf(client.kind));
    expect(byKind).toEqual([...byKind].sort((a, b) => a - b));
    const byNumber = (await page('sort=-number&limit=3')).items.map((client) => client.number);
    expect(byNumber).toEqual(['K-00060', 'K-00059', 'K-00058']);
    const byName = (await page('limit=200')).items.map((client) => client.name.toLowerCase());
    expect(byName[0]?.startsWith('becker')).toBe(true);
    expect(byName.at(-1)?.startsWith('weber')).toBe(true);
  });

  it('keeps paging where it was when a client is added between two pages', async () => {
    const first = await page('sort=number&limit=10');
    await call(t, {
      method: 'POST',
      url: '/api/v1/clients',
      as: tenant.admin,
      body: { kind: 'private', name: 'Aaron Neu' },
    });
    const second = await page(`sort=number&limit=10&cursor=${first.nextCursor ?? ''}`);
    expect(second.items[0]?.number).toBe('K-00011');
    expect(second.total).toBe(CLIENTS + 1);
  });
});

describe('GET /api/v1/clients search and filter', () => {
  it('finds clients by city, phone, contact and several words, with a total of the matches', async () => {
    const hamburg = await page('q=HAMB&limit=200');
    expect(hamburg.total).toBe(CLIENTS / 4);
    expect(hamburg.items.every((client) => client.addresses[0]?.city === 'Hamburg')).toBe(true);
    expect((await page('q=040%2055007')).items.map((client) => client.number)).toEqual(['K-00008']);
    expect((await page('q=zeynep')).total).toBe(Math.ceil(CLIENTS / 7));
    const twoWords = await page(`q=${encodeURIComponent('müller hamburg')}&limit=200`);
    expect(twoWords.items.length).toBeGreaterThan(0);
    for (const client of twoWords.items) {
      expect(client.name).toContain('Müller');
      expect(client.addresses[0]?.city).toBe('Hamburg');
    }
  });

  it('takes % and _ in the search literally', async () => {
    const percent = await page(`q=${encodeURIComponent('100%')}&limit=200`);
    expect(percent.total).toBe(CLIENTS / 5);
    expect((await page(`q=${encodeURIComponent('_')}`)).total).toBe(0);
  });

  it('filters by kind together with search and sort', async () => {
    const result = await page('kind=public&q=bau&sort=-createdAt&limit=200');
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items.every((client) => client.kind === 'public' && client.name.endsWith('Bau'))).toBe(
      true,
    );
  });

  it('refuses an unknown sort, a bad limit and a tampered or foreign cursor with 400', async () => {
    const get = (query: string) =>
      call(t, { method: 'GET', url: `/api/v1/clients?${query}`, as: tenant.admin });
    expect(fieldErrorPaths(await get('sort=password'))).toEqual(['sort']);
    expect(fieldErrorPaths(await get('limit=0'))).toEqual(['limit']);
    expect(fieldErrorPaths(await get('kind=other'))).toEqual(['kind']);
    const nameCursor = (await page('sort=name&limit=1')).nextCursor ?? '';
    expect(fieldErrorPaths(await get(`sort=number&cursor=${nameCursor}`))).toEqual(['cursor']);
    expect(fieldErrorPaths(await get('cursor=not-base64-json'))).toEqual(['cursor']);
    const badTimestamp = encodeCursor('createdAt', ['the day after', '00000000-0000-4000-8000-000000000000']);
    expect(fieldErrorPaths(await get(`sort=createdAt&cursor=${badTimestamp}`))).toEqual(['cursor']);
  });
});
