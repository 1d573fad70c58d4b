import type { DefectsReport } from '@fleet-ops/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import DefectsReportScreen from './defects-report-screen';

const counts = {
  open_major: 1,
  open_minor: 2,
  overdue_minor: 1,
  repaired: 3,
  mean_hours_to_repair: 20.5,
  out_of_service_hours: 36.5,
};

const report: DefectsReport = {
  start_date: '2026-03-01',
  end_date: '2026-03-31',
  rows: [
    { vehicle_id: 3, equipment_number: 'E-20', vehicle_type: 'Chevrolet Tahoe', vehicle_parent_type: 'SUV', ...counts },
  ],
  totals: { vehicles: 1, ...counts },
  codes: [
    { code: '1.A', severity: 'major', reported: 2, open: 1 },
    { code: null, severity: 'minor', reported: 1, open: 1 },
  ],
};

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ data: report, message: 'OK' })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Defects report', { timeout: 20_000 }, () => {
  it('asks for the range and shows each vehicle’s open, overdue and repaired defects with the hours out of service', async () => {
    renderAtAddress(<DefectsReportScreen />, '/report/defects?start_date=2026-03-01&end_date=2026-03-31');
    const table = screen.getByRole('table', { name: 'Defects per vehicle' });
    const row = (await within(table).findByText('E-20')).closest('tr')!;
    expect(within(row).getByText('36.5')).toBeTruthy();
    expect(within(row).getByText('20.5')).toBeTruthy();
    for (const name of [
      'Open Major',
      'Open Minor',
      'Overdue Minor',
      'Repaired',
      'Mean Hours To Repair',
      'Out Of Service Hours',
    ]) {
      expect(within(table).getByRole('columnheader', { name })).toBeTruthy();
    }
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/reports/defects')!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ start_date: '2026-03-01', end_date: '2026-03-31' });
  });

  it('counts the defects per defect code, each code opening the Defects list filtered by it (issue 36)', async () => {
    renderAtAddress(<DefectsReportScreen />, '/report/defects?start_date=2026-03-01&end_date=2026-03-31');
    const table = await screen.findByRole('table', { name: 'Defects per defect code' });
    const coded = within(table).getByRole('link', { name: 'Open the defects with code 1.A' });
    expect(coded.getAttribute('href')).toBe('/defects?code=1.A');
    const row = coded.closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['1.A', 'Major', '2', '1']);
    const uncoded = within(table).getByText('No code').closest('tr')!;
    expect([...uncoded.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['No code', 'Minor', '1', '1']);
  });
});
