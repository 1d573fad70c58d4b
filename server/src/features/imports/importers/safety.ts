import {
  firstAidKitForm,
  fireInspectionForm,
  importMessages,
  type FirstAidKitInput,
  type FireInspectionInput,
} from '@fleet-ops/shared';
import type { AppContext } from '../../../app-context.js';
import type { FieldErrors } from '../../../lib/errors.js';
import { changeFireInspection, createFireInspection } from '../../fire-inspections/index.js';
import { changeFirstAidKit, createFirstAidKit } from '../../first-aid-kits/index.js';
import { fireInspectionsOf, firstAidKitsOf, vehicleIdsByEquipmentNumber } from '../lookup-queries.js';
import { preparedRow, type Importer, type PreparedRow, type RowValues } from './importer.js';

/** The file names the vehicle by its equipment number; the forms pick its id. */
const rename = { vehicle_id: 'equipment_number' };

type Saved = { id: number; key: string };

/** Saved records by key: one id, or `ambiguous` when several records share the key. */
function byKey(saved: Saved[]): Map<string, number | 'ambiguous'> {
  const map = new Map<string, number | 'ambiguous'>();
  for (const { id, key } of saved) map.set(key, map.has(key) ? 'ambiguous' : id);
  return map;
}

/**
 * Rows of equipment kept on a vehicle, keyed by the vehicle and one of the form's fields: the
 * vehicle is found by its equipment number, the form's schema checks the rest, and the key finds
 * the saved record to update.
 */
async function prepareEquipment<Input extends { vehicle_id: number }>(
  context: AppContext,
  rows: RowValues[],
  parse: (
    values: RowValues,
  ) =>
    { success: true; data: Input } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
  keyOf: (input: Input) => string,
  savedOf: (vehicleIds: number[]) => Promise<Saved[]>,
): Promise<PreparedRow<Input>[]> {
  const vehicles = await vehicleIdsByEquipmentNumber(
    context.db,
    rows.map((values) => values.equipment_number ?? ''),
  );
  const parsedRows = rows.map((values) => {
    const vehicleId = vehicles.get(values.equipment_number ?? '');
    const found: FieldErrors =
      values.equipment_number && vehicleId === undefined ? { equipment_number: [importMessages.vehicleUnknown] } : {};
    return { parsed: parse({ ...values, vehicle_id: String(vehicleId ?? '') }), found };
  });
  const saved = byKey(await savedOf([...vehicles.values()]));
  return parsedRows.map(({ parsed, found }) => {
    const match = parsed.success ? saved.get(keyOf(parsed.data)) : undefined;
    if (match === 'ambiguous')
      return preparedRow(null, parsed, { ...found, row: [importMessages.ambiguousKey] }, rename);
    return preparedRow(match ?? null, parsed, found, rename);
  });
}

/** Fire extinguishers, matched on the vehicle and the manufacture year. */
export const fireExtinguisherImporter: Importer<FireInspectionInput> = {
  prepare: (context, rows) =>
    prepareEquipment(
      context,
      rows,
      (values) => fireInspectionForm.safeParse(values),
      (input) => `${input.vehicle_id}/${input.manufacture_year}`,
      async (ids) =>
        (await fireInspectionsOf(context.db, ids)).map((row) => ({ id: row.id, key: `${row.vehicleId}/${row.year}` })),
    ),
  async save(context, { existingId, input }, actorId) {
    if (existingId === null) await createFireInspection(context, input, actorId);
    else await changeFireInspection(context, existingId, input, actorId);
  },
};

/** "Type 1" as the screen shows it, or type_1 as the form sends it. */
const kitType = (text: string | undefined) => (text ?? '').trim().toLowerCase().replace(/\s+/g, '_');

/** First aid kits, matched on the vehicle and the kit type. */
export const firstAidKitImporter: Importer<FirstAidKitInput> = {
  prepare: (context, rows) =>
    prepareEquipment(
      context,
      rows,
      (values) => firstAidKitForm.safeParse({ ...values, type: kitType(values.type) }),
      (input) => `${input.vehicle_id}/${input.type}`,
      async (ids) =>
        (await firstAidKitsOf(context.db, ids)).map((row) => ({ id: row.id, key: `${row.vehicleId}/${row.type}` })),
    ),
  async save(context, { existingId, input }, actorId) {
    if (existingId === null) await createFirstAidKit(context, input, actorId);
    else await changeFirstAidKit(context, existingId, input, actorId);
  },
};
