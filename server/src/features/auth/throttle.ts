/**
 * The per-account sign-in throttle: after `maxFailures` wrong passwords for one email within
 * `windowMs`, that email waits until the oldest failure leaves the window, whichever address the
 * attempts come from (the per-address limit cannot see a guesser who spreads over many). Unknown
 * emails are counted the same way, so the answer does not tell whether an account exists.
 *
 * Behind an interface so several servers can share one store (Redis) later; the in-memory one is
 * per process.
 */
export type SignInThrottle = {
  /** Seconds this email must still wait, or 0 when it may try. */
  waitSeconds: (email: string, now: Date) => Promise<number>;
  recordFailure: (email: string, now: Date) => Promise<void>;
  /** A successful sign-in forgets the earlier failures. */
  clear: (email: string) => Promise<void>;
};

export type ThrottleLimits = { maxFailures: number; windowMs: number; maxTrackedEmails: number };

export const defaultThrottleLimits: ThrottleLimits = {
  maxFailures: 10,
  windowMs: 15 * 60 * 1000,
  // Bounds the memory a flood of made-up emails can take: the oldest entries go first.
  maxTrackedEmails: 100_000,
};

const keyOf = (email: string) => email.trim().toLowerCase();

export function createMemorySignInThrottle(limits: ThrottleLimits = defaultThrottleLimits): SignInThrottle {
  const failures = new Map<string, number[]>();

  const recent = (key: string, now: Date) => {
    const since = now.getTime() - limits.windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  return {
    waitSeconds(email, now) {
      const times = recent(keyOf(email), now);
      if (times.length < limits.maxFailures) return Promise.resolve(0);
      const freedAt = times[times.length - limits.maxFailures]! + limits.windowMs;
      return Promise.resolve(Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)));
    },
    recordFailure(email, now) {
      const key = keyOf(email);
      const times = recent(key, now);
      failures.delete(key); // re-inserted last: Map order is then oldest activity first
      failures.set(key, [...times, now.getTime()].slice(-limits.maxFailures));
      if (failures.size > limits.maxTrackedEmails) failures.delete(failures.keys().next().value!);
      return Promise.resolve();
    },
    clear(email) {
      failures.delete(keyOf(email));
      return Promise.resolve();
    },
  };
}
