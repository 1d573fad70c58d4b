import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiToken } from '@fleet-ops/shared';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ApiTokensSection } from './api-tokens-section';

const slow = { timeout: 10_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const token: ApiToken = {
  id: 4,
  name: 'Payroll export',
  scope: 'read',
  created_at: '2026-11-18T15:00:00.000Z',
  expires_at: '2099-02-16T15:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
};
let fetchMock: Mock<typeof fetch>;
let tokens: ApiToken[];

beforeEach(() => {
  tokens = [token];
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === '/api/api_tokens' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { name: string };
      if (!body.name.trim()) {
        return json({ message: 'The given data was invalid.', errors: { name: ['Give the token a name.'] } }, 422);
      }
      const created: ApiToken = { ...token, id: 5, name: body.name, scope: 'read_write' };
      tokens = [created, ...tokens];
      return json(
        {
          data: { ...created, token: 'fo_pat_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' },
          message: 'The API token has been created. Copy it now: it is not shown again.',
        },
        201,
      );
    }
    if (url.startsWith('/api/api_tokens?')) {
      const total = tokens.length;
      return json({ data: tokens, message: 'OK', total, per_page: 10, current_page: 1, last_page: 1 });
    }
    if (url === '/api/customization/api_tokens') return json({ data: null, message: 'OK' });
    if (/^\/api\/api_tokens\/[0-9a-f]{6}\/export$/.test(url)) return new Response('Name\r\n', { status: 200 });
    if (url === '/api/api_tokens/4' && init?.method === 'DELETE') {
      tokens = tokens.map((row) => (row.id === 4 ? { ...row, revoked_at: '2026-11-19T10:00:00.000Z' } : row));
      return json({ message: 'The API token has been revoked.' });
    }
    return json({ message: 'Not mocked' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

describe('ApiTokensSection', { timeout: 30_000 }, () => {
  it('creates a token and shows it once, with what it may do', async () => {
    renderWithProviders(<ApiTokensSection />);
    await screen.findByRole('cell', { name: 'Payroll export' }, slow);
    fireEvent.click(screen.getByRole('button', { name: 'New API token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API token' }, slow);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'BI nightly' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Read and write' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const shown = await screen.findByTestId('new-api-token', {}, slow);
    expect(shown.textContent).toBe('fo_pat_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    const [, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ name: 'BI nightly', scope: 'read_write', expires_in_days: 90 });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByRole('cell', { name: 'BI nightly' }, slow);
    expect(screen.queryByTestId('new-api-token')).toBeNull();
  });

  it('revokes a token after asking, and then shows it revoked', async () => {
    renderWithProviders(<ApiTokensSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Payroll export' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this token?' }, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('Revoked', {}, slow);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke Payroll export' })).toBeNull());
  });

  it('asks for the first page of ten and exports every token as a dated CSV file', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:api-tokens');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithProviders(<ApiTokensSection />);
    await screen.findByRole('cell', { name: 'Payroll export' }, slow);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/api_tokens?page=1&per_page=10');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^api-tokens-\d{4}-\d{2}-\d{2}\.csv$/)]), slow);
  });

  it('shows when a script last used a token, as the server sends it (an instant)', async () => {
    tokens = [{ ...token, last_used_at: '2026-11-29T04:01:20.123Z' }];
    renderWithProviders(<ApiTokensSection />);
    expect(await screen.findByRole('cell', { name: 'Nov 29, 2026, 12:31 a.m.' }, slow)).toBeTruthy();
  });
});
