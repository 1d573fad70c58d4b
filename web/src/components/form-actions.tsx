import { Button, Group, type GroupProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGuardedClose } from './dialog-context';

type FormActionsProps = {
  submitLabel: string;
  onCancel: () => void;
  /** While the form is being sent: the submit button spins and Cancel waits for the answer. */
  pending: boolean;
} & Omit<GroupProps, 'children'>;

/** A form's Cancel and submit buttons, at the end of the form. In a dialog with unsaved changes, Cancel asks first. */
export function FormActions({ submitLabel, onCancel, pending, ...groupProps }: FormActionsProps) {
  const { t } = useTranslation();
  const guard = useGuardedClose();
  return (
    <Group justify="flex-end" {...groupProps}>
      <Button variant="default" onClick={() => guard(onCancel)} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
