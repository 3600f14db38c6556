import { screen } from '@testing-library/react';
import { data } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAppRoutes } from '../routes/app-routes';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { RouteErrorBoundary } from './route-error-boundary';

beforeAll(async () => {
  await initTestI18n();
});

function renderThrowing(error: unknown) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return renderRoutes(
    [
      {
        path: '/',
        ErrorBoundary: RouteErrorBoundary,
        HydrateFallback: () => null,
        children: [
          {
            path: 'broken',
            loader: () => {
              throw error;
            },
            Component: () => null,
          },
        ],
      },
    ],
    { initialEntries: ['/broken'] },
  );
}

describe('error page', () => {
  it('shows 404 Page Not Found with the path for an unmatched route, in the error layout', async () => {
    const { container } = renderRoutes(buildAppRoutes({ middleware: [], onChunkError: vi.fn() }), {
      initialEntries: ['/no/such/page'],
    });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Page not found: /no/such/page')).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(container.querySelector('[data-layout="error"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('shows 500 Internal Server Error for a failing route without a status', async () => {
    const { container } = renderThrowing(new Error(''));
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('500');
    expect(screen.getByText('Ein unerwarteter Fehler ist aufgetreten.')).toBeInTheDocument();
    expect(container.querySelector('[data-layout="error"]')).not.toBeNull();
  });

  it('shows a supplied status and status message', async () => {
    renderThrowing(data(null, { status: 503, statusText: 'Wartungsarbeiten' }));
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('503');
    expect(screen.getByText('Wartungsarbeiten')).toBeInTheDocument();
  });

  // The default layout and the page load lazily (findBy waits as long as vitest.setup.ts allows).
  it('renders /error from its query in the default layout', async () => {
    const { container } = renderRoutes(buildAppRoutes({ middleware: [], onChunkError: vi.fn() }), {
      initialEntries: ['/error?status=403&message=Zugriff%20verweigert'],
    });
    expect(await screen.findByText('Zugriff verweigert')).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('403');
    expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(container.querySelector('[data-layout="default"]')).not.toBeNull();
  });
});
