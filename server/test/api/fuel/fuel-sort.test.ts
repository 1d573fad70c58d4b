import { describe, expect, it } from 'vitest';
import { sortInvalidMessage } from '@fleet-ops/shared';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import { fillUp } from './fuel-fixtures.js';

const testApp = useTestApp();

/**
 * Four fill-ups of one vehicle: two right ($1.60 and $1.50 a litre), one whose cost lost its
 * decimal comma (72,80 stored as 7280: $160.00 a litre) and one whose litres and cost both lost it
 * (455 L for $728.00: a right price, wrong litres).
 */
async function fillUps() {
  const admin = await testApp.createUser('admin');
  const vehicle = await insertVehicle(testApp);
  const right = await fillUp(testApp, admin, vehicle.id, {
    date: '2026-11-02',
    litres: 45.5,
    cost: 72.8,
    odometer: 1000,
  });
  const costTimes100 = await fillUp(testApp, admin, vehicle.id, {
    date: '2026-11-04',
    litres: 45.5,
    cost: 7280,
    odometer: 1400,
  });
  const bothTimes10 = await fillUp(testApp, admin, vehicle.id, {
    date: '2026-11-06',
    litres: 455,
    cost: 728,
    odometer: 1800,
  });
  const cheaper = await fillUp(testApp, admin, vehicle.id, {
    date: '2026-11-08',
    litres: 40,
    cost: 60,
    odometer: 2200,
  });
  // The test file's other fill-ups are of other vehicles.
  const listed = async (query: string) => {
    const response = await testApp.request(admin, {
      method: 'GET',
      url: `/api/fuel_entries?vehicle_id=${vehicle.id}${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { id: number }[]).map((entry) => entry.id);
  };
  return { listed, right, costTimes100, bothTimes10, cheaper };
}

describe('GET api/fuel_entries sorted', () => {
  it('puts a cost stored a hundred times too large first by cost per litre, highest first; equal prices newest first', async () => {
    const { listed, right, costTimes100, bothTimes10, cheaper } = await fillUps();
    expect(await listed('&sort=cost_per_litre&sortDir=desc')).toEqual([costTimes100, bothTimes10, right, cheaper]);
    expect(await listed('&sort=cost_per_litre&sortDir=asc')).toEqual([cheaper, right, bothTimes10, costTimes100]);
  });

  it('puts litres stored ten times too large first by litres, and sorts by cost', async () => {
    const { listed, right, costTimes100, bothTimes10, cheaper } = await fillUps();
    expect(await listed('&sort=litres&sortDir=desc')).toEqual([bothTimes10, costTimes100, right, cheaper]);
    expect(await listed('&sort=cost&sortDir=asc')).toEqual([cheaper, right, bothTimes10, costTimes100]);
  });

  it('lists newest first when no sort is asked for, and by date oldest first when asked', async () => {
    const { listed, right, costTimes100, bothTimes10, cheaper } = await fillUps();
    expect(await listed('')).toEqual([cheaper, bothTimes10, costTimes100, right]);
    expect(await listed('&sort=date&sortDir=asc')).toEqual([right, costTimes100, bothTimes10, cheaper]);
  });

  it('refuses a column it does not sort by with 422 and the columns it does', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, { method: 'GET', url: '/api/fuel_entries?sort=odometer' });
    const message = sortInvalidMessage(['date', 'litres', 'cost', 'cost_per_litre']);
    expect([response.statusCode, response.json()]).toEqual([422, { message, errors: { sort: [message] } }]);
  });
});
