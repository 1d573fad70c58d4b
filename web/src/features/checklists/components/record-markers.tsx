import type { ChecklistListRow } from '@fleet-ops/shared';
import { IconBolt, IconSignatureOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { checklistRecordNamespace } from '../record-i18n';
import classes from './checklist-items.module.css';

type Record = Pick<ChecklistListRow, 'signed' | 'completed_quickly' | 'duration_seconds'>;

/** "Not signed" and "Completed in 12 s": what the reader of the record should question. */
export function RecordMarkers({ record }: { record: Record }) {
  const { t } = useTranslation(checklistRecordNamespace);
  return (
    <>
      {!record.signed && (
        <span className={`${classes.pill} ${classes.issue}`}>
          <IconSignatureOff size={14} aria-hidden />
          {t('notSigned')}
        </span>
      )}
      {record.completed_quickly && record.duration_seconds !== null && (
        <span className={`${classes.pill} ${classes.quick}`}>
          <IconBolt size={14} aria-hidden />
          {t('completedIn', { seconds: record.duration_seconds })}
        </span>
      )}
    </>
  );
}
