import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/** What one request answered, kept to explain a failure. */
export type Outcome = { label: string; status: number; message: unknown };

export function outcomeOf(label: string, response: LightMyRequestResponse): Outcome {
  let message: unknown;
  try {
    message = (response.json() as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  return { label, status: response.statusCode, message };
}

/**
 * The promise every answer keeps: never a 5xx, and a refusal (4xx) carries a `{ message }` a
 * person can read. Returns what is wrong, if anything.
 */
export function brokenPromise(outcome: Outcome): string | undefined {
  if (outcome.status >= 500) return `${outcome.label}: ${outcome.status} ${String(outcome.message)}`;
  if (outcome.status >= 400 && (typeof outcome.message !== 'string' || outcome.message === '')) {
    return `${outcome.label}: ${outcome.status} without a message`;
  }
  return undefined;
}

export type Caller = (options: InjectOptions) => Promise<LightMyRequestResponse>;
