import { act, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { useTemplate } from '../../entities/document-template/get-template';
import { fetchMe } from '../../lib/auth/auth-api';
import { meAs } from '../../lib/testing/api-fixtures';
import { apiStub } from '../../lib/testing/fake-api';
import { DesignerLoadingPage } from './designer-loading-page';
import { DesignerPage } from './designer-page';
import { loadDesignerFonts } from './fonts/designer-fonts';
import { templateRecord } from './testing/template-fixtures';

vi.mock('../../lib/auth/auth-api', () => ({ fetchMe: vi.fn(), logout: vi.fn() }));
vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));
vi.mock('./fonts/designer-fonts', () => ({ loadDesignerFonts: vi.fn() }));

/** A promise the test settles. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

beforeAll(async () => {
  await initTestI18n();
});
let fonts: ReturnType<typeof deferred<void>>;
beforeEach(() => {
  apiStub.reset();
  vi.mocked(fetchMe).mockResolvedValue(meAs('office'));
  fonts = deferred<void>();
  vi.mocked(loadDesignerFonts).mockReturnValue(fonts.promise);
});

/** Shows when the template is in the query cache (the page under test reads the same query). */
function TemplateProbe({ templateId }: { templateId: string }) {
  return useTemplate(templateId).isSuccess ? <p>Vorlage da</p> : null;
}

/** The template arrived and every effect and navigation that follows it ran. */
async function templateArrived() {
  expect(await screen.findByText('Vorlage da')).toBeInTheDocument();
  await act(() => Promise.resolve());
}

const BACKGROUND_ID = '00000000-0000-4000-8000-0000000000bb';
const FILE = `/api/v1/document-templates/files/${BACKGROUND_ID}`;

function renderLoading(templateId: string) {
  renderRoutes(
    [
      {
        path: '/designer/loading',
        Component: () => (
          <>
            <DesignerLoadingPage />
            <TemplateProbe templateId={templateId} />
          </>
        ),
      },
      { path: '/designer/:templateId', Component: () => <p>Editor</p> },
    ],
    { initialEntries: [`/designer/loading?template=${templateId}`] },
  );
}

describe('/designer/loading', () => {
  it('goes on to the editor only once the template and the fonts are loaded', async () => {
    const record = templateRecord();
    apiStub.on('GET', `/api/v1/document-templates/${record.id}`, { status: 200, data: record });
    renderLoading(record.id);
    expect(await screen.findByRole('status')).toHaveTextContent('Designer wird geladen');
    await templateArrived();
    expect(loadDesignerFonts).toHaveBeenCalled();
    expect(screen.queryByText('Editor')).not.toBeInTheDocument();
    fonts.resolve();
    expect(await screen.findByText('Editor')).toBeInTheDocument();
  });

  it('waits for the background image of the template', async () => {
    const record = templateRecord();
    record.template.firstPage.background = { type: 'image', fileId: BACKGROUND_ID };
    apiStub.on('GET', `/api/v1/document-templates/${record.id}`, { status: 200, data: record });
    const image = deferred<{ status: number; data: Blob }>();
    apiStub.on('GET', FILE, () => image.promise);
    fonts.resolve();
    renderLoading(record.id);
    await templateArrived();
    await vi.waitFor(() => expect(apiStub.requests('GET', FILE)).toHaveLength(1));
    expect(screen.queryByText('Editor')).not.toBeInTheDocument();
    image.resolve({ status: 200, data: new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }) });
    expect(await screen.findByText('Editor')).toBeInTheDocument();
  });
});

describe('/designer/{templateId}', () => {
  it('draws the canvas only once the fonts are loaded (text is measured with them)', async () => {
    const record = templateRecord();
    apiStub.on('GET', `/api/v1/document-templates/${record.id}`, { status: 200, data: record });
    renderRoutes(
      [
        {
          path: '/designer/:templateId',
          Component: () => (
            <>
              <DesignerPage frame={({ canvas }) => canvas} />
              <TemplateProbe templateId={record.id} />
            </>
          ),
        },
      ],
      { initialEntries: [`/designer/${record.id}`] },
    );
    await templateArrived();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByTestId('designer-page')).not.toBeInTheDocument();
    fonts.resolve();
    expect(await screen.findByTestId('designer-page')).toBeInTheDocument();
  });
});
