import { describe, expect, it } from 'vitest';
import { recordAudit } from '../../../src/lib/audit.js';
import { useTestApp } from '../../support/test-app.js';

const testApp = useTestApp();

describe('recordAudit', () => {
  it('keeps only the fields that changed, with their old and new values', async () => {
    const admin = await testApp.createUser('admin');
    await recordAudit(testApp.context.db, {
      actorId: admin.id,
      action: 'update',
      entity: 'vehicle',
      entityId: 42,
      before: { color: 'white', mine: 'yes', password_hash: 'x' },
      after: { color: 'red', mine: 'yes', password_hash: 'y' },
    });
    const response = await testApp.request(admin, { method: 'GET', url: '/api/audit?entity=vehicle&entity_id=42' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        actor_name: expect.stringMatching(/^Admin Number\d+$/),
        action: 'update',
        entity: 'vehicle',
        entity_id: '42',
        changes: { color: { before: 'white', after: 'red' } },
      }),
    ]);
  });

  it('is written or rolled back together with the change it describes', async () => {
    const admin = await testApp.createUser('admin');
    await expect(
      testApp.context.db.transaction(async (transaction) => {
        await recordAudit(transaction, {
          actorId: admin.id,
          action: 'delete',
          entity: 'kit',
          entityId: 7,
          before: { type: 'type_1' },
        });
        throw new Error('the change itself failed');
      }),
    ).rejects.toThrow('the change itself failed');
    const response = await testApp.request(admin, { method: 'GET', url: '/api/audit?entity=kit' });
    expect(response.json().data).toEqual([]);
  });
});

describe('GET api/audit', () => {
  it('is for admins only', async () => {
    const supervisor = await testApp.createUser('supervisor');
    const response = await testApp.request(supervisor, { method: 'GET', url: '/api/audit' });
    expect(response.statusCode).toBe(403);
  });
});
