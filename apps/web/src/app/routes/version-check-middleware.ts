import type { MiddlewareFunction } from 'react-router';

/**
 * Route middleware for the version check (SPEC.md section 4): every navigation to another URL is offered to
 * `onNavigation`, which performs a full page load of the target when a newer build was announced.
 * `currentHref` reads the router's location before the navigation commits (undefined while starting).
 */
export function createVersionCheckMiddleware(
  currentHref: () => string | undefined,
  onNavigation: (nextPath: string) => boolean,
): MiddlewareFunction {
  return async function versionCheck({ request }, next) {
    const url = new URL(request.url);
    const target = `${url.pathname}${url.search}`;
    const from = currentHref();
    if (from !== undefined && from !== target) onNavigation(target);
    await next();
  };
}
