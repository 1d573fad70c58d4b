import { Fragment, type ComponentProps, type ReactNode } from 'react';
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

/** The two dialogs of a list whose rows are added, edited and deleted: which one is asked for. */
type FormOrDeleteRequest = { kind: 'form' } | { kind: 'delete' };

type FormOrDeleteDialogsProps<Request extends FormOrDeleteRequest> = {
  dialogs: {
    dialog: (Request & { serial: number }) | null;
    opened: boolean;
    close: () => void;
  };
  /** The add or edit form for the request, opened and closed by these two. */
  form: (request: Extract<Request, { kind: 'form' }>, modal: { opened: boolean; onClose: () => void }) => ReactNode;
  /** The question before deleting (its title, message and button) and the call that deletes. */
  remove: Pick<ConfirmRowDialogProps, 'title' | 'message' | 'confirmLabel'> & {
    run: (request: Extract<Request, { kind: 'delete' }>) => Promise<{ message: string }>;
  };
};

/**
 * A list's row dialogs from `useDialog`: the add or edit form, or the question before deleting a
 * row. Each opening is drawn afresh (its `serial`), so no form keeps the last one's input.
 */
export function FormOrDeleteDialogs<Request extends FormOrDeleteRequest>({
  dialogs: { dialog, opened, close },
  form,
  remove: { run, ...words },
}: FormOrDeleteDialogsProps<Request>) {
  if (!dialog) return null;
  if (isKind(dialog, 'form')) {
    return <Fragment key={dialog.serial}>{form(dialog, { opened, onClose: close })}</Fragment>;
  }
  if (!isKind(dialog, 'delete')) return null;
  return <ConfirmRowDialog key={dialog.serial} opened={opened} onClose={close} {...words} run={() => run(dialog)} />;
}

function isKind<Request extends FormOrDeleteRequest, Kind extends Request['kind']>(
  request: Request,
  kind: Kind,
): request is Extract<Request, { kind: Kind }> {
  return request.kind === kind;
}
