import { actionsColumn, customizationMessages, type ColumnPreference } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ColumnOptions } from './column-options';
import { mergeColumnPreferences } from './use-column-preferences';

const columns: ColumnPreference[] = [
  { column: 'equipment_number', label: 'Equipment No.', visible: true },
  { column: 'date', label: 'Date', visible: true },
  { column: actionsColumn, label: 'Actions', visible: true },
];

function openOptions() {
  const onSave = vi.fn(async () => ({ message: customizationMessages.saved }));
  renderWithProviders(<ColumnOptions preferences={columns} onSave={onSave} />);
  fireEvent.click(screen.getByRole('button', { name: 'Column Options' }));
  return onSave;
}

const untick = (label: string) => fireEvent.click(screen.getByRole('checkbox', { name: label }));
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('ColumnOptions', () => {
  it('refuses to hide every column', async () => {
    const onSave = openOptions();
    columns.forEach((column) => untick(column.label));
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('At least one column must be selected.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses Actions as the only visible column', async () => {
    const onSave = openOptions();
    untick('Equipment No.');
    untick('Date');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      '"Actions" must be used with at least one other column.',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves every column with its visibility and closes', async () => {
    const onSave = openOptions();
    untick('Date');
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith([
      { column: 'equipment_number', label: 'Equipment No.', visible: true },
      { column: 'date', label: 'Date', visible: false },
      { column: actionsColumn, label: 'Actions', visible: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Date' })).toBeNull());
  });

  it('starts from the current choice again after a cancelled edit', () => {
    openOptions();
    untick('Date');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Column Options' }));
    expect((screen.getByRole('checkbox', { name: 'Date' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('mergeColumnPreferences', () => {
  it("uses the screen's defaults until the user has saved a choice", () => {
    expect(mergeColumnPreferences(columns, null)).toEqual(columns);
  });

  it("keeps the screen's order and labels, the saved visibility, and defaults for new columns", () => {
    const saved = [
      { column: 'date', label: 'Old label', visible: false },
      { column: 'equipment_number', label: 'Equipment No.', visible: true },
    ];
    expect(mergeColumnPreferences(columns, saved)).toEqual([
      { column: 'equipment_number', label: 'Equipment No.', visible: true },
      { column: 'date', label: 'Date', visible: false },
      { column: actionsColumn, label: 'Actions', visible: true },
    ]);
  });
});
