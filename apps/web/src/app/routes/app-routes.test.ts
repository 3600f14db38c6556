import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { buildAppRoutes, lazyComponent } from './app-routes';
import { isRouteHandle } from './route-handle';
import { ROUTE_TABLE } from './route-table';

describe('app routes', () => {
  it('puts each page under the pathless route of its layout, below one root with the middlewares', () => {
    const middleware = [vi.fn()];
    const [root, ...others] = buildAppRoutes({ middleware, onChunkError: vi.fn() });
    expect(others).toHaveLength(0);
    expect(root?.middleware).toBe(middleware);
    expect(root?.ErrorBoundary).toBeTypeOf('function');

    const pages = (root?.children ?? []).flatMap((layoutRoute) =>
      (layoutRoute.children ?? []).map((page) => ({ layoutId: layoutRoute.id, page })),
    );
    expect(pages).toHaveLength(ROUTE_TABLE.length);
    for (const { layoutId, page } of pages) {
      const entry = ROUTE_TABLE.find((candidate) => candidate.path === page.path);
      expect(entry).toBeDefined();
      expect(layoutId).toBe(`layout:${entry?.layout}`);
      expect(isRouteHandle(page.handle) && page.handle.titleKey).toBe(entry?.titleKey);
      expect(page.lazy).toBeTypeOf('function');
    }
  });

  it('reports a failed chunk import (for the guarded reload) and still fails the route', async () => {
    const onChunkError = vi.fn();
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = lazyComponent(() => Promise.reject(failure), onChunkError);
    await expect(load()).rejects.toBe(failure);
    expect(onChunkError).toHaveBeenCalledWith(failure);
  });

  it('resolves a loaded component as the route Component', async () => {
    const Page = () => null;
    const onChunkError = vi.fn();
    await expect(lazyComponent(() => Promise.resolve(Page), onChunkError)()).resolves.toEqual({
      Component: Page,
    });
    expect(onChunkError).not.toHaveBeenCalled();
  });

  it("starts the positions page's prefetch from a loader that returns at once, only with a query client", async () => {
    const pageRoutes = (options: Parameters<typeof buildAppRoutes>[0]) =>
      (buildAppRoutes(options)[0]?.children ?? []).flatMap((layout) => layout.children ?? []);
    const positionsOf = (options: Parameters<typeof buildAppRoutes>[0]) =>
      pageRoutes(options).find((page) => page.path === '/projects/:projectId/positions');

    expect(positionsOf({ middleware: [], onChunkError: vi.fn() })?.loader).toBeUndefined();

    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    const loader = positionsOf({ middleware: [], onChunkError: vi.fn(), queryClient })?.loader;
    expect(loader).toBeTypeOf('function');
    const result = (loader as (args: unknown) => unknown)({
      params: { projectId: 'p-1' },
      request: new Request('http://localhost/projects/p-1/positions?boq=b-2'),
      context: undefined,
    });
    expect(result).toBeNull();
    // the loader imports the page's prefetch lazily: on a busy machine that takes longer than waitFor's default 1 s
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    expect(prefetch.mock.calls[0]?.[0]).toMatchObject({ queryKey: ['boqs', 'list', 'p-1'] });
    // Pages without a prefetch get no loader: the positions page, and the project (what it needs on site).
    expect(
      pageRoutes({ middleware: [], onChunkError: vi.fn(), queryClient })
        .filter((page) => page.loader)
        .map((page) => page.path),
    ).toEqual(['/projects/:projectId', '/projects/:projectId/positions']);
  });
});
