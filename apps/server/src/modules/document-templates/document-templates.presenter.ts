import type { DocumentTemplate, DocumentTemplateSummary } from '@vendoc/contract/document-template-records';
import type { DocumentKind } from '@vendoc/contract/document-templates';
import { migrateTemplate } from '@vendoc/designer/migrations';
import type { TemplateRow, TemplateSummaryRow } from './document-templates.repository';

/** The list entry of a row (never the raw row). */
export function toSummary(row: TemplateSummaryRow): DocumentTemplateSummary {
  return {
    id: row.id,
    kind: row.kind as DocumentKind,
    name: row.name,
    isDefault: row.isDefault,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The record with its layout, migrated from whatever schema version it was stored in to the current one. */
export function toRecord(row: TemplateRow): DocumentTemplate {
  return { ...toSummary(row), template: migrateTemplate(row.template) };
}
