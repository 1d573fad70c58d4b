import './i18n';
import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColumnOptions } from '../../components/column-options/column-options';
import { useColumnPreferences } from '../../components/column-options/use-column-preferences';
import { rowColorStyle } from '../../components/data-table/row-color';
import { Legend } from '../../components/legend';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../lib/auth';
import { SearchListToolbar } from '../../components/list-toolbar';
import { ServerPagination } from '../../components/pagination/pagination';
import { showError } from '../../components/toasts';
import { useListAddress } from '../../lib/list-address';
import { useExportDefects } from './api/export-defects';
import { useDefects } from './api/get-defects';
import { defectColumnDefaults } from './components/defect-columns';
import { DefectFilters } from './components/defect-filters';
import { DefectsTable, overdueRowColor } from './components/defects-table';
import { defectFilterParams, defectListAddress, defectListParams } from './defect-list-state';

const overdueSample = rowColorStyle(overdueRowColor);

/**
 * /defects: the defects opened by "no" answers, 50 a page, newest report first; the filters,
 * search and page are kept in the address (Home's tile links to `?severity=minor&overdue=1`).
 */
export default function DefectsScreen() {
  const { t } = useTranslation('defects');
  const admin = useCurrentUser()?.role === 'admin';
  const { state, update } = useListAddress(defectListAddress);
  const defects = useDefects(defectListParams(state));
  const exportCsv = useExportDefects();
  const columns = useColumnPreferences('defects', defectColumnDefaults);

  useEffect(() => {
    if (defects.isError) showError(t('loadError'));
  }, [defects.isError, t]);

  const result = defects.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        {admin && (
          <Anchor component={Link} to={paths.settings} size="sm">
            {t('itemClasses.title')}
          </Anchor>
        )}
      </Group>
      <SearchListToolbar
        search={{
          label: t('search'),
          placeholder: t('searchPlaceholder'),
          value: state.search,
          onChange: (search) => update({ search }),
        }}
        filters={<DefectFilters state={state} update={update} withVehicles={admin} />}
        exportCsv={{
          label: t('exportCsv'),
          onExport: () => exportCsv.mutate(defectFilterParams(state)),
          exporting: exportCsv.isPending,
        }}
        columnOptions={
          <ColumnOptions preferences={columns.preferences} onSave={columns.save} saving={columns.isSaving} />
        }
      />
      <Legend
        title={t('legend.title')}
        entries={[
          {
            key: 'overdue',
            marker: (
              <span style={{ ...overdueSample, display: 'inline-block', width: 26, height: 18, borderRadius: 3 }} />
            ),
            label: t('legend.overdue'),
          },
        ]}
      />
      {defects.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {t('loadError')}
        </Alert>
      )}
      <div>
        <DefectsTable
          defects={result?.data ?? []}
          loading={defects.isFetching}
          visibleColumns={columns.visibleColumns}
        />
        <ServerPagination result={result} page={state.page} perPage={state.perPage} onChange={update} />
      </div>
    </Stack>
  );
}
