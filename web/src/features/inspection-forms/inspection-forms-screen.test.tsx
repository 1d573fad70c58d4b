import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { onePage, stubApi } from '../../../test/stub-api';
import { changeLanguage } from '../../lib/i18n';
import InspectionFormsScreen from './inspection-forms-screen';
import { preOpRow, saaqDraft, saaqRow } from '../../../test/inspection-forms';

const customization = { data: { page: 'inspection_forms', column_visibility: null }, message: 'OK' };

function stubList() {
  return stubApi([
    { method: 'GET', path: '/api/inspection_forms', body: onePage([preOpRow, saaqRow]) },
    { method: 'GET', path: '/api/customization/inspection_forms', body: customization },
  ]);
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

/** The list calls sent, as addresses. */
const listCalls = (fetchMock: Mock<typeof fetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/inspection_forms?'));

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('InspectionFormsScreen', { timeout: 20_000 }, () => {
  it('lists each form with when it is filled, how long it is valid, its version and whether its draft waits', async () => {
    const fetchMock = stubList();
    renderAtAddress(<InspectionFormsScreen />, '/inspection-forms');
    expect(screen.getByRole('heading', { name: 'Inspection Forms' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Pre-OP' });

    expect(listCalls(fetchMock)).toEqual(['/api/inspection_forms?page=1&per_page=25']);
    const preOp = within(rowOf('Pre-OP'));
    expect(preOp.getByText('Default')).toBeTruthy();
    expect(preOp.getByText('Pre-trip')).toBeTruthy();
    expect(preOp.getByText('The calendar day')).toBeTruthy();
    expect(preOp.getByText('Version 3')).toBeTruthy();
    expect(preOp.getByText('Nov 1, 2026, 8:00 a.m.')).toBeTruthy();

    const saaq = within(rowOf('Circle check — heavy vehicle (SAAQ)'));
    expect(saaq.getByText('24 hours')).toBeTruthy();
    expect(saaq.getByText('Nov 20, 2026, 9:00 a.m.')).toBeTruthy();
    expect(saaq.getByRole('link', { name: 'Edit Circle check — heavy vehicle (SAAQ)' }).getAttribute('href')).toBe(
      '/inspection-forms/2',
    );
    expect(screen.getByRole('link', { name: 'Pre-OP' }).getAttribute('href')).toBe('/inspection-forms/1');
    expect(screen.getByRole('link', { name: 'New form' }).getAttribute('href')).toBe('/inspection-forms/new');
    expect(saaq.getByText('2')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Chosen vehicles' })).toBeTruthy();
    // The parent types may make a wide cell: they wait in Column Options until picked.
    expect(screen.queryByRole('columnheader', { name: 'Vehicle types' })).toBeNull();
  });

  it('shows how many vehicles a form names, and its parent types once picked in Column Options', async () => {
    const chosen = ['name', 'vehicle_parent_types', 'vehicle_count'].map((column) => ({
      column,
      label: column,
      visible: true,
    }));
    stubApi([
      { method: 'GET', path: '/api/inspection_forms', body: onePage([preOpRow, saaqRow]) },
      {
        method: 'GET',
        path: '/api/customization/inspection_forms',
        body: { data: { page: 'inspection_forms', column_visibility: chosen }, message: 'OK' },
      },
    ]);
    renderAtAddress(<InspectionFormsScreen />, '/inspection-forms');
    await screen.findByRole('link', { name: 'Pre-OP' });

    expect(screen.getByRole('columnheader', { name: 'Vehicle types' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Chosen vehicles' })).toBeTruthy();
    const saaq = within(rowOf('Circle check — heavy vehicle (SAAQ)'));
    expect(saaq.getByText('Heavy Duty Truck')).toBeTruthy();
    expect(saaq.getByText('2')).toBeTruthy();
    const preOp = within(rowOf('Pre-OP'));
    expect(preOp.getByText('None')).toBeTruthy();
    expect(preOp.getByText('0')).toBeTruthy();
  });

  it('asks the server for the forms matching the search and keeps the search in the address', async () => {
    const fetchMock = stubList();
    renderAtAddress(<InspectionFormsScreen />, '/inspection-forms');
    await screen.findByRole('link', { name: 'Pre-OP' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'ronde' } });
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toBe('/api/inspection_forms?searchText=ronde&page=1&per_page=25'),
    );
    expect(window.location.search).toBe('?search=ronde');
  });

  it('reads the names and words in French for a French reader', async () => {
    await changeLanguage('fr');
    stubList();
    renderAtAddress(<InspectionFormsScreen />, '/inspection-forms');
    expect(screen.getByRole('heading', { name: 'Formulaires d’inspection' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Pré-opération' });
    const saaq = within(rowOf('Ronde de sécurité — véhicule lourd (SAAQ)'));
    expect(saaq.getByText('Avant le départ')).toBeTruthy();
    expect(saaq.getByText('24 heures')).toBeTruthy();
    expect(saaq.getByText('Version 1')).toBeTruthy();
    expect(within(rowOf('Pré-opération')).getByText('Par défaut')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Modifications non publiées' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Véhicules choisis' })).toBeTruthy();
  });

  it('exports the forms the search shows as a dated CSV file', async () => {
    const fetchMock = stubList();
    const createObjectURL = vi.fn(() => 'blob:forms');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    renderAtAddress(<InspectionFormsScreen />, '/inspection-forms?search=pre');
    await screen.findByRole('link', { name: 'Pre-OP' });
    fetchMock.mockImplementationOnce(async () => new Response('Name\r\nPre-OP\r\n'));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const [url] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toMatch(/^\/api\/inspection_forms\/[0-9a-f]{6}\/export\?searchText=pre$/);
  });

  it('imports a form exported as JSON as a new draft and opens it in the editor', async () => {
    const file = { format: 'fleet-ops.inspection-form', format_version: 1, form: { name: 'Pre-OP' } };
    const fetchMock = stubApi([
      { method: 'GET', path: '/api/inspection_forms', body: onePage([preOpRow]) },
      { method: 'GET', path: '/api/customization/inspection_forms', body: customization },
      {
        method: 'POST',
        path: '/api/inspection_forms/import',
        status: 201,
        body: { data: { ...saaqDraft, id: 9 }, message: 'The inspection form has been imported as a draft.' },
      },
    ]);
    const { container } = renderAtAddress(<InspectionFormsScreen />, '/inspection-forms');
    await screen.findByRole('link', { name: 'Pre-OP' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File([JSON.stringify(file)], 'pre-op.json')] } });
    await waitFor(() => expect(window.location.pathname).toBe('/inspection-forms/9'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/inspection_forms/import')!;
    expect(JSON.parse(String(init?.body))).toEqual(file);
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/.+/);
  });

  it('says so when the chosen file is not JSON, and sends nothing', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    const fetchMock = stubList();
    const { container } = renderAtAddress(<InspectionFormsScreen />, '/inspection-forms');
    await screen.findByRole('link', { name: 'Pre-OP' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['Name,Kind'], 'forms.csv')] } });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'This file is not JSON: choose a form exported from Fleet Ops.' }),
      ),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
