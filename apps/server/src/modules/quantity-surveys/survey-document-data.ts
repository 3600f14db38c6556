import type { ClientAddress } from '@vendoc/contract/clients';
import type { PrintHeader, PrintSender } from './survey-print.repository';

const postal = (address: { street: string; postalCode: string; city: string; country: string }) => ({
  street: address.street,
  postalCode: address.postalCode,
  city: address.city,
  country: address.country,
});

/** The address a document goes to: the billing address, else the first one. */
const billingAddress = (addresses: ClientAddress[]) =>
  addresses.find((address) => address.kind === 'billing') ?? addresses[0];

/**
 * The header data of a printed survey in the catalogue's paths (company, client, project, document, sender,
 * survey). A survey has no number of its own: its name is its document number, as the survey list shows it.
 * The users table has no phone column, so the sender's phone is the company's number.
 */
export function surveyHeaderData(
  header: PrintHeader,
  sender: PrintSender,
  survey: { name: string; sheetNumbers: number[] },
  today: string,
) {
  const { company, client, project } = header;
  const address = billingAddress(client.addresses);
  return {
    company: { ...company, address: postal(company) },
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
    document: {
      title: 'Aufmaßblatt',
      number: survey.name,
      date: today,
      subject: `${project.name}: ${survey.name}`,
    },
    sender: { name: sender?.name ?? '', email: sender?.email ?? '', phone: company.phone ?? '' },
    survey: {
      number: survey.name,
      name: survey.name,
      sheetNumber: survey.sheetNumbers.join(', '),
      measuredBy: header.measuredBy ?? '',
      measuredOn: header.createdAt.toISOString().slice(0, 10),
    },
  };
}
