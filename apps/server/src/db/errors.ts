/**
 * Whether a database error (or the driver error Drizzle wraps as its cause) is a unique violation
 * (SQLSTATE 23505). PGlite and node-postgres both expose the SQLSTATE as `code`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
}
