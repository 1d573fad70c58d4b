import { describe, expect, it } from 'vitest';
import { useReportFleet } from './report-fixtures.js';

/** Today is 2026-11-18 on the test clock. */
const { report } = useReportFleet();

const acrossYearEnd = { start_date: '2026-11-19', end_date: '2027-01-31' };

describe('POST api/reports/inspection/{type} (Incident)', () => {
  it("lists each shown vehicle's latest inspection that has expired or expires in the range, soonest first", async () => {
    const data = await report('inspection/all', acrossYearEnd);
    expect(
      data.rows.map((row: Record<string, unknown>) => [
        row.equipment_number,
        row.inspection_expiry_date,
        row.status,
        row.days_left,
      ]),
    ).toEqual([
      ['RPT-B', '2026-11-01', 'expired', -17],
      ['RPT-C', '2026-11-18', 'expired', 0],
      ['RPT-A', '2027-01-10', 'upcoming', 53],
    ]);
    expect(data.rows[2]).toEqual({
      id: expect.any(Number),
      vehicle_id: expect.any(Number),
      equipment_number: 'RPT-A',
      vehicle_type: 'Ford Explorer',
      vehicle_parent_type: 'SUV',
      manufacture_year: 2020,
      inspection_month: '2026-01',
      inspection_expiry_date: '2027-01-10',
      status: 'upcoming',
      days_left: 53,
    });
    expect(data.totals).toEqual({ inspections: 3, expired: 2, upcoming: 1 });
    expect(data.series).toEqual([
      { month: '2026-11', expired: 2, upcoming: 0 },
      { month: '2027-01', expired: 0, upcoming: 1 },
    ]);
  });

  it('keeps only the expired ones, whatever the range, or only the upcoming ones of the range', async () => {
    const expired = await report('inspection/expired', { start_date: '2020-01-01', end_date: '2020-01-31' });
    expect(expired.rows.map((row: { equipment_number: string }) => row.equipment_number)).toEqual(['RPT-B', 'RPT-C']);
    expect(expired.totals).toEqual({ inspections: 2, expired: 2, upcoming: 0 });
    const upcoming = await report('inspection/upcoming', acrossYearEnd);
    expect(upcoming.rows.map((row: { equipment_number: string }) => row.equipment_number)).toEqual(['RPT-A']);
  });

  it('finds no upcoming inspection in an empty range', async () => {
    const data = await report('inspection/upcoming', { start_date: '2026-11-19', end_date: '2026-12-31' });
    expect(data).toEqual({
      start_date: '2026-11-19',
      end_date: '2026-12-31',
      rows: [],
      totals: { inspections: 0, expired: 0, upcoming: 0 },
      series: [],
    });
  });
});

describe('POST api/reports/reg_renewal/{type}', () => {
  it('lists shown vehicles with a registration, insurance or sticker expired or expiring in the range', async () => {
    const data = await report('reg_renewal/all', acrossYearEnd);
    expect(data.rows).toEqual([
      {
        vehicle_id: expect.any(Number),
        equipment_number: 'RPT-B',
        vehicle_type: 'Ford F150',
        vehicle_parent_type: 'Light Duty Truck',
        ownership_type: 'lease',
        license_plate_no: expect.any(String),
        VIN_no: expect.any(String),
        reg_expiry: '2026-10-01',
        reg_status: 'expired',
        insurance_expiry: '2026-11-30',
        insurance_status: 'upcoming',
        abg_mva_stickers: '2027-01-15',
        sticker_status: 'upcoming',
        next_expiry: '2026-10-01',
      },
      expect.objectContaining({
        equipment_number: 'RPT-C',
        reg_expiry: null,
        reg_status: null,
        insurance_expiry: null,
        insurance_status: null,
        abg_mva_stickers: '2026-11-18',
        sticker_status: 'expired',
        next_expiry: '2026-11-18',
      }),
      expect.objectContaining({
        equipment_number: 'RPT-A',
        reg_expiry: '2026-12-20',
        reg_status: 'upcoming',
        insurance_expiry: null,
        insurance_status: null,
        next_expiry: '2026-12-20',
      }),
    ]);
    expect(data.totals).toEqual({
      vehicles: 3,
      expired: 2,
      upcoming: 3,
      reg_expiry: { expired: 1, upcoming: 1 },
      insurance_expiry: { expired: 0, upcoming: 1 },
      abg_mva_stickers: { expired: 1, upcoming: 1 },
    });
    expect(data.series).toEqual([
      { month: '2026-10', reg_expiry: 1, insurance_expiry: 0, abg_mva_stickers: 0 },
      { month: '2026-11', reg_expiry: 0, insurance_expiry: 1, abg_mva_stickers: 1 },
      { month: '2026-12', reg_expiry: 1, insurance_expiry: 0, abg_mva_stickers: 0 },
      { month: '2027-01', reg_expiry: 0, insurance_expiry: 0, abg_mva_stickers: 1 },
    ]);
  });

  it('shows only the expired documents, or only the upcoming ones', async () => {
    const expired = await report('reg_renewal/expired', acrossYearEnd);
    expect(
      expired.rows.map((row: Record<string, unknown>) => [
        row.equipment_number,
        row.reg_status,
        row.insurance_expiry,
        row.sticker_status,
      ]),
    ).toEqual([
      ['RPT-B', 'expired', null, null],
      ['RPT-C', null, null, 'expired'],
    ]);
    expect(expired.totals).toMatchObject({ vehicles: 2, expired: 2, upcoming: 0 });
    const upcoming = await report('reg_renewal/upcoming', acrossYearEnd);
    expect(upcoming.rows.map((row: Record<string, unknown>) => [row.equipment_number, row.next_expiry])).toEqual([
      ['RPT-B', '2026-11-30'],
      ['RPT-A', '2026-12-20'],
    ]);
    expect(upcoming.totals).toMatchObject({ vehicles: 2, expired: 0, upcoming: 3 });
  });

  it('finds nothing upcoming in a range with no expiry', async () => {
    const data = await report('reg_renewal/upcoming', { start_date: '2028-01-01', end_date: '2028-12-31' });
    expect(data.rows).toEqual([]);
    expect(data.totals).toEqual({
      vehicles: 0,
      expired: 0,
      upcoming: 0,
      reg_expiry: { expired: 0, upcoming: 0 },
      insurance_expiry: { expired: 0, upcoming: 0 },
      abg_mva_stickers: { expired: 0, upcoming: 0 },
    });
  });
});
