import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pin, PinCreate, Plan } from '@vendoc/contract/plans';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { makeProject, meAs, PROJECT_ID, SMART_NOTE_ID } from '../../lib/testing/api-fixtures';
import { apiStub } from '../../lib/testing/fake-api';
import { stubWindowOpen } from '../../lib/testing/fake-window-open';
import { BlueprintPage } from './blueprint-page';
import { useBlueprintStore } from './blueprint-store';
import {
  DAY_ID,
  FILE_ID,
  LINE_ID,
  makeFile,
  makePin,
  makePlan,
  PHOTO_ID,
  PLAN_ID,
  REVISION_ID,
  SURVEY_ID,
} from './testing/blueprint-fixtures';
import type { PlanSource } from './viewer/plan-source';

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

// The plan's content is not fetched nor drawn here (no canvas in the test DOM): a plan of 4000 x 2000 units.
const drawTile = vi.fn(() => Promise.resolve());
const source: PlanSource = {
  size: { width: 4000, height: 2000 },
  maxLevel: Number.POSITIVE_INFINITY,
  pageCount: 1,
  page: 1,
  drawTile,
  drawOverview: () => Promise.resolve(),
  close: () => undefined,
};
/** The pages of the PDF the tests open (a plan set of several sheets in one test). */
let pdfPages = 1;
vi.mock('./viewer/use-plan-source', () => ({
  usePlanSource: (_file: unknown, page = 1) => ({
    state: 'ready',
    source: { ...source, pageCount: pdfPages, page: Math.min(page, pdfPages) },
  }),
}));

/** The viewport's size in the test (the DOM lays nothing out). */
const BOX = { width: 1000, height: 600 };

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  drawTile.mockClear();
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    ...BOX,
    x: 0,
    y: 0,
    left: 0,
    top: 0,
    right: BOX.width,
    bottom: BOX.height,
    toJSON: () => ({}),
  });
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('fitter') });
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}`, { status: 200, data: makeProject() });
  apiStub.on('GET', `/api/v1/files/${FILE_ID}`, { status: 200, data: makeFile() });
  apiStub.on('GET', '/api/v1/smart-notes', { status: 200, data: { items: [], nextCursor: null } });
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/plans`, { status: 200, data: { items: [] } });
});

afterEach(() => {
  pdfPages = 1;
  vi.restoreAllMocks();
  useBlueprintStore.getState().clear();
});

/** The pages a pin's item opens on, each saying which item it shows. */
const linkedPages = [
  { path: '/projects/:projectId/smartNotes/:smartNoteId', Component: () => <p>Notizseite</p> },
  { path: '/constructionNotes/:constructionNoteId', Component: () => <p>Bautagebuchseite</p> },
  {
    path: '/projects/:projectId/constructions/:constructionId/quantitySurveys/:quantitySurveyId',
    Component: () => <p>Aufmaßseite</p>,
  },
];

const renderAt = (url: string) =>
  renderRoutes([{ path: '/blueprint', Component: BlueprintPage }, ...linkedPages], {
    initialEntries: [url],
  });

const PLAN_URL = `/blueprint?projectId=${PROJECT_ID}&fileId=${FILE_ID}`;

const zoom = () => screen.getByTestId('blueprint-zoom').textContent;

describe('blueprint page', () => {
  it('without a plan in the query string offers the PDF and image files of a chosen project', async () => {
    apiStub.on('GET', '/api/v1/projects', {
      status: 200,
      data: { items: [makeProject()], nextCursor: null },
    });
    apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/files`, {
      status: 200,
      data: {
        folders: [],
        files: [
          makeFile(),
          makeFile({
            id: 'f0000000-0000-4000-8000-00000000f002',
            name: 'LV.docx',
            contentType: 'application/zip',
          }),
          makeFile({
            id: 'f0000000-0000-4000-8000-00000000f003',
            name: 'Ansicht.png',
            contentType: 'image/png',
          }),
        ],
      },
    });
    const user = userEvent.setup();
    renderAt('/blueprint');
    const open = screen.getByRole('button', { name: 'Öffnen' });
    expect(open).toBeDisabled();
    // No project yet: its files are not asked for (an empty id would be a 400 in the console).
    await screen.findByRole('combobox', { name: 'Projekt' });
    expect(apiStub.requests('GET', '/api/v1/projects//files')).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: 'Projekt' }));
    await user.click(await screen.findByRole('option', { name: /Neubau Kita Sonnenschein/ }));
    await user.click(await screen.findByRole('combobox', { name: 'Plan (PDF oder Bild)' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Grundriss EG.pdf', 'Ansicht.png']);
    await user.click(screen.getByRole('option', { name: 'Grundriss EG.pdf' }));
    await user.click(open);

    expect(await screen.findByRole('application', { name: 'Plan Grundriss EG.pdf' })).toBeInTheDocument();
  });

  it('places a pin by a tap creating a defect note, lists it and keeps it on its plan spot at every zoom', async () => {
    const plans: Plan[] = [];
    const pins: Pin[] = [];
    apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/plans`, () => ({
      status: 200,
      data: { items: plans },
    }));
    apiStub.on('POST', `/api/v1/projects/${PROJECT_ID}/plans`, () => {
      plans.push(makePlan(PLAN_ID));
      return { status: 201, data: plans[0] };
    });
    apiStub.on('GET', `/api/v1/plans/${PLAN_ID}/pins`, () => ({ status: 200, data: { items: pins } }));
    apiStub.on('POST', `/api/v1/plans/${PLAN_ID}/pins`, (request) => {
      const body = request.body as PinCreate;
      const pin = makePin({
        id: body.id,
        x: body.x,
        y: body.y,
        link: {
          kind: 'smartNote',
          id: SMART_NOTE_ID,
          title: body.newSmartNote?.title ?? '',
          surveyId: null,
          contentUrl: null,
        },
      });
      pins.push(pin);
      return { status: 201, data: pin };
    });
    const user = userEvent.setup();
    renderAt(PLAN_URL);
    const plan = await screen.findByRole('application', { name: 'Plan Grundriss EG.pdf' });
    // Fitted: (1000 - 32) / 4000 = 24.2 %, centred.
    expect(zoom()).toBe('24 %');
    await waitFor(() => expect(screen.getByTestId('plan-viewer')).toHaveAttribute('data-sharp', 'true'));
    expect(drawTile).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Markierungen (0)' })).toBeInTheDocument();

    // A tap at (258, 300): a quarter of the plan's width from its left edge (16 px margin), its middle.
    fireEvent.pointerDown(plan, { pointerId: 1, button: 0, clientX: 258, clientY: 300 });
    fireEvent.pointerUp(plan, { pointerId: 1, button: 0, clientX: 258, clientY: 300 });
    const dialog = await screen.findByRole('dialog', { name: 'Markierung setzen' });
    expect(within(dialog).getByRole('combobox', { name: 'Art' })).toHaveTextContent('Mangel');
    await user.type(within(dialog).getByRole('textbox', { name: 'Titel' }), 'Riss Achse B');
    await user.click(within(dialog).getByRole('button', { name: 'Markierung setzen' }));

    // The file became a plan (revision A), and the pin was stored on it with its new note.
    await waitFor(() => expect(apiStub.requests('POST', `/api/v1/plans/${PLAN_ID}/pins`)).toHaveLength(1));
    expect(apiStub.requests('POST', `/api/v1/projects/${PROJECT_ID}/plans`)[0]!.body).toMatchObject({
      name: 'Grundriss EG',
      fileId: FILE_ID,
      page: 1,
    });
    expect(apiStub.requests('POST', `/api/v1/plans/${PLAN_ID}/pins`)[0]!.body).toMatchObject({
      x: '0.250000',
      y: '0.500000',
      revisionId: REVISION_ID,
      newSmartNote: { type: 'defect', title: 'Riss Achse B' },
    });
    const list = await screen.findByRole('list', { name: 'Markierungen' });
    expect(screen.getByRole('heading', { name: 'Markierungen (1)' })).toBeInTheDocument();
    expect(within(list).getByText('Markierung 1: Riss Achse B')).toBeInTheDocument();
    expect(within(list).getByText('Mangel · Offen · Index A')).toBeInTheDocument();

    const marker = screen.getByRole('button', { name: 'Markierung 1: Riss Achse B' });
    expect(parseFloat(marker.style.left)).toBeCloseTo(258, 6);
    // Zoomed in twice about the middle (500, 300): the marker moves away from the middle by the factor 2.
    await user.click(screen.getByRole('button', { name: 'Vergrößern' }));
    await user.click(screen.getByRole('button', { name: 'Vergrößern' }));
    expect(zoom()).toBe('48 %');
    expect(parseFloat(marker.style.left)).toBeCloseTo(500 - (500 - 258) * 2, 6);
    expect(parseFloat(marker.style.top)).toBeCloseTo(300, 6);
    await waitFor(() => expect(screen.getByTestId('plan-viewer')).toHaveAttribute('data-sharp', 'true'));

    // Fit again; a drag pans without placing a pin.
    await user.click(screen.getByRole('button', { name: 'Ganzen Plan zeigen' }));
    expect(zoom()).toBe('24 %');
    await user.click(screen.getByRole('button', { name: 'Vergrößern' }));
    fireEvent.pointerDown(plan, { pointerId: 2, button: 0, clientX: 500, clientY: 300 });
    fireEvent.pointerMove(plan, { pointerId: 2, button: 0, clientX: 540, clientY: 300 });
    fireEvent.pointerUp(plan, { pointerId: 2, button: 0, clientX: 540, clientY: 300 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const panned = parseFloat(marker.style.left);
    expect(panned).toBeCloseTo(500 - (500 - 258) * Math.SQRT2 + 40, 6);

    // Filtered by status: no done pins.
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Erledigt' }));
    expect(screen.getByText('Keine Markierung passt zum Filter.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Markierungen (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Markierung 1: Riss Achse B' })).not.toBeInTheDocument();
  });

  it('a PDF of several sheets: a page is chosen, the first pin makes a plan of that page, a new index shows its own file', async () => {
    pdfPages = 3;
    const plans: Plan[] = [];
    apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/plans`, () => ({
      status: 200,
      data: { items: plans },
    }));
    apiStub.on('POST', `/api/v1/projects/${PROJECT_ID}/plans`, (request) => {
      const base = makePlan(PLAN_ID);
      const page = (request.body as { page: number }).page;
      plans.push({ ...base, revisions: base.revisions.map((revision) => ({ ...revision, page })) });
      return { status: 201, data: plans[0] };
    });
    apiStub.on('GET', `/api/v1/plans/${PLAN_ID}/pins`, { status: 200, data: { items: [] } });
    apiStub.on('POST', `/api/v1/plans/${PLAN_ID}/pins`, { status: 201, data: makePin({}) });
    const SHEET_FILE = 'f0000000-0000-4000-8000-00000000f005';
    apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/files`, {
      status: 200,
      data: {
        folders: [],
        files: [makeFile(), makeFile({ id: SHEET_FILE, name: 'Grundriss EG Index B.pdf' })],
      },
    });
    apiStub.on('GET', `/api/v1/files/${SHEET_FILE}`, {
      status: 200,
      data: makeFile({ id: SHEET_FILE, name: 'Grundriss EG Index B.pdf' }),
    });
    apiStub.on('POST', `/api/v1/plans/${PLAN_ID}/revisions`, () => {
      const plan = plans[0]!;
      plans[0] = {
        ...plan,
        revisions: [
          ...plan.revisions,
          {
            ...plan.revisions[0]!,
            id: 'b0000000-0000-4000-8000-00000000b0b2',
            index: 'B',
            page: 1,
            file: { ...plan.revisions[0]!.file!, id: SHEET_FILE, name: 'Grundriss EG Index B.pdf' },
          },
        ],
        currentRevisionId: 'b0000000-0000-4000-8000-00000000b0b2',
        version: 2,
      };
      return { status: 201, data: plans[0] };
    });
    const user = userEvent.setup();
    renderAt(PLAN_URL);
    const pageSelect = await screen.findByRole('combobox', { name: 'Seite' });
    expect(pageSelect).toHaveTextContent('Seite 1 von 3');
    await user.click(pageSelect);
    await user.click(screen.getByRole('option', { name: 'Seite 2 von 3' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Seite' })).toHaveTextContent('Seite 2 von 3'),
    );

    // The first pin on page 2 makes a plan of page 2 (not of the first sheet).
    const plan = screen.getByRole('application', { name: 'Plan Grundriss EG.pdf' });
    fireEvent.pointerDown(plan, { pointerId: 1, button: 0, clientX: 500, clientY: 300 });
    fireEvent.pointerUp(plan, { pointerId: 1, button: 0, clientX: 500, clientY: 300 });
    const dialog = await screen.findByRole('dialog', { name: 'Markierung setzen' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Titel' }), 'Riss');
    await user.click(within(dialog).getByRole('button', { name: 'Markierung setzen' }));
    await waitFor(() => expect(apiStub.requests('POST', `/api/v1/plans/${PLAN_ID}/pins`)).toHaveLength(1));
    expect(apiStub.requests('POST', `/api/v1/projects/${PROJECT_ID}/plans`)[0]!.body).toMatchObject({
      fileId: FILE_ID,
      page: 2,
    });

    // A new index: another file; a page that is no number is refused at the field.
    await user.click(await screen.findByRole('button', { name: 'Neuer Index' }));
    const revision = await screen.findByRole('dialog', { name: 'Neuer Index von „Grundriss EG“' });
    await user.click(within(revision).getByRole('combobox', { name: /Plan \(PDF oder Bild\)/ }));
    await user.click(screen.getByRole('option', { name: 'Grundriss EG Index B.pdf' }));
    const pageField = within(revision).getByRole('textbox', { name: 'Seite' });
    await user.clear(pageField);
    await user.type(pageField, '0');
    expect(within(revision).getByText('Eine ganze Zahl ab 1')).toBeInTheDocument();
    expect(within(revision).getByRole('button', { name: 'Index anlegen' })).toBeDisabled();
    await user.clear(pageField);
    await user.type(pageField, '1');
    await user.type(
      within(revision).getByRole('textbox', { name: 'Änderungsvermerk (optional)' }),
      'Wand versetzt',
    );
    await user.click(within(revision).getByRole('button', { name: 'Index anlegen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiStub.requests('POST', `/api/v1/plans/${PLAN_ID}/revisions`)[0]!.body).toEqual({
      fileId: SHEET_FILE,
      page: 1,
      note: 'Wand versetzt',
      version: 1,
    });
    // The new index is shown, as the current one, with its own file.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Index' })).toHaveTextContent('Index B (aktuell)'),
    );
    expect(
      await screen.findByRole('application', { name: 'Plan Grundriss EG Index B.pdf' }),
    ).toBeInTheDocument();
  });

  it('zooms with the keyboard within fit-to-screen and 800 %, and places a pin in the middle with Enter', async () => {
    renderAt(PLAN_URL);
    const plan = await screen.findByRole('application', { name: 'Plan Grundriss EG.pdf' });
    plan.focus();
    for (let step = 0; step < 20; step += 1) fireEvent.keyDown(plan, { key: '+' });
    expect(zoom()).toBe('800 %');
    fireEvent.keyDown(plan, { key: '-' });
    expect(zoom()).toBe('566 %');
    fireEvent.keyDown(plan, { key: '0' });
    expect(zoom()).toBe('24 %');
    fireEvent.keyDown(plan, { key: '-' });
    expect(zoom()).toBe('24 %');
    fireEvent.keyDown(plan, { key: 'Enter' });
    expect(await screen.findByRole('dialog', { name: 'Markierung setzen' })).toBeInTheDocument();
    expect(useBlueprintStore.getState().draft).toEqual({ x: 0.5, y: 0.5 });
  });

  it('places a pin linked to a photo of the project: the request names the file, the list says "Foto"', async () => {
    const pins: Pin[] = [];
    apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/plans`, {
      status: 200,
      data: { items: [makePlan(PLAN_ID)] },
    });
    apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/files`, {
      status: 200,
      data: { folders: [], files: [makeFile({ id: PHOTO_ID, name: 'Riss.jpg', contentType: 'image/jpeg' })] },
    });
    apiStub.on('GET', `/api/v1/plans/${PLAN_ID}/pins`, () => ({ status: 200, data: { items: pins } }));
    apiStub.on('POST', `/api/v1/plans/${PLAN_ID}/pins`, (request) => {
      const body = request.body as PinCreate;
      const pin = makePin({
        id: body.id,
        type: 'photo',
        link: { kind: 'file', id: PHOTO_ID, title: 'Riss.jpg', surveyId: null, contentUrl: '/p' },
      });
      pins.push(pin);
      return { status: 201, data: pin };
    });
    const user = userEvent.setup();
    renderAt(PLAN_URL);
    const plan = await screen.findByRole('application', { name: 'Plan Grundriss EG.pdf' });
    plan.focus();
    fireEvent.keyDown(plan, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Markierung setzen' });
    await user.click(within(dialog).getByRole('radio', { name: 'Foto' }));
    await user.click(await within(dialog).findByRole('combobox', { name: 'Foto' }));
    await user.click(await screen.findByRole('option', { name: /Riss\.jpg/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Markierung setzen' }));

    await waitFor(() => expect(apiStub.requests('POST', `/api/v1/plans/${PLAN_ID}/pins`)).toHaveLength(1));
    const body = apiStub.requests('POST', `/api/v1/plans/${PLAN_ID}/pins`)[0]!.body as PinCreate;
    expect(body).toMatchObject({ link: { kind: 'file', id: PHOTO_ID } });
    expect(body).not.toHaveProperty('newSmartNote');
    const list = await screen.findByRole('list', { name: 'Markierungen' });
    expect(await within(list).findByText('Markierung 1: Riss.jpg')).toBeInTheDocument();
    expect(within(list).getByText('Foto · Offen · Index A')).toBeInTheDocument();
  });

  it('a click on a pin opens what it links: its page, a file in a new tab; a plain marker is selected', async () => {
    const link = { surveyId: null, contentUrl: null };
    const pins = [
      makePin({ number: 1, link: { ...link, kind: 'smartNote', id: SMART_NOTE_ID, title: 'Riss' } }),
      makePin({
        id: 'c0000000-0000-4000-8000-00000000c002',
        number: 2,
        type: 'diaryEntry',
        status: 'done',
        link: { ...link, kind: 'constructionNote', id: DAY_ID, title: '2026-12-02' },
      }),
      makePin({
        id: 'c0000000-0000-4000-8000-00000000c003',
        number: 3,
        type: 'surveyLine',
        link: { ...link, kind: 'surveyLine', id: LINE_ID, title: 'B0 Estrich', surveyId: SURVEY_ID },
      }),
      makePin({
        id: 'c0000000-0000-4000-8000-00000000c004',
        number: 4,
        type: 'photo',
        link: {
          ...link,
          kind: 'file',
          id: PHOTO_ID,
          title: 'Riss.jpg',
          contentUrl: '/api/v1/files/p/content',
        },
      }),
      makePin({ id: 'c0000000-0000-4000-8000-00000000c005', number: 5, type: 'note', label: 'Stütze' }),
    ];
    apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/plans`, {
      status: 200,
      data: { items: [makePlan(PLAN_ID)] },
    });
    apiStub.on('GET', `/api/v1/plans/${PLAN_ID}/pins`, { status: 200, data: { items: pins } });
    const { tabs } = stubWindowOpen();
    const user = userEvent.setup();
    const opened: [string, string][] = [
      ['Markierung 1: Riss', `/projects/${PROJECT_ID}/smartNotes/${SMART_NOTE_ID}`],
      ['Markierung 2: 02.12.2026', `/constructionNotes/${DAY_ID}`],
      ['Markierung 3: B0 Estrich', `/projects/${PROJECT_ID}/constructions/none/quantitySurveys/${SURVEY_ID}`],
    ];
    for (const [name, path] of opened) {
      const { router, unmount } = renderAt(PLAN_URL);
      const list = await screen.findByRole('list', { name: 'Markierungen' });
      await user.click(within(list).getByRole('button', { name: new RegExp(`^${name}`) }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      unmount();
    }

    renderAt(PLAN_URL);
    const list = await screen.findByRole('list', { name: 'Markierungen' });
    expect(within(list).getByText('Bautagebuch · Erledigt · Index A')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /^Markierung 4: Riss\.jpg/ }));
    expect(window.open).toHaveBeenCalledWith(
      expect.stringContaining('/api/v1/files/p/content?disposition=inline'),
      '_blank',
      'noopener',
    );
    expect(tabs).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: /^Markierung 5: Stütze/ }));
    expect(useBlueprintStore.getState().selectedPinId).toBe(pins[4]!.id);
  });
});
