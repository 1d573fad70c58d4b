import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { onePage, stubApi } from '../../../test/stub-api';
import { authStore } from '../../lib/auth-store';
import DefectsScreen from './defects-screen';
import { aDefect } from '../../../test/defects';

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  fetchMock = stubApi([
    {
      method: 'GET',
      path: '/api/defects',
      body: onePage([
        aDefect({ id: 8, equipment_number: 'E-20', vehicle_id: 20, overdue: true, item_label: 'Horn' }),
        aDefect({ id: 7, severity: 'major', status: 'acknowledged', due_at: null, item_label: 'Brakes' }),
      ]),
    },
    { method: 'GET', path: '/api/customization/defects', body: { data: null, message: 'OK' } },
    {
      method: 'GET',
      path: '/api/vehicles/equipment_numbers',
      body: {
        data: [{ id: 44, equipment_number: 'E-44', vehicle_type: 'F-150', vehicle_parent_type: 'SUV', VIN_no: 'V1' }],
        message: 'OK',
      },
    },
  ]);
});
afterEach(() => {
  authStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const listCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/defects?'));

describe('DefectsScreen', { timeout: 20_000 }, () => {
  it('lists the defects newest first with class and status badges, an overdue minor in red', async () => {
    renderAtAddress(<DefectsScreen />, '/defects');
    const table = await screen.findByRole('table', { name: 'Defects' });
    const overdueRow = (await within(table).findByText('Horn')).closest('tr')!;
    expect(within(overdueRow).getByText('Overdue')).toBeTruthy();
    expect(within(overdueRow).getByText('Minor')).toBeTruthy();
    expect(within(overdueRow).getByText('Open')).toBeTruthy();
    expect(overdueRow.getAttribute('style')).toContain('#fa5252');
    const majorRow = within(table).getByText('Brakes').closest('tr')!;
    expect(within(majorRow).getByText('Major')).toBeTruthy();
    expect(within(majorRow).getByText('Acknowledged')).toBeTruthy();
    expect(majorRow.getAttribute('style') ?? '').not.toContain('#fa5252');
    expect(within(majorRow).getByRole('link', { name: 'Details of defect 7' }).getAttribute('href')).toBe('/defects/7');
    expect(screen.getByRole('note', { name: 'Colours' })).toBeTruthy();
    expect(listCalls()[0]).toBe('/api/defects?page=1&per_page=50');
  });

  it('reads Home’s link (minor, overdue) from the address and sends it to the server', async () => {
    renderAtAddress(<DefectsScreen />, '/defects?severity=minor&overdue=1');
    await screen.findByText('Horn');
    expect(listCalls()[0]).toBe('/api/defects?severity=minor&overdue=1&page=1&per_page=50');
    expect((screen.getByRole('checkbox', { name: 'Overdue only' }) as HTMLInputElement).checked).toBe(true);
  });

  it('narrows by status as the admin chooses one, kept in the address, back on page 1', async () => {
    renderAtAddress(<DefectsScreen />, '/defects?page=2');
    await screen.findByText('Horn');
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Repaired', hidden: true }));
    await waitFor(() => expect(listCalls().at(-1)).toBe('/api/defects?status=repaired&page=1&per_page=50'));
    expect(window.location.search).toContain('status=repaired');
  });

  it('lets a supervisor read the list without the vehicle chooser, each row opening the crew’s detail page', async () => {
    authStore.signIn({ token: 'token-supervisor', role: 'supervisor', name: 'Sue Pervisor', email: 'sue@example.com' });
    renderAtAddress(<DefectsScreen />, '/vehicle-defects');
    const table = await screen.findByRole('table', { name: 'Defects' });
    const row = (await within(table).findByText('Brakes')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Details of defect 7' }).getAttribute('href')).toBe(
      '/vehicle-defects/7',
    );
    expect(screen.queryByRole('combobox', { name: 'Vehicle' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Checklist item classes' })).toBeNull();
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls.some((url) => url.startsWith('/api/vehicles/equipment_numbers'))).toBe(false);
  });

  it('exports what the filters show', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:defects');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('/export') ? new Response('Id\r\n') : answer(input, init),
    );
    renderAtAddress(<DefectsScreen />, '/defects?severity=major&search=E-4');
    await screen.findByText('Horn');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exportUrls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/export'));
    expect(exportUrls).toEqual([
      expect.stringMatching(/^\/api\/defects\/[0-9a-f]{6}\/export\?severity=major&search=E-4$/),
    ]);
  });
});
