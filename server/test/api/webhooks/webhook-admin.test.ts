import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, vehicles, webhookDeliveries, webhooks } from '../../../src/db/schema/index.js';
import { queueExpiringDocuments } from '../../../src/features/jobs/index.js';
import { sendDueWebhooks } from '../../../src/features/webhooks/index.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { csvFileRows } from '../../support/file-download.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { useReceiver, verifiedTime } from './receiver.js';

const testApp = useTestApp({ webhooks: { allowPrivateAddresses: true } });
const receiver = useReceiver();

afterEach(async () => {
  await testApp.context.db.delete(webhooks);
  receiver.clear();
});

function createHook(admin: TestUser, payload: Record<string, unknown>) {
  return testApp.request(admin, { method: 'POST', url: '/api/webhooks', payload });
}

async function hookFor(admin: TestUser, events: string[]) {
  const response = await createHook(admin, { name: 'ERP', url: receiver.url, events });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; secret: string };
}

describe('GET api/webhooks/:code/export', () => {
  it('downloads every hook, newest first, in the reader’s language and without the secrets', async () => {
    testApp.setNow('2026-11-18T15:00:00Z');
    const admin = await testApp.createUser('admin');
    const erp = await hookFor(admin, ['checklist.submitted', 'defect.opened']);
    const bi = await hookFor(admin, ['vehicle.out_of_service']);
    await testApp.request(admin, {
      method: 'PUT',
      url: `/api/webhooks/${bi.id}`,
      payload: { name: 'BI', url: receiver.url, events: ['vehicle.out_of_service'], enabled: false },
    });

    const response = await testApp.request(admin, {
      method: 'GET',
      url: '/api/webhooks/a1b2c3/export',
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(csvFileRows(response, 'fr', 'webhooks-2026-11-18.csv')).toEqual([
      ['N°', 'Nom', 'URL', 'Événements', 'Activé', 'Créé', 'Dernier envoi', 'État du dernier envoi'],
      [String(bi.id), 'BI', receiver.url, 'vehicle.out_of_service', 'Non', '2026-11-18 11:30:00', '', ''],
      [String(erp.id), 'ERP', receiver.url, 'checklist.submitted, defect.opened', 'Oui', '2026-11-18 11:30:00', '', ''],
    ]);
    expect(response.body).not.toContain(erp.secret);
  });
});

describe('webhooks for admins', () => {
  it('registers a hook, shows its secret once, lists it without the secret, and audits it without the secret', async () => {
    testApp.setNow('2026-11-18T15:00:00Z');
    const admin = await testApp.createUser('admin');
    const response = await createHook(admin, {
      name: '  Payroll  ',
      url: receiver.url,
      events: ['defect.opened', 'checklist.submitted', 'defect.opened'],
    });

    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      message: 'The webhook has been created. Copy its secret now: it is not shown again.',
      data: {
        id: expect.any(Number),
        name: 'Payroll',
        url: receiver.url,
        events: ['checklist.submitted', 'defect.opened'],
        enabled: true,
        created_at: '2026-11-18 11:30:00',
        updated_at: '2026-11-18 11:30:00',
        last_delivery_status: null,
        last_delivery_at: null,
        secret: expect.stringMatching(/^whsec_/),
      },
    });
    const list = await testApp.request(admin, { method: 'GET', url: '/api/webhooks' });
    const { secret: _secret, ...shown } = created.data;
    expect(list.json().data).toEqual([shown]);
    const [audit] = await testApp.context.db.select().from(auditLog).where(eq(auditLog.entity, 'webhook'));
    expect(JSON.stringify(audit)).not.toContain(created.data.secret);
  });

  it('refuses a hook without a name, URL or events, with field messages, and stores nothing', async () => {
    const admin = await testApp.createUser('admin');
    const response = await createHook(admin, { name: ' ', url: '', events: [] });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['Give the webhook a name.'],
      url: ['Enter the URL to send events to.'],
      events: ['Choose at least one event.'],
    });
    const unknownEvent = await createHook(admin, { name: 'ERP', url: receiver.url, events: ['vehicle.sold'] });
    expect(unknownEvent.json().errors).toEqual({ 'events.0': ['Choose events from the list.'] });
    expect(await testApp.context.db.select().from(webhooks)).toEqual([]);
  });

  it('is for admins only', async () => {
    const supervisor = await testApp.createUser('supervisor');
    const response = await createHook(supervisor, { name: 'Mine', url: receiver.url, events: ['defect.opened'] });
    expect(response.statusCode).toBe(403);
    expect((await testApp.request(supervisor, { method: 'GET', url: '/api/webhooks' })).statusCode).toBe(403);
  });

  it('changes a hook, turns it off (a ping is then refused), and deletes it with its log', async () => {
    testApp.setNow('2026-11-18T16:00:00Z');
    const admin = await testApp.createUser('admin');
    const hook = await hookFor(admin, ['defect.opened']);
    const ping = await testApp.request(admin, { method: 'POST', url: `/api/webhooks/${hook.id}/ping` });
    expect(ping.statusCode).toBe(202);

    const changed = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/webhooks/${hook.id}`,
      payload: { name: 'ERP (paused)', url: receiver.url, events: ['document.expiring'], enabled: false },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'The webhook has been saved.',
      data: { name: 'ERP (paused)', events: ['document.expiring'], enabled: false, last_delivery_status: null },
    });
    expect(changed.json().data.secret).toBeUndefined();
    expect(await sendDueWebhooks(testApp.context)).toBe(0);
    const refused = await testApp.request(admin, { method: 'POST', url: `/api/webhooks/${hook.id}/ping` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This webhook is turned off. Turn it on first.');

    const deleted = await testApp.request(admin, { method: 'DELETE', url: `/api/webhooks/${hook.id}` });
    expect(deleted.json()).toEqual({ message: 'The webhook has been deleted.' });
    expect(
      await testApp.context.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.id)),
    ).toEqual([]);
    const again = await testApp.request(admin, { method: 'DELETE', url: `/api/webhooks/${hook.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Webhook not found.');
  });

  it('sends a ping signed with the secret, and after a rotation signs with the new secret only', async () => {
    testApp.setNow('2026-11-18T17:00:00Z');
    const admin = await testApp.createUser('admin');
    const hook = await hookFor(admin, ['defect.opened']);
    await testApp.request(admin, { method: 'POST', url: `/api/webhooks/${hook.id}/ping` });
    await sendDueWebhooks(testApp.context);

    const rotated = await testApp.request(admin, { method: 'POST', url: `/api/webhooks/${hook.id}/rotate_secret` });
    expect(rotated.statusCode).toBe(200);
    const newSecret = rotated.json().data.secret as string;
    expect(newSecret).not.toBe(hook.secret);
    await testApp.request(admin, { method: 'POST', url: `/api/webhooks/${hook.id}/ping` });
    await sendDueWebhooks(testApp.context);

    const [first, second] = receiver.received;
    expect(JSON.parse(first!.body)).toMatchObject({ event: 'ping', data: { webhook_id: hook.id, name: 'ERP' } });
    expect(verifiedTime(hook.secret, first!)).not.toBeNull();
    expect(verifiedTime(hook.secret, second!)).toBeNull();
    expect(verifiedTime(newSecret, second!)).not.toBeNull();
    const list = await testApp.request(admin, { method: 'GET', url: '/api/webhooks' });
    expect(list.json().data[0]).toMatchObject({
      last_delivery_status: 'delivered',
      last_delivery_at: '2026-11-18 13:30:00',
    });
  });

  it('pages the delivery log newest first', async () => {
    const admin = await testApp.createUser('admin');
    const hook = await hookFor(admin, ['defect.opened']);
    for (let count = 0; count < 3; count += 1) {
      await testApp.request(admin, { method: 'POST', url: `/api/webhooks/${hook.id}/ping` });
    }
    const page = await testApp.request(admin, {
      method: 'GET',
      url: `/api/webhooks/${hook.id}/deliveries?page=2&per_page=2`,
    });

    expect(page.json()).toMatchObject({ total: 3, per_page: 2, current_page: 2, last_page: 2 });
    const all = await testApp.request(admin, { method: 'GET', url: `/api/webhooks/${hook.id}/deliveries` });
    const ids = (all.json().data as { id: number }[]).map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.json().data.map((row: { id: number }) => row.id)).toEqual([ids[2]]);
  });

  it('tells a document reaching 30, 7 or 0 days left once a day, however often the daily job runs', async () => {
    testApp.setNow('2026-11-18T15:00:00Z');
    const admin = await testApp.createUser('admin');
    await hookFor(admin, ['document.expiring']);
    const vehicle = await insertVehicle(testApp);
    await testApp.context.db.update(vehicles).set({ regExpiry: '2026-11-25' }).where(eq(vehicles.id, vehicle.id));

    expect(await queueExpiringDocuments(testApp.context)).toBe(1);
    expect(await queueExpiringDocuments(testApp.context)).toBe(0);
    await sendDueWebhooks(testApp.context);

    expect(receiver.received.map((sent) => JSON.parse(sent.body))).toEqual([
      {
        id: expect.any(String),
        event: 'document.expiring',
        occurred_at: '2026-11-18T15:00:00.000Z',
        data: {
          kind: 'registration',
          subject: vehicle.equipmentNumber,
          vehicle_id: vehicle.id,
          driver_id: null,
          record_id: null,
          owner: vehicle.equipmentNumber,
          due_on: '2026-11-25',
          days_left: 7,
        },
      },
    ]);
    testApp.setNow('2026-11-19T15:00:00Z');
    expect(await queueExpiringDocuments(testApp.context)).toBe(0);
  });
});
