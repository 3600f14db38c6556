import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, initTestI18n, renderRoutes } from '../../../components/testing/render-app';
import { boqKeys } from '../../../entities/boq/boq-keys';
import { projectKeys } from '../../../entities/project/project-keys';
import { paths, ROUTE_PATTERNS } from '../../../lib/navigation/paths';
import { makeProject, PROJECT_ID } from '../../../lib/testing/api-fixtures';
import { apiStub } from '../../../lib/testing/fake-api';
import { ConstructionQuantitySurveyPage } from '../construction-quantity-survey-page';
import { findGrid } from './testing/render-editor';
import {
  BOQ_ID,
  CONSTRUCTION_ID,
  makeSurvey,
  serveSurvey,
  SURVEY_ID,
  SURVEY_PATH,
} from './testing/survey-fixtures';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).apiStub.http,
}));
vi.mock('../templates/apply-template-dialog', () => ({ ApplyTemplateDialog: () => null }));

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => apiStub.reset());

afterEach(() => vi.restoreAllMocks());

/** The editor on a query client the test can look into (as the project page and the positions page share it). */
function openEditor(queryClient = createTestQueryClient()) {
  const user = userEvent.setup();
  renderRoutes([{ path: ROUTE_PATTERNS.quantitySurvey, Component: ConstructionQuantitySurveyPage }], {
    initialEntries: [paths.quantitySurvey(PROJECT_ID, CONSTRUCTION_ID, SURVEY_ID)],
    queryClient,
  });
  return { user, queryClient };
}

describe('survey editor: one cache with the other screens', () => {
  it('shows the project the project page has loaded without asking for it again', async () => {
    serveSurvey(makeSurvey());
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(projectKeys.detail(PROJECT_ID), makeProject({ name: 'Schule am Park' }));
    openEditor(queryClient);
    await findGrid();
    expect(await screen.findByRole('link', { name: 'Schule am Park' })).toHaveAttribute(
      'href',
      paths.project(PROJECT_ID),
    );
    expect(apiStub.requests('GET', `/api/v1/projects/${PROJECT_ID}`)).toHaveLength(0);
  });

  it('makes the BoQ rows another screen shows load again after transferring quantities into it', async () => {
    serveSurvey(makeSurvey({ status: 'approved' }));
    apiStub.on('POST', `${SURVEY_PATH}/transfer`, {
      status: 200,
      data: { boqId: BOQ_ID, updatedItems: 2, unknownOz: [], transferredAt: '2026-03-05T10:00:00.000Z' },
    });
    const queryClient = createTestQueryClient();
    // The positions page has the BoQ's rows and the BoQ open (cached from before the transfer).
    queryClient.setQueryData(boqKeys.nodes(BOQ_ID), { pages: [], pageParams: [] });
    queryClient.setQueryData(boqKeys.detail(BOQ_ID), { id: BOQ_ID });
    const { user } = openEditor(queryClient);
    await findGrid();
    expect(queryClient.getQueryState(boqKeys.nodes(BOQ_ID))?.isInvalidated).toBe(false);

    await user.click(await screen.findByRole('button', { name: 'Mengen ins LV übernehmen' }));
    await waitFor(() => expect(queryClient.getQueryState(boqKeys.nodes(BOQ_ID))?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(boqKeys.detail(BOQ_ID))?.isInvalidated).toBe(true);
  });
});
