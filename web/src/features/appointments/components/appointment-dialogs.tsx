import type { Appointment } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmRowDialog } from '../../../components/list-screen/confirm-row-dialog';
import type { useDialog } from '../../../components/use-dialog';
import { useUndoAppointmentDone } from '../api/appointment-done';
import { useDeleteAppointment } from '../api/delete-appointment';
import { AppointmentFormModal } from './appointment-form-modal';
import { MarkDoneModal } from './mark-done-modal';

/** Which popup is up. */
export type AppointmentDialogRequest =
  | { kind: 'form'; appointment: Appointment | null; date?: string }
  | { kind: 'delete' | 'done' | 'undone'; appointment: Appointment };

/** The Appointments screen's dialogs: add or edit a booking, mark it done or take that back, delete it. */
export function AppointmentDialogs({
  dialogs: { dialog, opened, close },
}: {
  dialogs: ReturnType<typeof useDialog<AppointmentDialogRequest>>;
}) {
  const { t } = useTranslation('appointments');
  const remove = useDeleteAppointment();
  const undoDone = useUndoAppointmentDone();
  if (!dialog) return null;
  const common = { opened, onClose: close };
  switch (dialog.kind) {
    case 'form':
      return (
        <AppointmentFormModal key={dialog.serial} {...common} appointment={dialog.appointment} date={dialog.date} />
      );
    case 'done':
      return <MarkDoneModal key={dialog.serial} {...common} appointment={dialog.appointment} />;
    case 'delete':
      return (
        <ConfirmRowDialog
          key={dialog.serial}
          {...common}
          title={t('confirm.deleteTitle')}
          message={t('confirm.deleteMessage')}
          confirmLabel={t('confirm.delete')}
          run={() => remove.mutateAsync(dialog.appointment.id)}
        />
      );
    case 'undone':
      return (
        <ConfirmRowDialog
          key={dialog.serial}
          {...common}
          title={t('done.undoTitle')}
          message={t('done.undoMessage')}
          confirmLabel={t('done.undoConfirm')}
          run={() => undoDone.mutateAsync(dialog.appointment.id)}
        />
      );
  }
}
