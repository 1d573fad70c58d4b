import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookDeliveries, webhooks } from '../../../src/db/schema/index.js';
import { sendDueWebhooks } from '../../../src/features/webhooks/index.js';
import { useTestApp } from '../../support/test-app.js';
import { useReceiver } from './receiver.js';

/** The setting left as it ships: WEBHOOKS_ALLOW_PRIVATE_ADDRESSES off. */
const testApp = useTestApp();
const receiver = useReceiver();

const privateMessage =
  'This address is on a private, loopback or link-local network, which webhooks may not reach. Use a public address.';

async function register(url: string) {
  const admin = await testApp.createUser('admin');
  return testApp.request(admin, {
    method: 'POST',
    url: '/api/webhooks',
    payload: { name: 'Somewhere', url, events: ['checklist.submitted'] },
  });
}

describe('the addresses webhooks may be sent to', () => {
  it.each([
    'http://127.0.0.1/hook',
    'http://10.0.0.5/hook',
    'http://172.20.1.1/hook',
    'http://192.168.1.10/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://100.64.0.1/hook',
    'http://0.0.0.0/hook',
    'http://[::1]/hook',
    'http://[fd12:3456::1]/hook',
    'http://[fe80::1]/hook',
    'http://[::ffff:10.0.0.5]/hook',
    'http://localhost:8080/hook',
    // IPv6 addresses that carry a refused IPv4 address: NAT64 (well-known and local-use prefixes),
    // 6to4, Teredo (the client's address with its bits flipped) and IPv4-compatible.
    'http://[64:ff9b::7f00:1]/',
    'http://[64:ff9b::169.254.169.254]/latest/meta-data',
    'http://[64:ff9b:1::a00:5]/hook',
    'http://[2002:7f00:1::]/',
    'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook',
    'http://[::127.0.0.1]/hook',
  ])('refuses %s with the setting off, and stores nothing', async (url) => {
    const response = await register(url);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: privateMessage, errors: { url: [privateMessage] } });
    expect(await testApp.context.db.select().from(webhooks).where(eq(webhooks.url, url))).toEqual([]);
  });

  it.each(['ftp://files.example.com/hook', 'file:///etc/passwd', 'javascript:alert(1)', 'hooks.example.com'])(
    'refuses %s: only http and https URLs',
    async (url) => {
      const response = await register(url);

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ url: ['Enter a full URL starting with http:// or https://.'] });
    },
  );

  // The second is the first through NAT64: a public IPv4 address carried in IPv6 is public too.
  it.each(['https://203.0.113.10/fleet-events', 'https://[64:ff9b::cb00:710a]/fleet-events'])(
    'accepts a public address: %s',
    async (url) => {
      const response = await register(url);

      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({ url, enabled: true });
    },
  );

  // Registered while the name pointed elsewhere (or the setting was on, or before NAT64, 6to4 and
  // the like were refused); now it names this machine.
  it.each(['localhost', '[64:ff9b::7f00:1]', '[2002:7f00:1::]'])(
    'refuses to send to %s, which reaches this machine, by the time of sending',
    async (host) => {
      testApp.setNow('2026-11-18T15:00:00Z');
      const admin = await testApp.createUser('admin');
      const [hook] = await testApp.context.db
        .insert(webhooks)
        .values({
          name: 'Moved',
          url: receiver.url.replace('127.0.0.1', host),
          events: ['checklist.submitted'],
          secret: 'whsec_test',
          createdBy: admin.id,
        })
        .returning();
      const ping = await testApp.request(admin, { method: 'POST', url: `/api/webhooks/${hook!.id}/ping` });
      expect(ping.statusCode).toBe(202);

      expect(await sendDueWebhooks(testApp.context)).toBe(1);

      expect(receiver.received).toEqual([]);
      const [delivery] = await testApp.context.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, hook!.id));
      expect(delivery).toMatchObject({
        event: 'ping',
        status: 'pending',
        attempts: 1,
        lastStatusCode: null,
        lastError: privateMessage,
        nextAttemptAt: new Date('2026-11-18T15:01:00Z'),
      });
    },
  );
});
