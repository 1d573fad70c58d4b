import { screen, within } from '@testing-library/react';
import type { VehicleOverview } from '@fleet-ops/shared';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { changeLanguage } from '../../lib/i18n';
import { formatDateRange, formatDateTime, formatMoney } from '../../lib/format';
import { aVehicle } from '../../../test/vehicles';
import VehicleRecordScreen from './vehicle-record-screen';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
  document.title = '';
});

const week = (week_start: string, amounts: Partial<VehicleOverview['weeks'][number]> = {}) => ({
  week_start,
  billing: 0,
  revenue: 0,
  income: 0,
  rental_cost: 0,
  gas: 0,
  ins: 0,
  maintenance: 0,
  expenses: 0,
  net: 0,
  ...amounts,
});

const appointment = {
  vehicle_id: 3,
  equipment_number: 'OV-1',
  VIN_No: '1FTFW1E50PFA00044',
  vehicle_type: 'Ford F-150',
  service_task_id: null,
  service_task_name: null,
  done_on: null,
  done_odometer: null,
};

const overview: VehicleOverview = {
  vehicle: aVehicle({
    equipment_number: 'OV-1',
    license_plate_no: 'OV 111',
    ownership_type: 'lease',
    insurance_expiry: '2026-12-01',
    expiry: {
      abg_mva_stickers: 'ok',
      insurance_expiry: 'expiring',
      reg_expiry: 'ok',
      inspection_date: null,
      battery_expiry: 'ok',
      tire_expiry: 'ok',
    },
  }),
  current_drivers: [
    {
      slot: 2,
      driver_id: 9,
      driver_name: 'Fay Overview',
      assigned_from_date: '2026-11-18 12:00:00',
      assigned_to_date: '2026-11-20 17:00:00',
      temporary: true,
      note: 'Covering vacation',
    },
  ],
  checklists: [
    {
      id: 51,
      date: '2026-11-17',
      operator: 'Dana Overview',
      last_odm_read: 12_100,
      hour_read: null,
      oil_life: 80,
      has_issue: true,
      failed_items: ['horn', 'wiper'],
      remarks: 'Horn is weak',
    },
  ],
  checklist_count: 12,
  appointments: {
    upcoming: [
      {
        ...appointment,
        id: 1,
        date: '2026-12-01',
        time: '10:00',
        vehicle_parent_type: 'Light Duty Truck',
        appointment_type_id: 1,
        appointment_type: 'Cleaning',
        location_name: 'Mine Engineering',
        locations_id: 1,
        comments: null,
      },
    ],
    past: [],
  },
  assignment_history: [
    {
      id: 4,
      vehicle_id: 3,
      equipment_number: 'OV-1',
      action_date: '2026-11-18 11:30:00',
      driver_id: 9,
      driver_name: 'Fay Overview',
      log: 'Temporary',
      assigned_from_date: '2026-11-18 12:00:00',
      assigned_to_date: '2026-11-20 17:00:00',
      note: 'Covering vacation',
    },
  ],
  weeks: [
    week('2026-11-15', { billing: 420, revenue: 50, income: 470, expenses: 50.25, net: 419.75 }),
    ...['2026-11-08', '2026-11-01', '2026-10-25', '2026-10-18', '2026-10-11', '2026-10-04', '2026-09-27'].map((start) =>
      week(start),
    ),
  ],
  fire_extinguisher: {
    id: 2,
    vehicle_id: 3,
    equipment_number: 'OV-1',
    vehicle_parent_type: 'Light Duty Truck',
    vehicle_type: 'Ford F-150',
    manufacture_year: 2021,
    inspection_month: '2025-11',
    inspection_expiry_date: '2026-12-10',
    expiry_status: 'expiring',
  },
  first_aid_kit: null,
};

function openRecord(answer: { status?: number; body: unknown } = { body: { data: overview, message: 'OK' } }) {
  stubApi([{ method: 'GET', path: '/api/vehicles/3/overview', ...answer }]);
  return renderAtAddress(
    <Routes>
      <Route path="/vehicles/:id/overview" element={<VehicleRecordScreen />} />
    </Routes>,
    '/vehicles/3/overview',
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('VehicleRecordScreen', { timeout: 20_000 }, () => {
  it("tells the vehicle's story from one call, each section linking to its screen for that vehicle", async () => {
    openRecord();
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle OV-1' })).toBeTruthy();
    expect(document.title).toBe('OV-1 · Fleet Ops');

    // Overview and Edit are two tabs of one vehicle.
    const tabs = screen.getByRole('navigation', { name: 'Vehicle OV-1' });
    expect(within(tabs).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/vehicles/3');

    expect(screen.getByText('Lease')).toBeTruthy();
    expect(screen.getByText('OV 111')).toBeTruthy();
    expect(screen.getByText('Fay Overview', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText(`Temporary until ${formatDateTime('2026-11-20 17:00:00')}`)).toBeTruthy();
    expect(screen.getByText('Dec 1, 2026').closest('[data-expiry]')?.getAttribute('data-expiry')).toBe('expiring');

    const checklists = section('Latest checklists');
    expect(within(checklists).getByText('12 checklists in all')).toBeTruthy();
    expect(within(checklists).getByText('Nov 17, 2026 · Dana Overview')).toBeTruthy();
    expect(within(checklists).getByText('Issue')).toBeTruthy();
    expect(within(checklists).getByText('Horn, Wipers')).toBeTruthy();
    expect(within(checklists).getByText('Horn is weak')).toBeTruthy();
    expect(within(checklists).getByRole('link', { name: 'All checklists of OV-1' }).getAttribute('href')).toBe(
      '/home?search=OV-1',
    );

    const appointments = section('Appointments');
    expect(within(appointments).getByText(formatDateTime('2026-12-01 10:00:00'))).toBeTruthy();
    expect(within(appointments).getByText('No past appointment.')).toBeTruthy();
    expect(within(appointments).getByRole('link', { name: 'All appointments of OV-1' }).getAttribute('href')).toBe(
      '/appointments?search=OV-1',
    );

    const history = within(section('Assignment history')).getByRole('table');
    expect(within(history).getAllByRole('cell')[2]?.textContent).toBe('Temporary');
    expect(
      within(section('Assignment history')).getByRole('link', { name: 'Vehicle Logs of OV-1' }).getAttribute('href'),
    ).toBe('/logs?search=OV-1');

    const weeks = section('Billing and income, last 8 weeks');
    const firstWeek = within(weeks).getAllByRole('row')[1]!;
    expect(
      within(firstWeek)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      formatDateRange('2026-11-15', '2026-11-21'),
      formatMoney(420),
      formatMoney(50),
      formatMoney(470),
      formatMoney(50.25),
      formatMoney(419.75),
    ]);
    expect(within(weeks).getAllByRole('row')).toHaveLength(9);
    expect(within(weeks).getByRole('link', { name: 'Tracking of OV-1' }).getAttribute('href')).toBe(
      '/tracking?search=OV-1',
    );
    expect(within(weeks).getByRole('link', { name: 'Profit & Loss of these weeks' }).getAttribute('href')).toBe(
      '/report/profitloss?start_date=2026-09-27&end_date=2026-11-21',
    );

    const safety = section('Safety equipment');
    expect(within(safety).getByText('Made in 2021, inspected November 2025')).toBeTruthy();
    expect(within(safety).getByText('Dec 10, 2026').closest('[data-expiry]')?.getAttribute('data-expiry')).toBe(
      'expiring',
    );
    expect(within(safety).getByText('None recorded.')).toBeTruthy();
    expect(within(safety).getByRole('link', { name: 'Fire extinguisher of OV-1' }).getAttribute('href')).toBe(
      '/incidents?search=OV-1',
    );
  });

  it('speaks Canadian French, failed items and log changes included', async () => {
    await changeLanguage('fr');
    openRecord();
    expect(await screen.findByRole('heading', { level: 1, name: 'Véhicule OV-1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aperçu' })).toBeTruthy();
    const checklists = section('Dernières listes de vérification');
    expect(within(checklists).getByText('Klaxon, Essuie-glaces')).toBeTruthy();
    expect(within(checklists).getByText('12 listes en tout')).toBeTruthy();
    const history = within(section('Historique des affectations')).getByRole('table');
    expect(within(history).getAllByRole('cell')[2]?.textContent).toBe('Temporaire');
  });

  it("says so when the vehicle does not exist, in the server's words", async () => {
    openRecord({ status: 404, body: { message: 'Vehicle not found.' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Vehicle not found.');
    // The tabs still lead to the edit form, which says the same.
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/vehicles/3');
  });
});
