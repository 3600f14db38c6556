import type { RuntimeConfig } from '@vendoc/contract/runtime';
import { asRuntimeConfig } from '../http/response-guards';

/** What the client assumes when /runtime-config.json cannot be read (e.g. the Vite dev server). */
export const FALLBACK_RUNTIME_CONFIG: RuntimeConfig = {
  servedByVendoc: false,
  mapsApiKey: null,
  version: 'unknown',
};

let loaded: RuntimeConfig | null = null;

/** Reads /runtime-config.json from the client's own origin; never rejects (falls back instead). */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    loaded = asRuntimeConfig(await response.json());
  } catch (error) {
    console.warn('runtime-config.json not available, using defaults', error);
    loaded = FALLBACK_RUNTIME_CONFIG;
  }
  return loaded;
}

/** The runtime configuration loaded at start-up (the fallback before loading). */
export function getRuntimeConfig(): RuntimeConfig {
  return loaded ?? FALLBACK_RUNTIME_CONFIG;
}
