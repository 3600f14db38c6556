import { createHash } from 'node:crypto';
import type { ChainState } from '@vendoc/contract/construction-notes';

// The hash chain of a project's signed diary days: each signed row's hash covers its canonical content and the
// previous signed row's hash, so changing any stored signed row (or removing one) breaks every later link.

/** JSON with the keys of every object sorted: the same content always gives the same text (JSONB reorders keys). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, each]) => each !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${canonicalJson(each)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 (hex) of the signed content chained to the previous hash ('' for the first signed day). */
export function chainHash(signedContent: unknown, previousHash: string | null): string {
  return createHash('sha256')
    .update(previousHash ?? '')
    .update('\n')
    .update(canonicalJson(signedContent))
    .digest('hex');
}

export interface ChainLink {
  id: string;
  date: string;
  chainPosition: number;
  previousHash: string | null;
  hash: string;
  signedContent: unknown;
}

/**
 * The state of each link, in chain order: a link verifies when its position follows the previous one, it names
 * the previous link's hash and its own hash matches its content; after the first broken link all later ones are
 * broken too (they rest on it).
 */
export function verifyChain(links: readonly ChainLink[]): Map<string, ChainState> {
  const states = new Map<string, ChainState>();
  let previous: ChainLink | null = null;
  let broken = false;
  for (const link of links) {
    broken =
      broken ||
      link.chainPosition !== (previous?.chainPosition ?? 0) + 1 ||
      link.previousHash !== (previous?.hash ?? null) ||
      chainHash(link.signedContent, link.previousHash) !== link.hash;
    states.set(link.id, broken ? 'broken' : 'verified');
    previous = link;
  }
  return states;
}
