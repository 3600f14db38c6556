import type { CompanyPrintHeader } from '../company/company.service';
import { printedParties, printedSender, type PrintSender } from '../projects/projects.service';
import type { PrintHeader } from './survey-print.repository';

/**
 * The header data of a printed survey in the catalogue's paths (company, client, project, document, sender,
 * survey). A survey has no number of its own: its name is its document number, as the survey list shows it.
 */
export function surveyHeaderData(
  header: PrintHeader,
  company: CompanyPrintHeader,
  sender: PrintSender,
  survey: { name: string; sheetNumbers: number[] },
  today: string,
) {
  const parties = printedParties(header);
  return {
    company,
    ...parties,
    document: {
      title: 'Aufmaßblatt',
      number: survey.name,
      date: today,
      subject: `${parties.project.name}: ${survey.name}`,
    },
    sender: printedSender(sender, company.phone),
    survey: {
      number: survey.name,
      name: survey.name,
      sheetNumber: survey.sheetNumbers.join(', '),
      measuredBy: header.measuredBy ?? '',
      measuredOn: header.createdAt.toISOString().slice(0, 10),
    },
  };
}
