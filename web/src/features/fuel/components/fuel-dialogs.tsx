import type { FuelEntry, FuelVehicle } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { ConfirmRowDialog } from '../../../components/list-screen/confirm-row-dialog';
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
export function FuelDialogs({ dialogs: { dialog, opened, close }, vehicles, vehicleId }: FuelDialogsProps) {
  const { t } = useTranslation('fuel');
  const remove = useDeleteFuelEntry();
  if (dialog?.kind === 'form') {
    return (
      <AppModal
        opened={opened}
        onClose={close}
        title={dialog.entry ? t('form.editTitle') : t('form.addTitle')}
        size="lg"
      >
        <FuelForm
          key={dialog.serial}
          vehicles={vehicles}
          entry={dialog.entry}
          vehicleId={vehicleId ?? undefined}
          office
          onSaved={(message) => {
            showSuccess(message);
            close();
          }}
          onCancel={close}
        />
      </AppModal>
    );
  }
  if (dialog?.kind !== 'delete') return null;
  return (
    <ConfirmRowDialog
      key={dialog.serial}
      opened={opened}
      onClose={close}
      title={t('deleteTitle')}
      message={t('deleteMessage')}
      confirmLabel={t('delete')}
      run={() => remove.mutateAsync(dialog.entry.id)}
    />
  );
}
