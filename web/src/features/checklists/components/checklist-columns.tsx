import type { ChecklistListRow, ColumnPreference } from '@fleet-ops/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { VehicleLink } from '../../../components/vehicle-link';
import { formatDate, formatNumber } from '../../../lib/format';
import { ValueLabel } from '../../../lib/value-label';
import { checklistsKey, checklistsNamespace } from '../i18n';
import { RecordMarkers } from './record-markers';
import classes from './checklist-items.module.css';

/** The toggles' green and red, dark enough for white text (WCAG AA). */
export const answerColors = { yes: '#237a35', no: '#c92a2a' } as const;

function OwnershipBadge({ type }: { type: string }) {
  const { t } = useTranslation(checklistsNamespace);
  return (
    <span className={`${classes.pill} ${classes[`ownership-${type}`] ?? classes['ownership-other']}`}>
      {t(`ownership.${type}`, { defaultValue: type })}
    </span>
  );
}

/** The list's issue marker: a red "Issue" (with an icon, not only a colour), or a quiet "OK". */
export function IssueMarker({ hasIssue }: { hasIssue: boolean }) {
  const { t } = useTranslation(checklistsNamespace);
  return hasIssue ? (
    <span className={`${classes.pill} ${classes.issue}`}>
      <IconAlertTriangle size={14} aria-hidden />
      {t('list.issue')}
    </span>
  ) : (
    <span className={`${classes.pill} ${classes.ok}`}>{t('list.noIssue')}</span>
  );
}

function YesNo({ value }: { value: 'yes' | 'no' }) {
  const { t } = useTranslation(checklistsNamespace);
  return <>{value === 'yes' ? t('list.yes') : t('list.no')}</>;
}

const header = (key: string) => checklistsKey(`list.columns.${key}`);

/** The checklist list row's columns (spec section 3) and the operator, in the table's order. */
export const checklistColumns: DataTableColumn<ChecklistListRow>[] = [
  {
    key: 'equipment_number',
    header: header('equipmentNumber'),
    render: (row) => <VehicleLink vehicleId={row.vehicle_id} equipmentNumber={row.equipment_number} />,
  },
  // The issue marker comes early, so it is seen without scrolling the table sideways.
  {
    key: 'has_issue',
    header: header('issue'),
    render: (row) => (
      <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
        <IssueMarker hasIssue={row.has_issue} />
        <RecordMarkers record={row} />
      </span>
    ),
  },
  {
    key: 'vehicle_parent_type',
    header: header('parentType'),
    render: (row) => <ValueLabel kind="parentType" value={row.vehicle_parent_type} />,
  },
  { key: 'has_radio', header: header('radio'), render: (row) => <YesNo value={row.has_radio} /> },
  { key: 'mine', header: header('mine'), render: (row) => <YesNo value={row.mine} /> },
  {
    key: 'ownership_type',
    header: header('ownership'),
    render: (row) => <OwnershipBadge type={row.ownership_type} />,
  },
  { key: 'vehicle_type', header: header('vehicleType') },
  { key: 'license_plate_no', header: header('plate') },
  { key: 'VIN_no', header: header('vin') },
  { key: 'date', header: header('date'), render: (row) => formatDate(row.date) },
  { key: 'operator', header: header('operator') },
  { key: 'last_odm_read', header: header('lastOdmRead'), render: (row) => formatNumber(row.last_odm_read) },
];

/** Column Options defaults (page key `home`): every column shown. */
export const defaultChecklistColumns: ColumnPreference[] = checklistColumns.map((column) => ({
  column: column.key,
  label: column.header,
  visible: true,
}));
