import { z } from 'zod';

/** A record id. */
export const idSchema = z.uuid();

/**
 * The id a client chose for a record it creates (optional): a phone that works offline names its new notes, days and
 * photos itself, so that later changes and links can refer to them before the server has them. The same create by
 * the same person again answers the record as it is (200); an id someone else used is a 409.
 */
export const clientIdSchema = idSchema.optional();

/** The largest version a record can have: the column is a PostgreSQL integer (a bigger one failed the query: 500). */
export const MAX_VERSION = 2_147_483_647;

/** Optimistic concurrency: every mutable record carries a version; updates send the version they started from. */
export const versionSchema = z.number().int().min(1).max(MAX_VERSION);

/** `?version=` of a DELETE: the version the user saw (a stale one gets 409 with the current record). */
export const versionQuerySchema = z.object({
  version: z.coerce
    .number({ error: 'Version fehlt' })
    .int({ message: 'Version: eine ganze Zahl ab 1' })
    .min(1, { message: 'Version: eine ganze Zahl ab 1' })
    .max(MAX_VERSION, { message: `Version: höchstens ${MAX_VERSION}` }),
});

/** ISO 8601 timestamp on the wire, e.g. "2026-11-22T09:30:00.000Z". */
export const timestampSchema = z.iso.datetime({ offset: true });

/** A calendar date on the wire, e.g. "2026-11-22". */
export const dateSchema = z.iso.date();

/**
 * A decimal number as a string (ARCHITECTURE.md: never binary floating point for money), with a dot as decimal
 * separator and at most `scale` decimal places, e.g. decimalString(2) accepts "1234.5" and "-0.25".
 */
export const decimalString = (scale: number, integerDigits = 12) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^-?\\d{1,${integerDigits}}(\\.\\d{1,${scale}})?$`), {
      message: `Dezimalzahl mit höchstens ${scale} Nachkommastellen erwartet`,
    });

/** Optional free text that may be cleared: empty strings are stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** Query of every list endpoint: `?q=&sort=&limit=&cursor=` (ARCHITECTURE.md). */
export const listQuerySchema = z.object({
  /** Search text. */
  q: z.string().trim().max(200).optional(),
  /** A sortable field, descending with a leading "-", e.g. "-updatedAt". */
  sort: z.string().trim().max(50).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Opaque cursor from a previous page's `nextCursor`. */
  cursor: z.string().max(500).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A page of a list: items in a stable order, the cursor of the next page (null on the last) and the total. */
export const listResponseSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    total: z.number().int().min(0),
  });
export type ListResponse<Item> = { items: Item[]; nextCursor: string | null; total: number };

/** A postal address. */
export const postalAddressSchema = z.object({
  street: z.string().trim().max(200).default(''),
  postalCode: z.string().trim().max(20).default(''),
  city: z.string().trim().max(100).default(''),
  /** ISO 3166-1 alpha-2, e.g. "DE". */
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, { message: 'Ländercode mit zwei Großbuchstaben, z. B. DE' })
    .default('DE'),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;
