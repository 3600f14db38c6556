import { z } from 'zod';

/** GET /api/health */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * GET /runtime-config.json (site root, same origin as the client): configuration the client reads at start.
 * A client built into a VenDoc server gets `servedByVendoc: true` and then defaults to its own origin.
 */
export const runtimeConfigSchema = z.object({
  servedByVendoc: z.boolean(),
  mapsApiKey: z.string().nullable(),
  version: z.string(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** /builds/latest.json and /builds/meta/{buildId}.json, written by the client build. */
export const buildInfoSchema = z.object({
  id: z.string(),
  timestamp: z.number(),
});
export type BuildInfo = z.infer<typeof buildInfoSchema>;
