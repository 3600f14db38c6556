import { lazy, type ComponentType } from 'react';
import { loadOnce } from '../../lib/version/load-once';

/**
 * React.lazy for a named export, whose import failure (a chunk gone after a new deployment) goes through the
 * version check's guarded reload before the error surfaces.
 */
export function lazyWithReload<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(loadOnce(async () => ({ default: await load() })));
}
