import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { checklistStatementVersion, type ChecklistFormOptions, type InspectionSection } from '@fleet-ops/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../components/dialog-context';
import { clearErrorToasts, showError, showSuccess } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { firstScreenShown, lazyAfterFirstScreen } from '../../../lib/after-first-screen';
import { useClientRequestId } from '../../../lib/client-request-id';
import { revealFirstError, showFormErrors } from '../../../lib/form-errors';
import { withTranslations } from '../../../lib/i18n';
import { useCreateChecklist } from '../api/create-checklist';
import { equipmentItemsQueryOptions } from '../api/get-equipment-items';
import { checklistsNamespace } from '../i18n';
import { checklistOfflineNamespace } from '../offline/offline-i18n';
import { neverArrived, useOfflineChecklist } from '../offline/use-offline-checklist';
import { ChecklistConfirmation, type SubmittedChecklist } from './checklist-confirmation';
import { ChecklistFields } from './checklist-fields';
import { ChecklistItemList } from './checklist-item-list';
import { useItemLabel } from './checklist-items';
import {
  blankChecklist,
  invalidFormMessages,
  itemErrors,
  needsBackdateReason,
  operatorFor,
  recordRequest,
  signatureBlob,
  loadChecklistValidation,
  validateChecklist,
  type ChecklistFormValues,
} from './checklist-values';
import { DraftRestoredNotice } from './draft-restored-notice';
import { DoNotOperateAlert, OpenDefectsList } from './inspection-lazy';
import {
  askedItemMap,
  inspectionErrors,
  inspectionRequest,
  inspectionWords,
  itemLabelsOf,
  majorMarked,
  openDefectName,
} from './inspection-values';
import { PhotoPicker } from './photo-picker';
import { useVehicleItems } from './use-vehicle-items';

// The record's fields (place, declaration, signature box) load in their own chunk: the driver page is at its budget.
const recordFields = () => withTranslations(import('./record-fields'));
const PlaceField = lazy(() => recordFields().then((module) => ({ default: module.PlaceField })));
const OutOfServiceAlert = lazy(() => recordFields().then((module) => ({ default: module.OutOfServiceAlert })));
const DeclarationField = lazy(() => recordFields().then((module) => ({ default: module.DeclarationField })));
// What waits to be sent: after the first screen and the picked vehicle's items (issue 33).
const OutboxPanel = lazyAfterFirstScreen(() => import('../offline/outbox-panel').then((module) => module.OutboxPanel));

type ChecklistFormProps = {
  options: ChecklistFormOptions;
  /** Called after a successful submission, once the form is reset; without it the form confirms the submission. */
  onSubmitted?: () => void;
  /** The vehicle the form is opened for (a QR code), chosen from the start when the person may inspect it. */
  preselected?: string | null;
};

/**
 * The Pre-OP Checklist: the driver's dashboard and the New Pre-OP Checklist modal. The vehicle
 * decides the items (from the server); every item starts at yes; a "no" reveals the remarks box.
 * It is checked with the server's own schema and against the vehicle's last reading before it is
 * sent; the first field in error is scrolled to. After a submission the driver sees what was
 * recorded, with "Start another".
 */
export function ChecklistForm({ options, onSubmitted, preselected = null }: ChecklistFormProps) {
  const { t } = useTranslation([checklistsNamespace, checklistOfflineNamespace]);
  const create = useCreateChecklist();
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [operatorChosen, setOperatorChosen] = useState(false);
  const [submitted, setSubmitted] = useState<SubmittedChecklist | null>(null);
  const requestId = useClientRequestId();
  const formElement = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  // The drawn form's sections, for its own rules at Submit (the validation is made once, below).
  const drawnSections = useRef<InspectionSection[] | undefined>(undefined);
  const checkRecord = validateChecklist(options, (equipmentNumber) =>
    queryClient.getQueryData(equipmentItemsQueryOptions(equipmentNumber).queryKey),
  );
  const form = useForm<ChecklistFormValues>({
    initialValues: blankChecklist(options, preselected),
    validate: (values) => {
      const sections = drawnSections.current;
      return { ...checkRecord(values), ...(sections ? inspectionErrors(values, sections, inspectionWords()) : {}) };
    },
  });
  const { values } = form;
  // When the form was opened (and reopened after each submission): the record keeps how long the check took.
  const [openedAt, setOpenedAt] = useState(() => new Date().toISOString());
  // Signed once per request id: a retry after a lost answer must send the very same body, or it is a 409.
  const [signedAt, setSignedAt] = useState<{ requestId: string; at: string } | null>(null);
  const everyItem = options.require_every_item;

  const { vehicleItems, itemKeys, allMarked, formVersion, sections, openDefects } = useVehicleItems(
    form,
    everyItem,
    options,
  );
  useEffect(() => {
    drawnSections.current = sections;
  }, [sections]);
  const itemLabel = useItemLabel();
  const majorDefect = sections !== undefined && majorMarked(values, sections);
  const chosenVehicle = options.vehicles.find((entry) => entry.equipment_number === values.equipment_number);

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
  const entered =
    values.odm_read !== '' || values.oil_life !== '' || values.remarks !== '' || hasIssue || photos.length > 0;
  useUnsavedChanges(submitted === null && entered);
  const offline = useOfflineChecklist({
    form,
    draftName: options.mode,
    photos,
    setPhotos,
    openedAt,
    setOpenedAt,
    entered: entered || values.signature !== '' || values.signature_typed_name !== '',
    preselected,
    requestId,
  });

  /** A clean form for the next checklist, under a new request id. */
  const startOver = () => {
    requestId.renew();
    form.reset();
    form.setFieldValue('date_to_added', options.today);
    setPhotos([]);
    setPhotoError(null);
    setOperatorChosen(false);
    setOpenedAt(new Date().toISOString());
  };

  const onInvalid = (errors: FormErrors, target: HTMLFormElement) => {
    const named = (fields: string[]) =>
      t('form.checkFields', { fields: fields.map((field) => t(`form.fields.${field}`)).join(', ') });
    showError(invalidFormMessages(errors, named));
    revealFirstError(target);
  };

  const backdating = needsBackdateReason(values.date_to_added, options);

  const send = (submitted: ChecklistFormValues, target: HTMLFormElement) => {
    if (photoError) return;
    const { statement_accepted: accepted, signature, sign_by_typing: typing, ...rest } = submitted;
    const { defect_choices: _choices, readings: _readings, ...fields } = rest;
    const signed =
      signedAt?.requestId === requestId.id ? signedAt : { requestId: requestId.id, at: new Date().toISOString() };
    setSignedAt(signed);
    const sent = {
      ...fields,
      ...recordRequest(submitted),
      ...inspectionRequest(submitted, formVersion),
      remarks: hasIssue ? submitted.remarks : '',
      backdate_reason: backdating ? submitted.backdate_reason : '',
      statement_version: accepted ? checklistStatementVersion : '',
      opened_at: openedAt,
      signed_at: signed.at,
    };
    // A retry after a lost answer sends the same request id: the server answers the first checklist.
    const drawn = typing ? undefined : signatureBlob(signature);
    const submission = { values: sent, photos, requestId: requestId.id, signature: drawn };
    create.mutate(submission, {
      onSuccess: (response) => {
        clearErrorToasts();
        showSuccess(response.message);
        if (!onSubmitted) {
          setSubmitted({
            equipmentNumber: response.data.equipment_number,
            vehicleType: response.data.vehicle_type,
            submittedAt: response.data.submitted_at,
            failedItems: Object.keys(sent.checklist).filter((item) => sent.checklist[item] === 'no'),
            itemLabels: itemLabelsOf(sections),
            doNotOperate: response.data.defects.some((defect) => defect.severity === 'major'),
          });
        }
        offline.draft.forget();
        startOver();
        onSubmitted?.();
      },
      onError: (error) => {
        if (neverArrived(error)) {
          // Signed here and now: the phone keeps it and sends it when the network returns.
          void offline.queue(submission, error, submitted).then(startOver);
          return;
        }
        if (error instanceof ApiError && error.status !== 422) showError(error.lines);
        // The id went with another submission: the next one is new.
        if (error instanceof ApiError && error.status === 409) requestId.renew();
        placeErrors(error, target);
      },
    });
  };

  // The shared schema (and zod) come after the form is on screen; Submit waits for them if need be.
  useEffect(() => {
    void firstScreenShown().then(loadChecklistValidation);
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    void loadChecklistValidation().then(() =>
      form.onSubmit(
        (submitted) => send(submitted, target),
        (errors) => onInvalid(errors, target),
      )(),
    );
  };

  const placeErrors = (error: Error, target?: HTMLFormElement | null) => {
    const unplaced = showFormErrors(form, error);
    if (unplaced.length > 0) setPhotoError(unplaced.join(' '));
    revealFirstError(target ?? undefined);
  };

  const { noteErrors, checklistErrors } = itemErrors(form.errors);

  if (submitted) return <ChecklistConfirmation checklist={submitted} onStartAnother={() => setSubmitted(null)} />;

  return (
    <form ref={formElement} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Suspense fallback={null}>
          <OutboxPanel
            outbox={offline.outbox}
            onFix={(entry) => void offline.reopen(entry).then((error) => placeErrors(error, formElement.current))}
          />
        </Suspense>
        {offline.draft.restored && (
          <DraftRestoredNotice
            onClose={offline.draft.dismiss}
            onStartOver={() => {
              offline.draft.forget();
              startOver();
            }}
          />
        )}
        <ChecklistFields
          form={form}
          options={options}
          vehicleItems={vehicleItems}
          chooseVehicle={chooseVehicle}
          chooseOperator={chooseOperator}
        />

        <Suspense fallback={null}>
          <OutOfServiceAlert vehicle={chosenVehicle} itemName={(item) => openDefectName(openDefects, item)} />
          <PlaceField form={form} options={options} />
        </Suspense>

        {openDefects.length > 0 && itemKeys && (
          <Suspense fallback={null}>
            <OpenDefectsList
              defects={openDefects}
              form={form}
              items={askedItemMap(itemKeys, sections)}
              itemName={itemLabel}
            />
          </Suspense>
        )}

        <Alert variant="light" color="blue" icon={<IconInfoCircle />} p="sm">
          {t('form.help')}
        </Alert>

        <ChecklistItemList
          form={form}
          itemKeys={itemKeys}
          sections={sections}
          startUnmarked={everyItem}
          noteErrors={noteErrors}
          checklistErrors={checklistErrors}
        />

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

        {majorDefect && (
          <Suspense fallback={null}>
            <DoNotOperateAlert moment="before" />
          </Suspense>
        )}

        <Button type="submit" size="xl" fullWidth loading={create.isPending} disabled={create.isPending || !allMarked}>
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
