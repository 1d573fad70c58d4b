import { describe, expect, it } from 'vitest';
import { useReportFleet } from './report-fixtures.js';

const { report } = useReportFleet();

const vehicleA = { equipment_number: 'RPT-A', vehicle_type: 'Ford Explorer', vehicle_parent_type: 'SUV' };

describe('POST api/reports/cleaning', () => {
  it('lists each vehicle on tracking per week with its first Cleaning appointment, and the compliance', async () => {
    const data = await report('cleaning');
    expect(
      data.rows.map((row: Record<string, unknown>) => [row.equipment_number, row.week_start, row.cleaning_date]),
    ).toEqual([
      ['RPT-A', '2025-12-21', '2025-12-23 10:00'],
      ['RPT-A', '2025-12-28', null],
      ['RPT-A', '2026-01-04', '2026-01-04 09:00'],
      ['RPT-B', '2025-12-21', '2025-12-26 07:15'],
      ['RPT-B', '2026-01-04', null],
      ['RPT-C', '2025-12-28', '2025-12-29 08:30'],
    ]);
    expect(data.rows[2]).toEqual({
      vehicle_id: expect.any(Number),
      ...vehicleA,
      week_start: '2026-01-04',
      week_end: '2026-01-10',
      cleaned: true,
      cleaning_date: '2026-01-04 09:00',
      appointments: 2,
    });
    expect(data.totals).toEqual({
      vehicles: 3,
      vehicle_weeks: 6,
      cleaned: 4,
      missed: 2,
      appointments: 5,
      compliance_pct: 66.7,
    });
    expect(data.series).toEqual([
      { week_start: '2025-12-21', vehicles: 2, cleaned: 2, missed: 0, compliance_pct: 100 },
      { week_start: '2025-12-28', vehicles: 2, cleaned: 1, missed: 1, compliance_pct: 50 },
      { week_start: '2026-01-04', vehicles: 2, cleaned: 1, missed: 1, compliance_pct: 50 },
    ]);
  });

  it('keeps only the parent type asked for', async () => {
    const data = await report('cleaning/SUV');
    expect(data.totals).toEqual({
      vehicles: 2,
      vehicle_weeks: 4,
      cleaned: 3,
      missed: 1,
      appointments: 4,
      compliance_pct: 75,
    });
  });

  it('counts a week when its Sunday is in the range, across the year end', async () => {
    const data = await report('cleaning', { start_date: '2025-12-24', end_date: '2026-01-03' });
    expect(
      data.rows.map((row: Record<string, unknown>) => [row.equipment_number, row.week_start, row.cleaned]),
    ).toEqual([
      ['RPT-A', '2025-12-28', false],
      ['RPT-C', '2025-12-28', true],
    ]);
    expect(data.series).toEqual([{ week_start: '2025-12-28', vehicles: 2, cleaned: 1, missed: 1, compliance_pct: 50 }]);
  });

  it('answers an empty range with no rows, zero totals and no compliance', async () => {
    const data = await report('cleaning', { start_date: '2030-01-01', end_date: '2030-01-31' });
    expect(data.rows).toEqual([]);
    expect(data.totals).toEqual({
      vehicles: 0,
      vehicle_weeks: 0,
      cleaned: 0,
      missed: 0,
      appointments: 0,
      compliance_pct: null,
    });
    expect(data.series.map((point: { week_start: string }) => point.week_start)).toEqual([
      '2030-01-06',
      '2030-01-13',
      '2030-01-20',
      '2030-01-27',
    ]);
    expect(data.series[0]).toEqual({
      week_start: '2030-01-06',
      vehicles: 0,
      cleaned: 0,
      missed: 0,
      compliance_pct: null,
    });
  });
});

describe('POST api/reports/maintenance', () => {
  it('counts the Maintenance appointments of the range per vehicle, leaving out other types and hidden vehicles', async () => {
    const data = await report('maintenance');
    expect(data.rows).toEqual([
      {
        vehicle_id: expect.any(Number),
        ...vehicleA,
        appointments: 1,
        first_date: '2026-01-02',
        last_date: '2026-01-02',
      },
      {
        vehicle_id: expect.any(Number),
        equipment_number: 'RPT-B',
        vehicle_type: 'Ford F150',
        vehicle_parent_type: 'Light Duty Truck',
        appointments: 2,
        first_date: '2025-12-22',
        last_date: '2026-01-07',
      },
    ]);
    expect(data.totals).toEqual({ vehicles: 2, appointments: 3 });
    expect(data.series).toEqual([
      { week_start: '2025-12-21', appointments: 1 },
      { week_start: '2025-12-28', appointments: 1 },
      { week_start: '2026-01-04', appointments: 1 },
    ]);
  });

  it('counts the days of the range across the year end, by parent type', async () => {
    const range = { start_date: '2025-12-24', end_date: '2026-01-03' };
    const all = await report('maintenance/all', range);
    expect(all.rows.map((row: { equipment_number: string }) => row.equipment_number)).toEqual(['RPT-A']);
    expect(all.totals).toEqual({ vehicles: 1, appointments: 1 });
    expect(all.series).toEqual([
      { week_start: '2025-12-21', appointments: 0 },
      { week_start: '2025-12-28', appointments: 1 },
    ]);
    const trucks = await report(`maintenance/${encodeURIComponent('Light Duty Truck')}`);
    expect(trucks.totals).toEqual({ vehicles: 1, appointments: 2 });
  });

  it('answers an empty range with nothing', async () => {
    const data = await report('maintenance', { start_date: '2030-01-01', end_date: '2030-01-03' });
    expect(data).toEqual({
      start_date: '2030-01-01',
      end_date: '2030-01-03',
      rows: [],
      totals: { vehicles: 0, appointments: 0 },
      series: [{ week_start: '2029-12-30', appointments: 0 }],
    });
  });
});
