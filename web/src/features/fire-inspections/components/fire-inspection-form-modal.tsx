import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import {
  addDays,
  addCalendarMonths,
  fireInspectionForm,
  type FireInspection,
  type FireInspectionFormValues,
} from '@fleet-ops/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { DateField } from '../../../components/inputs/date-field';
import { showError, showSuccess } from '../../../components/toasts';
import { FormActions } from '../../../components/form-actions';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { useValueLabel } from '../../../lib/value-label';
import { useEquipmentNumbers } from '../../vehicles';
import { useCreateFireInspection } from '../api/create-fire-inspection';
import { useUpdateFireInspection } from '../api/update-fire-inspection';
import {
  EquipmentSelect,
  ReadOnlyVehicleField,
  recordVehicle,
  vehicleFieldValues,
  type ChosenVehicle,
  type VehicleFieldValues,
} from '../../../components/vehicle-fields/vehicle-fields';

type FormValues = VehicleFieldValues & {
  manufacture_year: string;
  /** 'YYYY-MM'. */
  inspection_month: string;
  inspection_expiry_date: string;
};

function initialValues(inspection: FireInspection | null): FormValues {
  return {
    ...vehicleFieldValues(recordVehicle(inspection)),
    manufacture_year: inspection ? String(inspection.manufacture_year) : '',
    inspection_month: inspection?.inspection_month ?? '',
    inspection_expiry_date: inspection?.inspection_expiry_date ?? '',
  };
}

/** Extinguishers are inspected yearly: the last day of the same month a year on. */
function yearAfter(month: string): string {
  return addDays(addCalendarMonths(`${month}-01`, 13), -1);
}

type FireInspectionFormModalProps = { opened: boolean; onClose: () => void; inspection: FireInspection | null };

/** Add or edit an inspection; the vehicle fields fill from the equipment chosen. */
export function FireInspectionFormModal({ opened, onClose, inspection }: FireInspectionFormModalProps) {
  const { t } = useTranslation('fireInspections');
  const label = useValueLabel();
  const vehicles = useEquipmentNumbers();
  const create = useCreateFireInspection();
  const update = useUpdateFireInspection();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: initialValues(inspection),
    validate: validateWith<FormValues>(fireInspectionForm),
  });

  useEffect(() => {
    if (vehicles.isError) showError(t('equipmentError'));
  }, [vehicles.isError, t]);

  const chooseVehicle = (vehicle: ChosenVehicle | null) => form.setValues(vehicleFieldValues(vehicle));

  const chooseMonth = (value: string | null) => {
    const month = value ? value.slice(0, 7) : '';
    form.setFieldValue('inspection_month', month);
    if (month && !form.values.inspection_expiry_date) form.setFieldValue('inspection_expiry_date', yearAfter(month));
  };

  const pending = create.isPending || update.isPending;
  const submit = form.onSubmit(async (values) => {
    const body = values as FireInspectionFormValues;
    try {
      const response = inspection
        ? await update.mutateAsync({ id: inspection.id, values: body })
        : await create.mutateAsync(body);
      showSuccess(response.message);
      onClose();
    } catch (error) {
      showFormErrors(form, error);
    }
  });

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={inspection ? t('form.editTitle') : t('form.addTitle')}
      size="lg"
      dirty={form.isDirty()}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <EquipmentSelect
            label={t('form.equipmentNumber')}
            placeholder={t('form.equipmentPlaceholder')}
            vehicles={vehicles.data ?? []}
            current={recordVehicle(inspection)}
            value={form.values.vehicle_id}
            onChange={chooseVehicle}
            error={form.errors.vehicle_id}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <ReadOnlyVehicleField
              label={t('form.vehicle')}
              value={form.values.vehicle_type}
              hint={t('form.selectEquipment')}
            />
            <ReadOnlyVehicleField
              label={t('form.vehicleType')}
              value={form.values.vehicle_parent_type && label('parentType', form.values.vehicle_parent_type)}
              hint={t('form.selectEquipment')}
            />
            <TextInput
              label={t('form.manufactureYear')}
              inputMode="numeric"
              required
              maxLength={4}
              {...form.getInputProps('manufacture_year')}
            />
            <MonthPickerInput
              label={t('form.inspectionMonth')}
              required
              valueFormat="MMMM YYYY"
              value={form.values.inspection_month ? `${form.values.inspection_month}-01` : null}
              onChange={chooseMonth}
              error={form.errors.inspection_month}
            />
          </SimpleGrid>
          <DateField
            label={t('form.expiryDate')}
            description={t('form.expiryHint')}
            required
            {...form.getInputProps('inspection_expiry_date')}
          />
          <FormActions
            submitLabel={inspection ? t('form.save') : t('form.add')}
            onCancel={onClose}
            pending={pending}
            mt="sm"
          />
        </Stack>
      </form>
    </AppModal>
  );
}
