import { Button, Group, Modal, Paper, Text, type ModalProps } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogContext, type GuardedClose } from './dialog-context';
import './inputs/inputs-i18n';

export { useGuardedClose, useOnDiscard, useUnsavedChanges } from './dialog-context';

type AppModalProps = ModalProps & {
  /** Unsaved input inside: closing asks "Discard your changes?" first. */
  dirty?: boolean;
};

function shown(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

/**
 * A date picker, a menu or a list open in a dropdown: Escape is theirs to close. Mantine keeps
 * every closed Select's list in the page, hidden (`display: none`): only a shown one counts.
 */
function dropdownOpen(): boolean {
  const dropdowns =
    '.mantine-Popover-dropdown, .mantine-Menu-dropdown, .mantine-Combobox-dropdown, [data-dates-dropdown]';
  return Array.from(document.querySelectorAll(dropdowns)).some(shown);
}

/**
 * Whether this dialog answers an Escape pressed on `target`: the one holding the focus does (one
 * dialog may open another). Right after opening, the focus may still be on the page behind (the
 * button that opened it, until the opening transition hands it over; issue 35): then the
 * dialog opened last, the one on top, answers, and a dialog behind another never does.
 */
function answersEscape(root: HTMLElement | null, target: Node | null): boolean {
  if (!root) return false;
  if (!target || target === document.body || root.contains(target)) return true;
  if (target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"], .mantine-Modal-root')) {
    return false;
  }
  const open = Array.from(document.querySelectorAll('.mantine-Modal-root'));
  const top = open.at(-1);
  return top !== undefined && (top === root || top.contains(root) || root.contains(top));
}

/**
 * Mantine's `Modal` with its close button named in the reader's language (the icon alone names
 * nothing). Escape closes an open date picker or menu first, and only then the dialog; a dialog
 * with unsaved changes (`dirty`) asks before its close button, Escape, a click outside or a Cancel
 * button (`useGuardedClose`) throws them away.
 */
export function AppModal({ dirty = false, onClose, closeOnEscape = true, children, ...props }: AppModalProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const keepEditing = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [unsaved, setUnsavedState] = useState(false);
  // Read by Escape at once: the form reports its changes from an effect, and the browser may deliver
  // an Escape typed right after them before React renders that report (input goes first).
  const unsavedNow = useRef(false);
  const setUnsaved = useCallback((value: boolean) => {
    unsavedNow.current = value;
    setUnsavedState(value);
  }, []);
  const [pendingClose, setPendingClose] = useState<(() => void) | null>(null);
  const discardListeners = useRef(new Set<() => void>());

  const guard = useCallback<GuardedClose>(
    (close) => (dirty || unsaved || unsavedNow.current ? setPendingClose(() => close) : close()),
    [dirty, unsaved],
  );
  const requestClose = useCallback(() => guard(onClose), [guard, onClose]);
  const context = useMemo(
    () => ({
      guard,
      setUnsaved,
      onDiscard: (listener: () => void) => {
        discardListeners.current.add(listener);
        return () => void discardListeners.current.delete(listener);
      },
    }),
    [guard, setUnsaved],
  );
  useEffect(() => {
    if (pendingClose) keepEditing.current?.focus();
  }, [pendingClose]);

  useWindowEvent(
    'keydown',
    (event) => {
      if (!props.opened || !closeOnEscape || event.key !== 'Escape' || event.isComposing) return;
      const target = event.target instanceof Node ? event.target : null;
      if (!answersEscape(root.current, target)) return;
      // Mantine marks the inputs and items whose own Escape closes a list.
      if (target instanceof Element && target.getAttribute('data-mantine-stop-propagation') === 'true') return;
      if (dropdownOpen()) return;
      if (pendingClose) setPendingClose(null);
      else requestClose();
    },
    { capture: true },
  );

  const discard = () => {
    const close = pendingClose;
    setPendingClose(null);
    for (const listener of discardListeners.current) listener();
    close?.();
  };

  return (
    <Modal
      ref={root}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      {...props}
      closeOnEscape={false}
      onClose={requestClose}
    >
      {pendingClose && (
        <Paper role="alertdialog" aria-labelledby={titleId} withBorder p="md" mb="md" bg="yellow.0">
          <Text fw={700} id={titleId}>
            {t('dialog.discardTitle')}
          </Text>
          <Text size="sm">{t('dialog.discardMessage')}</Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => setPendingClose(null)} ref={keepEditing}>
              {t('dialog.keepEditing')}
            </Button>
            <Button color="red" onClick={discard}>
              {t('dialog.discard')}
            </Button>
          </Group>
        </Paper>
      )}
      <DialogContext.Provider value={context}>{children}</DialogContext.Provider>
    </Modal>
  );
}
