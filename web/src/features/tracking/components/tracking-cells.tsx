import { Group, NativeSelect, Stack, Text, Tooltip } from '@mantine/core';
import { carParentTypes, rateTypes, type RateType, type TrackingRow } from '@fleet-ops/shared';
import { IconAntenna, IconCar, IconPick, IconTruck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/inputs/number-field';
import { OwnershipBadge as SharedOwnershipBadge } from '../../../components/ownership-badge/ownership-badge';
import { VehicleLink } from '../../../components/vehicle-link';
import { formatMoney } from '../../../lib/format';

/** Own green, lease yellow, rent blue (spec section 2). */
export function OwnershipBadge({ ownership }: { ownership: TrackingRow['ownership_type'] }) {
  const { t } = useTranslation('tracking');
  return <SharedOwnershipBadge ownership={ownership} label={t(`ownership.${ownership}`)} />;
}

function IconHint({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip label={label} withArrow>
      <span role="img" aria-label={label} style={{ display: 'inline-flex' }}>
        {children}
      </span>
    </Tooltip>
  );
}

/** The equipment number, opening the vehicle's record, with its car or truck, radio and mine icons. */
export function EquipmentCell({ row }: { row: TrackingRow }) {
  const { t } = useTranslation('tracking');
  const isCar = carParentTypes.includes(row.vehicle_parent_type);
  const VehicleIcon = isCar ? IconCar : IconTruck;
  return (
    <Group gap={6} wrap="nowrap">
      <IconHint label={t(isCar ? 'icons.car' : 'icons.truck')}>
        <VehicleIcon size={18} aria-hidden />
      </IconHint>
      <VehicleLink vehicleId={row.vehicles_id} equipmentNumber={row.equipment_number} />
      {row.has_radio && (
        <IconHint label={t('icons.radio')}>
          <IconAntenna size={16} aria-hidden />
        </IconHint>
      )}
      {row.mine === 'yes' && (
        <IconHint label={t('icons.mine')}>
          <IconPick size={16} aria-hidden />
        </IconHint>
      )}
    </Group>
  );
}

/** DR: the rate and its type. */
export function RateView({ row }: { row: TrackingRow }) {
  const { t } = useTranslation('tracking');
  return (
    <Stack gap={0}>
      <Text size="sm">{formatMoney(row.rate)}</Text>
      <Text size="xs" c="dimmed">
        {t(`rateTypes.${row.rate_type}`)}
      </Text>
    </Stack>
  );
}

/** DR while editing: the rate type dropdown, and the rate input when the rate is custom. */
export function RateEditor({
  rateType,
  rate,
  onRateTypeChange,
  onRateChange,
}: {
  rateType: RateType | null;
  rate: number | string;
  onRateTypeChange: (rateType: RateType) => void;
  onRateChange: (rate: number | string) => void;
}) {
  const { t } = useTranslation('tracking');
  return (
    <Stack gap={4} w={140}>
      <NativeSelect
        size="xs"
        aria-label={t('inline.rateType')}
        data={rateTypes.map((type) => ({ value: type, label: t(`rateTypes.${type}`) }))}
        value={rateType ?? ''}
        onChange={(event) => {
          const chosen = rateTypes.find((type) => type === event.currentTarget.value);
          if (chosen) onRateTypeChange(chosen);
        }}
      />
      {rateType === 'custom_rate' ? (
        <NumberField
          size="xs"
          aria-label={t('inline.rate')}
          value={rate}
          onChange={onRateChange}
          decimals={2}
          currency
        />
      ) : (
        <Text size="sm">{formatMoney(Number(rate) || 0)}</Text>
      )}
    </Stack>
  );
}
