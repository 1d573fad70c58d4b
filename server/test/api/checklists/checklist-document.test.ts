import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checklistMessages } from '@fleet-ops/shared';
import { checklists } from '../../../src/db/schema/index.js';
import { requestBodyValidator } from '../../support/answer-validation.js';
import { useTestApp } from '../../support/test-app.js';
import { driverWithVehicle } from './checklist-fixtures.js';

const testApp = useTestApp();

async function servedDocument() {
  const response = await testApp.request(undefined, { method: 'GET', url: '/api/docs/json' });
  return response.json() as {
    paths: Record<string, { post: { requestBody: { content: Record<string, { schema: Record<string, unknown> }> } } }>;
  };
}

describe('the document of POST api/checklist says which items a checklist holds', () => {
  it('describes the answers as one to 60 items, the vehicle’s own, read from GET api/vehicles/equipment_items', async () => {
    const { content } = (await servedDocument()).paths['/api/checklist']!.post.requestBody;
    for (const type of ['application/json', 'multipart/form-data']) {
      const answers = (content[type]!.schema.properties as Record<string, Record<string, unknown>>).checklist!;
      expect(answers).toMatchObject({ type: 'object', minProperties: 1, maxProperties: 60 });
      expect(answers.description).toContain('`GET /api/vehicles/equipment_items?equipment_number=…`');
      expect(answers.description).toContain("exactly the vehicle's items, none left out and none added");
    }
  });

  it('calls a checklist of the items the vehicle’s lookup names valid, and the server keeps it', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    const validate = requestBodyValidator(await servedDocument(), 'post', '/api/checklist');
    const lookup = await testApp.request(session, {
      method: 'GET',
      url: `/api/vehicles/equipment_items?equipment_number=${vehicle.equipmentNumber}`,
    });
    const items = lookup.json().data.equipment_items as string[];
    const body = {
      equipment_number: vehicle.equipmentNumber,
      vehicle_type: vehicle.vehicleType,
      operator: driver.name,
      date_to_added: '2026-11-18',
      odm_read: 1500,
      checklist: Object.fromEntries(items.map((item) => [item, 'yes'])),
    };

    expect(validate(body)).toBe(true);
    const response = await testApp.request(session, { method: 'POST', url: '/api/checklist', payload: body });
    expect(response.statusCode).toBe(201);
    const [stored] = await testApp.context.db.select().from(checklists).where(eq(checklists.vehicleId, vehicle.id));
    expect(stored!.items.map((answer) => answer.item)).toEqual(items);
  });

  it('calls a checklist without answers invalid, and the server refuses it', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    const validate = requestBodyValidator(await servedDocument(), 'post', '/api/checklist');
    const body = {
      equipment_number: vehicle.equipmentNumber,
      vehicle_type: vehicle.vehicleType,
      operator: driver.name,
      date_to_added: '2026-11-18',
      odm_read: 1500,
      checklist: {},
    };

    expect(validate(body)).toBe(false);
    expect(validate.errors).toMatchObject([{ instancePath: '/checklist', keyword: 'minProperties' }]);
    const response = await testApp.request(session, { method: 'POST', url: '/api/checklist', payload: body });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ checklist: [checklistMessages.noItems] });
    expect(await testApp.context.db.select().from(checklists).where(eq(checklists.vehicleId, vehicle.id))).toEqual([]);
  });
});
