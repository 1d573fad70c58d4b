import type { ComponentProps } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { showSuccess } from '../toasts';

type ConfirmRowDialogProps = Omit<ComponentProps<typeof ConfirmDialog>, 'onConfirm'> & {
  /** The call the dialog confirms (a delete, an undo); its answer's message is the success toast. */
  run: () => Promise<{ message: string }>;
};

/** Asks before an action on a list's row, runs it, and says the server's words when it is done. */
export function ConfirmRowDialog({ run, ...dialog }: ConfirmRowDialogProps) {
  return (
    <ConfirmDialog
      {...dialog}
      onConfirm={async () => {
        const response = await run();
        showSuccess(response.message);
      }}
    />
  );
}
