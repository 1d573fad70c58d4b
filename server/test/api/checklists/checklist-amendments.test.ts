import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checklistRecordMessages } from '@fleet-ops/shared';
import { auditLog, checklistAmendments } from '../../../src/db/schema/index.js';
import { forbiddenMessage } from '../../../src/plugins/authentication.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { checklistFields, driverWithVehicle, submitChecklist } from './checklist-fixtures.js';

const testApp = useTestApp();

const amend = (user: TestUser, id: number, payload: Record<string, unknown>) =>
  testApp.request(user, { method: 'POST', url: `/api/checklist/${id}/amendments`, payload });

async function submitted() {
  const admin = await testApp.createUser('admin', { firstName: 'Ada', lastName: 'Admin' });
  const crew = await driverWithVehicle(testApp, admin, { supervisor: 'Sam Super' });
  const response = await submitChecklist(testApp, crew.session, checklistFields(crew.vehicle, crew.driver.name));
  return { admin, crew, id: response.json().data.id as number };
}

describe('POST api/checklist/{id}/amendments', () => {
  it('lets the driver who submitted it add a correction, kept with their name, shown in the detail and audited', async () => {
    const { crew, id } = await submitted();

    const response = await amend(crew.session, id, { reason: 'Wrong odometer', correction: 'ODM Read was 1550.' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: checklistRecordMessages.amendmentAdded,
      data: {
        id: expect.any(Number),
        author_name: crew.driver.name,
        reason: 'Wrong odometer',
        correction: 'ODM Read was 1550.',
        created_at: '2026-11-18 11:30:00',
      },
    });
    const detail = await testApp.request(crew.session, { method: 'GET', url: `/api/checklist/${id}` });
    expect(detail.json().data.amendments).toEqual([response.json().data]);
    // The checklist itself is unchanged.
    expect(detail.json().data.last_odm_read).toBe(1500);
    const [audit] = await testApp.context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'amend'))
      .orderBy(auditLog.id);
    expect(audit).toMatchObject({ actorId: crew.session.id, entity: 'checklist', entityId: String(id) });
  });

  it('lets an admin amend any checklist', async () => {
    const { admin, id } = await submitted();
    const response = await amend(admin, id, { reason: 'Typo', correction: 'Place was the north gate.' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.author_name).toBe('Ada Admin');
  });

  it('refuses anyone else who may read it (403), and answers 404 to one who may not', async () => {
    const { id } = await submitted();
    const supervisor = await testApp.createUser('supervisor', { firstName: 'Sam', lastName: 'Super' });
    const refused = await amend(supervisor, id, { reason: 'Why', correction: 'What' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(forbiddenMessage);
    const stranger = await testApp.createUser('driver');
    expect((await amend(stranger, id, { reason: 'Why', correction: 'What' })).statusCode).toBe(404);
    const stored = await testApp.context.db
      .select()
      .from(checklistAmendments)
      .where(eq(checklistAmendments.checklistId, id));
    expect(stored).toEqual([]);
  });

  it('asks for a reason and a correction', async () => {
    const { admin, id } = await submitted();
    const response = await amend(admin, id, { reason: ' ', correction: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      reason: [checklistRecordMessages.reasonRequired],
      correction: [checklistRecordMessages.correctionRequired],
    });
  });

  it('offers no route to edit a checklist', async () => {
    const { admin, id } = await submitted();
    const response = await testApp.request(admin, { method: 'PUT', url: `/api/checklist/${id}`, payload: {} });
    expect(response.statusCode).toBe(404);
  });
});
