import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { ExportButtons, exportingFormat, SearchListToolbar } from './list-toolbar';

afterEach(async () => {
  await changeLanguage('en');
});

/** The buttons' accessible names: an export button's visible words are shorter on a phone. */
function buttonNames(): string[] {
  return screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
}

describe('SearchListToolbar', () => {
  it('offers the export as CSV and as XLSX, after Column Options and before Add, and passes the format chosen', async () => {
    const onExport = vi.fn();
    renderWithProviders(
      <SearchListToolbar
        columnOptions={<button type="button">Column Options</button>}
        exports={{ onExport, exporting: undefined }}
        add={{ label: 'Add vehicle', onAdd: vi.fn() }}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Export XLSX' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport.mock.calls).toEqual([['xlsx'], ['csv']]);
    expect(buttonNames()).toEqual(['Column Options', 'Export CSV', 'Export XLSX', 'Add vehicle']);
  });
});

describe('ExportButtons', () => {
  it('shows only the format being downloaded as busy', async () => {
    renderWithProviders(<ExportButtons onExport={vi.fn()} exporting="xlsx" />);
    const xlsx = await screen.findByRole('button', { name: 'Export XLSX' });
    expect(xlsx.getAttribute('data-loading')).toBe('true');
    expect(screen.getByRole('button', { name: 'Export CSV' }).getAttribute('data-loading')).toBeNull();
  });

  it('offers CSV alone where the server writes no XLSX', async () => {
    renderWithProviders(<ExportButtons onExport={vi.fn()} exporting={undefined} formats={['csv']} />);
    await screen.findByRole('button', { name: 'Export CSV' });
    expect(buttonNames()).toEqual(['Export CSV']);
  });

  it('speaks French', async () => {
    await changeLanguage('fr');
    renderWithProviders(<ExportButtons onExport={vi.fn()} exporting={undefined} />);
    await screen.findByRole('button', { name: 'Exporter en CSV' });
    expect(buttonNames()).toEqual(['Exporter en CSV', 'Exporter en XLSX']);
  });
});

describe('exportingFormat', () => {
  it('is the format of the export under way, and nothing once it is done', () => {
    expect(exportingFormat({ isPending: true, variables: { format: 'xlsx' } })).toBe('xlsx');
    expect(exportingFormat({ isPending: false, variables: { format: 'xlsx' } })).toBeUndefined();
  });
});
