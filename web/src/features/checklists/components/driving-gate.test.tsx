import type { ChecklistFormOptions } from '@fleet-ops/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { DrivingGate } from './driving-gate';

const vehicle = (equipment: string, gate: Partial<ChecklistFormOptions['vehicles'][number]>) => ({
  id: 1,
  equipment_number: equipment,
  vehicle_type: 'Ford F-150',
  driver_ids: [7],
  out_of_service: false,
  open_defects: [],
  ...gate,
});

const options = (mode: ChecklistFormOptions['mode']): ChecklistFormOptions => ({
  mode,
  today: '2026-11-18',
  earliest_date: '2026-11-11',
  may_backdate: false,
  vehicles: [
    vehicle('T-1', { inspection_state: 'valid', inspection_valid_until: '2026-11-18 14:32:00' }),
    vehicle('T-2', { inspection_state: 'valid', inspection_valid_until: '2026-11-19 09:00:00' }),
    vehicle('T-3', { inspection_state: 'expired', inspection_valid_until: null }),
    vehicle('T-4', { inspection_state: 'out_of_service', out_of_service: true }),
    vehicle('T-5', {}),
  ],
  locations: [],
  require_every_item: false,
  operators: [],
});

describe('DrivingGate', () => {
  it('tells the driver, vehicle by vehicle, until when it is valid or not to operate it and why', async () => {
    renderWithProviders(<DrivingGate options={options('driver')} />);

    const gate = await screen.findByRole('region', { name: 'Your vehicles' });
    expect(within(gate).getByText('Valid until 2:32 p.m.')).toBeTruthy();
    expect(within(gate).getByText('Valid until Nov 19, 2026, 9:00 a.m.')).toBeTruthy();
    expect(within(gate).getByText('Do not operate: no valid inspection')).toBeTruthy();
    expect(within(gate).getByText('Do not operate: out of service')).toBeTruthy();
    // A phone's older cached answer has no state: that vehicle is left out rather than guessed.
    expect(within(gate).queryByText('T-5')).toBeNull();
  });

  it('shows nothing on an admin’s form, which offers every vehicle', () => {
    renderWithProviders(<DrivingGate options={options('admin')} />);

    expect(screen.queryByRole('region', { name: 'Your vehicles' })).toBeNull();
  });
});
