import '../countersign-i18n';
import { Alert, Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  checklistPlaceMax,
  checklistRecordMessages,
  countersignMessages,
  countersignStatementVersion,
  type ChecklistDetail,
} from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { SignaturePadField } from '../../../components/signature-pad/signature-pad';
import { showSuccess } from '../../../components/toasts';
import { showFormErrors } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { useCountersign } from '../api/countersign';
import { countersignNamespace } from '../countersign-i18n';
import { SignatureImage } from './record-section';

type Values = { statement: boolean; signature: string; sign_by_typing: boolean; signature_typed_name: string };

/** "I have read this report", signed drawn or typed (issue 36): the driver's instead of inspecting again. */
function CountersignForm({ checklistId }: { checklistId: number }) {
  const { t } = useTranslation(countersignNamespace);
  const countersign = useCountersign();
  const form = useForm<Values>({
    initialValues: { statement: false, signature: '', sign_by_typing: false, signature_typed_name: '' },
    validate: {
      statement: (value) => (value ? null : translateMessage(countersignMessages.statementRequired)),
      signature: (value, values) =>
        values.sign_by_typing || value ? null : translateMessage(checklistRecordMessages.signatureRequired),
      signature_typed_name: (value, values) =>
        !values.sign_by_typing || value.trim() ? null : translateMessage(checklistRecordMessages.signatureRequired),
    },
  });
  const submit = form.onSubmit((values) =>
    countersign.mutate(
      {
        checklistId,
        body: {
          statement_version: countersignStatementVersion,
          ...(values.sign_by_typing
            ? { signature_typed_name: values.signature_typed_name.trim() }
            : { signature: values.signature }),
        },
      },
      {
        onSuccess: (answer) => showSuccess(translateMessage(answer.message)),
        onError: (error) => void showFormErrors(form, error),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Checkbox size="md" label={t('section.statement')} {...form.getInputProps('statement', { type: 'checkbox' })} />
        {form.values.sign_by_typing ? (
          <>
            <TextInput
              label={t('section.typedName')}
              size="md"
              autoComplete="name"
              maxLength={checklistPlaceMax}
              data-autofocus
              {...form.getInputProps('signature_typed_name')}
            />
            <Button
              variant="default"
              onClick={() => form.setValues({ sign_by_typing: false, signature_typed_name: '' })}
            >
              {t('section.signInBox')}
            </Button>
          </>
        ) : (
          <>
            <SignaturePadField
              value={form.values.signature}
              onChange={(value) => form.setFieldValue('signature', value)}
              error={form.errors.signature as string | undefined}
              words={{
                label: t('section.signature'),
                description: t('section.signatureHint'),
                loading: t('section.loadingSignature'),
                clear: t('section.clearSignature'),
              }}
            />
            <Button variant="default" onClick={() => form.setValues({ sign_by_typing: true, signature: '' })}>
              {t('section.signByTyping')}
            </Button>
          </>
        )}
        <Button type="submit" size="md" loading={countersign.isPending}>
          {t('section.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** Until when the inspection counts, who countersigned it, and the form for the driver who may. */
export function CountersignSection({ detail }: { detail: ChecklistDetail }) {
  const { t } = useTranslation(countersignNamespace);
  const until = formatDateTime(detail.valid_until);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="checklist-countersign">
      <Stack gap="sm">
        <Title order={3} size="h5" id="checklist-countersign">
          {t('section.title')}
        </Title>
        <Alert color={detail.valid_now ? 'green' : 'orange'} variant="light" p="xs">
          {detail.valid_now ? t('section.validUntil', { time: until }) : t('section.expiredAt', { time: until })}
        </Alert>
        {detail.countersignatures.length === 0 && <Text size="sm">{t('section.none')}</Text>}
        {detail.countersignatures.map((signature) => (
          <Stack key={signature.id} gap={2}>
            <Text size="sm" fw={600}>
              {t('section.signedBy', { name: signature.name, time: formatDateTime(signature.signed_at) })}
            </Text>
            {signature.signature_typed_name !== null ? (
              <Text size="sm">{t('section.typed', { name: signature.signature_typed_name })}</Text>
            ) : (
              signature.signature_url && (
                <SignatureImage
                  url={signature.signature_url}
                  alt={t('section.signatureImage', { name: signature.name })}
                />
              )
            )}
          </Stack>
        ))}
        {detail.may_countersign && <CountersignForm checklistId={detail.id} />}
      </Stack>
    </Paper>
  );
}
