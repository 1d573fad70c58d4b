import { Stack, Text, Textarea } from '@mantine/core';
import type { TrackingRow } from '@fleet-ops/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { FormActions } from '../../../components/form-actions';

type CommentModalProps = {
  row: TrackingRow;
  opened: boolean;
  saving: boolean;
  onSave: (comment: string) => void;
  onClose: () => void;
};

/** The comments pop-up: the whole comment, Cancel and Save (which saves only the comment). */
export function CommentModal({ row, opened, saving, onSave, onClose }: CommentModalProps) {
  const { t } = useTranslation('tracking');
  const [comment, setComment] = useState(row.comment ?? '');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('comment.title')} dirty={comment !== (row.comment ?? '')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(comment);
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {[row.equipment_number, row.driver_name].filter(Boolean).join(' · ')}
          </Text>
          <Textarea
            label={t('comment.label')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            rows={4}
            maxLength={500}
            data-autofocus
          />
          <FormActions submitLabel={t('comment.save')} onCancel={onClose} pending={saving} />
        </Stack>
      </form>
    </AppModal>
  );
}
