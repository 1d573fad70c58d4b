import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { driverOptions } from '../../../../test/checklist-inspection';
import { workerCache, workerControlsThePage } from '../../../../test/offline-cache';
import { renderWithProviders } from '../../../../test/render';
import { authStore } from '../../../lib/auth-store';
import { OfflineReadinessCard } from './offline-readiness-card';

/** Every call the worker keeps for the driver's truck (T-44, vehicle 44). */
const everyCall = [
  '/api/checklist/form_options',
  '/api/vehicles/equipment_items?equipment_number=T-44',
  '/api/vehicles/44/inspection_form',
  '/api/vehicles/44/open_defects',
];

/** The card as the driver sees it: its title (and that title's colour), its colour, its icon and its lines. */
async function card() {
  const alert = await screen.findByRole('status');
  const title = alert.querySelector<HTMLElement>('.mantine-Alert-title')!;
  return {
    title: title.textContent,
    titleColor: title.style.color,
    color: alert.style.getPropertyValue('--alert-color'),
    icon: alert.querySelector('svg')?.getAttribute('class'),
    lines: [...alert.querySelector('.mantine-Alert-message')!.childNodes].map((line) => line.textContent),
  };
}

/** The yellow card's head, whatever it lists. */
const notReady = {
  title: 'Not ready to work offline yet',
  titleColor: 'rgb(110, 74, 0)',
  color: 'var(--mantine-color-yellow-light-color)',
  icon: 'tabler-icon tabler-icon-cloud-off',
};

beforeEach(() => {
  authStore.signIn({ token: 'dan-token', role: 'driver', name: 'Dan Driverson', email: 'dan@example.com' });
});
afterEach(() => vi.unstubAllGlobals());

describe('OfflineReadinessCard', () => {
  it('says in green that the phone is ready when the app and every call of the truck are stored', async () => {
    workerControlsThePage(true);
    await workerCache(everyCall);
    renderWithProviders(<OfflineReadinessCard options={driverOptions} />);
    expect(await card()).toEqual({
      title: 'Ready to work offline',
      titleColor: 'rgb(31, 106, 48)',
      color: 'var(--mantine-color-green-light-color)',
      icon: 'tabler-icon tabler-icon-cloud-check',
      lines: ['Your vehicles, their checklists and open defects are stored on this phone.'],
    });
  });

  it('lists in yellow what is missing: the app, the vehicles and the truck not wholly stored', async () => {
    workerControlsThePage(false);
    await workerCache(['/api/vehicles/equipment_items?equipment_number=T-44']);
    renderWithProviders(<OfflineReadinessCard options={driverOptions} />);
    expect(await card()).toEqual({
      ...notReady,
      lines: [
        'The app is not stored on this phone yet: keep this screen open with network.',
        'Your vehicles are not stored yet.',
        'Checklists not stored yet: T-44.',
      ],
    });
  });

  it('says only that nothing can be kept where the browser has no cache', async () => {
    workerControlsThePage(false);
    vi.stubGlobal('caches', undefined);
    renderWithProviders(<OfflineReadinessCard options={driverOptions} />);
    expect(await card()).toEqual({
      ...notReady,
      lines: ['This phone cannot keep the app for offline use at this address: the site needs HTTPS.'],
    });
  });
});
