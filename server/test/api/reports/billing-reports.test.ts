import { describe, expect, it } from 'vitest';
import { addDriver, insertAssignment } from '../../support/fleet-fixtures.js';
import { days, listWeek, oldVehicle, saveTracking, thisWeek } from '../tracking/test-support.js';
import { useReportFleet } from './report-fixtures.js';

const fleet = useReportFleet();
const { testApp, report } = fleet;

const noBilling = { in_use_days: 0, billing: 0 };
const noVehicles = { own: 0, lease: 0, rent: 0, vehicles: 0 };
/** The SUV row's fleet (RPT-A own, RPT-C rent) and Rates; its billing depends on the range. */
const suvFleet = {
  vehicle_parent_type: 'SUV',
  own: 1,
  lease: 0,
  rent: 1,
  vehicles: 2,
  full_day_rate: 100,
  shared_day_rate: 60,
};

describe('POST api/reports/vehicle_types/{type}', () => {
  it("counts today's shown vehicles by parent type and ownership, with Rates and the weeks' billing", async () => {
    const data = await report('vehicle_types/all');
    expect(data.rows).toEqual([
      {
        vehicle_parent_type: 'Heavy Duty Truck',
        ...noVehicles,
        full_day_rate: 200,
        shared_day_rate: 120,
        ...noBilling,
      },
      {
        vehicle_parent_type: 'Light Duty Truck',
        ...noVehicles,
        lease: 1,
        vehicles: 1,
        full_day_rate: 150,
        shared_day_rate: 90,
        in_use_days: 6,
        billing: 900,
      },
      { vehicle_parent_type: 'Sept Iles - F125', ...noVehicles, full_day_rate: 0, shared_day_rate: 0, ...noBilling },
      { vehicle_parent_type: 'Sept Iles - F250', ...noVehicles, full_day_rate: 0, shared_day_rate: 0, ...noBilling },
      { vehicle_parent_type: 'Sept Iles - SUV', ...noVehicles, full_day_rate: 0, shared_day_rate: 0, ...noBilling },
      { ...suvFleet, in_use_days: 10, billing: 920 },
    ]);
    expect(data.totals).toEqual({ own: 1, lease: 1, rent: 1, vehicles: 3, in_use_days: 16, billing: 1820 });
    expect(data.series).toEqual([
      { week_start: '2025-12-21', in_use_days: 8, billing: 1050 },
      { week_start: '2025-12-28', in_use_days: 5, billing: 420 },
      { week_start: '2026-01-04', in_use_days: 3, billing: 350 },
    ]);
  });

  it('keeps one parent type, and bills only the weeks whose Sunday is in a range across the year end', async () => {
    const data = await report('vehicle_types/SUV', { start_date: '2025-12-24', end_date: '2026-01-03' });
    expect(data.rows).toEqual([{ ...suvFleet, in_use_days: 5, billing: 420 }]);
    expect(data.totals).toEqual({ own: 1, lease: 0, rent: 1, vehicles: 2, in_use_days: 5, billing: 420 });
    expect(data.series).toEqual([{ week_start: '2025-12-28', in_use_days: 5, billing: 420 }]);
  });

  it('still counts the fleet for a range with no tracking, billing nothing', async () => {
    const data = await report('vehicle_types/all', { start_date: '2030-01-01', end_date: '2030-01-04' });
    expect(data.totals).toEqual({ own: 1, lease: 1, rent: 1, vehicles: 3, in_use_days: 0, billing: 0 });
    expect(data.series).toEqual([]);
  });
});

describe('POST api/reports/profit_loss', () => {
  const amounts = (values: Partial<Record<string, number>>) => ({
    billing: 0,
    revenue: 0,
    income: 0,
    rental_cost: 0,
    gas: 0,
    ins: 0,
    maintenance: 0,
    expenses: 0,
    net: 0,
    ...values,
  });
  /** W2 (Sunday 2025-12-28, holding Jan 1): its series point, and the totals of a range holding only its Sunday. */
  const yearEndWeek = amounts({
    billing: 420,
    revenue: 20,
    income: 440,
    rental_cost: 1200,
    gas: 60,
    ins: 15,
    expenses: 1275,
    net: -835,
  });

  it('adds tracking billing and revenue, takes off the expenses by kind, per vehicle, in total and by week', async () => {
    const data = await report('profit_loss');
    expect(data.rows.map(({ vehicle_id: _id, vehicle_type: _type, ...row }: Record<string, unknown>) => row)).toEqual([
      {
        equipment_number: 'RPT-A',
        vehicle_parent_type: 'SUV',
        ...amounts({
          billing: 920,
          revenue: 50,
          income: 970,
          gas: 70.25,
          ins: 20,
          maintenance: 125.5,
          expenses: 215.75,
          net: 754.25,
        }),
      },
      {
        equipment_number: 'RPT-B',
        vehicle_parent_type: 'Light Duty Truck',
        ...amounts({ billing: 900, income: 900, rental_cost: 400, gas: 60, ins: 15, expenses: 475, net: 425 }),
      },
      {
        equipment_number: 'RPT-C',
        vehicle_parent_type: 'SUV',
        ...amounts({ revenue: 20, income: 20, rental_cost: 300, expenses: 300, net: -280 }),
      },
      {
        equipment_number: 'RPT-D',
        vehicle_parent_type: 'Heavy Duty Truck',
        ...amounts({ rental_cost: 500, expenses: 500, net: -500 }),
      },
    ]);
    expect(data.totals).toEqual({
      vehicles: 4,
      ...amounts({
        billing: 1820,
        revenue: 70,
        income: 1890,
        rental_cost: 1200,
        gas: 130.25,
        ins: 35,
        maintenance: 125.5,
        expenses: 1490.75,
        net: 399.25,
      }),
    });
    expect(data.series).toEqual([
      {
        week_start: '2025-12-21',
        ...amounts({ billing: 1050, revenue: 50, income: 1100, gas: 40.25, ins: 10, expenses: 50.25, net: 1049.75 }),
      },
      { week_start: '2025-12-28', ...yearEndWeek },
      {
        week_start: '2026-01-04',
        ...amounts({ billing: 350, income: 350, gas: 30, ins: 10, maintenance: 125.5, expenses: 165.5, net: 184.5 }),
      },
    ]);
  });

  it('takes the one week whose Sunday falls in a range across the year end', async () => {
    const data = await report('profit_loss', { start_date: '2025-12-24', end_date: '2026-01-03' });
    expect(data.totals).toEqual({ vehicles: 4, ...yearEndWeek });
    expect(data.series.map((point: { week_start: string }) => point.week_start)).toEqual(['2025-12-28']);
  });

  it('answers a range holding no Sunday with nothing', async () => {
    const data = await report('profit_loss', { start_date: '2025-12-22', end_date: '2025-12-27' });
    expect(data).toEqual({
      start_date: '2025-12-22',
      end_date: '2025-12-27',
      rows: [],
      totals: { vehicles: 0, ...amounts({}) },
      series: [],
    });
  });

  it('bills what the Tracking screen saved for the week', async () => {
    const driver = await addDriver(testApp, fleet.admin, { driver_name: 'Billing Driver' });
    const vehicle = await oldVehicle(testApp, 'RPT-BILL', 'Sept Iles - F250');
    await insertAssignment(testApp, { vehicleId: vehicle.id, driverId: driver.id, from: '2026-10-01T12:00:00Z' });
    await listWeek(testApp, fleet.admin, { start_date: thisWeek });
    await saveTracking(testApp, fleet.admin, {
      VIN_no: vehicle.vinNo,
      start_date: thisWeek,
      driver_id: driver.id,
      rate_type: 'custom_rate',
      rate: 55.5,
      week_record: days(thisWeek, [1, 3, 2, 0, 1]),
    });
    const data = await report('profit_loss', { start_date: thisWeek, end_date: '2026-11-21' });
    // Opening the week gave the seeded vehicles rows too: they are listed, billing nothing.
    expect(data.rows.map((row: Record<string, unknown>) => [row.equipment_number, row.billing, row.net])).toEqual([
      ['RPT-A', 0, 0],
      ['RPT-B', 0, 0],
      ['RPT-BILL', 166.5, 166.5],
      ['RPT-C', 0, 0],
    ]);
    const types = await report(`vehicle_types/${encodeURIComponent('Sept Iles - F250')}`, {
      start_date: thisWeek,
      end_date: '2026-11-21',
    });
    expect(types.totals).toEqual({ own: 1, lease: 0, rent: 0, vehicles: 1, in_use_days: 3, billing: 166.5 });
  });
});
