import { useQuery } from '@tanstack/react-query';
import type { PreviewSource } from '../../../entities/document-template/change-templates';
import type { DocumentKind } from '@vendoc/contract/document-templates';
import { ORDER_DOCUMENT_KIND_LABELS } from '@vendoc/contract/order-documents';
import { templateKindOf } from '@vendoc/order-documents/template-data';
import { projectDocumentsQueryOptions } from '../../../entities/order-document/get-order-documents';
import { projectSurveysQueryOptions } from '../../../entities/quantity-survey/get-surveys';

/** A real document a layout can be previewed with, as the picker lists it. */
export interface PreviewDocument {
  readonly id: string;
  readonly label: string;
}

/**
 * The project's documents of the source type that fill a layout of `kind`: its quantity surveys, or its order
 * documents printed with layouts of that kind ("RE-2026-0007 · Schlussrechnung · Fenster"; drafts as "Entwurf").
 * Idle while `projectId` is empty or `enabled` false.
 */
export function usePreviewDocuments(
  type: PreviewSource['type'],
  kind: DocumentKind,
  projectId: string,
  enabled: boolean,
) {
  const active = enabled && projectId !== '';
  const surveys = useQuery({
    ...projectSurveysQueryOptions(projectId),
    enabled: active && type === 'quantitySurvey',
    select: (items): PreviewDocument[] => items.map((survey) => ({ id: survey.id, label: survey.name })),
  });
  const documents = useQuery({
    ...projectDocumentsQueryOptions(projectId),
    enabled: active && type === 'orderDocument',
    select: (items): PreviewDocument[] =>
      items
        .filter((document) => templateKindOf(document.kind) === kind)
        .map((document) => ({
          id: document.id,
          label: [document.number ?? 'Entwurf', ORDER_DOCUMENT_KIND_LABELS[document.kind], document.title]
            .filter((part) => part !== '')
            .join(' · '),
        })),
  });
  return type === 'quantitySurvey' ? surveys : documents;
}
