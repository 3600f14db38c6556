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
}
