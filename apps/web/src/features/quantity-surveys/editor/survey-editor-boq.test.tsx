import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuantitySurveyDetail } from '@vendoc/contract/quantity-surveys';
import { initTestI18n } from '../../../components/testing/render-app';
import { makeBoq, PROJECT_ID } from '../../../lib/testing/api-fixtures';
import { apiStub, type StubRequest } from '../../../lib/testing/fake-api';
import { toastStore } from '../../../lib/toast/toast-service';
import { findGrid, renderEditor, rowOf } from './testing/render-editor';
import {
  BOQ_ID,
  makeBoqItem,
  makeLine,
  makeSurvey,
  serveSurvey,
  SURVEY_PATH,
  uuidOf,
} from './testing/survey-fixtures';
import { toastsShown } from '../../../lib/testing/toasts-shown';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).apiStub.http,
}));
vi.mock('../templates/apply-template-dialog', () => ({ ApplyTemplateDialog: () => null }));

// Issue 12: the editor names the BoQ the survey measures and lets it change while nothing was transferred.

const FLECHTINGEN_ID = uuidOf(7001);
const contract = makeBoq({ id: BOQ_ID, name: 'Auftrags-LV' });
const flechtingen = makeBoq({
  id: FLECHTINGEN_ID,
  name: 'LV Flechtingen',
  kind: 'tender',
  counts: { categories: 1, items: 1 },
});
/** Lines of the contract BoQ's 01.0010 and 01.0020; Flechtingen has 01.0010 only. */
const measured = () =>
  makeSurvey({
    lines: [
      makeLine({ id: uuidOf(1), row: 'A0', oz: '01.0010', expression: '2' }),
      makeLine({ id: uuidOf(2), row: 'B0', oz: '01.0020', expression: '3' }),
    ],
  });

/** The editor's server plus the project's BoQs and the survey's PATCH (stale versions get 409 + current). */
function serve(survey: QuantitySurveyDetail, patch?: (request: StubRequest) => unknown) {
  const state = serveSurvey(survey);
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/boqs`, {
    status: 200,
    data: { items: [flechtingen, contract] },
  });
  apiStub.on('GET', `/api/v1/boqs/${FLECHTINGEN_ID}/nodes`, {
    status: 200,
    data: {
      items: [makeBoqItem(5, '01.0010', 'Mauerwerk Flechtingen', '12.000')],
      nextCursor: null,
      total: 1,
    },
  });
  apiStub.on('PATCH', SURVEY_PATH, (request: StubRequest) => {
    const answer = patch?.(request);
    if (answer) return answer as { status: number; data: unknown };
    const body = request.body as { boqId: string | null; version: number };
    const { sheets: _s, lines: _l, variables: _v, ...current } = state;
    if (body.version !== state.version)
      return { status: 409, data: { title: 'Konflikt', status: 409, current } };
    const boq = [flechtingen, contract].find((candidate) => candidate.id === body.boqId) ?? null;
    state.boq = boq && { id: boq.id, name: boq.name, kind: boq.kind };
    state.version += 1;
    const { sheets: _s2, lines: _l2, variables: _v2, ...updated } = state;
    return { status: 200, data: updated };
  });
  return state;
}

const notInBoq = (address: string) => within(rowOf(address)).queryByRole('img', { name: 'nicht im LV' });

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  toastStore.setState({ toasts: [] });
});

describe('survey editor: the BoQ it measures', () => {
  it('names the BoQ in the header and switches it with "LV wechseln"; the OZ are looked up in the new one', async () => {
    serve(measured());
    const { user } = renderEditor();
    await findGrid();
    const header = screen.getByRole('group', { name: 'Gemessenes LV' });
    expect(header).toHaveTextContent('Gemessenes LV:Auftrags-LV (Auftrag)');
    await waitFor(() => expect(notInBoq('0001B0')).toBeNull());

    await user.click(within(header).getByRole('button', { name: 'LV wechseln' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welches LV misst das Aufmaß?' });
    const field = within(dialog).getByRole('combobox', { name: 'Leistungsverzeichnis (LV)' });
    await waitFor(() => expect(field).toHaveTextContent('Auftrags-LV (Auftrag)'));
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: /LV Flechtingen/ }));
    await user.click(within(dialog).getByRole('button', { name: 'LV übernehmen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiStub.requests('PATCH', SURVEY_PATH).map((request) => request.body)).toEqual([
      { boqId: FLECHTINGEN_ID, version: 1 },
    ]);
    expect(header).toHaveTextContent('LV Flechtingen (Ausschreibung)');
    expect(toastsShown()).toContainEqual(
      expect.objectContaining({
        kind: 'success',
        title: 'Das Aufmaß misst jetzt: LV Flechtingen (Ausschreibung)',
      }),
    );
    // 01.0020 is not in the Flechtingen BoQ, 01.0010 is.
    await waitFor(() => expect(notInBoq('0001B0')).toBeInTheDocument());
    expect(notInBoq('0001A0')).toBeNull();
  });

  it('measures without BoQ after choosing "Ohne LV"', async () => {
    serve(measured());
    const { user } = renderEditor();
    await findGrid();
    await user.click(screen.getByRole('button', { name: 'LV wechseln' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('combobox', { name: 'Leistungsverzeichnis (LV)' });
    await waitFor(() => expect(field).toHaveTextContent('Auftrags-LV'));
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: /^Ohne LV/ }));
    await user.click(within(dialog).getByRole('button', { name: 'LV übernehmen' }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Gemessenes LV' })).toHaveTextContent('Ohne LV'),
    );
    expect(apiStub.requests('PATCH', SURVEY_PATH)[0]?.body).toEqual({ boqId: null, version: 1 });
  });

  it('shows the newest survey after someone else changed it and sends the choice again with its version', async () => {
    const state = serve(measured());
    const { user } = renderEditor();
    await findGrid();
    state.version = 2; // renamed meanwhile by someone else
    state.name = 'Aufmaß Fliesen (Haus A)';
    await user.click(screen.getByRole('button', { name: 'LV wechseln' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('combobox', { name: 'Leistungsverzeichnis (LV)' });
    await waitFor(() => expect(field).toHaveTextContent('Auftrags-LV'));
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: /LV Flechtingen/ }));
    await user.click(within(dialog).getByRole('button', { name: 'LV übernehmen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Das Aufmaß wurde inzwischen geändert (jetzt: Auftrags-LV (Auftrag)). Ihre Wahl steht noch – erneut übernehmen?',
    );
    expect(field).toHaveTextContent('LV Flechtingen (Ausschreibung)');
    await user.click(within(dialog).getByRole('button', { name: 'LV übernehmen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The other person's name stays: only the BoQ was sent.
    expect(screen.getByRole('heading', { name: 'Aufmaß Fliesen (Haus A)' })).toBeInTheDocument();
    expect(apiStub.requests('PATCH', SURVEY_PATH).map((request) => request.body)).toEqual([
      { boqId: FLECHTINGEN_ID, version: 1 },
      { boqId: FLECHTINGEN_ID, version: 2 },
    ]);
  });

  it("shows the server's reason when quantities were transferred meanwhile, and then no longer offers the change", async () => {
    const detail =
      'Die Mengen dieses Aufmaßes wurden schon ins Leistungsverzeichnis „Auftrags-LV“ übertragen; es misst deshalb weiter dieses LV. Für ein anderes LV bitte ein neues Aufmaß anlegen.';
    const state = serve(measured(), () => {
      state.transferredAt = '2026-03-05T10:00:00.000Z';
      return { status: 409, data: { title: 'Conflict', status: 409, detail } };
    });
    const { user } = renderEditor();
    await findGrid();
    await user.click(screen.getByRole('button', { name: 'LV wechseln' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('combobox', { name: 'Leistungsverzeichnis (LV)' });
    await waitFor(() => expect(field).toHaveTextContent('Auftrags-LV'));
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: /LV Flechtingen/ }));
    await user.click(within(dialog).getByRole('button', { name: 'LV übernehmen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    const header = screen.getByRole('group', { name: 'Gemessenes LV' });
    await waitFor(() =>
      expect(header).toHaveTextContent(
        'Mengen am 05.03.2026 ins LV übertragen: das LV lässt sich nicht mehr wechseln.',
      ),
    );
    expect(within(header).queryByRole('button', { name: 'LV wechseln' })).not.toBeInTheDocument();
  });

  it('offers no change on a transferred survey, reopened or not', async () => {
    serve(makeSurvey({ status: 'submitted', transferredAt: '2026-03-05T10:00:00.000Z' }));
    renderEditor();
    await findGrid();
    const header = screen.getByRole('group', { name: 'Gemessenes LV' });
    expect(header).toHaveTextContent('Auftrags-LV (Auftrag)');
    expect(header).toHaveTextContent('Mengen am 05.03.2026 ins LV übertragen');
    expect(within(header).queryByRole('button', { name: 'LV wechseln' })).not.toBeInTheDocument();
  });
});
