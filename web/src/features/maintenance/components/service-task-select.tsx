import { Select } from '@mantine/core';
import type { ServiceTask } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { useAllServiceTasks } from '../api/service-tasks';
import '../i18n';

type ServiceTaskSelectProps = {
  /** The vehicle chosen on the form: only the tasks that apply to it are offered (all while none is chosen). */
  vehicle: { id: number; vehicle_parent_type: string } | undefined;
  /** The task's id as text, '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

function appliesTo(task: ServiceTask, vehicle: ServiceTaskSelectProps['vehicle']): boolean {
  if (!vehicle || task.applies_to === 'all') return true;
  if (task.applies_to === 'parent_type') return task.vehicle_parent_type === vehicle.vehicle_parent_type;
  return task.vehicle_ids.includes(vehicle.id);
}

/** The appointment form's optional service task: marking the appointment done resets it. */
export function ServiceTaskSelect({ vehicle, value, onChange, error }: ServiceTaskSelectProps) {
  const { t } = useTranslation('maintenance');
  const tasks = useAllServiceTasks();
  const offered = (tasks.data?.data ?? []).filter((task) => appliesTo(task, vehicle) || String(task.id) === value);
  return (
    <Select
      label={t('appointment.serviceTask')}
      description={t('appointment.serviceTaskHint')}
      placeholder={t('appointment.none')}
      data={offered.map((task) => ({ value: String(task.id), label: task.name }))}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      clearable
      searchable
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
