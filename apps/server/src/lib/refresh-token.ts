import { createHash, randomBytes } from 'node:crypto';

/** A new refresh token: 256 random bits, base64url. Only its hash is stored. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a refresh token: sha256, hex. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
