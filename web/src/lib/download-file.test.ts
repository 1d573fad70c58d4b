import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { authStore } from './auth-store';
import { downloadExport, downloadFile, exportCode } from './download-file';

let fetchMock: Mock<typeof fetch>;
let saved: { href: string; download: string }[];
let blobs: Blob[];

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  saved = [];
  blobs = [];
  // jsdom has no object URLs and does not download: record what would have been saved.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:download-${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

afterEach(() => {
  authStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('exportCode', () => {
  it('is six hexadecimal characters, different each time', () => {
    const codes = new Set(Array.from({ length: 20 }, exportCode));
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{6}$/);
    expect(codes.size).toBeGreaterThan(1);
  });
});

describe('downloadFile', () => {
  it('fetches the export with the bearer token and the filter, then saves it under the given name', async () => {
    authStore.signIn({ token: 'secret', role: 'admin', name: 'Pat', email: 'pat@example.com' });
    fetchMock.mockResolvedValueOnce(
      new Response('\uFEFFName,Email\r\nAnn,ann@example.com\r\n', { headers: { 'content-type': 'text/csv' } }),
    );

    await downloadFile('/api/drivers/a1b2c3/export', 'drivers-2026-05-01.csv', { query: { enabled: '1' } });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/drivers/a1b2c3/export?enabled=1');
    expect(new Headers(init!.headers).get('Authorization')).toBe('Bearer secret');
    expect(saved).toEqual([{ href: 'blob:download-1', download: 'drivers-2026-05-01.csv' }]);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    // The byte order mark Excel needs is kept, once.
    expect(Array.from(bytes.slice(0, 4))).toEqual([0xef, 0xbb, 0xbf, 0x4e]);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
  });

  it('saves nothing when the server refuses, and the failure reaches the caller', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Sort must be one of name.' }), { status: 422 }),
    );
    await expect(downloadFile('/api/drivers/a1b2c3/export', 'drivers.csv')).rejects.toMatchObject({ status: 422 });
    expect(saved).toEqual([]);
  });

  it('keeps an XLSX file byte for byte, a text reading would spoil it', async () => {
    // The start of a zip (every XLSX is one) followed by bytes that are not UTF-8.
    const zipBytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x80, 0x00]);
    fetchMock.mockResolvedValueOnce(new Response(zipBytes));

    await downloadFile('/api/vehicles/a1b2c3/export', 'vehicles.xlsx', { format: 'xlsx' });

    expect(Array.from(new Uint8Array(await blobs[0]!.arrayBuffer()))).toEqual(Array.from(zipBytes));
    expect(blobs[0]!.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });
});

describe('downloadExport', () => {
  it('asks for XLSX by name and saves the file with its extension', async () => {
    fetchMock.mockResolvedValueOnce(new Response(new Uint8Array([0x50, 0x4b])));
    await downloadExport('/api/vehicles', 'vehicles-2026-05-01', 'xlsx', { search: 'truck' });
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(
      /^\/api\/vehicles\/[0-9a-f]{6}\/export\?search=truck&format=xlsx$/,
    );
    expect(saved).toEqual([{ href: 'blob:download-1', download: 'vehicles-2026-05-01.xlsx' }]);
  });

  it("leaves CSV, the server's default, out of the query", async () => {
    fetchMock.mockResolvedValueOnce(new Response('\uFEFFName\r\n'));
    await downloadExport('/api/vehicles', 'vehicles-2026-05-01', 'csv', { search: 'truck' });
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/^\/api\/vehicles\/[0-9a-f]{6}\/export\?search=truck$/);
    expect(saved).toEqual([{ href: 'blob:download-1', download: 'vehicles-2026-05-01.csv' }]);
  });
});
