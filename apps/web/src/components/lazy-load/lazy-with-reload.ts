import { lazy, type ComponentType } from 'react';
import { handleChunkLoadError } from '../../lib/version/version-check';

/**
 * React.lazy for a named export, whose import failure (a chunk gone after a new deployment) goes through the
 * version check's guarded reload before the error surfaces.
 */
export function lazyWithReload<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      handleChunkLoadError(error);
      throw error;
    }
  });
}
