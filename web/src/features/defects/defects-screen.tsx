import './i18n';
import { defectColumns } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { RowTintSample } from '../../components/data-table/row-tint-sample';
import { Legend } from '../../components/legend';
import { addressSearch, serverListPage } from '../../components/list-screen/list-page';
import { ListScreen } from '../../components/list-screen/list-screen';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../lib/auth';
import { useListAddress } from '../../lib/list-address';
import { useExportDefects } from './api/export-defects';
import { useDefects } from './api/get-defects';
import { defectPhoneColumns, overdueRowColor, overdueRowStyle, useDefectCells } from './components/defect-cells';
import { DefectFilters } from './components/defect-filters';
import { PrintOpenDefectsButton } from './components/print-open-defects';
import { defectFilterParams, defectListAddress, defectListParams } from './defect-list-state';

/**
 * /defects: the defects opened by "no" answers, 50 a page, newest report first; the filters,
 * search and page are kept in the address (Home's tile links to `?severity=minor&overdue=1`).
 */
export default function DefectsScreen() {
  const { t } = useTranslation('defects');
  const admin = useCurrentUser()?.role === 'admin';
  const address = useListAddress(defectListAddress);
  const { state, update } = address;
  const defects = useDefects(defectListParams(state));
  const exporter = useExportDefects();
  const cells = useDefectCells();

  return (
    <ListScreen
      title={t('title')}
      link={admin && { to: paths.settings, label: t('itemClasses.title') }}
      search={addressSearch(address, t('search'), t('searchPlaceholder'))}
      filters={<DefectFilters state={state} update={update} withVehicles={admin} />}
      tools={admin && <PrintOpenDefectsButton />}
      exports={{ mutation: exporter, filter: defectFilterParams(state) }}
      legend={
        <Legend
          title={t('legend.title')}
          entries={[{ key: 'overdue', marker: <RowTintSample color={overdueRowColor} />, label: t('legend.overdue') }]}
        />
      }
      loadError={t('loadError')}
      columns={{ catalogue: defectColumns, cells }}
      table={{
        caption: t('tableCaption'),
        rowKey: (row) => row.id,
        phoneColumns: defectPhoneColumns,
        rowStyle: overdueRowStyle,
      }}
      page={serverListPage(defects, address)}
    />
  );
}
