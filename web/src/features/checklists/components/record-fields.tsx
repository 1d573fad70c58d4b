import { Alert, Checkbox, List, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  checklistPlaceMax,
  checklistStatementText,
  checklistStatementVersion,
  type ChecklistFormOptions,
} from '@fleet-ops/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useValueLabel } from '../../../lib/value-label';
import { checklistRecordFieldsNamespace } from '../record-fields-i18n';
import { useItemLabel } from './checklist-items';
import { ChoicePicker } from './choice-picker';
import { typedPlace, type ChecklistFormValues } from './checklist-values';
import { SignatureField } from './signature-field';
import { SignByTypingButton, TypedSignatureField } from './typed-signature';

type Form = UseFormReturnType<ChecklistFormValues>;
type FormVehicle = ChecklistFormOptions['vehicles'][number];

/**
 * Where the check is done: a site location, or a place the driver types. On the phone it is the
 * phone's own list, like the vehicle's (Mantine's Select, its dropdown and positioning downloaded
 * on a first visit beside the picked vehicle's items, issue 33); the office's list to type into.
 */
export function PlaceField({ form, options }: { form: Form; options: ChecklistFormOptions }) {
  const { t } = useTranslation(checklistRecordFieldsNamespace);
  const label = useValueLabel();
  const data = [
    ...options.locations.map((location) => ({ value: String(location.id), label: label('location', location.name) })),
    { value: typedPlace, label: t('placeTyped') },
  ];
  return (
    <Stack gap="xs">
      <ChoicePicker
        label={t('place')}
        placeholder={t('placePlaceholder')}
        data={data}
        searchable={options.mode === 'admin'}
        value={form.values.location_id || null}
        error={form.errors.location_id}
        onChange={(place) => form.setFieldValue('location_id', place ?? '')}
      />
      {form.values.location_id === typedPlace && (
        <TextInput
          label={t('placeTypedLabel')}
          size="lg"
          required
          maxLength={checklistPlaceMax}
          {...form.getInputProps('place')}
        />
      )}
    </Stack>
  );
}

/** The chosen vehicle has a major defect not yet verified: the driver is told not to operate it (and may still submit). */
export function OutOfServiceAlert({
  vehicle,
  itemName,
}: {
  vehicle: FormVehicle | undefined;
  /** An item's name on the vehicle's own form (issue 36); the Pre-OP list's words otherwise. */
  itemName?: (item: string) => string | undefined;
}) {
  const { t } = useTranslation(checklistRecordFieldsNamespace);
  const preOpLabel = useItemLabel();
  const label = (item: string) => itemName?.(item) ?? preOpLabel(item);
  if (!vehicle?.out_of_service) return null;
  return (
    <Alert color="red" variant="filled" icon={<IconAlertTriangle />} title={t('outOfService')} role="alert">
      <Text size="sm">{t('openDefects')}</Text>
      <List size="sm" c="white">
        {vehicle.open_defects.map((defect) => (
          <List.Item key={defect.item}>
            {label(defect.item)} ({t(defect.severity)})
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The versioned declaration in the reader's language, the "I declare" box and the signature, drawn or typed. */
export function DeclarationField({ form }: { form: Form }) {
  const { t } = useTranslation(checklistRecordFieldsNamespace);
  const text = checklistStatementText(checklistStatementVersion, currentLanguage());
  return (
    <Stack gap="sm" component="fieldset" m={0} p={0} bd="none">
      <Text component="legend" fw={700} mb="xs">
        {t('statementLegend', { version: checklistStatementVersion })}
      </Text>
      <Paper withBorder p="sm">
        <Text>{text}</Text>
      </Paper>
      <Checkbox size="lg" label={t('accept')} {...form.getInputProps('statement_accepted', { type: 'checkbox' })} />
      {form.values.sign_by_typing ? (
        <TypedSignatureField form={form} />
      ) : (
        <>
          <SignByTypingButton form={form} />
          <Text size="sm" c="dimmed" id="checklist-signature-typing-hint">
            {t('signByTypingHint')}
          </Text>
          <SignatureField
            value={form.values.signature}
            onChange={(value) => form.setFieldValue('signature', value)}
            error={typeof form.errors.signature === 'string' ? form.errors.signature : null}
          />
        </>
      )}
    </Stack>
  );
}
