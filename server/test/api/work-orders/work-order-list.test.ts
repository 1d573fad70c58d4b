import { describe, expect, it } from 'vitest';
import { forbiddenMessage } from '../../../src/plugins/authentication.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { csvFileRows } from '../../support/file-download.js';
import { useTestApp } from '../../support/test-app.js';
import { driverWithVehicle } from '../checklists/checklist-fixtures.js';
import { changeStatus, insertServiceTask, openWorkOrder } from './work-order-fixtures.js';

const testApp = useTestApp();

describe('GET api/work_orders', () => {
  it('lists newest first, filtered by status, vehicle and search, a page at a time', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'WO-LIST-1');
    const first = await openWorkOrder(testApp, admin, { vehicle, body: { title: 'Oil and filter' } });
    const second = await openWorkOrder(testApp, admin, { vehicle, body: { title: 'Tires' } });
    await changeStatus(testApp, admin, second.order.id, { status: 'done' });
    await openWorkOrder(testApp, admin, { body: { title: 'Elsewhere' } });

    const list = (query: string) => testApp.request(admin, { method: 'GET', url: `/api/work_orders?${query}` });
    const ofVehicle = await list(`vehicle_id=${vehicle.id}`);
    expect(ofVehicle.json()).toMatchObject({ total: 2, data: [{ title: 'Tires' }, { title: 'Oil and filter' }] });
    expect(
      (await list(`vehicle_id=${vehicle.id}&status=done`)).json().data.map((row: { id: number }) => row.id),
    ).toEqual([second.order.id]);
    expect((await list('search=wo-list')).json().total).toBe(2);
    expect((await list('search=oil and')).json().data.map((row: { id: number }) => row.id)).toEqual([first.order.id]);
    const paged = await list(`vehicle_id=${vehicle.id}&per_page=1&page=2`);
    expect(paged.json()).toMatchObject({
      total: 2,
      last_page: 2,
      current_page: 2,
      data: [{ title: 'Oil and filter' }],
    });
  });

  it('exports the same rows as a CSV download, in the reader’s language', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'WO-CSV-1');
    const { order } = await openWorkOrder(testApp, admin, { vehicle });
    await changeStatus(testApp, admin, order.id, { status: 'done', odometer: 1200 });
    const rows = csvFileRows(
      await testApp.request(admin, {
        method: 'GET',
        url: `/api/work_orders/a1b2c3/export?vehicle_id=${vehicle.id}`,
        headers: { 'accept-language': 'fr-CA' },
      }),
      'fr',
    );
    expect(rows).toEqual([
      [
        'N°',
        'Numéro d’équipement',
        'Titre',
        'Statut',
        'Ouvert le',
        'Échéance',
        'Terminé le',
        'Odomètre',
        'Total',
        'Notes',
      ],
      [String(order.id), 'WO-CSV-1', 'Front brakes', 'Terminé', '2026-11-02', '', '2026-11-18', '1200', '110,99', ''],
    ]);
  });

  it('lists the service tasks to link by name', async () => {
    const admin = await testApp.createUser('admin');
    const task = await insertServiceTask(testApp, 'Annual inspection (list)');
    const response = await testApp.request(admin, { method: 'GET', url: '/api/work_orders/service_tasks' });
    expect(response.json().data).toContainEqual({ id: task.id, name: 'Annual inspection (list)' });
  });

  it('is an office screen: drivers and supervisors are refused reading and writing (403)', async () => {
    const admin = await testApp.createUser('admin');
    const { session, vehicle } = await driverWithVehicle(testApp, admin);
    const supervisor = await testApp.createUser('supervisor');
    const { order } = await openWorkOrder(testApp, admin, { vehicle });
    for (const caller of [session, supervisor]) {
      for (const call of [
        { method: 'GET' as const, url: '/api/work_orders' },
        { method: 'GET' as const, url: `/api/work_orders/${order.id}` },
        { method: 'POST' as const, url: '/api/work_orders', payload: { vehicle_id: vehicle.id, title: 'Mine' } },
        { method: 'POST' as const, url: `/api/work_orders/${order.id}/status`, payload: { status: 'done' } },
        { method: 'DELETE' as const, url: `/api/work_orders/${order.id}` },
      ]) {
        const response = await testApp.request(caller, call);
        expect([response.statusCode, response.json()]).toEqual([403, { message: forbiddenMessage }]);
      }
    }
  });
});
