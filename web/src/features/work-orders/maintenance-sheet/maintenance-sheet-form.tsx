import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { maintenanceSheetForm, type MaintenanceSheetDetail } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { ImplausibleConfirm } from '../../../components/implausible-confirm';
import { DateField } from '../../../components/inputs/date-field';
import { NumberField } from '../../../components/inputs/number-field';
import { showSuccess } from '../../../components/toasts';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { BrakeMeasurements } from './brake-measurements';
import { ComponentResults } from './component-results';
import { maintenanceSheetNamespace } from './i18n';
import { useSaveMaintenanceSheet } from './maintenance-sheet-api';
import { SheetSignature } from './sheet-signature';
import { initialSheetValues, sheetBody, type SheetValues } from './sheet-values';

const validate = validateWith<SheetValues>(maintenanceSheetForm);

/** The sheet's fields; the shared schema checks them here as the server will, the weight rules there. */
export function MaintenanceSheetForm({ detail }: { detail: MaintenanceSheetDetail }) {
  const { t } = useTranslation(maintenanceSheetNamespace);
  const save = useSaveMaintenanceSheet(detail.work_order_id);
  const form = useForm<SheetValues>({
    mode: 'controlled',
    initialValues: initialSheetValues(detail),
    validate: (values) => validate(sheetBody(values) as SheetValues),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const response = await save.mutateAsync(sheetBody(values));
      showSuccess(response.message);
      form.setValues({ signature: '', signature_typed_name: '', confirm_implausible: undefined });
    } catch (error) {
      showFormErrors(form, error);
    }
  });
  const signedBefore = detail.sheet
    ? { typedName: detail.sheet.signed_by_typing ? detail.sheet.signature_typed_name : null }
    : null;

  return (
    <form onSubmit={submit} noValidate aria-label={t('title')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DateField label={t('serviceDate')} required {...form.getInputProps('service_date')} />
          <NumberField label={t('odometer')} whole grouped required {...form.getInputProps('odometer')} />
        </SimpleGrid>
        <ImplausibleConfirm
          errors={[form.errors.odometer]}
          checked={form.values.confirm_implausible === 'yes'}
          onChange={(checked) => form.setFieldValue('confirm_implausible', checked ? 'yes' : undefined)}
        />
        <ComponentResults form={form} />
        <BrakeMeasurements form={form} required={detail.brakes_required === true} />
        <SheetSignature form={form} signedBefore={signedBefore} />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
