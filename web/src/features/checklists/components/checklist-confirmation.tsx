import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { checklistFormNamespace } from './checklist-form-i18n';
import { useItemLabel } from './checklist-items';
import { DoNotOperateAlert } from './inspection-lazy';

export type SubmittedChecklist = {
  equipmentNumber: string;
  vehicleType: string;
  /** 'YYYY-MM-DD HH:mm:ss', the server's time of the submission. */
  submittedAt: string;
  failedItems: string[];
  /** A form's items' labels (issue 36); the Pre-OP items are named by the app's own words. */
  itemLabels?: Record<string, { en: string; fr: string }>;
  /** A major defect is open after the submission: "Do not operate this vehicle". */
  doNotOperate?: boolean;
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
  const { t, i18n } = useTranslation(checklistFormNamespace);
  const preOpLabel = useItemLabel();
  const itemLabel = (item: string) => {
    const labels = checklist.itemLabels?.[item];
    return labels ? (i18n.language === 'fr' ? labels.fr : labels.en) : preOpLabel(item);
  };
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
      {checklist.doNotOperate && (
        <Suspense fallback={null}>
          <DoNotOperateAlert moment="after" />
        </Suspense>
      )}
      <Button size="xl" fullWidth onClick={onStartAnother}>
        {t('confirmation.startAnother')}
      </Button>
    </Stack>
  );
}
