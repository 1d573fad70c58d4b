import { Checkbox, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  webhookEvents,
  webhookRequest,
  type Webhook,
  type WebhookEvent,
  type WebhookWithSecret,
} from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { AppModal, useUnsavedChanges } from '../../components/app-modal';
import { FormActions } from '../../components/form-actions';
import { showSuccess } from '../../components/toasts';
import { showFormErrors } from '../../lib/form-errors';
import { validateWith } from '../../lib/form-validation';
import { useCreateWebhook, useUpdateWebhook } from './api/webhooks';
import { webhooksNamespace } from './i18n';

type FormValues = { name: string; url: string; events: WebhookEvent[]; enabled: boolean };

type WebhookFormModalProps = {
  opened: boolean;
  /** The hook to edit; none for a new one. */
  webhook?: Webhook;
  onClose: () => void;
  /** A new hook was made: its secret is to be shown, this once. */
  onCreated: (created: WebhookWithSecret) => void;
};

type WebhookFormProps = { webhook?: Webhook; onSaved: (created?: WebhookWithSecret) => void; onCancel: () => void };

function WebhookForm({ webhook, onSaved, onCancel }: WebhookFormProps) {
  const { t } = useTranslation(webhooksNamespace);
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: {
      name: webhook?.name ?? '',
      url: webhook?.url ?? '',
      events: webhook?.events ?? [],
      enabled: webhook?.enabled ?? true,
    },
    validate: validateWith<FormValues>(webhookRequest),
  });
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit(async (values) => {
    try {
      if (webhook) {
        const response = await update.mutateAsync({ id: webhook.id, values });
        showSuccess(response.message);
        onSaved();
      } else {
        const response = await create.mutateAsync(values);
        showSuccess(response.message);
        onSaved(response.data);
      }
    } catch (error) {
      showFormErrors(form, error);
    }
  });

  return (
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
        <TextInput
          label={t('form.url')}
          placeholder={t('form.urlPlaceholder')}
          required
          type="url"
          {...form.getInputProps('url')}
        />
        <Checkbox.Group label={t('form.events')} required {...form.getInputProps('events')}>
          <Stack gap={6} mt={4}>
            {webhookEvents.map((event) => (
              <Checkbox key={event} value={event} label={t(`events.${event}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch label={t('form.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
        <FormActions
          submitLabel={webhook ? t('form.save') : t('form.create')}
          onCancel={onCancel}
          pending={create.isPending || update.isPending}
          mt="sm"
        />
      </Stack>
    </form>
  );
}

/** Add or edit a webhook. */
export function WebhookFormModal({ opened, webhook, onClose, onCreated }: WebhookFormModalProps) {
  const { t } = useTranslation(webhooksNamespace);
  return (
    <AppModal opened={opened} onClose={onClose} title={webhook ? t('form.editTitle') : t('form.newTitle')}>
      <WebhookForm
        webhook={webhook}
        onCancel={onClose}
        onSaved={(created) => {
          onClose();
          if (created) onCreated(created);
        }}
      />
    </AppModal>
  );
}
