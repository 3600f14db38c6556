import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { BoqMatches } from '@vendoc/contract/matches';
import { EMPTY_CALCULATION, EMPTY_VARIANTS } from '@vendoc/contract/service-catalogs';
import { positionMatchText } from '@vendoc/matching/normalize';
import type { Database } from '../../db/client';
import { serviceCatalogs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { postImport } from '../boqs/boqs-test-support';
import { seedProject, signedInUser } from '../files/files-test-support';
import { insertPositions } from '../catalog-positions/catalog-positions.repository';
import { gaebX83, type GaebFixtureEntry } from './gaeb-fixture';
import type { CatalogPosition, HardNegative, TenderItem } from './testdata/dataset-types';

export interface Caller {
  headers: Record<string, string>;
}

/** The labelled data set (testdata/README.md). */
export function loadDataset(): {
  catalog: CatalogPosition[];
  tender: TenderItem[];
  negatives: HardNegative[];
} {
  const read = <T>(name: string): T =>
    JSON.parse(readFileSync(new URL(`./testdata/${name}`, import.meta.url), 'utf8')) as T;
  return {
    catalog: read<CatalogPosition[]>('catalog.json'),
    tender: read<TenderItem[]>('tender.json'),
    negatives: read<HardNegative[]>('hard-negatives.json'),
  };
}

/** A test app with an office user, a project and the data set's catalog; `idByKey` maps its keys to the ids. */
export interface DatasetApp {
  t: TestApp;
  office: Awaited<ReturnType<typeof signedInUser>>;
  projectId: string;
  catalogId: string;
  idByKey: Map<string, string>;
}

export async function openDatasetApp(catalog: readonly CatalogPosition[]): Promise<DatasetApp> {
  const t = await createTestApp();
  const office = await signedInUser(t, { role: 'office' });
  const projectId = await seedProject(t.db, office.companyId);
  const catalogId = await insertCatalog(t.db, office.companyId);
  const ids = await seedPositions(
    t.db,
    office.companyId,
    catalogId,
    catalog.map((position) => ({
      number: position.number,
      shortText: position.shortText,
      longText: position.longText,
      unit: position.unit,
      stlb: position.stlb,
    })),
  );
  const idByKey = new Map(catalog.map((position, index) => [position.key, ids[index]!]));
  return { t, office, projectId, catalogId, idByKey };
}

export async function insertCatalog(db: Database, companyId: string, name = 'Ausbau'): Promise<string> {
  const [row] = await db
    .insert(serviceCatalogs)
    .values({ companyId, name, trade: 'Ausbau' })
    .returning({ id: serviceCatalogs.id });
  return row!.id;
}

export interface SeedPosition {
  number: string;
  shortText: string;
  longText: string;
  unit: string;
  stlb?: string | undefined;
  /** A fixed price (the position has no calculation). */
  priceOverride?: string | null;
}

/**
 * Positions inserted directly (the positions module has its own tests), with their match text computed as the
 * positions module computes it. Returns the new ids in input order.
 */
export async function seedPositions(
  db: Database,
  companyId: string,
  catalogId: string,
  positions: readonly SeedPosition[],
): Promise<string[]> {
  await insertPositions(
    db,
    companyId,
    catalogId,
    positions.map((position, index) => ({
      categoryId: null,
      number: position.number,
      shortText: position.shortText,
      longText:
        position.longText === ''
          ? []
          : [{ type: 'paragraph', inlines: [{ type: 'text', text: position.longText }] }],
      longTextPlain: position.longText,
      unit: position.unit,
      stlbCode: position.stlb ?? null,
      calculation: EMPTY_CALCULATION,
      variants: EMPTY_VARIANTS,
      calculatedPrice: null,
      calculationComplete: true,
      priceOverride: position.priceOverride ?? null,
      matchText: positionMatchText(position.shortText, position.longText),
      seqOffset: index,
    })),
  );
  // Numbers are unique in these test catalogs.
  const result = await db.execute(
    sql`select id, number from catalog_positions where catalog_id = ${catalogId}`,
  );
  const byNumber = new Map(
    (result as unknown as { rows: { id: string; number: string }[] }).rows.map((row) => [row.number, row.id]),
  );
  return positions.map((position) => byNumber.get(position.number)!);
}

/** A tender item for a GAEB file (see gaeb-fixture.ts). */
export type TenderEntry = GaebFixtureEntry;

/** Imports the entries as a new BoQ of the project and returns its id (fails the test otherwise). */
export async function importTender(
  t: TestApp,
  as: Caller,
  projectId: string,
  entries: readonly TenderEntry[],
  name = 'Ausschreibung',
): Promise<string> {
  const response = await postImport(t, as, projectId, { name: 'lv.x83', content: gaebX83(entries, name) });
  if (response.statusCode !== 201) throw new Error(`import: ${response.statusCode} ${response.body}`);
  return response.json<{ boqId: string }>().boqId;
}

/** `app.inject` with a JSON body under /api/v1. */
export function send(
  t: TestApp,
  as: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...as.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** GET …/matches; fails the test unless 200. */
export async function getMatches(
  t: TestApp,
  as: Caller,
  boqId: string,
  catalogId: string,
  candidates = 3,
): Promise<BoqMatches> {
  const response = await send(
    t,
    as,
    'GET',
    `/boqs/${boqId}/matches?catalogId=${catalogId}&candidates=${candidates}`,
  );
  if (response.statusCode !== 200) throw new Error(`matches: ${response.statusCode} ${response.body}`);
  return response.json<BoqMatches>();
}
