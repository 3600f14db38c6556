import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quantitySurveys } from '../../db/schema';
import { conflict } from '../../lib/http-problem';
import { calculateStoredSurvey } from './survey-calculation';

// A survey is billed by the invoice that contains it (issue 14): the order-documents module marks the surveys of an
// invoice `billed` when it issues it and releases them to `approved` when the invoice is cancelled. The status
// endpoint no longer bills.

/** The message of the status endpoint when asked to bill: billing happens by issuing an invoice. */
export const BILL_BY_INVOICE =
  'Ein Aufmaß wird mit der Rechnung abgerechnet, die es enthält: Rechnung aus dem Aufmaß erstellen und festschreiben.';

/** The company's surveys with these ids, locked against status changes (in id order, so no two lockers deadlock). */
export function lockSurveysForBilling(tx: Database, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: quantitySurveys.id,
      projectId: quantitySurveys.projectId,
      boqId: quantitySurveys.boqId,
      name: quantitySurveys.name,
      status: quantitySurveys.status,
    })
    .from(quantitySurveys)
    .where(and(eq(quantitySurveys.companyId, companyId), inArray(quantitySurveys.id, [...ids])))
    .orderBy(quantitySurveys.id)
    .for('update');
}

/** The measured quantity per OZ of a survey (what its totals show), in the order the survey measures them. */
export async function measuredQuantities(db: Database, surveyId: string) {
  const { result } = await calculateStoredSurvey(db, surveyId);
  return result.positions.map((position) => ({ oz: position.oz, quantity: position.quantity }));
}

async function moveStatus(
  tx: Database,
  companyId: string,
  ids: readonly string[],
  from: 'approved' | 'billed',
  to: 'approved' | 'billed',
  by: { userId: string; now: Date },
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(quantitySurveys)
    .set({
      status: to,
      statusChangedAt: by.now,
      statusChangedBy: by.userId,
      version: sql`${quantitySurveys.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(quantitySurveys.companyId, companyId),
        inArray(quantitySurveys.id, [...ids]),
        eq(quantitySurveys.status, from),
      ),
    )
    .returning({ id: quantitySurveys.id });
  return rows.length;
}

/**
 * Inside the issuing transaction: the invoice's surveys become `billed`. 409 naming the survey when one is no
 * longer approved (reopened, or billed by another invoice meanwhile).
 */
export async function billSurveys(
  tx: Database,
  companyId: string,
  ids: readonly string[],
  by: { userId: string; now: Date },
): Promise<void> {
  const surveys = await lockSurveysForBilling(tx, companyId, ids);
  const notApproved = surveys.filter((survey) => survey.status !== 'approved');
  if (notApproved.length > 0 || surveys.length !== ids.length) {
    const names = notApproved.map((survey) => `„${survey.name}“`).join(', ');
    throw conflict(
      `Die Rechnung enthält Aufmaße, die nicht mehr freigegeben sind${names === '' ? '' : `: ${names}`}. Bitte die Rechnung neu aus freigegebenen Aufmaßen erstellen.`,
    );
  }
  await moveStatus(tx, companyId, ids, 'approved', 'billed', by);
}

/** Inside the cancelling transaction: the cancelled invoice's surveys are `approved` again, to be billed anew. */
export async function releaseSurveys(
  tx: Database,
  companyId: string,
  ids: readonly string[],
  by: { userId: string; now: Date },
): Promise<void> {
  await lockSurveysForBilling(tx, companyId, ids);
  await moveStatus(tx, companyId, ids, 'billed', 'approved', by);
}
