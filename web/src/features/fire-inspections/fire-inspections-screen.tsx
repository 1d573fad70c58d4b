import './i18n';
import { fireInspectionColumns, fireInspectionSortColumns } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { ExpiryLegend } from '../../components/expiry-chip/expiry-chip';
import { ExpiryFilter } from '../../components/expiry-filter/expiry-filter';
import { useExpiryLabels } from '../../components/list-screen/expiry-labels';
import { addressSearch, serverListPage } from '../../components/list-screen/list-page';
import { ListScreen } from '../../components/list-screen/list-screen';
import { addressSort } from '../../components/list-screen/list-sort';
import { useStepBackFromEmptyPage } from '../../components/pagination/use-step-back-from-empty-page';
import { useDialog } from '../../components/use-dialog';
import { useListAddress } from '../../lib/list-address';
import { ImportButton } from '../../components/import-button';
import { useExportFireInspections } from './api/export-fire-inspections';
import { useFireInspections } from './api/get-fire-inspections';
import { fireInspectionPhoneColumns, useFireInspectionCells } from './components/fire-inspection-cells';
import { FireInspectionDialogs, type FireInspectionDialogRequest } from './components/fire-inspection-dialogs';
import {
  fireInspectionFilterParams,
  fireInspectionListAddress,
  fireInspectionListParams,
} from './fire-inspection-list-state';

/**
 * /incidents (menu: Fire Extinguisher): extinguisher inspections, 50 a page, soonest expiry first;
 * the search, sort and page are kept in the address.
 */
export default function FireInspectionsScreen() {
  const { t } = useTranslation('fireInspections');
  const address = useListAddress(fireInspectionListAddress);
  const { state, update, goToPage } = address;
  const inspections = useFireInspections(fireInspectionListParams(state));
  const exporter = useExportFireInspections();
  const dialogs = useDialog<FireInspectionDialogRequest>();
  const statusLabels = useExpiryLabels('fireInspections');
  const cells = useFireInspectionCells(
    statusLabels,
    (inspection) => dialogs.open({ kind: 'form', inspection }),
    (inspection) => dialogs.open({ kind: 'delete', inspection }),
  );
  // Deleting the last rows of the last page leaves nothing to show: step back.
  useStepBackFromEmptyPage(inspections.data, state.page, goToPage);

  return (
    <ListScreen
      title={t('title')}
      search={addressSearch(address, t('search'), t('searchPlaceholder'))}
      filters={
        <ExpiryFilter label="expiry" window="month" value={state.expiry} onChange={(expiry) => update({ expiry })} />
      }
      tools={<ImportButton kind="fire_extinguishers" />}
      exports={{ mutation: exporter, filter: fireInspectionFilterParams(state) }}
      add={{ label: t('addNew'), onAdd: () => dialogs.open({ kind: 'form', inspection: null }) }}
      legend={<ExpiryLegend title={t('status.legend')} labels={statusLabels} />}
      loadError={t('loadError')}
      columns={{ catalogue: fireInspectionColumns, cells }}
      table={{
        caption: t('tableCaption'),
        rowKey: (row) => row.id,
        phoneColumns: fireInspectionPhoneColumns,
        ...addressSort(address, fireInspectionSortColumns),
      }}
      page={serverListPage(inspections, address)}
    >
      <FireInspectionDialogs dialogs={dialogs} />
    </ListScreen>
  );
}
