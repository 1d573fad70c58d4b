import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChecklistDraft } from './offline-db';

const store = () => import('./outbox');

/** Saved this long after the last change: often enough that a dead battery loses a few keystrokes. */
const saveAfterMs = 400;

/**
 * Keeps the form on the phone as it is filled: a reload, a crash or a dead battery does not lose
 * it. The saved draft is put back once, when the form opens (`restore`); a form with nothing
 * entered clears it.
 */
export function useChecklistDraft(
  key: string | undefined,
  current: ChecklistDraft,
  hasContent: boolean,
  restore: (draft: ChecklistDraft) => boolean,
) {
  const [restored, setRestored] = useState(false);
  const loaded = useRef(false);
  const restoreOnce = useRef(restore);
  useEffect(() => {
    restoreOnce.current = restore;
  }, [restore]);

  useEffect(() => {
    loaded.current = false;
    if (!key) return;
    let cancelled = false;
    void store()
      .then((outbox) => outbox.loadDraft(key))
      .then((draft) => {
        if (cancelled) return;
        loaded.current = true;
        if (draft) setRestored(restoreOnce.current(draft));
      })
      .catch(() => (loaded.current = true));
    return () => {
      cancelled = true;
    };
  }, [key]);

  useEffect(() => {
    if (!key || !loaded.current) return;
    const timer = setTimeout(
      () => void store().then((outbox) => (hasContent ? outbox.saveDraft(key, current) : outbox.clearDraft(key))),
      saveAfterMs,
    );
    return () => clearTimeout(timer);
  }, [key, current, hasContent]);

  const forget = useCallback(() => {
    setRestored(false);
    if (key) void store().then((outbox) => outbox.clearDraft(key));
  }, [key]);

  return { restored, dismiss: () => setRestored(false), forget };
}
