import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createVersionCheckMiddleware } from './version-check-middleware';

function createRouter(onNavigation: (nextPath: string) => boolean) {
  const holder: { router?: ReturnType<typeof createMemoryRouter> } = {};
  const currentHref = () => {
    const location = holder.router?.state.location;
    return location ? `${location.pathname}${location.search}` : undefined;
  };
  holder.router = createMemoryRouter(
    [
      {
        id: 'root',
        middleware: [createVersionCheckMiddleware(currentHref, onNavigation)],
        children: [
          { path: '/', Component: () => null },
          { path: '/articles', Component: () => null },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  return holder.router;
}

describe('version check middleware', () => {
  it('offers every navigation to another URL to the version check, with the target path', async () => {
    const onNavigation = vi.fn(() => false);
    const router = createRouter(onNavigation);
    await router.navigate('/');
    onNavigation.mockClear();

    await router.navigate('/articles?tab=2');

    expect(onNavigation).toHaveBeenCalledTimes(1);
    expect(onNavigation).toHaveBeenCalledWith('/articles?tab=2');
    expect(router.state.location.pathname).toBe('/articles');
  });

  it('does not treat the start-up load or a revisit of the same URL as a navigation', async () => {
    const onNavigation = vi.fn(() => false);
    const router = createRouter(onNavigation);
    await router.navigate('/');
    await router.navigate('/');
    expect(onNavigation).not.toHaveBeenCalled();
  });
});
