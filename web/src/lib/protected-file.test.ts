import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { authStore } from './auth-store';
import { openProtectedFile } from './protected-file';

let fetchMock: Mock<typeof fetch>;
let tab: { location: { href: string }; close: Mock };
let saved: { href: string; download: string }[];

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  tab = { location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  // jsdom has no object URLs and does not download: record what would have been saved.
  URL.createObjectURL = vi.fn(() => 'blob:file-1');
  URL.revokeObjectURL = vi.fn();
  saved = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  authStore.signIn({ token: 'secret', role: 'admin', name: 'Pat', email: 'pat@example.com' });
});

afterEach(() => {
  authStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const served = (type: string, disposition: string) =>
  new Response('bytes', { headers: { 'content-type': type, 'content-disposition': disposition } });

describe('openProtectedFile', () => {
  it('opens a photo the server serves inline in the new tab', async () => {
    fetchMock.mockResolvedValueOnce(served('image/png', 'inline; filename="mirror.png"'));

    await openProtectedFile('/api/checklist/1/attachments/2', 'mirror.png');

    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('Authorization')).toBe('Bearer secret');
    expect(tab.location.href).toBe('blob:file-1');
    expect(tab.close).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('downloads an SVG under the name the server gives, never opening it as a page of the app', async () => {
    fetchMock.mockResolvedValueOnce(served('image/svg+xml', 'attachment; filename="T-100-inspection_file.svg"'));

    await openProtectedFile('/api/vehicles/1/files/inspection_file', 'T-100-inspection');

    expect(tab.location.href).toBe('');
    expect(tab.close).toHaveBeenCalled();
    expect(saved).toEqual([{ href: 'blob:file-1', download: 'T-100-inspection_file.svg' }]);
  });

  it('downloads a file the server says is a download even when its type is a photo', async () => {
    fetchMock.mockResolvedValueOnce(served('image/png', 'attachment; filename="scan.png"'));

    await openProtectedFile('/api/vehicles/1/files/inspection_file', 'scan');

    expect(tab.location.href).toBe('');
    expect(saved).toEqual([{ href: 'blob:file-1', download: 'scan.png' }]);
  });
});
