import { Checkbox, ColorInput, Group, PasswordInput, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createDriverRequest,
  driverForm,
  passwordMinLength,
  type CreateDriverRequest,
  type Driver,
  type DriverForm as DriverFormRequest,
} from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../components/app-modal';
import { defaultRowColor } from '../../../components/data-table/row-color';
import { FormActions } from '../../../components/form-actions';
import { DateField } from '../../../components/inputs/date-field';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { useValueLabel } from '../../../lib/value-label';
import { useLocations } from '../../locations';

/** The form's values as the inputs hold them; the shared schema reads them as the server does. */
export type DriverFormValues = {
  driver_name: string;
  drive_in_pit: boolean;
  location_id: string | null;
  rotation: string;
  pit_permit: 'yes' | 'no' | '';
  supervisor: string;
  phone_number: string;
  license_no: string;
  /** YYYY-MM-DD, '' for none, or the text typed when it is no date (the schema refuses it). */
  expiry_date: string;
  driver_email: string;
  driver_password: string;
  color: string;
};

const emptyValues: DriverFormValues = {
  driver_name: '',
  drive_in_pit: false,
  location_id: null,
  rotation: '',
  pit_permit: '',
  supervisor: '',
  phone_number: '',
  license_no: '',
  expiry_date: '',
  driver_email: '',
  driver_password: '',
  color: defaultRowColor,
};

/** The add form starts empty; the edit form starts from the stored driver. */
function driverFormValues(driver?: Driver): DriverFormValues {
  if (!driver) return emptyValues;
  return {
    driver_name: driver.name,
    drive_in_pit: driver.drive_in_pit,
    location_id: String(driver.location_id),
    rotation: driver.rotation ?? '',
    pit_permit: driver.pit_permit,
    supervisor: driver.supervisor,
    phone_number: driver.phone_number,
    license_no: driver.license_no,
    expiry_date: driver.expiry_date,
    driver_email: driver.driver_email,
    driver_password: '',
    color: driver.color,
  };
}

/** The edit call's body: every driver field, no password. */
export function toDriverRequest({ driver_password: _password, ...values }: DriverFormValues): DriverFormRequest {
  return values;
}

export function toCreateDriverRequest(values: DriverFormValues): CreateDriverRequest {
  return { ...toDriverRequest(values), driver_password: values.driver_password };
}

type DriverFormProps = {
  /** The driver being edited; absent when adding (then the password is asked too). */
  driver?: Driver;
  submitLabel: string;
  /** Sends the values; resolves to the server's answer, or rejects with its error. */
  onSubmit: (values: DriverFormValues) => Promise<unknown>;
  pending: boolean;
  onCancel: () => void;
};

/** The add and edit driver form, checked with the same schema as the server. */
export function DriverForm({ driver, submitLabel, onSubmit, pending, onCancel }: DriverFormProps) {
  const { t } = useTranslation('drivers');
  const label = useValueLabel();
  const adding = driver === undefined;
  const locations = useLocations();
  // Controlled, so the dialog learns of each change as it is made (it asks before discarding them).
  const form = useForm<DriverFormValues>({
    mode: 'controlled',
    initialValues: driverFormValues(driver),
    validate: adding ? validateWith<DriverFormValues>(createDriverRequest) : validateWith<DriverFormValues>(driverForm),
  });

  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit((values) => {
    onSubmit(values).catch((error: unknown) => showFormErrors(form, error));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={t('form.name')}
            required
            autoComplete="off"
            key={form.key('driver_name')}
            {...form.getInputProps('driver_name')}
          />
          <Select
            label={t('form.location')}
            placeholder={t('form.locationPlaceholder')}
            data={(locations.data ?? []).map((location) => ({
              value: String(location.id),
              label: label('location', location.name),
            }))}
            required
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            key={form.key('location_id')}
            {...form.getInputProps('location_id')}
          />
          <TextInput
            label={t('form.supervisor')}
            required
            key={form.key('supervisor')}
            {...form.getInputProps('supervisor')}
          />
          <TextInput label={t('form.rotation')} key={form.key('rotation')} {...form.getInputProps('rotation')} />
          <TextInput
            label={t('form.phoneNumber')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
            key={form.key('phone_number')}
            {...form.getInputProps('phone_number')}
          />
          <TextInput
            label={t('form.licenseNo')}
            required
            key={form.key('license_no')}
            {...form.getInputProps('license_no')}
          />
          <DateField
            label={t('form.expiryDate')}
            required
            key={form.key('expiry_date')}
            {...form.getInputProps('expiry_date')}
          />
          <Stack gap="sm">
            <Radio.Group
              label={t('form.pitPermit')}
              required
              key={form.key('pit_permit')}
              {...form.getInputProps('pit_permit')}
            >
              <Group gap="lg" mt={8}>
                <Radio value="yes" label={t('yes')} />
                <Radio value="no" label={t('no')} />
              </Group>
            </Radio.Group>
            <Checkbox
              label={t('form.driveInPit')}
              key={form.key('drive_in_pit')}
              {...form.getInputProps('drive_in_pit', { type: 'checkbox' })}
            />
          </Stack>
          <TextInput
            label={t('form.email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            required
            key={form.key('driver_email')}
            {...form.getInputProps('driver_email')}
          />
          {adding && (
            <PasswordInput
              label={t('form.password')}
              description={t('auth.passwordHint', { ns: 'translation', min: passwordMinLength })}
              autoComplete="new-password"
              required
              key={form.key('driver_password')}
              {...form.getInputProps('driver_password')}
            />
          )}
          <ColorInput
            label={t('form.color')}
            description={t('form.colorHint')}
            format="hex"
            swatches={['#ffffff', '#fa5252', '#fd7e14', '#fab005', '#40c057', '#228be6', '#7950f2', '#e64980']}
            swatchesPerRow={8}
            eyeDropperButtonProps={{ 'aria-label': t('form.pickColor') }}
            key={form.key('color')}
            {...form.getInputProps('color')}
          />
        </SimpleGrid>
        <FormActions submitLabel={submitLabel} onCancel={onCancel} pending={pending} />
      </Stack>
    </form>
  );
}
