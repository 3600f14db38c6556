import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProjectFile } from '@vendoc/contract/files';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../components/testing/render-app';
import type * as ImageResize from '../../../lib/images/image-resize';
import { PROJECT_ID, USER_ID } from '../../../lib/testing/api-fixtures';
import { apiStub } from '../../../lib/testing/fake-api';
import { pdfBlob, stubWindowOpen } from '../../../lib/testing/fake-window-open';
import { toastStore } from '../../../lib/toast/toast-service';
import { rowAt } from '@vendoc/quantity-survey/address';
import { findGrid, formulaOf, renderEditor, rowOf } from './testing/render-editor';
import {
  linePath,
  makeLine,
  makeSheet,
  makeSurvey,
  makeVariable,
  serveSurvey,
  SHEET_1,
  SHEET_2,
  SURVEY_PATH,
  uuidOf,
} from './testing/survey-fixtures';
import { toastsShown } from '../../../lib/testing/toasts-shown';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).apiStub.http,
}));
vi.mock('../templates/apply-template-dialog', () => ({ ApplyTemplateDialog: () => null }));
// The canvas resize needs a real browser; the editor's part is what happens with the resized image.
vi.mock('../../../lib/images/image-resize', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageResize>()),
  resizeImage: async (file: File) => ({
    name: file.name,
    type: 'image/jpeg',
    newWidth: 1024,
    newHeight: 768,
    orgWidth: 4000,
    orgHeight: 3000,
    aspectRatio: 4000 / 3000,
    modifiedTimestamp: 0,
    modifiedDate: new Date(0),
    blob: new Blob(['resized'], { type: 'image/jpeg' }),
    dataUrl: 'data:image/jpeg;base64,AA==',
  }),
}));

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  toastStore.setState({ toasts: [] });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The print view: hidden on screen (only `@media print` shows it), so it is found among hidden regions by its label
 * (the accessible name of a hidden element is empty).
 */
function printView(): HTMLElement {
  const view = screen
    .queryAllByRole('region', { hidden: true })
    .find((region) => region.getAttribute('aria-label') === 'Druckansicht');
  if (!view) throw new Error('no print view');
  return view;
}

const PDF_PATH = `${SURVEY_PATH}/pdf`;

const LINES = [
  makeLine({ id: uuidOf(1), row: 'A0', text: 'Wand Nord', expression: '2,40*2,75' }),
  makeLine({ id: uuidOf(2), row: 'B0', text: 'Tür', expression: '-1,01*2,135' }),
  makeLine({ id: uuidOf(3), row: 'C0', oz: '01.0020', marker: 'S', expression: '3,5' }),
];

describe('survey editor: locked surveys, print and photos', () => {
  it('shows an approved survey read-only with the lock, and office staff transfer its quantities', async () => {
    serveSurvey(makeSurvey({ status: 'approved', lines: LINES }));
    apiStub.on('POST', `${SURVEY_PATH}/transfer`, {
      status: 200,
      data: {
        boqId: makeSurvey().boq?.id,
        updatedItems: 2,
        unknownOz: ['09.9999'],
        transferredAt: '2026-03-05T10:00:00.000Z',
      },
    });
    const { user } = renderEditor();
    await findGrid();
    expect(screen.getByText('Freigegeben – gesperrt')).toBeInTheDocument();
    expect(formulaOf('0001A0')).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'KZ 0001A0' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Neue Zeile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Neues Blatt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vorlage anwenden' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aktionen für Zeile 0001A0' })).toBeNull();

    await user.type(formulaOf('0001A0'), '9');
    expect(formulaOf('0001A0')).toHaveValue('2,40*2,75');
    await user.click(screen.getByRole('heading', { name: 'Aufmaß Fliesen' }));
    expect(apiStub.requests('PATCH', linePath(uuidOf(1)))).toHaveLength(0);

    expect(await screen.findByRole('button', { name: 'Freigabe aufheben' })).toBeInTheDocument();
    // billing is no button any more: the invoice that contains the survey bills it
    expect(screen.queryByRole('button', { name: 'Abrechnen' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mengen ins LV übernehmen' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual({
        id: expect.any(Number) as number,
        kind: 'success',
        title: 'Mengen ins LV übernommen',
        text: '2 Positionen aktualisiert. Nicht im LV: 09.9999',
      }),
    );
  });

  it('gives fitters neither approval actions nor the transfer', async () => {
    serveSurvey(makeSurvey({ status: 'approved', lines: LINES }), { role: 'fitter' });
    renderEditor();
    await findGrid();
    await waitFor(() => expect(apiStub.requests('GET', '/api/v1/me')).toHaveLength(1));
    expect(screen.getByText('Freigegeben – gesperrt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mengen ins LV übernehmen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Abrechnen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'X31 exportieren' })).toBeInTheDocument();
  });

  it("prints the current sheet from the browser's menu: header, lines with results, position sums", async () => {
    serveSurvey(
      makeSurvey({
        sheets: [makeSheet(), makeSheet({ id: SHEET_2, number: 2, title: 'OG' })],
        lines: [...LINES, makeLine({ id: uuidOf(4), row: 'A0', sheetId: SHEET_2, expression: '99' })],
      }),
    );
    renderEditor();
    await findGrid();
    window.dispatchEvent(new Event('beforeprint'));
    await waitFor(() => expect(printView()).toBeInTheDocument());

    const view = printView();
    const sheets = within(view).getAllByRole('region', { hidden: true });
    expect(sheets.map((sheet) => sheet.getAttribute('aria-label'))).toEqual(['Blatt 1']);
    expect(view).toHaveTextContent('Aufmaß Fliesen');
    expect(view).toHaveTextContent('Projekt: Neubau Kita Sonnenschein');
    expect(view).toHaveTextContent('Blatt 1 – EG Flur');
    expect(view).toHaveTextContent('Status: Entwurf');

    const [lines, sums] = within(view).getAllByRole('table', { hidden: true });
    const rows = within(lines!)
      .getAllByRole('row', { hidden: true })
      .map((row) => row.textContent);
    // 2,40*2,75 = 6,600; -1,01*2,135 = -2,15635 -> -2,156; 3,5 estimated
    expect(rows).toEqual([
      'AdresseOZKZTextFormelErgebnis',
      '0001A001.0010Wand Nord2,40*2,756,600',
      '0001B001.0010Tür-1,01*2,135-2,156 (Abzug)',
      '0001C001.0020S3,53,500',
    ]);
    const sumRows = within(sums!)
      .getAllByRole('row', { hidden: true })
      .map((row) => row.textContent);
    // 6,600 - 2,156 = 4,444 for 01.0010; 3,500 (all of it estimated) for 01.0020
    expect(sumRows).toEqual([
      'OZKurztextEinheitMengedavon geschätzt',
      '01.0010Wandfliesen verlegenm24,4440,000',
      '01.0020Bodenfliesen verlegenm23,5003,500',
    ]);
    expect(view).not.toHaveTextContent('99,000');
  });

  it('prints the shown sheet as PDF, with progress, in a new tab', async () => {
    const { tabs } = stubWindowOpen();
    serveSurvey(
      makeSurvey({ sheets: [makeSheet(), makeSheet({ id: SHEET_2, number: 2, title: 'OG' })], lines: LINES }),
    );
    let answer: (reply: { status: number; data: Blob }) => void = () => undefined;
    apiStub.on('GET', PDF_PATH, () => new Promise((resolve) => (answer = resolve)));
    const { user } = renderEditor();
    await findGrid();
    await user.click(screen.getByRole('tab', { name: /Blatt 2/ }));
    await user.click(screen.getByRole('button', { name: 'Drucken' }));
    await user.click(screen.getByRole('menuitem', { name: 'Aktuelles Blatt drucken' }));

    expect(await screen.findByText('PDF wird erstellt …')).toBeInTheDocument();
    await waitFor(() => expect(apiStub.requests('GET', PDF_PATH)).toHaveLength(1));
    expect(apiStub.requests('GET', PDF_PATH)[0]?.url).toBe(`${PDF_PATH}?sheets=2`);
    answer({ status: 200, data: pdfBlob() });
    await waitFor(() => expect(tabs[0]?.location.href).toMatch(/^blob:/));
    expect(screen.queryByText('PDF wird erstellt …')).not.toBeInTheDocument();
  });

  it('prints all sheets as one PDF without a sheet list', async () => {
    const { tabs } = stubWindowOpen();
    serveSurvey(
      makeSurvey({ sheets: [makeSheet(), makeSheet({ id: SHEET_2, number: 2, title: 'OG' })], lines: LINES }),
    );
    apiStub.on('GET', PDF_PATH, { status: 200, data: pdfBlob() });
    const { user } = renderEditor();
    await findGrid();
    await user.click(screen.getByRole('button', { name: 'Drucken' }));
    await user.click(screen.getByRole('menuitem', { name: 'Alle Blätter drucken' }));

    await waitFor(() => expect(tabs[0]?.location.href).toMatch(/^blob:/));
    expect(apiStub.requests('GET', PDF_PATH).map((request) => request.url)).toEqual([PDF_PATH]);
  });

  it('shows a German error toast when the PDF cannot be created', async () => {
    const { tabs } = stubWindowOpen();
    serveSurvey(makeSurvey({ lines: LINES }));
    apiStub.on('GET', PDF_PATH, {
      status: 500,
      data: new Blob([
        JSON.stringify({ type: 'about:blank', title: 'PDF-Dienst nicht erreichbar', status: 500 }),
      ]),
    });
    const { user } = renderEditor();
    await findGrid();
    await user.click(screen.getByRole('button', { name: 'Drucken' }));
    await user.click(screen.getByRole('menuitem', { name: 'Aktuelles Blatt drucken' }));

    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({
          kind: 'error',
          title: 'Das PDF konnte nicht erstellt werden',
          text: 'PDF-Dienst nicht erreichbar',
        }),
      ),
    );
    expect(tabs[0]?.closed).toBe(true);
    expect(screen.queryByText('PDF wird erstellt …')).not.toBeInTheDocument();
  });

  it('prints the variables valid on the sheet above its lines, with their values', async () => {
    serveSurvey(
      makeSurvey({
        sheets: [makeSheet(), makeSheet({ id: SHEET_2, number: 2, title: 'OG' })],
        lines: [makeLine({ id: uuidOf(1), row: 'A0', text: 'Wände', expression: 'U*2,5' })],
        variables: [
          makeVariable({ id: uuidOf(201), name: 'L', expression: '4,25' }),
          makeVariable({ id: uuidOf(202), name: 'B', expression: '3,10', sheetId: SHEET_1 }),
          makeVariable({ id: uuidOf(203), name: 'U', expression: '2*(L+B)', sheetId: SHEET_1 }),
          makeVariable({ id: uuidOf(204), name: 'H', expression: '3', sheetId: SHEET_2 }),
        ],
      }),
    );
    renderEditor();
    await findGrid();
    window.dispatchEvent(new Event('beforeprint'));
    await waitFor(() => expect(printView()).toBeInTheDocument());

    const sheet = within(printView()).getByRole('region', { hidden: true });
    const list = within(sheet).getByRole('list', { hidden: true });
    expect(list).toHaveAttribute('aria-label', 'Variablen');
    // U = 2 · (4,25 + 3,10) = 2 · 7,35 = 14,7; sheet 2's H is not valid on sheet 1.
    expect(
      within(list)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['L = 4,25', 'B = 3,10', 'U = 2*(L+B) = 14,700']);
    expect(sheet).toHaveTextContent('Variablen:L = 4,25B = 3,10U = 2*(L+B) = 14,700');
    // The line the variables explain: U · 2,5 = 14,7 · 2,5 = 36,75.
    const [lines] = within(sheet).getAllByRole('table', { hidden: true });
    expect(list.compareDocumentPosition(lines!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(lines!).getAllByRole('row', { hidden: true })[1]).toHaveTextContent(
      '0001A001.0010WändeU*2,536,750',
    );
  });

  it('switches sheets, adds a sheet and names it', async () => {
    const state = serveSurvey(
      makeSurvey({
        sheets: [makeSheet(), makeSheet({ id: SHEET_2, number: 2, title: 'OG' })],
        lines: [...LINES, makeLine({ id: uuidOf(4), row: 'A0', sheetId: SHEET_2, expression: '99' })],
      }),
    );
    const { user, router } = renderEditor();
    await findGrid();
    await user.click(screen.getByRole('tab', { name: 'Blatt 2' }));
    await findGrid(2);
    expect(router.state.location.search).toBe('?sheet=2');
    expect(screen.getByRole('textbox', { name: 'Titel von Blatt 2' })).toHaveValue('OG');
    expect(formulaOf('0002A0')).toHaveValue('99');

    await user.click(screen.getByRole('button', { name: 'Neues Blatt' }));
    await findGrid(3);
    expect(screen.getByRole('tab', { name: 'Blatt 3' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?sheet=3');
    await user.type(screen.getByRole('textbox', { name: 'Titel von Blatt 3' }), 'Keller{Enter}');
    await waitFor(() => expect(state.sheets[2]?.title).toBe('Keller'));
    expect(apiStub.requests('PATCH', `${SURVEY_PATH}/sheets/${state.sheets[2]!.id}`)[0]?.body).toEqual({
      title: 'Keller',
      version: 1,
    });
  });

  it('virtualizes a long sheet and still moves through it by keyboard', async () => {
    serveSurvey(
      makeSurvey({
        lines: Array.from({ length: 150 }, (_, index) =>
          makeLine({ id: uuidOf(index + 1), row: rowAt(index), expression: String(index + 1) }),
        ),
      }),
    );
    const { user } = renderEditor();
    const grid = await findGrid();
    expect(grid).toHaveAttribute('aria-rowcount', '151');
    const drawn = within(grid).getAllByRole('row').length - 1;
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThan(150);

    await user.click(formulaOf('0001A0'));
    for (let step = 0; step < 5; step += 1) await user.keyboard('{ArrowDown}');
    expect(formulaOf('0001A5')).toHaveFocus();
    expect(formulaOf('0001A5')).toHaveValue('6');
    // Down to the last drawn row; the next one is not drawn yet: the grid asks to scroll it into view (which the
    // test environment cannot lay out, so the test scrolls as a browser would) and focuses it once it is drawn.
    const lastDrawn = within(grid)
      .getAllByRole('row')
      .at(-1)
      ?.getAttribute('aria-label')
      ?.replace('Zeile ', '');
    while (document.activeElement !== formulaOf(lastDrawn!)) await user.keyboard('{ArrowDown}');
    const lastIndex = Array.from({ length: 150 }, (_, index) => `0001${rowAt(index)}`).indexOf(lastDrawn!);
    const next = `0001${rowAt(lastIndex + 1)}`;
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('textbox', { name: `Formel ${next}` })).toBeNull();
    grid.scrollTop = (lastIndex + 1) * 44;
    fireEvent.scroll(grid);
    await waitFor(() => expect(formulaOf(next)).toHaveFocus());
    expect(formulaOf(next)).toHaveValue(String(lastIndex + 2));
  });

  it('adds a photo to a line as a project file, shows its thumbnail and removes it', async () => {
    const state = serveSurvey(makeSurvey({ lines: [LINES[0]!] }));
    const stored: ProjectFile = {
      id: uuidOf(500),
      projectId: PROJECT_ID,
      folderId: null,
      name: 'wand.jpg',
      contentType: 'image/jpeg',
      size: 7,
      sha256: 'a'.repeat(64),
      uploadedBy: { id: USER_ID, displayName: 'Anna Admin' },
      contentUrl: `/api/v1/files/${uuidOf(500)}/content?sig=x`,
      version: 1,
      createdAt: '2026-03-02T08:00:00.000Z',
      updatedAt: '2026-03-02T08:00:00.000Z',
    };
    apiStub.on('POST', `/api/v1/projects/${PROJECT_ID}/files`, { status: 201, data: { files: [stored] } });
    const { user } = renderEditor();
    await findGrid();

    await user.click(
      within(rowOf('0001A0')).getByRole('button', { name: 'Foto zu Zeile 0001A0 hinzufügen' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Foto von Zeile 0001A0' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(input!, new File(['original'], 'wand.jpg', { type: 'image/jpeg' }));

    await waitFor(() => expect(apiStub.requests('PATCH', linePath(uuidOf(1)))).toHaveLength(1));
    const upload = apiStub.requests('POST', `/api/v1/projects/${PROJECT_ID}/files`)[0]?.body as FormData;
    expect((upload.get('file') as File).name).toBe('wand.jpg');
    expect(await (upload.get('file') as File).text()).toBe('resized');
    expect(apiStub.requests('PATCH', linePath(uuidOf(1)))[0]?.body).toEqual({
      photoFileId: uuidOf(500),
      version: 1,
    });
    expect(await within(dialog).findByRole('img', { name: 'Foto von Zeile 0001A0' })).toHaveAttribute(
      'src',
      stored.contentUrl,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(rowOf('0001A0')).getByRole('button', { name: 'Foto von Zeile 0001A0 ansehen' }));
    const again = screen.getByRole('dialog', { name: 'Foto von Zeile 0001A0' });
    await user.click(within(again).getByRole('button', { name: 'Foto entfernen' }));
    await waitFor(() => expect(apiStub.requests('PATCH', linePath(uuidOf(1)))).toHaveLength(2));
    expect(apiStub.requests('PATCH', linePath(uuidOf(1)))[1]?.body).toEqual({
      photoFileId: null,
      version: 2,
    });
    expect(state.lines[0]?.photo).toBeNull();
    await waitFor(() => expect(within(again).queryByRole('img')).toBeNull());
    await user.click(within(again).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(rowOf('0001A0')).getByRole('button', { name: 'Foto zu Zeile 0001A0 hinzufügen' }),
    ).toBeInTheDocument();
  });
});
