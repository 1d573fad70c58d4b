import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { authStore } from '../lib/auth-store';
import { currentLanguage } from '../lib/i18n';
import { landingScreenData } from './landing-screen-data';

const driver = { token: 'token-1', role: 'driver', name: 'Dan Driverson', email: 'dan@example.com' } as const;
const formOptions = {
  mode: 'driver',
  today: '2026-11-29',
  earliest_date: '2026-11-29',
  may_backdate: false,
  vehicles: [],
  locations: [],
  require_every_item: true,
  operators: [],
};

/** What index.html's landing script leaves for the app: the answers to its two calls. */
function landingAsked() {
  const answer = (data: unknown) => Promise.resolve(new Response(JSON.stringify({ data, message: 'OK' })));
  window.fleetOpsEarlyAnswers = {
    token: driver.token,
    language: currentLanguage(),
    answers: {
      '/api/me': answer({ role: 'driver', name: driver.name, email: driver.email }),
      '/api/checklist/form_options': answer(formOptions),
    },
  };
}

/** A stand-in for the network: these tests check that nothing is asked of it. */
let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  authStore.signIn(driver);
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  delete window.fleetOpsEarlyAnswers;
  authStore.signOut();
  vi.unstubAllGlobals();
});

describe("the field app's first screen before its first draw", () => {
  it('has the answers the landing script asked for in the query cache, without calling again', async () => {
    landingAsked();
    const client = new QueryClient();
    await landingScreenData(client);
    expect(client.getQueryData(['auth', 'me'])).toEqual({ role: 'driver', name: driver.name, email: driver.email });
    expect(client.getQueryData(['checklists', 'form-options'])).toEqual(formOptions);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.fleetOpsEarlyAnswers?.answers).toEqual({
      '/api/me': undefined,
      '/api/checklist/form_options': undefined,
    });
  });

  it('makes no call on an address the landing script asked nothing for', async () => {
    const client = new QueryClient();
    await landingScreenData(client);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('does not wait for answers still on their way, which the screen takes when it asks', async () => {
    landingAsked();
    const onTheirWay = new Promise<Response>(() => undefined);
    window.fleetOpsEarlyAnswers!.answers['/api/checklist/form_options'] = onTheirWay;
    const client = new QueryClient();
    await landingScreenData(client);
    expect(client.getQueryData(['checklists', 'form-options'])).toBeUndefined();
    expect(window.fleetOpsEarlyAnswers?.answers['/api/checklist/form_options']).toBe(onTheirWay);
    expect(client.getQueryData(['auth', 'me'])).toEqual({ role: 'driver', name: driver.name, email: driver.email });
  });
});
