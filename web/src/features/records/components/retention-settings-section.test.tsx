import { fireEvent, screen, waitFor } from '@testing-library/react';
import { retentionMessages } from '@fleet-ops/shared';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { RetentionSettingsSection } from './retention-settings-section';

const slow = { timeout: 10_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const minimums = { checklist_months: 6, repair_months: 12, maintenance_months: 24, disposed_months: 12 };
let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input) === '/api/retention_periods' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as typeof minimums;
      if (body.maintenance_months < 24) {
        return json(
          {
            message: 'The given data was invalid.',
            errors: { maintenance_months: [retentionMessages.maintenanceTooShort] },
          },
          422,
        );
      }
      return json({ data: body, message: retentionMessages.saved });
    }
    if (String(input) === '/api/retention_periods') return json({ data: minimums, message: 'OK' });
    return json({ message: 'Not mocked' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('RetentionSettingsSection', { timeout: 30_000 }, () => {
  it('shows each period with its legal minimum and saves a longer one', async () => {
    renderWithProviders(<RetentionSettingsSection />);
    const maintenance = await screen.findByRole('textbox', { name: /Maintenance records/ }, slow);
    expect(maintenance).toHaveProperty('value', '24');
    expect(screen.getByText('Legal minimum: 24 months')).toBeTruthy();
    fireEvent.change(maintenance, { target: { value: '36' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1), slow);
    expect(JSON.parse(String(puts()[0]![1]!.body))).toEqual({ ...minimums, maintenance_months: 36 });
    expect(screen.getByRole('textbox', { name: /Maintenance records/ })).toHaveProperty('value', '36');
  });

  it('refuses a period below the legal minimum under its field, before asking the server', async () => {
    renderWithProviders(<RetentionSettingsSection />);
    const checks = await screen.findByRole('textbox', { name: /Circle checks/ }, slow);
    fireEvent.change(checks, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(retentionMessages.checklistsTooShort, {}, slow)).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });
});
