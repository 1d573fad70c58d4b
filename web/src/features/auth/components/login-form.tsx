import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { LoginRequest } from '@fleet-ops/shared';
import type { FormErrors } from '@mantine/form';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clearErrorToasts } from '../../../components/toasts';
import { paths } from '../../../config/paths';
import { showFormErrors } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { loginFormErrors } from '../../../lib/wire-checks';
import { useLogin } from '../api/login';

/** The form's messages, in the reader's language. */
function validate(values: LoginRequest): FormErrors {
  return Object.fromEntries(
    Object.entries(loginFormErrors(values)).map(([field, message]) => [field, translateMessage(message)]),
  );
}

/**
 * Two fields kept as Mantine Form keeps them (checked on submit, a field's error cleared as it
 * is typed in), without Mantine Form: the sign-in page downloads 6 kB (gzip) less.
 */
function useLoginFields() {
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' });
  const [errors, setErrors] = useState<FormErrors>({});
  const inputProps = (field: keyof LoginRequest) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _cleared, ...others }) => others);
      // Another email is another attempt: a toast about the last one (too many tries, no
      // network) would now describe the wrong account.
      if (field === 'email') clearErrorToasts();
    },
    error: errors[field],
    'data-path': field,
  });
  return { values, setErrors, inputProps };
}

/**
 * Email and password, checked as the server's `POST api/login` schema checks them, by the
 * zod-free `loginFormErrors` (the sign-in page does not download zod). Shown in `SignInCard`.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useLoginFields();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validate(form.values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    login.mutate(form.values, { onError: (error) => showFormErrors(form, error, { toast: 'unplaced' }) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.login.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          size="md"
          required
          withAsterisk={false}
          {...form.inputProps('email')}
        />
        <PasswordInput
          label={t('auth.login.password')}
          autoComplete="current-password"
          // Mantine names the eye in English only; aria-pressed says whether it is shown.
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.showPassword') }}
          size="md"
          required
          withAsterisk={false}
          {...form.inputProps('password')}
        />
        <Group justify="flex-end">
          {/* 14 + 20 + 14 px: a 48 px target for a gloved finger. */}
          <Anchor component={Link} to={paths.forgotPassword} size="sm" py={14}>
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
