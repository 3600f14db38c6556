import type { FastifyRequest } from 'fastify';

/**
 * Which fields a PATCH body really contained. The contract's `optionalText` turns an absent field into null, so
 * after validation "absent: keep" and "null: clear" look the same; PATCH must keep absent fields. A
 * preValidation hook records the raw body's keys before the validator replaces the body.
 */
const sentFieldsOf = new WeakMap<FastifyRequest, ReadonlySet<string>>();

/** preValidation hook of the PATCH routes. */
export async function recordSentFields(request: FastifyRequest): Promise<void> {
  const body: unknown = request.body;
  const keys = typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.keys(body) : [];
  sentFieldsOf.set(request, new Set(keys));
}

/** The keys of the request's raw body (empty when the hook did not run). */
export function sentFields(request: FastifyRequest): ReadonlySet<string> {
  return sentFieldsOf.get(request) ?? new Set();
}
