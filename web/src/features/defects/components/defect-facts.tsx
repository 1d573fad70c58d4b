import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DefectDetail, DefectPhoto } from '@fleet-ops/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VehicleLink } from '../../../components/vehicle-link';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { openProtectedFile } from '../../../lib/protected-file';
import { DefectSeverityBadge, DefectStatusBadge } from './defect-badges';
import { useDefectItemLabel } from './defect-item-label';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** Photos open in a tab of their own (they need the caller's token, so they are fetched first). */
function PhotoLinks({ title, photos }: { title: string; photos: DefectPhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Group gap="sm">
        {photos.map((photo) => (
          <Anchor
            key={photo.id}
            component="button"
            type="button"
            size="sm"
            onClick={() => void openProtectedFile(photo.url, photo.file_name)}
          >
            {photo.file_name}
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}

/** What the defect is, where, and what was done about it so far. */
export function DefectFacts({ defect }: { defect: DefectDetail }) {
  const { t } = useTranslation('defects');
  const itemLabel = useDefectItemLabel();
  return (
    <Stack gap="sm">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" m={0}>
        <Fact label={t('detail.vehicle')}>
          <VehicleLink vehicleId={defect.vehicle_id} equipmentNumber={defect.equipment_number} />
        </Fact>
        <Fact label={t('detail.item')}>{itemLabel(defect)}</Fact>
        {defect.code && <Fact label={t('detail.code')}>{defect.code}</Fact>}
        <Fact label={t('detail.severity')}>
          <DefectSeverityBadge severity={defect.severity} />
        </Fact>
        <Fact label={t('detail.status')}>
          <DefectStatusBadge status={defect.status} />
        </Fact>
        <Fact label={t('detail.reportedAt')}>{formatDateTime(defect.reported_at)}</Fact>
        <Fact label={t('detail.dueAt')}>
          {defect.due_at ? formatDateTime(defect.due_at) : '—'}
          {defect.overdue && (
            <Text span fw={700} c="red.9" ml={6}>
              {t('overdue')}
            </Text>
          )}
        </Fact>
        <Fact label={t('detail.occurrences')}>{defect.occurrences}</Fact>
        {defect.repair_cost !== null && (
          <Fact label={t('detail.repairCost')}>{formatMoney(Number(defect.repair_cost))}</Fact>
        )}
      </SimpleGrid>
      {defect.repair_notes && <Fact label={t('detail.repairNotes')}>{defect.repair_notes}</Fact>}
      {defect.close_reason && <Fact label={t('detail.closeReason')}>{defect.close_reason}</Fact>}
      <PhotoLinks title={t('detail.reportPhotos')} photos={defect.report_photos} />
      <PhotoLinks title={t('detail.repairPhotos')} photos={defect.repair_photos} />
    </Stack>
  );
}
