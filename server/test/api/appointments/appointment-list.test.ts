import { describe, expect, it } from 'vitest';
import { insertVehicle, locationId } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const testApp = useTestApp();

type Row = { date: string; time: string; equipment_number: string };

describe('GET api/appointments', () => {
  it("filters by the week selector's start and end in the business timezone", async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'WK-1');
    const location_id = await locationId(testApp);
    for (const [date, time] of [
      ['2026-03-07', '23:00'],
      ['2026-03-08', '00:30'],
      ['2026-03-14', '23:59'],
      ['2026-03-15', '08:00'],
    ] as const) {
      const response = await testApp.request(admin, {
        method: 'POST',
        url: '/api/appointments',
        payload: { vehicle_no: vehicle.vinNo, date_to_added: date, time, appointment_type: 'Cleaning', location_id },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    // 2026-03-08 02:00 UTC is still Saturday 2026-03-07 22:30 in St. John's: the current week is the old one.
    testApp.setNow('2026-03-08T02:00:00Z');
    const weeks = await testApp.request(admin, { method: 'GET', url: '/api/week_trackings/weeks' });
    const [start, end] = Object.keys(weeks.json().data)[0]!.split(' - ');
    const saturdayWeek = await testApp.request(admin, {
      method: 'GET',
      url: `/api/appointments?start=${start}&end=${end}`,
    });
    expect(saturdayWeek.json().data.map((row: Row) => `${row.date} ${row.time}`)).toEqual(['2026-03-07 23:00']);

    // Sunday 00:30 local: the new week holds the Sunday and Saturday bookings, newest first.
    testApp.setNow('2026-03-08T04:00:00Z');
    const later = await testApp.request(admin, { method: 'GET', url: '/api/week_trackings/weeks' });
    const [nextStart, nextEnd] = Object.keys(later.json().data)[0]!.split(' - ');
    const sundayWeek = await testApp.request(admin, {
      method: 'GET',
      url: `/api/appointments?start=${nextStart}&end=${nextEnd}`,
    });
    expect(sundayWeek.json().data.map((row: Row) => `${row.date} ${row.time}`)).toEqual([
      '2026-03-14 23:59',
      '2026-03-08 00:30',
    ]);

    const all = await testApp.request(admin, { method: 'GET', url: '/api/appointments' });
    expect(all.json().data).toHaveLength(4);
    const fromOnly = await testApp.request(admin, { method: 'GET', url: '/api/appointments?start=2026-03-14' });
    expect(fromOnly.json().data.map((row: Row) => row.date)).toEqual(['2026-03-15', '2026-03-14']);
  });

  it('lists upcoming bookings from today nearest first, past ones latest first, and every one newest first without when', async () => {
    testApp.setNow('2026-11-18T15:00:00Z'); // 11:30 in St. John's
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'UP-1');
    const location_id = await locationId(testApp);
    for (const [date, time] of [
      ['2026-11-25', '10:00'],
      ['2026-11-10', '09:00'],
      ['2026-11-20', '14:00'],
      ['2026-11-18', '08:00'],
      ['2026-11-20', '09:00'],
      ['2026-11-17', '16:00'],
    ] as const) {
      const response = await testApp.request(admin, {
        method: 'POST',
        url: '/api/appointments',
        payload: { vehicle_no: vehicle.vinNo, date_to_added: date, time, appointment_type: 'Cleaning', location_id },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const list = async (query: string) => {
      const response = await testApp.request(admin, { method: 'GET', url: `/api/appointments${query}` });
      expect(response.statusCode, response.body).toBe(200);
      const rows: Row[] = response.json().data;
      return rows.filter((row) => row.equipment_number === 'UP-1').map((row) => `${row.date} ${row.time}`);
    };

    expect(await list('?when=upcoming')).toEqual([
      '2026-11-18 08:00',
      '2026-11-20 09:00',
      '2026-11-20 14:00',
      '2026-11-25 10:00',
    ]);
    expect(await list('?when=past')).toEqual(['2026-11-17 16:00', '2026-11-10 09:00']);
    expect(await list('?when=upcoming&start=2026-11-15&end=2026-11-21')).toEqual([
      '2026-11-18 08:00',
      '2026-11-20 09:00',
      '2026-11-20 14:00',
    ]);
    expect(await list('')).toEqual([
      '2026-11-25 10:00',
      '2026-11-20 14:00',
      '2026-11-20 09:00',
      '2026-11-18 08:00',
      '2026-11-17 16:00',
      '2026-11-10 09:00',
    ]);
    expect(await list('?when=all')).toEqual(await list(''));

    const bad = await testApp.request(admin, { method: 'GET', url: '/api/appointments?when=soon' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      message: 'When must be upcoming, past or all.',
      errors: { when: ['When must be upcoming, past or all.'] },
    });
  });

  it('refuses an invalid date or an end before the start', async () => {
    const admin = await testApp.createUser('admin');
    const bad = await testApp.request(admin, { method: 'GET', url: '/api/appointments?start=2026-13-01' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ start: ['Enter a valid date (YYYY-MM-DD).'] });
    const backwards = await testApp.request(admin, {
      method: 'GET',
      url: '/api/appointments?start=2026-03-14&end=2026-03-08',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ end: ['The end date must be on or after the start date.'] });
  });
});

describe('GET api/appointments/types', () => {
  it('lists the seeded types from the database', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, { method: 'GET', url: '/api/appointments/types' });
    expect(response.json().data.map((type: { name: string }) => type.name)).toEqual([
      'Cleaning',
      'Maintenance',
      'Tire change',
      'Inspection',
      'Repair',
      'Other',
    ]);
  });
});

describe('access', () => {
  it('is for admins only: drivers and supervisors get 403, guests 401, and nothing is stored', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    const payload = {
      vehicle_no: vehicle.vinNo,
      date_to_added: '2026-12-10',
      time: '10:00',
      appointment_type: 'Cleaning',
      location_id: await locationId(testApp),
    };
    const created = await testApp.request(admin, { method: 'POST', url: '/api/appointments', payload });
    const id = created.json().data.id;
    const calls = [
      { method: 'GET', url: '/api/appointments' },
      { method: 'GET', url: '/api/appointments/types' },
      { method: 'GET', url: `/api/appointments/${id}` },
      { method: 'POST', url: '/api/appointments', payload: { ...payload, time: '11:00' } },
      { method: 'PUT', url: `/api/appointments/${id}`, payload },
      { method: 'DELETE', url: `/api/appointments/${id}` },
    ] as const;
    for (const role of ['driver', 'supervisor'] as const) {
      const user = await testApp.createUser(role);
      for (const call of calls) expect((await testApp.request(user, call)).statusCode).toBe(403);
    }
    for (const call of calls) expect((await testApp.request(undefined, call)).statusCode).toBe(401);
    const list = await testApp.request(admin, {
      method: 'GET',
      url: '/api/appointments?start=2026-12-10&end=2026-12-10',
    });
    expect(list.json().data).toHaveLength(1);
  });
});
