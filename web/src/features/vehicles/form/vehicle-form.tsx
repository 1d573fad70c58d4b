import { Box, LoadingOverlay, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { vehicleFormSchema, vehicleMessages, type Vehicle, type VehicleFormInput } from '@fleet-ops/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormActions } from '../../../components/form-actions';
import { showError } from '../../../components/toasts';
import { businessTimeZone } from '../../../config/business';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { formatNumber, todayIn } from '../../../lib/format';
import { DocumentsSection } from './components/documents-section';
import { EquipmentSection } from './components/equipment-section';
import { IdentitySection } from './components/identity-section';
import { ImageSection } from './components/image-section';
import { InspectionSection } from './components/inspection-section';
import { OwnershipSection } from './components/ownership-section';
import { UploadProgressView } from './components/upload-progress';
import { vehicleFormNamespace } from './i18n';
import { pendingUpload, type PendingUpload } from './pending-uploads';
import { useSaveVehicle, type SaveResult } from './use-save-vehicle';
import { toVehicleRequest, vehicleFormState, visibleSections, type VehicleFormState } from './vehicle-form-values';

type VehicleFormProps = {
  /** The vehicle being edited; absent when adding one. */
  vehicle?: Vehicle;
  /** Files an earlier save could not upload, offered again. */
  initialUploads?: PendingUpload[];
  /** After the save: `failed` lists the files that were refused (the vehicle itself is saved). */
  onSaved: (result: SaveResult) => void;
  /** Cancel: leaves the form as Back does. */
  onCancel: () => void;
};

/** Brings the first field marked red into view on a long form (a phone shows a few at a time). */
function focusFirstError(form: EventTarget | null | undefined) {
  if (!(form instanceof HTMLFormElement)) return;
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * The add and edit vehicle form, checked with the schema the server uses (inspection date bound
 * by today in the business timezone). Files are kept here until the vehicle is saved. Lowering
 * the odometer asks first.
 */
export function VehicleForm({ vehicle, initialUploads = [], onSaved, onCancel }: VehicleFormProps) {
  const { t } = useTranslation(vehicleFormNamespace);
  const [validate] = useState(() => validateWith<VehicleFormInput>(vehicleFormSchema(todayIn(businessTimeZone))));
  const form = useForm<VehicleFormState>({
    mode: 'controlled',
    initialValues: vehicleFormState(vehicle),
    // Hidden fields are checked as they are sent: empty.
    validate: (values) => validate(toVehicleRequest(values)),
  });
  const [newImages, setNewImages] = useState(() => initialUploads.filter((upload) => upload.kind === 'image'));
  const [inspectionUpload, setInspectionUpload] = useState<PendingUpload | null>(
    () => initialUploads.find((upload) => upload.kind === 'inspection_file') ?? null,
  );
  const { save, saving, progress } = useSaveVehicle(vehicle);
  // A save that lowers the odometer, waiting for the person to confirm it.
  const [lowering, setLowering] = useState<{ values: VehicleFormState; formNode?: HTMLFormElement } | null>(null);

  const saveValues = async (values: VehicleFormState, formNode: HTMLFormElement | undefined) => {
    const withInspection = inspectionUpload && visibleSections(values).inspection ? [inspectionUpload] : [];
    try {
      const result = await save(values, [...newImages, ...withInspection]);
      // What failed stays on the form, marked with the reason, to be removed or tried again.
      setNewImages(result.failed.filter((upload) => upload.kind === 'image'));
      setInspectionUpload(result.failed.find((upload) => upload.kind === 'inspection_file') ?? null);
      onSaved(result);
    } catch (error) {
      showFormErrors(form, error);
      focusFirstError(formNode);
    }
  };

  const submit = form.onSubmit(
    async (values, event) => {
      // Read now: the event lets go of its form once the handler awaits.
      const formNode = event?.currentTarget;
      // A lower reading is usually a typo; the server records it in the audit log if confirmed.
      if (vehicle && Number(values.last_odm_read) < vehicle.last_odm_read) setLowering({ values, formNode });
      else await saveValues(values, formNode);
    },
    (_errors, _values, event) => {
      showError(vehicleMessages.requiredFields);
      focusFirstError(event?.currentTarget);
    },
  );

  return (
    <Box component="form" onSubmit={submit} noValidate pos="relative">
      <LoadingOverlay
        visible={saving}
        pos="fixed"
        zIndex={190}
        loaderProps={{ children: <UploadProgressView progress={progress} /> }}
      />
      <Stack gap="lg">
        <IdentitySection form={form} />
        <OwnershipSection form={form} />
        <DocumentsSection form={form} />
        <InspectionSection
          form={form}
          vehicle={vehicle}
          upload={inspectionUpload}
          onFileChange={(file) => setInspectionUpload(file ? pendingUpload('inspection_file', file) : null)}
        />
        <EquipmentSection form={form} />
        <Textarea label={t('fields.comments')} autosize minRows={3} maxRows={10} {...form.getInputProps('comments')} />
        <ImageSection vehicle={vehicle} newImages={newImages} onNewImagesChange={setNewImages} />
        <FormActions submitLabel={vehicle ? t('save') : t('add')} onCancel={onCancel} pending={saving} />
      </Stack>
      {vehicle && (
        <ConfirmDialog
          opened={lowering !== null}
          title={t('lowerOdometer.title')}
          message={t('lowerOdometer.message', {
            from: formatNumber(vehicle.last_odm_read),
            to: formatNumber(Number(lowering?.values.last_odm_read ?? vehicle.last_odm_read)),
          })}
          confirmLabel={t('lowerOdometer.confirm')}
          confirmColor="orange"
          onConfirm={() => (lowering ? saveValues(lowering.values, lowering.formNode) : undefined)}
          onClose={() => setLowering(null)}
        />
      )}
    </Box>
  );
}
