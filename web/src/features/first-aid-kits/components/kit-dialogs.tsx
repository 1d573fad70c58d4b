import type { EquipmentNumberEntry, FirstAidKit } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { FormOrDeleteDialogs } from '../../../components/list-screen/confirm-row-dialog';
import type { useDialog } from '../../../components/use-dialog';
import { useDeleteFirstAidKit } from '../api/delete-first-aid-kit';
import { KitFormModal } from './kit-form-modal';

export type KitDialogRequest = { kind: 'form'; kit: FirstAidKit | null } | { kind: 'delete'; kit: FirstAidKit };

type KitDialogsProps = {
  dialogs: ReturnType<typeof useDialog<KitDialogRequest>>;
  vehicles: EquipmentNumberEntry[];
};

/** The First Aid Kit list's dialogs: add or edit a kit, and the question before deleting one. */
export function KitDialogs({ dialogs, vehicles }: KitDialogsProps) {
  const { t } = useTranslation('firstAidKits');
  const remove = useDeleteFirstAidKit();
  return (
    <FormOrDeleteDialogs
      dialogs={dialogs}
      form={(request, modal) => <KitFormModal {...modal} kit={request.kit} vehicles={vehicles} />}
      remove={{
        title: t('confirm.deleteTitle'),
        message: t('confirm.deleteMessage'),
        confirmLabel: t('confirm.delete'),
        run: (request) => remove.mutateAsync(request.kit.id),
      }}
    />
  );
}
