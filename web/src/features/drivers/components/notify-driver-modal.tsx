import { Badge, Center, Divider, Loader, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifyRequest, type Driver, type DriverNotification } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { AppModal, useUnsavedChanges } from '../../../components/app-modal';
import { showSuccess } from '../../../components/toasts';
import { FormActions } from '../../../components/form-actions';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { formatDateTime } from '../../../lib/format';
import { useDriverNotifications } from '../api/get-driver-notifications';
import { useNotifyDriver } from '../api/notify-driver';

type NotifyValues = { drivers_id: number; phone: string; comments: string };

const statusColors = { queued: 'blue', sent: 'green.9', failed: 'red.9' } as const;

function NotificationHistory({ driverId }: { driverId: number }) {
  const { t } = useTranslation('drivers');
  const { t: tc } = useTranslation();
  const history = useDriverNotifications(driverId);

  if (history.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label={tc('common.loading')} />
      </Center>
    );
  }
  const notifications: DriverNotification[] = history.data ?? [];
  if (notifications.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('notify.noHistory')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={0} mah={240}>
      <Table verticalSpacing={6} fz="sm" aria-label={t('notify.history')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('notify.time')}</Table.Th>
            <Table.Th>{t('notify.message')}</Table.Th>
            <Table.Th>{t('notify.statusColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {notifications.map((notification) => (
            <Table.Tr key={notification.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(notification.created_at)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {notification.comments}
                <Text size="xs" c="dimmed">
                  {notification.phone_number}
                  {notification.sent_by ? ` · ${t('notify.sentBy', { name: notification.sent_by })}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="outline" color={statusColors[notification.status]} size="sm">
                  {t(`notify.statuses.${notification.status}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function NotifyForm({ driver, onClose }: { driver: Driver; onClose: () => void }) {
  const { t } = useTranslation('drivers');
  const notify = useNotifyDriver(driver.id);
  // Controlled, so the dialog learns of each change as it is made (it asks before discarding them).
  const form = useForm<NotifyValues>({
    mode: 'controlled',
    initialValues: { drivers_id: driver.id, phone: driver.phone_number, comments: '' },
    validate: validateWith<NotifyValues>(notifyRequest),
  });

  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit((values) =>
    notify.mutate(values, {
      onSuccess: (response) => {
        showSuccess(response.message);
        onClose();
      },
      onError: (error) => showFormErrors(form, error),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('notify.for', { name: driver.name })}</Text>
        <TextInput
          label={t('notify.phone')}
          type="tel"
          inputMode="tel"
          required
          key={form.key('phone')}
          {...form.getInputProps('phone')}
        />
        <Textarea
          label={t('notify.comments')}
          required
          rows={4}
          key={form.key('comments')}
          {...form.getInputProps('comments')}
        />
        <FormActions submitLabel={t('notify.send')} onCancel={onClose} pending={notify.isPending} />
      </Stack>
    </form>
  );
}

/** 'Notify Driver': a text message to the driver's phone, and the ones sent before. */
export function NotifyDriverModal({
  driver,
  opened,
  onClose,
}: {
  driver: Driver;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('drivers');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('notify.title')} size="lg">
      <NotifyForm driver={driver} onClose={onClose} />
      <Divider my="md" />
      <Title order={3} size="h5" mb="xs">
        {t('notify.history')}
      </Title>
      <NotificationHistory driverId={driver.id} />
    </AppModal>
  );
}
