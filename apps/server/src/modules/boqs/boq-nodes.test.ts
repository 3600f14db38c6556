import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  Boq,
  BoqNode,
  BoqNodeDetail,
  BoqNodeUpdateResponse,
  BoqStructureResponse,
} from '@vendoc/contract/boqs';
import { boqNodes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedProject, signedInUser } from '../files/files-test-support';
import { allNodes, importSample } from './boqs-test-support';

let t: TestApp;
let office: Awaited<ReturnType<typeof signedInUser>>;
let fitter: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let projectId: string;
let boqId: string;

beforeAll(async () => {
  t = await createTestApp();
  office = await signedInUser(t, { role: 'office' });
  fitter = await signedInUser(t, { role: 'fitter', companyId: office.companyId });
  stranger = await signedInUser(t, { role: 'admin', companyName: 'Fremdfirma GmbH' });
  projectId = await seedProject(t.db, office.companyId);
});
beforeEach(async () => {
  boqId = (await importSample(t, office, projectId, 'nachtrag.x86')).boqId;
});
afterAll(async () => {
  await t?.close();
});

const getBoq = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/boqs/${boqId}`, headers: office.headers })).json<Boq>();
const nodes = () => allNodes(t, office, boqId);
const items = async () => (await nodes()).filter((node) => node.kind === 'item');
const patch = (node: Pick<BoqNode, 'id'>, body: object, as = office) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/boqs/${boqId}/nodes/${node.id}`,
    headers: as.headers,
    payload: body,
  });
const post = (body: object, as = office) =>
  t.app.inject({ method: 'POST', url: `/api/v1/boqs/${boqId}/nodes`, headers: as.headers, payload: body });
const cents = (value: string | null) => (value === null ? 0 : Math.round(Number(value) * 100));

describe('GET /boqs/{boqId}/nodes', () => {
  it('pages the tree in order with a cursor and a total', async () => {
    const everything = await allNodes(t, office, boqId, 5000);
    const paged = await allNodes(t, office, boqId, 2);
    expect(paged).toEqual(everything);
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boqs/${boqId}/nodes?limit=2`,
      headers: office.headers,
    });
    expect(first.json()).toMatchObject({ total: everything.length, nextCursor: expect.any(String) });
    // Parents come before their children, children one level deeper.
    const seen = new Map<string, BoqNode>();
    for (const node of everything) {
      if (node.parentId !== null) expect(seen.get(node.parentId)?.depth).toBe(node.depth - 1);
      seen.set(node.id, node);
    }
  });

  it('refuses a malformed cursor and a limit over 5,000 with 400', async () => {
    for (const query of ['cursor=abc', 'limit=5001', 'limit=0']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/boqs/${boqId}/nodes?${query}`,
        headers: office.headers,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('GET /boqs/{boqId}/nodes/{nodeId}', () => {
  it('gives the long text as blocks', async () => {
    const item = (await items()).find((node) => node.hasLongText)!;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boqs/${boqId}/nodes/${item.id}`,
      headers: fitter.headers,
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json<BoqNodeDetail>();
    expect(detail.longText.length).toBeGreaterThan(0);
    expect(JSON.stringify(detail.longText)).not.toContain('"source"');
  });
});

describe('PATCH /boqs/{boqId}/nodes/{nodeId}', () => {
  it('changes the unit price; item total, title subtotals and BoQ totals follow exactly', async () => {
    const before = await nodes();
    const boqBefore = await getBoq();
    const item = before.find(
      (node) => node.kind === 'item' && node.counted && node.qty !== null && !node.lumpSum,
    )!;
    const response = await patch(item, { unitPrice: '123.457', version: item.version });
    expect(response.statusCode).toBe(200);
    const result = response.json<BoqNodeUpdateResponse>();
    // qty x 123.457 rounded half up to cents, in integer arithmetic.
    const expected = (BigInt(Math.round(Number(item.qty) * 1000)) * 123457n + 5000n) / 10000n;
    expect(cents(result.node.total)).toBe(Number(expected));
    expect(result.node).toMatchObject({ unitPrice: '123.457', version: item.version + 1 });
    const delta = cents(result.node.total) - cents(item.total);
    const ancestors = before.filter(
      (node) => (node.kind === 'title' || node.kind === 'lot') && item.oz.startsWith(`${node.oz}.`),
    );
    expect(result.categories.map((category) => category.id).sort()).toEqual(
      ancestors.map((node) => node.id).sort(),
    );
    for (const ancestor of ancestors) {
      expect(cents(result.categories.find((category) => category.id === ancestor.id)!.total)).toBe(
        cents(ancestor.total) + delta,
      );
    }
    expect(cents(result.totals.total)).toBe(cents(boqBefore.totals.total) + delta);
    expect(cents(result.totals.gross)).toBe(cents(result.totals.net) + cents(result.totals.vat));
    // What was answered is what is stored.
    const after = await nodes();
    expect(after.find((node) => node.id === item.id)?.total).toBe(result.node.total);
    for (const category of result.categories)
      expect(after.find((node) => node.id === category.id)?.total).toBe(category.total);
    expect((await getBoq()).totals).toEqual(result.totals);
  });

  it('accepts quantity, unit, texts and kind; a provisional item without total leaves the totals', async () => {
    const item = (await items()).find(
      (node) => node.counted && node.total !== null && Number(node.total) > 0,
    )!;
    const totalBefore = (await getBoq()).totals.total;
    const response = await patch(item, {
      qty: '2.500',
      unit: 'm3',
      shortText: 'Beton C25/30 liefern und einbauen',
      longText: [{ type: 'paragraph', inlines: [{ type: 'text', text: 'Neuer Langtext', bold: true }] }],
      provisional: 'withoutTotal',
      version: item.version,
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<BoqNodeUpdateResponse>();
    expect(result.node).toMatchObject({
      qty: '2.500',
      unit: 'm3',
      shortText: 'Beton C25/30 liefern und einbauen',
      provisional: 'withoutTotal',
      counted: false,
    });
    expect(cents(result.totals.total)).toBe(cents(totalBefore) - cents(item.total));
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/boqs/${boqId}/nodes/${item.id}`,
        headers: office.headers,
      })
    ).json<BoqNodeDetail>();
    expect(detail.longText).toEqual([
      { type: 'paragraph', inlines: [{ type: 'text', text: 'Neuer Langtext', bold: true }] },
    ]);
  });

  it('answers 409 with the current node for a stale version and changes nothing', async () => {
    const item = (await items())[0]!;
    expect((await patch(item, { unitPrice: '10', version: item.version })).statusCode).toBe(200);
    const stale = await patch(item, { unitPrice: '20', version: item.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ current: BoqNode }>().current).toMatchObject({
      id: item.id,
      unitPrice: '10',
      version: item.version + 1,
    });
  });

  it.each([
    [{ unitPrice: '12,50' }, 'unitPrice'],
    [{ unitPrice: '1.23456' }, 'unitPrice'],
    [{ qty: 'viel' }, 'qty'],
    [{ unit: 'Stück' }, 'unit'],
    [{ alternative: { group: 0, serial: 1 } }, 'alternative.group'],
  ])('refuses %j with 400 naming the field, and stores nothing', async (body, path) => {
    const item = (await items())[0]!;
    const response = await patch(item, { ...body, version: item.version });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toContain(path);
    expect((await items())[0]).toEqual(item);
  });

  it('refuses item fields on a title', async () => {
    const title = (await nodes()).find((node) => node.kind === 'title' || node.kind === 'lot')!;
    const response = await patch(title, { unitPrice: '1', version: title.version });
    expect(response.statusCode).toBe(400);
    const renamed = await patch(title, { shortText: 'Rohbauarbeiten', version: title.version });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<BoqNodeUpdateResponse>().node).toMatchObject({
      shortText: 'Rohbauarbeiten',
      total: title.total,
    });
  });

  it('is forbidden for fitters and 404 for other companies', async () => {
    const item = (await items())[0]!;
    expect((await patch(item, { unitPrice: '1', version: item.version }, fitter)).statusCode).toBe(403);
    expect((await patch(item, { unitPrice: '1', version: item.version }, stranger)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/boqs/${boqId}/nodes/${item.id}`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/boqs/${boqId}/nodes`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/boqs/${boqId}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    expect((await items())[0]).toEqual(item);
  });
});

describe('structure: add, move, delete with renumbering', () => {
  it('adds an item after another and renumbers the siblings by the mask', async () => {
    const before = await items();
    const first = before[0]!;
    const response = await post({
      kind: 'item',
      parentId: first.parentId,
      afterId: first.id,
      shortText: 'Zusatzposition',
      qty: '3',
      unit: 'Stk',
      unitPrice: '10.50',
    });
    expect(response.statusCode).toBe(201);
    const result = response.json<BoqStructureResponse>();
    expect(result.node).toMatchObject({
      kind: 'item',
      shortText: 'Zusatzposition',
      total: '31.50',
      parentId: first.parentId,
    });
    const siblings = (await items()).filter((node) => node.parentId === first.parentId);
    expect(siblings[1]?.id).toBe(result.node!.id);
    const prefix = first.oz.slice(0, first.oz.lastIndexOf('.') + 1);
    const width = first.oz.length - prefix.length;
    const step = width >= 3 ? 10 : 1;
    expect(siblings.map((node) => node.oz)).toEqual(
      siblings.map((_, i) => prefix + String((i + 1) * step).padStart(width, '0')),
    );
    expect(result.boq.counts.items).toBe(before.length + 1);
    expect(cents(result.boq.totals.total)).toBe(cents((await getBoq()).totals.total));
  });

  it('adds a title at the top and renumbers the titles', async () => {
    const response = await post({ kind: 'title', parentId: null, afterId: null, shortText: 'Vorarbeiten' });
    expect(response.statusCode).toBe(201);
    const top = (await nodes()).filter(
      (node) => node.depth === 0 && (node.kind === 'title' || node.kind === 'lot'),
    );
    expect(top[0]).toMatchObject({ shortText: 'Vorarbeiten', total: '0.00' });
    expect(top.map((node) => node.oz)).toEqual(
      top.map((_, i) => String(i + 1).padStart(top[0]!.oz.length, '0')),
    );
  });

  it('refuses an item on the top level of a BoQ with titles, and a title under an item', async () => {
    const item = (await items())[0]!;
    const before = await nodes();
    const topItem = await post({ kind: 'item', parentId: null, afterId: null, shortText: 'X' });
    expect(topItem.statusCode).toBe(400);
    expect(topItem.json<{ detail: string }>().detail).toMatch(/Gliederungsebene/);
    const underItem = await post({ kind: 'title', parentId: item.id, afterId: null, shortText: 'X' });
    expect(underItem.statusCode).toBe(400);
    expect(await nodes()).toEqual(before);
  });

  it('moves an item to the end of its title and deletes it; numbers and totals follow', async () => {
    const first = (await items())[0]!;
    const siblings = (await items()).filter((node) => node.parentId === first.parentId);
    const last = siblings.at(-1)!;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/boqs/${boqId}/nodes/${first.id}/move`,
      headers: office.headers,
      payload: { parentId: first.parentId, afterId: last.id },
    });
    expect(moved.statusCode).toBe(200);
    const after = (await items()).filter((node) => node.parentId === first.parentId);
    expect(after.at(-1)?.id).toBe(first.id);
    expect(after.map((node) => node.oz)).toEqual(siblings.map((node) => node.oz));

    const totalBefore = (await getBoq()).totals.total;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/boqs/${boqId}/nodes/${first.id}`,
      headers: office.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const result = deleted.json<BoqStructureResponse>();
    expect(result.node).toBeNull();
    expect(cents(result.boq.totals.total)).toBe(
      cents(totalBefore) - (first.counted ? cents(first.total) : 0),
    );
    expect((await items()).some((node) => node.id === first.id)).toBe(false);
  });

  it('deletes a title with everything under it', async () => {
    const title = (await nodes()).find((node) => node.kind === 'title' || node.kind === 'lot')!;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/boqs/${boqId}/nodes/${title.id}`,
      headers: office.headers,
    });
    expect(response.statusCode).toBe(200);
    const remaining = await nodes();
    expect(remaining.some((node) => node.oz.startsWith(title.oz) && node.oz !== '')).toBe(
      remaining.some((node) => node.oz === title.oz),
    );
    const stored = await t.db.select({ id: boqNodes.id, parentId: boqNodes.parentId }).from(boqNodes);
    const ids = new Set(stored.map((row) => row.id));
    expect(stored.every((row) => row.parentId === null || ids.has(row.parentId))).toBe(true);
  });

  it('refuses moving a title into itself and moves across levels', async () => {
    const title = (await nodes()).find((node) => node.kind === 'title' || node.kind === 'lot')!;
    const child = (await nodes()).find((node) => node.parentId === title.id)!;
    const into = await t.app.inject({
      method: 'POST',
      url: `/api/v1/boqs/${boqId}/nodes/${title.id}/move`,
      headers: office.headers,
      payload: { parentId: child.id, afterId: null },
    });
    expect(into.statusCode).toBe(400);
  });

  it("is forbidden for fitters and 404 for other companies' BoQs", async () => {
    const before = await nodes();
    expect((await post({ kind: 'title', parentId: null, shortText: 'X' }, fitter)).statusCode).toBe(403);
    expect((await post({ kind: 'title', parentId: null, shortText: 'X' }, stranger)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/boqs/${boqId}/nodes/${before[0]!.id}`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(await nodes()).toEqual(before);
  });
});

describe('BoQs of a project', () => {
  it('creates an empty BoQ, adds a title and an item, renames it, changes the VAT rate and deletes it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/boqs`,
      headers: office.headers,
      payload: { name: 'Angebot Fenster' },
    });
    expect(created.statusCode).toBe(201);
    const boq = created.json<Boq>();
    expect(boq).toMatchObject({
      kind: 'offer',
      vatPercent: '19',
      counts: { categories: 0, items: 0 },
      totals: { total: '0.00', gross: '0.00' },
    });
    const title = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/boqs/${boq.id}/nodes`,
        headers: office.headers,
        payload: { kind: 'title', parentId: null, shortText: 'Fenster' },
      })
    ).json<BoqStructureResponse>();
    expect(title.node).toMatchObject({ oz: '01', kind: 'title' });
    const item = await t.app.inject({
      method: 'POST',
      url: `/api/v1/boqs/${boq.id}/nodes`,
      headers: office.headers,
      payload: {
        kind: 'item',
        parentId: title.node!.id,
        shortText: 'Fenster 1-flg.',
        qty: '4',
        unit: 'Stk',
        unitPrice: '812.40',
      },
    });
    expect(item.json<BoqStructureResponse>()).toMatchObject({
      node: { oz: '01.0010', total: '3249.60' },
      boq: { totals: { net: '3249.60', vat: '617.42', gross: '3867.02' } },
    });
    const current = item.json<BoqStructureResponse>().boq;
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/boqs/${boq.id}`,
      headers: office.headers,
      payload: { name: 'Angebot Fenster EG', vatPercent: '7', version: current.version },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Boq>()).toMatchObject({
      name: 'Angebot Fenster EG',
      vatPercent: '7',
      totals: { vat: '227.47', gross: '3477.07' },
    });
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/boqs/${boq.id}`,
      headers: office.headers,
      payload: { name: 'X', version: current.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/boqs/${boq.id}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/boqs/${boq.id}`, headers: office.headers }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/boqs/${boq.id}`, headers: office.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses an empty name with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/boqs`,
      headers: office.headers,
      payload: { name: '  ' },
    });
    expect(response.statusCode).toBe(400);
  });
});
