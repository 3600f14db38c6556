import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Boq, BoqImportResponse } from '@vendoc/contract/boqs';
import { boqNodes, boqs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedProject, signedInUser } from '../files/files-test-support';
import { sweepAbandonedImports } from './boqs.service';
import { importSample, postImport } from './boqs-test-support';

// Issue 18: an import writes its nodes in short statements of its own, the BoQ hidden until the last one is in, so
// other requests are answered meanwhile (PGlite has one connection); nothing of a half-written import is ever read.

let t: TestApp;
let office: Awaited<ReturnType<typeof signedInUser>>;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  office = await signedInUser(t, { role: 'office' });
  projectId = await seedProject(t.db, office.companyId);
});
afterAll(async () => {
  await t?.close();
});

/** A DA XML 3.3 X83 with one title of `items` items (OZ 01.00001 …). */
function tenderOf(items: number): Buffer {
  const rows = Array.from({ length: items }, (_, index) => {
    const number = String(index + 1).padStart(5, '0');
    return `<Item ID="I${number}" RNoPart="${number}"><Qty>${(index % 97) + 1}.000</Qty><QU>m2</QU><Description><CompleteText>
<DetailTxt><Text><p><span>Wandfläche ${number} spachteln, Q2.</span></p></Text></DetailTxt>
<OutlineText><OutlTxt><TextOutlTxt><p><span>Spachteln ${number}</span></p></TextOutlTxt></OutlTxt></OutlineText>
</CompleteText></Description></Item>`;
  });
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3">
<GAEBInfo><Version>3.3</Version><VersDate>2021-05</VersDate><Date>2026-12-04</Date><ProgSystem>Test</ProgSystem></GAEBInfo>
<PrjInfo><NamePrj>Großes LV</NamePrj></PrjInfo>
<Award><DP>83</DP><AwardInfo><Cur>EUR</Cur></AwardInfo><BoQ ID="B1">
<BoQInfo><Name>Groß</Name><LblBoQ>Großes LV</LblBoQ>
<BoQBkdn><Type>BoQLevel</Type><Length>2</Length><Num>Yes</Num></BoQBkdn>
<BoQBkdn><Type>Item</Type><Length>5</Length><Num>Yes</Num></BoQBkdn></BoQInfo>
<BoQBody><BoQCtgy ID="C01" RNoPart="01"><LblTx><p><span>Trockenbau</span></p></LblTx><BoQBody><Itemlist>
${rows.join('\n')}
</Itemlist></BoQBody></BoQCtgy></BoQBody></BoQ></Award></GAEB>`);
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: office.headers });

/**
 * Polls the database until `read` finds something (each poll is a query, so it waits its turn like any request);
 * fails when `stop` says waiting longer is pointless.
 */
async function until<T>(read: () => Promise<T | undefined>, stop: () => string | null): Promise<T> {
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    const reason = stop();
    if (reason !== null) throw new Error(reason);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('a BoQ import in progress', () => {
  // A budget only a hung import reaches: 12,000 items take several seconds on a loaded machine.
  it(
    'is hidden from every read until its last node is in, and other requests are answered meanwhile',
    { timeout: 120_000 },
    async () => {
      const ITEMS = 12_000;
      let importDone: string | null = null;
      const importing = postImport(t, office, projectId, {
        name: 'gross.x83',
        content: tenderOf(ITEMS),
      }).then((response) => {
        importDone = `the import ended first: ${response.statusCode} ${response.body.slice(0, 300)}`;
        return response;
      });

      // The BoQ row is written first, hidden; its nodes follow.
      const hidden = await until(
        async () => {
          const [row] = await t.db.select().from(boqs).where(isNotNull(boqs.importStartedAt));
          return row;
        },
        () => importDone,
      );
      expect(hidden.projectId).toBe(projectId);

      // Requests made now are answered before the import ends, and none of them sees the half-written BoQ.
      const [list, boq, nodes, clients] = await Promise.all([
        get(`/api/v1/projects/${projectId}/boqs`),
        get(`/api/v1/boqs/${hidden.id}`),
        get(`/api/v1/boqs/${hidden.id}/nodes?limit=10`),
        get('/api/v1/clients?limit=5'),
      ]);
      expect(importDone).toBeNull();
      expect(list.statusCode).toBe(200);
      expect(list.json<{ items: Boq[] }>().items.map((item) => item.id)).not.toContain(hidden.id);
      expect(boq.statusCode).toBe(404);
      expect(nodes.statusCode).toBe(404);
      expect(clients.statusCode).toBe(200);
      const written = await t.db
        .select({ id: boqNodes.id })
        .from(boqNodes)
        .where(eq(boqNodes.boqId, hidden.id));
      expect(written.length).toBeLessThan(ITEMS + 1);

      const response = await importing;
      expect(response.statusCode).toBe(201);
      const result = response.json<BoqImportResponse>();
      expect(result.boqId).toBe(hidden.id);
      expect(result.counts).toEqual({ categories: 1, items: ITEMS });
      const published = await get(`/api/v1/boqs/${hidden.id}`);
      expect(published.statusCode).toBe(200);
      const [row] = await t.db.select().from(boqs).where(eq(boqs.id, hidden.id));
      expect(row!.importStartedAt).toBeNull();
      const stored = await t.db
        .select({ id: boqNodes.id })
        .from(boqNodes)
        .where(eq(boqNodes.boqId, hidden.id));
      expect(stored).toHaveLength(ITEMS + 1);
    },
  );

  it('left behind by a stopped server is swept at the next start when it is old enough, a young one stays', async () => {
    const abandoned = await importSample(t, office, projectId, 'markup.x83');
    const young = await importSample(t, office, projectId, 'markup.x83');
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    await t.db.update(boqs).set({ importStartedAt: hourAgo }).where(eq(boqs.id, abandoned.boqId));
    await t.db.update(boqs).set({ importStartedAt: new Date() }).where(eq(boqs.id, young.boqId));
    expect((await get(`/api/v1/boqs/${abandoned.boqId}`)).statusCode).toBe(404);

    const swept = await sweepAbandonedImports(t.db, new Date(Date.now() - 15 * 60_000));

    expect(swept).toBe(1);
    expect(await t.db.select().from(boqs).where(eq(boqs.id, abandoned.boqId))).toEqual([]);
    expect(await t.db.select().from(boqNodes).where(eq(boqNodes.boqId, abandoned.boqId))).toEqual([]);
    expect(await t.db.select({ id: boqs.id }).from(boqs).where(eq(boqs.id, young.boqId))).toHaveLength(1);
  });
});
