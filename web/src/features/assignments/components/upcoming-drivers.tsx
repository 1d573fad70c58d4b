import { ActionIcon, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { assignDriverMessages, type UpcomingDriver } from '@fleet-ops/shared';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showSuccess } from '../../../components/toasts';
import { formatDateTime } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { useUpcomingDrivers } from '../api/get-upcoming-drivers';
import { useRemoveUpcomingDriver } from '../api/remove-upcoming-driver';

/** One planned assignment: slot, driver, from, to (or until replaced) and note, with its Remove button. */
function UpcomingEntry({ entry, onRemove }: { entry: UpcomingDriver; onRemove: () => void }) {
  const { t } = useTranslation('assignments');
  return (
    <Paper withBorder p="xs" radius="sm" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            <Text span size="xs" c="dimmed" fw={700}>
              {entry.driver_number}
            </Text>{' '}
            {entry.drivers.name}
          </Text>
          <Text size="xs">
            {t('from')} {formatDateTime(entry.assigned_from_date)} · {t('to')}{' '}
            {entry.assigned_to_date ? formatDateTime(entry.assigned_to_date) : t('permanent')}
          </Text>
          {entry.note && (
            <Text size="xs" c="dimmed">
              {entry.note}
            </Text>
          )}
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red.9"
          size="lg"
          aria-label={t('removeOf', { name: entry.drivers.name })}
          onClick={onRemove}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/** The vehicle's assignments that have not started yet; each can be removed after a confirmation. */
export function UpcomingDrivers({ vehicleId }: { vehicleId: number }) {
  const { t } = useTranslation('assignments');
  const { t: tc } = useTranslation();
  const upcoming = useUpcomingDrivers(vehicleId);
  const remove = useRemoveUpcomingDriver();
  const [removing, setRemoving] = useState<UpcomingDriver | null>(null);

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('upcoming')}
      </Title>
      {upcoming.isPending ? (
        <Center>
          <Loader size="sm" role="status" aria-label={tc('common.loading')} />
        </Center>
      ) : (upcoming.data ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noUpcoming')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('upcoming')}>
          {upcoming.data?.map((entry) => (
            <UpcomingEntry key={entry.id} entry={entry} onRemove={() => setRemoving(entry)} />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('removeTitle')}
        message={translateMessage(assignDriverMessages.confirmRemove)}
        confirmLabel={t('remove')}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          const response = await remove.mutateAsync(removing.id);
          showSuccess(response.message);
        }}
      >
        {removing && (
          <Text size="sm" fw={600} mt="xs">
            {removing.driver_number} · {removing.drivers.name}
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
