import './i18n';
import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { serviceTaskPageSize, type ServiceTask } from '@fleet-ops/shared';
import { IconAlertCircle, IconDownload, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColumnOptions } from '../../components/column-options/column-options';
import { useColumnPreferences } from '../../components/column-options/use-column-preferences';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListToolbar } from '../../components/list-toolbar';
import { ServerPagination } from '../../components/pagination/pagination';
import { SearchField } from '../../components/search-field';
import { showSuccess } from '../../components/toasts';
import { useDialog } from '../../components/use-dialog';
import { paths } from '../../config/paths';
import { pageParam, pageSizeParam, searchParam, useListAddress } from '../../lib/list-address';
import { useDeleteServiceTask, useExportServiceTasks, useServiceTasks } from './api/service-tasks';
import { serviceTaskColumnDefaults } from './components/service-task-columns';
import { ServiceTaskFormModal } from './components/service-task-form-modal';
import { ServiceTasksTable } from './components/service-tasks-table';

const serviceTasksAddress = { search: searchParam, page: pageParam, perPage: pageSizeParam(serviceTaskPageSize) };

type DialogRequest = { kind: 'form'; task: ServiceTask | null } | { kind: 'delete'; task: ServiceTask };

/** /service-tasks: what is serviced how often (by date, by km or both), and on which vehicles. */
export default function ServiceTasksScreen() {
  const { t } = useTranslation('maintenance');
  const { state, update } = useListAddress(serviceTasksAddress);
  const tasks = useServiceTasks({
    page: state.page,
    per_page: state.perPage,
    ...(state.search ? { search: state.search } : {}),
  });
  const remove = useDeleteServiceTask();
  const exportCsv = useExportServiceTasks();
  const columns = useColumnPreferences('service_tasks', serviceTaskColumnDefaults);
  const { dialog, opened, open, close } = useDialog<DialogRequest>();
  const result = tasks.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">
          {t('tasks.title')}
        </Title>
        <Anchor component={Link} to={paths.maintenance} size="sm">
          {t('tasks.back')}
        </Anchor>
      </Group>
      <ListToolbar
        filters={
          <SearchField
            label={t('tasks.search')}
            placeholder={t('tasks.searchPlaceholder')}
            search={state.search}
            onSearchChange={(search) => search !== state.search && update({ search })}
            w={{ base: '100%', xs: 280 }}
          />
        }
        actions={
          <>
            <ColumnOptions preferences={columns.preferences} onSave={columns.save} saving={columns.isSaving} />
            <Button
              variant="default"
              leftSection={<IconDownload size={18} />}
              loading={exportCsv.isPending}
              onClick={() => exportCsv.mutate(state.search ? { search: state.search } : {})}
            >
              {t('exportCsv')}
            </Button>
            <Button leftSection={<IconPlus size={18} />} onClick={() => open({ kind: 'form', task: null })}>
              {t('tasks.add')}
            </Button>
          </>
        }
      />
      {tasks.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {t('tasks.loadError')}
        </Alert>
      )}
      <div>
        <ServiceTasksTable
          tasks={result?.data ?? []}
          loading={tasks.isFetching}
          visibleColumns={columns.visibleColumns}
          onEdit={(task) => open({ kind: 'form', task })}
          onDelete={(task) => open({ kind: 'delete', task })}
        />
        <ServerPagination result={result} page={state.page} perPage={state.perPage} onChange={update} />
      </div>
      {dialog?.kind === 'form' && (
        <ServiceTaskFormModal key={dialog.serial} task={dialog.task} opened={opened} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          key={dialog.serial}
          opened={opened}
          onClose={close}
          title={t('tasks.deleteTitle')}
          message={t('tasks.deleteMessage')}
          confirmLabel={t('tasks.deleteConfirm')}
          onConfirm={async () => {
            const response = await remove.mutateAsync(dialog.task);
            showSuccess(response.message);
          }}
        />
      )}
    </Stack>
  );
}
