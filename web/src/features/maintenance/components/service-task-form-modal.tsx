import { MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  serviceTaskDefaults,
  serviceTaskForm,
  type EquipmentNumberEntry,
  type ServiceTask,
  type ServiceTaskAppliesTo,
} from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { AppModal, useUnsavedChanges } from '../../../components/app-modal';
import { FormActions } from '../../../components/form-actions';
import { NumberField } from '../../../components/inputs/number-field';
import { showSuccess } from '../../../components/toasts';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { useValueLabel } from '../../../lib/value-label';
import { useEquipmentNumbers } from '../../vehicles';
import { useSaveServiceTask } from '../api/service-tasks';
import '../i18n';

type TimeUnit = 'none' | 'days' | 'months';
type Amount = number | string;

type TaskValues = {
  name: string;
  time_unit: TimeUnit;
  interval_days: Amount;
  interval_months: Amount;
  interval_km: Amount;
  interval_hours: Amount;
  due_soon_days: Amount;
  due_soon_km: Amount;
  due_soon_hours: Amount;
  applies_to: ServiceTaskAppliesTo;
  vehicle_parent_type: string;
  vehicle_ids: string[];
};

function initialValues(task: ServiceTask | null): TaskValues {
  const unit: TimeUnit = task?.interval_days ? 'days' : task?.interval_months ? 'months' : task ? 'none' : 'months';
  return {
    name: task?.name ?? '',
    time_unit: unit,
    interval_days: task?.interval_days ?? '',
    interval_months: task?.interval_months ?? '',
    interval_km: task?.interval_km ?? '',
    interval_hours: task?.interval_hours ?? '',
    due_soon_days: task?.due_soon_days ?? serviceTaskDefaults.due_soon_days,
    due_soon_km: task?.due_soon_km ?? serviceTaskDefaults.due_soon_km,
    due_soon_hours: task?.due_soon_hours ?? serviceTaskDefaults.due_soon_hours,
    applies_to: task?.applies_to ?? 'all',
    vehicle_parent_type: task?.vehicle_parent_type ?? '',
    vehicle_ids: (task?.vehicle_ids ?? []).map(String),
  };
}

/**
 * The call's body: the time unit picked says which interval is sent (engine hours when given); the
 * scope sends its one detail.
 */
function serviceTaskBody({ time_unit: unit, ...values }: TaskValues) {
  return {
    ...values,
    interval_days: unit === 'days' ? values.interval_days : null,
    interval_months: unit === 'months' ? values.interval_months : null,
    interval_hours: values.interval_hours === '' ? null : values.interval_hours,
    vehicle_parent_type: values.applies_to === 'parent_type' ? values.vehicle_parent_type : null,
    vehicle_ids: values.applies_to === 'vehicles' ? values.vehicle_ids.map(Number) : [],
  };
}

const checkBody = validateWith<ReturnType<typeof serviceTaskBody>>(serviceTaskForm);

/**
 * Whether the task may count engine hours (issue 37): some vehicle it applies to has an hour
 * meter (heavy vehicles: any, the chooser does not know their weight), or it already does.
 */
function asksHours(task: ServiceTask | null, values: TaskValues, vehicles: EquipmentNumberEntry[]): boolean {
  if (task?.interval_hours) return true;
  const metered = vehicles.filter((vehicle) => vehicle.has_hour_meter);
  if (values.applies_to === 'parent_type') {
    return metered.some((vehicle) => vehicle.vehicle_parent_type === values.vehicle_parent_type);
  }
  if (values.applies_to === 'vehicles')
    return metered.some((vehicle) => values.vehicle_ids.includes(String(vehicle.id)));
  return metered.length > 0;
}

function TaskForm({ task, onClose }: { task: ServiceTask | null; onClose: () => void }) {
  const { t } = useTranslation('maintenance');
  const label = useValueLabel();
  const vehicles = useEquipmentNumbers();
  const save = useSaveServiceTask();
  const form = useForm<TaskValues>({
    mode: 'controlled',
    initialValues: initialValues(task),
    validate: (values) => checkBody(serviceTaskBody(values)),
  });
  useUnsavedChanges(form.isDirty());

  const types = [
    ...new Set([
      ...(vehicles.data ?? []).map((vehicle) => vehicle.vehicle_parent_type),
      ...(task?.vehicle_parent_type ? [task.vehicle_parent_type] : []),
    ]),
  ].sort();
  const vehicleOptions = (vehicles.data ?? []).map((vehicle) => ({
    value: String(vehicle.id),
    label: `${vehicle.equipment_number} · ${vehicle.vehicle_type}`,
  }));
  const { values } = form;
  const timeField = values.time_unit === 'months' ? 'interval_months' : 'interval_days';
  const withHours = asksHours(task, values, vehicles.data ?? []);

  // The number typed stays when the unit changes: "6" days becomes "6" months.
  const chooseUnit = (unit: string) => {
    const amount = values[timeField];
    form.setValues({
      time_unit: unit as TimeUnit,
      interval_days: unit === 'days' ? amount : '',
      interval_months: unit === 'months' ? amount : '',
    });
  };

  const submit = form.onSubmit((submitted) =>
    save.mutate(
      { id: task?.id, body: serviceTaskBody(submitted) },
      {
        onSuccess: (response) => {
          showSuccess(response.message);
          onClose();
        },
        onError: (error) => showFormErrors(form, error),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('taskForm.name')}
          placeholder={t('taskForm.namePlaceholder')}
          required
          {...form.getInputProps('name')}
        />
        <Text size="sm" c="dimmed">
          {t('taskForm.intervalHint')}
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="service-task-time-unit">
            {t('taskForm.timeUnit')}
          </Text>
          <SegmentedControl
            aria-labelledby="service-task-time-unit"
            value={values.time_unit}
            onChange={chooseUnit}
            data={[
              { value: 'none', label: t('taskForm.unitNone') },
              { value: 'days', label: t('taskForm.unitDays') },
              { value: 'months', label: t('taskForm.unitMonths') },
            ]}
          />
        </Stack>
        {/* With engine hours, each row holds one measure's interval or threshold: time, km, hours. */}
        <SimpleGrid cols={{ base: 1, xs: withHours ? 3 : 2 }} spacing="sm">
          {values.time_unit !== 'none' && (
            <NumberField
              label={t(values.time_unit === 'days' ? 'taskForm.everyDays' : 'taskForm.everyMonths')}
              required
              whole
              key={form.key(timeField)}
              {...form.getInputProps(timeField)}
              error={form.errors.interval_days ?? form.errors.interval_months}
            />
          )}
          <NumberField
            label={t('taskForm.intervalKm')}
            whole
            grouped
            key={form.key('interval_km')}
            {...form.getInputProps('interval_km')}
            // With no time interval, "give an interval" is shown here (km or, below, hours answer it).
            error={form.errors.interval_km ?? (values.time_unit === 'none' ? form.errors.interval_days : undefined)}
          />
          {withHours && (
            <NumberField
              label={t('taskForm.intervalHours')}
              whole
              grouped
              key={form.key('interval_hours')}
              {...form.getInputProps('interval_hours')}
              error={form.errors.interval_hours}
            />
          )}
          <NumberField
            label={t('taskForm.dueSoonDays')}
            whole
            key={form.key('due_soon_days')}
            {...form.getInputProps('due_soon_days')}
          />
          <NumberField
            label={t('taskForm.dueSoonKm')}
            whole
            grouped
            key={form.key('due_soon_km')}
            {...form.getInputProps('due_soon_km')}
          />
          {withHours && (
            <NumberField
              label={t('taskForm.dueSoonHours')}
              whole
              grouped
              key={form.key('due_soon_hours')}
              {...form.getInputProps('due_soon_hours')}
            />
          )}
        </SimpleGrid>
        <Select
          label={t('taskForm.appliesTo')}
          data={[
            { value: 'all', label: t('taskForm.appliesAll') },
            { value: 'parent_type', label: t('taskForm.appliesType') },
            { value: 'vehicles', label: t('taskForm.appliesVehicles') },
            { value: 'heavy_vehicles', label: t('taskForm.appliesHeavy') },
          ]}
          allowDeselect={false}
          {...form.getInputProps('applies_to')}
        />
        {values.applies_to === 'parent_type' && (
          <Select
            label={t('taskForm.vehicleType')}
            data={types.map((type) => ({ value: type, label: label('parentType', type) }))}
            required
            searchable
            error={form.errors.vehicle_parent_type}
            value={values.vehicle_parent_type || null}
            onChange={(value: string | null) => form.setFieldValue('vehicle_parent_type', value ?? '')}
          />
        )}
        {values.applies_to === 'vehicles' && (
          <MultiSelect
            label={t('taskForm.vehicles')}
            data={vehicleOptions}
            required
            searchable
            {...form.getInputProps('vehicle_ids')}
          />
        )}
        <FormActions
          submitLabel={task ? t('taskForm.save') : t('taskForm.add')}
          onCancel={onClose}
          pending={save.isPending}
          mt="sm"
        />
      </Stack>
    </form>
  );
}

type ServiceTaskFormModalProps = { task: ServiceTask | null; opened: boolean; onClose: () => void };

/** "Add Service Task" / "Edit Service Task": checked with the schema the server uses. */
export function ServiceTaskFormModal({ task, opened, onClose }: ServiceTaskFormModalProps) {
  const { t } = useTranslation('maintenance');
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={task ? t('taskForm.editTitle') : t('taskForm.addTitle')}
      size="lg"
    >
      <TaskForm task={task} onClose={onClose} />
    </AppModal>
  );
}
