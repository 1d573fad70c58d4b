import { databaseMessages } from '@fleet-ops/shared';
import type { ErrorCode } from './errors.js';

/**
 * PostgreSQL refusals that mean the request was wrong, not the server: a value no column holds,
 * text PostgreSQL cannot store, a duplicate. Routes check input before it reaches a query, so
 * one of these is a missing check; this mapping keeps it a 4xx with a plain message instead of a
 * 500 while the check is added. Both drivers (node-postgres, PGlite) put the SQLSTATE in `code`.
 */
const refusals: Record<string, { code: ErrorCode; message: string }> = {
  // Data exceptions.
  '22001': { code: 'validation', message: databaseMessages.textTooLong },
  '22003': { code: 'validation', message: databaseMessages.numberOutOfRange },
  '22007': { code: 'validation', message: databaseMessages.dateTimeInvalid },
  '22008': { code: 'validation', message: databaseMessages.dateTimeOutOfRange },
  '22021': { code: 'validation', message: databaseMessages.characterNotStorable },
  '22P02': { code: 'validation', message: databaseMessages.valueInvalid },
  '22P05': { code: 'validation', message: databaseMessages.characterNotStorable },
  // Integrity constraints.
  '23502': { code: 'validation', message: databaseMessages.valueMissing },
  '23503': { code: 'conflict', message: databaseMessages.linkBroken },
  '23505': { code: 'conflict', message: databaseMessages.alreadyExists },
  '23514': { code: 'validation', message: databaseMessages.valueNotAllowed },
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
