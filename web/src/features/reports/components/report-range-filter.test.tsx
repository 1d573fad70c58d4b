import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import '../i18n';
import type { DateRange } from '../report-range';
import { ReportRangeFilter } from './report-range-filter';

function Filter() {
  const [range, setRange] = useState<DateRange>({ startDate: '2026-03-01', endDate: '2026-03-31' });
  return (
    <>
      <ReportRangeFilter range={range} today="2026-03-15" onChange={(update) => setRange(update)} />
      <output aria-label="range">{`${range.startDate} ${range.endDate}`}</output>
    </>
  );
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

function type(name: string, text: string) {
  fireEvent.focus(box(name));
  fireEvent.input(box(name), { target: { value: text } });
  fireEvent.blur(box(name));
}

describe('ReportRangeFilter', () => {
  it('a From date typed as displayed moves the range', () => {
    renderWithProviders(<Filter />);
    type('From', 'Mar 10, 2026');
    expect(screen.getByLabelText('range').textContent).toBe('2026-03-10 2026-03-31');
    expect(box('From').value).toBe('Mar 10, 2026');
  });

  it('text that is no date stays in the box with a message, and the range stays as it was', () => {
    renderWithProviders(<Filter />);
    type('To', '2026/13/45');
    expect(box('To').value).toBe('2026/13/45');
    expect(screen.getByText(/^Enter a date like/)).toBeTruthy();
    expect(screen.getByLabelText('range').textContent).toBe('2026-03-01 2026-03-31');
  });

  it('offers no way to empty a date: a report always has both', () => {
    renderWithProviders(<Filter />);
    expect(screen.queryByRole('button', { name: 'Clear the date' })).toBeNull();
  });
});
