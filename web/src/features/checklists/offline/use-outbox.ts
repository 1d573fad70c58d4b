import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../../../lib/auth';
import type { OutboxEntry, SentEntry } from './offline-db';
import type { NewQueuedChecklist, NewQueuedDefectReport } from './outbox';
import { outboxChannelName } from './outbox-names';

// The store (IndexedDB) loads with its first use, not with the driver page.
const store = () => import('./outbox');

/** A phone that believes it is online may still not reach the server: try again this often. */
const retryEveryMs = 30_000;

/**
 * This person's outbox on this phone: what waits, what was sent lately, and sending it on page start, when the network
 * returns, every half minute while something waits, and on demand. The service worker sends it
 * too (Background Sync); both tell the page through the outbox channel.
 */
export function useOutbox() {
  const user = useCurrentUser();
  const owner = user?.email;
  const token = user?.token;
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [sent, setSent] = useState<SentEntry[]>([]);
  const waiting = useRef(false);

  const refresh = useCallback(async () => {
    if (!owner) return;
    const outbox = await store();
    const [listed, reached] = await Promise.all([outbox.listOutbox(owner), outbox.listSent(owner)]);
    waiting.current = listed.some((entry) => entry.state === 'waiting');
    setEntries(listed);
    setSent(reached);
  }, [owner]);

  const sendNow = useCallback(async () => {
    if (!owner || !token) return;
    await (await store()).syncOutbox(owner, token).catch(() => undefined);
    await refresh();
  }, [owner, token, refresh]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- it sets state only after awaiting the store.
    void sendNow();
    const channel = new BroadcastChannel(outboxChannelName);
    channel.onmessage = () => void refresh();
    const onOnline = () => void sendNow();
    window.addEventListener('online', onOnline);
    const timer = setInterval(() => {
      if (waiting.current && navigator.onLine) void sendNow();
    }, retryEveryMs);
    return () => {
      channel.close();
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [refresh, sendNow]);

  const queue = useCallback(
    async (entry: NewQueuedChecklist) => {
      await (await store()).queueChecklist(entry);
      await refresh();
    },
    [refresh],
  );
  const queueReport = useCallback(
    async (entry: NewQueuedDefectReport) => {
      await (await store()).queueDefectReport(entry);
      await refresh();
    },
    [refresh],
  );
  const remove = useCallback(
    async (requestId: string) => {
      await (await store()).removeFromOutbox(requestId);
      await refresh();
    },
    [refresh],
  );

  const dismissSent = useCallback(
    async (requestId: string) => {
      await (await store()).dismissSent(requestId);
      await refresh();
    },
    [refresh],
  );

  return { entries, sent, queue, queueReport, remove, dismissSent, sendNow, owner, token };
}

export type Outbox = ReturnType<typeof useOutbox>;
