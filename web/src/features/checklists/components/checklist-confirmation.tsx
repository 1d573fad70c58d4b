import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { checklistFormNamespace } from './checklist-form-i18n';
import { useItemLabel } from './checklist-items';

export type SubmittedChecklist = {
  equipmentNumber: string;
  vehicleType: string;
  /** 'YYYY-MM-DD HH:mm:ss', the server's time of the submission. */
  submittedAt: string;
  failedItems: string[];
};

/**
 * What the driver sees after a submission: which vehicle, when, and what failed, so they know
 * it went through; "Start another" brings back a blank form.
 */
export function ChecklistConfirmation({
  checklist,
  onStartAnother,
}: {
  checklist: SubmittedChecklist;
  onStartAnother: () => void;
}) {
  const { t } = useTranslation(checklistFormNamespace);
  const itemLabel = useItemLabel();
  const heading = useRef<HTMLDivElement>(null);
  // The form the driver was on is gone: the confirmation takes the focus and the view.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, []);

  return (
    <Stack gap="md">
      <Alert
        ref={heading}
        tabIndex={-1}
        role="status"
        color="green"
        icon={<IconCircleCheck />}
        title={t('confirmation.title')}
      >
        <Stack gap={4}>
          <Text size="sm">
            {t('confirmation.vehicle')}: {checklist.equipmentNumber} · {checklist.vehicleType}
          </Text>
          <Text size="sm">
            {t('confirmation.submittedAt')}: {formatDateTime(checklist.submittedAt)}
          </Text>
          <Text size="sm">{t('confirmation.failedItems')}:</Text>
          {checklist.failedItems.length > 0 ? (
            <List size="sm">
              {checklist.failedItems.map((item) => (
                <List.Item key={item}>{itemLabel(item)}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">{t('confirmation.noFailedItems')}</Text>
          )}
        </Stack>
      </Alert>
      <Button size="xl" fullWidth onClick={onStartAnother}>
        {t('confirmation.startAnother')}
      </Button>
    </Stack>
  );
}
