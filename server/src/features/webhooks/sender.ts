import { Cron } from 'croner';
import type { AppContext } from '../../app-context.js';
import { sendDueWebhooks } from './sweep.js';

/** How often each instance looks for due deliveries (retries, and events whose kick was missed). */
export const sweepPattern = '*/15 * * * * *';

/** The kick of each app's running sender (several apps share a test process). */
const kicks = new WeakMap<AppContext, () => void>();

/**
 * Starts sending webhooks for the app: a sweep every 15 seconds, plus one as soon as a change
 * that queued an event has committed (`sendWebhooksSoon`). One sweep at a time per instance; a kick
 * during a sweep runs another after it. Several instances share the work through the claim
 * (PostgreSQL's `for update skip locked`). Returns its stop, which aborts attempts in flight (they
 * are not counted and are due again when their claim runs out) and waits for the sweep to end.
 */
export function startWebhookSender(context: AppContext): () => Promise<void> {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let again = false;

  const sweep = async () => {
    do {
      again = false;
      await sendDueWebhooks(context, stopping.signal).catch((error: unknown) =>
        context.logger.error({ err: error }, 'webhook sweep failed'),
      );
    } while (again && !stopping.signal.aborted);
  };
  const run = () => {
    if (stopping.signal.aborted) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = sweep().finally(() => (running = undefined));
    return running;
  };

  const timer = new Cron(sweepPattern, { protect: true, unref: true }, () => run());
  kicks.set(context, () => void run());
  return async () => {
    kicks.delete(context);
    timer.stop();
    stopping.abort();
    await running;
  };
}

/** After a commit that queued webhook events: send them now rather than at the next sweep. */
export function sendWebhooksSoon(context: AppContext): void {
  kicks.get(context)?.();
}
