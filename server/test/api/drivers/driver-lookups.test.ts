import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.js';
import { addDriver } from '../../support/fleet-fixtures.js';

const testApp = useTestApp();

describe('GET api/drivers/data and api/drivers/data/with-status', () => {
  it('lists enabled unarchived drivers for the pick lists, and every unarchived one with its status', async () => {
    const admin = await testApp.createUser('admin');
    const active = await addDriver(testApp, admin, { driver_name: 'Zed Active', license_no: 'ZED-1' });
    const disabled = await addDriver(testApp, admin, { driver_name: 'Zed Disabled' });
    const archived = await addDriver(testApp, admin, { driver_name: 'Zed Archived' });
    await testApp.request(admin, { method: 'POST', url: `/api/drivers/status/${disabled.id}/enabled` });
    await testApp.request(admin, { method: 'POST', url: `/api/drivers/status/${archived.id}/archived` });

    const data = await testApp.request(admin, { method: 'GET', url: '/api/drivers/data' });
    expect(data.statusCode).toBe(200);
    const ids = data.json().data.map((row: { id: number }) => row.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(disabled.id);
    expect(ids).not.toContain(archived.id);
    expect(data.json().data.find((row: { id: number }) => row.id === active.id)).toEqual({
      id: active.id,
      name: 'Zed Active',
      license_no: 'ZED-1',
    });

    const withStatus = await testApp.request(admin, { method: 'GET', url: '/api/drivers/data/with-status' });
    const rows = withStatus.json().data as { id: number; enabled: boolean }[];
    expect(rows.find((row) => row.id === active.id)).toMatchObject({ enabled: true, license_no: 'ZED-1' });
    expect(rows.find((row) => row.id === disabled.id)).toMatchObject({ enabled: false });
    expect(rows.find((row) => row.id === archived.id)).toBeUndefined();

    const asDriver = await testApp.request(await testApp.createUser('driver'), {
      method: 'GET',
      url: '/api/drivers/data',
    });
    expect(asDriver.statusCode).toBe(403);
  });

  it("gives a supervisor their crew's available drivers only, with their licence numbers", async () => {
    const admin = await testApp.createUser('admin');
    const supervisor = await testApp.createUser('supervisor', { firstName: 'Pick', lastName: 'Lead' });
    const crew = await addDriver(testApp, admin, {
      driver_name: 'Amy Crew',
      license_no: 'AMY-1',
      supervisor: 'Pick Lead',
    });
    const away = await addDriver(testApp, admin, { driver_name: 'Bea Crew', supervisor: 'Pick Lead' });
    await addDriver(testApp, admin, { driver_name: 'Cal Other', supervisor: 'Someone Else' });
    await testApp.request(admin, { method: 'POST', url: `/api/drivers/status/${away.id}/enabled` });

    const response = await testApp.request(supervisor, { method: 'GET', url: '/api/drivers/data' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([{ id: crew.id, name: 'Amy Crew', license_no: 'AMY-1' }]);

    const withoutCrew = await testApp.request(await testApp.createUser('supervisor'), {
      method: 'GET',
      url: '/api/drivers/data',
    });
    expect([withoutCrew.statusCode, withoutCrew.json().data]).toEqual([200, []]);
  });
});
