import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServiceTasksFor } from '../../maintenance';

type ServiceTaskSelectProps = {
  /** The vehicle chosen on the form: only the tasks that apply to it are offered (all while none is chosen). */
  vehicle: { id: number; vehicle_parent_type: string } | undefined;
  /** The task's id as text, '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** The appointment form's optional service task: marking the appointment done resets it. */
export function ServiceTaskSelect({ vehicle, value, onChange, error }: ServiceTaskSelectProps) {
  const { t } = useTranslation('appointments');
  const offered = useServiceTasksFor(vehicle, value);
  return (
    <Select
      label={t('form.serviceTask')}
      description={t('form.serviceTaskHint')}
      placeholder={t('form.serviceTaskNone')}
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
