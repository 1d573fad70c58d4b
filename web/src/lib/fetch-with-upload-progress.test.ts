import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithUploadProgress } from './fetch-with-upload-progress';

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** Stands in for the browser's XMLHttpRequest; the test plays the server's part. */
class FakeRequest {
  static last: FakeRequest;
  listeners: Record<string, Listener> = {};
  uploadListeners: Record<string, Listener> = {};
  upload = { addEventListener: (name: string, listener: Listener) => (this.uploadListeners[name] = listener) };
  headers: Record<string, string> = {};
  opened: [string, string] | undefined;
  sent: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(name: string, listener: Listener) {
    this.listeners[name] = listener;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.listeners.abort?.({ lengthComputable: false, loaded: 0, total: 0 });
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.listeners.load?.({ lengthComputable: false, loaded: 0, total: 0 });
  }
}

afterEach(() => vi.unstubAllGlobals());

const request = () => ({ method: 'POST', headers: new Headers({ Authorization: 'Bearer t' }), body: new FormData() });

describe('fetchWithUploadProgress', () => {
  it('sends the body with its headers, reports how much went, and answers as fetch does', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const progress = vi.fn();
    const sending = fetchWithUploadProgress('/api/vehicles/1/upload_image', request(), progress);
    const xhr = FakeRequest.last;
    expect(xhr.opened).toEqual(['POST', '/api/vehicles/1/upload_image']);
    expect(xhr.headers).toEqual({ authorization: 'Bearer t' });
    xhr.uploadListeners.progress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.answer(422, JSON.stringify({ message: 'Slot is full! Remove any image to replace.' }));
    const response = await sending;
    expect(progress.mock.calls).toEqual([[0.25], [1]]);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Slot is full! Remove any image to replace.' });
  });

  it('fails like fetch when the server cannot be reached, and aborts with the signal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const unreachable = fetchWithUploadProgress('/api/x', request(), () => undefined);
    FakeRequest.last.listeners.error?.({ lengthComputable: false, loaded: 0, total: 0 });
    await expect(unreachable).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const aborted = fetchWithUploadProgress('/api/x', { ...request(), signal: controller.signal }, () => undefined);
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeRequest.last.aborted).toBe(true);
  });
});
