import { useCallback, useState } from 'react';

/**
 * Which dialog a screen shows, and whether it is open. Each opening gets a new `serial` to use as
 * the dialog's key, so no form keeps the previous opening's input; closing keeps the request so
 * the dialog can animate out with its content.
 */
export function useDialog<Request extends object>() {
  const [dialog, setDialog] = useState<(Request & { serial: number }) | null>(null);
  const [opened, setOpened] = useState(false);
  const open = useCallback((request: Request) => {
    setDialog((current) => ({ ...request, serial: (current?.serial ?? 0) + 1 }));
    setOpened(true);
  }, []);
  const close = useCallback(() => setOpened(false), []);
  return { dialog, opened, open, close };
}
