import './i18n';
import { serviceTaskColumns, serviceTaskPageSize, type ServiceTask } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmRowDialog } from '../../components/list-screen/confirm-row-dialog';
import { addressSearch, serverListPage } from '../../components/list-screen/list-page';
import { ListScreen } from '../../components/list-screen/list-screen';
import { useDialog } from '../../components/use-dialog';
import { paths } from '../../config/paths';
import { pageParam, pageSizeParam, searchParam, useListAddress } from '../../lib/list-address';
import { useDeleteServiceTask, useExportServiceTasks, useServiceTasks } from './api/service-tasks';
import { ServiceTaskFormModal } from './components/service-task-form-modal';
import { serviceTaskPhoneColumns, useServiceTaskCells } from './components/service-task-cells';

const serviceTasksAddress = { search: searchParam, page: pageParam, perPage: pageSizeParam(serviceTaskPageSize) };

type DialogRequest = { kind: 'form'; task: ServiceTask | null } | { kind: 'delete'; task: ServiceTask };

/** /service-tasks: what is serviced how often (by date, by km or both), and on which vehicles. */
export default function ServiceTasksScreen() {
  const { t } = useTranslation('maintenance');
  const address = useListAddress(serviceTasksAddress);
  const { search, page, perPage } = address.state;
  const tasks = useServiceTasks({ page, per_page: perPage, ...(search ? { search } : {}) });
  const remove = useDeleteServiceTask();
  const exporter = useExportServiceTasks();
  const { dialog, opened, open, close } = useDialog<DialogRequest>();
  const cells = useServiceTaskCells({
    onEdit: (task) => open({ kind: 'form', task }),
    onDelete: (task) => open({ kind: 'delete', task }),
  });

  return (
    <ListScreen
      title={t('tasks.title')}
      link={{ to: paths.maintenance, label: t('tasks.back') }}
      search={addressSearch(address, t('tasks.search'), t('tasks.searchPlaceholder'))}
      exports={{ mutation: exporter, filter: search ? { search } : {} }}
      add={{ label: t('tasks.add'), onAdd: () => open({ kind: 'form', task: null }) }}
      loadError={t('tasks.loadError')}
      columns={{ catalogue: serviceTaskColumns, cells }}
      table={{ caption: t('tasks.tableCaption'), rowKey: (task) => task.id, phoneColumns: serviceTaskPhoneColumns }}
      page={serverListPage(tasks, address)}
    >
      {dialog?.kind === 'form' && (
        <ServiceTaskFormModal key={dialog.serial} task={dialog.task} opened={opened} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmRowDialog
          key={dialog.serial}
          opened={opened}
          onClose={close}
          title={t('tasks.deleteTitle')}
          message={t('tasks.deleteMessage')}
          confirmLabel={t('tasks.deleteConfirm')}
          run={() => remove.mutateAsync(dialog.task)}
        />
      )}
    </ListScreen>
  );
}
