import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { projectKeys } from '../project/project-keys';
import { constructionSurveysQueryOptions, projectSurveysQueryOptions } from './get-surveys';
import { constructionKeys } from '../construction/construction-keys';
import { invalidateSurveyLists, invalidateSurveysOfProject } from './survey-cache';
import { surveyKeys } from './survey-keys';

describe('the survey and construction cache rule', () => {
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
      surveyKeys.detail('s-1'),
    ];
    for (const key of [...affected, ...untouched]) queryClient.setQueryData(key, {});

    await invalidateSurveysOfProject(queryClient, 'p-1');

    for (const key of affected) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    for (const key of untouched)
      expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(false);
  });

  it("refreshes every survey and sheet list after a survey's name or status changed, nothing else", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const lists = [projectSurveysQueryOptions('p-1').queryKey, surveyKeys.projectSheetList('p-2', {})];
    const untouched = [surveyKeys.detail('s-1'), constructionKeys.list('p-1'), projectKeys.detail('p-1')];
    for (const key of [...lists, ...untouched]) queryClient.setQueryData(key, {});

    await invalidateSurveyLists(queryClient);

    for (const key of lists) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    for (const key of untouched)
      expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(false);
  });
});
