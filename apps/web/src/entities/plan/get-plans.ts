import { useQuery } from '@tanstack/react-query';
import {
  pinListSchema,
  planListSchema,
  type Pin,
  type PinStatus,
  type PinType,
  type Plan,
} from '@vendoc/contract/plans';
import { api } from '../../lib/http/api-path';
import { downloadFile } from '../../lib/http/download';
import { vendocHttp } from '../../lib/http/vendoc-client';

export const planKeys = {
  all: ['plans'] as const,
  ofProject: (projectId: string) => ['plans', 'project', projectId] as const,
  pins: (planId: string) => ['plans', 'pins', planId] as const,
};

/** GET /api/v1/projects/{projectId}/plans: all plans of a project (revisions oldest first, files signed). */
export async function fetchPlans(projectId: string, signal?: AbortSignal): Promise<Plan[]> {
  const response = await vendocHttp.get<unknown>(api`/projects/${projectId}/plans`, { signal });
  return planListSchema.parse(response.data).items;
}

export function usePlans(projectId: string) {
  return useQuery({
    queryKey: planKeys.ofProject(projectId),
    queryFn: ({ signal }) => fetchPlans(projectId, signal),
    enabled: projectId !== '',
  });
}

/** GET /api/v1/plans/{planId}/pins: every pin of the plan by number (the page filters them itself). */
export async function fetchPins(planId: string, signal?: AbortSignal): Promise<Pin[]> {
  const response = await vendocHttp.get<unknown>(api`/plans/${planId}/pins`, { signal });
  return pinListSchema.parse(response.data).items;
}

export function usePins(planId: string | null) {
  return useQuery({
    queryKey: planKeys.pins(planId ?? ''),
    queryFn: ({ signal }) => fetchPins(planId ?? '', signal),
    enabled: planId !== null,
  });
}

/** The plan one of whose revisions shows `fileId`, and that revision (a file opened as a plan). */
export function planOfFile(
  plans: readonly Plan[] | undefined,
  fileId: string,
  page: number | null = null,
): { plan: Plan; revisionId: string } | null {
  // A PDF's pages are sheets of their own: its revision shows one page (absent: the first).
  const samePage = (each: number | null) => page === null || (each ?? 1) === page;
  for (const plan of plans ?? []) {
    const revision = [...plan.revisions]
      .reverse()
      .find((each) => each.file?.id === fileId && samePage(each.page));
    if (revision) return { plan, revisionId: revision.id };
  }
  return null;
}

/**
 * GET /api/v1/plans/{planId}/defect-report.pdf: the plan with its pins and the defect list as PDF (the company's
 * "defect report" layout), for a revision and filters, saved by the browser; answers the file's name.
 */
export function downloadDefectReport(
  planId: string,
  query: { revisionId?: string; type?: PinType; status?: PinStatus },
  fallbackName: string,
): Promise<string> {
  const params = Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return downloadFile(api`/plans/${planId}/defect-report.pdf`, params, fallbackName);
}
