import { Select, SimpleGrid, Stack } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import {
  firstAidKitForm,
  firstAidKitTypes,
  type EquipmentNumberEntry,
  type FirstAidKit,
  type FirstAidKitFormValues,
} from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { showSuccess } from '../../../components/toasts';
import { FormActions } from '../../../components/form-actions';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { useValueLabel } from '../../../lib/value-label';
import {
  EquipmentSelect,
  ReadOnlyVehicleField,
  recordVehicle,
  vehicleFieldValues,
  type ChosenVehicle,
  type VehicleFieldValues,
} from '../../../components/vehicle-fields/vehicle-fields';
import { useCreateFirstAidKit } from '../api/create-first-aid-kit';
import { useUpdateFirstAidKit } from '../api/update-first-aid-kit';

type FormValues = VehicleFieldValues & {
  /** 'YYYY-MM'. */
  expiry_date: string;
  type: string;
};

function initialValues(kit: FirstAidKit | null): FormValues {
  return {
    ...vehicleFieldValues(recordVehicle(kit)),
    expiry_date: kit?.expiry_date ?? '',
    type: kit?.type ?? '',
  };
}

type KitFormModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Edit this kit; add a new one when null. */
  kit: FirstAidKit | null;
  vehicles: EquipmentNumberEntry[];
};

/**
 * 'Add New Kit' / 'Edit Kit'. Vehicle and Vehicle Type fill from the equipment chosen (the
 * server reads them from the vehicle anyway); closes by the x or a click outside.
 */
export function KitFormModal({ opened, onClose, kit, vehicles }: KitFormModalProps) {
  const { t } = useTranslation('firstAidKits');
  const label = useValueLabel();
  const create = useCreateFirstAidKit();
  const update = useUpdateFirstAidKit();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: initialValues(kit),
    validate: validateWith<FormValues>(firstAidKitForm),
  });

  const chooseVehicle = (vehicle: ChosenVehicle | null) => form.setValues(vehicleFieldValues(vehicle));

  const pending = create.isPending || update.isPending;
  const submit = form.onSubmit(async (values) => {
    const body = values as FirstAidKitFormValues;
    try {
      const response = kit ? await update.mutateAsync({ id: kit.id, values: body }) : await create.mutateAsync(body);
      showSuccess(response.message);
      form.reset();
      onClose();
    } catch (error) {
      showFormErrors(form, error);
    }
  });

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={kit ? t('form.editTitle') : t('form.addTitle')}
      size="lg"
      dirty={form.isDirty()}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <EquipmentSelect
              label={t('form.equipmentNumber')}
              placeholder={t('form.equipmentPlaceholder')}
              vehicles={vehicles}
              current={recordVehicle(kit)}
              value={form.values.vehicle_id}
              onChange={chooseVehicle}
              error={form.errors.vehicle_id}
            />
            <ReadOnlyVehicleField
              label={t('form.vehicle')}
              value={form.values.vehicle_type}
              hint={t('form.selectEquipment')}
            />
            <Select
              label={t('form.type')}
              placeholder={t('form.typePlaceholder')}
              data={firstAidKitTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              required
              allowDeselect={false}
              {...form.getInputProps('type')}
              value={form.values.type || null}
            />
            <ReadOnlyVehicleField
              label={t('form.vehicleType')}
              value={form.values.vehicle_parent_type && label('parentType', form.values.vehicle_parent_type)}
              hint={t('form.selectEquipment')}
            />
            <MonthPickerInput
              label={t('form.expiryDate')}
              placeholder={t('form.expiryPlaceholder')}
              required
              valueFormat="MMMM YYYY"
              value={form.values.expiry_date ? `${form.values.expiry_date}-01` : null}
              onChange={(value) => form.setFieldValue('expiry_date', value ? value.slice(0, 7) : '')}
              error={form.errors.expiry_date}
            />
          </SimpleGrid>
          <FormActions
            submitLabel={kit ? t('form.save') : t('form.add')}
            onCancel={onClose}
            pending={pending}
            mt="sm"
          />
        </Stack>
      </form>
    </AppModal>
  );
}
