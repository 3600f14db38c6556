import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, projectFiles, projects, wageRates } from '../db/schema';
import { createLocalFileStorage } from '../storage/local-file-storage';
import { createTestApp, type TestApp } from '../test/test-app';
import { DemoSeedRefused, seedDemo } from './demo-seeder';

let t: TestApp;
let filesDir: string;

beforeAll(async () => {
  t = await createTestApp();
  filesDir = await mkdtemp(join(tmpdir(), 'vendoc-demo-files-'));
});
afterAll(async () => {
  await t?.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('seedDemo', () => {
  it('fills a company with clients, projects in every status, users, wage rates and files', async () => {
    const admin = await t.seedCompanyWithUser({ role: 'admin', companyName: 'Demo Bau GmbH' });
    const storage = createLocalFileStorage(filesDir);
    const result = await seedDemo(t.db, {
      companyId: admin.company.id,
      storage,
      now: new Date('2030-05-01T08:00:00Z'),
    });
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

    const files = await t.db.select().from(projectFiles).where(eq(projectFiles.companyId, admin.company.id));
    expect(result.files).toBe(files.length);
    expect(files.length).toBeGreaterThanOrEqual(30);
    for (const file of files) {
      expect((await storage.stat(file.sha256))?.size).toBe(file.size);
      const chunks: Buffer[] = await (await storage.get(file.sha256, { start: 0, end: 3 })).toArray();
      const head = Buffer.concat(chunks).toString('latin1');
      expect(head).toBe(file.contentType === 'application/pdf' ? '%PDF' : '\u0089PNG');
    }
  });

  it('refuses a company that has clients, and names the next free user names in another company', async () => {
    const [seeded] = await t.db.select({ companyId: clients.companyId }).from(clients).limit(1);
    await expect(
      seedDemo(t.db, { companyId: seeded?.companyId ?? null, storage: null, now: new Date() }),
    ).rejects.toThrow(DemoSeedRefused);
    const second = await t.seedCompanyWithUser({ role: 'admin' });
    const result = await seedDemo(t.db, { companyId: second.company.id, storage: null, now: new Date() });
    expect(result.files).toBeNull();
    expect(result.users.map((user) => user.userName)).toEqual(['buero2', 'monteur2']);
  });

  it('refuses an unknown company', async () => {
    await expect(
      seedDemo(t.db, { companyId: '00000000-0000-4000-8000-000000000000', storage: null, now: new Date() }),
    ).rejects.toThrow('There is no company with id');
  });
});
