import { MultiSelect, Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  closedDefectStatuses,
  valueLabel,
  workOrderForm,
  workOrderKindLabels,
  workOrderKinds,
  type WorkOrderDetail,
} from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { DateField } from '../../../components/inputs/date-field';
import { showSuccess } from '../../../components/toasts';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { currentLanguage } from '../../../lib/i18n';
import { useEquipmentNumbers } from '../../vehicles';
import { useSaveWorkOrder, useServiceTaskNames, useVehicleDefectChoices, type WorkOrderBody } from '../api/work-orders';
import { emptyLine, LineEditor } from './line-editor';

function initialValues(
  order: WorkOrderDetail | null,
  preset: { vehicleId?: number; defectId?: number },
): WorkOrderBody {
  return {
    vehicle_id: order ? String(order.vehicle_id) : preset.vehicleId ? String(preset.vehicleId) : '',
    title: order?.title ?? '',
    kind: order?.kind ?? 'general',
    notes: order?.notes ?? '',
    opened_on: order?.opened_on ?? '',
    due_on: order?.due_on ?? '',
    lines: order
      ? order.lines.map((line) => ({
          kind: line.kind,
          description: line.description,
          quantity: String(line.quantity),
          unit_cost: String(line.unit_cost),
        }))
      : [emptyLine],
    service_task_ids: order?.service_tasks.map((task) => task.id) ?? [],
    defect_ids: order ? order.defects.map((entry) => entry.id) : preset.defectId ? [preset.defectId] : [],
  };
}

type Props = {
  /** Edit this work order; a new one when null. */
  order: WorkOrderDetail | null;
  preset?: { vehicleId?: number; defectId?: number };
  onDone: (id: number) => void;
  onCancel: () => void;
};

/** The work order's fields, its links and its lines; the server computes the total again. */
export function WorkOrderForm({ order, preset = {}, onDone, onCancel }: Props) {
  const { t } = useTranslation('workOrders');
  const save = useSaveWorkOrder();
  const vehicles = useEquipmentNumbers();
  const tasks = useServiceTaskNames();
  const form = useForm<WorkOrderBody>({
    mode: 'controlled',
    initialValues: initialValues(order, preset),
    validate: validateWith<WorkOrderBody>(workOrderForm),
  });
  const vehicleId = Number(form.values.vehicle_id) || 0;
  const defects = useVehicleDefectChoices(vehicleId);
  const language = currentLanguage();
  const defectOptions = (defects.data?.data ?? [])
    .filter((entry) => !closedDefectStatuses.includes(entry.status) || form.values.defect_ids.includes(entry.id))
    .map((entry) => ({
      value: String(entry.id),
      label: `${entry.id} · ${language === 'fr' ? valueLabel('checklistItem', entry.item, 'fr') : entry.item_label}`,
    }));

  const submit = form.onSubmit(async (values) => {
    try {
      const response = await save.mutateAsync({ id: order?.id, body: values });
      showSuccess(response.message);
      onDone(response.data.id);
    } catch (error) {
      showFormErrors(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('form.vehicle')}
              placeholder={t('form.vehiclePlaceholder')}
              data={(vehicles.data ?? []).map((vehicle) => ({
                value: String(vehicle.id),
                label: vehicle.equipment_number,
              }))}
              searchable
              required
              value={form.values.vehicle_id || null}
              onChange={(value: string | null) => form.setValues({ vehicle_id: value ?? '', defect_ids: [] })}
              error={form.errors.vehicle_id}
            />
            <TextInput label={t('form.workTitle')} required {...form.getInputProps('title')} />
            <Select
              label={t('form.kind')}
              description={t('form.kindHint')}
              data={workOrderKinds.map((kind) => ({ value: kind, label: workOrderKindLabels[language][kind] }))}
              allowDeselect={false}
              value={form.values.kind}
              onChange={(value) => form.setFieldValue('kind', value ?? 'general')}
              error={form.errors.kind}
            />
            <DateField label={t('form.openedOn')} {...form.getInputProps('opened_on')} />
            <DateField label={t('form.dueOn')} {...form.getInputProps('due_on')} />
            <MultiSelect
              label={t('form.serviceTasks')}
              placeholder={t('form.serviceTasksPlaceholder')}
              data={(tasks.data?.data ?? []).map((task) => ({ value: String(task.id), label: task.name }))}
              value={form.values.service_task_ids.map(String)}
              onChange={(ids) => form.setFieldValue('service_task_ids', ids.map(Number))}
              error={form.errors.service_task_ids}
              searchable
            />
            <MultiSelect
              label={t('form.defects')}
              placeholder={t('form.defectsPlaceholder')}
              data={defectOptions}
              value={form.values.defect_ids.map(String)}
              onChange={(ids) => form.setFieldValue('defect_ids', ids.map(Number))}
              error={form.errors.defect_ids}
              disabled={vehicleId === 0}
            />
          </SimpleGrid>
          <Textarea label={t('form.notes')} minRows={2} mt="sm" {...form.getInputProps('notes')} />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <LineEditor
            lines={form.values.lines}
            onChange={(lines) => form.setFieldValue('lines', lines)}
            errors={form.errors}
          />
        </Paper>
        <FormActions
          submitLabel={order ? t('form.save') : t('form.create')}
          onCancel={onCancel}
          pending={save.isPending}
        />
      </Stack>
    </form>
  );
}
