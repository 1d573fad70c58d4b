import type { ChecklistDetail, ChecklistListRow } from '@fleet-ops/shared';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { renderAtAddress } from '../../../test/render';
import { dashboardAlertsFixture } from '../../features/dashboard/test-alerts';
import HomeScreen from './home-screen';

/** The list waits for the weeks, then the page; a busy test machine needs more than a second. */
const slow = { timeout: 10_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const row: ChecklistListRow = {
  id: 7,
  vehicle_id: 20,
  equipment_number: 'T-20',
  vehicle_parent_type: 'SUV',
  has_radio: 'no',
  mine: 'yes',
  ownership_type: 'own',
  vehicle_type: 'Chevrolet Tahoe',
  license_plate_no: 'XYZ 789',
  VIN_no: '1GNSKCKD2PR000020',
  date: '2026-11-17',
  operator: 'Dan Driverson',
  last_odm_read: 8000,
  hour_read: null,
  has_issue: true,
  inspected_at: '2026-11-17 07:10:00',
  place: 'Mine Engineering',
  signed: true,
  statement_version: 'v2026-11',
  duration_seconds: 12,
  completed_quickly: true,
  form: null,
};
const detail: ChecklistDetail = {
  id: 7,
  equipment_number: 'T-20',
  vehicle_type: 'Chevrolet Tahoe',
  VIN_no: '1GNSKCKD2PR000020',
  operator: 'Dan Driverson',
  date: '2026-11-17',
  last_odm_read: 8000,
  hour_read: null,
  oil_life: 70,
  remarks: 'Horn is weak.',
  has_issue: true,
  checklist_items: [{ item: 'horn', answer: 'no', severity: 'minor' }],
  file: [],
  attachments: [],
  submitted_at: '2026-11-17 07:10:00',
  inspected_at: '2026-11-17 07:10:00',
  place: 'Mine Engineering',
  signed: true,
  statement_version: 'v2026-11',
  duration_seconds: 12,
  completed_quickly: true,
  license_plate_no: 'ABC 123',
  location_id: 1,
  opened_at: null,
  signed_at: null,
  signature_url: null,
  signature_typed_name: null,
  amendments: [],
  may_amend: false,
  defects: [],
  valid_until: '2026-11-19 00:00:00',
  valid_now: true,
  countersignatures: [],
  may_countersign: false,
};
const pdfBytes = '%PDF-1.3\n%test\n';

let fetchMock: Mock<typeof fetch>;
let saved: { href: string; download: string }[];
let blobs: Blob[];
let pdfAnswer: () => Response;

function answer(url: string): Response {
  if (url.startsWith('/api/dashboard/alerts')) {
    return json({ data: dashboardAlertsFixture({ checklists_with_issues: 1 }), message: 'OK' });
  }
  if (url.startsWith('/api/week_trackings/weeks'))
    return json({ data: { '2026-11-15 - 2026-11-21': 'W' }, message: 'OK' });
  if (url.startsWith('/api/customization/home')) {
    return json({ data: { page: 'home', column_visibility: null }, message: 'OK' });
  }
  if (url === '/api/checklist/7/pdf?lang=en') return pdfAnswer();
  if (url.startsWith('/api/checklist/7')) return json({ data: detail, message: 'OK' });
  if (url.startsWith('/api/checklist?')) {
    return json({ data: [row], message: 'OK', total: 1, per_page: 100, current_page: 1, last_page: 1 });
  }
  return json({ message: 'Not mocked' }, 404);
}

const calls = (prefix: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(prefix));

beforeEach(() => {
  authStore.signIn({ token: 'secret', role: 'admin', name: 'Pat', email: 'pat@example.com' });
  pdfAnswer = () => new Response(pdfBytes, { headers: { 'content-type': 'application/pdf' } });
  fetchMock = vi.fn<typeof fetch>(async (input) => answer(String(input)));
  vi.stubGlobal('fetch', fetchMock);
  saved = [];
  blobs = [];
  // jsdom has no object URLs and does not download: record what would have been saved.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:pdf-${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  authStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderHome(path = '/home') {
  renderAtAddress(<HomeScreen />, path);
}

describe('HomeScreen', { timeout: 40_000 }, () => {
  it('shows the dashboard above the checklist list', async () => {
    renderHome();
    expect(await screen.findByRole('link', { name: '1 checklist with an issue this week' }, slow)).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Pre-OP Checklists' }, slow)).toBeTruthy();
    const listed = (await screen.findByText('T-20', undefined, slow)).closest('tr')!;
    // A checklist signed faster than the site's threshold is flagged on Home.
    expect(within(listed).getByText('Completed in 12 s')).toBeTruthy();
    expect(within(listed).queryByText('Not signed')).toBeNull();
    expect(calls('/api/checklist?')).toEqual(['/api/checklist?page=1&per_page=100&start_date=2026-11-15']);
  });

  it('calls the parent type Vehicle Type and the make and model Vehicle, as the Vehicles list does', async () => {
    renderHome();
    const table = await screen.findByRole('table', { name: 'Pre-OP Checklists' }, slow);
    const cells = within((await within(table).findByText('T-20', undefined, slow)).closest('tr')!).getAllByRole('cell');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(cells[headers.indexOf('Vehicle Type')]!.textContent).toBe('SUV');
    expect(cells[headers.indexOf('Vehicle')]!.textContent).toBe('Chevrolet Tahoe');
  });

  it('narrows the list to checklists with an issue for has_issue=1, until Show all', async () => {
    renderHome('/home?has_issue=1');
    await screen.findByText('T-20', undefined, slow);
    expect(calls('/api/checklist?')).toEqual(['/api/checklist?page=1&per_page=100&start_date=2026-11-15&has_issue=1']);
    expect(screen.getByText('Only the checklists with an issue')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show all checklists' }));
    await waitFor(() =>
      expect(calls('/api/checklist?').at(-1)).toBe('/api/checklist?page=1&per_page=100&start_date=2026-11-15'),
    );
    expect(screen.queryByText('Only the checklists with an issue')).toBeNull();
  });

  it('narrows the checklists as the admin types, keeping the search in the address for a reload', async () => {
    renderHome('/home?search=T-20');
    await screen.findByText('T-20', undefined, slow);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('T-20');
    expect(calls('/api/checklist?')[0]).toBe(
      '/api/checklist?page=1&per_page=100&searchText=T-20&start_date=2026-11-15',
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' hilux ' } });
    await waitFor(() =>
      expect(calls('/api/checklist?').at(-1)).toBe(
        '/api/checklist?page=1&per_page=100&searchText=hilux&start_date=2026-11-15',
      ),
    );
    expect(window.location.search).toBe('?search=hilux');
  });

  it("downloads a checklist's PDF from its detail, fetched with the token", async () => {
    renderHome();
    // The row opens the checklist; its equipment number opens the vehicle's record instead.
    fireEvent.click((await screen.findByText('T-20', undefined, slow)).closest('tr')!);
    const dialog = await screen.findByRole('dialog', { name: 'Pre-OP Checklist' }, slow);
    await within(dialog).findByText('Horn is weak.', undefined, slow);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(saved).toEqual([{ href: 'blob:pdf-1', download: 'checklist-7.pdf' }]));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/checklist/7/pdf?lang=en')!;
    expect(new Headers(init!.headers).get('Authorization')).toBe('Bearer secret');
    expect(await blobs[0]!.text()).toBe(pdfBytes);
  });

  it("toasts the server's message when the PDF cannot be had, and saves nothing", async () => {
    const toast = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    pdfAnswer = () => json({ message: 'Checklist not found.' }, 404);
    renderHome();
    // The row opens the checklist; its equipment number opens the vehicle's record instead.
    fireEvent.click((await screen.findByText('T-20', undefined, slow)).closest('tr')!);
    const dialog = await screen.findByRole('dialog', { name: 'Pre-OP Checklist' }, slow);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Download PDF' }, slow));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error!', message: 'Checklist not found.' })),
    );
    expect(saved).toEqual([]);
  });
});
