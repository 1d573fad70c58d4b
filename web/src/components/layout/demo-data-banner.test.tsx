import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoDataMessages } from '@fleet-ops/shared';
import { authStore } from '../../lib/auth-store';
import { changeLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { DemoDataBanner, demoDataTitleColour } from './demo-data-banner';
import { askDemoDataStatusEarly } from './demo-data-early';

const slow = { timeout: 10_000 };
const loaded = { data: { present: true, accounts: 261 }, message: demoDataMessages.present };
const removed = {
  data: { removed: true, vehicles: 150, drivers: 250, accounts: 261 },
  message: demoDataMessages.removed,
};

/** WCAG's contrast ratio of two `#rrggbb` colours. */
function contrast(first: string, second: string) {
  const luminance = (hex: string) => {
    const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [darker, lighter] = [luminance(first), luminance(second)].sort((a, b) => a - b);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

function renderBanner(role: 'admin' | 'supervisor') {
  authStore.signIn({ token: 'secret', role, name: 'Pat', email: 'pat@example.com' });
  renderWithProviders(<DemoDataBanner />);
}

afterEach(async () => {
  delete window.fleetOpsEarlyAnswers;
  authStore.signOut();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('DemoDataBanner', { timeout: 30_000 }, () => {
  it('tells an admin the demo data is loaded and removes it after a confirmation', async () => {
    const fetchMock = stubApi([
      { method: 'GET', path: '/api/demo_data', body: loaded },
      { method: 'DELETE', path: '/api/demo_data', body: removed },
    ]);
    renderBanner('admin');

    const banner = await screen.findByRole('region', { name: 'Demo data' }, slow);
    expect(within(banner).getByText(/published password/)).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Remove demo data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the demo data?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    // Once removed, the status is read again and says there is none: the banner goes.
    fetchMock.mockImplementation((_input, init) =>
      Promise.resolve(
        init?.method === 'DELETE'
          ? new Response(JSON.stringify(removed))
          : new Response(JSON.stringify({ data: { present: false, accounts: 0 }, message: demoDataMessages.absent })),
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove demo data' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Demo data' })).toBeNull(), slow);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it('writes its title in a colour readable on the alert’s pale yellow (WCAG AA, 4.5:1)', async () => {
    stubApi([{ method: 'GET', path: '/api/demo_data', body: loaded }]);
    renderBanner('admin');
    const banner = await screen.findByRole('region', { name: 'Demo data' }, slow);
    const title = within(banner).getByText('Demo data');
    // jsdom gives the colour as rgb(); axe measured the alert's background in Chromium.
    expect(title.closest<HTMLElement>('.mantine-Alert-title')?.style.color).toBe('rgb(138, 90, 0)');
    expect(contrast(demoDataTitleColour, '#fff3bf')).toBeGreaterThanOrEqual(4.5);
  });

  it('speaks French', async () => {
    stubApi([{ method: 'GET', path: '/api/demo_data', body: loaded }]);
    await changeLanguage('fr');
    renderBanner('admin');
    const banner = await screen.findByRole('region', { name: 'Données de démonstration' }, slow);
    expect(within(banner).getByRole('button', { name: 'Supprimer les données de démonstration' })).toBeTruthy();
  });

  it('shows nothing when no demo data is left', async () => {
    const fetchMock = stubApi([
      { method: 'GET', path: '/api/demo_data', body: { data: { present: false, accounts: 0 }, message: 'x' } },
    ]);
    renderBanner('admin');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Demo data' })).toBeNull();
  });

  it('never asks, nor shows anything, for other roles', async () => {
    const fetchMock = stubApi([{ method: 'GET', path: '/api/demo_data', body: loaded }]);
    renderBanner('supervisor');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Demo data' })).toBeNull();
  });

  it('takes the status asked for before the app drew, in the reader’s language, instead of asking again', async () => {
    const fetchMock = stubApi([{ method: 'GET', path: '/api/demo_data', body: loaded }]);
    await changeLanguage('fr');
    askDemoDataStatusEarly('secret');
    renderBanner('admin');
    expect(await screen.findByRole('region', { name: 'Données de démonstration' }, slow)).toBeTruthy();
    expect(
      fetchMock.mock.calls.map(([url, init]) => [String(url), new Headers(init?.headers).get('Accept-Language')]),
    ).toEqual([['/api/demo_data', 'fr']]);
    expect(window.fleetOpsEarlyAnswers?.answers['/api/demo_data']).toBeUndefined();
  });
});
