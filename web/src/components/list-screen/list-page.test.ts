import { describe, expect, it, vi } from 'vitest';
import { addressClientPage, addressSearch, serverListPage } from './list-page';

const answer = { data: ['a', 'b'], message: 'OK', total: 52, per_page: 50, current_page: 2, last_page: 2 };

describe('serverListPage', () => {
  it('shows the server’s rows and figures', () => {
    const page = serverListPage(
      { data: answer, isFetching: false, isError: false },
      { state: { page: 2, perPage: 50 }, update: vi.fn() },
    );
    expect(page.rows).toEqual(['a', 'b']);
    expect(page.failed).toBe(false);
    expect(page.pagination).toMatchObject({ page: 2, lastPage: 2, total: 52, pageSize: 50 });
  });

  it('shows the page asked for, empty, while the first answer loads', () => {
    const page = serverListPage(
      { data: undefined, isFetching: true, isError: false },
      { state: { page: 3, perPage: 25 }, update: vi.fn() },
    );
    expect(page).toMatchObject({ rows: [], loading: true });
    expect(page.pagination).toMatchObject({ page: 3, lastPage: 1, total: 0, pageSize: 25 });
  });

  it('asks the address for another page, or another size', () => {
    const update = vi.fn();
    const page = serverListPage(
      { data: answer, isFetching: false, isError: true },
      { state: { page: 2, perPage: 50 }, update },
    );
    page.pagination.onPageChange(1);
    page.pagination.onPageSizeChange(100);
    expect(update.mock.calls).toEqual([[{ page: 1 }], [{ perPage: 100 }]]);
    expect(page.failed).toBe(true);
  });
});

describe('addressClientPage', () => {
  const rows = Array.from({ length: 12 }, (_, index) => index + 1);

  it('shows the address’s page of the rows the server sent whole', () => {
    const page = addressClientPage(
      rows,
      { state: { page: 2, perPage: 10 }, update: vi.fn(), goToPage: vi.fn() },
      false,
    );
    expect(page.rows).toEqual([11, 12]);
    expect(page.pagination).toMatchObject({ page: 2, lastPage: 2, total: 12, pageSize: 10 });
  });

  it('shows the last page when the address asks for one past the end', () => {
    const page = addressClientPage(
      rows,
      { state: { page: 5, perPage: 10 }, update: vi.fn(), goToPage: vi.fn() },
      false,
    );
    expect(page.rows).toEqual([11, 12]);
    expect(page.pagination.page).toBe(2);
  });
});

describe('addressSearch', () => {
  it('reads the search from the address and writes a new one back', () => {
    const update = vi.fn();
    const search = addressSearch({ state: { search: 'E-4' }, update }, 'Search', 'Equipment…');
    expect(search).toMatchObject({ label: 'Search', placeholder: 'Equipment…', value: 'E-4' });
    search.onChange('E-44');
    expect(update).toHaveBeenCalledWith({ search: 'E-44' });
  });
});
