/** The one error type services throw; the error handler turns its code into an HTTP status. */
export const errorStatuses = {
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
} as const;

export type ErrorCode = keyof typeof errorStatuses;
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatuses[this.code];
  }
}

/** A 422 naming the field at fault, so the form can show the message under it. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('validation', message, { [field]: [message] });
}

export function notFound(what: string): AppError {
  return new AppError('not_found', `${what} not found.`);
}
