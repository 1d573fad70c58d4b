import type { ColumnPreference } from '@fleet-ops/shared';
import { useColumnPreferencesQuery } from './api/get-column-preferences';
import { useSaveColumnPreferences } from './api/save-column-preferences';

/**
 * The screen's columns in the screen's order and labels, with the visibility the user saved.
 * Columns added to a screen after the user saved still appear, with their default visibility.
 */
export function mergeColumnPreferences(
  defaults: readonly ColumnPreference[],
  saved: readonly ColumnPreference[] | null | undefined,
): ColumnPreference[] {
  const savedVisibility = new Map(saved?.map((column) => [column.column, column.visible]));
  return defaults.map((column) => ({ ...column, visible: savedVisibility.get(column.column) ?? column.visible }));
}

/**
 * A screen's column choice (`page` is the customization key, e.g. 'home', 'tracking'). Until the
 * saved choice arrives, the defaults are shown.
 */
export function useColumnPreferences(page: string, defaultColumns: readonly ColumnPreference[]) {
  const saved = useColumnPreferencesQuery(page);
  const save = useSaveColumnPreferences(page);
  const preferences = mergeColumnPreferences(defaultColumns, saved.data);
  return {
    preferences,
    visibleColumns: preferences.filter((column) => column.visible).map((column) => column.column),
    save: save.mutateAsync,
    isSaving: save.isPending,
  };
}
