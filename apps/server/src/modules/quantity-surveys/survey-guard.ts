import { isSurveyEditable } from '@vendoc/contract/quantity-surveys';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { lockSurvey, type LockedSurvey } from './quantity-surveys.repository';

export const SURVEY_NOT_FOUND = 'Das Aufmaß gibt es nicht (mehr).';
export const SURVEY_LOCKED = 'Das Aufmaß ist freigegeben und gesperrt.';

/**
 * In the transaction of a change of a survey's sheets, lines or variables: locks the survey row and checks that
 * the survey may still change (draft or submitted). Lines and variables take the lock FOR SHARE: people editing
 * one survey at once do not wait for each other, while a status change (FOR UPDATE) waits for their
 * transactions, and they for it, so nothing changes after the survey was approved. Deleting a sheet takes it FOR
 * UPDATE (two deletes at once must not remove the last two sheets).
 */
export async function lockEditableSurvey(
  tx: Database,
  auth: AuthContext,
  id: string,
  mode: 'share' | 'update' = 'share',
): Promise<LockedSurvey> {
  const survey = await lockSurvey(tx, auth.companyId, id, mode);
  if (survey === null) throw notFound(SURVEY_NOT_FOUND);
  if (!isSurveyEditable(survey.status)) throw conflict(SURVEY_LOCKED);
  return survey;
}
