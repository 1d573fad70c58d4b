import type { ServiceTask } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { EditDeleteActions } from '../../../components/data-table/edit-delete-actions';
import { formatNumber } from '../../../lib/format';
import { useValueLabel } from '../../../lib/value-label';
import '../i18n';

const phoneColumns = ['name', 'interval', 'actions'];

/** "6 months or 8,000 km, whichever comes first". */
export function useIntervalWords() {
  const { t } = useTranslation('maintenance');
  return (task: Pick<ServiceTask, 'interval_days' | 'interval_months' | 'interval_km'>) => {
    const time = task.interval_days
      ? t('tasks.every.days', { count: task.interval_days })
      : task.interval_months
        ? t('tasks.every.months', { count: task.interval_months })
        : null;
    const km = task.interval_km ? t('tasks.every.km', { km: formatNumber(task.interval_km) }) : null;
    return time && km ? t('tasks.every.join', { first: time, second: km }) : (time ?? km ?? '');
  };
}

type ServiceTasksTableProps = {
  tasks: ServiceTask[];
  loading: boolean;
  visibleColumns: readonly string[];
  onEdit: (task: ServiceTask) => void;
  onDelete: (task: ServiceTask) => void;
};

export function ServiceTasksTable({ tasks, loading, visibleColumns, onEdit, onDelete }: ServiceTasksTableProps) {
  const { t } = useTranslation('maintenance');
  const label = useValueLabel();
  const interval = useIntervalWords();

  const columns: DataTableColumn<ServiceTask>[] = [
    { key: 'name', header: t('tasks.columns.name') },
    { key: 'interval', header: t('tasks.columns.interval'), render: interval },
    {
      key: 'due_soon',
      header: t('tasks.columns.dueSoon'),
      render: (task) => t('tasks.dueSoon', { days: task.due_soon_days, km: formatNumber(task.due_soon_km) }),
    },
    {
      key: 'applies_to',
      header: t('tasks.columns.appliesTo'),
      render: (task) =>
        task.applies_to === 'parent_type'
          ? t('tasks.appliesTo.parent_type', { type: label('parentType', task.vehicle_parent_type ?? '') })
          : task.applies_to === 'vehicles'
            ? t('tasks.appliesTo.vehicles', { count: task.vehicle_ids.length })
            : t('tasks.appliesTo.all'),
    },
    {
      key: 'actions',
      header: t('tasks.columns.actions'),
      width: 96,
      render: (task) => (
        <EditDeleteActions
          editLabel={t('tasks.edit', { name: task.name })}
          deleteLabel={t('tasks.delete', { name: task.name })}
          onEdit={() => onEdit(task)}
          onDelete={() => onDelete(task)}
        />
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={tasks}
      rowKey={(task) => task.id}
      caption={t('tasks.tableCaption')}
      visibleColumns={visibleColumns}
      loading={loading}
      phoneColumns={phoneColumns}
    />
  );
}
