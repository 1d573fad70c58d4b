import { Badge, Button, Group, Image, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { checklistAmendmentRequest, type ChecklistAmendmentRequest, type ChecklistDetail } from '@fleet-ops/shared';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../components/toasts';
import { formatDateTime } from '../../../lib/format';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { useValueLabel } from '../../../lib/value-label';
import { useAddAmendment } from '../api/add-amendment';
import { useSignature } from '../api/get-signature';
import { checklistRecordFieldsNamespace } from '../record-fields-i18n';
import { useItemLabel } from './checklist-items';
import { RecordMarkers } from './record-markers';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

/** A stored signature, fetched with the session (the countersignatures show theirs the same way). */
export function SignatureImage({ url, alt }: { url: string; alt: string }) {
  const signature = useSignature(url);
  // One object URL per fetched image, revoked when it changes or the detail closes.
  const source = useMemo(() => (signature.data ? URL.createObjectURL(signature.data) : null), [signature.data]);
  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );
  if (!source) return null;
  return <Image src={source} alt={alt} maw={320} bd="1px solid gray.4" />;
}

const validateAmendment = validateWith<ChecklistAmendmentRequest>(checklistAmendmentRequest);

function AmendmentForm({ checklistId, onDone }: { checklistId: number; onDone: () => void }) {
  const { t } = useTranslation(checklistRecordFieldsNamespace);
  const add = useAddAmendment();
  const form = useForm<ChecklistAmendmentRequest>({
    initialValues: { reason: '', correction: '' },
    validate: validateAmendment,
  });
  const submit = form.onSubmit((values) =>
    add.mutate(
      { checklistId, values },
      {
        onSuccess: (answer) => {
          showSuccess(answer.message);
          onDone();
        },
        onError: (error) => void showFormErrors(form, error),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea label={t('reason')} required maxLength={500} autosize {...form.getInputProps('reason')} />
        <Textarea
          label={t('correction')}
          required
          maxLength={1000}
          autosize
          minRows={2}
          {...form.getInputProps('correction')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The inspection record in the checklist's detail: when and where, how long it took, the
 * signature (or "Not signed"), the defects it reported and the amendments, with "Add amendment"
 * for an admin or the person who submitted it.
 */
export function RecordSection({ detail }: { detail: ChecklistDetail }) {
  const { t } = useTranslation(checklistRecordFieldsNamespace);
  const label = useItemLabel();
  const valueLabel = useValueLabel();
  // A listed location reads in the reader's language; a place the driver typed stays as typed.
  const place =
    detail.place !== null && detail.location_id !== null ? valueLabel('location', detail.place) : detail.place;
  const [amending, setAmending] = useState(false);
  return (
    <Stack gap="md">
      <Group gap={4}>
        <RecordMarkers record={detail} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label={t('inspectedAt')}>{formatDateTime(detail.inspected_at)}</Field>
        <Field label={t('placeLabel')}>{place ?? '-'}</Field>
        {detail.opened_at && detail.signed_at && (
          <Field label={t('duration')}>
            {formatDateTime(detail.opened_at)} / {formatDateTime(detail.signed_at)} ({detail.duration_seconds} s)
          </Field>
        )}
      </SimpleGrid>
      {detail.signature_url && (
        <SignatureImage url={detail.signature_url} alt={t('signatureImage', { operator: detail.operator })} />
      )}
      {detail.signature_typed_name !== null && (
        <Field label={t('signature')}>
          {t('signedByTyping', {
            name: detail.signature_typed_name,
            at: formatDateTime(detail.signed_at ?? detail.inspected_at),
          })}
        </Field>
      )}
      {detail.defects.length > 0 && (
        <Field label={t('defects')}>
          <Group gap="xs">
            {detail.defects.map((defect) => (
              <Badge key={defect.id} color={defect.severity === 'major' ? 'red' : 'orange'} variant="light">
                {label(defect.item)} ({t(defect.severity)}): {t(`statuses.${defect.status}`)}
              </Badge>
            ))}
          </Group>
        </Field>
      )}
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>{t('amendments')}</Title>
          {detail.may_amend && !amending && (
            <Button variant="light" size="compact-md" onClick={() => setAmending(true)}>
              {t('addAmendment')}
            </Button>
          )}
        </Group>
        {detail.amendments.length === 0 && <Text c="dimmed">{t('noAmendments')}</Text>}
        {detail.amendments.map((amendment) => (
          <Stack key={amendment.id} gap={2}>
            <Text size="sm" fw={600}>
              {t('amendmentBy', { at: formatDateTime(amendment.created_at), author: amendment.author_name })}
            </Text>
            <Text size="sm">
              {t('reason')}: {amendment.reason}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {t('correction')}: {amendment.correction}
            </Text>
          </Stack>
        ))}
        {amending && <AmendmentForm checklistId={detail.id} onDone={() => setAmending(false)} />}
      </Stack>
    </Stack>
  );
}
