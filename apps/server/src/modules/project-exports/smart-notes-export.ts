import { and, asc, eq } from 'drizzle-orm';
import type { SmartNoteStatus, SmartNoteType } from '@vendoc/contract/smart-notes';
import type { Database } from '../../db/client';
import { smartNotes, users } from '../../db/schema';
import { germanDate } from '../../lib/german-date';
import type { AuthContext } from '../../plugins/auth';
import { renderDefaultTemplate, type RenderDeps } from '../document-templates/document-templates.service';
import { projectPrintBasics } from '../projects/projects.service';
import type { ContentDeps, PlannedEntry } from './project-export-contents';

const TYPE_LABELS: Record<SmartNoteType, string> = {
  defect: 'Mangel',
  measurement: 'Messung',
  materialRequest: 'Materialanforderung',
  changeOrderCandidate: 'Nachtrag (Kandidat)',
  task: 'Aufgabe',
  note: 'Notiz',
};
const STATUS_LABELS: Record<SmartNoteStatus, string> = {
  open: 'Offen',
  inProgress: 'In Arbeit',
  done: 'Erledigt',
};

/** The project's smart notes, oldest first, with the assignee's name. */
function projectNoteRows(db: Database, companyId: string, projectId: string) {
  return db
    .select({
      type: smartNotes.type,
      title: smartNotes.title,
      status: smartNotes.status,
      dueDate: smartNotes.dueDate,
      assignee: users.displayName,
      createdAt: smartNotes.createdAt,
      checklist: smartNotes.checklist,
      text: smartNotes.text,
    })
    .from(smartNotes)
    .leftJoin(users, eq(users.id, smartNotes.assigneeId))
    .where(and(eq(smartNotes.companyId, companyId), eq(smartNotes.projectId, projectId)))
    .orderBy(asc(smartNotes.createdAt), asc(smartNotes.id));
}
type NoteRow = Awaited<ReturnType<typeof projectNoteRows>>[number];

const checklistMark = (done: boolean) => (done ? '[x]' : '[ ]');

/** A CSV field: quoted when it holds the separator, a quote or a line break; formula starts defused. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The project's smart notes as CSV for spreadsheets set to German (semicolons, UTF-8 with BOM, CRLF). */
export async function smartNotesCsv(db: Database, companyId: string, projectId: string): Promise<string> {
  const rows = await projectNoteRows(db, companyId, projectId);
  const header = ['Art', 'Titel', 'Status', 'Fällig am', 'Zuständig', 'Erstellt am', 'Checkliste', 'Text'];
  const lines = rows.map((row) =>
    [
      TYPE_LABELS[row.type],
      row.title,
      STATUS_LABELS[row.status],
      row.dueDate === null ? '' : germanDate(row.dueDate),
      row.assignee ?? '',
      germanDate(row.createdAt.toISOString()),
      row.checklist.map((item) => `${checklistMark(item.done)} ${item.text}`).join(' | '),
      row.text,
    ]
      .map(csvField)
      .join(';'),
  );
  return `\uFEFF${[header.join(';'), ...lines].join('\r\n')}\r\n`;
}

/**
 * One note of the printed list: "Nr. 3 · Mangel · Offen · Riss im Putz", then due date, assignee and creation date,
 * the text and the checklist (the layout's text field keeps no indentation, so the lines say what they are).
 */
function noteLines(row: NoteRow, number: number): string {
  const details = [
    ...(row.dueDate === null ? [] : [`Fällig am ${germanDate(row.dueDate)}`]),
    ...(row.assignee === null ? [] : [`Zuständig: ${row.assignee}`]),
    `Erstellt am ${germanDate(row.createdAt.toISOString())}`,
  ].join(' · ');
  const checklist = row.checklist.map((item) => `${checklistMark(item.done)} ${item.text}`).join(', ');
  return [
    `Nr. ${number} · ${TYPE_LABELS[row.type]} · ${STATUS_LABELS[row.status]} · ${row.title}`,
    details,
    ...(row.text === '' ? [] : [row.text]),
    ...(checklist === '' ? [] : [`Checkliste: ${checklist}`]),
  ].join('\n');
}

/**
 * The project's smart notes and defects as a list, through the company's default "defect report" layout (as the
 * plan's defect report, without a plan page): type, title, status, due date, assignee, text and checklist of each.
 */
export async function printSmartNotes(deps: RenderDeps, auth: AuthContext, projectId: string, now: Date) {
  const { printed, data } = await projectPrintBasics(deps.db, auth, projectId);
  const rows = await projectNoteRows(deps.db, auth.companyId, projectId);
  const today = now.toISOString().slice(0, 10);
  const open = rows.filter((row) => row.status !== 'done');
  const firstDue = open.flatMap((row) => row.dueDate ?? []).sort()[0];
  const title = `Notizen und Mängel ${printed.project.number}`;
  const rendered = await renderDefaultTemplate(
    deps,
    auth.companyId,
    'defectReport',
    {
      ...data,
      document: {
        title: 'Notizen und Mängel',
        number: `${printed.project.number}-Notizen`,
        date: today,
        subject: `${printed.project.name}: Notizen und Mängel, Stand ${germanDate(today)}`,
        introText: '',
        closingText: `${rows.length === 1 ? '1 Eintrag' : `${rows.length} Einträge`}, davon ${open.length} offen.`,
      },
      defect: {
        title: 'Notizen und Mängel',
        location: `${printed.project.number} ${printed.project.name}`,
        detectedOn: today,
        dueDate: firstDue ?? '',
        description:
          rows.length === 0
            ? 'Keine Einträge.'
            : rows.map((row, index) => noteLines(row, index + 1)).join('\n\n'),
        responsible: '',
      },
    },
    title,
  );
  return { pdf: rendered.pdf, warnings: rendered.warnings };
}

/** The "smartNotes" part: the list as CSV (for spreadsheets) and as PDF (to print or hand over). */
export function smartNoteEntries(
  deps: ContentDeps,
  auth: AuthContext,
  projectId: string,
  folder: string,
  now: () => Date,
): PlannedEntry[] {
  return [
    {
      part: 'smartNotes',
      folder,
      label: 'Notizen und Mängel (CSV)',
      compress: true,
      make: async () => ({
        name: 'Notizen und Mängel.csv',
        content: await smartNotesCsv(deps.db, auth.companyId, projectId),
      }),
    },
    {
      part: 'smartNotes',
      folder,
      label: 'Notizen und Mängel (PDF)',
      compress: true,
      make: async () => {
        const printed = await printSmartNotes(deps, auth, projectId, now());
        return { name: 'Notizen und Mängel.pdf', content: printed.pdf };
      },
    },
  ];
}
