import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useBlueprintStore } from '../../features/blueprint/blueprint-store';
import { createBlueprintCleanupMiddleware, isLeavingBlueprint } from './blueprint-cleanup';

// A router with the middleware at its root, as the app wires it, and trivial pages.
function createRouter(initialPath: string) {
  const holder: { router?: ReturnType<typeof createMemoryRouter> } = {};
  holder.router = createMemoryRouter(
    [
      {
        id: 'root',
        middleware: [createBlueprintCleanupMiddleware(() => holder.router?.state.location.pathname)],
        children: [
          { path: '/', Component: () => null },
          { path: '/blueprint', Component: () => null },
          { path: '/articles', Component: () => null },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  return holder.router;
}

function placeSomePins() {
  const store = useBlueprintStore.getState();
  store.selectPin('p2');
  store.setDraft({ x: 0.2, y: 0.3 });
  store.setFilter({ types: ['defect'], statuses: [] });
  store.setOverlay({ revisionId: 'r1', opacity: 0.5 });
}

afterEach(() => useBlueprintStore.getState().clear());

describe('blueprint-cleanup middleware', () => {
  it('knows when a navigation leaves /blueprint', () => {
    expect(isLeavingBlueprint('/blueprint', '/')).toBe(true);
    expect(isLeavingBlueprint('/blueprint', '/blueprint')).toBe(false);
    expect(isLeavingBlueprint('/articles', '/')).toBe(false);
    expect(isLeavingBlueprint(undefined, '/')).toBe(false);
  });

  it('clears the blueprint working state when a navigation leaves /blueprint', async () => {
    const router = createRouter('/blueprint');
    await router.navigate('/blueprint');
    placeSomePins();
    expect(useBlueprintStore.getState().selectedPinId).toBe('p2');

    await router.navigate('/articles');

    expect(router.state.location.pathname).toBe('/articles');
    const state = useBlueprintStore.getState();
    expect(state.selectedPinId).toBeNull();
    expect(state.draft).toBeNull();
    expect(state.overlay).toBeNull();
    expect(state.filter).toEqual({ types: [], statuses: [] });
  });

  it('keeps the state while staying on /blueprint (e.g. a query change)', async () => {
    const router = createRouter('/blueprint');
    await router.navigate('/blueprint');
    placeSomePins();

    await router.navigate('/blueprint?plan=2');

    expect(router.state.location.search).toBe('?plan=2');
    expect(useBlueprintStore.getState().selectedPinId).toBe('p2');
    expect(useBlueprintStore.getState().filter.types).toEqual(['defect']);
  });

  it('does nothing for navigations elsewhere', async () => {
    const router = createRouter('/');
    await router.navigate('/');
    placeSomePins();

    await router.navigate('/articles');

    expect(useBlueprintStore.getState().selectedPinId).toBe('p2');
  });
});
