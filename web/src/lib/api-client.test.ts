import { messageResponse } from '@fleet-ops/shared';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { api, ApiError, signOutDelayMs } from './api-client';
import { authStore } from './auth-store';
import { changeLanguage } from './i18n';

let fetchMock: Mock<typeof fetch>;
let toasts: Mock<typeof notifications.show>;

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
}

const sentRequest = () => {
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url, init: init!, headers: new Headers(init!.headers) };
};

const toastShown = () => toasts.mock.calls.map(([toast]) => ({ title: toast.title, message: toast.message }));

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  toasts = vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

afterEach(() => {
  authStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('api client', () => {
  it('sends the bearer token, asks for JSON and sends bodies as JSON', async () => {
    authStore.signIn({ token: 'secret', role: 'admin', name: 'Pat', email: 'pat@example.com' });
    answer(200, { message: 'OK' });
    await api.post('/api/things', messageResponse, { name: 'x' }, { query: { page: 2, search: '' } });
    const { url, init, headers } = sentRequest();
    expect(url).toBe('/api/things?page=2');
    expect(headers.get('authorization')).toBe('Bearer secret');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init.body).toBe('{"name":"x"}');
  });

  it('sends the language chosen in the app as Accept-Language', async () => {
    answer(200, { message: 'OK' });
    await api.get('/api/things', messageResponse);
    expect(sentRequest().headers.get('accept-language')).toBe('en');
    await changeLanguage('fr');
    answer(200, { message: 'OK' });
    await api.get('/api/things', messageResponse);
    expect(new Headers(fetchMock.mock.calls[1]![1]!.headers).get('accept-language')).toBe('fr');
    await changeLanguage('en');
  });

  it('sends FormData as multipart, leaving the boundary to the browser', async () => {
    answer(200, { message: 'OK' });
    const form = new FormData();
    form.set('file', 'x');
    await api.post('/api/files', messageResponse, form);
    expect(sentRequest().headers.get('content-type')).toBeNull();
    expect(sentRequest().init.body).toBe(form);
  });

  it("throws an ApiError with the field errors and toasts them as 'Error!', one per line", async () => {
    answer(422, {
      message: 'Name is required.',
      errors: { name: ['Name is required.'], phone: ['Phone is required.'] },
    });
    const error = await api.get('/api/things', messageResponse).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).errors).toEqual({ name: ['Name is required.'], phone: ['Phone is required.'] });
    expect(toastShown()).toEqual([{ title: 'Error!', message: 'Name is required.\nPhone is required.' }]);
  });

  it('leaves 422s to forms that ask for it, but still toasts other failures', async () => {
    answer(422, { message: 'Invalid.', errors: { email: ['Invalid.'] } });
    await expect(api.post('/api/login', messageResponse, {}, { errorToasts: 'except-validation' })).rejects.toThrow();
    expect(toastShown()).toEqual([]);

    answer(429, { message: 'Too many attempts.' });
    await expect(api.post('/api/login', messageResponse, {}, { errorToasts: 'except-validation' })).rejects.toThrow();
    expect(toastShown()).toEqual([{ title: 'Error!', message: 'Too many attempts.' }]);
  });

  it('shows the answer as an error when a success lacks what the screen needs', async () => {
    answer(200, { message: 'No token for you.' });
    await expect(
      api.get('/api/login', messageResponse.extend({ token: messageResponse.shape.message })),
    ).rejects.toThrow('No token for you.');
    expect(toastShown()).toEqual([{ title: 'Error!', message: 'No token for you.' }]);
  });

  it("on a 401 for the current token, toasts '401' and signs out one second later", async () => {
    // On /login a 401 is the sign-in's own answer; the web tests share one window, whose address
    // another file may have left there.
    window.history.replaceState(null, '', '/vehicles');
    vi.useFakeTimers();
    authStore.signIn({ token: 'expired', role: 'admin', name: 'Pat', email: 'pat@example.com' });
    answer(401, { message: 'Unauthenticated.' });
    await expect(api.get('/api/things', messageResponse)).rejects.toThrow('Unauthenticated.');
    expect(toastShown()).toEqual([{ title: '401', message: 'Unauthorized, redirecting to login' }]);

    vi.advanceTimersByTime(signOutDelayMs - 1);
    expect(authStore.getUser()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(authStore.getUser()).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/api/things', messageResponse)).rejects.toMatchObject({ status: 0 });
    expect(toastShown()[0]?.title).toBe('Error!');
  });

  it("takes the landing script's early answer to a GET instead of asking again", async () => {
    authStore.signIn({ token: 'secret', role: 'driver', name: 'Pat', email: 'pat@example.com' });
    window.fleetOpsEarlyAnswers = {
      token: 'secret',
      language: 'en',
      answers: { '/api/things': Promise.resolve(new Response(JSON.stringify({ message: 'early' }))) },
    };
    await expect(api.get('/api/things', messageResponse)).resolves.toEqual({ message: 'early' });
    expect(fetchMock).not.toHaveBeenCalled();
    answer(200, { message: 'again' });
    await expect(api.get('/api/things', messageResponse)).resolves.toEqual({ message: 'again' });
    delete window.fleetOpsEarlyAnswers;
  });

  it('asks again when the early request failed on the way', async () => {
    authStore.signIn({ token: 'secret', role: 'driver', name: 'Pat', email: 'pat@example.com' });
    window.fleetOpsEarlyAnswers = {
      token: 'secret',
      language: 'en',
      answers: { '/api/things': Promise.reject(new TypeError('Failed to fetch')) },
    };
    answer(200, { message: 'second try' });
    await expect(api.get('/api/things', messageResponse)).resolves.toEqual({ message: 'second try' });
    expect(sentRequest().url).toBe('/api/things');
    delete window.fleetOpsEarlyAnswers;
  });
});
