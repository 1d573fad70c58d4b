import { importMessages, updateRateRequest, vehicleMessages, type UpdateRate } from '@fleet-ops/shared';
import { changeRate } from '../../rates/index.js';
import { rateIdsByParentType } from '../lookup-queries.js';
import { preparedRow, type Importer } from './importer.js';

/** "125,50" as Excel writes money in French: a decimal comma followed by cents. */
const decimalComma = /^(\d+),(\d{1,2})$/;
const amount = (text: string | undefined) => (text ?? '').replace(decimalComma, '$1.$2');

/**
 * Rates, matched on the vehicle type (one rate per type, made with the type): every row updates,
 * checked with the rate edit form's schema.
 */
export const rateImporter: Importer<UpdateRate> = {
  async prepare(context, rows) {
    const existing = await rateIdsByParentType(context.db);
    return rows.map((values) => {
      const parentType = values.vehicle_parent_type ?? '';
      const id = existing.get(parentType);
      const parsed = updateRateRequest.safeParse({
        full_day_rate: amount(values.full_day_rate),
        shared_day_rate: amount(values.shared_day_rate),
      });
      if (parentType === '')
        return preparedRow(null, parsed, { vehicle_parent_type: [vehicleMessages.vehicleParentTypeRequired] });
      return preparedRow(
        id ?? null,
        parsed,
        id === undefined ? { vehicle_parent_type: [importMessages.rateUnknown] } : {},
      );
    });
  },
  async save(context, { existingId, input }, actorId) {
    // prepare() never lets a row through without its rate.
    await changeRate(context, existingId!, input, actorId);
  },
};
