// Issue 17: a position's unit price (EP) is the same in the catalog (list and detail), on its calculation sheet
// and in matching (candidates, the accepted position, the BoQ after applying), because all of them take it from
// positionUnitPrice. Articles from a DATANORM file with list prices only are priced at their list price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyMatchesResponse, BoqMatchItem } from '@vendoc/contract/matches';
import type { CatalogPositionDetail, CatalogPositionList } from '@vendoc/contract/service-catalogs';
import { toFixed } from '@vendoc/money/decimal';
import { createTestApp, type TestApp } from '../../test/test-app';
import { allNodes } from '../boqs/boqs-test-support';
import { seedProject, signedInUser } from '../files/files-test-support';
import { getMatches, importTender, send as sendMatches } from '../matches/matches-test-support';
import {
  createArticle,
  datanormSample,
  importDatanormFile,
} from '../service-catalogs/service-catalogs-test-support';
import { createPosition, MARKUPS, seedCatalog, seedWageRate, send } from './catalog-positions-test-support';
import { priceForMatch } from './position-pricing';

let t: TestApp;
let office: Awaited<ReturnType<typeof signedInUser>>;
/** The office user as the service-catalog helpers take a caller. */
const officeCaller = () => ({ headers: { authorization: office.headers['authorization'] ?? '' } });
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let catalogId: string;
let rateId: string;
/** Article ids by number (the DATANORM sample's). */
const articleIds = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  office = await signedInUser(t, { role: 'admin' });
  stranger = await signedInUser(t, { role: 'admin', companyName: 'Fremdfirma GmbH' });
  catalogId = await seedCatalog(t.db, office.companyId, 'Brandmeldetechnik');
  const imported = await importDatanormFile(t, officeCaller(), catalogId, {
    name: 'v5_texts_products_services.001',
    content: datanormSample('v5_texts_products_services.001'),
  });
  expect(imported).toMatchObject({ created: 21, prices: 21, discountGroups: 0 });
  const response = await send(t, office, 'GET', `/service-catalogs/${catalogId}/articles?limit=100`);
  for (const article of response.json<{ items: { id: string; number: string }[] }>().items) {
    articleIds.set(article.number, article.id);
  }
  rateId = await seedWageRate(t.db, office.companyId, 'Elektriker', '58.50');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A position of one article (quantity 1) and an hour of the electrician, with MARKUPS. */
const relayPosition = (number: string, shortText: string, articleId: string) =>
  createPosition(t, office, catalogId, {
    number,
    shortText,
    unit: 'St',
    calculation: {
      components: [
        { id: 'board', kind: 'article', articleId, quantity: '1' },
        { id: 'fit', kind: 'labour', wageRateId: rateId, minutes: '60' },
      ],
      markups: MARKUPS,
    },
  });

/** The position's unit price as every view gives it. */
async function pricesOf(positionId: string, boqId: string, oz: string) {
  const list = (
    await send(t, office, 'GET', `/service-catalogs/${catalogId}/positions`)
  ).json<CatalogPositionList>();
  const detail = (
    await send(t, office, 'GET', `/service-catalogs/${catalogId}/positions/${positionId}`)
  ).json<CatalogPositionDetail>();
  const matches = await getMatches(t, office, boqId, catalogId, 10);
  const item = matches.items.find((entry) => entry.oz === oz);
  const decided = await sendMatches(t, office, 'PUT', `/boqs/${boqId}/matches/${item!.nodeId}`, {
    catalogId,
    positionId,
    status: 'accepted',
  });
  expect(decided.statusCode, decided.body).toBe(200);
  return {
    list: list.items.find((position) => position.id === positionId)?.unitPrice,
    detail: detail.unitPrice,
    candidate: item?.candidates.find((candidate) => candidate.positionId === positionId)?.unitPrice,
    accepted: decided.json<BoqMatchItem>().accepted?.unitPrice,
    forMatch: (await priceForMatch(t.db, office.companyId, positionId, [])).unitPrice,
    detailSheet: detail.sheet,
  };
}

describe('one unit price everywhere', () => {
  it('prices material of list-price-only articles at the list price, the same in catalog, sheet and matching', async () => {
    const relay = await relayPosition(
      '01.0010',
      '2-fach Relaisplatine für Brandmelderzentrale NFS einbauen',
      articleIds.get('020-713')!,
    );
    const projectId = await seedProject(t.db, office.companyId);
    const boqId = await importTender(t, office, projectId, [
      {
        oz: '01.0010',
        shortText: '2-fach Relaisplatine für Brandmelderzentrale einbauen',
        unit: 'St',
        qty: '4',
      },
    ]);
    const prices = await pricesOf(relay.id, boqId, '01.0010');
    // Material: list price 41.20 (no EK, no discount known) × 1.15 = 47.38; labour 58.50 × 1.20 = 70.20.
    const expected = '117.58';
    expect(prices).toMatchObject({
      list: expected,
      detail: expected,
      candidate: expected,
      accepted: expected,
      forMatch: expected,
    });
    expect(prices.detailSheet).toMatchObject({ unitPrice: expected, complete: true });
    expect(prices.detailSheet.lines[0]).toMatchObject({ unitCost: '41.20', cost: '41.20', problem: null });

    const applied = await sendMatches(t, office, 'POST', `/boqs/${boqId}/matches/apply`, { catalogId });
    expect(applied.json<ApplyMatchesResponse>()).toMatchObject({ updated: 1, skipped: [] });
    const [node] = (await allNodes(t, office, boqId)).filter((each) => each.kind === 'item');
    expect(toFixed(node!.unitPrice!, 2)).toBe(expected);
  });

  it('gives no price anywhere for a calculation missing a price (not a sum counting it as 0,00 €)', async () => {
    const bare = await createArticle(t, officeCaller(), catalogId, {
      number: 'OHNE-1',
      shortText: 'Ohne Preis',
      unit: 'St',
    });
    expect(bare).toMatchObject({ costPrice: null, costPriceBasis: null });
    const position = await relayPosition('02.0010', 'Sockel ohne Preis montieren', bare.id);
    const projectId = await seedProject(t.db, office.companyId, 'Ohne Preis');
    const boqId = await importTender(t, office, projectId, [
      { oz: '02.0010', shortText: 'Sockel ohne Preis montieren', unit: 'St', qty: '1' },
    ]);
    const prices = await pricesOf(position.id, boqId, '02.0010');
    expect(prices).toMatchObject({
      list: null,
      detail: null,
      candidate: null,
      accepted: null,
      forMatch: null,
    });
    // The sheet still shows its sum and names the line without a price.
    expect(position).toMatchObject({ calculatedPrice: '70.20', calculationComplete: false });
    expect(prices.detailSheet).toMatchObject({ unitPrice: '70.20', complete: false });
    expect(prices.detailSheet.lines[0]).toMatchObject({ problem: 'missingPrice' });
  });

  it('a manual EP with three decimals goes everywhere with cents', async () => {
    const fixed = await createPosition(t, office, catalogId, {
      number: '03.0010',
      shortText: 'Wartung der Brandmeldeanlage pauschal',
      unit: 'psch',
      priceOverride: '52.905',
    });
    const projectId = await seedProject(t.db, office.companyId, 'Wartung');
    const boqId = await importTender(t, office, projectId, [
      { oz: '03.0010', shortText: 'Wartung der Brandmeldeanlage pauschal', unit: 'psch', qty: '1' },
    ]);
    const prices = await pricesOf(fixed.id, boqId, '03.0010');
    expect(prices).toMatchObject({
      list: '52.91',
      detail: '52.91',
      candidate: '52.91',
      accepted: '52.91',
      forMatch: '52.91',
    });
    expect(fixed.priceOverride).toBe('52.905');
  });

  it('follows the article: a list price typed in later and a price unit are priced exactly', async () => {
    const cable = await createArticle(t, officeCaller(), catalogId, {
      number: 'KABEL-1',
      shortText: 'Brandmeldekabel J-Y(St)Y 2x2x0,8',
      unit: 'm',
      priceUnit: '100',
    });
    const position = await relayPosition('04.0010', 'Brandmeldekabel verlegen', cable.id);
    expect(position.unitPrice).toBeNull();
    const patched = await send(t, office, 'PATCH', `/articles/${cable.id}`, {
      listPrice: '87.655',
      version: cable.version,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ costPrice: '87.655', costPriceBasis: 'listPrice' });
    // 1 m of 87.655 per 100 m = 0.87655 × 1.15 = 1.0080325; + 70.20 = 71.2080325 → 71.21 (recalculated on PATCH).
    const list = (
      await send(t, office, 'GET', `/service-catalogs/${catalogId}/positions`)
    ).json<CatalogPositionList>();
    expect(list.items.find((each) => each.id === position.id)).toMatchObject({
      unitPrice: '71.21',
      calculationComplete: true,
    });
    expect((await priceForMatch(t.db, office.companyId, position.id, [])).unitPrice).toBe('71.21');
  });

  it("does not price another company's position", async () => {
    const relay = await relayPosition('05.0010', 'Relaisplatine', articleIds.get('020-747')!);
    expect(await priceForMatch(t.db, stranger.companyId, relay.id, [])).toEqual({
      unitPrice: null,
      problem: 'Die Katalogposition gibt es nicht mehr',
    });
    const response = await send(t, stranger, 'GET', `/service-catalogs/${catalogId}/positions/${relay.id}`);
    expect(response.statusCode).toBe(404);
  });
});
