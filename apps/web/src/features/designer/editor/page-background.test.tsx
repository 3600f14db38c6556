import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderAt } from '../../../components/testing/render-app';
import { apiStub } from '../../../lib/testing/fake-api';
import { PageBackground } from './page-background';
import { openPdf, renderPdfPage } from '../../../lib/pdf/pdf-document';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).apiStub.http,
}));
vi.mock('../../../lib/pdf/pdf-document', () => ({ openPdf: vi.fn(), renderPdfPage: vi.fn() }));

const fileId = '0190a0b0-0000-7000-8000-0000000000bb';
const bytes = new Blob(['%PDF-1.7']);
const pdf = { numPages: 2 };

beforeAll(async () => {
  await initTestI18n();
});
beforeEach(() => {
  apiStub.reset();
  apiStub.on('GET', `/api/v1/document-templates/files/${fileId}`, { status: 200, data: bytes });
  vi.mocked(openPdf).mockResolvedValue(pdf as never);
  vi.mocked(renderPdfPage).mockReturnValue({ done: Promise.resolve(), cancel: vi.fn() });
  URL.createObjectURL = vi.fn(() => 'blob:letterhead');
  URL.revokeObjectURL = vi.fn();
});

/** The letterhead PDF's second page at 2 px/mm, 4 px/mm after a click on "Zoom". */
function ZoomablePdf() {
  const [scale, setScale] = useState(2);
  return (
    <>
      <button onClick={() => setScale(4)}>Zoom</button>
      <PageBackground background={{ type: 'pdf', fileId, page: 2 }} scale={scale} width={210} height={297} />
    </>
  );
}

describe('PageBackground', () => {
  it('draws nothing without a background', () => {
    renderAt(<PageBackground background={null} scale={2} width={210} height={297} />);
    expect(screen.queryByTestId('page-background')).toBeNull();
  });

  it('stretches an image background over the page', async () => {
    renderAt(<PageBackground background={{ type: 'image', fileId }} scale={2} width={210} height={297} />);
    const box = screen.getByTestId('page-background');
    expect(box).toHaveStyle({ width: '420px', height: '594px' });
    await waitFor(() => expect(box.querySelector('img')).toHaveAttribute('src', 'blob:letterhead'));
  });

  it('renders the chosen PDF page at the canvas scale, again when the zoom changes', async () => {
    renderAt(<ZoomablePdf />);
    await waitFor(() => expect(renderPdfPage).toHaveBeenCalled());
    const canvas = screen.getByTestId('page-background-pdf');
    expect(openPdf).toHaveBeenCalledWith(bytes);
    expect(renderPdfPage).toHaveBeenLastCalledWith(pdf, 2, canvas, 420);
    await waitFor(() => expect(canvas).toHaveAttribute('data-rendered-page', '2'));

    fireEvent.click(screen.getByRole('button', { name: 'Zoom' }));
    await waitFor(() => expect(renderPdfPage).toHaveBeenLastCalledWith(pdf, 2, canvas, 840));
  });
});
