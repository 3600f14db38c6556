import type { DocumentTemplate, DocumentTemplateSummary } from '@vendoc/contract/document-template-records';
import type { DocumentKind } from '@vendoc/contract/document-templates';
import { starterTemplate } from '@vendoc/designer/starters';

// Test-only: document templates as the server answers them.

let counter = 0;

/** A list entry; ids are valid uuids. */
export function templateSummary(overrides: Partial<DocumentTemplateSummary> = {}): DocumentTemplateSummary {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    kind: 'offer',
    name: 'Angebot Standard',
    isDefault: false,
    version: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A whole template record with the DIN 5008 starter of its kind. */
export function templateRecord(
  overrides: Partial<DocumentTemplateSummary> & { kind?: DocumentKind } = {},
): DocumentTemplate {
  const summary = templateSummary(overrides);
  return { ...summary, template: starterTemplate(summary.kind) };
}
