import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicleMessages } from '@fleet-ops/shared';
import { vehicles } from '../../../src/db/schema/index.js';
import { useTestApp } from '../../support/test-app.js';
import { vehicleFormPayload } from '../vehicles/test-support.js';

const testApp = useTestApp();

const storedWeight = async (id: number) =>
  (await testApp.context.db.select({ kg: vehicles.grossWeightKg }).from(vehicles).where(eq(vehicles.id, id)))[0]?.kg;

describe('the vehicle form’s gross weight rating', () => {
  it('is stored, kept when left out of a save, and cleared when blank', async () => {
    const admin = await testApp.createUser('admin');
    const form = vehicleFormPayload({ gross_weight_kg: '11,800' });
    const created = await testApp.request(admin, { method: 'POST', url: '/api/vehicles', payload: form });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data.gross_weight_kg).toBe(11_800);

    const { gross_weight_kg: _left, ...withoutWeight } = form;
    const kept = await testApp.request(admin, { method: 'PUT', url: `/api/vehicles/${id}`, payload: withoutWeight });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await storedWeight(id)).toBe(11_800);

    const cleared = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/vehicles/${id}`,
      payload: { ...form, gross_weight_kg: '' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(await storedWeight(id)).toBeNull();
  });

  it('refuses a weight that is not a whole number of kg from 1 to 200,000', async () => {
    const admin = await testApp.createUser('admin');
    for (const weight of [0, 200_001, 4500.5, 'heavy']) {
      const response = await testApp.request(admin, {
        method: 'POST',
        url: '/api/vehicles',
        payload: vehicleFormPayload({ gross_weight_kg: weight }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.gross_weight_kg).toEqual([vehicleMessages.grossWeightInvalid]);
    }
  });
});
