import { fireEvent, screen, within } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import type { OutboxEntry, QueuedDefectReport, SentEntry } from './offline-db';
import { OutboxPanel } from './outbox-panel';
import type { Outbox } from './use-outbox';

const refusedReport: QueuedDefectReport = {
  kind: 'defect_report',
  requestId: '44444444-4444-4444-8444-444444444444',
  owner: 'dan@example.com',
  token: 'token',
  request: { vehicle_id: 44, item: 'coupling', code: '1.A' },
  photos: [],
  label: 'T-44 · Kenworth · Coupling devices 1.A',
  queuedAt: '2026-11-18T10:00:00.000Z',
  state: 'refused',
  message: 'The vehicle is not yours to report.',
  attempts: 2,
};

const sent: SentEntry = {
  requestId: '55555555-5555-4555-8555-555555555555',
  owner: 'dan@example.com',
  label: 'T-45 · Ford F-150',
  kind: 'checklist',
  sentAt: '2026-11-18T11:30:00.000Z',
};

function showPanel(entries: OutboxEntry[], sentEntries: SentEntry[] = []) {
  const outbox = {
    entries,
    sent: sentEntries,
    remove: vi.fn(async () => undefined),
    dismissSent: vi.fn(async () => undefined),
    sendNow: vi.fn(async () => undefined),
  } as unknown as Outbox;
  renderWithProviders(
    <BrowserRouter>
      <OutboxPanel outbox={outbox} onFix={vi.fn()} />
    </BrowserRouter>,
  );
  return outbox;
}

describe("the phone's outbox", () => {
  it('sends the driver to Report a defect to fix a refused report, and asks before discarding it as a report', async () => {
    const outbox = showPanel([refusedReport]);
    const card = within(screen.getByRole('listitem', { name: refusedReport.label }));
    expect(card.getByRole('alert').textContent).toContain('The vehicle is not yours to report.');
    expect(card.getByRole('link', { name: 'Fix and resend' }).getAttribute('href')).toBe('/report-defect');

    fireEvent.click(card.getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this report?' });
    expect(dialog.textContent).toContain(
      'The report T-44 · Kenworth · Coupling devices 1.A will be deleted from this phone without being sent.',
    );
    expect(outbox.remove).not.toHaveBeenCalled();
  });

  it('says when each one reached the server, and lets the driver close that card', () => {
    const outbox = showPanel([], [sent]);
    const card = within(screen.getByRole('listitem', { name: sent.label }));
    expect(card.getByText(/^Sent Nov 18, 2026/)).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Close' }));
    expect(outbox.dismissSent).toHaveBeenCalledWith(sent.requestId);
  });
});
