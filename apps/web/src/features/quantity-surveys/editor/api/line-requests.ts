import {
  quantitySurveyLineSchema,
  type QuantitySurveyLine,
  type QuantitySurveyLineCreate,
  type QuantitySurveyLineUpdate,
} from '@vendoc/contract/quantity-surveys';
import { api } from '../../../../lib/http/api-path';
import type { RowRequest, RowTransport } from '../../../../lib/row-saving/row-transport';

/** How a line change waits offline (outbox label, record, context to show it again after a reload). */
export type LineQueue = RowRequest['queue'];

// Line changes go through the row transport (lib/row-saving), the one place where offline queuing hooks in.

/** POST /api/v1/quantity-surveys/{id}/lines: the answer carries the row the line got (it may differ). */
export async function createLine(
  transport: RowTransport,
  surveyId: string,
  body: QuantitySurveyLineCreate,
  queue?: LineQueue,
): Promise<QuantitySurveyLine> {
  const url = api`/quantity-surveys/${surveyId}/lines`;
  const answer = await transport({ method: 'POST', url, body, ...(queue ? { queue } : {}) });
  return quantitySurveyLineSchema.parse(answer);
}

/** PATCH /api/v1/quantity-surveys/{id}/lines/{lineId}: a stale version gets 409 with the current line. */
export async function updateLine(
  transport: RowTransport,
  surveyId: string,
  lineId: string,
  body: QuantitySurveyLineUpdate,
  queue?: LineQueue,
): Promise<QuantitySurveyLine> {
  const url = api`/quantity-surveys/${surveyId}/lines/${lineId}`;
  return quantitySurveyLineSchema.parse(
    await transport({ method: 'PATCH', url, body, ...(queue ? { queue } : {}) }),
  );
}

/** DELETE /api/v1/quantity-surveys/{id}/lines/{lineId}?version=: a stale version gets 409. */
export async function deleteLine(
  transport: RowTransport,
  surveyId: string,
  lineId: string,
  version: number,
): Promise<void> {
  const url = api`/quantity-surveys/${surveyId}/lines/${lineId}`;
  await transport({ method: 'DELETE', url, params: { version } });
}
