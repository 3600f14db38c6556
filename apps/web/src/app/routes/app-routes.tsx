import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { MiddlewareFunction, RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../error/route-error-boundary';
import { ErrorLayout } from '../layouts/error-layout';
import type { LayoutProps } from '../layouts/layout-parts';
import { SITE_ROUTE_PATTERNS } from '../../lib/navigation/site-mode';
import { RootShell, StartupFallback } from './root-shell';
import type { RouteHandle } from './route-handle';
import { ROUTE_TABLE } from './route-table';
import { LAYOUT_NAMES, type LayoutName, type PageLoader, type RouteEntry } from './route-types';

/** A desk layout that gives way to the site layout on phones (site pages, fitters or site mode). */
function siteAware(desk: Promise<ComponentType<LayoutProps>>): Promise<ComponentType> {
  return Promise.all([desk, import('../layouts/site-aware-layout')]).then(([Desk, m]) => m.siteAware(Desk));
}

const LAYOUT_LOADERS: Record<LayoutName, PageLoader> = {
  'closing-header': () => import('../layouts/closing-header-layout').then((m) => m.ClosingHeaderLayout),
  // The layouts of the pages people use on site: on phones these pages switch to the site layout when wanted.
  default: () => siteAware(import('../layouts/default-layout').then((m) => m.DefaultLayout)),
  designer: () => import('../layouts/designer-layout').then((m) => m.DesignerLayout),
  empty: () => import('../layouts/empty-layout').then((m) => m.EmptyLayout),
  // Statically part of the shell anyway: the root error boundary renders it.
  error: () => Promise.resolve(ErrorLayout),
  monteur: () => import('../layouts/monteur-layout').then((m) => m.MonteurLayout),
  plain: () => siteAware(import('../layouts/plain-layout').then((m) => m.PlainLayout)),
};

export interface AppRouteOptions {
  /** Root middlewares: they see every navigation. */
  readonly middleware: MiddlewareFunction[];
  /** Called when a lazy chunk fails to load (e.g. a build replaced on the server), before the error surfaces. */
  readonly onChunkError: (error: unknown) => void;
  /** The app's query client, for the routes' prefetches; without it nothing is prefetched. */
  readonly queryClient?: QueryClient;
}

/** A route `lazy` function loading a component; a failed import is reported to `onChunkError`, then rethrown. */
export function lazyComponent(load: PageLoader, onChunkError: (error: unknown) => void) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      return { Component: await load() };
    } catch (error) {
      onChunkError(error);
      throw error;
    }
  };
}

function pageRoute(entry: RouteEntry, options: AppRouteOptions): RouteObject {
  const handle: RouteHandle = {
    titleKey: entry.titleKey,
    layout: entry.layout,
    site: SITE_ROUTE_PATTERNS.has(entry.path),
  };
  const route: RouteObject = {
    path: entry.path,
    handle,
    lazy: lazyComponent(entry.page, options.onChunkError),
  };
  const { prefetch } = entry;
  const { queryClient } = options;
  if (prefetch && queryClient) {
    // Returns at once: the navigation never waits for the data, the page's queries pick it up.
    route.loader = ({ params, request }) => {
      prefetch({ params, url: new URL(request.url), queryClient }).catch(() => undefined);
      return null;
    };
  }
  return route;
}

/**
 * The app's route objects: a root route (middlewares, error boundary) holding one pathless route per layout,
 * each holding its pages from the route table. Layouts and pages are loaded lazily.
 */
export function buildAppRoutes(options: AppRouteOptions): RouteObject[] {
  const layoutRoutes = LAYOUT_NAMES.flatMap((layout): RouteObject[] => {
    const pages = ROUTE_TABLE.filter((entry) => entry.layout === layout);
    if (pages.length === 0) return [];
    return [
      {
        id: `layout:${layout}`,
        lazy: lazyComponent(LAYOUT_LOADERS[layout], options.onChunkError),
        children: pages.map((entry) => pageRoute(entry, options)),
      },
    ];
  });
  return [
    {
      id: 'root',
      Component: RootShell,
      HydrateFallback: StartupFallback,
      ErrorBoundary: RouteErrorBoundary,
      middleware: options.middleware,
      children: layoutRoutes,
    },
  ];
}
