import type { z } from 'zod';
import type {
  DocumentTemplate,
  DocumentTemplateSummary,
  documentTemplateCreateSchema,
  documentTemplateUpdateSchema,
} from '@vendoc/contract/document-template-records';
import type { DocumentKind } from '@vendoc/contract/document-templates';
import { DOCUMENT_TITLES, starterTemplate } from '@vendoc/designer/starters';
import type { Database } from '../../db/client';
import { conflict, notFound, validationProblem } from '../../lib/http-problem';
import { staleOrMissing } from '../../db/versioned';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  lockDefaults,
  makeDefault,
  updateTemplate,
  type TemplateChanges,
} from './document-templates.repository';
import { toRecord, toSummary } from './document-templates.presenter';

import { ensureStarterTemplates } from './starter-templates';
import { checkTemplateFiles, withTemplateFileCleanup, type TemplateFileDeps } from './template-files.service';

export { ensureStarterTemplates } from './starter-templates';
export {
  renderChosenTemplate,
  renderDefaultTemplate,
  renderTemplatePreview,
  warmPdfEngine,
  type DocumentSources,
  type RenderDeps,
  type RenderedDocument,
  type SourceDocument,
} from './document-templates.render';

type CreateInput = z.output<typeof documentTemplateCreateSchema>;
type UpdateInput = z.output<typeof documentTemplateUpdateSchema>;

const MESSAGES = {
  notFound: 'Die Vorlage gibt es nicht (mehr).',
  stale: 'Die Vorlage wurde inzwischen geändert.',
};

async function requireTemplate(db: Database, companyId: string, id: string) {
  const row = await findTemplate(db, companyId, id);
  if (row === null) throw notFound(MESSAGES.notFound);
  return row;
}

/** The company's templates (of one kind), default first, by name; creates the starters on the first call. */
export async function listDocumentTemplates(
  db: Database,
  companyId: string,
  kind: DocumentKind | undefined,
): Promise<{ items: DocumentTemplateSummary[] }> {
  await ensureStarterTemplates(db, companyId);
  return { items: (await listTemplates(db, companyId, kind)).map(toSummary) };
}

export async function getDocumentTemplate(
  db: Database,
  companyId: string,
  id: string,
): Promise<DocumentTemplate> {
  return toRecord(await requireTemplate(db, companyId, id));
}

export async function createDocumentTemplate(
  db: Database,
  companyId: string,
  input: CreateInput,
): Promise<DocumentTemplate> {
  await ensureStarterTemplates(db, companyId);
  const id = await insertTemplate(db, companyId, {
    kind: input.kind,
    name: input.name,
    template: starterTemplate(input.kind),
  });
  return getDocumentTemplate(db, companyId, id);
}

/**
 * Renames and/or replaces the layout if `version` is current (409 with the current record otherwise). A new layout
 * is checked and stored in one transaction with the cleanup of files no layout references any more.
 */
export async function updateDocumentTemplate(
  deps: TemplateFileDeps,
  companyId: string,
  id: string,
  input: UpdateInput,
): Promise<DocumentTemplate> {
  const { db } = deps;
  const changes: TemplateChanges = {};
  if (input.name !== undefined) changes.name = input.name;
  const current = await requireTemplate(db, companyId, id);
  const store = async (tx: Database) => {
    if (!(await updateTemplate(tx, companyId, id, input.version, changes)))
      throw await staleOrMissing(() => findTemplate(tx, companyId, id), MESSAGES, toRecord);
  };
  const layout = input.template;
  if (layout === undefined) {
    // A rename alone would answer with a layout that cannot be read: refuse it (422) before storing anything.
    toRecord(current);
    await store(db);
  } else {
    if (layout.kind !== current.kind)
      throw validationProblem([
        { path: 'template.kind', message: 'Die Belegart einer Vorlage lässt sich nicht ändern' },
      ]);
    changes.template = layout;
    await withTemplateFileCleanup(deps, companyId, async (tx) => {
      await checkTemplateFiles(tx, companyId, layout);
      await store(tx);
    });
  }
  return getDocumentTemplate(db, companyId, id);
}

/** A copy of the template (its current layout, not the default) under a new name. */
export async function duplicateDocumentTemplate(
  db: Database,
  companyId: string,
  id: string,
  name: string,
): Promise<DocumentTemplate> {
  const source = toRecord(await requireTemplate(db, companyId, id));
  const copy = await insertTemplate(db, companyId, { kind: source.kind, name, template: source.template });
  return getDocumentTemplate(db, companyId, copy);
}

/**
 * Deletes the template, and with it (same transaction) the files no other layout references; 409 while it is the
 * default of its kind, or with a stale `version`.
 */
export async function deleteDocumentTemplate(
  deps: TemplateFileDeps,
  companyId: string,
  id: string,
  version: number | undefined,
): Promise<void> {
  const { db } = deps;
  const deleted = await withTemplateFileCleanup(deps, companyId, (tx) =>
    deleteTemplate(tx, companyId, id, version ?? null),
  );
  if (deleted) return;
  const current = await requireTemplate(db, companyId, id);
  if (current.isDefault)
    throw conflict(
      'Die Standardvorlage einer Belegart lässt sich nicht löschen: erst eine andere zum Standard machen.',
      toRecord(current),
    );
  throw conflict(MESSAGES.stale, toRecord(current));
}

/**
 * Whether `templateId` may lay out a document printed with layouts of `kind`: null (the default) always; otherwise a
 * template of the company and of that kind (400 naming `templateId`).
 */
export async function checkTemplateChoice(
  db: Database,
  companyId: string,
  templateId: string | null,
  kind: DocumentKind,
): Promise<void> {
  if (templateId === null) return;
  const row = await findTemplate(db, companyId, templateId);
  if (row === null)
    throw validationProblem([{ path: 'templateId', message: 'Diese Vorlage gibt es nicht (mehr)' }]);
  if (row.kind !== kind)
    throw validationProblem([
      {
        path: 'templateId',
        message: `Die Vorlage ist für „${DOCUMENT_TITLES[row.kind as DocumentKind]}“, nicht für diesen Beleg`,
      },
    ]);
}

/** Makes the template the default of its kind and unsets the previous default, in one transaction. */
export async function setDefaultDocumentTemplate(
  db: Database,
  companyId: string,
  id: string,
): Promise<DocumentTemplate> {
  const target = await requireTemplate(db, companyId, id);
  // An unreadable layout (422) never becomes the default: documents would print with the starter instead.
  const record = toRecord(target);
  if (target.isDefault) return record;
  // The lock first, then rows: two of these at once for the same kind wait instead of deadlocking.
  await db.transaction(async (tx) => {
    await lockDefaults(tx, companyId, target.kind);
    if (!(await makeDefault(tx, companyId, id, target.kind))) {
      const now = await findTemplate(tx, companyId, id);
      if (now === null) throw notFound(MESSAGES.notFound);
    }
  });
  return getDocumentTemplate(db, companyId, id);
}
