import type { Server } from 'node:http';

/** How long requests in flight get to finish once a stop is asked for. */
export const shutdownGraceMs = 10_000;

/** After the grace period and cutting the connections, how long the database gets to close. */
const afterCutMs = 2_000;

/** Whether `work` settles within `ms` (its rejection passes through); the timer never outlives it. */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stops taking connections, lets the requests in flight finish, then closes the database
 * (`stop` does all three: Fastify's close, then the database's). Whatever is still open after
 * `graceMs` is cut, so a stuck request cannot hold the stop forever: the answer says which.
 */
export async function stopGracefully(
  server: { stop: () => Promise<void>; http: Pick<Server, 'closeAllConnections'> },
  graceMs: number = shutdownGraceMs,
): Promise<'clean' | 'forced'> {
  const stopped = server.stop();
  if (await settlesWithin(stopped, graceMs)) return 'clean';
  server.http.closeAllConnections();
  await settlesWithin(stopped, afterCutMs);
  return 'forced';
}
