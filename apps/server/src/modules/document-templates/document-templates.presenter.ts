import type { DocumentTemplate, DocumentTemplateSummary } from '@vendoc/contract/document-template-records';
import {
  DESIGNER_TEMPLATE_SCHEMA_VERSION,
  type DesignerTemplate,
  type DocumentKind,
} from '@vendoc/contract/document-templates';
import { migrateTemplate, schemaVersionOf, TemplateMigrationError } from '@vendoc/designer/migrations';
import { unprocessable, type HttpProblem } from '../../lib/http-problem';
import type { TemplateRow } from './document-templates.repository';

/**
 * A stored layout this server cannot make a current template: written by a newer VenDoc (a `schemaVersion` above
 * ours, e.g. after rolling an upgrade back) or corrupt (edited in the database, a bug). Such a row never crashes an
 * endpoint:
 * - the list shows it with `layoutProblem` (the reason), so it can be found, deleted or overwritten;
 * - get, duplicate, a rename alone and the preview of the stored layout answer 422 problem+json, naming the version
 *   ("Die Vorlage hat ein unbekanntes Format (Version 7) …") or the broken paths under `template.`;
 * - an update with a new `template` replaces it (the repair), and delete works as for any template;
 * - documents printed with it as the company's default (the survey PDF) fall back to the built-in starter of the
 *   kind and carry a warning instead of failing.
 */
export type StoredLayout = { template: DesignerTemplate } | { problem: HttpProblem };

/** The stored layout migrated to the current model version, or the 422 problem saying why it cannot be. */
export function readStoredLayout(stored: unknown): StoredLayout {
  try {
    return { template: migrateTemplate(stored) };
  } catch (error) {
    if (!(error instanceof TemplateMigrationError)) throw error;
    const version = schemaVersionOf(stored);
    const detail =
      version > DESIGNER_TEMPLATE_SCHEMA_VERSION
        ? `Die Vorlage hat ein unbekanntes Format (Version ${version}): sie wurde mit einer neueren VenDoc-Version gespeichert. Bitte VenDoc aktualisieren oder die Vorlage neu gestalten.`
        : 'Die gespeicherte Vorlage ist beschädigt und lässt sich nicht lesen. Bitte die Vorlage neu gestalten oder löschen.';
    const errors = error.problems.map((problem) => ({
      path: problem.path === '' ? 'template' : `template.${problem.path}`,
      message: problem.message,
    }));
    return { problem: unprocessable(detail, errors) };
  }
}

/** The list entry of a row (never the raw row); `layoutProblem` when its layout cannot be read. */
export function toSummary(row: TemplateRow): DocumentTemplateSummary {
  const layout = readStoredLayout(row.template);
  return {
    id: row.id,
    kind: row.kind as DocumentKind,
    name: row.name,
    isDefault: row.isDefault,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...('problem' in layout ? { layoutProblem: layout.problem.detail ?? '' } : {}),
  };
}

/** The record with its layout, migrated to the current schema version; throws the 422 of an unreadable one. */
export function toRecord(row: TemplateRow): DocumentTemplate {
  const layout = readStoredLayout(row.template);
  if ('problem' in layout) throw layout.problem;
  return { ...toSummary(row), template: layout.template };
}
