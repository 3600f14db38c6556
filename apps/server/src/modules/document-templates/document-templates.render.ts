import type { FastifyBaseLogger } from 'fastify';
import {
  PREVIEW_SOURCE_KINDS,
  type DocumentTemplatePreviewSource,
} from '@vendoc/contract/document-template-records';
import type { DesignerTemplate, DocumentKind } from '@vendoc/contract/document-templates';
import { fieldsOf } from '@vendoc/designer/catalogue';
import { checkTemplate, type TemplateWarning } from '@vendoc/designer/check-template';
import { sampleDocumentData } from '@vendoc/designer/sample-data';
import { DOCUMENT_TITLES, starterTemplate } from '@vendoc/designer/starters';
import { getBundledFontSet } from '@vendoc/pdf/bundled-fonts';
import type { PhotoAppendix } from '@vendoc/pdf/photo-pages';
import { renderDocument } from '@vendoc/pdf/render-document';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import { notFound, unprocessable, validationProblem } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { readCompanyLogo } from '../company-logo/company-logo.service';
import { findDefaultTemplate, findTemplate } from './document-templates.repository';
import { readStoredLayout, toRecord } from './document-templates.presenter';
import { ensureStarterTemplates } from './starter-templates';
import { checkTemplateFiles, readTemplateFiles } from './template-files.service';

/** What rendering needs: the database and the file storage (the company logo). */
export interface RenderDeps {
  db: Database;
  storage: FileStorage;
}

export interface RenderedDocument {
  pdf: Uint8Array;
  pages: number;
  /** Data paths the layout uses that the document data of its kind lacks (rendered empty). */
  warnings: TemplateWarning[];
}

const usesCompanyLogo = (template: DesignerTemplate) =>
  [template.firstPage, template.followingPages].some((region) =>
    region.elements.some((element) => element.kind === 'image' && element.source.type === 'companyLogo'),
  );

/**
 * Renders a layout with document data: the company's logo where it is placed, its images and letterheads (checked:
 * 400 / 422 naming the path of a bad reference), the bundled fonts; photos after the layout's pages (`appendix`).
 */
export async function renderLayout(
  { db, storage }: RenderDeps,
  companyId: string,
  template: DesignerTemplate,
  data: Record<string, unknown>,
  title: string,
  appendix?: PhotoAppendix,
): Promise<RenderedDocument> {
  const company = data.company as { name?: unknown } | undefined;
  const fileRows = await checkTemplateFiles(db, companyId, template);
  const [fonts, companyLogo, files] = await Promise.all([
    getBundledFontSet(),
    usesCompanyLogo(template) ? readCompanyLogo(db, storage, companyId) : null,
    readTemplateFiles(storage, fileRows),
  ]);
  const { pdf, pages } = await renderDocument(
    template,
    data,
    {
      fonts,
      companyLogo,
      files,
      metadata: { title, author: typeof company?.name === 'string' ? company.name : 'VenDoc' },
    },
    appendix,
  );
  return { pdf, pages, warnings: checkTemplate(template, fieldsOf(template.kind)) };
}

/** The data of a real document and its title, as a source of a preview (see DocumentSources). */
export interface SourceDocument {
  data: Record<string, unknown>;
  title: string;
  /** The layout kind the document is printed with, when a source type fills several (order documents). */
  layoutKind?: DocumentKind;
}

/**
 * Where a preview gets a real document's data, by source type: the modules that own the documents provide these
 * (wired in app.ts, so that this module does not import them). Each answers 404 for another company's document.
 */
export type DocumentSources = {
  [Type in DocumentTemplatePreviewSource['type']]: (
    auth: AuthContext,
    source: Extract<DocumentTemplatePreviewSource, { type: Type }>,
  ) => Promise<SourceDocument>;
};

/**
 * POST /document-templates/{id}/preview: the stored layout (or `template`, the editor's unsaved state) rendered
 * with the sample data of its kind, or with the company's document `source` (400 naming `source.type` when the
 * layout's kind does not take that source). 404 for another company's template or document.
 */
export async function renderTemplatePreview(
  deps: RenderDeps & { sources: DocumentSources },
  auth: AuthContext,
  id: string,
  { template: unsaved, source }: { template?: DesignerTemplate; source?: DocumentTemplatePreviewSource },
): Promise<RenderedDocument> {
  const stored = await findTemplate(deps.db, auth.companyId, id);
  if (stored === null) throw notFound('Die Vorlage gibt es nicht (mehr).');
  const template = unsaved ?? toRecord(stored).template;
  if (source === undefined)
    return renderLayout(
      deps,
      auth.companyId,
      template,
      sampleDocumentData(template.kind),
      DOCUMENT_TITLES[template.kind],
    );
  if (!PREVIEW_SOURCE_KINDS[source.type].includes(template.kind))
    throw validationProblem([
      {
        path: 'source.type',
        message: `Eine Vorlage für „${DOCUMENT_TITLES[template.kind]}“ lässt sich damit nicht füllen`,
      },
    ]);
  // Pattern-matched per type, so each member of the union reaches its own provider with its own type.
  const document =
    source.type === 'quantitySurvey'
      ? await deps.sources.quantitySurvey(auth, source)
      : await deps.sources.orderDocument(auth, source);
  if (document.layoutKind !== undefined && document.layoutKind !== template.kind)
    throw validationProblem([
      {
        path: 'source.type',
        message: `Der Beleg wird mit einer Vorlage für „${DOCUMENT_TITLES[document.layoutKind]}“ gedruckt, nicht für „${DOCUMENT_TITLES[template.kind]}“`,
      },
    ]);
  return renderLayout(deps, auth.companyId, template, document.data, document.title);
}

/** A document of the kind rendered with the company's default layout of that kind. */
export async function renderDefaultTemplate(
  deps: RenderDeps,
  companyId: string,
  kind: DocumentKind,
  data: Record<string, unknown>,
  title: string,
  appendix?: PhotoAppendix,
): Promise<RenderedDocument> {
  let row = await findDefaultTemplate(deps.db, companyId, kind);
  if (row === null) {
    await ensureStarterTemplates(deps.db, companyId);
    row = await findDefaultTemplate(deps.db, companyId, kind);
  }
  // An unreadable default (see readStoredLayout) must not stop printing: the built-in starter, with a warning.
  const layout = row === null ? null : readStoredLayout(row.template);
  if (layout === null || 'template' in layout)
    return renderLayout(deps, companyId, layout?.template ?? starterTemplate(kind), data, title, appendix);
  const rendered = await renderLayout(deps, companyId, starterTemplate(kind), data, title, appendix);
  const fallback: TemplateWarning = {
    region: 'firstPage',
    elementId: '',
    path: 'template',
    message: `Die Standardvorlage ist nicht lesbar; gedruckt mit der eingebauten Vorlage. ${layout.problem.detail ?? ''}`,
  };
  return { ...rendered, warnings: [fallback, ...rendered.warnings] };
}

/**
 * A document of the kind rendered with the layout chosen for it (`templateId`), or with the company's default of the
 * kind when none is chosen. A chosen layout that is gone (deleted meanwhile), of another kind or unreadable is a 422
 * naming `templateId`: the document is never printed with another layout than the one the user chose.
 */
export async function renderChosenTemplate(
  deps: RenderDeps,
  companyId: string,
  templateId: string | null,
  kind: DocumentKind,
  data: Record<string, unknown>,
  title: string,
): Promise<RenderedDocument> {
  if (templateId === null) return renderDefaultTemplate(deps, companyId, kind, data, title);
  const row = await findTemplate(deps.db, companyId, templateId);
  const layout = row === null || row.kind !== kind ? null : readStoredLayout(row.template);
  if (layout === null)
    throw unprocessable('Die gewählte Vorlage gibt es nicht mehr; der Beleg wurde nicht gedruckt.', [
      { path: 'templateId', message: 'Die gewählte Vorlage wurde gelöscht: bitte eine andere wählen' },
    ]);
  if ('problem' in layout)
    throw unprocessable('Die gewählte Vorlage ist nicht lesbar; der Beleg wurde nicht gedruckt.', [
      {
        path: 'templateId',
        message: `Die gewählte Vorlage ist nicht lesbar: ${layout.problem.detail ?? ''}`,
      },
    ]);
  return renderLayout(deps, companyId, layout.template, data, title);
}

/**
 * Prepares the PDF engine in the background (fonts parsed, one small render to warm the JIT), so the first
 * preview does not pay for it. Never blocks the start and never fails it.
 */
export function warmPdfEngine(log: FastifyBaseLogger): Promise<void> {
  const started = performance.now();
  return (async () => {
    const fonts = await getBundledFontSet();
    await renderDocument(starterTemplate('letter'), sampleDocumentData('letter'), {
      fonts,
      metadata: { title: 'Warm-up', author: 'VenDoc' },
    });
    log.info({ ms: Math.round(performance.now() - started) }, 'PDF engine ready');
  })().catch((error: unknown) => {
    log.warn({ err: error }, 'PDF engine warm-up failed');
  });
}
