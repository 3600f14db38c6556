import { normalizeServerAddress } from '../startup/server-address';

/** localStorage key: the addresses that have answered as a VenDoc server on this device. */
export const KNOWN_SERVERS_STORAGE_KEY = 'vendoc.knownServers';

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KNOWN_SERVERS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function key(address: string): string {
  return normalizeServerAddress(address) ?? address;
}

/** Remembers that `address` answered as a VenDoc server (a response with the VenDoc header). */
export function rememberVendocServer(address: string): void {
  const known = read();
  const normalized = key(address);
  if (known.includes(normalized)) return;
  localStorage.setItem(KNOWN_SERVERS_STORAGE_KEY, JSON.stringify([...known, normalized]));
}

/** Whether `address` has answered as a VenDoc server on this device before. */
export function isKnownVendocServer(address: string): boolean {
  return read().includes(key(address));
}
