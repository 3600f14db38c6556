import { breakdownFromOzs, type X31BreakdownLevel } from '@vendoc/quantity-survey/x31/boq-tree';
import { writeX31 } from '@vendoc/quantity-survey/x31/write';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { findBoq, type StoredDocument } from '../boqs/boqs.service';
import { sanitizeUploadName } from '../../lib/file-name';
import { findProject, findSurvey } from './quantity-surveys.repository';
import { calculateStoredSurvey } from './survey-calculation';
import { SURVEY_NOT_FOUND } from './survey-guard';
import { findItemsByOz } from './survey-totals.repository';

/** The breakdown (BoQBkdn) of a stored BoQ, as the X83 export reads it from the stored document. */
function breakdownOfDocument(document: unknown): X31BreakdownLevel[] {
  const levels = (document as StoredDocument).award.boq.info.breakdown;
  return levels.map((level) => ({
    type: level.type,
    label: level.label,
    length: level.length,
    numeric: level.numeric,
  }));
}

/**
 * The survey as GAEB DA XML X31 (Mengenermittlung): lines as REB 23.003 takeoff rows under the measured items,
 * with the breakdown of the survey's BoQ, or without BoQ one derived from the OZs (a level per dot-separated part).
 */
export async function exportSurveyX31(
  db: Database,
  auth: AuthContext,
  surveyId: string,
  now: Date,
): Promise<{ fileName: string; xml: string; warnings: string[] }> {
  const survey = await findSurvey(db, auth.companyId, surveyId);
  if (survey === null) throw notFound(SURVEY_NOT_FOUND);
  const [project, calculated, boq] = await Promise.all([
    findProject(db, auth.companyId, survey.projectId),
    calculateStoredSurvey(db, surveyId),
    survey.boqId === null ? null : findBoq(db, auth.companyId, survey.boqId),
  ]);
  const ozs = [...new Set(calculated.lines.flatMap((line) => (line.oz === null ? [] : [line.oz])))];
  const boqItems = boq === null ? [] : await findItemsByOz(db, boq.id, ozs);
  const itemByOz = new Map(boqItems.map((item) => [item.oz, item]));
  const items = ozs.map((oz) => {
    const item = itemByOz.get(oz);
    return { oz, shortText: item?.shortText ?? '', unit: item?.unit ?? null, quantity: item?.qty ?? null };
  });
  const result = writeX31({
    project: { name: project?.name ?? '', number: project?.number ?? null },
    survey: { name: survey.name, date: now.toISOString().slice(0, 10) },
    boq: {
      name: boq?.name ?? '',
      breakdown: boq === null ? breakdownFromOzs(ozs) : breakdownOfDocument(boq.document),
      items,
    },
    lines: calculated.lines,
    variables: calculated.engineVariables,
    results: calculated.result,
  });
  const base = sanitizeUploadName(survey.name.replace(/[:*?"<>|/\\]+/g, '_'));
  return { fileName: `${base}.X31`, xml: result.xml, warnings: result.warnings };
}
