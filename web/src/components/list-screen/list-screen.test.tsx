import { notifications } from '@mantine/notifications';
import { defineColumns } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtAddress, renderWithProviders } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { changeLanguage } from '../../lib/i18n';
import { ListScreen, type ListScreenProps } from './list-screen';

/** A list of tools: two plain columns, one hidden until asked, one only in files, and the actions. */
const toolColumns = defineColumns('tools', {
  name: { title: { en: 'Tool', fr: 'Outil' }, type: 'text' },
  weight: { title: { en: 'Weight', fr: 'Poids' }, type: 'number' },
  serial: { title: { en: 'Serial', fr: 'Numéro de série' }, type: 'text', hidden: true },
  notes: { title: { en: 'Notes', fr: 'Notes' }, type: 'text', fileOnly: true },
  actions: { title: { en: 'Actions', fr: 'Actions' }, type: 'actions' },
});

type Tool = { id: number; name: string; weight: number; serial: string; notes: string };
const hammer: Tool = { id: 1, name: 'Hammer', weight: 2, serial: 'H-1', notes: 'Steel' };

const exportTools = { mutate: vi.fn(), isPending: false };

function toolList(change: Partial<ListScreenProps<Tool, keyof typeof toolColumns.columns, { search: string }>> = {}) {
  const props: ListScreenProps<Tool, keyof typeof toolColumns.columns, { search: string }> = {
    title: 'Tools',
    exports: { mutation: exportTools, filter: { search: 'ham' } },
    columns: {
      catalogue: toolColumns,
      cells: { weight: { render: (tool) => `${tool.weight} kg` }, actions: { render: () => 'Edit' } },
    },
    table: { caption: 'Tools', rowKey: (tool) => tool.id },
    page: {
      rows: [hammer],
      loading: false,
      pagination: { page: 1, lastPage: 1, total: 1, pageSize: 50, onPageChange: vi.fn(), onPageSizeChange: vi.fn() },
    },
    ...change,
  };
  return <ListScreen {...props} />;
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

let showToast: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  showToast = vi.spyOn(notifications, 'show').mockReturnValue('toast');
  stubApi([
    {
      method: 'GET',
      path: '/api/customization/tools',
      body: { data: { page: 'tools', column_visibility: null }, message: 'OK' },
    },
  ]);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  exportTools.mutate.mockReset();
  await changeLanguage('en');
});

describe('ListScreen', { timeout: 20_000 }, () => {
  it('heads the table with the catalogue’s titles, leaving out file-only columns and those hidden until asked', async () => {
    renderWithProviders(toolList());
    const table = await screen.findByRole('table', { name: 'Tools' });
    expect(headers()).toEqual(['Tool', 'Weight', 'Actions']);
    const row = within(table).getByText('Hammer').closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Hammer', '2 kg', 'Edit']);
  });

  it('offers every screen column in Column Options, in the catalogue’s order and words, the hidden one unticked', async () => {
    renderWithProviders(toolList());
    fireEvent.click(await screen.findByRole('button', { name: 'Column Options' }));
    const choices = ['Tool', 'Weight', 'Serial', 'Actions'].map(
      (name) => screen.getByRole('checkbox', { name }) as HTMLInputElement,
    );
    expect(screen.getAllByRole('checkbox')).toEqual(choices);
    expect(choices.map((box) => box.checked)).toEqual([true, true, false, true]);
  });

  it('heads the table in French for a French reader', async () => {
    await changeLanguage('fr');
    renderWithProviders(toolList());
    await screen.findByRole('table', { name: 'Tools' });
    expect(headers()).toEqual(['Outil', 'Poids', 'Actions']);
  });

  it('shows the columns a user saved under the catalogue’s keys, whatever words were saved with them', async () => {
    stubApi([
      {
        method: 'GET',
        path: '/api/customization/tools',
        body: {
          data: {
            page: 'tools',
            column_visibility: [
              { column: 'name', label: 'tools:columns.name', visible: true },
              { column: 'weight', label: 'tools:columns.weight', visible: false },
              { column: 'serial', label: 'tools:columns.serial', visible: true },
              { column: 'actions', label: 'tools:columns.actions', visible: true },
            ],
          },
          message: 'OK',
        },
      },
    ]);
    renderWithProviders(toolList());
    await waitFor(() => expect(headers()).toEqual(['Tool', 'Serial', 'Actions']));
  });

  it('exports with the filters the list is showing, as CSV or as XLSX', async () => {
    renderWithProviders(toolList());
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(exportTools.mutate.mock.calls).toEqual([
      [{ filter: { search: 'ham' }, format: 'csv' }],
      [{ filter: { search: 'ham' }, format: 'xlsx' }],
    ]);
  });

  it('says a failed load once in a toast and once above the table', async () => {
    const failed = { rows: [], loading: false, failed: true, pagination: toolList().props.page.pagination };
    renderWithProviders(toolList({ loadError: 'Error while fetching tools', page: failed }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error while fetching tools');
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Error while fetching tools' }));
    expect(screen.getByText('No data found')).toBeTruthy();
  });

  it('draws a title with the link beside it, the search first in the toolbar and the add button last', async () => {
    renderAtAddress(
      toolList({
        link: { to: '/tool-kinds', label: 'Tool kinds' },
        search: { label: 'Search', placeholder: 'Name…', value: '', onChange: vi.fn() },
        add: { label: 'Add tool', onAdd: vi.fn() },
      }),
      '/tools',
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Tools');
    expect(screen.getByRole('link', { name: 'Tool kinds' }).getAttribute('href')).toBe('/tool-kinds');
    const toolbar = ['Column Options', 'Export CSV', 'Export XLSX', 'Add tool'];
    const buttons = screen
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
    expect(buttons.filter((name) => toolbar.includes(name))).toEqual(toolbar);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeTruthy();
  });

  it('heads a column its own way, adds the columns the screen asks for, and draws cells that know which are shown', async () => {
    const columns = {
      catalogue: toolColumns,
      cells: (shown: readonly string[]) => ({
        name: { render: (tool: Tool) => `${tool.name} (${shown.join(', ')})` },
        weight: { header: 'Kilograms' },
      }),
    };
    renderWithProviders(toolList({ columns, shownColumns: (chosen) => [...chosen, 'serial'] }));
    const table = await screen.findByRole('table', { name: 'Tools' });
    expect(headers()).toEqual(['Tool', 'Kilograms', 'Serial', 'Actions']);
    expect(within(table).getByText('Hammer (name, weight, actions, serial)')).toBeTruthy();
  });

  it('draws its own content instead of the table and pager, without Column Options when told', async () => {
    renderWithProviders(toolList({ content: <p>The calendar</p>, columnOptions: false }));
    expect(await screen.findByText('The calendar')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Column Options' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });
});
