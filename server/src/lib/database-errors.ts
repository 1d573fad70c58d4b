import type { ErrorCode } from './errors.js';

/**
 * PostgreSQL refusals that mean the request was wrong, not the server: a value no column holds,
 * text PostgreSQL cannot store, a duplicate. Routes check input before it reaches a query, so
 * one of these is a missing check; this mapping keeps it a 4xx with a plain message instead of a
 * 500 while the check is added. Both drivers (node-postgres, PGlite) put the SQLSTATE in `code`.
 */
const refusals: Record<string, { code: ErrorCode; message: string }> = {
  // Data exceptions.
  '22001': { code: 'validation', message: 'A text in the request is too long.' },
  '22003': { code: 'validation', message: 'A number in the request is out of range.' },
  '22007': { code: 'validation', message: 'A date or time in the request is not valid.' },
  '22008': { code: 'validation', message: 'A date or time in the request is out of range.' },
  '22021': { code: 'validation', message: 'A text in the request holds a character that cannot be stored.' },
  '22P02': { code: 'validation', message: 'A value in the request is not valid.' },
  '22P05': { code: 'validation', message: 'A text in the request holds a character that cannot be stored.' },
  // Integrity constraints.
  '23502': { code: 'validation', message: 'A required value is missing.' },
  '23503': { code: 'conflict', message: 'This record is linked to another one that does not exist or still needs it.' },
  '23505': { code: 'conflict', message: 'This record already exists.' },
  '23514': { code: 'validation', message: 'A value in the request is not allowed.' },
};

/** The SQLSTATE of a database error, looking through Drizzle's wrapper (`cause`). */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The 4xx a database refusal stands for, or undefined for anything else (a real 500). */
export function databaseRefusal(error: unknown): { code: ErrorCode; message: string; sqlState: string } | undefined {
  const state = sqlState(error);
  const refusal = state ? refusals[state] : undefined;
  return refusal && state ? { ...refusal, sqlState: state } : undefined;
}

/** PostgreSQL's unique_violation, possibly wrapped by the query builder: the row a unique index already holds. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}
