import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: what it holds and whether the first screen was shown are per page. */
const freshModule = async () => {
  vi.resetModules();
  return import('./after-first-screen');
};

/** A promise and the function that settles it. */
function pending() {
  let settle = () => undefined as void;
  const work = new Promise<void>((resolve) => (settle = resolve));
  return { work, settle };
}

/** Whether `promise` has resolved, once the page's timers (idle moments included) have run. */
async function resolvedAfterTimers(promise: Promise<unknown>) {
  let resolved = false;
  void promise.then(() => (resolved = true));
  await vi.advanceTimersByTimeAsync(5000);
  return resolved;
}

describe('what waits for the first screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts once the page has loaded when nothing is held', async () => {
    const { firstScreenShown } = await freshModule();
    expect(await resolvedAfterTimers(firstScreenShown())).toBe(true);
  });

  it('waits for work the screen holds, such as a picked vehicle’s items', async () => {
    const { firstScreenShown, holdFirstScreen } = await freshModule();
    const items = pending();
    void holdFirstScreen(items.work);
    const shown = firstScreenShown();
    expect(await resolvedAfterTimers(shown)).toBe(false);
    items.settle();
    expect(await resolvedAfterTimers(shown)).toBe(true);
  });

  it('waits for work started when the page loaded, such as the vehicles kept for offline use', async () => {
    const { firstScreenShown, holdFirstScreen, pageLoaded } = await freshModule();
    const shown = firstScreenShown();
    const prefetch = pending();
    void pageLoaded().then(() => holdFirstScreen(prefetch.work));
    expect(await resolvedAfterTimers(shown)).toBe(false);
    prefetch.settle();
    expect(await resolvedAfterTimers(shown)).toBe(true);
  });

  it('waits for the landing screen to take the calls the landing script made', async () => {
    const { firstScreenShown } = await freshModule();
    const answer = Promise.resolve(new Response('{}'));
    window.fleetOpsEarlyAnswers = { token: 't', language: 'en', answers: { '/api/checklist/form_options': answer } };
    const shown = firstScreenShown();
    expect(await resolvedAfterTimers(shown)).toBe(false);
    window.fleetOpsEarlyAnswers.answers['/api/checklist/form_options'] = undefined;
    expect(await resolvedAfterTimers(shown)).toBe(true);
    delete window.fleetOpsEarlyAnswers;
  });

  it('is released by work that failed too', async () => {
    const { firstScreenShown, holdFirstScreen } = await freshModule();
    holdFirstScreen(Promise.reject(new Error('No network.'))).catch(() => undefined);
    expect(await resolvedAfterTimers(firstScreenShown())).toBe(true);
  });
});
