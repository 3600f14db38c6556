/** The header every write of the app carries (decision 0023): a repeat is answered once, never applied twice. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** Whether a request method changes data on the server (and so carries an idempotency key). */
export function isWriteMethod(method: string | undefined): boolean {
  return WRITE_METHODS.has((method ?? 'get').toLowerCase());
}

/**
 * A new idempotency key: a version 4 UUID. `crypto.randomUUID` exists only in secure contexts (https, localhost);
 * a server reached over plain http in the site office's network still gets a random key.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
