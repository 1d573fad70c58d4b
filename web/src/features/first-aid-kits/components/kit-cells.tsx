import { Stack, Text } from '@mantine/core';
import type { FirstAidKit, firstAidKitColumns } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { ExpiryChip, type ExpiryLabels } from '../../../components/expiry-chip/expiry-chip';
import { useIsPhone } from '../../../components/layout/use-sidebar';
import type { CatalogueCells } from '../../../components/list-screen/catalogue-columns';
import { useEditDeleteCell, useVehicleCells } from '../../../components/list-screen/row-cells';
import { VehicleLink } from '../../../components/vehicle-link';
import { formatMonth } from '../../../lib/format';

/** What a phone has room for: the type shows under the equipment number. */
export const kitPhoneColumns = ['equipment_number', 'expiry_date', 'actions'];

/** How the First Aid Kit list draws its cells: the expiry month as a chip in the legend's colours. */
export function useKitCells(
  statusLabels: ExpiryLabels,
  onEdit: (kit: FirstAidKit) => void,
  onDelete: (kit: FirstAidKit) => void,
): CatalogueCells<FirstAidKit, typeof firstAidKitColumns> {
  const { t } = useTranslation('firstAidKits');
  const isPhone = useIsPhone();
  const vehicle = useVehicleCells<FirstAidKit>();
  const typeText = (kit: FirstAidKit) => t(`types.${kit.type}`);

  return {
    ...vehicle,
    equipment_number: {
      ...vehicle.equipment_number,
      render: (kit) => {
        const link = <VehicleLink vehicleId={kit.vehicle_id} equipmentNumber={kit.equipment_number} />;
        if (!isPhone) return link;
        return (
          <Stack gap={0}>
            <Text size="sm">{link}</Text>
            <Text size="xs" c="dimmed">
              {typeText(kit)}
            </Text>
          </Stack>
        );
      },
    },
    expiry_date: {
      sortable: true,
      render: (kit) => (
        <ExpiryChip text={formatMonth(kit.expiry_date)} status={kit.expiry_status} labels={statusLabels} />
      ),
    },
    type: { sortable: true, render: typeText },
    actions: useEditDeleteCell('firstAidKits', onEdit, onDelete),
  };
}
