import type { ProjectSheet } from '@vendoc/contract/quantity-surveys';
import { paths } from '../../../../lib/navigation/paths';

/** The editor of a sheet's survey, opened on that sheet (`?sheet=<number>`, read by the editor). */
export function sheetEditorPath(projectId: string, sheet: ProjectSheet): string {
  return paths.quantitySurvey(projectId, sheet.construction?.id ?? null, sheet.survey.id, {
    sheet: sheet.number,
  });
}
