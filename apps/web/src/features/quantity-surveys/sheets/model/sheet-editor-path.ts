import type { ProjectSheet } from '@vendoc/contract/quantity-surveys';
import { surveyEditorPath } from '../../api/survey-keys';

/** The editor of a sheet's survey, opened on that sheet (`?sheet=<number>`, read by the editor). */
export function sheetEditorPath(projectId: string, sheet: ProjectSheet): string {
  const path = surveyEditorPath(projectId, sheet.construction?.id ?? null, sheet.survey.id);
  return `${path}?sheet=${sheet.number}`;
}
