import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpProblem } from '../lib/http-problem';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { companies, wageRates } from './schema';
import { deleteVersioned, staleOrMissing, updateVersioned } from './versioned';

// The versioned write of every mutable record, on PGlite and (TEST_DATABASE_URL) PostgreSQL, with wage rates as
// the example table: company-scoped, with version and updated_at.

let handle: DatabaseHandle;
let companyId: string;
let otherCompanyId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  const inserted = await handle.db
    .insert(companies)
    .values([{ name: 'Muster GmbH' }, { name: 'Andere GmbH' }])
    .returning({ id: companies.id });
  [companyId, otherCompanyId] = inserted.map((row) => row.id) as [string, string];
});
afterAll(async () => {
  await handle?.close();
});

async function insertRate(name = 'Geselle', company = companyId) {
  const [row] = await handle.db
    .insert(wageRates)
    .values({ companyId: company, name, hourlyRate: '52.50', updatedAt: new Date('2026-01-01T00:00:00Z') })
    .returning({ id: wageRates.id });
  return row!.id;
}
const findRate = async (id: string) =>
  (await handle.db.select().from(wageRates).where(eq(wageRates.id, id)))[0] ?? null;
const scope = (company = companyId) => eq(wageRates.companyId, company);
const MESSAGES = { notFound: 'Den Lohnsatz gibt es nicht (mehr).', stale: 'Der Lohnsatz wurde geändert.' };
const why = (id: string) =>
  staleOrMissing(
    () => findRate(id),
    MESSAGES,
    (row) => ({ id: row.id, version: row.version }),
  );

describe('updateVersioned', () => {
  it('changes the row at its version, bumps the version and updated_at', async () => {
    const id = await insertRate();
    const written = await updateVersioned(
      handle.db,
      wageRates,
      { id, version: 1, scope: scope() },
      {
        name: 'Meister',
      },
    );
    expect(written).toBe(true);
    const row = await findRate(id);
    expect(row).toMatchObject({ name: 'Meister', version: 2 });
    expect(row!.updatedAt.getTime()).toBeGreaterThan(new Date('2026-01-01T00:00:00Z').getTime());
  });

  it('changes nothing for a stale version; staleOrMissing answers 409 with the current record', async () => {
    const id = await insertRate();
    await updateVersioned(handle.db, wageRates, { id, version: 1, scope: scope() }, { name: 'Zweiter' });
    const written = await updateVersioned(
      handle.db,
      wageRates,
      { id, version: 1, scope: scope() },
      {
        name: 'Verloren',
      },
    );
    expect(written).toBe(false);
    expect(await findRate(id)).toMatchObject({ name: 'Zweiter', version: 2 });
    const problem = await why(id);
    expect(problem).toBeInstanceOf(HttpProblem);
    expect(problem.status).toBe(409);
    expect(problem.detail).toBe(MESSAGES.stale);
    expect(problem.extensions).toMatchObject({ current: { id, version: 2 } });
  });

  it('finds no row for a missing id or another scope; staleOrMissing answers 404', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      await updateVersioned(handle.db, wageRates, { id: missing, version: 1, scope: scope() }, { name: 'X' }),
    ).toBe(false);
    const problem = await why(missing);
    expect(problem.status).toBe(404);
    expect(problem.detail).toBe(MESSAGES.notFound);

    const foreign = await insertRate('Fremd', otherCompanyId);
    expect(
      await updateVersioned(handle.db, wageRates, { id: foreign, version: 1, scope: scope() }, { name: 'X' }),
    ).toBe(false);
    expect(await findRate(foreign)).toMatchObject({ name: 'Fremd', version: 1 });
  });

  it('with version null changes the row whatever its version', async () => {
    const id = await insertRate();
    await updateVersioned(handle.db, wageRates, { id, version: 1, scope: scope() }, { name: 'Zwei' });
    expect(
      await updateVersioned(handle.db, wageRates, { id, version: null, scope: scope() }, { name: 'Drei' }),
    ).toBe(true);
    expect(await findRate(id)).toMatchObject({ name: 'Drei', version: 3 });
  });
});

describe('deleteVersioned', () => {
  it('deletes the row at its version', async () => {
    const id = await insertRate();
    expect(await deleteVersioned(handle.db, wageRates, { id, version: 1, scope: scope() })).toBe(true);
    expect(await findRate(id)).toBeNull();
    expect((await why(id)).status).toBe(404);
  });

  it('keeps the row for a stale version (409) and another scope', async () => {
    const id = await insertRate();
    await updateVersioned(handle.db, wageRates, { id, version: 1, scope: scope() }, { name: 'Neu' });
    expect(await deleteVersioned(handle.db, wageRates, { id, version: 1, scope: scope() })).toBe(false);
    expect((await why(id)).status).toBe(409);
    expect(
      await deleteVersioned(handle.db, wageRates, { id, version: 2, scope: scope(otherCompanyId) }),
    ).toBe(false);
    expect(await findRate(id)).toMatchObject({ name: 'Neu', version: 2 });
  });
});
