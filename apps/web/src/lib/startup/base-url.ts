import type { RuntimeConfig } from '@vendoc/contract/runtime';
import { normalizeServerAddress } from './server-address';

/** SPEC.md section 7: the default VenDoc server is local, port 2008. */
export const DEFAULT_BASE_URL = 'http://localhost:2008';
export const BASE_URL_STORAGE_KEY = 'url';

type BaseUrlListener = (url: string) => void;

let current: string | null = null;
const listeners = new Set<BaseUrlListener>();

function readStoredBaseUrl(): string | null {
  const stored = localStorage.getItem(BASE_URL_STORAGE_KEY);
  return stored ? normalizeServerAddress(stored) : null;
}

/** Whether a valid server address is stored: then it is the base address, whatever the runtime configuration. */
export function hasStoredBaseUrl(): boolean {
  return readStoredBaseUrl() !== null;
}

/**
 * SPEC.md section 4, start-up: a valid stored url becomes the base address; otherwise the default is stored.
 * A client served by a VenDoc server defaults to its own origin.
 */
export function initBaseUrl(
  runtimeConfig: Pick<RuntimeConfig, 'servedByVendoc'>,
  origin: string = window.location.origin,
): string {
  const stored = readStoredBaseUrl();
  if (stored) {
    update(stored);
    return stored;
  }
  const fallback = (runtimeConfig.servedByVendoc && normalizeServerAddress(origin)) || DEFAULT_BASE_URL;
  localStorage.setItem(BASE_URL_STORAGE_KEY, fallback);
  update(fallback);
  return fallback;
}

/** The current base address of the VenDoc API client. */
export function getBaseUrl(): string {
  return current ?? readStoredBaseUrl() ?? DEFAULT_BASE_URL;
}

/** Stores a new base address (normalised) and hands it to the HTTP client. Throws on an invalid address. */
export function setBaseUrl(url: string): string {
  const normalized = normalizeServerAddress(url);
  if (!normalized) throw new Error(`Not an http(s) address: ${url}`);
  localStorage.setItem(BASE_URL_STORAGE_KEY, normalized);
  update(normalized);
  return normalized;
}

/** Subscribes to base address changes; returns the unsubscribe function. */
export function onBaseUrlChange(listener: BaseUrlListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function update(url: string): void {
  current = url;
  for (const listener of listeners) listener(url);
}
