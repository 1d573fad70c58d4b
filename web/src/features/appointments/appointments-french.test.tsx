import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookedAppointment } from '../../../test/appointment';
import { renderAtAddress } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { changeLanguage } from '../../lib/i18n';
import AppointmentsScreen from './appointments-screen';

beforeEach(async () => {
  await changeLanguage('fr');
  stubApi([
    {
      method: 'GET',
      path: '/api/appointments',
      body: {
        message: 'OK',
        data: [
          { ...bookedAppointment, appointment_type: 'Cleaning', location_name: 'Mine Engineering' },
          { ...bookedAppointment, id: 10, equipment_number: 'V-7', appointment_type: 'Tire change' },
        ],
      },
    },
    { method: 'GET', path: '/api/appointments/types', body: { message: 'OK', data: [] } },
    { method: 'GET', path: '/api/week_trackings/weeks', body: { message: 'OK', data: {} } },
    { method: 'GET', path: '/api/customization/appointments', body: { message: 'OK', data: null } },
  ]);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('AppointmentsScreen in French', { timeout: 20_000 }, () => {
  it('shows the appointment types and locations in French, and finds a booking by its French type', async () => {
    renderAtAddress(<AppointmentsScreen />, '/appointments');
    const table = (await screen.findByText('T-44')).closest('table')!;
    const rowOf = (equipmentNumber: string) => within(table).getByText(equipmentNumber).closest('tr')!;

    expect(within(rowOf('T-44')).getByText('Nettoyage')).toBeTruthy();
    expect(within(rowOf('T-44')).getByText('Ingénierie minière')).toBeTruthy();
    expect(within(rowOf('V-7')).getByText('Changement de pneus')).toBeTruthy();
    expect(within(rowOf('V-7')).getByText('Édifice Colby')).toBeTruthy();
    expect(within(table).queryByText('Cleaning')).toBeNull();
    expect(within(table).queryByText('Mine Engineering')).toBeNull();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'pneus' } });
    await waitFor(() => expect(within(table).queryByText('T-44')).toBeNull());
    expect(within(table).getByText('V-7')).toBeTruthy();
  });
});
