import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { retentionMessages } from '@fleet-ops/shared';
import { auditLog, siteSettings } from '../../../src/db/schema/index.js';
import { useTestApp } from '../../support/test-app.js';

const testApp = useTestApp();
const minimums = { checklist_months: 6, repair_months: 12, maintenance_months: 24, disposed_months: 12 };

describe('GET and PUT api/retention_periods', () => {
  it('answers the legal minimums while nobody changed them', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, { method: 'GET', url: '/api/retention_periods' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: minimums, message: 'OK' });
  });

  it('refuses a period shorter than the legal minimum with a 422 naming the minimum, and saves nothing', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, {
      method: 'PUT',
      url: '/api/retention_periods',
      payload: { checklist_months: 3, maintenance_months: 12, repair_months: 'many' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      checklist_months: ['Circle checks must be kept at least 6 months (the legal minimum).'],
      maintenance_months: ['Maintenance records must be kept at least 24 months (the legal minimum).'],
      repair_months: [retentionMessages.monthsInvalid],
    });
    const rows = await testApp.context.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, 'retention_checklists_months'));
    expect(rows).toEqual([]);
  });

  it('saves longer periods, audited, and a period left out goes back to its minimum', async () => {
    const admin = await testApp.createUser('admin');
    const saved = await testApp.request(admin, {
      method: 'PUT',
      url: '/api/retention_periods',
      payload: { checklist_months: '9', maintenance_months: 36 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      data: { ...minimums, checklist_months: 9, maintenance_months: 36 },
      message: retentionMessages.saved,
    });
    const [audit] = await testApp.context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'retention_periods'))
      .orderBy(auditLog.id);
    expect(audit).toMatchObject({ action: 'update', actorId: admin.id });

    const reset = await testApp.request(admin, { method: 'PUT', url: '/api/retention_periods', payload: {} });
    expect(reset.json().data).toEqual(minimums);
  });

  it('is for admins only', async () => {
    const supervisor = await testApp.createUser('supervisor');
    expect((await testApp.request(supervisor, { method: 'GET', url: '/api/retention_periods' })).statusCode).toBe(403);
    expect(
      (await testApp.request(supervisor, { method: 'PUT', url: '/api/retention_periods', payload: {} })).statusCode,
    ).toBe(403);
  });
});
