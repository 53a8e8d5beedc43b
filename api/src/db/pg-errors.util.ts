/** PostgreSQL error fields; Drizzle 0.45 wraps the driver's error and keeps it in `cause`. */
interface PgErrorFields {
  code?: string;
  constraint?: string;
}

export function pgError(error: unknown): PgErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const fields = current as PgErrorFields & { cause?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return null;
}

/** 23505 unique_violation, optionally on one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const fields = pgError(error);
  if (fields?.code !== '23505') return false;
  return constraint === undefined || fields.constraint === constraint;
}

/**
 * A delete blocked by a foreign key: 23503 foreign_key_violation (NO ACTION, and RESTRICT on
 * PostgreSQL 15) or 23001 restrict_violation (RESTRICT on newer PostgreSQL, PGlite included).
 */
export function isForeignKeyBlock(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code === '23503' || code === '23001';
}
