import type { AuthContext } from '../../plugins/auth';
import { projectFilesByIds } from '../files/files.service';
import { listPlans, printPlanDefectReport } from '../plans/plans.service';
import type { ContentDeps, PlannedEntry } from './project-export-contents';

/** Why a plan's picture is missing from its report, or null when the file is there. */
async function missingPlanFile(
  deps: ContentDeps,
  companyId: string,
  projectId: string,
  fileId: string | null,
): Promise<string | null> {
  if (fileId === null) return 'Die Plandatei wurde gelöscht; der Bericht enthält nur die Liste der Pins.';
  const [file] = await projectFilesByIds(deps.db, companyId, projectId, [fileId]);
  if (file !== undefined && (await deps.storage.stat(file.sha256)) !== null) return null;
  return 'Die Plandatei fehlt auf dem Server; der Bericht enthält nur die Liste der Pins.';
}

/**
 * The "plans" part: every plan's defect report (its current revision, all pins) as the plan's page prints it. A plan
 * whose file is gone is still exported (the pins are the record) and Inhalt.txt says its picture is missing.
 */
export async function planReportEntries(
  deps: ContentDeps,
  auth: AuthContext,
  projectId: string,
  folder: string,
  now: () => Date,
): Promise<PlannedEntry[]> {
  const { items } = await listPlans(deps, auth, projectId);
  return items.map((plan) => ({
    part: 'plans',
    folder,
    label: `${plan.number === null ? '' : `${plan.number} `}${plan.name} (PDF)`,
    compress: true,
    make: async () => {
      const printed = await printPlanDefectReport(deps, auth, plan.id, {}, now());
      const current = plan.revisions.at(-1);
      const missing = await missingPlanFile(deps, auth.companyId, projectId, current?.file?.id ?? null);
      return { name: printed.fileName, content: printed.pdf, ...(missing === null ? {} : { note: missing }) };
    },
  }));
}
