import { and, eq } from 'drizzle-orm';
import type { ClientAddress } from '@vendoc/contract/clients';
import type { Database } from '../../db/client';
import { clients, projects, users } from '../../db/schema';

// What printed documents of a project show of it, its client and the person who prints, in the paths of the
// designer's catalogue (client.*, project.*, sender.*).

export const printedProjectColumns = {
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
};

/** The project and its client as printed documents need them; null for another company's project. */
export async function findPrintedProject(db: Database, companyId: string, projectId: string) {
  const rows = await db
    .select(printedProjectColumns)
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}
export type PrintedProject = NonNullable<Awaited<ReturnType<typeof findPrintedProject>>>;

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

const postal = (address: { street: string; postalCode: string; city: string; country: string }) => ({
  street: address.street,
  postalCode: address.postalCode,
  city: address.city,
  country: address.country,
});

/** The address a document goes to: the billing address, else the first one. */
const billingAddress = (addresses: ClientAddress[]) =>
  addresses.find((address) => address.kind === 'billing') ?? addresses[0];

/** `client` and `project` of a document's data. */
export function printedParties({ client, project }: PrintedProject) {
  const address = billingAddress(client.addresses);
  return {
    client: {
      number: client.number,
      name: client.name,
      kind: client.kind,
      salutation: client.salutation ?? '',
      contactPerson: client.contacts[0]?.name ?? '',
      phone: client.phone ?? '',
      email: client.email ?? '',
      leitwegId: client.leitwegId ?? '',
      address: address ? postal(address) : undefined,
    },
    project: {
      number: project.number,
      name: project.name,
      siteAddress: project.siteAddress ? postal(project.siteAddress) : undefined,
      startDate: project.startDate ?? '',
      endDate: project.endDate ?? '',
      description: project.description ?? '',
    },
  };
}

/** `sender` of a document's data; the users table has no phone column, so the phone is the company's number. */
export const printedSender = (sender: PrintSender, companyPhone: string | null) => ({
  name: sender?.name ?? '',
  email: sender?.email ?? '',
  phone: companyPhone ?? '',
});
