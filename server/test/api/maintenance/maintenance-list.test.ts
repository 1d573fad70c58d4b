import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../../src/db/schema/index.js';
import { listMaintenanceStatuses } from '../../../src/features/maintenance/index.js';
import { selectMaintenanceRows } from '../../../src/features/maintenance/status-queries.js';
import { csvDownload } from '../../support/fleet-fixtures.js';
import { csvFileRows } from '../../support/file-download.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { createTask, maintenanceList, recordDone, vehicleAt } from './maintenance-fixtures.js';

const testApp = useTestApp();
let admin: TestUser;

beforeAll(async () => {
  admin = await testApp.createUser('admin');
});

/** Three cranes: one overdue, one due soon, one ok, for one task of cranes only. */
async function cranes(parentType: string) {
  const task = await createTask(testApp, admin, {
    interval_km: 5000,
    applies_to: 'parent_type',
    vehicle_parent_type: parentType,
  });
  const overdue = await vehicleAt(testApp, 6000, parentType);
  const dueSoon = await vehicleAt(testApp, 4500, parentType);
  const ok = await vehicleAt(testApp, 1000, parentType);
  return { task, overdue, dueSoon, ok };
}

describe('GET api/maintenance', () => {
  it('lists overdue first, then due soon, then ok, filtered by vehicle type and status, paged', async () => {
    const { task, overdue, dueSoon, ok } = await cranes('Crane');

    const all = await maintenanceList(testApp, admin, { vehicle_parent_type: 'Crane' });
    expect(all.data.map((row) => [row.equipment_number, row.status])).toEqual([
      [overdue.equipmentNumber, 'overdue'],
      [dueSoon.equipmentNumber, 'due_soon'],
      [ok.equipmentNumber, 'ok'],
    ]);
    expect(all.data[0]).toEqual({
      vehicle_id: overdue.id,
      equipment_number: overdue.equipmentNumber,
      vehicle_parent_type: 'Crane',
      task_id: task.id,
      task_name: task.name,
      last_done_on: null,
      last_done_odometer: null,
      next_due_on: null,
      next_due_odometer: 5000,
      current_odometer: 6000,
      days_left: null,
      km_left: -1000,
      last_done_hours: null,
      next_due_hours: null,
      current_hours: 0,
      hours_left: null,
      status: 'overdue',
    });

    const dueSoonOnly = await maintenanceList(testApp, admin, { vehicle_parent_type: 'Crane', status: 'due_soon' });
    expect(dueSoonOnly.data.map((row) => row.vehicle_id)).toEqual([dueSoon.id]);

    const secondPage = await maintenanceList(testApp, admin, { vehicle_parent_type: 'Crane', per_page: 2, page: 2 });
    expect(secondPage).toMatchObject({ total: 3, last_page: 2 });
    expect(secondPage.data.map((row) => row.vehicle_id)).toEqual([ok.id]);
  });

  it('leaves hidden vehicles out of the fleet list but shows them when asked for by id', async () => {
    const { task, ok } = await cranes('Hidden crane');
    await testApp.context.db.update(vehicles).set({ status: 'hidden' }).where(eq(vehicles.id, ok.id));

    const list = await maintenanceList(testApp, admin, { vehicle_parent_type: 'Hidden crane' });
    expect(list.data.map((row) => row.vehicle_id)).not.toContain(ok.id);
    const one = await maintenanceList(testApp, admin, { vehicle_id: ok.id });
    expect(one.data.map((row) => row.task_id)).toEqual([task.id]);
  });

  it('refuses an unknown status', async () => {
    const response = await testApp.request(admin, { method: 'GET', url: '/api/maintenance?status=late' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ status: ['Status must be ok, due_soon or overdue.'] });
  });
});

describe('GET api/maintenance/status/:code/export', () => {
  it('downloads the rows of the same filters, in the same order, in the reader’s language', async () => {
    const { task, overdue, dueSoon } = await cranes('Export crane');
    await recordDone(testApp, admin, {
      vehicle_id: dueSoon.id,
      service_task_id: task.id,
      done_on: '2026-11-02',
      odometer: 0,
    });

    const english = await testApp.request(admin, {
      method: 'GET',
      url: '/api/maintenance/status/a1b2c3/export?vehicle_parent_type=Export%20crane&status=overdue',
    });
    expect(csvDownload(english, 'maintenance-2026-11-18.csv')).toEqual([
      [
        'Equipment Number',
        'Vehicle Type',
        'Service Task',
        'Status',
        'Last Done',
        'Last Done Odometer',
        'Next Due',
        'Next Due Odometer',
        'Current Odometer',
        'Days Left',
        'Km Left',
        'Current Engine Hours',
        'Last Done Engine Hours',
        'Next Due Engine Hours',
        'Hours Left',
      ],
      [
        overdue.equipmentNumber,
        'Export crane',
        task.name,
        'Overdue',
        '',
        '',
        '',
        '5000',
        '6000',
        '',
        '-1000',
        '0',
        '',
        '',
        '',
      ],
    ]);

    const french = await testApp.request(admin, {
      method: 'GET',
      url: '/api/maintenance/status/a1b2c3/export?vehicle_parent_type=Export%20crane&status=due_soon',
      headers: { 'accept-language': 'fr-CA' },
    });
    const [header, row] = csvFileRows(french, 'fr');
    expect(header!.slice(0, 4)).toEqual(['Numéro d’équipement', 'Type de véhicule', 'Tâche d’entretien', 'Statut']);
    expect(row).toEqual([
      dueSoon.equipmentNumber,
      'Export crane',
      task.name,
      'Bientôt dû',
      '2026-11-02',
      '0',
      '',
      '5000',
      '4500',
      '',
      '500',
      '0',
      '',
      '',
      '',
    ]);
  });

  it('reads the rows batch after batch in the list’s order (the export’s keyset)', async () => {
    const { overdue, dueSoon, ok } = await cranes('Batch crane');
    const query = { today: '2026-11-18', timeZone: 'America/St_Johns', vehicleParentType: 'Batch crane' };
    const first = await selectMaintenanceRows(testApp.context.db, query, { limit: 2 });
    const second = await selectMaintenanceRows(testApp.context.db, query, { after: first[1], limit: 2 });
    expect([...first, ...second].map((row) => row.vehicle_id)).toEqual([overdue.id, dueSoon.id, ok.id]);
  });
});

describe('listMaintenanceStatuses, for other features', () => {
  it('takes several statuses at once', async () => {
    const { overdue, ok } = await cranes('Digest crane');
    const rows = await listMaintenanceStatuses(testApp.context.db, {
      today: '2026-11-18',
      timeZone: 'America/St_Johns',
      vehicleParentType: 'Digest crane',
      status: ['overdue', 'ok'],
    });
    expect(rows.map((row) => [row.vehicle_id, row.status])).toEqual([
      [overdue.id, 'overdue'],
      [ok.id, 'ok'],
    ]);
  });
});
