import { describe, expect, it } from 'vitest';
import { allYes, checklistFields, driverWithVehicle, submitChecklist } from '../checklists/checklist-fixtures.js';
import { days, listWeek, saveTracking, thisWeek } from '../tracking/test-support.js';
import { seedRange, useReportFleet } from './report-fixtures.js';

const fleet = useReportFleet();
const { testApp } = fleet;
const report = (range: object) => fleet.report('pre_use_inspection', range);

describe('POST api/reports/pre_use_inspection', () => {
  it('finds exactly the days a vehicle was tracked In Use with no checklist, and who drove it', async () => {
    const data = await report(seedRange);
    expect(data.gaps.map((gap: Record<string, unknown>) => [gap.equipment_number, gap.date, gap.driver_names])).toEqual(
      [
        ['RPT-A', '2025-12-21', ['Ann Report']],
        ['RPT-B', '2025-12-25', ['Cal Report']],
        ['RPT-B', '2025-12-26', ['Cal Report']],
        ['RPT-A', '2025-12-30', ['Ann Report']],
        ['RPT-A', '2025-12-31', ['Ann Report']],
        ['RPT-A', '2026-01-02', ['Bob Report']],
        ['RPT-A', '2026-01-06', ['Ann Report']],
      ],
    );
  });

  it('counts checklists, issues, working days and compliance per vehicle, in total and by week', async () => {
    const data = await report(seedRange);
    expect(data.rows).toEqual([
      {
        vehicle_id: expect.any(Number),
        equipment_number: 'RPT-A',
        vehicle_type: 'Ford Explorer',
        vehicle_parent_type: 'SUV',
        checklists: 7,
        issues: 2,
        working_days: 10,
        checked_days: 5,
        gap_days: 5,
        compliance_pct: 50,
        gap_dates: ['2025-12-21', '2025-12-30', '2025-12-31', '2026-01-02', '2026-01-06'],
      },
      {
        vehicle_id: expect.any(Number),
        equipment_number: 'RPT-B',
        vehicle_type: 'Ford F150',
        vehicle_parent_type: 'Light Duty Truck',
        checklists: 4,
        issues: 1,
        working_days: 6,
        checked_days: 4,
        gap_days: 2,
        compliance_pct: 66.7,
        gap_dates: ['2025-12-25', '2025-12-26'],
      },
      {
        vehicle_id: expect.any(Number),
        equipment_number: 'RPT-C',
        vehicle_type: 'Chevrolet Tahoe',
        vehicle_parent_type: 'SUV',
        checklists: 1,
        issues: 0,
        working_days: 0,
        checked_days: 0,
        gap_days: 0,
        compliance_pct: null,
        gap_dates: [],
      },
    ]);
    expect(data.totals).toEqual({
      vehicles: 3,
      checklists: 12,
      issues: 3,
      working_days: 16,
      checked_days: 9,
      gap_days: 7,
      compliance_pct: 56.3,
    });
    expect(data.series).toEqual([
      { week_start: '2025-12-21', working_days: 8, checked_days: 5, gap_days: 3, compliance_pct: 62.5 },
      { week_start: '2025-12-28', working_days: 5, checked_days: 2, gap_days: 3, compliance_pct: 40 },
      { week_start: '2026-01-04', working_days: 3, checked_days: 2, gap_days: 1, compliance_pct: 66.7 },
    ]);
  });

  it('counts only the days inside a range that straddles weeks and the year end', async () => {
    const data = await report({ start_date: '2025-12-23', end_date: '2026-01-05' });
    expect(data.gaps.map((gap: Record<string, unknown>) => [gap.equipment_number, gap.date])).toEqual([
      ['RPT-B', '2025-12-25'],
      ['RPT-B', '2025-12-26'],
      ['RPT-A', '2025-12-30'],
      ['RPT-A', '2025-12-31'],
      ['RPT-A', '2026-01-02'],
    ]);
    expect(data.totals).toEqual({
      vehicles: 3,
      checklists: 10,
      issues: 3,
      working_days: 12,
      checked_days: 7,
      gap_days: 5,
      compliance_pct: 58.3,
    });
    expect(data.series.map((point: { week_start: string; working_days: number }) => point.working_days)).toEqual([
      5, 5, 2,
    ]);
  });

  it('answers an empty range with no rows and no compliance', async () => {
    const data = await report({ start_date: '2030-01-01', end_date: '2030-01-02' });
    expect(data).toEqual({
      start_date: '2030-01-01',
      end_date: '2030-01-02',
      rows: [],
      gaps: [],
      totals: {
        vehicles: 0,
        checklists: 0,
        issues: 0,
        working_days: 0,
        checked_days: 0,
        gap_days: 0,
        compliance_pct: null,
      },
      series: [{ week_start: '2029-12-30', working_days: 0, checked_days: 0, gap_days: 0, compliance_pct: null }],
    });
  });

  it('reads tracking saved on the Tracking screen and checklists sent from the phone', async () => {
    const { driver, vehicle, session } = await driverWithVehicle(testApp, fleet.admin);
    await listWeek(testApp, fleet.admin, { start_date: thisWeek });
    await saveTracking(testApp, fleet.admin, {
      VIN_no: vehicle.vinNo,
      start_date: thisWeek,
      driver_id: driver.id,
      rate_type: 'custom_rate',
      rate: 50,
      week_record: days(thisWeek, [0, 1, 1, 3, 2]),
    });
    const sent = await submitChecklist(
      testApp,
      session,
      checklistFields(vehicle, driver.name, { remarks: 'Radio dead.' }, { ...allYes(), radio: 'no' }),
    );
    expect(sent.statusCode).toBe(201);

    const data = await report({ start_date: thisWeek, end_date: '2026-11-21' });
    expect(data.rows).toEqual([
      expect.objectContaining({
        equipment_number: vehicle.equipmentNumber,
        checklists: 1,
        issues: 1,
        working_days: 3,
        checked_days: 1,
        gap_days: 2,
        compliance_pct: 33.3,
        gap_dates: ['2026-11-16', '2026-11-17'],
      }),
    ]);
    expect(data.gaps.map((gap: { driver_names: string[] }) => gap.driver_names)).toEqual([
      [driver.name],
      [driver.name],
    ]);
  });
});
