import './i18n';
import { renewalColumns } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { serverListPage } from '../../components/list-screen/list-page';
import { ListScreen } from '../../components/list-screen/list-screen';
import { useListAddress } from '../../lib/list-address';
import { useExportRenewals } from './api/export-renewals';
import { useRenewals } from './api/get-renewals';
import { renewalKey, renewalPhoneColumns, useRenewalCells } from './components/renewal-cells';
import { RenewalLegend } from './components/renewal-chip';
import { RenewalFilters } from './components/renewal-filters';
import { renewalsNamespace } from './i18n';
import { renewalFilterParams, renewalListAddress, renewalListParams } from './renewal-list-state';

/**
 * /renewals (admins): everything that expires, soonest first, 50 a page, coloured by how soon;
 * the filters and page are kept in the address.
 */
export default function RenewalsScreen() {
  const { t } = useTranslation(renewalsNamespace);
  const address = useListAddress(renewalListAddress);
  const { state, update } = address;
  const renewals = useRenewals(renewalListParams(state));
  const exporter = useExportRenewals();
  const cells = useRenewalCells();

  return (
    <ListScreen
      title={t('title')}
      intro={t('intro')}
      filters={<RenewalFilters state={state} update={update} />}
      exports={{ mutation: exporter, filter: renewalFilterParams(state) }}
      legend={<RenewalLegend />}
      loadError={t('loadError')}
      columns={{ catalogue: renewalColumns, cells }}
      table={{ caption: t('tableCaption'), rowKey: renewalKey, phoneColumns: renewalPhoneColumns }}
      page={serverListPage(renewals, address)}
    />
  );
}
