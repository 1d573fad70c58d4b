import type { CreateChecklistRequest } from '@fleet-ops/shared';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ChecklistFormValues } from '../components/checklist-values';
import type { StoredFile } from './stored-file';

/** The form as the driver left it: enough to put every field, photo and the signature back. */
export type ChecklistDraft = {
  values: ChecklistFormValues;
  photos: File[];
  /** When the form was opened: the record keeps how long the check took. */
  openedAt: string;
};

/**
 * A checklist signed on the phone and not yet accepted by the server. `waiting` ones are sent by
 * the page or the service worker; a `refused` one waits for the driver to fix it.
 */
export type QueuedChecklist = {
  requestId: string;
  /** The signed-in user's email: each person on a shared phone sees their own outbox. */
  owner: string;
  /** The signed-in user's token when it was queued: the service worker has no other way to send it. */
  token: string;
  request: CreateChecklistRequest;
  photos: StoredFile[];
  signature?: StoredFile;
  /** The form behind the request (its photos are the request's), to reopen a refused checklist. */
  form: { values: ChecklistFormValues; openedAt: string };
  /** "T-44 · Ford F-150", for the outbox list. */
  label: string;
  queuedAt: string;
  state: 'waiting' | 'refused';
  /** The server's message when it refused the checklist. */
  message?: string;
  errors?: Record<string, string[]>;
  attempts: number;
  /** The last failed try's HTTP status (0: no answer); 401 means the driver must sign in again. */
  lastStatus?: number;
};

/**
 * A defect reported on the phone (issue 36, `POST api/defects`) that the network did not carry:
 * sent by the same outbox, in the order it was queued. Checklists queued before reports existed
 * have no `kind`.
 */
export type QueuedDefectReport = Pick<
  QueuedChecklist,
  | 'requestId'
  | 'owner'
  | 'token'
  | 'photos'
  | 'label'
  | 'queuedAt'
  | 'state'
  | 'message'
  | 'errors'
  | 'attempts'
  | 'lastStatus'
> & {
  kind: 'defect_report';
  request: { vehicle_id: number; item: string; code?: string; note?: string; form_version_id?: number };
};

/** What the outbox holds: checklists and defect reports. */
export type OutboxEntry = QueuedChecklist | QueuedDefectReport;

/**
 * A queued entry the server accepted (issue 35): kept, without its body, so the driver reads
 * "Sent" and when, instead of a card that vanishes the moment the network returns.
 */
export type SentEntry = Pick<QueuedChecklist, 'requestId' | 'owner' | 'label'> & {
  kind: 'checklist' | 'defect_report';
  sentAt: string;
};

type StoredDraft = Omit<ChecklistDraft, 'photos'> & { key: string; savedAt: string; photos: StoredFile[] };

interface DriverDatabase extends DBSchema {
  drafts: { key: string; value: StoredDraft };
  outbox: { key: string; value: OutboxEntry; indexes: { byOwner: string } };
  sent: { key: string; value: SentEntry; indexes: { byOwner: string } };
}

export type OfflineDatabase = IDBPDatabase<DriverDatabase>;

let opening: Promise<OfflineDatabase> | undefined;

/** The phone's own store of drafts, queued and sent checklists (IndexedDB), opened once per page or worker. */
export function offlineDatabase(): Promise<OfflineDatabase> {
  opening ??= openDB<DriverDatabase>('fleet-ops-driver', 2, {
    // Each store made when missing, not by the version opened from: version 2 (issue 35) adds what
    // reached the server, for the "Sent" card, and a database something else opened bare has none.
    upgrade(database) {
      if (!database.objectStoreNames.contains('drafts')) database.createObjectStore('drafts', { keyPath: 'key' });
      if (!database.objectStoreNames.contains('outbox')) {
        database.createObjectStore('outbox', { keyPath: 'requestId' }).createIndex('byOwner', 'owner');
      }
      if (!database.objectStoreNames.contains('sent')) {
        database.createObjectStore('sent', { keyPath: 'requestId' }).createIndex('byOwner', 'owner');
      }
    },
  });
  return opening;
}
