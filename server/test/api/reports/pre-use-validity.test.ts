import { beforeAll, describe, expect, it } from 'vitest';
import { checklistBaseItems, type InspectionValidity } from '@fleet-ops/shared';
import { checklists, trackings } from '../../../src/db/schema/index.js';
import { businessDateTime } from '../../../src/lib/business-time.js';
import { inspectionValidUntil } from '../../../src/lib/inspection-validity.js';
import { addDriver, insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { postReport } from './report-fixtures.js';

/**
 * Issue 36: Pre Use Inspection counts a working day as covered when a checklist is dated that day,
 * or when an inspection of the day before was still valid at the site's first shift start (06:00
 * by default, St. John's time). The week of Sunday 2026-03-01; Sunday 2026-03-08 starts daylight
 * time at 02:00.
 */
const testApp = useTestApp();
const items = checklistBaseItems.map((item) => ({ item, answer: 'yes' as const }));
const range = { start_date: '2026-03-01', end_date: '2026-03-14' };
let admin: TestUser;
let driverId: number;

/** A vehicle tracked In Use on `days` (dates of the weeks of 2026-03-01 and 2026-03-08). */
async function vehicleInUse(equipmentNumber: string, days: string[]) {
  const vehicle = await insertVehicle(testApp, equipmentNumber);
  for (const weekStart of ['2026-03-01', '2026-03-08']) {
    const weekDays = days.filter(
      (day) => day >= weekStart && day < (weekStart === '2026-03-01' ? '2026-03-08' : '2026-03-15'),
    );
    if (weekDays.length === 0) continue;
    await testApp.context.db.insert(trackings).values({
      vehicleId: vehicle.id,
      weekStart,
      slot: 1,
      driverId,
      rateType: 'full_day_rate',
      rateCents: 10_000,
      weekRecord: Object.fromEntries(weekDays.map((day) => [day, 1 as const])),
      totalBillingCents: 10_000 * weekDays.length,
    });
  }
  return vehicle;
}

/** A checklist done at `at` (St. John's wall clock), valid as its form's validity says, or never stored (before forms). */
async function inspected(
  vehicle: { id: number; equipmentNumber: string },
  at: string,
  validity: InspectionValidity | null,
) {
  const timeZone = testApp.context.clock.timeZone;
  const inspectedAt = businessDateTime(at, timeZone);
  const date = at.slice(0, 10);
  await testApp.context.db.insert(checklists).values({
    equipmentNumber: vehicle.equipmentNumber,
    vehicleType: 'Kenworth T880',
    operator: 'Val Idity',
    date,
    odmRead: 1000,
    vehicleId: vehicle.id,
    driverId,
    submittedBy: admin.id,
    items,
    hasIssue: false,
    createdAt: inspectedAt,
    signedAt: inspectedAt,
    validUntil: validity
      ? inspectionValidUntil({ validity, inspectedAt, date, shiftStarts: ['06:00', '18:00'], timeZone })
      : null,
  });
}

async function gapsByVehicle() {
  const response = await postReport(testApp, admin, 'pre_use_inspection', range);
  expect(response.statusCode).toBe(200);
  const rows = response.json().data.rows as { equipment_number: string; checked_days: number; gap_dates: string[] }[];
  return Object.fromEntries(rows.map((row) => [row.equipment_number, [row.checked_days, row.gap_dates]]));
}

beforeAll(async () => {
  testApp.setNow('2026-03-20T15:00:00Z');
  admin = await testApp.createUser('admin');
  driverId = (await addDriver(testApp, admin, { driver_name: 'Val Idity' })).id;
  // 24 hours from Monday 20:00 reach Tuesday 20:00: Tuesday's work is covered, Wednesday's is not.
  await inspected(await vehicleInUse('VAL-24H', ['2026-03-03', '2026-03-04']), '2026-03-02 20:00:00', '24h');
  // 24 hours from Monday 05:00 end at 05:00 on Tuesday, before the day's work starts at 06:00.
  await inspected(await vehicleInUse('VAL-EARLY', ['2026-03-03']), '2026-03-02 05:00:00', '24h');
  // The night shift's check (18:00 to 06:00 across midnight) ends when the day shift starts.
  await inspected(await vehicleInUse('VAL-SHIFT', ['2026-03-03']), '2026-03-02 19:00:00', 'shift');
  // A calendar-day check covers its own day of use, never the next.
  await inspected(await vehicleInUse('VAL-DAY', ['2026-03-02', '2026-03-03']), '2026-03-02 07:00:00', 'calendar_day');
  // 24 real hours from Saturday 05:30 end at 06:30 on Sunday, when the clocks went forward that night.
  await inspected(await vehicleInUse('VAL-DST', ['2026-03-08']), '2026-03-07 05:30:00', '24h');
  // A checklist from before validity was stored counts for its calendar day only, as it always has.
  await inspected(await vehicleInUse('VAL-OLD', ['2026-03-02', '2026-03-03']), '2026-03-02 20:00:00', null);
});

describe('Pre Use Inspection by validity window', () => {
  it('covers a working day with a checklist that day, or one from the day before still valid at the first shift start', async () => {
    expect(await gapsByVehicle()).toEqual({
      'VAL-24H': [1, ['2026-03-04']],
      'VAL-DAY': [1, ['2026-03-03']],
      'VAL-DST': [1, []],
      'VAL-EARLY': [0, ['2026-03-03']],
      'VAL-OLD': [1, ['2026-03-03']],
      'VAL-SHIFT': [0, ['2026-03-03']],
    });
  });

  it('starts the day’s work at the site’s first shift start, as Settings says', async () => {
    const saved = await testApp.request(admin, {
      method: 'PUT',
      url: '/api/site_settings',
      payload: { shift_starts: ['04:30', '16:30'] },
    });
    expect(saved.statusCode).toBe(200);
    // Monday 05:00's 24 hours now reach past Tuesday's 04:30 start; the stored windows do not move.
    expect((await gapsByVehicle())['VAL-EARLY']).toEqual([1, []]);
    expect((await gapsByVehicle())['VAL-SHIFT']).toEqual([1, []]);
  });
});
