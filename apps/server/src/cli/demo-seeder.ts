import { Readable } from 'node:stream';
import { and, count, eq } from 'drizzle-orm';
import type { Role } from '@vendoc/contract/auth';
import { clientCreateSchema } from '@vendoc/contract/clients';
import { projectCreateSchema, type Project } from '@vendoc/contract/projects';
import { userCreateSchema } from '@vendoc/contract/users';
import type { Database } from '../db/client';
import { clients, projectFiles, projectFolders, users, wageRates } from '../db/schema';
import { generatePassword } from '../lib/password';
import { createClient } from '../modules/clients/clients.service';
import { findCompany, updateCompany } from '../modules/company/company.repository';
import { createWageRate } from '../modules/company/company.service';
import { createProject } from '../modules/projects/projects.service';
import { createAccount } from '../modules/users/users-management.service';
import { findUserByUserName, listCompanies } from '../modules/users/users.repository';
import type { FileStorage } from '../storage/file-storage';
import { createRandom, DEMO_COMPANY, DEMO_WAGE_RATES, demoClients, demoProjects } from './demo-data';
import { seedDemoCatalog } from './demo-catalog';
import { demoPdf, demoSitePhoto } from './demo-files';
import { seedDemoSite } from './demo-site';
import { seedDemoTender } from './demo-tender';

/** The demo cannot be seeded into this database or company; the message says why, for the operator. */
export class DemoSeedRefused extends Error {
  override name = 'DemoSeedRefused';
}

export interface DemoSeedOptions {
  /** The company to fill; the first (oldest) company when not given. */
  companyId?: string | null;
  /** Where demo files go; without one the projects get no files. */
  storage: FileStorage | null;
  now: Date;
}

export interface DemoSeedResult {
  companyId: string;
  companyName: string;
  clients: number;
  projects: number;
  /** null when no file storage was given. */
  files: number | null;
  users: { userName: string; password: string; role: Role }[];
  /** The service catalog, and the project whose tender was imported, matched, priced and measured. */
  catalog: { id: string; articles: number; positions: number };
  tender: {
    projectId: string;
    projectName: string;
    tenderBoqId: string;
    items: number;
    accepted: number;
    rejected: number;
    offerBoqId: string;
    /** Net total of the priced offer (decimal string). */
    offerNet: string;
    constructions: number;
    configurations: number;
    surveyId: string;
    surveyLines: number;
  };
}

const PROJECTS_WITH_FILES = 12;
const DEMO_FILE_MAX_BYTES = 10 * 1024 * 1024;

async function resolveCompany(db: Database, companyId: string | null | undefined) {
  const id = companyId ?? (await listCompanies(db, 1))[0]?.id;
  if (id == null)
    throw new DemoSeedRefused('There is no company yet: start the server once, it creates one.');
  const company = await findCompany(db, id).catch(() => null);
  if (company == null) throw new DemoSeedRefused(`There is no company with id ${id}.`);
  return company;
}

async function findAdmin(db: Database, companyId: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'admin'), eq(users.active, true)))
    .limit(1);
  const admin = rows[0];
  if (admin == null) throw new DemoSeedRefused('The company has no active administrator.');
  return admin.id;
}

/** A free user name: `base`, else `base2`, `base3`… (user names are unique across all companies). */
async function freeUserName(db: Database, base: string): Promise<string> {
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}${suffix}`;
    if ((await findUserByUserName(db, candidate)) == null) return candidate;
  }
}

async function createDemoUsers(db: Database, companyId: string) {
  const created: DemoSeedResult['users'] = [];
  const ids: string[] = [];
  for (const [base, displayName, role] of [
    ['buero', 'Birgit Büro', 'office'],
    ['monteur', 'Max Monteur', 'fitter'],
  ] as const) {
    const userName = await freeUserName(db, base);
    const password = generatePassword(12);
    const input = userCreateSchema.parse({ userName, displayName, role, password });
    ids.push((await createAccount(db, companyId, input)).id);
    created.push({ userName, password, role });
  }
  return { created, ids };
}

async function storeDemoFiles(
  db: Database,
  storage: FileStorage,
  companyId: string,
  uploadedBy: string,
  project: Project,
  index: number,
): Promise<number> {
  const [folder] = await db
    .insert(projectFolders)
    .values({ companyId, projectId: project.id, name: 'Pläne' })
    .returning({ id: projectFolders.id });
  const site = project.siteAddress;
  const where = site == null ? '' : `${site.street}, ${site.postalCode} ${site.city}`;
  const files = [
    {
      name: 'Grundriss EG.pdf',
      folderId: folder?.id ?? null,
      contentType: 'application/pdf',
      content: demoPdf(`Grundriss Erdgeschoss – ${project.number}`, [project.name, where, 'Maßstab 1:100']),
    },
    {
      name: 'Leistungsbeschreibung.pdf',
      folderId: null,
      contentType: 'application/pdf',
      content: demoPdf(`Leistungsbeschreibung ${project.number}`, [
        project.name,
        `Auftraggeber: ${project.client.name}`,
        'Pos. 01.0010  Fenster liefern und montieren',
        'Pos. 01.0020  Fensterbänke innen und außen',
      ]),
    },
    {
      name: `Baustellenfoto ${project.number}.png`,
      folderId: null,
      contentType: 'image/png',
      content: demoSitePhoto([
        180 - ((index * 37) % 120),
        60 + ((index * 53) % 150),
        50 + ((index * 29) % 160),
      ]),
    },
  ];
  for (const file of files) {
    const stored = await storage.put(Readable.from([file.content]), { maxBytes: DEMO_FILE_MAX_BYTES });
    await db.insert(projectFiles).values({
      companyId,
      projectId: project.id,
      folderId: file.folderId,
      name: file.name,
      contentType: file.contentType,
      size: stored.size,
      sha256: stored.sha256,
      uploadedBy,
    });
  }
  return files.length;
}

/** The project the demo tender belongs to: an office refurbishment under way. */
const TENDER_PROJECT = 'Sanierung Bürogebäude';

/** The company's wage rates by name (the demo's four, unless the company had its own). */
async function wageRatesByName(db: Database, companyId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: wageRates.id, name: wageRates.name })
    .from(wageRates)
    .where(eq(wageRates.companyId, companyId));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * Fills a company with realistic German demo data: company details (where empty), four wage rates, an office
 * user and a fitter, 30 clients, 50 projects in every status and contract type, with a storage a few files in
 * the first projects, a service catalog with articles and calculated positions, and one project with an imported
 * tender, its matches, a priced offer, constructions and an approved quantity survey. Refuses a company that
 * already has clients, so it never runs twice.
 */
export async function seedDemo(db: Database, options: DemoSeedOptions): Promise<DemoSeedResult> {
  const company = await resolveCompany(db, options.companyId);
  const companyId = company.id;
  const [existing] = await db.select({ n: count() }).from(clients).where(eq(clients.companyId, companyId));
  if ((existing?.n ?? 0) > 0) {
    throw new DemoSeedRefused(
      `The company "${company.name}" has clients already: the demo data is only added to a company without any.`,
    );
  }
  const adminId = await findAdmin(db, companyId);
  const random = createRandom(20_08);

  if (company.street === '') {
    await updateCompany(db, companyId, company.version, {
      ...DEMO_COMPANY,
      name: company.name,
      defaultVatRate: company.defaultVatRate,
    });
  }
  const [rates] = await db.select({ n: count() }).from(wageRates).where(eq(wageRates.companyId, companyId));
  if ((rates?.n ?? 0) === 0) {
    for (const rate of DEMO_WAGE_RATES) await createWageRate(db, companyId, rate);
  }
  const demoUsers = await createDemoUsers(db, companyId);

  const clientIds: string[] = [];
  for (const client of demoClients(random)) {
    clientIds.push((await createClient(db, companyId, clientCreateSchema.parse(client), options.now)).id);
  }

  const auth = { userId: adminId, companyId, role: 'admin' as const };
  const responsibles = [adminId, ...demoUsers.ids];
  const created: Project[] = [];
  for (const [index, project] of demoProjects(random, clientIds.length, options.now).entries()) {
    const input = projectCreateSchema.parse({
      ...project,
      clientId: clientIds[project.clientIndex],
      responsibleUserId: responsibles[index % responsibles.length],
    });
    created.push(await createProject(db, auth, input, options.now));
  }

  let files: number | null = null;
  if (options.storage != null) {
    files = 0;
    // Files go to projects that are under way (not inquiries), as a real company's would.
    const withFiles = created.filter((project) => project.status !== 'inquiry').slice(0, PROJECTS_WITH_FILES);
    for (const [index, project] of withFiles.entries()) {
      files += await storeDemoFiles(
        db,
        options.storage,
        companyId,
        responsibles[index % 3] ?? adminId,
        project,
        index,
      );
    }
  }

  const catalog = await seedDemoCatalog(db, auth, await wageRatesByName(db, companyId), options.now);
  const project =
    created.find((entry) => entry.name.startsWith(TENDER_PROJECT) && entry.status === 'in_progress') ??
    created[0]!;
  const tender = await seedDemoTender(db, auth, project.id, catalog);
  const site = await seedDemoSite(db, auth, project.id, tender.offerBoqId, catalog, options.now);

  return {
    companyId,
    companyName: company.name,
    clients: clientIds.length,
    projects: created.length,
    files,
    users: demoUsers.created,
    catalog: {
      id: catalog.catalogId,
      articles: catalog.articles,
      positions: catalog.positionIds.size + catalog.configurable.size,
    },
    tender: {
      projectId: project.id,
      projectName: project.name,
      tenderBoqId: tender.tenderBoqId,
      items: tender.items,
      accepted: tender.accepted,
      rejected: tender.rejected,
      offerBoqId: tender.offerBoqId,
      offerNet: tender.offerTotals.net,
      ...site,
    },
  };
}
