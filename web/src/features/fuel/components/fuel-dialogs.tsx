import type { FuelEntry, FuelVehicle } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { FormOrDeleteDialogs } from '../../../components/list-screen/confirm-row-dialog';
import { showSuccess } from '../../../components/toasts';
import type { useDialog } from '../../../components/use-dialog';
import { useDeleteFuelEntry } from '../api/fuel';
import { FuelForm } from './fuel-form';

export type FuelDialogRequest = { kind: 'form'; entry: FuelEntry | null } | { kind: 'delete'; entry: FuelEntry };

type FuelDialogsProps = {
  dialogs: ReturnType<typeof useDialog<FuelDialogRequest>>;
  vehicles: FuelVehicle[];
  /** The vehicle the list is filtered on: a new fill-up starts with it chosen. */
  vehicleId: number | null;
};

/** The Fuel list's dialogs: add or correct a fill-up (the office's form), and the question before deleting one. */
export function FuelDialogs({ dialogs, vehicles, vehicleId }: FuelDialogsProps) {
  const { t } = useTranslation('fuel');
  const remove = useDeleteFuelEntry();
  return (
    <FormOrDeleteDialogs
      dialogs={dialogs}
      form={({ entry }, { opened, onClose }) => (
        <AppModal opened={opened} onClose={onClose} title={entry ? t('form.editTitle') : t('form.addTitle')} size="lg">
          <FuelForm
            vehicles={vehicles}
            entry={entry}
            vehicleId={vehicleId ?? undefined}
            office
            onSaved={(message) => {
              showSuccess(message);
              onClose();
            }}
            onCancel={onClose}
          />
        </AppModal>
      )}
      remove={{
        title: t('deleteTitle'),
        message: t('deleteMessage'),
        confirmLabel: t('delete'),
        run: (request) => remove.mutateAsync(request.entry.id),
      }}
    />
  );
}
