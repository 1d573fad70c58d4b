import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.js';
import { daysOfWeek, weeksUntil } from '../../../src/features/weeks/weeks.js';

describe('weeksUntil', () => {
  it('starts at the week holding 2023-07-01 (a Saturday) and ends at the current week, newest first', () => {
    const weeks = Object.keys(weeksUntil('2023-07-12'));
    expect(weeks).toEqual(['2023-07-09 - 2023-07-15', '2023-07-02 - 2023-07-08', '2023-06-25 - 2023-07-01']);
  });

  it('crosses a year end inside one week', () => {
    expect(Object.keys(weeksUntil('2026-01-01'))[0]).toBe('2025-12-28 - 2026-01-03');
  });
});

describe('daysOfWeek', () => {
  it('gives Sunday to Saturday for any day of the week, through a DST change', () => {
    expect(daysOfWeek('2026-03-10')).toEqual({
      sunday: '2026-03-08',
      monday: '2026-03-09',
      tuesday: '2026-03-10',
      wednesday: '2026-03-11',
      thursday: '2026-03-12',
      friday: '2026-03-13',
      saturday: '2026-03-14',
    });
  });
});

const testApp = useTestApp();

describe('GET api/week_trackings/weeks', () => {
  it("uses the business timezone's date: late Saturday evening in St. John's is still the old week", async () => {
    const user = await testApp.createUser('driver');
    // 2026-03-08 02:00 UTC is Saturday 2026-03-07 22:30 in St. John's (UTC-3:30, before the DST change).
    testApp.setNow('2026-03-08T02:00:00Z');
    const saturday = await testApp.request(user, { method: 'GET', url: '/api/week_trackings/weeks' });
    expect(Object.keys(saturday.json().data)[0]).toBe('2026-03-01 - 2026-03-07');

    // 2026-03-08 04:00 UTC is Sunday 00:30 local: the new week has begun.
    testApp.setNow('2026-03-08T04:00:00Z');
    const sunday = await testApp.request(user, { method: 'GET', url: '/api/week_trackings/weeks' });
    expect(Object.keys(sunday.json().data)[0]).toBe('2026-03-08 - 2026-03-14');
  });

  it('rolls into the week holding New Year at local midnight, not UTC midnight', async () => {
    // 2026-12-27 03:00 UTC is still Saturday 2026-12-26 23:30 in St. John's (UTC-3:30 in winter).
    testApp.setNow('2026-12-27T03:00:00Z');
    const user = await testApp.createUser('admin');
    const before = await testApp.request(user, { method: 'GET', url: '/api/week_trackings/weeks' });
    expect(Object.keys(before.json().data)[0]).toBe('2026-12-20 - 2026-12-26');
    testApp.setNow('2026-12-27T03:31:00Z');
    const after = await testApp.request(user, { method: 'GET', url: '/api/week_trackings/weeks' });
    expect(Object.keys(after.json().data)[0]).toBe('2026-12-27 - 2027-01-02');
  });

  it('needs a signed-in caller', async () => {
    const response = await testApp.request(undefined, { method: 'GET', url: '/api/week_trackings/weeks' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST api/week_trackings/days', () => {
  it('answers the seven dates of the week holding start_date', async () => {
    const user = await testApp.createUser('supervisor');
    const response = await testApp.request(user, {
      method: 'POST',
      url: '/api/week_trackings/days',
      payload: { start_date: '2025-12-31' },
    });
    expect(response.statusCode).toBe(200);
    expect(Object.values(response.json().data)).toEqual([
      '2025-12-28',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
    ]);
  });

  it('refuses a date that does not exist', async () => {
    const user = await testApp.createUser('admin');
    const response = await testApp.request(user, {
      method: 'POST',
      url: '/api/week_trackings/days',
      payload: { start_date: '2026-02-30' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ start_date: ['Start date must be a valid date (YYYY-MM-DD).'] });
  });
});
