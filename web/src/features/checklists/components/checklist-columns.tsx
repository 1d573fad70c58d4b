import type { ChecklistListRow, checklistColumns } from '@fleet-ops/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CatalogueCells } from '../../../components/list-screen/catalogue-columns';
import { VehicleLink } from '../../../components/vehicle-link';
import { formatDate, formatNumber } from '../../../lib/format';
import { ValueLabel } from '../../../lib/value-label';
import { checklistsNamespace } from '../i18n';
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

/** Issue 36: the form a checklist was filled on, by the name it had then, in the reader's language. */
function FormName({ form }: { form: ChecklistListRow['form'] }) {
  const { i18n } = useTranslation(checklistsNamespace);
  if (!form) return null;
  return <>{i18n.language === 'fr' ? form.name_fr : form.name}</>;
}

function YesNo({ value }: { value: 'yes' | 'no' }) {
  const { t } = useTranslation(checklistsNamespace);
  return <>{value === 'yes' ? t('list.yes') : t('list.no')}</>;
}

/** How the checklist lists draw their cells (spec section 3, and the operator); titles come from the shared catalogue. */
export const checklistCells: CatalogueCells<ChecklistListRow, typeof checklistColumns> = {
  equipment_number: {
    render: (row) => <VehicleLink vehicleId={row.vehicle_id} equipmentNumber={row.equipment_number} />,
  },
  // The issue marker comes early, so it is seen without scrolling the table sideways.
  has_issue: {
    render: (row) => (
      <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
        <IssueMarker hasIssue={row.has_issue} />
        <RecordMarkers record={row} />
      </span>
    ),
  },
  vehicle_parent_type: { render: (row) => <ValueLabel kind="parentType" value={row.vehicle_parent_type} /> },
  has_radio: { render: (row) => <YesNo value={row.has_radio} /> },
  mine: { render: (row) => <YesNo value={row.mine} /> },
  ownership_type: { render: (row) => <OwnershipBadge type={row.ownership_type} /> },
  date: { render: (row) => formatDate(row.date) },
  // A vehicle without an odometer (a loader, issue 37) has no ODM reading, only engine hours.
  last_odm_read: { render: (row) => (row.last_odm_read === null ? '—' : formatNumber(row.last_odm_read)) },
  hour_read: { render: (row) => (row.hour_read === null ? '—' : formatNumber(row.hour_read)) },
  form: { render: (row) => <FormName form={row.form} /> },
  form_version: { render: (row) => (row.form ? formatNumber(row.form.version) : null) },
};
