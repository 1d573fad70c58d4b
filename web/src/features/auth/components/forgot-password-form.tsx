import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { forgotPasswordRequest } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showSuccess } from '../../../components/toasts';
import { paths } from '../../../config/paths';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { useRequestPasswordReset, type ForgotPasswordRequest } from '../api/forgot-password';
import { AuthCard } from './auth-card';

/** Asks for a reset link by email; the server's answer is shown as a success toast. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const requestReset = useRequestPasswordReset();
  const form = useForm<ForgotPasswordRequest>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: validateWith<ForgotPasswordRequest>(forgotPasswordRequest),
  });

  const submit = form.onSubmit((values) =>
    requestReset.mutate(values, {
      onSuccess: (response) => {
        showSuccess(response.message);
        form.reset();
      },
      onError: (error) => showFormErrors(form, error),
    }),
  );

  return (
    <AuthCard title={t('auth.forgotPassword.title')} subtitle={t('auth.forgotPassword.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('auth.forgotPassword.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            size="md"
            required
            withAsterisk={false}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" size="md" fullWidth loading={requestReset.isPending}>
            {t('auth.forgotPassword.submit')}
          </Button>
          <Anchor component={Link} to={paths.login} size="sm" ta="center" py={6}>
            {t('auth.forgotPassword.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
