import type { VehicleOverview } from '@fleet-ops/shared';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { aDefect } from '../../../test/defects';
import { onePage, stubApi } from '../../../test/stub-api';
import { aVehicle } from '../../../test/vehicles';
import VehicleRecordScreen from './vehicle-record-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

function overviewOf(outOfService: boolean): VehicleOverview {
  return {
    vehicle: aVehicle({
      id: 3,
      equipment_number: 'OV-1',
      out_of_service: outOfService,
      out_of_service_since: outOfService ? '2026-11-17 08:00:00' : null,
    }),
    current_drivers: [],
    checklists: [],
    checklist_count: 0,
    appointments: { upcoming: [], past: [] },
    assignment_history: [],
    weeks: [],
    fire_extinguisher: null,
    first_aid_kit: null,
  };
}

const brakes = aDefect({
  id: 9,
  vehicle_id: 3,
  equipment_number: 'OV-1',
  item: 'brakes_and_hand_brakes',
  item_label: 'Brakes and Hand Brake',
  severity: 'major',
  reported_at: '2026-11-17 08:00:00',
  due_at: null,
  checklist_id: 51,
});

function openRecord(outOfService: boolean, defects: unknown[]) {
  const fetchMock = stubApi([
    { method: 'GET', path: '/api/vehicles/3/overview', body: { data: overviewOf(outOfService), message: 'OK' } },
    { method: 'GET', path: '/api/defects', body: onePage(defects) },
  ]);
  renderAtAddress(
    <Routes>
      <Route path="/vehicles/:id/overview" element={<VehicleRecordScreen />} />
    </Routes>,
    '/vehicles/3/overview',
  );
  return fetchMock;
}

describe('the vehicle record and its defects', { timeout: 20_000 }, () => {
  it('warns "Out of service: do not operate" at the top and lists the open defect, linking to it', async () => {
    const fetchMock = openRecord(true, [brakes]);
    const section = await screen.findByRole('region', { name: 'Defects' });
    const link = await within(section).findByRole('link', { name: 'Brakes and Hand Brake' });
    expect(link.getAttribute('href')).toBe('/defects/9');
    expect(within(section).getByText('Major')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'All defects of this vehicle' }).getAttribute('href')).toBe(
      '/defects?vehicle_id=3',
    );
    expect(screen.getByText('Out of service: do not operate')).toBeTruthy();
    const defectCalls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/defects'));
    expect(defectCalls).toEqual(['/api/defects?vehicle_id=3&page=1&per_page=10']);
  });

  it('shows no banner for a vehicle in service, and says it has no defects', async () => {
    openRecord(false, []);
    const section = await screen.findByRole('region', { name: 'Defects' });
    expect(await within(section).findByText('No defects on this vehicle.')).toBeTruthy();
    expect(screen.queryByText('Out of service: do not operate')).toBeNull();
  });
});
