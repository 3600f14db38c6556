import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../components/testing/render-app';
import { PROJECT_ID } from '../../../lib/testing/api-fixtures';
import { apiStub } from '../../../lib/testing/fake-api';
import { findGrid, formulaOf, renderEditor, rowOf } from './testing/render-editor';
import { linePath, makeLine, makeSurvey, serveSurvey, uuidOf } from './testing/survey-fixtures';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).apiStub.http,
}));

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
});

const LINE = uuidOf(1);
const ELSEWHERE = `/projects/${PROJECT_ID}`;

/** Whether the browser would ask before closing or reloading the tab. */
function tabCloseIsGuarded(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('survey editor: leaving with unsaved input', () => {
  it('saves what was typed before it leaves for another page, without asking', async () => {
    const state = serveSurvey(makeSurvey({ lines: [makeLine({ id: LINE, row: 'A0', expression: '2' })] }));
    const { user, router } = renderEditor();
    await findGrid();
    await user.type(formulaOf('0001A0'), '*3');
    expect(tabCloseIsGuarded()).toBe(true);

    await act(() => router.navigate(ELSEWHERE));
    expect(await screen.findByRole('heading', { name: 'Projektseite' })).toBeInTheDocument();
    expect(apiStub.requests('PATCH', linePath(LINE))[0]?.body).toEqual({ expression: '2*3', version: 1 });
    expect(state.lines[0]?.expression).toBe('2*3');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tabCloseIsGuarded()).toBe(false);
  });

  it('asks before a line that cannot be saved is left behind: stay keeps it, leave drops it', async () => {
    serveSurvey(makeSurvey({ lines: [makeLine({ id: LINE, row: 'A0', expression: '2' })] }));
    apiStub.on('PATCH', linePath(LINE), {
      status: 500,
      data: { title: 'Fehler', detail: 'Die Datenbank antwortet nicht.' },
    });
    const { user, router } = renderEditor();
    await findGrid();
    await user.type(formulaOf('0001A0'), '1');
    await user.keyboard('{Enter}');
    expect(
      await within(rowOf('0001A0')).findByText('Nicht gespeichert: Die Datenbank antwortet nicht.'),
    ).toBeInTheDocument();

    const editorPath = router.state.location.pathname;
    await act(() => router.navigate(ELSEWHERE));
    const dialog = await screen.findByRole('dialog', { name: 'Nicht gespeicherte Eingaben' });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(editorPath);
    expect(formulaOf('0001A0')).toHaveValue('21');

    await act(() => router.navigate(ELSEWHERE));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Nicht gespeicherte Eingaben' })).getByRole('button', {
        name: 'Verwerfen und verlassen',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(ELSEWHERE));
  });

  it('does not ask when only the sheet changes (the same page)', async () => {
    serveSurvey(
      makeSurvey({
        lines: [makeLine({ id: LINE, row: 'A0', expression: '2' })],
      }),
    );
    apiStub.on('PATCH', linePath(LINE), { status: 500 });
    const { user, router } = renderEditor();
    await findGrid();
    await user.type(formulaOf('0001A0'), '1');
    await user.keyboard('{Enter}');
    await within(rowOf('0001A0')).findByText('Die Zeile konnte nicht gespeichert werden.');
    const editorPath = router.state.location.pathname;
    await act(() => router.navigate(`${editorPath}?sheet=1`));
    await waitFor(() => expect(router.state.location.search).toBe('?sheet=1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
