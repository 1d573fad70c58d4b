import { Button, Group, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from './app-modal';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  /** More than a sentence, shown under the message (e.g. the vehicles archiving a driver ends). */
  children?: ReactNode;
  confirmLabel: string;
  /** Red for destructive actions such as delete. */
  confirmColor?: string;
  /** The dialog waits for it, showing a spinner, and closes when it succeeds. */
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
};

/**
 * Asks before an action that cannot be undone. If `onConfirm` fails, the dialog stays open (the
 * API client has already shown the error) so the person can retry or cancel.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  children,
  confirmLabel,
  confirmColor = 'red',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // Already reported to the person; keeping the dialog open is the whole handling.
    } finally {
      setPending(false);
    }
  };

  return (
    <AppModal opened={opened} onClose={pending ? () => undefined : onClose} title={title} centered>
      <Text>{message}</Text>
      {children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button color={confirmColor} onClick={() => void confirm()} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </AppModal>
  );
}
