import type { ChecklistDetail } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { RecordSection } from './record-section';

const slow = { timeout: 10_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const detail: ChecklistDetail = {
  id: 5,
  equipment_number: 'T-44',
  vehicle_type: 'Ford F-150',
  VIN_no: 'VIN',
  operator: 'Dan Driverson',
  date: '2026-11-18',
  last_odm_read: 12150,
  hour_read: null,
  oil_life: null,
  remarks: 'Tire cut.',
  has_issue: true,
  checklist_items: [{ item: 'tires', answer: 'no', severity: 'major', note: 'Front left' }],
  file: [],
  attachments: [],
  submitted_at: '2026-11-18 11:30:00',
  inspected_at: '2026-11-18 11:30:00',
  place: 'North gate',
  signed: true,
  statement_version: 'v2026-11',
  duration_seconds: 12,
  completed_quickly: true,
  license_plate_no: 'ABC 123',
  location_id: null,
  opened_at: '2026-11-18 11:29:48',
  signed_at: '2026-11-18 11:30:00',
  signature_url: null,
  signature_typed_name: null,
  amendments: [
    { id: 1, author_name: 'Ada Admin', reason: 'Typo', correction: 'Gate 2.', created_at: '2026-11-18 12:00:00' },
  ],
  may_amend: true,
  defects: [{ id: 3, item: 'tires', severity: 'major', status: 'open' }],
  valid_until: '2026-11-19 00:00:00',
  valid_now: true,
  countersignatures: [],
  may_countersign: false,
};

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  // jsdom has no font loading API; the autosizing text boxes listen to it.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { status: 'loaded', addEventListener: () => undefined, removeEventListener: () => undefined },
  });
  fetchMock = vi.fn<typeof fetch>(async (input, init) =>
    String(input) === '/api/checklist/5/amendments' && init?.method === 'POST'
      ? json(
          {
            data: { id: 2, author_name: 'Dan', reason: 'r', correction: 'c', created_at: '2026-11-18 12:10:00' },
            message: 'The amendment has been added.',
          },
          201,
        )
      : json({ message: 'Not mocked' }, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
});

describe('RecordSection', { timeout: 30_000 }, () => {
  it('shows the place, the quick flag, the defects and the amendments, and adds one', async () => {
    renderWithProviders(<RecordSection detail={detail} />);
    expect(screen.getByText('North gate')).toBeTruthy();
    expect(screen.getByText('Completed in 12 s')).toBeTruthy();
    expect(screen.queryByText('Not signed')).toBeNull();
    expect(screen.getByText('Tires (major): Open')).toBeTruthy();
    expect(screen.getByText('Reason: Typo')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add amendment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Give the reason for the amendment.', undefined, slow)).toBeTruthy();
    expect(screen.getByText('Describe the correction.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Wrong place' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Correction/ }), { target: { value: 'Gate 3.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true), slow);
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ reason: 'Wrong place', correction: 'Gate 3.' });
  });

  it('says a typed signature is one: "Signed by typing", the name and when', () => {
    renderWithProviders(<RecordSection detail={{ ...detail, signature_typed_name: 'Dan Driverson' }} />);
    expect(screen.getByText('Signed by typing: Dan Driverson, Nov 18, 2026, 11:30 a.m.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('offers no amendment to a reader who may not amend, and says Not signed', () => {
    renderWithProviders(<RecordSection detail={{ ...detail, may_amend: false, signed: false }} />);
    expect(screen.queryByRole('button', { name: 'Add amendment' })).toBeNull();
    expect(screen.getByText('Not signed')).toBeTruthy();
  });
});
