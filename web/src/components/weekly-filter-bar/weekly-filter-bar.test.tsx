import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateRange } from '../../lib/format';
import { renderWithProviders } from '../../../test/render';
import { WeeklyFilterBar, type WeeklyFilterMode, type WeeklyFilterValue } from './weekly-filter-bar';

const weeks = {
  data: { '2024-03-03 - 2024-03-09': '2024-03-03 - 2024-03-09', '2024-02-25 - 2024-03-02': '2024-02-25 - 2024-03-02' },
  message: 'OK',
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(weeks), { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The bar as a screen uses it: controlled, reporting every change. */
function renderBar(modeProps: WeeklyFilterMode, initial: WeeklyFilterValue = { startDate: '2024-03-03' }) {
  const changes: WeeklyFilterValue[] = [];
  function Screen() {
    const [value, setValue] = useState(initial);
    const onChange = (next: WeeklyFilterValue) => {
      changes.push(next);
      setValue(next);
    };
    return <WeeklyFilterBar {...modeProps} value={value} onChange={onChange} />;
  }
  renderWithProviders(<Screen />);
  return changes;
}

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;

describe('WeeklyFilterBar', () => {
  it('shows the To date six days after the From date, read-only', () => {
    renderBar({ mode: 'home', onClear: vi.fn() });
    expect(input('From').value).toBe('Mar 3, 2024');
    expect(input('To').value).toBe('Mar 9, 2024');
    expect(input('To').readOnly).toBe(true);
  });

  it('snaps a typed From date to the Sunday that starts its week', async () => {
    const changes = renderBar({ mode: 'home', onClear: vi.fn() });
    fireEvent.change(input('From'), { target: { value: '2024-02-28' } });
    await waitFor(() => expect(changes.at(-1)).toEqual({ startDate: '2024-02-25' }));
    fireEvent.blur(input('From'));
    expect(input('To').value).toBe('Mar 2, 2024');
  });

  it('lists the weeks from the server, newest first, written as date ranges', async () => {
    const changes = renderBar({ mode: 'home', onClear: vi.fn() });
    await waitFor(() => expect(select('Week').value).toBe('Mar 3–9, 2024'));
    fireEvent.click(select('Week'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      formatDateRange('2024-03-03', '2024-03-09'),
      formatDateRange('2024-02-25', '2024-03-02'),
    ]);
    fireEvent.click(options[1]!);
    expect(changes.at(-1)).toEqual({ startDate: '2024-02-25' });
  });

  it('adds an enabled/disabled status in tracking mode, enabled by default, and no Clear Filter', () => {
    renderBar({ mode: 'tracking' });
    expect(select('Status').value).toBe('Enabled');
    expect(screen.queryByRole('button', { name: 'Clear Filter' })).toBeNull();
  });

  it('adds a driver list starting with All Drivers, and Clear Filter, in logs mode', async () => {
    const onClear = vi.fn();
    const changes = renderBar({ mode: 'logs', onClear, drivers: [{ value: '7', label: 'Ann Tremblay' }] });
    expect(select('Driver').value).toBe('All Drivers');
    fireEvent.click(select('Driver'));
    fireEvent.click(await screen.findByRole('option', { name: 'Ann Tremblay' }));
    expect(changes.at(-1)).toEqual({ startDate: '2024-03-03', driverId: '7' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filter' }));
    expect(onClear).toHaveBeenCalled();
  });
});
