import { SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  apiTokenLifetimes,
  newApiTokenRequest,
  type CreatedApiToken,
  type NewApiTokenRequest,
} from '@fleet-ops/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/app-modal';
import { ShownOnce } from '../../components/shown-once';
import { FormActions } from '../../components/form-actions';
import { showSuccess } from '../../components/toasts';
import { showFormErrors } from '../../lib/form-errors';
import { validateWith } from '../../lib/form-validation';
import { useCreateApiToken } from './api/api-tokens';
import { apiTokensNamespace } from './i18n';

type NewTokenModalProps = { opened: boolean; onClose: () => void };

export function NewTokenModal({ opened, onClose }: NewTokenModalProps) {
  const { t } = useTranslation(apiTokensNamespace);
  const create = useCreateApiToken();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const form = useForm<NewApiTokenRequest>({
    mode: 'controlled',
    initialValues: { name: '', scope: 'read', expires_in_days: 90 },
    validate: validateWith<NewApiTokenRequest>(newApiTokenRequest),
  });
  const close = () => {
    setCreated(null);
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    try {
      const response = await create.mutateAsync(values);
      showSuccess(response.message);
      setCreated(response.data);
    } catch (error) {
      showFormErrors(form, error);
    }
  });

  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={created ? t('shown.title') : t('form.title')}
      dirty={!created && form.isDirty()}
    >
      {created ? (
        <ShownOnce
          value={created.token}
          label={t('shown.token')}
          warning={t('shown.warning')}
          testId="new-api-token"
          onDone={close}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('form.name')}
              placeholder={t('form.namePlaceholder')}
              required
              maxLength={80}
              data-autofocus
              {...form.getInputProps('name')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="api-token-scope">
                {t('form.scope')}
              </Text>
              <SegmentedControl
                aria-labelledby="api-token-scope"
                data={[
                  { value: 'read', label: t('scope.read') },
                  { value: 'read_write', label: t('scope.read_write') },
                ]}
                {...form.getInputProps('scope')}
              />
            </Stack>
            <Select
              label={t('form.lifetime')}
              allowDeselect={false}
              data={apiTokenLifetimes.map((days) => ({ value: String(days), label: t('form.days', { count: days }) }))}
              value={String(form.values.expires_in_days)}
              onChange={(value) => value && form.setFieldValue('expires_in_days', Number(value))}
              error={form.errors.expires_in_days}
            />
            <FormActions submitLabel={t('form.save')} onCancel={close} pending={create.isPending} mt="sm" />
          </Stack>
        </form>
      )}
    </AppModal>
  );
}
