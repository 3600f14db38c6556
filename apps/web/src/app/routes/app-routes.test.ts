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
});
