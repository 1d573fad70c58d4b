import type { UseFormReturnType } from '@mantine/form';
import type { ChecklistFormOptions } from '@fleet-ops/shared';
import { useEffect, useMemo } from 'react';
import { useFirstScreenWaits } from '../../../lib/after-first-screen';
import { useEquipmentItems } from '../api/get-equipment-items';
import { useVehicleFormVersion, useVehicleOpenDefects } from '../api/get-vehicle-inspection';
import type { ChecklistFormValues } from './checklist-values';
import { askedSections, drawsFormVersion, sectionItems } from './inspection-values';

/**
 * The chosen vehicle's checklist items: its own form's (issue 36) when it has one other than the
 * built-in Pre-OP, else the spec's Pre-OP list, as before forms. A phone that cannot reach the
 * form (no network, nothing kept) falls back to the Pre-OP list, which the server still takes.
 * A newly chosen vehicle brings its own items, every one at yes (or unmarked where the site wants
 * every item marked by hand); answers for the same items, as a restored draft holds, are kept.
 */
export function useVehicleItems(
  form: UseFormReturnType<ChecklistFormValues>,
  everyItem: boolean,
  options: ChecklistFormOptions,
) {
  const { equipment_number: equipmentNumber, checklist } = form.values;
  const items = useEquipmentItems(equipmentNumber);
  const vehicleItems = items.data?.equipment_number === equipmentNumber ? items.data : undefined;
  const vehicleId = options.vehicles.find((vehicle) => vehicle.equipment_number === equipmentNumber)?.id;
  const version = useVehicleFormVersion(vehicleId);
  const openDefects = useVehicleOpenDefects(vehicleId);
  const versionKnown = vehicleId === undefined || version.status !== 'pending';
  // Issue 33: what the driver does not wait for (menus, cards, schemas) downloads after these.
  useFirstScreenWaits(items.isFetching || version.isFetching);
  const formVersion = vehicleId !== undefined && drawsFormVersion(version.data) ? version.data : undefined;

  const sections = useMemo(
    () => (formVersion && vehicleItems ? askedSections(formVersion, vehicleItems.equipment_items) : undefined),
    [formVersion, vehicleItems],
  );
  const itemKeys = useMemo(() => {
    if (!vehicleItems || !versionKnown) return undefined;
    return sections ? sectionItems(sections).map((item) => item.key) : vehicleItems.equipment_items;
  }, [vehicleItems, versionKnown, sections]);

  useEffect(() => {
    if (!vehicleItems || !itemKeys) return;
    const current = form.getValues();
    const answered = Object.keys(current.checklist);
    const sameItems =
      answered.every((item) => itemKeys.includes(item)) && (everyItem || answered.length === itemKeys.length);
    if (!sameItems) {
      form.setFieldValue(
        'checklist',
        everyItem ? {} : Object.fromEntries(itemKeys.map((item) => [item, 'yes' as const])),
      );
    }
    if (current.vehicle_type !== vehicleItems.vehicle_type)
      form.setFieldValue('vehicle_type', vehicleItems.vehicle_type);
  }, [vehicleItems, itemKeys, form, everyItem]);
  const allMarked = !everyItem || (itemKeys?.every((item) => checklist[item] !== undefined) ?? false);
  return {
    vehicleItems,
    itemKeys,
    allMarked,
    formVersion,
    sections,
    openDefects: vehicleId !== undefined ? (openDefects.data ?? []) : [],
  };
}
