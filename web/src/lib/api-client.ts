import type { z } from 'zod';
import { showError, showUnauthorized } from '../components/toasts';
import { paths } from '../config/paths';
import { authStore } from './auth-store';
import { takeEarlyAnswer } from './early-answers';
import { currentLanguage } from './i18n';
import { clientMessages } from './i18n/client-messages';
import { readErrorResponse, type ResponseSchema } from './wire-checks';

type FieldErrors = Record<string, string[]>;

/** The type of what `schema` lets through. */
type Parsed<Schema> = Schema extends z.ZodType
  ? z.infer<Schema>
  : Schema extends ResponseSchema<infer Output>
    ? Output
    : never;

/** A failed call: the HTTP status (0 when the server was not reached) and the server's messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** What a person should read: every field message once, or the message when there are none. */
  get lines(): string[] {
    const fieldMessages = [...new Set(Object.values(this.errors).flat())];
    return fieldMessages.length > 0 ? fieldMessages : [this.message];
  }
}

/**
 * Which failures the client toasts by itself. Forms that put 422 field errors on their fields
 * pass 'except-validation' and hand the error to `showFormErrors`.
 */
type ErrorToasts = 'all' | 'except-validation' | 'none';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  /** FormData is sent as multipart; anything else as JSON. */
  body?: unknown;
  errorToasts?: ErrorToasts;
  signal?: AbortSignal;
  /** Told how much of a FormData body has been sent (0 to 1); the request then goes by XMLHttpRequest. */
  onUploadProgress?: (fraction: number) => void;
  /** Extra request headers, e.g. the `Idempotency-Key` of a form's submission. */
  headers?: Record<string, string>;
  /** Read a successful answer as bytes (an XLSX export), which reading it as text would spoil. */
  binary?: boolean;
};

/** The spec's pause between the '401' toast and the sign-out, so the toast can be read. */
export const signOutDelayMs = 1000;

function urlFor(path: string, query: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let expiringToken: string | null = null;

/** A 401 for the token still in use means the session ended on the server: say so, then sign out. */
function expireSession(token: string): void {
  if (expiringToken === token || authStore.getUser()?.token !== token) return;
  if (window.location.pathname === paths.login) return;
  expiringToken = token;
  showUnauthorized(clientMessages.unauthorized);
  window.setTimeout(() => {
    expiringToken = null;
    if (authStore.getUser()?.token === token) authStore.signOut();
  }, signOutDelayMs);
}

function failure(status: number, body: unknown): ApiError {
  const parsed = readErrorResponse(body);
  if (parsed) return new ApiError(status, parsed.message, parsed.errors);
  return new ApiError(status, clientMessages.unexpectedResponse);
}

function shouldToast(error: ApiError, errorToasts: ErrorToasts): boolean {
  if (errorToasts === 'none') return false;
  return errorToasts === 'all' || error.status !== 422;
}

/**
 * Calls the API with the signed-in user's token and checks the answer against `schema`, so the
 * result's type is the shared schema's type. Failures become an `ApiError`, toasted here once.
 */
export async function apiRequest<Schema extends ResponseSchema>(
  path: string,
  schema: Schema,
  {
    method = 'GET',
    query,
    body,
    errorToasts = 'all',
    signal,
    onUploadProgress,
    headers: extra,
    binary,
  }: RequestOptions = {},
): Promise<Parsed<Schema>> {
  const token = authStore.getUser()?.token;
  // The language chosen in the app, not only the browser's: the server writes CSV headers and emails in it.
  const headers = new Headers({ 'Accept-Language': currentLanguage(), ...extra, Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  const url = urlFor(path, query);
  const early = method === 'GET' ? takeEarlyAnswer(url, token, headers.get('Accept-Language') ?? '') : undefined;
  const send = () =>
    fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  let response: Response;
  try {
    response = early
      ? await early.catch(send)
      : isForm && onUploadProgress
        ? // Loaded with the first upload: no page needs it to open.
          await import('./fetch-with-upload-progress').then(({ fetchWithUploadProgress }) =>
            fetchWithUploadProgress(url, { method, headers, body, signal }, onUploadProgress),
          )
        : await send();
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const error = new ApiError(0, clientMessages.unreachable);
    if (errorToasts !== 'none') showError(error.message);
    throw error;
  }

  const payload = response.ok && binary ? await response.arrayBuffer() : await readBody(response);
  const parsed = response.ok ? schema.safeParse(payload) : undefined;
  if (parsed?.success) return parsed.data as Parsed<Schema>;

  const error = failure(response.status, payload);
  if (response.status === 401 && token) {
    expireSession(token);
  } else if (shouldToast(error, errorToasts)) {
    showError(error.lines);
  }
  throw error;
}

type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <Schema extends ResponseSchema>(path: string, schema: Schema, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'GET' }),
  post: <Schema extends ResponseSchema>(path: string, schema: Schema, body?: unknown, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'POST', body }),
  put: <Schema extends ResponseSchema>(path: string, schema: Schema, body?: unknown, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'PUT', body }),
  delete: <Schema extends ResponseSchema>(path: string, schema: Schema, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'DELETE' }),
};
