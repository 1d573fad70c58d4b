import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordMinLength, resetPasswordForm } from '@fleet-ops/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showSuccess } from '../../../components/toasts';
import { paths } from '../../../config/paths';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { useResetPassword, type ResetPasswordValues } from '../api/reset-password';
import { AuthCard } from './auth-card';

type ResetPasswordFormProps = {
  /** The token from the emailed link (the route's `:token`). */
  token: string;
};

/** Sets a new password from a reset link, then sends the person to sign in with it. */
export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword(token);
  // Messages about the link itself (an expired token) belong to no field.
  const [linkProblems, setLinkProblems] = useState<string[]>([]);
  const form = useForm<ResetPasswordValues>({
    mode: 'uncontrolled',
    initialValues: { password: '', confirm_password: '' },
    validate: validateWith<ResetPasswordValues>(resetPasswordForm),
  });

  const submit = form.onSubmit((values) => {
    setLinkProblems([]);
    reset.mutate(values, {
      onSuccess: (response) => {
        showSuccess(response.message);
        void navigate(paths.login, { replace: true });
      },
      onError: (error) => setLinkProblems(showFormErrors(form, error)),
    });
  });

  return (
    <AuthCard title={t('auth.resetPassword.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {linkProblems.length > 0 && (
            <Alert color="red" variant="light" role="alert">
              <Stack gap={4}>
                {linkProblems.map((problem) => (
                  <span key={problem}>{problem}</span>
                ))}
                <Anchor component={Link} to={paths.forgotPassword} size="sm">
                  {t('auth.resetPassword.requestNewLink')}
                </Anchor>
              </Stack>
            </Alert>
          )}
          <PasswordInput
            label={t('auth.resetPassword.password')}
            description={t('auth.passwordHint', { min: passwordMinLength })}
            autoComplete="new-password"
            size="md"
            required
            withAsterisk={false}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('auth.resetPassword.confirmPassword')}
            autoComplete="new-password"
            size="md"
            required
            withAsterisk={false}
            key={form.key('confirm_password')}
            {...form.getInputProps('confirm_password')}
          />
          <Button type="submit" size="md" fullWidth loading={reset.isPending}>
            {t('auth.resetPassword.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
