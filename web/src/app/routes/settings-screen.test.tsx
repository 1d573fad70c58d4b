import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
      return json({
        data: {
          quick_check_seconds: 60,
          require_every_item: false,
          digest_time: '06:00',
          shift_starts: ['06:00', '18:00'],
        },
        message: 'OK',
      });
    }
    if (String(input) === '/api/me/daily_digest' && init?.method === 'PUT') {
      return json({ data: JSON.parse(String(init.body)), message: 'Your daily digest preference has been saved.' });
    }
    if (String(input) === '/api/me/daily_digest') return json({ data: { daily_digest: true }, message: 'OK' });
    if (String(input) === '/api/retention_periods') {
      const periods = { checklist_months: 6, repair_months: 12, maintenance_months: 24, disposed_months: 12 };
      return json({ data: periods, message: 'OK' });
    }
    if (String(input) === '/api/scheduled_jobs') {
      const job = { name: 'daily-digest', last_started_at: '2026-11-18 06:00:00', last_error: null };
      return json({
        data: [{ ...job, last_finished_at: '2026-11-18 06:00:02', next_run_at: '2026-11-19 06:00:00' }],
        message: 'OK',
      });
    }
    return json({ message: 'Not mocked' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

const puts = (path = '/api/site_settings') =>
  fetchMock.mock.calls.filter(([input, init]) => init?.method === 'PUT' && String(input) === path);
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('SettingsScreen', { timeout: 30_000 }, () => {
  it('shows the checklist settings and saves a new threshold and the every-item rule', async () => {
    renderWithProviders(<SettingsScreen />);
    const threshold = await screen.findByRole('textbox', { name: /Quick-check threshold/ }, slow);
    expect(threshold).toHaveProperty('value', '60');
    fireEvent.change(threshold, { target: { value: '90' } });
    fireEvent.click(screen.getByRole('switch', { name: /mark every item/ }));
    fireEvent.click(section('Pre-OP Checklists').getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1), slow);
    expect(JSON.parse(String(puts()[0]![1]!.body))).toEqual({
      quick_check_seconds: 90,
      require_every_item: true,
      digest_time: '06:00',
      shift_starts: ['06:00', '18:00'],
    });
  });

  it('shows the shifts as ranges across midnight and saves a third one with the other settings as they are', async () => {
    renderWithProviders(<SettingsScreen />);
    const shifts = await screen.findByRole('region', { name: 'Shifts' }, slow);
    expect(within(shifts).getByText('06:00 to 18:00 · 18:00 to 06:00')).toBeTruthy();
    fireEvent.click(within(shifts).getByRole('button', { name: 'Add a shift' }));
    fireEvent.change(within(shifts).getByLabelText('Shift 3 starts at'), { target: { value: '22:00' } });
    expect(within(shifts).getByText('06:00 to 18:00 · 18:00 to 22:00 · 22:00 to 06:00')).toBeTruthy();
    fireEvent.click(within(shifts).getByRole('button', { name: 'Save the shifts' }));
    await waitFor(() => expect(puts()).toHaveLength(1), slow);
    expect(JSON.parse(String(puts()[0]![1]!.body))).toEqual({
      quick_check_seconds: 60,
      require_every_item: false,
      digest_time: '06:00',
      shift_starts: ['06:00', '18:00', '22:00'],
    });
  });

  it('refuses a threshold over an hour on the field, before sending', async () => {
    renderWithProviders(<SettingsScreen />);
    const threshold = await screen.findByRole('textbox', { name: /Quick-check threshold/ }, slow);
    fireEvent.change(threshold, { target: { value: '3601' } });
    fireEvent.click(section('Pre-OP Checklists').getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The quick-check threshold must be a whole number of seconds from 0 to 3600.'),
    ).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('saves the digest time with the other settings as they are, and the admin’s own digest switch', async () => {
    renderWithProviders(<SettingsScreen />);
    const time = await screen.findByLabelText(/Digest time/, undefined, slow);
    fireEvent.change(time, { target: { value: '07:15' } });
    fireEvent.click(section('Daily digest email').getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1), slow);
    expect(JSON.parse(String(puts()[0]![1]!.body))).toEqual({
      quick_check_seconds: 60,
      require_every_item: false,
      digest_time: '07:15',
      shift_starts: ['06:00', '18:00'],
    });

    const mine = await screen.findByRole('switch', { name: /Send the daily digest to me/ });
    await waitFor(() => expect((mine as HTMLInputElement).checked).toBe(true));
    fireEvent.click(mine);
    await waitFor(() => expect(puts('/api/me/daily_digest')).toHaveLength(1), slow);
    expect(JSON.parse(String(puts('/api/me/daily_digest')[0]![1]!.body))).toEqual({ daily_digest: false });
  });

  it('shows the digest job’s last and next run', async () => {
    renderWithProviders(<SettingsScreen />);
    const jobs = await screen.findByRole('table', { name: 'Scheduled jobs' }, slow);
    const row = (await within(jobs).findByText('Daily digest')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Daily digest', expect.stringContaining('2026'), expect.stringContaining('2026'), 'None']);
  });
});
