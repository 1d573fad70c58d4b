import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { checklistMessages, checklistStatementVersion, type ChecklistFormOptions } from '@fleet-ops/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../components/app-modal';
import { clearErrorToasts, showError, showSuccess } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { useClientRequestId } from '../../../lib/client-request-id';
import { showFormErrors } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { useCreateChecklist } from '../api/create-checklist';
import { equipmentItemsQueryOptions, useEquipmentItems } from '../api/get-equipment-items';
import { checklistsNamespace } from '../i18n';
import { ChecklistConfirmation, type SubmittedChecklist } from './checklist-confirmation';
import { ChecklistFields } from './checklist-fields';
import { ChecklistItems } from './checklist-items';
import {
  blankChecklist,
  needsBackdateReason,
  operatorFor,
  recordRequest,
  signatureBlob,
  validateChecklist,
  type ChecklistFormValues,
} from './checklist-values';
import { PhotoPicker } from './photo-picker';

// The record's fields (place, declaration, signature box) load in their own chunk: the driver page is at its budget.
const recordFields = () => import('./record-fields');
const PlaceField = lazy(() => recordFields().then((module) => ({ default: module.PlaceField })));
const OutOfServiceAlert = lazy(() => recordFields().then((module) => ({ default: module.OutOfServiceAlert })));
const DeclarationField = lazy(() => recordFields().then((module) => ({ default: module.DeclarationField })));

type ChecklistFormProps = {
  options: ChecklistFormOptions;
  /** Called after a successful submission, once the form is reset; without it the form confirms the submission. */
  onSubmitted?: () => void;
};

/** The first field showing an error, brought into view and focused once the errors are on screen. */
function revealFirstError(form: HTMLFormElement | undefined) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  });
}

/**
 * The Pre-OP Checklist: the driver's dashboard and the New Pre-OP Checklist modal. The vehicle
 * decides the items (from the server); every item starts at yes; a "no" reveals the remarks box.
 * It is checked with the server's own schema and against the vehicle's last reading before it is
 * sent; the first field in error is scrolled to. After a submission the driver sees what was
 * recorded, with "Start another".
 */
export function ChecklistForm({ options, onSubmitted }: ChecklistFormProps) {
  const { t } = useTranslation(checklistsNamespace);
  const create = useCreateChecklist();
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [operatorChosen, setOperatorChosen] = useState(false);
  const [submitted, setSubmitted] = useState<SubmittedChecklist | null>(null);
  const requestId = useClientRequestId();
  const queryClient = useQueryClient();
  const form = useForm<ChecklistFormValues>({
    initialValues: blankChecklist(options),
    validate: validateChecklist(
      options,
      (equipmentNumber) =>
        queryClient.getQueryData(equipmentItemsQueryOptions(equipmentNumber).queryKey)?.last_odm_read,
    ),
  });
  const { values } = form;
  // When the form was opened (and reopened after each submission): the record keeps how long the check took.
  const [openedAt, setOpenedAt] = useState(() => new Date().toISOString());
  // Signed once per request id: a retry after a lost answer must send the very same body, or it is a 409.
  const [signedAt, setSignedAt] = useState<{ requestId: string; at: string } | null>(null);
  const everyItem = options.require_every_item;

  const items = useEquipmentItems(values.equipment_number);
  const vehicleItems = items.data?.equipment_number === values.equipment_number ? items.data : undefined;

  // A newly chosen vehicle brings its own items, every one at yes.
  useEffect(() => {
    if (!vehicleItems) return;
    const current = form.getValues();
    const answered = Object.keys(current.checklist);
    const sameItems =
      answered.every((item) => vehicleItems.equipment_items.includes(item)) &&
      (everyItem || answered.length === vehicleItems.equipment_items.length);
    if (!sameItems) {
      // Items start at yes, or unmarked where the site wants every item marked by hand.
      form.setFieldValue(
        'checklist',
        everyItem ? {} : Object.fromEntries(vehicleItems.equipment_items.map((item) => [item, 'yes' as const])),
      );
    }
    if (current.vehicle_type !== vehicleItems.vehicle_type)
      form.setFieldValue('vehicle_type', vehicleItems.vehicle_type);
  }, [vehicleItems, form, everyItem]);
  const chosenVehicle = options.vehicles.find((entry) => entry.equipment_number === values.equipment_number);
  const allMarked =
    !everyItem || (vehicleItems?.equipment_items.every((item) => values.checklist[item] !== undefined) ?? false);

  const chooseVehicle = (equipmentNumber: string | null) => {
    const vehicle = options.vehicles.find((entry) => entry.equipment_number === equipmentNumber);
    form.setValues({
      equipment_number: vehicle?.equipment_number ?? '',
      vehicle_type: vehicle?.vehicle_type ?? '',
      checklist: {},
    });
    const suggested = operatorFor(options, vehicle?.driver_ids);
    if (options.mode !== 'driver' && !operatorChosen && suggested) {
      form.setValues({ operator: suggested.name, driver_id: String(suggested.id) });
    }
  };

  const chooseOperator = (driverId: string | null) => {
    const operator = options.operators.find((entry) => String(entry.id) === driverId);
    setOperatorChosen(true);
    form.setValues({ operator: operator?.name ?? '', driver_id: operator ? String(operator.id) : '' });
  };

  const hasIssue = Object.values(values.checklist).includes('no');
  // Items start at yes on their own: what the person typed, turned red or attached is theirs to lose.
  useUnsavedChanges(
    submitted === null &&
      (values.odm_read !== '' || values.oil_life !== '' || values.remarks !== '' || hasIssue || photos.length > 0),
  );

  const onInvalid = (errors: FormErrors, _values: ChecklistFormValues, event?: FormEvent<HTMLFormElement>) => {
    const messages: string[] = [checklistMessages.invalidForm];
    if (errors.checklist === translateMessage(checklistMessages.noItems)) messages.push(checklistMessages.noItems);
    showError(messages);
    revealFirstError(event?.currentTarget);
  };

  const backdating = needsBackdateReason(values.date_to_added, options);

  const submit = form.onSubmit((submitted, event) => {
    if (photoError) return;
    const formElement = event?.currentTarget;
    const { statement_accepted: accepted, signature, ...fields } = submitted;
    const signed =
      signedAt?.requestId === requestId.id ? signedAt : { requestId: requestId.id, at: new Date().toISOString() };
    setSignedAt(signed);
    const sent = {
      ...fields,
      ...recordRequest(submitted),
      remarks: hasIssue ? submitted.remarks : '',
      backdate_reason: backdating ? submitted.backdate_reason : '',
      statement_version: accepted ? checklistStatementVersion : '',
      opened_at: openedAt,
      signed_at: signed.at,
    };
    // A retry after a lost answer sends the same request id: the server answers the first checklist.
    create.mutate(
      { values: sent, photos, requestId: requestId.id, signature: signatureBlob(signature) },
      {
        onSuccess: (response) => {
          clearErrorToasts();
          showSuccess(response.message);
          if (!onSubmitted) {
            setSubmitted({
              equipmentNumber: response.data.equipment_number,
              vehicleType: response.data.vehicle_type,
              submittedAt: response.data.submitted_at,
              failedItems: Object.keys(sent.checklist).filter((item) => sent.checklist[item] === 'no'),
            });
          }
          requestId.renew();
          form.reset();
          form.setFieldValue('date_to_added', options.today);
          setPhotos([]);
          setPhotoError(null);
          setOperatorChosen(false);
          setOpenedAt(new Date().toISOString());
          onSubmitted?.();
        },
        onError: (error) => {
          // The id went with another submission (already toasted): the next one is new.
          if (error instanceof ApiError && error.status === 409) requestId.renew();
          const unplaced = showFormErrors(form, error);
          if (unplaced.length > 0) setPhotoError(unplaced.join(' '));
          revealFirstError(formElement);
        },
      },
    );
  }, onInvalid);

  const noteErrors = Object.fromEntries(
    Object.entries(form.errors).flatMap(([field, message]) =>
      field.startsWith('notes.') && typeof message === 'string' ? [[field.slice(6), message]] : [],
    ),
  );
  const checklistErrors = Object.entries(form.errors)
    .filter(([field]) => field === 'checklist' || field.startsWith('checklist.'))
    .flatMap(([, message]) => (typeof message === 'string' ? [message] : []));

  if (submitted) return <ChecklistConfirmation checklist={submitted} onStartAnother={() => setSubmitted(null)} />;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <ChecklistFields
          form={form}
          options={options}
          vehicleItems={vehicleItems}
          chooseVehicle={chooseVehicle}
          chooseOperator={chooseOperator}
        />

        <Suspense fallback={null}>
          <OutOfServiceAlert vehicle={chosenVehicle} />
          <PlaceField form={form} options={options} />
        </Suspense>

        <Alert variant="light" color="blue" icon={<IconInfoCircle />} p="sm">
          {t('form.help')}
        </Alert>

        <Stack gap="xs" component="fieldset" m={0} p={0} bd="none">
          <Text component="legend" fw={700} mb="xs">
            {t('form.itemsLegend')}
          </Text>
          {values.equipment_number === '' ? (
            <Text c="dimmed">{t('form.chooseVehicleFirst')}</Text>
          ) : !vehicleItems ? (
            <Text c="dimmed">{t('form.loadingItems')}</Text>
          ) : (
            <ChecklistItems
              items={vehicleItems.equipment_items}
              answers={values.checklist}
              onChange={(item, answer) => form.setFieldValue(`checklist.${item}`, answer)}
              notes={values.notes}
              onNoteChange={(item, note) => form.setFieldValue(`notes.${item}`, note)}
              startUnmarked={everyItem}
              noteErrors={noteErrors}
            />
          )}
          {checklistErrors.length > 0 && (
            <Text c="red.9" size="sm" role="alert">
              {[...new Set(checklistErrors)].join(' ')}
            </Text>
          )}
        </Stack>

        {backdating && (
          <Textarea
            label={t('form.backdateReason')}
            description={t('form.backdateReasonHint', { date: options.earliest_date })}
            size="lg"
            autosize
            minRows={2}
            maxLength={500}
            required
            {...form.getInputProps('backdate_reason')}
          />
        )}

        {hasIssue && (
          <Textarea
            label={t('form.remarks')}
            size="lg"
            autosize
            minRows={3}
            maxRows={8}
            required
            {...form.getInputProps('remarks')}
          />
        )}

        <PhotoPicker photos={photos} onChange={setPhotos} error={photoError} onError={setPhotoError} />

        <Suspense fallback={null}>
          <DeclarationField form={form} />
        </Suspense>

        <Button type="submit" size="xl" fullWidth loading={create.isPending} disabled={create.isPending || !allMarked}>
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
