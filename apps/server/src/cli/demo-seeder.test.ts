import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoqTotals } from '@vendoc/contract/boqs';
import { decimal, sum } from '@vendoc/money/decimal';
import {
  articles,
  boqMatchDecisions,
  boqNodes,
  boqs,
  catalogPositions,
  clients,
  configurations,
  constructions,
  projectFiles,
  projects,
  quantitySurveyLines,
  quantitySurveys,
  serviceCatalogs,
  wageRates,
} from '../db/schema';
import { createLocalFileStorage } from '../storage/local-file-storage';
import { createTestApp, type TestApp } from '../test/test-app';
import { DemoSeedRefused, seedDemo, type DemoSeedResult } from './demo-seeder';
import { demoTenderX83 } from './demo-tender';

let t: TestApp;
let filesDir: string;
let seeded: DemoSeedResult;

// A whole demo company (catalog, tender matched twice, survey) takes tens of seconds on PGlite, more on a busy machine.
const SEED_TIMEOUT = 300_000;

beforeAll(async () => {
  t = await createTestApp();
  filesDir = await mkdtemp(join(tmpdir(), 'vendoc-demo-files-'));
});
afterAll(async () => {
  await t?.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('seedDemo', () => {
  it(
    'fills a company with clients, projects in every status, users, wage rates and files',
    async () => {
      const admin = await t.seedCompanyWithUser({ role: 'admin', companyName: 'Demo Bau GmbH' });
      const storage = createLocalFileStorage(filesDir);
      const result = await seedDemo(t.db, {
        companyId: admin.company.id,
        storage,
        now: new Date('2030-05-01T08:00:00Z'),
      });
      seeded = result;
      expect(result).toMatchObject({ companyName: 'Demo Bau GmbH', clients: 30, projects: 50 });

      const clientRows = await t.db.select().from(clients).where(eq(clients.companyId, admin.company.id));
      expect(new Set(clientRows.map((client) => client.kind))).toEqual(
        new Set(['private', 'commercial', 'public']),
      );
      expect(
        clientRows.filter((client) => client.kind === 'public').every((client) => client.leitwegId != null),
      ).toBe(true);
      expect(clientRows.map((client) => client.number)).toContain('K-00030');

      const projectRows = await t.db.select().from(projects).where(eq(projects.companyId, admin.company.id));
      expect(new Set(projectRows.map((project) => project.status)).size).toBe(7);
      expect(new Set(projectRows.map((project) => project.contractType)).size).toBe(3);
      expect(projectRows.every((project) => project.siteAddress?.city)).toBe(true);

      const rates = await t.db.select().from(wageRates).where(eq(wageRates.companyId, admin.company.id));
      expect(rates.map((rate) => rate.name).sort()).toEqual(['Geselle', 'Helfer', 'Meister', 'Monteur']);

      expect(result.users.map((user) => [user.userName, user.role])).toEqual([
        ['buero', 'office'],
        ['monteur', 'fitter'],
      ]);
      for (const user of result.users) await t.signIn(user.userName, user.password);

      const files = await t.db
        .select()
        .from(projectFiles)
        .where(eq(projectFiles.companyId, admin.company.id));
      expect(result.files).toBe(files.length);
      expect(files.length).toBeGreaterThanOrEqual(30);
      for (const file of files) {
        expect((await storage.stat(file.sha256))?.size).toBe(file.size);
        const chunks: Buffer[] = await (await storage.get(file.sha256, { start: 0, end: 3 })).toArray();
        const head = Buffer.concat(chunks).toString('latin1');
        expect(head).toBe(file.contentType === 'application/pdf' ? '%PDF' : '\u0089PNG');
      }
    },
    SEED_TIMEOUT,
  );

  it('fills the service catalog: articles with purchase prices, calculated positions, variants, parameters', async () => {
    const { companyId, catalog } = seeded;
    const articleRows = await t.db.select().from(articles).where(eq(articles.catalogId, catalog.id));
    expect(articleRows.length).toBe(catalog.articles);
    expect(articleRows.length).toBeGreaterThanOrEqual(30);
    expect(articleRows.every((row) => row.purchasePrice !== null && decimal(row.purchasePrice).gt(0))).toBe(
      true,
    );

    const positions = await t.db
      .select()
      .from(catalogPositions)
      .where(eq(catalogPositions.companyId, companyId));
    expect(positions.length).toBe(catalog.positions);
    expect(positions.length).toBeGreaterThan(300);
    for (const position of positions) {
      expect(position.calculationComplete, position.number).toBe(true);
      expect(decimal(position.calculatedPrice ?? '0').gt(0), position.number).toBe(true);
      const kinds = (position.calculation as { components: { kind: string }[] }).components.map(
        (c) => c.kind,
      );
      expect(kinds, position.number).toContain('labour');
      expect(kinds, position.number).toContain('article');
    }
    const withVariants = positions.filter(
      (position) => (position.variants as { groups: unknown[] }).groups.length > 0,
    );
    expect(withVariants.length).toBeGreaterThanOrEqual(4);
    const configurable = positions.filter((position) => (position.parameters as unknown[]).length > 0);
    expect(configurable.map((position) => position.shortText)).toEqual(
      expect.arrayContaining([expect.stringContaining('Kunststofffenster nach Maß')]),
    );
  });

  it('imports the tender, matches many items, prices the offer exactly and approves a survey', async () => {
    const { companyId, tender } = seeded;
    const [project] = await t.db.select().from(projects).where(eq(projects.id, tender.projectId));
    expect(project).toMatchObject({ companyId, status: 'in_progress' });

    const expectedItems = demoTenderX83().items.length;
    expect(expectedItems).toBeGreaterThanOrEqual(300);
    const projectBoqs = await t.db.select().from(boqs).where(eq(boqs.projectId, tender.projectId));
    expect(projectBoqs.map((boq) => [boq.kind, boq.itemCount]).sort()).toEqual([
      ['offer', expectedItems],
      ['tender', expectedItems],
    ]);
    const items = (boqId: string) =>
      t.db
        .select()
        .from(boqNodes)
        .where(and(eq(boqNodes.boqId, boqId), eq(boqNodes.kind, 'item')));
    const tenderItems = await items(tender.tenderBoqId);
    expect(tenderItems.length).toBe(expectedItems);
    expect(tenderItems.every((item) => item.qty !== null && item.unit && item.shortText)).toBe(true);
    expect(tenderItems.filter((item) => item.hasLongText).length).toBeGreaterThan(expectedItems / 2);
    expect(tenderItems.every((item) => item.unitPrice === null)).toBe(true);

    const decisions = await t.db
      .select({ status: boqMatchDecisions.status, n: count() })
      .from(boqMatchDecisions)
      .where(eq(boqMatchDecisions.boqId, tender.tenderBoqId))
      .groupBy(boqMatchDecisions.status);
    const byStatus = Object.fromEntries(decisions.map((row) => [row.status, row.n]));
    expect(byStatus['accepted']).toBe(tender.accepted);
    expect(byStatus['rejected'] ?? 0).toBe(tender.rejected);
    expect(tender.accepted).toBeGreaterThanOrEqual(100);

    const offer = projectBoqs.find((boq) => boq.id === tender.offerBoqId)!;
    const offerItems = await items(offer.id);
    const priced = offerItems.filter((item) => item.unitPrice !== null);
    expect(priced.length).toBe(tender.accepted);
    const totals = offer.totals as BoqTotals;
    expect(totals.net).toMatch(/^\d+\.\d{2}$/);
    expect(decimal(totals.net).gt(0)).toBe(true);
    expect(totals.net).toBe(tender.offerNet);
    // The net is the exact sum of the priced items' totals (quantity × unit price, to the cent).
    expect(sum(priced.map((item) => item.total!)).toFixed(2)).toBe(totals.net);
    expect(totals.unpricedItems).toBe(expectedItems - priced.length);

    expect(
      await t.db.select().from(constructions).where(eq(constructions.projectId, project!.id)),
    ).toHaveLength(tender.constructions);
    const configured = await t.db
      .select()
      .from(configurations)
      .where(eq(configurations.projectId, project!.id));
    expect(configured.length).toBe(tender.configurations);
    expect(configured.length).toBeGreaterThanOrEqual(2);

    const [survey] = await t.db.select().from(quantitySurveys).where(eq(quantitySurveys.id, tender.surveyId));
    expect(survey).toMatchObject({ status: 'approved', boqId: offer.id, projectId: project!.id });
    const lines = await t.db
      .select()
      .from(quantitySurveyLines)
      .where(eq(quantitySurveyLines.surveyId, tender.surveyId));
    expect(lines.length).toBe(tender.surveyLines);
    expect(lines.length).toBeGreaterThanOrEqual(10);
    const offerOz = new Set(priced.map((item) => item.oz));
    expect(lines.every((line) => line.oz !== null && offerOz.has(line.oz))).toBe(true);
  });

  it(
    'refuses a company that has clients, and names the next free user names in another company',
    async () => {
      const catalogsBefore = await t.db
        .select({ n: count() })
        .from(serviceCatalogs)
        .where(eq(serviceCatalogs.companyId, seeded.companyId));
      await expect(
        seedDemo(t.db, { companyId: seeded.companyId, storage: null, now: new Date() }),
      ).rejects.toThrow(DemoSeedRefused);
      // Refused before anything was written: still one catalog, one tender project.
      expect(
        await t.db
          .select({ n: count() })
          .from(serviceCatalogs)
          .where(eq(serviceCatalogs.companyId, seeded.companyId)),
      ).toEqual(catalogsBefore);
      expect(catalogsBefore).toEqual([{ n: 1 }]);
      const second = await t.seedCompanyWithUser({ role: 'admin' });
      const result = await seedDemo(t.db, { companyId: second.company.id, storage: null, now: new Date() });
      expect(result.files).toBeNull();
      expect(result.users.map((user) => user.userName)).toEqual(['buero2', 'monteur2']);
      // The second company gets its own catalog and tender, priced the same.
      expect(result.catalog.id).not.toBe(seeded.catalog.id);
      expect(result.tender).toMatchObject({
        items: seeded.tender.items,
        accepted: seeded.tender.accepted,
        offerNet: seeded.tender.offerNet,
      });
    },
    SEED_TIMEOUT,
  );

  it('refuses an unknown company', async () => {
    await expect(
      seedDemo(t.db, { companyId: '00000000-0000-4000-8000-000000000000', storage: null, now: new Date() }),
    ).rejects.toThrow('There is no company with id');
  });
});
