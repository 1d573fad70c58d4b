import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Webhook, WebhookDelivery } from '@fleet-ops/shared';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { WebhooksSection } from './webhooks-section';

const slow = { timeout: 10_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const privateMessage =
  'This address is on a private, loopback or link-local network, which webhooks may not reach. Use a public address.';
const hook: Webhook = {
  id: 3,
  name: 'Maintenance system',
  url: 'https://erp.example.com/fleet-events',
  events: ['defect.opened'],
  enabled: true,
  created_at: '2026-11-18 11:30:00',
  updated_at: '2026-11-18 11:30:00',
  last_delivery_status: 'failed',
  last_delivery_at: '2026-11-18 11:31:00',
};
const failed: WebhookDelivery = {
  id: 9,
  webhook_id: 3,
  event: 'defect.opened',
  status: 'failed',
  attempts: 7,
  last_status_code: 503,
  last_error: null,
  next_attempt_at: null,
  created_at: '2026-11-18 11:31:00',
  delivered_at: null,
};
let fetchMock: Mock<typeof fetch>;
let delivery: WebhookDelivery;

beforeEach(() => {
  delivery = failed;
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === '/api/webhooks' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { name: string; url: string; events: string[] };
      if (body.url.includes('10.0.0.5')) {
        return json({ message: privateMessage, errors: { url: [privateMessage] } }, 422);
      }
      const created = { ...hook, id: 4, name: body.name, url: body.url, events: body.events };
      return json(
        {
          data: { ...created, secret: 'whsec_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' },
          message: 'The webhook has been created. Copy its secret now: it is not shown again.',
        },
        201,
      );
    }
    if (url === '/api/webhooks') return json({ data: [hook], message: 'OK' });
    if (url === '/api/customization/webhooks') return json({ data: null, message: 'OK' });
    if (/^\/api\/webhooks\/[0-9a-f]{6}\/export$/.test(url)) return new Response('ID\r\n', { status: 200 });
    if (url.startsWith('/api/webhooks/3/deliveries?')) {
      return json({ data: [delivery], message: 'OK', total: 1, per_page: 10, current_page: 1, last_page: 1 });
    }
    if (url === '/api/webhooks/3/deliveries/9/resend' && init?.method === 'POST') {
      delivery = { ...failed, status: 'pending', attempts: 0, next_attempt_at: '2026-11-18 12:00:00' };
      return json({ data: delivery, message: 'The delivery will be sent again now.' }, 202);
    }
    return json({ message: 'Not mocked' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

const posts = () =>
  fetchMock.mock.calls.filter(([input, init]) => init?.method === 'POST' && String(input) === '/api/webhooks');

async function fillNewWebhook(url: string) {
  fireEvent.click(screen.getByRole('button', { name: 'New webhook' }));
  const dialog = await screen.findByRole('dialog', { name: 'New webhook' }, slow);
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'ERP' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /URL/ }), { target: { value: url } });
  return dialog;
}

describe('WebhooksSection', { timeout: 30_000 }, () => {
  it('lists the hooks with their events and last delivery', async () => {
    renderWithProviders(<WebhooksSection />);
    await screen.findByRole('cell', { name: 'Maintenance system' }, slow);
    expect(screen.getByRole('cell', { name: 'Defect opened' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: /^Failed, / })).toBeTruthy();
  });

  it('asks for an event before sending, then creates the hook and shows its secret once', async () => {
    renderWithProviders(<WebhooksSection />);
    await screen.findByRole('cell', { name: 'Maintenance system' }, slow);
    const dialog = await fillNewWebhook('https://erp.example.com/hooks');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create webhook' }));
    expect(await within(dialog).findByText('Choose at least one event.')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Checklist submitted' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Vehicle out of service' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create webhook' }));

    const secret = await screen.findByTestId('webhook-secret', {}, slow);
    expect(secret.textContent).toBe('whsec_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    expect(JSON.parse(String(posts()[0]![1]!.body))).toEqual({
      name: 'ERP',
      url: 'https://erp.example.com/hooks',
      events: ['checklist.submitted', 'vehicle.out_of_service'],
      enabled: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull(), slow);
  });

  it('shows the server’s refusal of a private address on the URL field', async () => {
    renderWithProviders(<WebhooksSection />);
    await screen.findByRole('cell', { name: 'Maintenance system' }, slow);
    const dialog = await fillNewWebhook('http://10.0.0.5/hooks');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Defect opened' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create webhook' }));

    const field = within(dialog).getByRole('textbox', { name: /URL/ });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'), slow);
    expect(within(dialog).getAllByText(privateMessage).length).toBeGreaterThan(0);
  });

  it('shows a hook’s delivery log and resends a failed delivery', async () => {
    renderWithProviders(<WebhooksSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Maintenance system' }, slow));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delivery log' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Deliveries to Maintenance system' }, slow);
    await within(dialog).findByRole('cell', { name: '503' }, slow);
    expect(within(dialog).getByText('Failed')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend delivery 9' }));

    await within(dialog).findByText('Pending', {}, slow);
    expect(within(dialog).getByRole('cell', { name: '0' })).toBeTruthy();
  });

  it('exports every hook as a dated CSV file', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:webhooks');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithProviders(<WebhooksSection />);
    await screen.findByRole('button', { name: 'Actions for Maintenance system' }, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^webhooks-\d{4}-\d{2}-\d{2}\.csv$/)]), slow);
  });
});
