import type { StateStorage } from 'zustand/middleware';

export interface CookieStorageOptions {
  /** Lifetime in days; one year by default. */
  maxAgeDays?: number;
  path?: string;
}

function cookieEntries(): [string, string][] {
  if (!document.cookie) return [];
  return document.cookie.split('; ').map((pair) => {
    const separator = pair.indexOf('=');
    return separator < 0 ? [pair, ''] : [pair.slice(0, separator), pair.slice(separator + 1)];
  });
}

/** A zustand StateStorage on document.cookie (values URI-encoded, SameSite=Lax, Secure on https). */
export function createCookieStorage({
  maxAgeDays = 365,
  path = '/',
}: CookieStorageOptions = {}): StateStorage {
  const attributes = () => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    return `; path=${path}; SameSite=Lax${secure}`;
  };
  return {
    getItem: (name) => {
      const entry = cookieEntries().find(([key]) => decodeURIComponent(key) === name);
      return entry ? decodeURIComponent(entry[1]) : null;
    },
    setItem: (name, value) => {
      const maxAge = Math.round(maxAgeDays * 24 * 60 * 60);
      document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAge}${attributes()}`;
    },
    removeItem: (name) => {
      document.cookie = `${encodeURIComponent(name)}=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT${attributes()}`;
    },
  };
}
