import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { handleChunkLoadError, onNavigation } from '../../lib/version/version-check';
import { buildAppRoutes } from './app-routes';
import { createBlueprintCleanupMiddleware } from './blueprint-cleanup';
import { createVersionCheckMiddleware } from './version-check-middleware';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's data router (browser history) with the navigation middlewares wired to its current location. */
export function createAppRouter(queryClient?: QueryClient): AppRouter {
  // The middlewares run before a navigation commits, so the router's state still holds the page being left.
  // The router does not exist yet while it starts (its first load runs the middlewares too): hence the holder.
  const holder: { router?: AppRouter } = {};
  const currentPath = () => holder.router?.state.location.pathname;
  const currentHref = () => {
    const location = holder.router?.state.location;
    return location ? `${location.pathname}${location.search}` : undefined;
  };
  holder.router = createBrowserRouter(
    buildAppRoutes({
      middleware: [
        createVersionCheckMiddleware(currentHref, onNavigation),
        createBlueprintCleanupMiddleware(currentPath),
      ],
      onChunkError: handleChunkLoadError,
      ...(queryClient ? { queryClient } : {}),
    }),
  );
  return holder.router;
}
