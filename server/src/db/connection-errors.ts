/**
 * Errors that mean the database went away under a request, not that the request was wrong: the
 * server was shut down or restarted, an administrator ended the connection, the network dropped
 * it, or it refuses connections while it starts. The request gets a 503 with Retry-After (see
 * the error handler); the pool opens a fresh connection for the next one.
 */
const lostStates = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, or a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
]);

const lostSocketCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'EHOSTUNREACH']);

/** node-postgres says these in words only, without a code. */
const lostMessages = /Connection terminated|not queryable|Client was closed|Connection ended/i;

/** The error and its causes: Drizzle wraps the driver's error in `cause`. */
function* errorChain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

export function isConnectionLost(error: unknown): boolean {
  for (const link of errorChain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (lostStates.has(code) || lostSocketCodes.has(code)) return true;
    if (typeof link.message === 'string' && lostMessages.test(link.message)) return true;
  }
  return false;
}
