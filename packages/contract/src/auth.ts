import { z } from 'zod';

/** SPEC.md section 7: login request. */
export const loginRequestSchema = z.object({
  userName: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(1000),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** SPEC.md section 7: login and refresh response. */
export const tokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** SPEC.md section 7: refresh request. */
export const refreshRequestSchema = z.object({
  refreshToken: z.string().min(1).max(500),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** Logout revokes the given refresh token's whole family. */
export const logoutRequestSchema = z.object({
  refreshToken: z.string().min(1).max(500),
});
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

export const roleSchema = z.enum(['admin', 'office', 'fitter']);
export type Role = z.infer<typeof roleSchema>;

/** GET /api/v1/me */
export const meResponseSchema = z.object({
  user: z.object({
    id: z.uuid(),
    userName: z.string(),
    displayName: z.string(),
    role: roleSchema,
  }),
  company: z.object({
    id: z.uuid(),
    name: z.string(),
  }),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
