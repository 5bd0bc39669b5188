/** PostgreSQL error codes the services react to. */
export const PG_EXCLUSION_VIOLATION = '23P01';

/** The SQLSTATE of a database error; Drizzle wraps the driver's error in `cause`. */
export function pgErrorCode(err: unknown): string | undefined {
  return (err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
}
