import './i18n';
import { inspectionFormColumns } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { addressSearch, serverListPage } from '../../components/list-screen/list-page';
import { ListScreen } from '../../components/list-screen/list-screen';
import { useListAddress } from '../../lib/list-address';
import { useExportInspectionForms, useInspectionForms } from './api/inspection-forms';
import { formPhoneColumns, useFormCells } from './components/form-cells';
import { ImportFormButton } from './components/import-form-button';
import { formFilterParams, formListAddress, formListParams } from './form-list-state';
import { inspectionFormPath } from './form-paths';

/**
 * /inspection-forms (issue 36): the site's inspection forms, the default first; a name opens the
 * form's editor, New form an empty one.
 */
export default function InspectionFormsScreen() {
  const { t } = useTranslation('inspectionForms');
  const address = useListAddress(formListAddress);
  const forms = useInspectionForms(formListParams(address.state));
  const exporter = useExportInspectionForms();
  const cells = useFormCells();

  return (
    <ListScreen
      title={t('title')}
      intro={t('intro')}
      search={addressSearch(address, t('search'), t('searchPlaceholder'))}
      tools={<ImportFormButton />}
      exports={{ mutation: exporter, filter: formFilterParams(address.state) }}
      add={{ label: t('add'), to: inspectionFormPath('new') }}
      loadError={t('loadError')}
      columns={{ catalogue: inspectionFormColumns, cells }}
      table={{ caption: t('tableCaption'), rowKey: (form) => form.id, phoneColumns: formPhoneColumns }}
      page={serverListPage(forms, address)}
    />
  );
}
