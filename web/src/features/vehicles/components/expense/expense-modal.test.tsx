import { notifications } from '@mantine/notifications';
import { addDays, weekStart } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import '../../i18n';
import { businessTimeZone } from '../../../../config/business';
import { formatDateRange, todayIn } from '../../../../lib/format';
import { renderWithProviders } from '../../../../../test/render';
import { stubApi } from '../../../../../test/stub-api';
import { aVehicleRow } from '../../../../../test/vehicles';
import { ExpenseModal } from './expense-modal';

const thisWeek = weekStart(todayIn(businessTimeZone));
const amounts = { gas: 100, ins: 80, isc: 80, rental_cost: 250, maintenance: 20 };
const stored = {
  id: 5,
  vehicles_id: 3,
  start_date: thisWeek,
  end_date: addDays(thisWeek, 6),
  revenue: 1000,
  ...amounts,
  net: 550,
  expenses: amounts,
  updated_at: `${thisWeek} 09:15:00`,
};

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  fetchMock = stubApi([
    {
      method: 'GET',
      path: '/api/week_trackings/weeks',
      body: { data: { [`${thisWeek} - ${addDays(thisWeek, 6)}`]: thisWeek }, message: 'OK' },
    },
    { method: 'POST', path: '/api/income/data', body: { data: stored, message: 'OK' } },
    { method: 'PUT', path: '/api/income', body: { data: stored, message: 'Income has been saved successfully.' } },
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('ExpenseModal', { timeout: 20_000 }, () => {
  it('loads the stored week with its net, follows the amounts as they are typed, and saves them', async () => {
    const onClose = vi.fn();
    renderWithProviders(<ExpenseModal vehicle={aVehicleRow()} opened onClose={onClose} />);
    await waitFor(() => expect(field('Revenue').value).toBe('1,000.00'));
    expect(JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/income/data')![1]!.body))).toEqual({
      start_date: thisWeek,
      vehicles_id: 3,
    });
    // The server's isc is insurance again: the form shows the amount once (docs/glossary.md).
    expect(screen.queryByRole('textbox', { name: 'ISC' })).toBeNull();
    expect(screen.getByText('Net: $550.00')).toBeTruthy();

    fireEvent.change(field('Insurance'), { target: { value: '90.5' } });
    await waitFor(() => expect(screen.getByText('Net: $539.50')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      start_date: thisWeek,
      vehicles_id: 3,
      revenue: '1000',
      expenses: { gas: '100', ins: '90.5', rental_cost: '250', maintenance: '20' },
    });
  });

  it('keeps a negative amount as typed, says it is refused, and saves nothing', async () => {
    renderWithProviders(<ExpenseModal vehicle={aVehicleRow()} opened onClose={() => {}} />);
    await waitFor(() => expect(field('Revenue').value).toBe('1,000.00'));

    fireEvent.change(field('Gas'), { target: { value: '-40' } });
    fireEvent.blur(field('Gas'));
    expect(field('Gas').value).toBe('-40.00');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(field('Gas').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a number of 0 or more.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('closing the expense dialog with amounts typed asks first', async () => {
    const onClose = vi.fn();
    renderWithProviders(<ExpenseModal vehicle={aVehicleRow()} opened onClose={onClose} />);
    await waitFor(() => expect(field('Revenue').value).toBe('1,000.00'));
    fireEvent.change(field('Gas'), { target: { value: '120' } });

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    const ask = screen.getByRole('alertdialog', { name: 'Discard your changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('choosing another week with amounts typed asks first, and keeps them when told to', async () => {
    const lastWeek = addDays(thisWeek, -7);
    fetchMock = stubApi([
      {
        method: 'GET',
        path: '/api/week_trackings/weeks',
        body: {
          data: {
            [`${thisWeek} - ${addDays(thisWeek, 6)}`]: thisWeek,
            [`${lastWeek} - ${addDays(lastWeek, 6)}`]: lastWeek,
          },
          message: 'OK',
        },
      },
      { method: 'POST', path: '/api/income/data', body: { data: stored, message: 'OK' } },
    ]);
    renderWithProviders(<ExpenseModal vehicle={aVehicleRow()} opened onClose={() => {}} />);
    await waitFor(() => expect(field('Revenue').value).toBe('1,000.00'));
    fireEvent.change(field('Gas'), { target: { value: '120' } });

    fireEvent.click(screen.getByRole('combobox', { name: /^Week/ }));
    fireEvent.click(
      await screen.findByRole('option', { name: formatDateRange(lastWeek, addDays(lastWeek, 6)), hidden: true }),
    );
    const ask = screen.getByRole('alertdialog', { name: 'Discard your changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(field('Gas').value).toBe('120');
    expect(
      JSON.parse(String(fetchMock.mock.calls.filter(([url]) => url === '/api/income/data').at(-1)![1]!.body)),
    ).toEqual({
      start_date: thisWeek,
      vehicles_id: 3,
    });
  });
});
