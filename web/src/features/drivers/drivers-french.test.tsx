import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { onePage, stubApi } from '../../../test/stub-api';
import { changeLanguage } from '../../lib/i18n';
import DriversScreen from './drivers-screen';
import { aDriver } from '../../../test/drivers';

beforeEach(async () => {
  await changeLanguage('fr');
  stubApi([
    {
      method: 'GET',
      path: '/api/drivers',
      body: onePage([
        aDriver(),
        aDriver({ id: 8, name: 'Bob Gagnon', location_id: 2, location_name: 'Colby Building' }),
        // A location added later by SQL, which no catalogue knows: shown as it is stored.
        aDriver({ id: 9, name: 'Cy Roy', location_id: 7, location_name: 'Lac Bloom' }),
      ]),
    },
    { method: 'GET', path: '/api/customization/drivers', body: { data: null, message: 'OK' } },
  ]);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('DriversScreen in French', { timeout: 20_000 }, () => {
  it("shows each driver's work location in French, and an unknown one as stored", async () => {
    renderAtAddress(<DriversScreen />, '/drivers');
    const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

    expect(within(await rowOf('Ann Tremblay')).getByText('Ingénierie minière')).toBeTruthy();
    expect(within(await rowOf('Bob Gagnon')).getByText('Édifice Colby')).toBeTruthy();
    expect(within(await rowOf('Cy Roy')).getByText('Lac Bloom')).toBeTruthy();
    expect(screen.queryByText('Mine Engineering')).toBeNull();
  });
});
