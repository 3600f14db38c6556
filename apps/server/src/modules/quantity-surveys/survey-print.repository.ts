import { and, eq } from 'drizzle-orm';
import type { ClientAddress } from '@vendoc/contract/clients';
import type { Database } from '../../db/client';
import { clients, companies, projects, quantitySurveys, users } from '../../db/schema';

/** What a printed survey sheet shows besides its lines: the company, the project and its client, who measured. */
export async function findPrintHeader(db: Database, companyId: string, surveyId: string) {
  const rows = await db
    .select({
      company: {
        name: companies.name,
        street: companies.street,
        postalCode: companies.postalCode,
        city: companies.city,
        country: companies.country,
        phone: companies.phone,
        email: companies.email,
        website: companies.website,
        vatId: companies.vatId,
        taxNumber: companies.taxNumber,
        bankName: companies.bankName,
        iban: companies.iban,
        bic: companies.bic,
      },
      project: {
        number: projects.number,
        name: projects.name,
        siteAddress: projects.siteAddress,
        startDate: projects.startDate,
        endDate: projects.endDate,
        description: projects.description,
      },
      client: {
        number: clients.number,
        name: clients.name,
        kind: clients.kind,
        salutation: clients.salutation,
        phone: clients.phone,
        email: clients.email,
        leitwegId: clients.leitwegId,
        contacts: clients.contacts,
        addresses: clients.addresses,
      },
      measuredBy: users.displayName,
      createdAt: quantitySurveys.createdAt,
    })
    .from(quantitySurveys)
    .innerJoin(companies, eq(companies.id, quantitySurveys.companyId))
    .innerJoin(projects, eq(projects.id, quantitySurveys.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(users, eq(users.id, quantitySurveys.createdBy))
    .where(and(eq(quantitySurveys.id, surveyId), eq(quantitySurveys.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}
export type PrintHeader = NonNullable<Awaited<ReturnType<typeof findPrintHeader>>>;
export type { ClientAddress };

/** The signed-in user who prints (the sender of the document), as the users table has them; null if gone. */
export async function findSender(db: Database, companyId: string, userId: string) {
  const rows = await db
    .select({ name: users.displayName, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}
export type PrintSender = Awaited<ReturnType<typeof findSender>>;
