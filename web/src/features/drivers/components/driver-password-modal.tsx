import { PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { driverPasswordForm, passwordMinLength, type Driver, type DriverPasswordForm } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { AppModal, useUnsavedChanges } from '../../../components/app-modal';
import { showSuccess } from '../../../components/toasts';
import { FormActions } from '../../../components/form-actions';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { useUpdateDriverPassword } from '../api/update-driver-password';

type PasswordValues = { new_password: string; confirm_password: string };

function PasswordForm({ driver, onClose }: { driver: Driver; onClose: () => void }) {
  const { t } = useTranslation('drivers');
  const update = useUpdateDriverPassword(driver.id);
  // Controlled, so the dialog learns of each change as it is made (it asks before discarding them).
  const form = useForm<PasswordValues>({
    mode: 'controlled',
    initialValues: { new_password: '', confirm_password: '' },
    validate: validateWith<PasswordValues>(driverPasswordForm),
  });

  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit((values: DriverPasswordForm) =>
    update.mutate(values, {
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
        <Text size="sm">{t('password.for', { name: driver.name })}</Text>
        <PasswordInput
          label={t('password.newPassword')}
          description={t('auth.passwordHint', { ns: 'translation', min: passwordMinLength })}
          autoComplete="new-password"
          required
          key={form.key('new_password')}
          {...form.getInputProps('new_password')}
        />
        <PasswordInput
          label={t('password.confirmPassword')}
          autoComplete="new-password"
          required
          key={form.key('confirm_password')}
          {...form.getInputProps('confirm_password')}
        />
        <FormActions submitLabel={t('password.submit')} onCancel={onClose} pending={update.isPending} />
      </Stack>
    </form>
  );
}

/** 'Update Password': a new password typed twice; the driver is signed out everywhere. */
export function DriverPasswordModal({
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
    <AppModal opened={opened} onClose={onClose} title={t('password.title')}>
      <PasswordForm driver={driver} onClose={onClose} />
    </AppModal>
  );
}
