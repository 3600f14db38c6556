import type { APIRequestContext } from '@playwright/test';
import {
  articleListSchema,
  articleSchema,
  catalogPositionDetailSchema,
  serviceCatalogSchema,
  type Article,
  type ArticleInput,
  type ArticleList,
  type CatalogPositionDetail,
  type CatalogPositionInput,
  type ServiceCatalog,
  type ServiceCatalogInput,
} from '@vendoc/contract/service-catalogs';
import { serverBaseURL } from './env';
import { postViaApi } from './records-api';

/** Creates a service catalog through the API (for tests whose subject is not the catalog dialog). */
export async function createCatalogViaApi(
  request: APIRequestContext,
  accessToken: string,
  catalog: ServiceCatalogInput,
): Promise<ServiceCatalog> {
  return serviceCatalogSchema.parse(
    await postViaApi(request, accessToken, '/api/v1/service-catalogs', catalog),
  );
}

/** GET with the access token; anything but 200 fails the test with the server's answer. */
async function getViaApi(request: APIRequestContext, accessToken: string, path: string): Promise<unknown> {
  const response = await request.get(`${serverBaseURL()}${path}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (response.status() !== 200) {
    throw new Error(`GET ${path} failed: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as unknown;
}

const catalogPath = (catalogId: string, rest = '') =>
  `/api/v1/service-catalogs/${encodeURIComponent(catalogId)}${rest}`;

/** GET /api/v1/service-catalogs/{id}: the catalog with its counts, as the server has it. */
export async function getCatalogViaApi(
  request: APIRequestContext,
  accessToken: string,
  catalogId: string,
): Promise<ServiceCatalog> {
  return serviceCatalogSchema.parse(await getViaApi(request, accessToken, catalogPath(catalogId)));
}

/** The first page (up to 500) of a catalog's articles. */
export async function listArticlesViaApi(
  request: APIRequestContext,
  accessToken: string,
  catalogId: string,
): Promise<ArticleList> {
  return articleListSchema.parse(
    await getViaApi(request, accessToken, catalogPath(catalogId, '/articles?limit=500')),
  );
}

/** Creates an article in a catalog through the API. */
export async function createArticleViaApi(
  request: APIRequestContext,
  accessToken: string,
  catalogId: string,
  article: ArticleInput,
): Promise<Article> {
  return articleSchema.parse(
    await postViaApi(request, accessToken, catalogPath(catalogId, '/articles'), article),
  );
}

/** Creates a catalog position (with its calculation and variants) through the API. */
export async function createCatalogPositionViaApi(
  request: APIRequestContext,
  accessToken: string,
  catalogId: string,
  position: CatalogPositionInput,
): Promise<CatalogPositionDetail> {
  return catalogPositionDetailSchema.parse(
    await postViaApi(request, accessToken, catalogPath(catalogId, '/positions'), position),
  );
}

/** GET …/positions/{positionId}: the position with calculation, variants and the server's sheet. */
export async function getCatalogPositionViaApi(
  request: APIRequestContext,
  accessToken: string,
  catalogId: string,
  positionId: string,
): Promise<CatalogPositionDetail> {
  return catalogPositionDetailSchema.parse(
    await getViaApi(
      request,
      accessToken,
      catalogPath(catalogId, `/positions/${encodeURIComponent(positionId)}`),
    ),
  );
}
