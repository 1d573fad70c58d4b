import type { ProfitLossReport } from '@fleet-ops/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import ProfitLossReportScreen from './profit-loss-report-screen';

const amounts = {
  billing: 1200,
  revenue: 300,
  income: 1500,
  rental_cost: 400,
  gas: 150,
  ins: 50,
  maintenance: 100,
  expenses: 700,
  net: 800,
};

const report: ProfitLossReport = {
  start_date: '2026-03-01',
  end_date: '2026-03-31',
  rows: [
    {
      vehicle_id: 3,
      equipment_number: 'E-20',
      vehicle_type: 'Chevrolet Tahoe',
      vehicle_parent_type: 'SUV',
      ...amounts,
    },
  ],
  totals: { vehicles: 1, ...amounts },
  series: [{ week_start: '2026-03-01', ...amounts }],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ data: report, message: 'OK' }))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Profit & Loss report', { timeout: 20_000 }, () => {
  it('explains in each money header’s tooltip what it adds up, and leaves the vehicle’s own columns plain', async () => {
    renderAtAddress(<ProfitLossReportScreen />, '/report/profitloss?start_date=2026-03-01&end_date=2026-03-31');
    const table = screen.getByRole('table', { name: 'Profit and loss per vehicle' });
    await within(table).findByText('E-20');
    const header = (name: string) => within(table).getByRole('columnheader', { name });

    expect(header('Income (Billing + Revenue)')).toBeTruthy();
    expect(header('Expenses (Rental Cost + Gas + Insurance + Maintenance)')).toBeTruthy();
    expect(header('Net (Income − Expenses)')).toBeTruthy();
    expect(header('Insurance (Insurance (ISC) from the weekly expense records)')).toBeTruthy();
    expect(header('Equipment No')).toBeTruthy();
  });
});
