import type { LayoutName } from './route-types';

/** Data every page route carries in `handle`: layouts and the document title read it. */
export interface RouteHandle {
  readonly titleKey: string;
  readonly layout: LayoutName;
  /** A page people use on site: on phones it shows in the site (`monteur`) layout for those who want it. */
  readonly site?: boolean;
}

/** Narrows a route's `handle` (typed `unknown` by React Router) to a RouteHandle. */
export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    handle != null &&
    typeof handle === 'object' &&
    typeof (handle as Record<string, unknown>).titleKey === 'string'
  );
}
