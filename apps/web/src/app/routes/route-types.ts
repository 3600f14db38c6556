import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** The seven layouts of SPEC.md section 2. */
export const LAYOUT_NAMES = [
  'closing-header',
  'default',
  'designer',
  'empty',
  'error',
  'monteur',
  'plain',
] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

export type PageLoader = () => Promise<ComponentType>;

export interface RouteEntry {
  /** React Router path (SPEC.md `{param}` written as `:param`). */
  readonly path: string;
  readonly layout: LayoutName;
  /** Key in the `app` namespace, e.g. `routes.articles`: the page title shown by layouts and page frames. */
  readonly titleKey: string;
  readonly page: PageLoader;
  /**
   * Starts loading the page's first data as soon as the route matches, while its chunk is still loading (the
   * page's queries then find it in the cache). Never awaited by the navigation.
   */
  readonly prefetch?: (request: PrefetchRequest) => Promise<unknown>;
}

/** What a route's prefetch gets: the route parameters, the URL and the app's query client. */
export interface PrefetchRequest {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly url: URL;
  readonly queryClient: QueryClient;
}
