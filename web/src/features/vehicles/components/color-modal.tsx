import { ColorInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { vehicleColorRequest, type VehicleListRow } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { defaultRowColor } from '../../../components/data-table/row-color';
import { FormActions } from '../../../components/form-actions';
import { showSuccess } from '../../../components/toasts';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { useAssignVehicleColor } from '../api/assign-vehicle-color';

/** Light enough that the row's tint keeps its text readable; white clears the colour. */
const rowColorSwatches = [
  defaultRowColor,
  '#fa5252',
  '#fd7e14',
  '#fab005',
  '#40c057',
  '#15aabf',
  '#228be6',
  '#7950f2',
  '#e64980',
];

/** The body of `POST api/vehicles/color` as the form holds it. */
type ColorValues = { color: string; vehicle_id: number };

type ColorModalProps = { vehicle: VehicleListRow; opened: boolean; onClose: () => void };

/** 'Assign Colour': the one required colour of the vehicle's row in the list. */
export function ColorModal({ vehicle, opened, onClose }: ColorModalProps) {
  const { t } = useTranslation('vehicles');
  const assign = useAssignVehicleColor();
  const form = useForm<ColorValues>({
    initialValues: { color: vehicle.color, vehicle_id: vehicle.id },
    validate: validateWith<ColorValues>(vehicleColorRequest),
  });

  const submit = form.onSubmit((values) => {
    assign.mutate(values, {
      onSuccess: (response) => {
        showSuccess(response.message);
        onClose();
      },
      onError: (error) => showFormErrors(form, error),
    });
  });

  return (
    <AppModal opened={opened} onClose={onClose} title={t('color.title')} dirty={form.isDirty()}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('color.for', { equipment: vehicle.equipment_number })}</Text>
          <ColorInput
            label={t('color.label')}
            required
            format="hex"
            swatches={rowColorSwatches}
            swatchesPerRow={9}
            eyeDropperButtonProps={{ 'aria-label': t('color.pick') }}
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('color')}
          />
          <FormActions submitLabel={t('color.save')} onCancel={onClose} pending={assign.isPending} />
        </Stack>
      </form>
    </AppModal>
  );
}
