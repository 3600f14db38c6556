import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { projectKeys } from '../project/project-keys';
import { constructionSurveysQueryOptions, projectSurveysQueryOptions } from '../quantity-survey/get-surveys';
import { surveyKeys } from '../quantity-survey/survey-keys';
import { invalidateConstructions } from './construction-cache';
import { constructionKeys } from './construction-keys';

describe('the construction cache rule', () => {
  it("refreshes the project's constructions, every survey list, its sheet lists and the project", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const affected = [
      constructionKeys.list('p-1'),
      // The project page's surveys of a construction and the survey pages' picker.
      constructionSurveysQueryOptions('p-1', 'k-1').queryKey,
      projectSurveysQueryOptions('p-1').queryKey,
      surveyKeys.projectSheetList('p-1', { status: 'draft' }),
      projectKeys.detail('p-1'),
    ];
    const untouched = [
      constructionKeys.list('p-2'),
      surveyKeys.projectSheetList('p-2', {}),
      projectKeys.detail('p-2'),
    ];
    for (const key of [...affected, ...untouched]) queryClient.setQueryData(key, {});

    await invalidateConstructions(queryClient, 'p-1');

    for (const key of affected) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    for (const key of untouched)
      expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(false);
  });
});
