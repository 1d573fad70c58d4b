import {
  checklistBaseItems,
  checklistEquipmentItems,
  checklistItemLabel,
  defaultMajorItems,
  defectMessages,
  type ChecklistItemClass,
  type ChecklistItemClassesInput,
  type DefectSeverity,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, type FieldErrors } from '../../lib/errors.js';
import { listItemClassRows, replaceItemClassRows, type ItemClassRow } from './class-queries.js';

const knownItems: readonly string[] = [...checklistBaseItems, ...checklistEquipmentItems];

export function defaultSeverity(item: string): DefectSeverity {
  return defaultMajorItems.includes(item) ? 'major' : 'minor';
}

/** The class of an item on a vehicle of this parent type: its type's row, else the general row, else the default. */
export function severityOf(rows: ItemClassRow[], item: string, parentType: string | null): DefectSeverity {
  const forType =
    parentType === null ? undefined : rows.find((row) => row.item === item && row.vehicleParentType === parentType);
  const general = rows.find((row) => row.item === item && row.vehicleParentType === null);
  return (forType ?? general)?.severity ?? defaultSeverity(item);
}

/** Every item with its general class, then the per-type overrides admins set. */
export async function listItemClasses(db: Database): Promise<ChecklistItemClass[]> {
  const rows = await listItemClassRows(db);
  const general = knownItems.map((item) => ({
    item,
    label: checklistItemLabel(item),
    severity: severityOf(rows, item, null),
    vehicle_parent_type: null,
  }));
  const perType = rows
    .filter((row) => row.vehicleParentType !== null)
    .map((row) => ({
      item: row.item,
      label: checklistItemLabel(row.item),
      severity: row.severity,
      vehicle_parent_type: row.vehicleParentType,
    }));
  return [...general, ...perType];
}

function checkClasses(input: ChecklistItemClassesInput['items']) {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  input.forEach((entry, index) => {
    if (!knownItems.includes(entry.item)) errors[`items.${index}.item`] = [defectMessages.itemUnknown];
    const key = `${entry.item}\u0000${entry.vehicle_parent_type ?? ''}`;
    if (seen.has(key)) errors[`items.${index}.item`] = [defectMessages.itemsDuplicate];
    seen.add(key);
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('validation', first, errors);
}

/** `PUT api/checklist_items`: the listed classes replace the stored ones; unlisted items take their default. */
export async function replaceItemClasses(context: AppContext, body: ChecklistItemClassesInput, actorId: number) {
  const input = body.items;
  checkClasses(input);
  await context.db.transaction(async (transaction) => {
    const before = await listItemClassRows(transaction);
    await replaceItemClassRows(
      transaction,
      input.map((entry) => ({
        item: entry.item,
        severity: entry.severity,
        vehicleParentType: entry.vehicle_parent_type ?? null,
      })),
    );
    await recordAudit(transaction, {
      actorId,
      action: 'update',
      entity: 'checklist_item_classes',
      entityId: 'all',
      before: {
        classes: before.map(({ item, severity, vehicleParentType }) => ({ item, severity, vehicleParentType })),
      },
      after: { classes: input },
    });
  });
  return listItemClasses(context.db);
}
