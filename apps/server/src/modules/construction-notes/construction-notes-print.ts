import {
  dayPhotos,
  type ConstructionNoteContent,
  type WeatherCondition,
} from '@vendoc/contract/construction-notes';
import { sum } from '@vendoc/money/decimal';
import { mergePdfs } from '@vendoc/pdf/merge-pdfs';
import type { PhotoAppendix } from '@vendoc/pdf/photo-pages';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import type { FileStorage } from '../../storage/file-storage';
import { projectPositionsByIds } from '../boqs/boqs.service';
import { printHeader, type CompanyPrintHeader } from '../company/company.service';
import { readProjectFilesByIds } from '../files/files.service';
import {
  renderDefaultTemplate,
  type RenderedDocument,
} from '../document-templates/document-templates.service';
import {
  findPrintedProject,
  findSender,
  printedParties,
  printedSender,
  PROJECT_NOT_FOUND,
  type PrintedProject,
  type PrintSender,
} from '../projects/projects.service';
import { projectNotes, type NoteView } from './construction-notes.repository';
import { requireNote } from './construction-notes.service';
import { germanDate } from '../../lib/german-date';

const CONDITIONS: Record<WeatherCondition, string> = {
  sunny: 'sonnig',
  cloudy: 'bewölkt',
  overcast: 'bedeckt',
  rain: 'Regen',
  snow: 'Schnee',
  fog: 'Nebel',
  frost: 'Frost',
};
const PRECIPITATION = {
  none: 'kein Niederschlag',
  light: 'leichter Niederschlag',
  moderate: 'mäßiger Niederschlag',
  heavy: 'starker Niederschlag',
};
const WIND = {
  calm: 'windstill',
  light: 'schwacher Wind',
  moderate: 'mäßiger Wind',
  strong: 'starker Wind',
  storm: 'Sturm',
};

/** "42.5" as printed: "42,5". */
const german = (value: string) => value.replace('.', ',');
const lines = (parts: readonly string[]) => parts.filter((part) => part.trim() !== '').join('\n');
const joined = (parts: readonly (string | null | false)[], separator = ' · ') =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '').join(separator);

function weatherText(weather: ConstructionNoteContent['weather']): string {
  return joined(
    [
      weather.conditions.map((condition) => CONDITIONS[condition]).join(', '),
      weather.precipitation === null ? null : PRECIPITATION[weather.precipitation],
      weather.wind === null ? null : WIND[weather.wind],
      weather.hoursLost === null ? null : `${german(weather.hoursLost)} h Ausfall`,
    ],
    ', ',
  );
}

function temperatureText({ temperatureMin: min, temperatureMax: max }: ConstructionNoteContent['weather']) {
  if (min !== null && max !== null) return `${german(min)} bis ${german(max)} °C`;
  if (min !== null) return `ab ${german(min)} °C`;
  return max === null ? '' : `bis ${german(max)} °C`;
}

/** A BoQ position as an obstruction names it. */
type NamedPosition = { oz: string; shortText: string };

/**
 * The day in the paths of the "site diary report" layouts (note.*): each part as lines of text; the positions an
 * obstruction affects by OZ and short text (a position deleted since is left out).
 */
export function noteReportFields(view: NoteView, positions: ReadonlyMap<string, NamedPosition>) {
  const content = view.content;
  const hours = (value: string | null) => (value === null ? '' : ` ${german(value)} h`);
  const crewHours = content.crew.flatMap((member) => (member.hours === null ? [] : [member.hours]));
  const affected = (ids: readonly string[]) => {
    const named = ids.flatMap((id) => {
      const position = positions.get(id);
      return position === undefined ? [] : [`${position.oz} ${position.shortText}`];
    });
    return named.length === 0 ? '' : ` Betroffen: ${named.join('; ')}.`;
  };
  return {
    date: view.date,
    weather: weatherText(content.weather),
    temperature: temperatureText(content.weather),
    crew: lines([
      joined([
        content.workStart && content.workEnd
          ? `Arbeitszeit ${content.workStart} bis ${content.workEnd} Uhr`
          : null,
        content.breakMinutes > 0 ? `Pause ${content.breakMinutes} min` : null,
      ]),
      ...content.crew.map((member) => `${member.name}${hours(member.hours)}`),
      ...content.subcontractors.map(
        (each) =>
          `${each.company}${each.workers === null ? '' : `, ${each.workers} Arbeitskräfte`}${hours(each.hours)}`,
      ),
      ...content.equipment.map((each) => `Gerät: ${each.name}${hours(each.hours)}`),
    ]),
    hours: crewHours.length === 0 ? '' : sum(crewHours).toString(),
    workDone: lines(
      content.workDone.map((work) =>
        joined(
          [
            work.oz,
            work.shortText,
            work.quantity === null ? null : `${german(work.quantity)} ${work.unit}`.trim(),
          ],
          ' ',
        ),
      ),
    ),
    deliveries: lines(
      content.deliveries.map((delivery) =>
        joined(
          [
            delivery.supplier,
            joined(
              [
                delivery.material,
                delivery.quantity === null ? null : `${german(delivery.quantity)} ${delivery.unit}`.trim(),
              ],
              ' ',
            ),
            delivery.deliveryNoteNumber === '' ? null : `Lieferschein ${delivery.deliveryNoteNumber}`,
            delivery.photoFileId === null ? null : 'Foto des Lieferscheins in der Anlage',
          ],
          ', ',
        ),
      ),
    ),
    obstructions: lines([
      ...content.obstructions.map(
        (obstruction) =>
          `Seit ${germanDate(obstruction.since)}: ${obstruction.cause}${affected(obstruction.affectedPositionIds)}` +
          (obstruction.expectedEffect === '' ? '' : ` Auswirkung: ${obstruction.expectedEffect}`) +
          (obstruction.endedOn === null ? '' : ` Beendet am ${germanDate(obstruction.endedOn)}.`),
      ),
      ...content.clientInstructions.map(
        (instruction) =>
          `Anordnung des Auftraggebers${instruction.changeOrderCandidate ? ' (Nachtrag)' : ''}: ${instruction.text}`,
      ),
      ...content.acceptances.map((line) => `Abnahme: ${line.text}`),
      ...content.defects.map((line) => `Mangel: ${line.text}`),
      ...content.incidents.map((line) => `Vorkommnis: ${line.text}`),
      ...content.visitors.map((visitor) => `Besuch: ${joined([visitor.name, visitor.purpose], ', ')}`),
      content.remarks,
    ]),
    signature: view.siteManagerSignature ?? '',
  };
}

/** The document data of one day as the "site diary report" layouts read it. */
export function noteReportData(
  view: NoteView,
  positions: ReadonlyMap<string, NamedPosition>,
  printed: PrintedProject,
  company: CompanyPrintHeader,
  sender: PrintSender,
  today: string,
) {
  const revision = view.revision > 1 ? ` (Fassung ${view.revision})` : '';
  return {
    company,
    ...printedParties(printed),
    document: {
      title: 'Bautagesbericht',
      number: `${view.projectNumber}-${view.date}${view.revision > 1 ? `-${view.revision}` : ''}`,
      date: today,
      subject: `${view.projectName}: Bautagebuch ${germanDate(view.date)}${revision}`,
      introText: view.status === 'signed' ? '' : 'Entwurf, noch nicht unterschrieben.',
      closingText: view.correctionReason === null ? '' : `Korrektur: ${view.correctionReason}`,
    },
    sender: printedSender(sender, company.phone),
    note: noteReportFields(view, positions),
  };
}

/** The day's photos to print after its report; a photo whose file is gone is left out. */
async function photoAppendix(
  deps: { db: Database; storage: FileStorage },
  companyId: string,
  view: NoteView,
): Promise<PhotoAppendix> {
  const photos = dayPhotos(view.content);
  const contents = await readProjectFilesByIds(
    deps,
    companyId,
    view.projectId,
    photos.map((photo) => photo.fileId),
  );
  return {
    heading: `Bautagebuch ${germanDate(view.date)}`,
    photos: photos.flatMap((photo) => {
      const bytes = contents.get(photo.fileId);
      return bytes === undefined ? [] : [{ bytes, caption: photo.caption }];
    }),
  };
}

async function renderDays(
  deps: { db: Database; storage: FileStorage },
  auth: AuthContext,
  views: readonly NoteView[],
  printed: PrintedProject,
  today: string,
) {
  const affectedIds = views.flatMap((view) =>
    view.content.obstructions.flatMap((obstruction) => obstruction.affectedPositionIds),
  );
  const [company, sender, named] = await Promise.all([
    printHeader(deps.db, auth.companyId),
    findSender(deps.db, auth.companyId, auth.userId),
    projectPositionsByIds(deps.db, auth.companyId, views[0]?.projectId ?? '', [...new Set(affectedIds)]),
  ]);
  const positions = new Map(named.map((position) => [position.id, position]));
  const rendered: RenderedDocument[] = [];
  // One after the other: each render holds a whole PDF and the day's photos in memory.
  for (const view of views)
    rendered.push(
      await renderDefaultTemplate(
        deps,
        auth.companyId,
        'constructionNoteReport',
        noteReportData(view, positions, printed, company, sender, today),
        `Bautagebuch ${germanDate(view.date)}`,
        await photoAppendix(deps, auth.companyId, view),
      ),
    );
  return rendered;
}

/** GET /construction-notes/{id}/pdf: the day through the company's default "site diary report" layout. */
export async function printConstructionNote(
  deps: { db: Database; storage: FileStorage },
  auth: AuthContext,
  id: string,
  now: Date,
) {
  const view = await requireNote(deps.db, auth, id);
  const printed = await findPrintedProject(deps.db, auth.companyId, view.projectId);
  if (printed === null) throw notFound(PROJECT_NOT_FOUND);
  const [day] = await renderDays(deps, auth, [view], printed, now.toISOString().slice(0, 10));
  return { ...day!, fileName: `Bautagebuch ${view.projectNumber} ${germanDate(view.date)}.pdf` };
}

/**
 * GET /projects/{projectId}/construction-notes/pdf?from=&to=: the newest revision of each day of the period, each
 * through the "site diary report" layout, in one PDF by date. 404 when the period has no entry.
 */
export async function printConstructionNotePeriod(
  deps: { db: Database; storage: FileStorage },
  auth: AuthContext,
  projectId: string,
  period: { from: string; to: string },
  now: Date,
) {
  const printed = await findPrintedProject(deps.db, auth.companyId, projectId);
  if (printed === null) throw notFound(PROJECT_NOT_FOUND);
  const views = await projectNotes(deps.db, auth.companyId, projectId, period);
  if (views.length === 0) throw notFound('In diesem Zeitraum gibt es keinen Bautagebuch-Eintrag.');
  const days = await renderDays(deps, auth, views, printed, now.toISOString().slice(0, 10));
  const title = `Bautagebuch ${printed.project.number} ${germanDate(period.from)} bis ${germanDate(period.to)}`;
  return {
    pdf: await mergePdfs(
      days.map((day) => day.pdf),
      title,
    ),
    warnings: days[0]?.warnings ?? [],
    fileName: `${title}.pdf`,
  };
}
