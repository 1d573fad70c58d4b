import { Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { defectCloseForm, type DefectCloseInput, type DefectDetail } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { FormActions } from '../../../components/form-actions';
import { showSuccess } from '../../../components/toasts';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { useCloseDefect } from '../api/close-defect';

type CloseModalProps = { opened: boolean; onClose: () => void; defect: DefectDetail };

/** Close as "no defect found": the reason is required; asks before discarding a typed reason. */
export function CloseModal({ opened, onClose, defect }: CloseModalProps) {
  const { t } = useTranslation('defects');
  const close = useCloseDefect();
  const form = useForm<DefectCloseInput>({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: validateWith<DefectCloseInput>(defectCloseForm),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const response = await close.mutateAsync({ id: defect.id, values });
      showSuccess(response.message);
      onClose();
    } catch (error) {
      showFormErrors(form, error);
    }
  });

  return (
    <AppModal opened={opened} onClose={onClose} title={t('closeForm.title')} dirty={form.isDirty()}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('closeForm.reason')}
            required
            rows={3}
            maxLength={2000}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <FormActions submitLabel={t('closeForm.save')} onCancel={onClose} pending={close.isPending} mt="sm" />
        </Stack>
      </form>
    </AppModal>
  );
}
