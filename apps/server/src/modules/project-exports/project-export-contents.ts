import type { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import { isInvoiceKind } from '@vendoc/contract/order-documents';
import type { ExportOptions, ExportPart } from '@vendoc/contract/project-exports';
import type { Database } from '../../db/client';
import { orderDocuments, quantitySurveys } from '../../db/schema';
import { sanitizeUploadName } from '../../lib/file-name';
import type { OfficialRules } from '../../lib/official-rules';
import type { ContentUrls } from '../../lib/content-urls';
import type { AuthContext } from '../../plugins/auth';
import type { FileStorage } from '../../storage/file-storage';
import { exportBoq, listBoqs } from '../boqs/boqs.service';
import {
  printConstructionNote,
  printConstructionNotePeriod,
  projectNotes,
} from '../construction-notes/construction-notes.service';
import { listFiles, listFolders } from '../files/files.service';
import {
  documentEInvoice,
  documentPdf,
  type DocumentDownload,
} from '../order-documents/order-documents.service';
import { exportSurveyX31, printSurvey } from '../quantity-surveys/quantity-surveys.service';
import { boqWorkbook } from './boq-xlsx';
import { planReportEntries } from './plan-report-entries';
import { smartNoteEntries } from './smart-notes-export';

/** What an entry's content is: a stream (a stored file, read as it is written) or bytes made for the export. */
export type EntryContent = Readable | Uint8Array | string;

/**
 * One entry of the export, made when its turn comes (so only one rendered document is in memory at a time). The
 * name is known once it is made (the exporters name their files), the folder before.
 */
export interface PlannedEntry {
  part: ExportPart;
  folder: string;
  /** What the progress shows while it is made, e.g. "Aufmaß Erdgeschoss (PDF)". */
  label: string;
  /** Stored files are not compressed again (photos, PDFs); documents made now are. */
  compress: boolean;
  make(): Promise<MadeEntry>;
}

export interface MadeEntry {
  name: string;
  content: EntryContent;
  size?: number;
  /** What Inhalt.txt says of the entry (a plan report without its plan: "Die Plandatei fehlt …"). */
  note?: string;
}

export interface ContentDeps {
  db: Database;
  storage: FileStorage;
  rules: OfficialRules;
  /** The plans' file links (the defect report reads plans as the API presents them). */
  contentUrls: ContentUrls;
}

/** The sections of the ZIP, by part, as Inhalt.txt names them. */
export const PART_FOLDERS: Record<ExportPart, string> = {
  boqs: 'Leistungsverzeichnisse',
  quantitySurveys: 'Aufmaße',
  orderDocuments: 'Belege',
  siteDiary: 'Bautagebuch',
  smartNotes: 'Notizen und Mängel',
  plans: 'Pläne',
  files: 'Dateien',
};

const ALL_PARTS: readonly ExportPart[] = Object.keys(PART_FOLDERS) as ExportPart[];

/** The parts an export takes: all of them for the project record, else the chosen ones in the fixed order. */
export function chosenParts(options: ExportOptions): ExportPart[] {
  return options.everything ? [...ALL_PARTS] : ALL_PARTS.filter((part) => options.include.includes(part));
}

/** A name that is safe as one path segment of a ZIP entry (no slashes, no control characters). */
export const entrySegment = (name: string) => sanitizeUploadName(name.replace(/[/\\:*?"<>|]+/g, '_'));

async function downloadContent(deps: ContentDeps, download: DocumentDownload) {
  if (!download.stored) return { name: download.fileName, content: download.bytes };
  return { name: download.fileName, content: await deps.storage.get(download.sha256) };
}

/** Everything the chosen parts hold, in the order they are written. */
export async function planEntries(
  deps: ContentDeps,
  auth: AuthContext,
  projectId: string,
  options: ExportOptions,
  now: () => Date,
): Promise<PlannedEntry[]> {
  const entries: PlannedEntry[] = [];
  const { db } = deps;
  const phases = options.everything ? (['83', '84', '86'] as const) : options.boqPhases;
  for (const part of chosenParts(options)) {
    const folder = PART_FOLDERS[part];
    if (part === 'boqs') {
      for (const boq of await listBoqs(db, auth.companyId, projectId)) {
        for (const phase of phases) {
          entries.push({
            part,
            folder,
            label: `${boq.name} (X${phase})`,
            compress: true,
            make: async () => {
              const written = await exportBoq(db, auth, boq.id, Number(phase) as 83 | 84 | 86, now());
              return { name: written.fileName, content: written.xml };
            },
          });
        }
        if (options.everything || options.boqXlsx)
          entries.push({
            part,
            folder,
            label: `${boq.name} (XLSX)`,
            compress: true,
            make: async () => ({ name: `${boq.name}.xlsx`, content: await boqWorkbook(db, boq, now()) }),
          });
      }
    } else if (part === 'quantitySurveys') {
      const surveys = await db
        .select({ id: quantitySurveys.id, name: quantitySurveys.name })
        .from(quantitySurveys)
        .where(and(eq(quantitySurveys.companyId, auth.companyId), eq(quantitySurveys.projectId, projectId)))
        .orderBy(asc(quantitySurveys.createdAt), asc(quantitySurveys.id));
      for (const survey of surveys) {
        entries.push({
          part,
          folder,
          label: `${survey.name} (X31)`,
          compress: true,
          make: async () => {
            const written = await exportSurveyX31(db, auth, survey.id, now());
            return { name: written.fileName, content: written.xml };
          },
        });
        entries.push({
          part,
          folder,
          label: `${survey.name} (PDF)`,
          compress: true,
          make: async () => {
            const printed = await printSurvey(deps, auth, survey.id, undefined, now());
            return { name: printed.fileName, content: printed.pdf };
          },
        });
      }
    } else if (part === 'orderDocuments') {
      const documents = await db
        .select({
          id: orderDocuments.id,
          kind: orderDocuments.kind,
          status: orderDocuments.status,
          number: orderDocuments.number,
          title: orderDocuments.title,
          eInvoiceFormat: orderDocuments.eInvoiceFormat,
        })
        .from(orderDocuments)
        .where(and(eq(orderDocuments.companyId, auth.companyId), eq(orderDocuments.projectId, projectId)))
        .orderBy(asc(orderDocuments.createdAt), asc(orderDocuments.id));
      for (const document of documents) {
        const name = document.number ?? `Entwurf ${document.title}`;
        entries.push({
          part,
          folder,
          label: `${name} (PDF)`,
          compress: true,
          make: async () => downloadContent(deps, await documentPdf(deps, auth, document.id, now())),
        });
        // ZUGFeRD: the e-invoice is the PDF itself; XRechnung: the XML beside it.
        if (
          isInvoiceKind(document.kind) &&
          document.status !== 'draft' &&
          document.eInvoiceFormat !== 'zugferd'
        ) {
          entries.push({
            part,
            folder: `${folder}/E-Rechnungen`,
            label: `${name} (E-Rechnung)`,
            compress: true,
            make: async () => downloadContent(deps, await documentEInvoice(deps, auth, document.id)),
          });
        }
      }
    } else if (part === 'siteDiary') {
      const period = {
        ...(options.diary.from === null ? {} : { from: options.diary.from }),
        ...(options.diary.to === null ? {} : { to: options.diary.to }),
      };
      const days = await projectNotes(db, auth.companyId, projectId, period);
      if (options.diary.mode === 'period' && !options.everything) {
        const first = days[0];
        const last = days.at(-1);
        if (first !== undefined && last !== undefined) {
          const from = options.diary.from ?? first.date;
          const to = options.diary.to ?? last.date;
          entries.push({
            part,
            folder,
            label: `Bautagebuch ${from} bis ${to}`,
            compress: true,
            make: async () => {
              const printed = await printConstructionNotePeriod(deps, auth, projectId, { from, to }, now());
              return { name: printed.fileName, content: printed.pdf };
            },
          });
        }
      } else {
        for (const day of days) {
          entries.push({
            part,
            folder,
            label: `Bautagebuch ${day.date}`,
            compress: true,
            make: async () => {
              const printed = await printConstructionNote(deps, auth, day.id, now());
              return { name: printed.fileName, content: printed.pdf };
            },
          });
        }
      }
    } else if (part === 'smartNotes') {
      entries.push(...smartNoteEntries(deps, auth, projectId, folder, now));
    } else if (part === 'plans') {
      entries.push(...(await planReportEntries(deps, auth, projectId, folder, now)));
    } else {
      const folders = await listFolders(db, auth.companyId, projectId);
      const byId = new Map(folders.map((each) => [each.id, each]));
      const pathOf = (folderId: string | null): string => {
        const segments: string[] = [];
        const seen = new Set<string>();
        for (let id = folderId; id !== null && !seen.has(id);) {
          seen.add(id);
          const found = byId.get(id);
          if (found === undefined) break;
          segments.unshift(entrySegment(found.name));
          id = found.parentId;
        }
        return [folder, ...segments].join('/');
      };
      for (const file of await listFiles(db, auth.companyId, projectId)) {
        entries.push({
          part,
          folder: pathOf(file.folderId),
          label: file.name,
          compress: false,
          make: async () => ({
            name: file.name,
            content: await deps.storage.get(file.sha256),
            size: file.size,
          }),
        });
      }
    }
  }
  return entries;
}
