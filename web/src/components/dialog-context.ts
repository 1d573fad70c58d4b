import { createContext, useContext, useEffect, useRef } from 'react';

/*
 * What a dialog tells the form inside it, apart from the dialog itself (app-modal.tsx): a form on
 * the driver's first screen reports its unsaved changes without downloading Mantine's Modal.
 */

/** Runs `close` at once, or after the person agrees to discard the dialog's unsaved changes. */
export type GuardedClose = (close: () => void) => void;

type DialogContextValue = {
  guard: GuardedClose;
  setUnsaved: (unsaved: boolean) => void;
  /** Runs `listener` when the person chooses Discard; returns the way to stop. */
  onDiscard: (listener: () => void) => () => void;
};

export const DialogContext = createContext<DialogContextValue>({
  guard: (close) => close(),
  setUnsaved: () => undefined,
  onDiscard: () => () => undefined,
});

/** For a Cancel button inside a dialog: it asks before discarding, as the close button does. */
export function useGuardedClose(): GuardedClose {
  return useContext(DialogContext).guard;
}

/** A form inside a dialog tells it whether it holds unsaved changes (the dialog then asks before closing). */
export function useUnsavedChanges(unsaved: boolean): void {
  const { setUnsaved } = useContext(DialogContext);
  useEffect(() => {
    setUnsaved(unsaved);
    return () => setUnsaved(false);
  }, [unsaved, setUnsaved]);
}

/**
 * For a form that keeps its input elsewhere too (the checklist's draft on the phone): Discard in
 * the dialog throws that copy away as well, so the discarded input does not come back (issue 35).
 */
export function useOnDiscard(listener: () => void): void {
  const { onDiscard } = useContext(DialogContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  }, [listener]);
  useEffect(() => onDiscard(() => latest.current()), [onDiscard]);
}
