import type { ReactElement, ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { initI18n } from '../../lib/i18n/i18n';
import { createAppTheme } from '../../lib/theme/theme';

/** A fresh i18next instance with the app's namespaces (German unless `vendoc.language` says otherwise). */
export async function initTestI18n(): Promise<i18n> {
  return initI18n(i18next.createInstance());
}

/** A query client for tests: no retries, nothing refetched behind the test's back. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

export function TestProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={createAppTheme('light')}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}

export interface RenderedRoutes extends RenderResult {
  readonly router: ReturnType<typeof createMemoryRouter>;
  readonly queryClient: QueryClient;
}

/** Renders routes in a memory router inside the app's providers (theme, query client); for tests. */
export function renderRoutes(
  routes: RouteObject[],
  { initialEntries = ['/'], queryClient = createTestQueryClient() } = {},
): RenderedRoutes {
  const router = createMemoryRouter(routes, { initialEntries });
  const result = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, queryClient };
}

/** Renders one element at a path (e.g. a layout with children) inside router and providers. */
export function renderAt(element: ReactElement, path = '/', options: { queryClient?: QueryClient } = {}) {
  return renderRoutes([{ path: '*', element }], { initialEntries: [path], ...options });
}
