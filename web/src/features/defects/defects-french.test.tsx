import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aDefect } from '../../../test/defects';
import { renderAtAddress } from '../../../test/render';
import { onePage, stubApi } from '../../../test/stub-api';
import { changeLanguage } from '../../lib/i18n';
import DefectsScreen from './defects-screen';

beforeEach(async () => {
  await changeLanguage('fr');
  stubApi([
    {
      method: 'GET',
      path: '/api/defects',
      body: onePage([
        aDefect({ id: 8, equipment_number: 'E-20', item: 'horn', item_label: 'Horn' }),
        // An equipment item of the vehicle, asked only when it carries one.
        aDefect({ id: 7, item: 'fire_extinguisher', item_label: 'Fire Extinguisher' }),
      ]),
    },
    { method: 'GET', path: '/api/customization/defects', body: { data: null, message: 'OK' } },
    { method: 'GET', path: '/api/vehicles/equipment_numbers', body: { data: [], message: 'OK' } },
  ]);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('DefectsScreen in French', { timeout: 20_000 }, () => {
  it('names the checklist and equipment items in French', async () => {
    renderAtAddress(<DefectsScreen />, '/defects');
    const rowOf = async (equipmentNumber: string) => (await screen.findByText(equipmentNumber)).closest('tr')!;

    expect(within(await rowOf('E-20')).getByText('Klaxon')).toBeTruthy();
    expect(within(await rowOf('E-44')).getByText('Extincteur')).toBeTruthy();
    expect(screen.queryByText('Fire Extinguisher')).toBeNull();
  });
});
