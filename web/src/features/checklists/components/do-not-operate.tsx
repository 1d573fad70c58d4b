import { Alert } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { checklistInspectionNamespace } from '../inspection-i18n';

/**
 * "Do not operate this vehicle": before submit when a failed item is marked major, and on the
 * confirmation when the vehicle has a major defect open. Information, not a lock.
 */
export function DoNotOperateAlert({ moment }: { moment: 'before' | 'after' }) {
  const { t } = useTranslation(checklistInspectionNamespace);
  return (
    <Alert color="red" variant="filled" role="alert" icon={<IconAlertOctagon />} title={t('doNotOperate')}>
      {moment === 'before' ? t('doNotOperateBefore') : t('doNotOperateAfter')}
    </Alert>
  );
}
