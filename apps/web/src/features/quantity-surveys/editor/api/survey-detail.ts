import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  QuantitySurvey,
  QuantitySurveyDetail,
  QuantitySurveyLine,
  QuantitySurveySheet,
  QuantitySurveyVariable,
} from '@vendoc/contract/quantity-surveys';
import { surveyQueryOptions } from '../../../../entities/quantity-survey/get-survey';
import { surveyKeys } from '../../../../entities/quantity-survey/survey-keys';

/** The survey as the editor reads it: the shared detail entry, which the editor keeps current with every save. */
export function surveyDetailQueryOptions(surveyId: string) {
  return queryOptions({
    ...surveyQueryOptions(surveyId),
    // A refetch behind the person's back is not needed.
    staleTime: Infinity,
  });
}

function updateDetail(
  queryClient: QueryClient,
  surveyId: string,
  update: (detail: QuantitySurveyDetail) => QuantitySurveyDetail,
): void {
  queryClient.setQueryData<QuantitySurveyDetail>(surveyKeys.detail(surveyId), (detail) =>
    detail ? update(detail) : detail,
  );
}

/** Puts a line the server returned into the cached survey (replacing the one with its id). */
export function putCachedLine(queryClient: QueryClient, surveyId: string, line: QuantitySurveyLine): void {
  updateDetail(queryClient, surveyId, (detail) => {
    const index = detail.lines.findIndex((candidate) => candidate.id === line.id);
    const lines = [...detail.lines];
    if (index >= 0) lines[index] = line;
    else lines.push(line);
    return { ...detail, lines };
  });
}

export function removeCachedLine(queryClient: QueryClient, surveyId: string, lineId: string): void {
  updateDetail(queryClient, surveyId, (detail) => ({
    ...detail,
    lines: detail.lines.filter((line) => line.id !== lineId),
  }));
}

export function putCachedSheet(queryClient: QueryClient, surveyId: string, sheet: QuantitySurveySheet): void {
  updateDetail(queryClient, surveyId, (detail) => {
    const exists = detail.sheets.some((candidate) => candidate.id === sheet.id);
    const sheets = exists
      ? detail.sheets.map((candidate) => (candidate.id === sheet.id ? sheet : candidate))
      : [...detail.sheets, sheet];
    return { ...detail, sheets: sheets.sort((a, b) => a.number - b.number) };
  });
}

export function putCachedVariable(
  queryClient: QueryClient,
  surveyId: string,
  variable: QuantitySurveyVariable,
): void {
  updateDetail(queryClient, surveyId, (detail) => {
    const exists = detail.variables.some((candidate) => candidate.id === variable.id);
    return {
      ...detail,
      variables: exists
        ? detail.variables.map((candidate) => (candidate.id === variable.id ? variable : candidate))
        : [...detail.variables, variable],
    };
  });
}

export function removeCachedVariable(queryClient: QueryClient, surveyId: string, variableId: string): void {
  updateDetail(queryClient, surveyId, (detail) => ({
    ...detail,
    variables: detail.variables.filter((variable) => variable.id !== variableId),
  }));
}

/** Takes over the survey's own fields (name, status, version …) from an answer without lines. */
export function putCachedSurvey(queryClient: QueryClient, surveyId: string, survey: QuantitySurvey): void {
  updateDetail(queryClient, surveyId, (detail) => ({
    ...detail,
    ...survey,
    sheets: detail.sheets,
    lines: detail.lines,
    variables: detail.variables,
  }));
}
