import i18next from 'i18next';
import type { QuantitySurveyDetail } from '@vendoc/contract/quantity-surveys';
import { surveyKeys } from '../../../../entities/quantity-survey/survey-keys';
import type { OutboxEntry } from '../../../../lib/offline/outbox-entry';
import type { LineQueue } from '../api/line-requests';
import type { LineDraft } from './editor-store';
import type { LineFields } from './line-fields';

/** The outbox's kind of record for survey lines. */
export const SURVEY_LINE_ENTITY = 'survey-line';

/** What a queued line change keeps to show the line again (as waiting) after a reload. */
interface QueuedLineContext {
  readonly surveyId: string;
  readonly key: string;
  readonly id: string | null;
  readonly sheetId: string;
  readonly row: string;
  readonly afterRow: string | null;
  readonly fields: LineFields;
}

/** How a line's save waits offline: labelled with its sheet and row, merged with later edits of the same line. */
export function lineQueue(
  survey: QuantitySurveyDetail | undefined,
  draft: LineDraft,
  version?: number,
): LineQueue {
  const sheet = survey?.sheets.find((candidate) => candidate.id === draft.sheetId);
  const context: QueuedLineContext = {
    surveyId: survey?.id ?? '',
    key: draft.key,
    id: draft.id,
    sheetId: draft.sheetId,
    row: draft.row,
    afterRow: draft.afterRow,
    fields: draft.fields,
  };
  return {
    label: i18next.t('shell:offline.surveyLine', {
      survey: survey?.name ?? '',
      sheet: sheet?.number ?? '–',
      row: draft.row,
    }),
    entity: SURVEY_LINE_ENTITY,
    recordId: draft.id ?? draft.key,
    baseVersion: version ?? null,
    coalesce: true,
    context,
    ...(survey ? { invalidates: [surveyKeys.detail(survey.id)] } : {}),
  };
}

function isContext(value: unknown): value is QueuedLineContext {
  return typeof value === 'object' && value !== null && 'surveyId' in value && 'fields' in value;
}

/** The draft a queued change of one of this survey's lines shows after a reload; null for other changes. */
export function queuedLineDraft(entry: OutboxEntry, surveyId: string): LineDraft | null {
  if (entry.entity !== SURVEY_LINE_ENTITY || !isContext(entry.context) || entry.context.surveyId !== surveyId)
    return null;
  const { id, key, sheetId, row, afterRow, fields } = entry.context;
  return {
    // A stored line's key is its id on a fresh page; a new line keeps the key its change is filed under.
    key: id ?? key,
    id,
    sheetId,
    row,
    afterRow,
    fields,
    queuedFields: fields,
    status: 'queued',
    message: null,
    conflict: null,
  };
}
