import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { clientRequestId, clientRequestMessages } from '@fleet-ops/shared';
import type { Database } from '../db/client.js';
import { AppError, fieldError } from './errors.js';
import { findIdempotencyKey, insertIdempotencyKey } from './idempotency-queries.js';

/**
 * Safe retries for create routes. A client sends a UUID it made once per form (the
 * `Idempotency-Key` header or a `client_id` body field); the key is stored with the id of the row
 * it created, in the same transaction, unique per user. A repeat of the request then answers the
 * first result instead of creating a second row, even when both arrive at once or the first
 * answer was lost in a crash; the same key with a different request is a 409.
 *
 * A route says `config: { idempotent: true }` (the hardening suite finds it by that flag) and
 * `idempotencyDescription` in its docs, builds the claim (`idempotencyClaim`), its service wraps
 * the create in `runOnce` and calls `keep` inside its transaction, and the route answers 201 or,
 * for a replay, 200.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes an `Idempotency-Key`: a retry of the same request answers the first result. */
    idempotent?: boolean;
  }
}

export type IdempotencyClaim = { userId: number; key: string; scope: string; fingerprint: string };

/** Records the key inside the create's transaction, with the id of the row just created. */
export type KeepKey = (transaction: Database, resourceId: number) => Promise<void>;

export type Outcome<Result> = { value: Result; replayed: boolean };

/** Thrown by `keep` when a twin request committed the same key first: this transaction must roll back. */
class KeyTaken extends Error {}

const headerName = 'idempotency-key';

/** JSON with object keys sorted, so the same request always gives the same text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * SHA-256 of the validated body (the request id itself left out), of each file's name and bytes,
 * and of the path's parameters: the same repair sent for another defect is another request.
 * Parameters count only when the route has some, so the keys stored by routes without them
 * (checklists, fill-ups) keep their fingerprints across an upgrade.
 */
export function requestFingerprint(
  body: Record<string, unknown>,
  files: readonly { fileName: string; data: Buffer }[] = [],
  params: Record<string, unknown> = {},
): string {
  const { client_id: _id, ...rest } = body;
  const hash = createHash('sha256').update(canonical(rest));
  for (const file of files) {
    hash.update('\0').update(file.fileName).update('\0').update(createHash('sha256').update(file.data).digest('hex'));
  }
  if (Object.keys(params).length > 0) hash.update('\0params\0').update(canonical(params));
  return hash.digest('hex');
}

/**
 * The API docs' words for a route taking a request id: `answers` is what a repeat gets back (the
 * first checklist), `insteadOf` what it does not do again, `clientId` when the body may carry the
 * id as `client_id` too.
 */
export function idempotencyDescription({
  answers,
  insteadOf = 'creating another',
  clientId = false,
}: {
  answers: string;
  insteadOf?: string;
  clientId?: boolean;
}): string {
  return (
    `Send a UUID made once per form as the \`Idempotency-Key\` header${clientId ? ' (or `client_id`)' : ''}: ` +
    `a repeat answers ${answers} with 200 instead of ${insteadOf}; the same id with another body is a 409.`
  );
}

/** The header's UUID, if sent; a malformed one is a 422 rather than a silently unsafe retry. */
function headerKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[headerName];
  if (raw === undefined || raw === '') return undefined;
  const parsed = clientRequestId.safeParse(Array.isArray(raw) ? raw.join(',') : raw);
  if (!parsed.success) throw fieldError('Idempotency-Key', clientRequestMessages.invalid);
  return parsed.data;
}

/**
 * The claim of a create request, or undefined when it carries no request id (it then simply
 * creates). `request.body.client_id` is already a checked UUID when the route's schema has it.
 */
export function idempotencyClaim(request: FastifyRequest, userId: number): IdempotencyClaim | undefined {
  const scope = `${request.method} ${request.routeOptions.url ?? request.url}`;
  // A programming error, caught by the route's first test: the flag is how the hardening suite
  // finds every route that takes a key, so none may read one without it.
  if (request.routeOptions.config.idempotent !== true) throw new Error(`${scope} lacks config.idempotent`);
  const body = (request.body ?? {}) as Record<string, unknown>;
  const fromBody = typeof body.client_id === 'string' ? body.client_id : undefined;
  const fromHeader = headerKey(request);
  if (fromHeader && fromBody && fromHeader !== fromBody) throw fieldError('client_id', clientRequestMessages.twoIds);
  const key = fromHeader ?? fromBody;
  if (!key) return undefined;
  return {
    userId,
    key,
    scope,
    fingerprint: requestFingerprint(
      body,
      request.uploadedFiles ?? [],
      (request.params ?? {}) as Record<string, unknown>,
    ),
  };
}

/** The id created for this key before, or undefined; a 409 when the key came with another request. */
async function earlierResult(db: Database, claim: IdempotencyClaim): Promise<number | undefined> {
  const row = await findIdempotencyKey(db, claim.userId, claim.key);
  if (!row) return undefined;
  if (row.scope !== claim.scope || row.fingerprint !== claim.fingerprint) {
    throw new AppError('conflict', clientRequestMessages.reused);
  }
  return row.resourceId;
}

function keeper(claim: IdempotencyClaim): KeepKey {
  return async (transaction, resourceId) => {
    // A twin's open transaction makes this wait: once it commits, nothing is inserted here and
    // this create rolls back; if it rolled back instead, this one takes the key.
    if (!(await insertIdempotencyKey(transaction, { ...claim, resourceId }))) throw new KeyTaken();
  };
}

const keepNothing: KeepKey = () => Promise.resolve();

/**
 * Runs `create` at most once per user and key. A key seen before answers `replay(id)` without
 * doing the work again (photos, emails); a twin that wins the race while this one is working
 * makes `keep` roll this one back (KeyTaken), and the twin's result is answered.
 */
export async function runOnce<Result>(
  db: Database,
  claim: IdempotencyClaim | undefined,
  create: (keep: KeepKey) => Promise<Result>,
  replay: (resourceId: number) => Promise<Result>,
): Promise<Outcome<Result>> {
  if (!claim) return { value: await create(keepNothing), replayed: false };
  const earlier = await earlierResult(db, claim);
  if (earlier !== undefined) return { value: await replay(earlier), replayed: true };
  try {
    return { value: await create(keeper(claim)), replayed: false };
  } catch (error) {
    // Not only KeyTaken: a twin's commit can also make this attempt fail a rule (a reading now
    // "below the last one"); the twin's result is the answer to both.
    const winner = await earlierResult(db, claim);
    if (winner === undefined) throw error;
    return { value: await replay(winner), replayed: true };
  }
}
