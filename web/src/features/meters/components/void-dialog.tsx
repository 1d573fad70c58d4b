import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { meterMessages, voidMeterReadingRequest, type MeterReading } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../components/toasts';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { translateMessage } from '../../../lib/i18n';
import { useVoidMeterReading } from '../api/meter-readings';

/** Asks why a reading is voided, then voids it (admins: the vehicle record is theirs). */
export function VoidDialog({ reading, onClose }: { reading: MeterReading | undefined; onClose: () => void }) {
  const { t } = useTranslation('meters');
  const voiding = useVoidMeterReading();
  const form = useForm({ initialValues: { reason: '' }, validate: validateWith(voidMeterReadingRequest) });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={reading !== undefined} onClose={close} title={t('voidTitle')}>
      <form
        onSubmit={form.onSubmit((values) => {
          if (!reading) return;
          voiding.mutate(
            { id: reading.id, reason: values.reason },
            {
              onSuccess: () => {
                showSuccess(translateMessage(meterMessages.voided));
                close();
              },
              onError: (error) => showFormErrors(form, error),
            },
          );
        })}
      >
        <Stack>
          <Text size="sm">{t('voidMessage')}</Text>
          <TextInput label={t('reason')} withAsterisk maxLength={500} {...form.getInputProps('reason')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" loading={voiding.isPending}>
              {t('confirmVoid')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
