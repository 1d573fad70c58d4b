import {
  defaultMajorItems,
  type ChecklistItemClass,
  type ChecklistItemClassesInput,
  type DefectSeverity,
} from '@fleet-ops/shared';

/** One row the admin edits: an item's general class, or its class for one vehicle type. */
export type ClassRow = { key: string; item: string; severity: DefectSeverity; vehicle_parent_type: string | null };

let serial = 0;
/** A stable key for a new row (React needs one; the server never sees it). */
export function rowKey(): string {
  serial += 1;
  return `row-${serial}`;
}

export function rowsFrom(classes: ChecklistItemClass[]): ClassRow[] {
  return classes.map((entry) => ({
    key: rowKey(),
    item: entry.item,
    severity: entry.severity,
    vehicle_parent_type: entry.vehicle_parent_type,
  }));
}

function defaultSeverity(item: string): DefectSeverity {
  return defaultMajorItems.includes(item) ? 'major' : 'minor';
}

/**
 * The PUT body: the server keeps only overrides, so a general class equal to the default is left
 * out (the table stays small and a later change of defaults reaches those items); every class for
 * a vehicle type is kept.
 */
export function bodyFrom(rows: ClassRow[]): ChecklistItemClassesInput {
  return {
    items: rows
      .filter((row) => row.vehicle_parent_type !== null || row.severity !== defaultSeverity(row.item))
      .map((row) => ({
        item: row.item,
        severity: row.severity,
        ...(row.vehicle_parent_type !== null ? { vehicle_parent_type: row.vehicle_parent_type } : {}),
      })),
  };
}
