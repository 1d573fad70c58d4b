import type { Driver } from '@fleet-ops/shared';
import type { ComponentType } from 'react';
import type { useDialog } from '../../../components/use-dialog';
import type { DriverAction } from './driver-actions-menu';
import { ArchiveDriverDialog, DeleteDriverDialog, EnableDriverDialog } from './driver-confirm-dialogs';
import { AddDriverModal, EditDriverModal } from './driver-form-modal';
import { DriverPasswordModal } from './driver-password-modal';
import { NotifyDriverModal } from './notify-driver-modal';

/** Which dialog is up, and for which driver. */
export type DriverDialogRequest = { action: DriverAction | 'add'; driver: Driver | null };

type DriverDialog = ComponentType<{ driver: Driver; opened: boolean; onClose: () => void }>;

/** The dialog of each row action on a driver. */
const dialogOf: Record<DriverAction, DriverDialog> = {
  edit: EditDriverModal,
  password: DriverPasswordModal,
  notify: NotifyDriverModal,
  archived: ArchiveDriverDialog,
  enabled: EnableDriverDialog,
  delete: DeleteDriverDialog,
};

/** The dialog a row action on a driver opened (edit, password, notify, archive, enable, delete), or Add New Driver. */
export function DriverDialogs({
  dialogs: { dialog, opened, close },
}: {
  dialogs: ReturnType<typeof useDialog<DriverDialogRequest>>;
}) {
  if (!dialog) return null;
  if (dialog.action === 'add') return <AddDriverModal key={dialog.serial} opened={opened} onClose={close} />;
  if (!dialog.driver) return null;
  const Dialog = dialogOf[dialog.action];
  return <Dialog key={dialog.serial} driver={dialog.driver} opened={opened} onClose={close} />;
}
