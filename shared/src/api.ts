import { z } from 'zod';
import { integerish } from './fields.js';

/** The wire shapes of DESIGN.md section 3, used by every route and by the web client. */

export const messageResponse = z.object({ message: z.string() });

export function dataResponse<Schema extends z.ZodType>(data: Schema) {
  return z.object({ data, message: z.string() });
}

export const pageSizes = [10, 25, 50, 100] as const;

export const paginationQuery = z.object({
  page: integerish.pipe(z.number().min(1)).optional(),
  per_page: integerish.pipe(z.number().min(1).max(100)).optional(),
  /** The checklist screen calls the page size `limit`; both names are accepted. */
  limit: integerish.pipe(z.number().min(1).max(100)).optional(),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

export const paginationFields = {
  total: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
};

export function pagedResponse<Row extends z.ZodType>(row: Row) {
  return z.object({ data: z.array(row), message: z.string(), ...paginationFields });
}

export type Paged<Row> = {
  data: Row[];
  message: string;
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
};

/** Messages of the checks every request goes through, whatever its route. */
export const requestMessages = {
  nulCharacter: 'Text cannot contain the NUL character.',
  /** 503: the database connection was lost under the request (a restart, a failover). */
  databaseUnavailable: 'The database cannot be reached right now. Please try again in a few seconds.',
  /** 503: more requests wait for the embedded database than it can serve in time. */
  serverBusy: 'The server is busy. Please try again in a few seconds.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'You are not allowed to do this.',
  /** 500: the details go to the log only. */
  serverError: 'Something went wrong on our side. Please try again.',
  contentTypeNotAccepted: 'This content type is not accepted. Send JSON or multipart form data.',
  bodyEmpty: 'The request body is empty.',
  bodyNotJson: 'The request body is not valid JSON.',
  /** A schema issue without a message of its own. */
  invalidValue: 'Invalid value.',
  dataInvalid: 'The given data was invalid.',
} as const;

/** 404 for an address no route answers. */
export function routeNotFoundMessage(method: string, path: string): string {
  return `Route ${method} ${path} not found.`;
}

/** 422 for a field the request left out, named from its key (`equipment_number` → "Equipment number"). */
export function fieldRequiredMessage(field: string): string {
  return `${field} is required.`;
}

/**
 * What a refusal of the database itself says (by SQLSTATE, in server/src/lib/database-errors.ts):
 * the request should have been refused before its query, so these are rare, but a person reads them.
 */
export const databaseMessages = {
  textTooLong: 'A text in the request is too long.',
  numberOutOfRange: 'A number in the request is out of range.',
  dateTimeInvalid: 'A date or time in the request is not valid.',
  dateTimeOutOfRange: 'A date or time in the request is out of range.',
  characterNotStorable: 'A text in the request holds a character that cannot be stored.',
  valueInvalid: 'A value in the request is not valid.',
  valueMissing: 'A required value is missing.',
  linkBroken: 'This record is linked to another one that does not exist or still needs it.',
  alreadyExists: 'This record already exists.',
  valueNotAllowed: 'A value in the request is not allowed.',
} as const;

export const errorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** `column`, `label`, `visible`, as stored per user and screen by api/customization. */
export const sortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirection>;
