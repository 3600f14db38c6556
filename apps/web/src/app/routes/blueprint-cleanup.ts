import type { MiddlewareFunction } from 'react-router';
import { useBlueprintStore } from '../../features/blueprint/blueprint-store';
import { paths } from '../../lib/navigation/paths';

export const BLUEPRINT_PATH = paths.blueprint();

/** Whether a navigation from `fromPath` to `toPath` leaves the blueprint page. */
export function isLeavingBlueprint(fromPath: string | undefined, toPath: string): boolean {
  return fromPath === BLUEPRINT_PATH && toPath !== BLUEPRINT_PATH;
}

/**
 * The route middleware `blueprint-cleanup` (SPEC.md section 2): when a navigation leaves /blueprint, the
 * blueprint working state is cleared once the target's data has loaded. `currentPath` reads the router's
 * location before the navigation commits.
 */
export function createBlueprintCleanupMiddleware(
  currentPath: () => string | undefined,
  clear: () => void = () => useBlueprintStore.getState().clear(),
): MiddlewareFunction {
  return async function blueprintCleanup({ request }, next) {
    const fromPath = currentPath();
    const toPath = new URL(request.url).pathname;
    await next();
    if (isLeavingBlueprint(fromPath, toPath)) clear();
  };
}
