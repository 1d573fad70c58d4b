import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import { useEquipmentItems } from '../api/get-equipment-items';
import type { ChecklistFormValues } from './checklist-values';

/**
 * The chosen vehicle's checklist items. A newly chosen vehicle brings its own items, every one at
 * yes (or unmarked where the site wants every item marked by hand); answers for the same items, as
 * a restored draft holds, are kept.
 */
export function useVehicleItems(form: UseFormReturnType<ChecklistFormValues>, everyItem: boolean) {
  const { equipment_number: equipmentNumber, checklist } = form.values;
  const items = useEquipmentItems(equipmentNumber);
  const vehicleItems = items.data?.equipment_number === equipmentNumber ? items.data : undefined;

  useEffect(() => {
    if (!vehicleItems) return;
    const current = form.getValues();
    const answered = Object.keys(current.checklist);
    const sameItems =
      answered.every((item) => vehicleItems.equipment_items.includes(item)) &&
      (everyItem || answered.length === vehicleItems.equipment_items.length);
    if (!sameItems) {
      form.setFieldValue(
        'checklist',
        everyItem ? {} : Object.fromEntries(vehicleItems.equipment_items.map((item) => [item, 'yes' as const])),
      );
    }
    if (current.vehicle_type !== vehicleItems.vehicle_type)
      form.setFieldValue('vehicle_type', vehicleItems.vehicle_type);
  }, [vehicleItems, form, everyItem]);
  const allMarked =
    !everyItem || (vehicleItems?.equipment_items.every((item) => checklist[item] !== undefined) ?? false);
  return { vehicleItems, allMarked };
}
