import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MeterReading } from '@fleet-ops/shared';
import { describe, expect, it } from 'vitest';
import { renderAtAddress } from '../../../../test/render';
import { onePage, stubApi } from '../../../../test/stub-api';
import { MeterHistory } from './meter-history';

const reading = (fields: Partial<MeterReading>): MeterReading => ({
  id: 1,
  vehicle_id: 7,
  meter: 'hours',
  value: 4210,
  taken_at: '2026-11-18 09:00:00',
  source: 'checklist',
  source_ref: 'checklist:3',
  sent_by: 'Dan Driver',
  flagged: false,
  voided_at: null,
  voided_by: null,
  void_reason: null,
  ...fields,
});

const typo = reading({
  id: 2,
  value: 421000,
  taken_at: '2026-11-18 10:00:00',
  source: 'api',
  sent_by: 'Telematics',
  flagged: true,
});

describe("a vehicle's Meter history", () => {
  it('lists both meters with their source and a confirmed jump, and voids a reading with its reason', async () => {
    const fetchMock = stubApi([
      { method: 'GET', path: '/api/vehicles/7/meter_readings', body: onePage([typo, reading({})]) },
      {
        method: 'POST',
        path: '/api/meter_readings/2/void',
        body: {
          data: { ...typo, voided_at: '2026-11-18 11:00:00', void_reason: 'Typo' },
          message: 'The reading was voided.',
        },
      },
    ]);
    renderAtAddress(<MeterHistory vehicleId={7} />, '/vehicles/7');
    const table = await screen.findByRole('table', { name: 'Meter history' });
    expect(screen.getByRole('link', { name: 'Import readings' }).getAttribute('href')).toBe('/import/meter_readings');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('421,000');
    expect(rows[1]!.textContent).toContain('Confirmed jump');
    expect(rows[2]!.textContent).toContain('Checklist');
    expect(screen.getByRole('img', { name: 'Engine hours over time' })).toBeTruthy();

    fireEvent.click(within(rows[1]!).getByRole('button', { name: /^Void the reading of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Void reading' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Typo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void reading' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, call]) => call?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ reason: 'Typo' });
  });
});
