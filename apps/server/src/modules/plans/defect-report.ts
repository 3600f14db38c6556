import type { z } from 'zod';
import {
  PIN_STATUS_COLORS,
  PIN_STATUS_LABELS,
  PIN_TYPE_LABELS,
  PIN_TYPE_STYLES,
  type defectReportQuerySchema,
  type Pin,
} from '@vendoc/contract/plans';
import { getBundledFontSet } from '@vendoc/pdf/bundled-fonts';
import { appendPlanPages } from '@vendoc/pdf/plan-pages';
import type { Database } from '../../db/client';
import type { ContentUrls } from '../../lib/content-urls';
import { germanDate } from '../../lib/german-date';
import { validationProblem } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import type { FileStorage } from '../../storage/file-storage';
import { renderDefaultTemplate } from '../document-templates/document-templates.service';
import { readProjectFilesByIds } from '../files/files.service';
import { projectPrintBasics } from '../projects/projects.service';
import { listPins } from './pins.service';
import { getPlan } from './plans.service';
import { dueDatesOfNotes } from './plans.repository';

type ReportQuery = z.output<typeof defectReportQuerySchema>;

/** One pin of the list: "Nr. 3 · Mangel · Offen · Riss im Putz (Frist 12.12.2026)", the note's text below. */
function pinLine(pin: Pin, dueDate: string | undefined, text: string | undefined) {
  const title = [pin.link?.title, pin.label].filter((part) => part !== undefined && part !== '').join(' – ');
  const due = dueDate === undefined ? '' : ` (Frist ${germanDate(dueDate)})`;
  const head = `Nr. ${pin.number} · ${PIN_TYPE_LABELS[pin.type]} · ${PIN_STATUS_LABELS[pin.status]} · ${title || 'ohne Bezeichnung'}${due}`;
  return text === undefined || text === '' ? head : `${head}\n    ${text.replaceAll('\n', '\n    ')}`;
}

/**
 * GET /plans/{id}/defect-report.pdf: the company's default "defect report" layout filled with the plan and the list
 * of its pins (filtered by type and status), then a page with the plan of the chosen revision (the current one when
 * absent) and the pins drawn on it, numbered as in the list.
 */
export async function printDefectReport(
  deps: { db: Database; storage: FileStorage; contentUrls: ContentUrls },
  auth: AuthContext,
  planId: string,
  query: ReportQuery,
  now: Date,
) {
  const plan = await getPlan(deps, auth, planId);
  const revision =
    query.revisionId === undefined
      ? plan.revisions.at(-1)!
      : plan.revisions.find((each) => each.id === query.revisionId);
  if (revision === undefined)
    throw validationProblem(
      [{ path: 'revisionId', message: 'Diese Planrevision gibt es nicht.' }],
      'Die Angaben sind nicht gültig.',
    );
  const { printed, data } = await projectPrintBasics(deps.db, auth, plan.projectId);
  const { items: pins } = await listPins(deps, auth, planId, { type: query.type, status: query.status });
  const noteIds = pins.flatMap((pin) => (pin.link?.kind === 'smartNote' ? [pin.link.id] : []));
  const [notes, files, fonts] = await Promise.all([
    dueDatesOfNotes(deps.db, auth.companyId, noteIds),
    readProjectFilesByIds(deps, auth.companyId, plan.projectId, revision.file ? [revision.file.id] : []),
    getBundledFontSet(),
  ]);
  const note = (pin: Pin) => (pin.link?.kind === 'smartNote' ? notes.get(pin.link.id) : undefined);
  const today = now.toISOString().slice(0, 10);
  const planTitle = `${plan.number === null ? '' : `${plan.number} `}${plan.name}`;
  const openDueDates = pins
    .filter((pin) => pin.status !== 'done')
    .flatMap((pin) => note(pin)?.dueDate ?? [])
    .sort();
  const lines = pins.map((pin) => pinLine(pin, note(pin)?.dueDate ?? undefined, note(pin)?.text));
  const open = pins.filter((pin) => pin.status !== 'done').length;
  const title = `Mängelbericht ${planTitle} Index ${revision.index}`;
  const rendered = await renderDefaultTemplate(
    deps,
    auth.companyId,
    'defectReport',
    {
      ...data,
      document: {
        title: 'Mängelanzeige',
        number: `${printed.project.number}-${plan.number ?? 'Plan'}-${revision.index}`,
        date: today,
        subject: `${printed.project.name}: ${planTitle}, Index ${revision.index}`,
        introText: '',
        closingText:
          `${pins.length === 1 ? '1 Eintrag' : `${pins.length} Einträge`}, davon ${open} offen. ` +
          'Die Lage ist im Plan auf der letzten Seite eingezeichnet (Nummern wie in der Liste).',
      },
      defect: {
        title: planTitle,
        location: `Index ${revision.index}${plan.discipline === null ? '' : `, ${plan.discipline}`}`,
        detectedOn: today,
        dueDate: openDueDates[0] ?? '',
        description: lines.length === 0 ? 'Keine Einträge.' : lines.join('\n'),
        responsible: '',
      },
    },
    title,
  );
  const pdf = await appendPlanPages(
    rendered.pdf,
    [
      {
        heading: `${planTitle} · Index ${revision.index}${revision.page === null ? '' : ` · Seite ${revision.page}`}`,
        bytes: revision.file === null ? null : (files.get(revision.file.id) ?? null),
        page: revision.page,
        missingText:
          revision.file === null
            ? 'Die Plandatei wurde gelöscht.'
            : 'Der Plan lässt sich nicht darstellen (Datei oder Seite fehlt).',
        pins: pins.map((pin) => ({
          x: Number(pin.x),
          y: Number(pin.y),
          number: pin.number,
          fill: PIN_STATUS_COLORS[pin.status],
          ring: PIN_TYPE_STYLES[pin.type].color,
        })),
      },
    ],
    fonts,
  );
  return { pdf, warnings: rendered.warnings, fileName: `${title}.pdf` };
}
