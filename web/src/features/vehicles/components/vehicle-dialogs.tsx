import type { VehicleListRow } from '@fleet-ops/shared';
import type { ReactNode } from 'react';
import type { useDialog } from '../../../components/use-dialog';
import { ColorModal } from './color-modal';
import { ExpenseModal } from './expense/expense-modal';
import type { VehicleAction } from './vehicle-actions-menu';
import { DeleteVehicleDialog, VehicleStatusDialog } from './vehicle-confirm-dialogs';

/** The assign driver dialog, which the assignments feature (a layer above) draws. */
export type AssignDriverDialog = (props: {
  vehicle: VehicleListRow;
  opened: boolean;
  onClose: () => void;
}) => ReactNode;

/** Which dialog is up, and for which vehicle. */
export type VehicleDialogRequest = { action: VehicleAction; vehicle: VehicleListRow };

type VehicleDialogsProps = {
  dialogs: ReturnType<typeof useDialog<VehicleDialogRequest>>;
  AssignDriver: AssignDriverDialog;
};

/** The dialog a row action on a vehicle opened: assign drivers, income and expenses, colour, hide or disable, delete. */
export function VehicleDialogs({ dialogs: { dialog, opened, close }, AssignDriver }: VehicleDialogsProps) {
  if (!dialog) return null;
  const props = { vehicle: dialog.vehicle, opened, onClose: close };
  const key = dialog.serial;
  switch (dialog.action) {
    case 'assign':
      return <AssignDriver key={key} {...props} />;
    case 'income':
      return <ExpenseModal key={key} {...props} />;
    case 'color':
      return <ColorModal key={key} {...props} />;
    case 'status':
    case 'enabled':
      return <VehicleStatusDialog key={key} {...props} name={dialog.action} />;
    case 'delete':
      return <DeleteVehicleDialog key={key} {...props} />;
  }
}
