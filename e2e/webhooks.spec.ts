import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, signIn, test } from './support/fixtures.js';

/** A receiving system on this machine: keeps what it is sent, answers 200. */
async function startReceiver() {
  const received: { signature: string; body: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ signature: String(request.headers['fleet-ops-signature']), body });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fleet-events`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('an admin registers a webhook on Settings, keeps its secret, and sees a signed ping delivered', async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    await signIn(page, 'admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'New webhook' }).click();
    const form = page.getByRole('dialog', { name: 'New webhook' });
    await form.getByRole('textbox', { name: /Name/ }).fill('E2E receiver');
    await form.getByRole('textbox', { name: /URL/ }).fill(receiver.url);
    await form.getByRole('checkbox', { name: 'Defect opened' }).check();
    await form.getByRole('button', { name: 'Create webhook' }).click();

    const secret = (await page.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Done' }).click();

    const row = page.getByRole('table', { name: 'Webhooks' }).getByRole('row', { name: /E2E receiver/ });
    await row.getByRole('button', { name: 'Actions for E2E receiver' }).click();
    await page.getByRole('menuitem', { name: 'Send a test ping' }).click();

    const log = page.getByRole('dialog', { name: 'Deliveries to E2E receiver' });
    const ping = log.getByRole('row', { name: /Test ping/ });
    await expect(ping).toContainText('Delivered');
    await expect(ping).toContainText('200');
    expect(receiver.received).toHaveLength(1);
    const [{ signature, body }] = receiver.received as [{ signature: string; body: string }];
    const t = /t=(\d+)/.exec(signature)![1];
    expect(signature).toBe(`t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`);
    expect(JSON.parse(body)).toMatchObject({ event: 'ping', data: { name: 'E2E receiver' } });
  } finally {
    await receiver.close();
  }
});
