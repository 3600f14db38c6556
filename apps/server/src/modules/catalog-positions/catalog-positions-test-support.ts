import type { LightMyRequestResponse } from 'fastify';
import type { CatalogPositionDetail, CatalogPositionInput } from '@vendoc/contract/service-catalogs';
import type { Database } from '../../db/client';
import { articles, serviceCatalogs, wageRates } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { multipartBody } from '../files/files-test-support';

export interface Caller {
  headers: Record<string, string>;
}

/** A catalog of the company, inserted directly (the catalogs module has its own tests). */
export async function seedCatalog(db: Database, companyId: string, name = 'Trockenbau'): Promise<string> {
  const [row] = await db
    .insert(serviceCatalogs)
    .values({ companyId, name, trade: 'Trockenbau' })
    .returning({ id: serviceCatalogs.id });
  return row!.id;
}

/** An article of the catalog with a purchase price per `priceUnit` units. */
export async function seedArticle(
  db: Database,
  companyId: string,
  catalogId: string,
  fields: {
    number: string;
    shortText: string;
    unit: string;
    purchasePrice: string | null;
    priceUnit?: number;
  },
): Promise<string> {
  const [row] = await db
    .insert(articles)
    .values({
      companyId,
      catalogId,
      number: fields.number,
      shortText: fields.shortText,
      unit: fields.unit,
      purchasePrice: fields.purchasePrice,
      priceUnit: fields.priceUnit ?? 1,
    })
    .returning({ id: articles.id });
  return row!.id;
}

export async function seedWageRate(
  db: Database,
  companyId: string,
  name: string,
  hourlyRate: string,
): Promise<string> {
  const [row] = await db
    .insert(wageRates)
    .values({ companyId, name, hourlyRate })
    .returning({ id: wageRates.id });
  return row!.id;
}

/** An `app.inject` with a JSON body. */
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

/** POST a position and return the 201 body (fails the test otherwise). */
export async function createPosition(
  t: TestApp,
  as: Caller,
  catalogId: string,
  input: CatalogPositionInput,
): Promise<CatalogPositionDetail> {
  const response = await send(t, as, 'POST', `/service-catalogs/${catalogId}/positions`, input);
  if (response.statusCode !== 201)
    throw new Error(`create position: ${response.statusCode} ${response.body}`);
  return response.json<CatalogPositionDetail>();
}

/** POST …/import with one file. */
export function postCatalogImport(
  t: TestApp,
  as: Caller,
  catalogId: string,
  file: { name: string; content: Buffer | string },
): Promise<LightMyRequestResponse> {
  const body = multipartBody([
    { name: 'file', filename: file.name, contentType: 'application/xml', content: file.content },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/service-catalogs/${catalogId}/import`,
    payload: body.payload,
    headers: { ...as.headers, ...body.headers },
  });
}

/** The field paths of a 400 validation problem, sorted. */
export function errorPaths(response: LightMyRequestResponse): string[] {
  const body = response.json<{ errors?: { path: string }[] }>();
  return (body.errors ?? []).map((error) => error.path).sort();
}

/** The messages of a 400 validation problem. */
export function errorMessages(response: LightMyRequestResponse): string[] {
  const body = response.json<{ errors?: { message: string }[] }>();
  return (body.errors ?? []).map((error) => error.message);
}

export const MARKUPS = { material: '15', labour: '20', equipment: '10', subcontractor: '5' };

/** The area in m² of a window sized by the parameters below (mm). */
export const WINDOW_AREA = 'breite * hoehe / 1000000';

/** Width and height of a configurable window: 400 to 2400 mm in steps of 10, 1000 × 1250 by default. */
export const WINDOW_PARAMETERS = [
  { name: 'breite', label: 'Breite', unit: 'mm', min: '400', max: '2400', step: '10', defaultValue: '1000' },
  { name: 'hoehe', label: 'Höhe', unit: 'mm', min: '400', max: '2400', step: '10', defaultValue: '1250' },
];

/**
 * A catalog "Fenster" of the company: frame 250.00 per piece, glass 2-fach 45.00 and 3-fach 70.00 per m² (priced
 * per 100), and a fitter at 58.50 €/h.
 */
export async function seedWindowCatalog(db: Database, companyId: string) {
  const catalogId = await seedCatalog(db, companyId, 'Fenster');
  const article = (number: string, shortText: string, unit: string, purchasePrice: string, priceUnit = 1) =>
    seedArticle(db, companyId, catalogId, { number, shortText, unit, purchasePrice, priceUnit });
  return {
    catalogId,
    frameId: await article('FR-1', 'Rahmen', 'St', '250.00'),
    glassId: await article('GL-2', 'Glas 2-fach', 'm2', '4500.00', 100),
    tripleId: await article('GL-3', 'Glas 3-fach', 'm2', '7000.00', 100),
    rateId: await seedWageRate(db, companyId, 'Monteur', '58.50'),
  };
}
