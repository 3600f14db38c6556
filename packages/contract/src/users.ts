import { z } from 'zod';
import { roleSchema } from './auth';
import { idSchema, listQuerySchema, listResponseSchema, timestampSchema, versionSchema } from './common';

/** Passwords: at least 10 characters; anything else (length up to 200) is the user's business. */
export const passwordSchema = z
  .string()
  .min(10, { message: 'Das Passwort muss mindestens 10 Zeichen lang sein' })
  .max(200);

/** User names: letters, digits and . _ - @, 3 to 100 characters; unique regardless of case. */
export const userNameSchema = z
  .string()
  .trim()
  .min(3, { message: 'Der Benutzername muss mindestens 3 Zeichen lang sein' })
  .max(100)
  .regex(/^[\p{L}\p{N}._@-]+$/u, { message: 'Nur Buchstaben, Ziffern und . _ - @' });

/** A user as administrators see it (GET /api/v1/users). */
export const userSchema = z.object({
  id: idSchema,
  userName: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

export const userListQuerySchema = listQuerySchema;
export const userListSchema = listResponseSchema(userSchema);
export const USER_SORT_FIELDS = ['userName', 'displayName', 'role', 'createdAt'] as const;

/** POST /api/v1/users (administrators): a new user of the same company with an initial password. */
export const userCreateSchema = z.object({
  userName: userNameSchema,
  displayName: z.string().trim().min(1, { message: 'Name fehlt' }).max(200),
  email: z
    .union([z.literal(''), z.email({ message: 'Ungültige E-Mail-Adresse' }).max(200)])
    .nullish()
    .transform((value) => (value ? value : null)),
  role: roleSchema,
  password: passwordSchema,
});
export type UserCreate = z.input<typeof userCreateSchema>;

/** PATCH /api/v1/users/{id} (administrators): role, activation, name. The last active administrator stays. */
export const userUpdateSchema = z.object({
  displayName: z.string().trim().min(1, { message: 'Name fehlt' }).max(200).optional(),
  email: z
    .union([z.literal(''), z.email({ message: 'Ungültige E-Mail-Adresse' }).max(200)])
    .nullish()
    .transform((value) => (value === undefined ? undefined : value ? value : null)),
  role: roleSchema.optional(),
  active: z.boolean().optional(),
  version: versionSchema,
});
export type UserUpdate = z.input<typeof userUpdateSchema>;

/** PATCH /api/v1/me (every user): the own profile. */
export const profileUpdateSchema = z.object({
  displayName: z.string().trim().min(1, { message: 'Name fehlt' }).max(200),
  email: z
    .union([z.literal(''), z.email({ message: 'Ungültige E-Mail-Adresse' }).max(200)])
    .nullish()
    .transform((value) => (value ? value : null)),
  version: versionSchema,
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** GET /api/v1/me/profile and PATCH /api/v1/me (every user): the own profile, with the version to edit it. */
export const profileSchema = z.object({
  id: idSchema,
  userName: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  version: versionSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * PUT /api/v1/me/password (every user): the current password proves it is them. A password change signs out
 * every other session of the user; the session whose `refreshToken` is sent along stays signed in.
 */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: passwordSchema,
  refreshToken: z.string().min(1).max(500).optional(),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
