import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useDefects } from '../api/get-defects';
import { defectPath, reportDefectPath } from '../defect-path';
import '../i18n';
import { DefectSeverityBadge, DefectStatusBadge } from './defect-badges';
import { useDefectItemLabel } from './defect-item-label';

/** How many of a vehicle's newest defects its record shows; the link opens the rest. */
const shownOnRecord = 10;

/** The Defects list narrowed to one vehicle. */
export function vehicleDefectsPath(vehicleId: number): string {
  return `${paths.defects}?${new URLSearchParams({ vehicle_id: String(vehicleId) }).toString()}`;
}

/** Report a defect of this vehicle (the vehicle record is the admins'). */
export function vehicleReportDefectPath(vehicleId: number): string {
  return reportDefectPath('admin', vehicleId);
}

/** The words of the vehicle record's Defects section (its title and its links), in the reader's language. */
export function useVehicleDefectsWords() {
  const { t } = useTranslation('defects');
  return { title: t('vehicleSection.title'), all: t('vehicleSection.all'), report: t('vehicleSection.report') };
}

/**
 * A vehicle's newest defects (open ones and recent finished ones), each opening its detail; for the
 * vehicle record's Defects section.
 */
export function VehicleDefects({ vehicleId }: { vehicleId: number }) {
  const { t } = useTranslation('defects');
  const itemLabel = useDefectItemLabel();
  const defects = useDefects({ vehicle_id: vehicleId, page: 1, per_page: shownOnRecord }, vehicleId > 0);
  const rows = defects.data?.data ?? [];

  if (defects.isError) return <Text size="sm">{t('loadError')}</Text>;
  if (defects.isPending) return null;
  if (rows.length === 0) return <Text size="sm">{t('vehicleSection.empty')}</Text>;

  return (
    <Table.ScrollContainer minWidth={420}>
      <Table>
        <VisuallyHidden component="caption">{t('vehicleSection.caption')}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.item')}</Table.Th>
            <Table.Th>{t('columns.severity')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.reportedAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Anchor component={Link} to={defectPath(row.id, 'admin')} size="sm" fw={500}>
                  {itemLabel(row)}
                </Anchor>
                {row.overdue && (
                  <Text span size="sm" fw={700} c="red.9" ml={6}>
                    {t('overdue')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <DefectSeverityBadge severity={row.severity} />
              </Table.Td>
              <Table.Td>
                <DefectStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>{formatDateTime(row.reported_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
