import { serviceTaskNameIn, type ServiceTask, type serviceTaskColumns } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions } from '../../../components/data-table/edit-delete-actions';
import type { CatalogueCells } from '../../../components/list-screen/catalogue-columns';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useValueLabel } from '../../../lib/value-label';
import '../i18n';

/** What a phone has room for without scrolling sideways. */
export const serviceTaskPhoneColumns = ['name', 'interval', 'actions'];

/** "6 months or 8,000 km, whichever comes first"; "6 months, 8,000 km or 250 h, ..." with engine hours. */
function useIntervalWords() {
  const { t } = useTranslation('maintenance');
  return (task: Pick<ServiceTask, 'interval_days' | 'interval_months' | 'interval_km' | 'interval_hours'>) => {
    const time = task.interval_days
      ? t('tasks.every.days', { count: task.interval_days })
      : task.interval_months
        ? t('tasks.every.months', { count: task.interval_months })
        : null;
    const km = task.interval_km ? t('tasks.every.km', { km: formatNumber(task.interval_km) }) : null;
    const hours = task.interval_hours ? t('tasks.every.hours', { hours: formatNumber(task.interval_hours) }) : null;
    const parts = [time, km, hours].filter((part) => part !== null);
    if (parts.length < 2) return parts[0] ?? '';
    return t('tasks.every.join', { first: parts.slice(0, -1).join(', '), second: parts.at(-1) });
  };
}

type ServiceTaskActions = { onEdit: (task: ServiceTask) => void; onDelete: (task: ServiceTask) => void };

/** How the Service tasks list draws its cells: the interval and warning in words, where it applies, edit and delete. */
export function useServiceTaskCells({
  onEdit,
  onDelete,
}: ServiceTaskActions): CatalogueCells<ServiceTask, typeof serviceTaskColumns> {
  const { t } = useTranslation('maintenance');
  const label = useValueLabel();
  const interval = useIntervalWords();
  const language = currentLanguage();

  return {
    name: { render: (task) => serviceTaskNameIn(task.name, language) },
    interval: { render: interval },
    due_soon: {
      render: (task) => {
        const amounts = { days: task.due_soon_days, km: formatNumber(task.due_soon_km) };
        return task.interval_hours
          ? t('tasks.dueSoonWithHours', { ...amounts, hours: formatNumber(task.due_soon_hours) })
          : t('tasks.dueSoon', amounts);
      },
    },
    applies_to: {
      render: (task) =>
        task.applies_to === 'parent_type'
          ? t('tasks.appliesTo.parent_type', { type: label('parentType', task.vehicle_parent_type ?? '') })
          : task.applies_to === 'vehicles'
            ? t('tasks.appliesTo.vehicles', { count: task.vehicle_ids.length })
            : task.applies_to === 'heavy_vehicles'
              ? t('tasks.appliesTo.heavy_vehicles')
              : t('tasks.appliesTo.all'),
    },
    actions: {
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
  };
}
