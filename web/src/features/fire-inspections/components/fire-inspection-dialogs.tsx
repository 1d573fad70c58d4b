import type { FireInspection } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { FormOrDeleteDialogs } from '../../../components/list-screen/confirm-row-dialog';
import type { useDialog } from '../../../components/use-dialog';
import { useDeleteFireInspection } from '../api/delete-fire-inspection';
import { FireInspectionFormModal } from './fire-inspection-form-modal';

export type FireInspectionDialogRequest =
  { kind: 'form'; inspection: FireInspection | null } | { kind: 'delete'; inspection: FireInspection };

/** The Fire Extinguisher list's dialogs: add or edit an inspection, and the question before deleting one. */
export function FireInspectionDialogs({
  dialogs,
}: {
  dialogs: ReturnType<typeof useDialog<FireInspectionDialogRequest>>;
}) {
  const { t } = useTranslation('fireInspections');
  const remove = useDeleteFireInspection();
  return (
    <FormOrDeleteDialogs
      dialogs={dialogs}
      form={(request, modal) => <FireInspectionFormModal {...modal} inspection={request.inspection} />}
      remove={{
        title: t('confirm.deleteTitle'),
        message: t('confirm.deleteMessage'),
        confirmLabel: t('confirm.delete'),
        run: (request) => remove.mutateAsync(request.inspection.id),
      }}
    />
  );
}
