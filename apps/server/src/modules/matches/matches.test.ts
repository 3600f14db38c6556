import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Boq, BoqNode } from '@vendoc/contract/boqs';
import type { ApplyMatchesResponse, BoqMatches, BoqMatchItem, MatchReason } from '@vendoc/contract/matches';
import { decimal, toFixed } from '@vendoc/money/decimal';
import { boqMatchDecisions, matchMemory } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { allNodes } from '../boqs/boqs-test-support';
import { createPosition, MARKUPS } from '../catalog-positions/catalog-positions-test-support';
import { priceForMatch } from '../catalog-positions/position-pricing';
import { seedProject, signedInUser } from '../files/files-test-support';
import {
  getMatches,
  importTender,
  insertCatalog,
  seedPositions,
  send,
  type TenderEntry,
} from './matches-test-support';

let t: TestApp;
type User = Awaited<ReturnType<typeof signedInUser>>;
let office: User;
let fitter: User;
let stranger: User;
let projectId: string;
let catalogId: string;
let strangerCatalogId: string;
let strangerBoqId: string;
/** Position ids by number. */
const positions = new Map<string, string>();

const CATALOG = [
  {
    number: '15.0110',
    shortText: 'GK-Ständerwand d=100 mm, CW 50, doppelt beplankt',
    longText:
      'Metallständerwand nach DIN 18183-1, Wanddicke 100 mm, CW 50, beidseitig zweilagig GKB 12,5 mm, Q2.',
    unit: 'm2',
    stlb: '039-2110-04',
    priceOverride: '48.20',
  },
  {
    number: '15.0120',
    shortText: 'GK-Ständerwand d=125 mm, CW 75, doppelt beplankt',
    longText:
      'Metallständerwand nach DIN 18183-1, Wanddicke 125 mm, CW 75, beidseitig zweilagig GKB 12,5 mm, Q2.',
    unit: 'm2',
    priceOverride: '52.905',
  },
  {
    number: '22.0210',
    shortText: 'Bodenfliesen Feinsteinzeug 30x60 cm, R10, Dünnbett',
    longText: 'Bodenbelag aus Feinsteinzeug 30 x 60 cm im Dünnbett verlegen, Rutschhemmung R10, verfugen.',
    unit: 'm2',
    priceOverride: '61.40',
  },
  {
    number: '22.0220',
    shortText: 'Bodenfliesen Feinsteinzeug 60x60 cm, R10, Dünnbett',
    longText: 'Bodenbelag aus Feinsteinzeug 60 x 60 cm im Dünnbett verlegen, Rutschhemmung R10, verfugen.',
    unit: 'm2',
    priceOverride: '68.90',
  },
  {
    number: '28.0920',
    shortText: 'Fensterbank innen Werzalit weiß, Tiefe 250 mm',
    longText: 'Innenfensterbank aus Werzalit, weiß, Tiefe 250 mm, mit Seitenabschlusskappen, einbauen.',
    unit: 'm',
    priceOverride: null,
  },
  {
    number: '34.0120',
    shortText: 'Dispersionsanstrich Wand, 2-fach, weiß',
    longText:
      'Innenwandflächen mit Dispersionsfarbe nach DIN EN 13300 Nassabrieb Klasse 2 zweimal streichen.',
    unit: 'm2',
    priceOverride: '7.35',
  },
];

const TENDER: TenderEntry[] = [
  {
    oz: '01.01.0010',
    shortText: 'Trockenbauwand 100 mm',
    longText: 'Gipskarton-Ständerwand, Wanddicke 100 mm, Profil CW 50, je Seite 2 x 12,5 mm GKB, Q2.',
    unit: 'm²',
    qty: '120.5',
    stlb: '039-2110-04',
  },
  {
    oz: '01.01.0020',
    shortText: 'Bodenfliesen 60/60',
    longText: 'Feinsteinzeugfliesen 60 x 60 cm, R 10, im Dünnbettverfahren verlegen.',
    unit: 'qm',
    qty: '85.25',
  },
  {
    oz: '01.02.0010',
    shortText: 'Innenfensterbank Werzalit',
    longText: 'Fensterbank innen, Werzalit weiß, Tiefe 250 mm, Länge 1,30 m.',
    unit: 'Stck',
    qty: '14',
  },
  {
    oz: '01.02.0020',
    shortText: 'Wandanstrich Dispersion',
    longText: 'Wände zweimal mit Dispersionsfarbe weiß streichen.',
    unit: 'm2',
    qty: '310',
  },
];

let boqId: string;

beforeAll(async () => {
  t = await createTestApp();
  office = await signedInUser(t, { role: 'office' });
  fitter = await signedInUser(t, { role: 'fitter', companyId: office.companyId });
  stranger = await signedInUser(t, { role: 'admin', companyName: 'Fremdfirma GmbH' });
  projectId = await seedProject(t.db, office.companyId);
  catalogId = await insertCatalog(t.db, office.companyId);
  const ids = await seedPositions(t.db, office.companyId, catalogId, CATALOG);
  CATALOG.forEach((position, index) => positions.set(position.number, ids[index]!));
  strangerCatalogId = await insertCatalog(t.db, stranger.companyId, 'Fremder Katalog');
  await seedPositions(t.db, stranger.companyId, strangerCatalogId, CATALOG.slice(0, 2));
  strangerBoqId = await importTender(t, stranger, await seedProject(t.db, stranger.companyId), TENDER);
  boqId = await importTender(t, office, projectId, TENDER);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const matchesUrl = (id = boqId) => `/boqs/${id}/matches`;
const itemByOz = (matches: BoqMatches, oz: string): BoqMatchItem => {
  const item = matches.items.find((entry) => entry.oz === oz);
  if (item === undefined) throw new Error(`no item ${oz}`);
  return item;
};
const reason = <K extends MatchReason['kind']>(reasons: MatchReason[], kind: K) =>
  reasons.find((entry): entry is Extract<MatchReason, { kind: K }> => entry.kind === kind);
const decide = (nodeId: string, body: object, as: User = office, id = boqId) =>
  send(t, as, 'PUT', `${matchesUrl(id)}/${nodeId}`, body);
const decisionRows = (nodeId: string) =>
  t.db.select().from(boqMatchDecisions).where(eq(boqMatchDecisions.nodeId, nodeId));
const expectProblem = (
  response: { statusCode: number; headers: Record<string, unknown> },
  status: number,
) => {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toContain('application/problem+json');
};

/** A fresh BoQ of the tender (decisions of other tests do not leak in). */
const freshBoq = () => importTender(t, office, projectId, TENDER);

describe('GET /boqs/{boqId}/matches', () => {
  it('lists every item in tree order with its best candidates, scores and reasons', async () => {
    const matches = await getMatches(t, office, boqId, catalogId);
    expect(matches).toMatchObject({ boqId, catalogId });
    // Titles are no items: only the four items, in tree order.
    expect(matches.items.map((item) => item.oz)).toEqual(TENDER.map((entry) => entry.oz));
    const wall = itemByOz(matches, '01.01.0010');
    expect(wall).toMatchObject({
      shortText: 'Trockenbauwand 100 mm',
      unit: 'm²',
      unitPrice: null,
      accepted: null,
      rejectedPositionIds: [],
    });
    expect(Number(wall.qty)).toBe(120.5);
    expect(wall.candidates).toHaveLength(3);
    expect(wall.candidates[0]).toMatchObject({
      positionId: positions.get('15.0110'),
      number: '15.0110',
      unit: 'm2',
      unitPrice: '48.20',
    });
    // Best first, each score within 0..1.
    const scores = wall.candidates.map((candidate) => candidate.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const score of scores) expect(score).toBeGreaterThanOrEqual(0);
    expect(scores.reduce((sum, score) => sum + score, 0)).toBeLessThanOrEqual(1.0001);
    const best = wall.candidates[0]!.reasons;
    expect(reason(best, 'text')?.similarity).toBeGreaterThan(0.3);
    expect(reason(best, 'unit')).toEqual({
      kind: 'unit',
      compatible: true,
      tenderUnit: 'm²',
      catalogUnit: 'm2',
    });
    // The tender's StLNo 039211004 is the catalog's 039-2110-04.
    expect(reason(best, 'stlb')).toEqual({ kind: 'stlb', code: '039-2110-04' });
    expect(reason(wall.candidates[1]!.reasons, 'stlb')).toBeUndefined();

    // Sizes decide between near-identical variants: 60x60, not 30x60.
    expect(itemByOz(matches, '01.01.0020').candidates[0]?.number).toBe('22.0220');
    // A unit that differs (per piece against per metre) lowers, but does not hide the position.
    const sill = itemByOz(matches, '01.02.0010').candidates[0]!;
    expect(sill).toMatchObject({ number: '28.0920', unitPrice: null });
    expect(reason(sill.reasons, 'unit')).toMatchObject({ compatible: false, tenderUnit: 'Stck' });
    expect(itemByOz(matches, '01.02.0020').candidates[0]?.number).toBe('34.0120');
  });

  it('gives as many candidates as asked for (1 to 10)', async () => {
    const one = await getMatches(t, office, boqId, catalogId, 1);
    expect(one.items.every((item) => item.candidates.length === 1)).toBe(true);
    const all = await getMatches(t, office, boqId, catalogId, 10);
    // The catalog has six positions: all of them.
    expect(all.items[0]!.candidates).toHaveLength(CATALOG.length);
  });

  it('answers fitters (reading needs boqs:read and catalogs:read)', async () => {
    const response = await send(t, fitter, 'GET', `${matchesUrl()}?catalogId=${catalogId}`);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a missing catalog, bad candidate counts and bad ids with 400', async () => {
    for (const query of [
      '',
      `?catalogId=${catalogId}&candidates=0`,
      `?catalogId=${catalogId}&candidates=11`,
      '?catalogId=x',
    ]) {
      expectProblem(await send(t, office, 'GET', `${matchesUrl()}${query}`), 400);
    }
    expectProblem(await send(t, office, 'GET', `/boqs/not-a-uuid/matches?catalogId=${catalogId}`), 400);
  });

  it("answers 404 for another company's BoQ or catalog", async () => {
    expectProblem(await send(t, office, 'GET', `${matchesUrl(strangerBoqId)}?catalogId=${catalogId}`), 404);
    expectProblem(await send(t, office, 'GET', `${matchesUrl()}?catalogId=${strangerCatalogId}`), 404);
    expectProblem(await send(t, stranger, 'GET', `${matchesUrl()}?catalogId=${strangerCatalogId}`), 404);
  });
});

describe('PUT /boqs/{boqId}/matches/{nodeId}', () => {
  it('accepts a position, replaces an accepted one, and lists the decision', async () => {
    const id = await freshBoq();
    const wall = itemByOz(await getMatches(t, office, id, catalogId), '01.01.0010');
    const first = await decide(
      wall.nodeId,
      { catalogId, positionId: positions.get('15.0120'), status: 'accepted', score: 0.2 },
      office,
      id,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json<BoqMatchItem>().accepted).toEqual({
      positionId: positions.get('15.0120'),
      number: '15.0120',
      shortText: CATALOG[1]!.shortText,
      unit: 'm2',
      // A fixed price of 52.905 goes on the BoQ with cents.
      unitPrice: '52.91',
      optionIds: [],
      score: 0.2,
    });
    const second = await decide(
      wall.nodeId,
      { catalogId, positionId: positions.get('15.0110'), status: 'accepted' },
      office,
      id,
    );
    expect(second.json<BoqMatchItem>().accepted).toMatchObject({ number: '15.0110', unitPrice: '48.20' });
    // One accepted position per item: the earlier one is gone, not rejected.
    const rows = await decisionRows(wall.nodeId);
    expect(rows.map((row) => [row.positionId, row.status, row.decidedBy])).toEqual([
      [positions.get('15.0110'), 'accepted', office.userId],
    ]);
    const listed = itemByOz(await getMatches(t, office, id, catalogId), '01.01.0010');
    expect(listed.accepted?.positionId).toBe(positions.get('15.0110'));
  });

  it('rejects a position: it is never suggested again for the item, and a rejected acceptance is gone', async () => {
    const id = await freshBoq();
    const tiles = itemByOz(await getMatches(t, office, id, catalogId, 10), '01.01.0020');
    const best = tiles.candidates[0]!.positionId;
    await decide(tiles.nodeId, { catalogId, positionId: best, status: 'accepted' }, office, id);
    const response = await decide(
      tiles.nodeId,
      { catalogId, positionId: best, status: 'rejected' },
      office,
      id,
    );
    expect(response.statusCode).toBe(200);
    const item = response.json<BoqMatchItem>();
    expect(item.accepted).toBeNull();
    expect(item.rejectedPositionIds).toEqual([best]);
    expect(item.candidates.map((candidate) => candidate.positionId)).not.toContain(best);
    const listed = itemByOz(await getMatches(t, office, id, catalogId, 10), '01.01.0020');
    expect(listed.candidates).toHaveLength(CATALOG.length - 1);
    expect(listed.candidates.map((candidate) => candidate.positionId)).not.toContain(best);
  });

  it('checks variant options against the position (400, nothing stored) and stores valid ones', async () => {
    const id = await freshBoq();
    const paint = await createPosition(t, office, catalogId, {
      number: '34.0130',
      shortText: 'Dispersionsanstrich Wand, farbig',
      unit: 'm2',
      priceOverride: '10.00',
      variants: {
        groups: [
          {
            id: 'colour',
            name: 'Farbton',
            options: [
              { id: 'white', name: 'Weiß', effect: { kind: 'none' }, isDefault: true },
              { id: 'tint', name: 'Abgetönt', effect: { kind: 'percent', percent: '12.5' } },
            ],
          },
        ],
        exclusions: [],
      },
    });
    const node = itemByOz(await getMatches(t, office, id, catalogId), '01.02.0020').nodeId;
    const bad = await decide(
      node,
      { catalogId, positionId: paint.id, status: 'accepted', optionIds: ['white', 'tint'] },
      office,
      id,
    );
    expectProblem(bad, 400);
    expect(bad.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual([
      'optionIds.1',
    ]);
    const unknown = await decide(
      node,
      { catalogId, positionId: positions.get('34.0120'), status: 'accepted', optionIds: ['gold'] },
      office,
      id,
    );
    expectProblem(unknown, 400);
    expect(await decisionRows(node)).toEqual([]);

    const ok = await decide(
      node,
      { catalogId, positionId: paint.id, status: 'accepted', optionIds: ['tint'] },
      office,
      id,
    );
    expect(ok.statusCode).toBe(200);
    // 10.00 + 12.5 % = 11.25, as the position's price with that option.
    expect(ok.json<BoqMatchItem>().accepted).toMatchObject({ optionIds: ['tint'], unitPrice: '11.25' });
    expect((await priceForMatch(t.db, office.companyId, paint.id, ['tint'])).unitPrice).toBe('11.25');
    await send(t, office, 'DELETE', `/service-catalogs/${catalogId}/positions/${paint.id}`);
  });

  it('refuses bad bodies with 400 and stores nothing', async () => {
    const id = await freshBoq();
    const node = (await getMatches(t, office, id, catalogId)).items[0]!.nodeId;
    for (const body of [
      {},
      { catalogId, positionId: positions.get('15.0110'), status: 'maybe' },
      { catalogId, positionId: 'x', status: 'accepted' },
      { catalogId, positionId: positions.get('15.0110'), status: 'accepted', score: 2 },
    ]) {
      expectProblem(await decide(node, body, office, id), 400);
    }
    expect(await decisionRows(node)).toEqual([]);
  });

  it("answers 404 for another company's BoQ, catalog or position, and for unknown items", async () => {
    const matches = await getMatches(t, office, boqId, catalogId);
    const node = matches.items[0]!.nodeId;
    const strangerNode = (await getMatches(t, stranger, strangerBoqId, strangerCatalogId)).items[0]!;
    const accept = { catalogId, positionId: positions.get('15.0110'), status: 'accepted' };
    expectProblem(await decide(strangerNode.nodeId, accept, office, strangerBoqId), 404);
    expectProblem(await decide(node, accept, stranger), 404);
    expectProblem(await decide(node, { ...accept, catalogId: strangerCatalogId }, office), 404);
    // The stranger's position in our catalog's name.
    expectProblem(
      await decide(node, { ...accept, positionId: strangerNode.candidates[0]!.positionId }, office),
      404,
    );
    // A node of another BoQ of the same company.
    const otherBoq = await freshBoq();
    expectProblem(await decide(node, accept, office, otherBoq), 404);
    expect(await decisionRows(node)).toEqual([]);
  });

  it('refuses fitters with 403', async () => {
    const node = (await getMatches(t, office, boqId, catalogId)).items[0]!.nodeId;
    const response = await decide(
      node,
      { catalogId, positionId: positions.get('15.0110'), status: 'accepted' },
      fitter,
    );
    expectProblem(response, 403);
    expect(await decisionRows(node)).toEqual([]);
  });
});

describe('DELETE /boqs/{boqId}/matches/{nodeId}', () => {
  it('takes the accepted position back: the item as the list shows it, or 204 without a catalog', async () => {
    const id = await freshBoq();
    const [wall, tiles] = (await getMatches(t, office, id, catalogId)).items;
    for (const item of [wall!, tiles!]) {
      await decide(
        item.nodeId,
        { catalogId, positionId: item.candidates[0]!.positionId, status: 'accepted' },
        office,
        id,
      );
    }
    const withCatalog = await send(
      t,
      office,
      'DELETE',
      `${matchesUrl(id)}/${wall!.nodeId}?catalogId=${catalogId}`,
    );
    expect(withCatalog.statusCode).toBe(200);
    expect(withCatalog.json<BoqMatchItem>()).toMatchObject({ nodeId: wall!.nodeId, accepted: null });
    expect(withCatalog.json<BoqMatchItem>().candidates[0]?.positionId).toBe(wall!.candidates[0]!.positionId);
    const without = await send(t, office, 'DELETE', `${matchesUrl(id)}/${tiles!.nodeId}`);
    expect(without.statusCode).toBe(204);
    expect(without.body).toBe('');
    expect(await decisionRows(wall!.nodeId)).toEqual([]);
    expect(await decisionRows(tiles!.nodeId)).toEqual([]);
  });

  it('answers 403 to fitters and 404 for other companies and unknown items', async () => {
    const node = (await getMatches(t, office, boqId, catalogId)).items[0]!.nodeId;
    expectProblem(await send(t, fitter, 'DELETE', `${matchesUrl()}/${node}`), 403);
    expectProblem(await send(t, stranger, 'DELETE', `${matchesUrl()}/${node}`), 404);
    expectProblem(
      await send(t, office, 'DELETE', `${matchesUrl()}/${node}?catalogId=${strangerCatalogId}`),
      404,
    );
    expectProblem(await send(t, office, 'DELETE', `${matchesUrl()}/${strangerBoqId}`), 404);
  });
});

describe('POST /boqs/{boqId}/matches/accept', () => {
  it('accepts the best candidate of every undecided item at or above the threshold', async () => {
    const id = await freshBoq();
    const before = await getMatches(t, office, id, catalogId, 1);
    // Decide one item by hand: accept-all leaves it alone.
    const manual = before.items[0]!;
    const other = manual.candidates[0]!.positionId === positions.get('15.0120') ? '15.0110' : '15.0120';
    await decide(
      manual.nodeId,
      { catalogId, positionId: positions.get(other), status: 'accepted' },
      office,
      id,
    );

    const scores = before.items
      .slice(1)
      .map((item) => item.candidates[0]!.score)
      .sort((a, b) => a - b);
    // A threshold between the lowest and the next score leaves exactly one item open.
    const threshold = (scores[0]! + scores[1]!) / 2;
    expect(scores[0]).toBeLessThan(scores[1]!);
    const response = await send(t, office, 'POST', `${matchesUrl(id)}/accept`, { catalogId, threshold });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: scores.length - 1 });

    const after = await getMatches(t, office, id, catalogId, 1);
    expect(after.items[0]!.accepted?.positionId).toBe(positions.get(other));
    for (const item of after.items.slice(1)) {
      const planned = before.items.find((entry) => entry.nodeId === item.nodeId)!.candidates[0]!;
      if (planned.score >= threshold) {
        expect(item.accepted).toMatchObject({ positionId: planned.positionId, score: planned.score });
      } else expect(item.accepted).toBeNull();
    }
    // Nothing left above the threshold: a second call accepts nothing.
    const again = await send(t, office, 'POST', `${matchesUrl(id)}/accept`, { catalogId, threshold });
    expect(again.json()).toEqual({ accepted: 0 });
  });

  it('refuses bad thresholds (400), fitters (403) and other companies (404)', async () => {
    for (const body of [
      { catalogId },
      { catalogId, threshold: 1.5 },
      { catalogId, threshold: -0.1 },
      { threshold: 0.5 },
    ]) {
      expectProblem(await send(t, office, 'POST', `${matchesUrl()}/accept`, body), 400);
    }
    expectProblem(await send(t, fitter, 'POST', `${matchesUrl()}/accept`, { catalogId, threshold: 0 }), 403);
    expectProblem(
      await send(t, stranger, 'POST', `${matchesUrl()}/accept`, { catalogId, threshold: 0 }),
      404,
    );
    expectProblem(
      await send(t, office, 'POST', `${matchesUrl()}/accept`, { catalogId: strangerCatalogId, threshold: 0 }),
      404,
    );
    const rows = await t.db.select().from(boqMatchDecisions).where(eq(boqMatchDecisions.boqId, boqId));
    expect(rows).toEqual([]);
  });
});

describe('POST /boqs/{boqId}/matches/apply', () => {
  it("sets the accepted positions' prices as unit prices, skips unpriced ones, and recomputes the totals", async () => {
    const id = await freshBoq();
    const calculated = await createPosition(t, office, catalogId, {
      number: '22.0230',
      shortText: 'Bodenfliesen Feinsteinzeug 60x60 cm, R11',
      unit: 'm2',
      calculation: {
        components: [
          {
            id: 'sub',
            kind: 'subcontractor',
            description: 'Fliesenleger',
            quantity: '1',
            unitCost: '50.125',
          },
          { id: 'glue', kind: 'equipment', description: 'Kleber', quantity: '0.5', unitCost: '7.30' },
        ],
        markups: MARKUPS,
      },
    });
    try {
      const items = (await getMatches(t, office, id, catalogId)).items;
      const [wall, tiles, sill, paint] = items;
      const accept = (item: BoqMatchItem, positionId: string) =>
        decide(item.nodeId, { catalogId, positionId, status: 'accepted' }, office, id);
      await accept(wall!, positions.get('15.0120')!);
      await accept(tiles!, calculated.id);
      await accept(sill!, positions.get('28.0920')!); // no price
      await accept(paint!, positions.get('34.0120')!);
      const boqBefore = (await send(t, office, 'GET', `/boqs/${id}`)).json<Boq>();

      const response = await send(t, office, 'POST', `${matchesUrl(id)}/apply`, { catalogId });
      expect(response.statusCode).toBe(200);
      const applied = response.json<ApplyMatchesResponse>();
      expect(applied.updated).toBe(3);
      expect(applied.skipped).toEqual([
        { nodeId: sill!.nodeId, oz: '01.02.0010', reason: expect.stringMatching(/Position 28\.0920/) },
      ]);
      expect(applied.boqVersion).toBe(boqBefore.version + 1);

      // The prices as the positions give them (priceForMatch), independently: 52.905 → 52.91; the calculation
      // (50.125 x 1.05 + 0.5 x 7.30 x 1.10) = 52.63125 + 4.015 = 56.64625 → 56.65; 7.35.
      const expected = new Map([
        [wall!.nodeId, '52.91'],
        [tiles!.nodeId, '56.65'],
        [paint!.nodeId, '7.35'],
      ]);
      expect(calculated.unitPrice).toBe('56.65');
      const nodes = await allNodes(t, office, id);
      const itemNodes = nodes.filter((node) => node.kind === 'item');
      for (const node of itemNodes) {
        expect(node.unitPrice === null ? null : toFixed(node.unitPrice, 2)).toBe(
          expected.get(node.id) ?? null,
        );
      }
      // Totals: each item qty x unit price rounded to cents; categories and the BoQ sum them.
      const qty = new Map(TENDER.map((entry) => [entry.oz, entry.qty]));
      const itemTotal = (node: BoqNode) =>
        expected.has(node.id)
          ? decimal(qty.get(node.oz)!).times(expected.get(node.id)!).toDecimalPlaces(2)
          : null;
      for (const node of itemNodes) {
        const total = itemTotal(node);
        expect(node.total === null ? null : toFixed(node.total, 2)).toBe(
          total === null ? null : toFixed(total, 2),
        );
      }
      const net = itemNodes.reduce((sum, node) => sum.plus(itemTotal(node) ?? '0'), decimal('0'));
      // 120.5 x 52.91 = 6375.655 → 6375.66; 85.25 x 56.65 = 4829.4125 → 4829.41; 310 x 7.35 = 2278.50.
      expect(toFixed(net, 2)).toBe('13483.57');
      for (const category of nodes.filter((node) => node.kind === 'title' && node.depth === 1)) {
        const children = itemNodes.filter((node) => node.parentId === category.id);
        const sum = children.reduce((acc, node) => acc.plus(itemTotal(node) ?? '0'), decimal('0'));
        expect(toFixed(category.total!, 2)).toBe(toFixed(sum, 2));
      }
      expect(applied.totals).toMatchObject({ total: '13483.57', net: '13483.57', unpricedItems: 1 });
      const vat = net.times('0.19').toDecimalPlaces(2);
      expect(applied.totals.vat).toBe(toFixed(vat, 2));
      expect(applied.totals.gross).toBe(toFixed(net.plus(vat), 2));
      const boqAfter = (await send(t, office, 'GET', `/boqs/${id}`)).json<Boq>();
      expect(boqAfter.totals).toEqual(applied.totals);
      expect(boqAfter.version).toBe(applied.boqVersion);
      // The list shows the applied unit prices.
      const listed = await getMatches(t, office, id, catalogId);
      expect(listed.items.map((item) => item.unitPrice && toFixed(item.unitPrice, 2))).toEqual([
        '52.91',
        '56.65',
        null,
        '7.35',
      ]);
    } finally {
      await send(t, office, 'DELETE', `/service-catalogs/${catalogId}/positions/${calculated.id}`);
    }
  });

  it('refuses a missing catalog (400), fitters (403) and other companies (404), changing nothing', async () => {
    const before = (await send(t, office, 'GET', `/boqs/${boqId}`)).json<Boq>();
    expectProblem(await send(t, office, 'POST', `${matchesUrl()}/apply`, {}), 400);
    expectProblem(await send(t, fitter, 'POST', `${matchesUrl()}/apply`, { catalogId }), 403);
    expectProblem(
      await send(t, stranger, 'POST', `${matchesUrl()}/apply`, { catalogId: strangerCatalogId }),
      404,
    );
    expectProblem(
      await send(t, office, 'POST', `${matchesUrl()}/apply`, { catalogId: strangerCatalogId }),
      404,
    );
    const after = (await send(t, office, 'GET', `/boqs/${boqId}`)).json<Boq>();
    expect(after.version).toBe(before.version);
  });
});

describe('learning from decisions', () => {
  // Two door variants the texts hardly tell apart: a tender names the leaf (Türblatt 985 x 2110), the catalog
  // the opening (1010 x 2130). The estimator knows the 985 leaf fits the 1010 opening.
  const DOORS = [
    {
      number: '27.0150',
      shortText: 'Innentür Röhrenspan Eiche furniert, 885 x 2130 mm, Holzzarge',
      longText:
        'Innentürelement Eiche furniert, Türblatt Röhrenspan, Holzumfassungszarge, Rohbaumaß 885 x 2130 mm.',
      unit: 'St',
      priceOverride: '612.00',
    },
    {
      number: '27.0160',
      shortText: 'Innentür Röhrenspan Eiche furniert, 1010 x 2130 mm, Holzzarge',
      longText:
        'Innentürelement Eiche furniert, Türblatt Röhrenspan, Holzumfassungszarge, Rohbaumaß 1010 x 2130 mm.',
      unit: 'St',
      priceOverride: '655.00',
    },
  ];
  const firstTender: TenderEntry[] = [
    {
      oz: '01.01.0010',
      shortText: 'Innentür Eiche 985er Blatt',
      longText:
        'Innentür, Echtholz Eiche furniert, Röhrenspaneinlage, Türblatt 985 x 2110 mm, Holzumfassungszarge.',
      unit: 'St',
      qty: '6',
    },
  ];
  const paraphrase: TenderEntry[] = [
    {
      oz: '03.02.0040',
      shortText: 'Innentuer Eiche, Blatt 985',
      longText:
        'Innentuer Eiche furniert mit Roehrenspaneinlage, Tuerblatt 985 x 2110 mm, Holzumfassungszarge, liefern und montieren.',
      unit: 'Stck',
      qty: '3',
    },
  ];

  it('ranks a paraphrase right after the estimator chose the position for a similar text in another BoQ', async () => {
    const doors = await insertCatalog(t.db, office.companyId, 'Türen');
    const [small, large] = await seedPositions(t.db, office.companyId, doors, DOORS);
    const secondBoq = await importTender(t, office, projectId, paraphrase);
    // Before: text similarity prefers the smaller door for the paraphrase.
    const before = (await getMatches(t, office, secondBoq, doors)).items[0]!;
    expect(before.candidates.map((candidate) => candidate.positionId)).toEqual([small, large]);
    expect(before.candidates.some((candidate) => reason(candidate.reasons, 'history'))).toBe(false);

    // In the first BoQ the estimator rejects the smaller door and accepts the larger one.
    const firstBoq = await importTender(t, office, projectId, firstTender);
    const node = (await getMatches(t, office, firstBoq, doors)).items[0]!.nodeId;
    await decide(node, { catalogId: doors, positionId: small, status: 'rejected' }, office, firstBoq);
    await decide(node, { catalogId: doors, positionId: large, status: 'accepted' }, office, firstBoq);
    const memory = (
      await t.db.select().from(matchMemory).where(eq(matchMemory.companyId, office.companyId))
    ).filter((row) => row.positionId === small || row.positionId === large);
    expect(memory.map((row) => [row.positionId, row.accepted, row.rejected, row.tenderUnit]).sort()).toEqual(
      [
        [large, 1, 0, 'St'],
        [small, 0, 1, 'St'],
      ].sort(),
    );

    const after = (await getMatches(t, office, secondBoq, doors)).items[0]!;
    expect(after.candidates.map((candidate) => candidate.positionId)).toEqual([large, small]);
    const history = reason(after.candidates[0]!.reasons, 'history');
    expect(history).toMatchObject({ kind: 'history', accepted: 1, rejected: 0 });
    expect(history!.similarity).toBeGreaterThan(0.4);
    expect(history!.similarity).toBeLessThan(1);
    expect(reason(after.candidates[1]!.reasons, 'history')).toMatchObject({ accepted: 0, rejected: 1 });
    expect(after.candidates[0]!.score).toBeGreaterThan(before.candidates[1]!.score);

    // Another company learns nothing from it.
    const strangerDoors = await insertCatalog(t.db, stranger.companyId, 'Türen');
    await seedPositions(t.db, stranger.companyId, strangerDoors, DOORS);
    const strangerBoq = await importTender(
      t,
      stranger,
      await seedProject(t.db, stranger.companyId),
      paraphrase,
    );
    const theirs = (await getMatches(t, stranger, strangerBoq, strangerDoors)).items[0]!;
    expect(theirs.candidates[0]!.number).toBe('27.0150');

    // Taking the acceptance back takes it out of the memory; the rejection stays remembered.
    const undo = await send(t, office, 'DELETE', `${matchesUrl(firstBoq)}/${node}`);
    expect(undo.statusCode).toBe(204);
    const undone = await t.db.select().from(matchMemory).where(eq(matchMemory.positionId, large!));
    expect(undone.map((row) => [row.accepted, row.rejected])).toEqual([[0, 0]]);
    const reverted = (await getMatches(t, office, secondBoq, doors)).items[0]!;
    const largeAgain = reverted.candidates.find((candidate) => candidate.positionId === large)!;
    expect(reason(largeAgain.reasons, 'history')).toBeUndefined();
    expect(largeAgain.score).toBeLessThan(after.candidates[0]!.score);
  });
});
