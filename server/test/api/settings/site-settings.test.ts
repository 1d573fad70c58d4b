import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteSettingsMessages } from '@fleet-ops/shared';
import { auditLog, siteSettings } from '../../../src/db/schema/index.js';
import { forbiddenMessage } from '../../../src/plugins/authentication.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp();

const read = (user: TestUser | undefined) => testApp.request(user, { method: 'GET', url: '/api/site_settings' });
const save = (user: TestUser, payload: Record<string, unknown>) =>
  testApp.request(user, { method: 'PUT', url: '/api/site_settings', payload });

describe('GET api/site_settings', () => {
  it('gives every signed-in role the defaults until an admin changes them', async () => {
    const driver = await testApp.createUser('driver');
    const response = await read(driver);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        quick_check_seconds: 60,
        require_every_item: false,
        digest_time: '06:00',
        shift_starts: ['06:00', '18:00'],
      },
      message: 'OK',
    });
    expect((await read(undefined)).statusCode).toBe(401);
  });
});

describe('PUT api/site_settings', () => {
  it('saves both settings, answers them, and audits the change', async () => {
    const admin = await testApp.createUser('admin');

    const response = await save(admin, { quick_check_seconds: 90, require_every_item: true });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        quick_check_seconds: 90,
        require_every_item: true,
        digest_time: '06:00',
        shift_starts: ['06:00', '18:00'],
      },
      message: siteSettingsMessages.saved,
    });
    expect((await read(admin)).json().data).toEqual({
      quick_check_seconds: 90,
      require_every_item: true,
      digest_time: '06:00',
      shift_starts: ['06:00', '18:00'],
    });
    const rows = await testApp.context.db.select().from(siteSettings).orderBy(siteSettings.key);
    expect(rows.map((row) => [row.key, row.value, row.updatedBy])).toEqual([
      ['digest_time', '06:00', admin.id],
      ['quick_check_seconds', 90, admin.id],
      ['require_every_item', true, admin.id],
      ['shift_starts', ['06:00', '18:00'], admin.id],
    ]);
    const [audit] = await testApp.context.db.select().from(auditLog).where(eq(auditLog.entity, 'site_settings'));
    expect(audit).toMatchObject({ actorId: admin.id, action: 'update' });
    expect(audit!.changes).toEqual({
      quick_check_seconds: { before: 60, after: 90 },
      require_every_item: { before: false, after: true },
    });
  });

  it('puts a setting left out back to its default, and takes form-data text values', async () => {
    const admin = await testApp.createUser('admin');
    await save(admin, { quick_check_seconds: 90, require_every_item: true });
    const response = await save(admin, { quick_check_seconds: '0' });
    expect(response.json().data).toEqual({
      quick_check_seconds: 0,
      require_every_item: false,
      digest_time: '06:00',
      shift_starts: ['06:00', '18:00'],
    });
  });

  it('refuses a threshold outside 0 to 3600 seconds or a setting that is not a boolean', async () => {
    const admin = await testApp.createUser('admin');
    for (const quick of [-1, 3601, 1.5, 'soon']) {
      const response = await save(admin, { quick_check_seconds: quick, require_every_item: 'maybe' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        quick_check_seconds: [siteSettingsMessages.quickCheckInvalid],
        require_every_item: [siteSettingsMessages.requireEveryItemInvalid],
      });
    }
  });

  it('saves the digest time, trimmed, and refuses one that is not a time of day', async () => {
    const admin = await testApp.createUser('admin');
    expect((await save(admin, { digest_time: ' 07:45 ' })).json().data.digest_time).toBe('07:45');
    for (const time of ['24:00', '7:45', '06:60', 'dawn', '', 645]) {
      const response = await save(admin, { digest_time: time });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ digest_time: [siteSettingsMessages.digestTimeInvalid] });
    }
    expect((await read(admin)).json().data.digest_time).toBe('07:45');
  });

  it('saves the shift start times in order of the day, and refuses none, more than six, twins or a bad time', async () => {
    const admin = await testApp.createUser('admin');
    const saved = await save(admin, { shift_starts: ['19:00', ' 07:00 '] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.shift_starts).toEqual(['07:00', '19:00']);
    const refused = [[], ['06:00', '06:00'], ['06:00', '25:00'], '06:00', ['1', '2', '3', '4', '5', '6', '7']];
    for (const shiftStarts of refused) {
      const response = await save(admin, { shift_starts: shiftStarts });
      expect(response.statusCode).toBe(422);
      expect(Object.values(response.json().errors).flat()).toContain(siteSettingsMessages.shiftStartsInvalid);
    }
    expect((await read(admin)).json().data.shift_starts).toEqual(['07:00', '19:00']);
  });

  it('is for admins only', async () => {
    for (const role of ['supervisor', 'driver'] as const) {
      const response = await save(await testApp.createUser(role), { quick_check_seconds: 5 });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(forbiddenMessage);
    }
  });
});
