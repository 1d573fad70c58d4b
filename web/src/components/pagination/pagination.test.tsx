import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Pagination } from './pagination';

function renderPagination(page: number, lastPage: number, total = 240) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  renderWithProviders(
    <Pagination
      page={page}
      lastPage={lastPage}
      total={total}
      pageSize={25}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
    />,
  );
  return { onPageChange, onPageSizeChange };
}

const previous = () => screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
const next = () => screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement;

describe('Pagination', () => {
  it('shows the number of entries and the page out of the last', () => {
    renderPagination(2, 10);
    expect(screen.getByText('Entries: 240')).toBeTruthy();
    expect(screen.getByText('Page 2 of 10')).toBeTruthy();
  });

  it('disables Previous on the first page and moves forward with Next', () => {
    const { onPageChange } = renderPagination(1, 10);
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(false);
    fireEvent.click(next());
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables Next on the last page and moves back with Previous', () => {
    const { onPageChange } = renderPagination(10, 10);
    expect(next().disabled).toBe(true);
    fireEvent.click(previous());
    expect(onPageChange).toHaveBeenCalledWith(9);
  });

  it('reads "Page 1 of 1" with both buttons disabled when the list is empty', () => {
    renderPagination(1, 0, 0);
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(previous().disabled && next().disabled).toBe(true);
  });

  it('offers the page sizes 10, 25, 50 and 100', () => {
    const { onPageSizeChange } = renderPagination(1, 10);
    const select = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['10', '25', '50', '100']);
    fireEvent.change(select, { target: { value: '100' } });
    expect(onPageSizeChange).toHaveBeenCalledWith(100);
  });
});
