import { Alert, Button, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import {
  checklistMessages,
  createChecklistRequest,
  type ChecklistAnswerValue,
  type ChecklistFormOptions,
} from '@fleet-ops/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../components/toasts';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { formatNumber } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { useCreateChecklist } from '../api/create-checklist';
import { useEquipmentItems } from '../api/get-equipment-items';
import { checklistsNamespace } from '../i18n';
import { ChecklistItems } from './checklist-items';
import { PhotoPicker } from './photo-picker';

export type ChecklistFormValues = {
  equipment_number: string;
  vehicle_type: string;
  operator: string;
  /** The chosen operator's driver id, as text ('' when none). */
  driver_id: string;
  date_to_added: string;
  odm_read: string;
  oil_life: string;
  remarks: string;
  checklist: Record<string, ChecklistAnswerValue>;
};

/** A fresh form: today's date, the only vehicle when there is one, the first operator. */
export function blankChecklist(options: ChecklistFormOptions): ChecklistFormValues {
  const onlyVehicle = options.vehicles.length === 1 ? options.vehicles[0] : undefined;
  const operator = operatorFor(options, onlyVehicle?.driver_ids) ?? options.operators[0];
  return {
    equipment_number: onlyVehicle?.equipment_number ?? '',
    vehicle_type: onlyVehicle?.vehicle_type ?? '',
    operator: operator?.name ?? '',
    driver_id: operator ? String(operator.id) : '',
    date_to_added: options.today,
    odm_read: '',
    oil_life: '',
    remarks: '',
    checklist: {},
  };
}

/** The vehicle's current driver when they are among the operators, to suggest as the operator. */
function operatorFor(options: ChecklistFormOptions, driverIds: number[] | undefined) {
  return options.operators.find((operator) => driverIds?.includes(operator.id));
}

/** Hints under the box, so the boxes of a row line up on wide screens. */
const hintBelow: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

const validate = validateWith<ChecklistFormValues>(createChecklistRequest);

type ChecklistFormProps = {
  options: ChecklistFormOptions;
  /** Called after a successful submission, once the form is reset. */
  onSubmitted?: () => void;
};

/**
 * The Pre-OP Checklist: the driver's dashboard and the New Pre-OP Checklist modal. The vehicle
 * decides the items (from the server); every item starts at yes; a "no" reveals the remarks box.
 * It is checked with the server's own schema before it is sent.
 */
export function ChecklistForm({ options, onSubmitted }: ChecklistFormProps) {
  const { t } = useTranslation(checklistsNamespace);
  const create = useCreateChecklist();
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [operatorChosen, setOperatorChosen] = useState(false);
  const form = useForm<ChecklistFormValues>({ initialValues: blankChecklist(options), validate });
  const { values } = form;

  const items = useEquipmentItems(values.equipment_number);
  const vehicleItems = items.data?.equipment_number === values.equipment_number ? items.data : undefined;

  // A newly chosen vehicle brings its own items, every one at yes.
  useEffect(() => {
    if (!vehicleItems) return;
    const current = form.getValues();
    const sameItems =
      Object.keys(current.checklist).length === vehicleItems.equipment_items.length &&
      vehicleItems.equipment_items.every((item) => item in current.checklist);
    if (!sameItems) {
      form.setFieldValue(
        'checklist',
        Object.fromEntries(vehicleItems.equipment_items.map((item) => [item, 'yes' as const])),
      );
    }
    if (current.vehicle_type !== vehicleItems.vehicle_type)
      form.setFieldValue('vehicle_type', vehicleItems.vehicle_type);
  }, [vehicleItems, form]);

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

  const onInvalid = (errors: FormErrors) => {
    const messages: string[] = [checklistMessages.invalidForm];
    if (errors.checklist === translateMessage(checklistMessages.noItems)) messages.push(checklistMessages.noItems);
    showError(messages);
  };

  const submit = form.onSubmit((submitted) => {
    if (photoError) return;
    create.mutate(
      { values: { ...submitted, remarks: hasIssue ? submitted.remarks : '' }, photos },
      {
        onSuccess: (response) => {
          showSuccess(response.message);
          form.reset();
          form.setFieldValue('date_to_added', options.today);
          setPhotos([]);
          setPhotoError(null);
          setOperatorChosen(false);
          onSubmitted?.();
        },
        onError: (error) => {
          const unplaced = showFormErrors(form, error);
          if (unplaced.length > 0) setPhotoError(unplaced.join(' '));
        },
      },
    );
  }, onInvalid);

  const checklistErrors = Object.entries(form.errors)
    .filter(([field]) => field === 'checklist' || field.startsWith('checklist.'))
    .map(([, message]) => message);
  const vehicleOptions = options.vehicles.map((vehicle) => ({
    value: vehicle.equipment_number,
    label: `${vehicle.equipment_number} · ${vehicle.vehicle_type}`,
  }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
          <Select
            label={t('form.equipmentNumber')}
            placeholder={vehicleOptions.length > 0 ? t('form.selectEquipment') : t('form.noVehicles')}
            nothingFoundMessage={t('form.noVehicles')}
            data={vehicleOptions}
            searchable={vehicleOptions.length > 15}
            allowDeselect={false}
            size="lg"
            required
            {...form.getInputProps('equipment_number')}
            onChange={chooseVehicle}
          />
          <TextInput
            label={t('form.date')}
            type="date"
            max={options.today}
            size="lg"
            required
            {...form.getInputProps('date_to_added')}
          />
          <TextInput
            label={t('form.odmRead')}
            inputMode="numeric"
            autoComplete="off"
            size="lg"
            required
            description={
              vehicleItems ? t('form.lastReading', { reading: formatNumber(vehicleItems.last_odm_read) }) : undefined
            }
            inputWrapperOrder={hintBelow}
            {...form.getInputProps('odm_read')}
          />
          {options.mode === 'driver' ? (
            <TextInput
              label={t('form.operator')}
              size="lg"
              readOnly
              value={values.operator}
              error={form.errors.operator}
            />
          ) : (
            <Select
              label={t('form.operator')}
              data={options.operators.map((operator) => ({ value: String(operator.id), label: operator.name }))}
              searchable={options.operators.length > 15}
              allowDeselect={false}
              size="lg"
              required
              value={values.driver_id || null}
              error={form.errors.operator ?? form.errors.driver_id}
              onChange={chooseOperator}
            />
          )}
          <TextInput
            label={t('form.vehicleType')}
            size="lg"
            readOnly
            value={values.vehicle_type}
            error={form.errors.vehicle_type}
          />
          <TextInput
            label={t('form.oilLife')}
            inputMode="numeric"
            autoComplete="off"
            size="lg"
            description={t('form.oilLifeHint')}
            inputWrapperOrder={hintBelow}
            {...form.getInputProps('oil_life')}
          />
        </SimpleGrid>

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
            />
          )}
          {checklistErrors.length > 0 && (
            <Text c="red.9" size="sm" role="alert">
              {[...new Set(checklistErrors)].join(' ')}
            </Text>
          )}
        </Stack>

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

        <Button type="submit" size="xl" fullWidth loading={create.isPending} disabled={create.isPending}>
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
