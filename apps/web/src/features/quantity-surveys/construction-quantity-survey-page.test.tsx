import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../components/testing/render-app';
import { PROJECT_ID } from '../../lib/testing/api-fixtures';
import { apiStub } from '../../lib/testing/fake-api';
import { renderEditor } from './editor/testing/render-editor';
import { SURVEY_PATH } from './editor/testing/survey-fixtures';

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
});

describe('survey editor page: a survey that cannot be loaded', () => {
  it('says that a survey does not exist (404) and leads back to the project, without a pointless retry', async () => {
    apiStub.on('GET', SURVEY_PATH, { status: 404, data: { title: 'Not Found', status: 404 } });
    renderEditor();
    expect(
      await screen.findByRole('heading', { name: 'Aufmaß nicht gefunden', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Projekt' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
  });

  it('offers a retry when the server fails', async () => {
    apiStub.on('GET', SURVEY_PATH, { status: 503, data: { title: 'Service Unavailable', status: 503 } });
    renderEditor();
    expect(await screen.findByText('Das Aufmaß konnte nicht geladen werden.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
