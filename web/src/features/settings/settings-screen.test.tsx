import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import SettingsScreen from './settings-screen';

const slow = { timeout: 10_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input) === '/api/site_settings' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return json({ data: body, message: 'The settings have been saved.' });
    }
    if (String(input) === '/api/site_settings') {
      return json({ data: { quick_check_seconds: 60, require_every_item: false }, message: 'OK' });
    }
    return json({ message: 'Not mocked' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('SettingsScreen', { timeout: 30_000 }, () => {
  it('shows the checklist settings and saves a new threshold and the every-item rule', async () => {
    renderWithProviders(<SettingsScreen />);
    const threshold = await screen.findByRole('textbox', { name: /Quick-check threshold/ }, slow);
    expect(threshold).toHaveProperty('value', '60');
    fireEvent.change(threshold, { target: { value: '90' } });
    fireEvent.click(screen.getByRole('switch', { name: /mark every item/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1), slow);
    expect(JSON.parse(String(puts()[0]![1]!.body))).toEqual({ quick_check_seconds: 90, require_every_item: true });
  });

  it('refuses a threshold over an hour on the field, before sending', async () => {
    renderWithProviders(<SettingsScreen />);
    const threshold = await screen.findByRole('textbox', { name: /Quick-check threshold/ }, slow);
    fireEvent.change(threshold, { target: { value: '3601' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The quick-check threshold must be a whole number of seconds from 0 to 3600.'),
    ).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });
});
