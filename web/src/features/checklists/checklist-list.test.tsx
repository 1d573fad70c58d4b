import type { ChecklistDetail, ChecklistListRow } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { ChecklistList } from './checklist-list';

/** The screen waits for the weeks, then the page; a busy test machine needs more than a second. */
// A busy CI machine has taken over 10 s to reach the export (lazy chunks, the download helper).
const slow = { timeout: 20_000 };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

const row: ChecklistListRow = {
  id: 5,
  vehicle_id: 44,
  equipment_number: 'T-44',
  vehicle_parent_type: 'Light Duty Truck',
  has_radio: 'yes',
  mine: 'no',
  ownership_type: 'lease',
  vehicle_type: 'Ford F-150',
  license_plate_no: 'ABC 123',
  VIN_no: '1FTFW1E50PFA00044',
  date: '2026-11-18',
  operator: 'Dan Driverson',
  last_odm_read: 12150,
  hour_read: null,
  has_issue: true,
  inspected_at: '2026-11-18 11:30:00',
  place: 'Mine Engineering',
  signed: false,
  statement_version: null,
  duration_seconds: null,
  completed_quickly: false,
  form: null,
};

const detail: ChecklistDetail = {
  id: 5,
  equipment_number: 'T-44',
  vehicle_type: 'Ford F-150',
  VIN_no: '1FTFW1E50PFA00044',
  operator: 'Dan Driverson',
  date: '2026-11-18',
  last_odm_read: 12150,
  hour_read: null,
  oil_life: null,
  remarks: 'Tire cut.',
  has_issue: true,
  checklist_items: [
    { item: 'fuel', answer: 'yes', severity: 'minor' },
    { item: 'tires', answer: 'no', severity: 'major', note: 'Front left' },
  ],
  file: ['/api/checklist/5/attachments/9'],
  attachments: [{ id: 9, file_name: 'tire.png', url: '/api/checklist/5/attachments/9' }],
  submitted_at: '2026-11-18 11:30:00',
  inspected_at: '2026-11-18 11:30:00',
  place: 'Mine Engineering',
  signed: false,
  statement_version: null,
  duration_seconds: null,
  completed_quickly: false,
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

let fetchMock: Mock<typeof fetch>;
let rows: ChecklistListRow[];
let shownDetail: ChecklistDetail;
/** The reader's saved Column Options for the list; null: the catalogue's defaults. */
let columnVisibility: { column: string; label: string; visible: boolean }[] | null;

function answer(url: string): Response {
  if (url.startsWith('/api/week_trackings/weeks')) {
    return json({ data: { '2026-11-15 - 2026-11-21': 'Week', '2026-11-08 - 2026-11-14': 'Week' }, message: 'OK' });
  }
  if (url.startsWith('/api/customization/home'))
    return json({ data: { page: 'home', column_visibility: columnVisibility }, message: 'OK' });
  if (url.startsWith('/api/checklist/5')) return json({ data: shownDetail, message: 'OK' });
  if (/^\/api\/checklist\/[0-9a-f]{6}\/export/.test(url)) return new Response('Equipment No.\r\n', { status: 200 });
  if (url.startsWith('/api/checklist?')) {
    return json({ data: rows, message: 'OK', total: rows.length, per_page: 100, current_page: 1, last_page: 1 });
  }
  return json({ message: 'Not mocked' });
}

const listCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/checklist?'));

beforeEach(() => {
  rows = [row];
  shownDetail = detail;
  columnVisibility = null;
  fetchMock = vi.fn<typeof fetch>(async (input) => answer(String(input)));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ChecklistList', { timeout: 40_000 }, () => {
  it("asks for the server's current week, 100 a page, and marks the issue", async () => {
    renderAtAddress(<ChecklistList />, '/checklists');
    const table = await screen.findByRole('table', { name: 'Pre-OP Checklists' }, slow);
    await within(table).findByText('T-44', undefined, slow);
    expect(listCalls()[0]).toBe('/api/checklist?page=1&per_page=100&start_date=2026-11-15');
    const cells = within(table).getAllByRole('row')[1]!;
    expect(within(cells).getByText('Issue')).toBeTruthy();
    expect(within(cells).getByText('Lease')).toBeTruthy();
    expect(within(cells).getByText('12,150')).toBeTruthy();
  });

  it('searches as the admin types, without a Search button, and says when nothing is found', async () => {
    renderAtAddress(<ChecklistList />, '/checklists');
    await screen.findByText('T-44', undefined, slow);
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    rows = [];
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' hilux ' } });
    expect(await screen.findByText('No data found', undefined, slow)).toBeTruthy();
    expect(listCalls().at(-1)).toBe('/api/checklist?page=1&per_page=100&searchText=hilux&start_date=2026-11-15');
  });

  it('empties the search field and the search on Clear Filter', async () => {
    renderAtAddress(<ChecklistList />, '/checklists');
    await screen.findByText('T-44', undefined, slow);
    rows = [];
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'hilux' } });
    expect(await screen.findByText('No data found', undefined, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filter' }));
    expect(await screen.findByText('T-44', undefined, slow)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('');
  });

  it('exports the checklists the list shows: its search, week and issue filter, as a dated CSV file', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:checklists');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAtAddress(<ChecklistList issuesOnly />, '/checklists');
    await screen.findByText('T-44', undefined, slow);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'T-44' } });
    await waitFor(() => expect(listCalls().at(-1)).toContain('searchText=T-44'), slow);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(
      () => expect(saved).toEqual([expect.stringMatching(/^pre-op-checklists-\d{4}-\d{2}-\d{2}\.csv$/)]),
      slow,
    );
    const exports = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/export'));
    expect(exports).toEqual([
      expect.stringMatching(
        /^\/api\/checklist\/[0-9a-f]{6}\/export\?searchText=T-44&start_date=2026-11-15&has_issue=1$/,
      ),
    ]);
  });

  it('filters by inspection form and exports that form only, and shows the form and version when chosen in Column Options', async () => {
    const forms = [
      { id: 1, name: 'Pre-OP (site default)', name_fr: 'Pre-OP (par défaut du site)' },
      { id: 3, name: 'Loader circle check', name_fr: 'Ronde du chargeur' },
    ];
    columnVisibility = [
      { column: 'form', label: 'Inspection Form', visible: true },
      { column: 'form_version', label: 'Form Version', visible: true },
    ];
    rows = [{ ...row, form: { id: 3, name: 'Loader circle check', name_fr: 'Ronde du chargeur', version: 2 } }];
    renderAtAddress(<ChecklistList forms={forms} />, '/checklists');
    const table = await screen.findByRole('table', { name: 'Pre-OP Checklists' }, slow);
    const listed = (await within(table).findByText('T-44', undefined, slow)).closest('tr')!;
    expect(within(listed).getByText('Loader circle check')).toBeTruthy();
    expect(within(listed).getByText('2')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Inspection Form' })).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Inspection form' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Loader circle check' }, slow));
    await waitFor(
      () => expect(listCalls().at(-1)).toBe('/api/checklist?page=1&per_page=100&start_date=2026-11-15&form_id=3'),
      slow,
    );
    URL.createObjectURL = vi.fn(() => 'blob:checklists');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => {
      const exports = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/export'));
      expect(exports).toEqual([expect.stringMatching(/\/export\?start_date=2026-11-15&form_id=3$/)]);
    }, slow);
  });

  it('opens the read-only detail, with a dash for no oil life and the attachments behind a toggle', async () => {
    renderAtAddress(<ChecklistList />, '/checklists');
    // The row opens the checklist; its equipment number opens the vehicle's record instead.
    const listed = (await screen.findByText('T-44', undefined, slow)).closest('tr')!;
    // The list marks a record that was not signed.
    expect(within(listed).getByText('Not signed')).toBeTruthy();
    fireEvent.click(listed);
    const dialog = await screen.findByRole('dialog', { name: 'Pre-OP Checklist' }, slow);
    await within(dialog).findByText('Tire cut.', undefined, slow);
    expect(within(dialog).getByText('-')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Attachment # 1' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /Show Attachments/ }));
    expect(within(dialog).getByRole('button', { name: 'Attachment # 1' })).toBeTruthy();
    // The driver's note under the item, and the record: place, "Not signed", no amending for this reader.
    expect(within(dialog).getByRole('row', { name: /Tires\s*Front left\s*No/ })).toBeTruthy();
    // The record section loads in its own chunk.
    expect(await within(dialog).findByText('Mine Engineering', undefined, slow)).toBeTruthy();
    expect(within(dialog).getByText('Not signed')).toBeTruthy();
    expect(within(dialog).getByText('No amendment.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Add amendment' })).toBeNull();
    expect(within(dialog).getByRole('row', { name: /Fuel\s*Yes/ })).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Hide Attachments/ })).toBeTruthy());
  });

  it('shows a loader’s checklist (no odometer, issue 37) with no ODM reading and its engine hours', async () => {
    rows = [{ ...row, last_odm_read: null, hour_read: 4210 }];
    shownDetail = { ...detail, last_odm_read: null, hour_read: 4210, oil_life: 80 };
    renderAtAddress(<ChecklistList />, '/checklists');
    const table = await screen.findByRole('table', { name: 'Pre-OP Checklists' }, slow);
    const listed = (await within(table).findByText('T-44', undefined, slow)).closest('tr')!;
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const cells = within(listed)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    const cellUnder = (title: string) => cells[headers.findIndex((header) => header?.startsWith(title))];
    expect([cellUnder('ODM Read'), cellUnder('Engine Hours')]).toEqual(['—', '4,210']);

    fireEvent.click(listed);
    const dialog = await screen.findByRole('dialog', { name: 'Pre-OP Checklist' }, slow);
    await within(dialog).findByText('Tire cut.', undefined, slow);
    const field = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect([field('ODM Read'), field('Engine Hours')]).toEqual(['-', '4,210']);
  });

  it('shows one card per checklist on a phone, with its filters behind one Filters button', async () => {
    // A phone-sized window: every `max-width` media query matches.
    window.matchMedia = vi.fn((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }));
    renderAtAddress(<ChecklistList cardsOnPhone />, '/checklists');
    const cards = await screen.findByRole('list', { name: 'Pre-OP Checklists' }, slow);
    const card = (await within(cards).findAllByRole('listitem', undefined, slow))[0]!;
    expect(within(card).getByRole('link', { name: 'T-44' })).toBeTruthy();
    expect(within(card).getByText('Issue')).toBeTruthy();
    expect(within(card).getByText('Operator: Dan Driverson')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(within(card).getByRole('button', { name: /^View the checklist of T-44/ }));
    expect(await screen.findByRole('dialog', { name: 'Pre-OP Checklist' }, slow)).toBeTruthy();
  });
});
