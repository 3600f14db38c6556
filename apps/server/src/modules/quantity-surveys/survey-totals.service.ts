import type { QuantitySurveyTotals, QuantitySurveyTransferResponse } from '@vendoc/contract/quantity-surveys';
import { decimal, toFixed, type Decimal } from '@vendoc/money/decimal';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { lockBoq } from '../boqs/boqs.service';
import {
  findSurvey,
  lockCountedSurveysOfBoq,
  lockSurvey,
  markTransferred,
} from './quantity-surveys.repository';
import { calculateStoredSurvey } from './survey-calculation';
import { SURVEY_NOT_FOUND } from './survey-guard';
import { findItemsByOz, listItems, setMeasuredQuantities } from './survey-totals.repository';

/** The survey's quantities per position (with the BoQ's item of that OZ) and per sheet, and its error count. */
export async function getSurveyTotals(
  db: Database,
  auth: AuthContext,
  surveyId: string,
): Promise<QuantitySurveyTotals> {
  const survey = await findSurvey(db, auth.companyId, surveyId);
  if (survey === null) throw notFound(SURVEY_NOT_FOUND);
  const { result } = await calculateStoredSurvey(db, surveyId);
  const ozs = result.positions.map((position) => position.oz);
  const items = survey.boqId === null ? [] : await findItemsByOz(db, survey.boqId, ozs);
  const itemByOz = new Map<string, (typeof items)[number]>();
  for (const item of items) if (!itemByOz.has(item.oz)) itemByOz.set(item.oz, item);
  return {
    positions: result.positions.map((position) => {
      const item = itemByOz.get(position.oz);
      return {
        oz: position.oz,
        boqNodeId: item?.id ?? null,
        shortText: item?.shortText ?? null,
        unit: item?.unit ?? null,
        boqQuantity: item?.qty ?? null,
        quantity: position.quantity,
        estimated: position.estimated,
        lines: position.lines,
      };
    }),
    sheets: result.sheets.map((sheet) => ({ sheet: sheet.sheet, oz: sheet.oz, quantity: sheet.quantity })),
    errors: result.errors,
  };
}

const notTransferable = () =>
  conflict('Nur freigegebene oder abgerechnete Aufmaße können ins Leistungsverzeichnis übertragen werden.');

/**
 * Transfers measured quantities into the survey's BoQ: every item's measured quantity (Abrechnungsmenge) becomes
 * the sum over all approved and billed surveys of that BoQ (null where none measures it). Idempotent. Locks the
 * BoQ first (transfers of one BoQ run one after another), then the counted surveys, so none changes its status
 * while its quantities are summed.
 */
export async function transferSurvey(
  db: Database,
  auth: AuthContext,
  surveyId: string,
  now: Date,
): Promise<QuantitySurveyTransferResponse> {
  const before = await findSurvey(db, auth.companyId, surveyId);
  if (before === null) throw notFound(SURVEY_NOT_FOUND);
  if (before.status !== 'approved' && before.status !== 'billed') throw notTransferable();
  const boqId = before.boqId;
  if (boqId === null)
    throw conflict('Das Aufmaß ist keinem Leistungsverzeichnis zugeordnet: bitte zuerst ein LV wählen.');

  return db.transaction(async (tx) => {
    if ((await lockBoq(tx, auth.companyId, boqId)) === null)
      throw conflict('Das Leistungsverzeichnis des Aufmaßes gibt es nicht mehr.');
    const counted = await lockCountedSurveysOfBoq(tx, auth.companyId, boqId);
    if (!counted.some((survey) => survey.id === surveyId)) {
      // Reopened or moved to another BoQ since it was read.
      const current = await lockSurvey(tx, auth.companyId, surveyId, 'share');
      if (current === null) throw notFound(SURVEY_NOT_FOUND);
      throw notTransferable();
    }

    const sums = new Map<string, Decimal>();
    let ownOzs: string[] = [];
    for (const { id } of counted) {
      const { result } = await calculateStoredSurvey(tx, id);
      for (const position of result.positions)
        sums.set(position.oz, (sums.get(position.oz) ?? decimal('0')).plus(position.quantity));
      if (id === surveyId) ownOzs = result.positions.map((position) => position.oz);
    }

    const items = await listItems(tx, boqId);
    const quantities = items.flatMap((item) => {
      const quantity = sums.get(item.oz);
      return quantity === undefined ? [] : [{ id: item.id, quantity: toFixed(quantity, 3) }];
    });
    await setMeasuredQuantities(tx, boqId, quantities);
    await markTransferred(
      tx,
      counted.map((survey) => survey.id),
      now,
    );
    const known = new Set(items.map((item) => item.oz));
    return {
      boqId,
      updatedItems: quantities.length,
      unknownOz: ownOzs.filter((oz) => !known.has(oz)),
      transferredAt: now.toISOString(),
    };
  });
}
