import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { useTestApp } from '../../support/test-app.js';
import { useReceiver, verifiedTime } from './receiver.js';

/** The server as it runs: the scheduler on, so an event is sent right after its change commits. */
const testApp = useTestApp({ webhooks: { allowPrivateAddresses: true } });
const receiver = useReceiver();
let running: FastifyInstance | undefined;

afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe('the webhook sender of a running server', () => {
  it('sends a ping as soon as it is queued, without waiting for the sweep', async () => {
    running = await buildApp(testApp.context, { scheduler: true });
    await running.ready();
    const admin = await testApp.createUser('admin');
    const created = await testApp.request(admin, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { name: 'Chat', url: receiver.url, events: ['defect.opened'] },
    });
    const hook = created.json().data as { id: number; secret: string };
    const arrived = receiver.nextRequest();

    const ping = await testApp.request(admin, { method: 'POST', url: `/api/webhooks/${hook.id}/ping` });
    expect(ping.statusCode).toBe(202);

    const sent = await arrived;
    expect(JSON.parse(sent.body)).toMatchObject({ event: 'ping', data: { webhook_id: hook.id } });
    expect(verifiedTime(hook.secret, sent)).not.toBeNull();
  });
});
