import { notifications } from '@mantine/notifications';
import type { Renewal } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { onePage, stubApi } from '../../../test/stub-api';
import { changeLanguage } from '../../lib/i18n';
import RenewalsScreen from './renewals-screen';

const base = { vehicle_id: 12, driver_id: null, record_id: null, owner: 'U-12', subject: 'U-12' };
const rows: Renewal[] = [
  { ...base, kind: 'registration', due_on: '2026-11-10', days_left: -8, colour: 'red' },
  {
    ...base,
    kind: 'driver_licence',
    vehicle_id: null,
    driver_id: 4,
    subject: 'NL-7788',
    owner: 'Émilie Roy',
    due_on: '2026-11-20',
    days_left: 2,
    colour: 'orange',
  },
  {
    ...base,
    kind: 'first_aid_kit',
    record_id: 3,
    subject: 'Type 1',
    due_on: '2026-11-30',
    days_left: 12,
    colour: 'yellow',
  },
  {
    ...base,
    kind: 'service_task',
    record_id: 9,
    subject: 'Oil change',
    due_on: '2027-03-01',
    days_left: 103,
    colour: 'none',
  },
];

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  fetchMock = stubApi([
    { method: 'GET', path: '/api/renewals', body: onePage(rows) },
    { method: 'GET', path: '/api/customization/renewals', body: { data: null, message: 'OK' } },
  ]);
});
afterEach(async () => {
  await changeLanguage('en');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const listCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/renewals?'));

const rowOf = async (text: string) => {
  const table = await screen.findByRole('table', { name: 'Renewals' });
  return (await within(table).findByText(text)).closest('tr')!;
};

describe('RenewalsScreen', { timeout: 20_000 }, () => {
  it('lists each renewal with its kind, days left, colour and a link to where it is renewed', async () => {
    renderAtAddress(<RenewalsScreen />, '/renewals');

    const late = await rowOf('Registration');
    expect(within(late).getByText('8 days late')).toBeTruthy();
    expect(late.querySelector('[data-colour="red"]')?.textContent).toContain('Due or overdue');
    expect(within(late).getByRole('link', { name: 'Renew Registration of U-12' }).getAttribute('href')).toBe(
      '/vehicles/12',
    );
    const licence = await rowOf('Driver’s licence');
    expect(within(licence).getByText('2 days')).toBeTruthy();
    expect(licence.querySelector('[data-colour="orange"]')).toBeTruthy();
    expect(within(licence).getByRole('link', { name: /Renew/ }).getAttribute('href')).toBe(
      '/drivers?search=%C3%89milie%20Roy',
    );
    const kit = await rowOf('First aid kit');
    expect(kit.querySelector('[data-colour="yellow"]')).toBeTruthy();
    expect(within(kit).getByRole('link', { name: /Renew/ }).getAttribute('href')).toBe('/first-aid-kits?search=U-12');
    const service = await rowOf('Oil change');
    expect(service.querySelector('[data-colour="none"]')).toBeTruthy();
    expect(within(service).getByRole('link', { name: /Renew/ }).getAttribute('href')).toBe(
      '/maintenance?vehicle_id=12',
    );
    expect(screen.getByRole('note', { name: 'Colours' })).toBeTruthy();
    expect(listCalls()[0]).toBe('/api/renewals?page=1&per_page=50');
  });

  it('sends the filters kept in the address, and a new kind back on page 1', async () => {
    renderAtAddress(<RenewalsScreen />, '/renewals?within=30&overdue=1&page=2');
    await rowOf('Registration');
    expect(listCalls()[0]).toBe('/api/renewals?within_days=30&overdue=1&page=2&per_page=50');

    fireEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Insurance', hidden: true }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe('/api/renewals?kind=insurance&within_days=30&overdue=1&page=1&per_page=50'),
    );
  });

  it('exports what the filters show', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:renewals');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('/export') ? new Response('Kind\r\n') : answer(input, init),
    );
    renderAtAddress(<RenewalsScreen />, '/renewals?kind=battery');
    await rowOf('Registration');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exportUrls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/export'));
    expect(exportUrls).toEqual([expect.stringMatching(/^\/api\/renewals\/[0-9a-f]{6}\/export\?kind=battery$/)]);
  });

  it('speaks Canadian French', async () => {
    await changeLanguage('fr');
    renderAtAddress(<RenewalsScreen />, '/renewals');
    const table = await screen.findByRole('table', { name: 'Renouvellements' });
    const late = (await within(table).findByText('Immatriculation')).closest('tr')!;
    expect(within(late).getByText('8 jours de retard')).toBeTruthy();
    expect(within(late).getByRole('link', { name: 'Renouveler\u00a0: Immatriculation de U-12' })).toBeTruthy();
  });
});
