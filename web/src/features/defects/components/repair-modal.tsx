import { FileInput, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { defectRepairForm, type DefectDetail } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { FormActions } from '../../../components/form-actions';
import { NumberField } from '../../../components/inputs/number-field';
import { showSuccess } from '../../../components/toasts';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { useRepairDefect, type RepairValues } from '../api/repair-defect';

type RepairModalProps = { opened: boolean; onClose: () => void; defect: DefectDetail };

/** Record the repair: notes required, cost and photos optional; asks before discarding typed notes. */
export function RepairModal({ opened, onClose, defect }: RepairModalProps) {
  const { t } = useTranslation('defects');
  const repair = useRepairDefect();
  const form = useForm<RepairValues>({
    mode: 'controlled',
    initialValues: { repair_notes: '', repair_cost: '', photos: [] },
    validate: validateWith<RepairValues>(defectRepairForm),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const response = await repair.mutateAsync({ id: defect.id, values });
      showSuccess(response.message);
      onClose();
    } catch (error) {
      showFormErrors(form, error);
    }
  });

  return (
    <AppModal opened={opened} onClose={onClose} title={t('repairForm.title')} dirty={form.isDirty()}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('repairForm.notes')}
            required
            rows={3}
            maxLength={2000}
            data-autofocus
            {...form.getInputProps('repair_notes')}
          />
          <NumberField
            label={t('repairForm.cost')}
            description={t('repairForm.costHint')}
            decimals={2}
            {...form.getInputProps('repair_cost')}
            onChange={(cost) => form.setFieldValue('repair_cost', String(cost))}
          />
          <FileInput
            label={t('repairForm.photos')}
            description={t('repairForm.photosHint')}
            placeholder={t('repairForm.photosPlaceholder')}
            accept="image/png,image/jpeg"
            multiple
            clearable
            value={form.values.photos}
            onChange={(files) => form.setFieldValue('photos', files)}
            error={form.errors.photos}
          />
          <FormActions submitLabel={t('repairForm.save')} onCancel={onClose} pending={repair.isPending} mt="sm" />
        </Stack>
      </form>
    </AppModal>
  );
}
