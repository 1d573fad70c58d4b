import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnDiscard } from '../../../components/dialog-context';
import { showNotice } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import type { NewChecklistSubmission } from '../api/create-checklist';
import type { ChecklistFormValues } from '../components/checklist-values';
import type { ChecklistDraft, QueuedChecklist } from './offline-db';
import { checklistOfflineNamespace } from './offline-i18n';
import { fileOf } from './stored-file';
import { useChecklistDraft } from './use-checklist-draft';
import { useOutbox } from './use-outbox';

/** No answer at all, or a gateway's: the checklist never reached the server and can wait on the phone. */
export function neverArrived(error: unknown): error is ApiError {
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status);
}

type OfflineChecklistOptions = {
  form: UseFormReturnType<ChecklistFormValues>;
  /** One draft per person and form kind (a supervisor's dashboard and an admin's modal differ). */
  draftName: string;
  photos: File[];
  setPhotos: (photos: File[]) => void;
  openedAt: string;
  setOpenedAt: (at: string) => void;
  /** The form holds something the person entered: worth keeping as a draft. */
  entered: boolean;
  /** A vehicle the form was opened for (a QR code): a draft for another vehicle is not put back over it. */
  preselected: string | null;
  /** The form's request id: a refused checklist, fixed, is sent again under its own. */
  requestId: { resume: (id: string) => void };
};

/**
 * The checklist form's life on the phone: its draft, kept as it is filled and put back when it
 * reopens, and the outbox that holds a signed checklist the network did not carry.
 */
export function useOfflineChecklist(options: OfflineChecklistOptions) {
  const { form, photos, setPhotos, openedAt, setOpenedAt, preselected } = options;
  const { t } = useTranslation(checklistOfflineNamespace);
  const outbox = useOutbox();
  const current = useMemo<ChecklistDraft>(
    () => ({ values: form.values, photos, openedAt }),
    [form.values, photos, openedAt],
  );
  const draft = useChecklistDraft(
    outbox.owner ? `${outbox.owner}:${options.draftName}` : undefined,
    current,
    options.entered,
    (saved) => {
      if (preselected && saved.values.equipment_number !== preselected) return false;
      restoreDraft(saved);
      return true;
    },
  );

  function restoreDraft(saved: ChecklistDraft) {
    form.setValues(saved.values);
    setPhotos(saved.photos);
    setOpenedAt(saved.openedAt);
  }

  // Discard in the New Pre-OP Checklist dialog throws the draft away too: it must not come back.
  useOnDiscard(draft.forget);

  /**
   * Keeps a signed checklist on the phone, with its request id, to be sent when the network
   * returns, and says so: it is saved, not sent (issue 35: no 'Success!' before the server has it).
   */
  async function queue(submission: NewChecklistSubmission, error: ApiError, formValues: ChecklistFormValues) {
    if (!outbox.owner || !outbox.token) throw new Error('Only a signed-in person has an outbox.');
    showNotice(t('outbox.queued'));
    const label = [formValues.equipment_number, formValues.vehicle_type].filter(Boolean).join(' · ');
    await outbox.queue({
      requestId: submission.requestId,
      owner: outbox.owner,
      token: outbox.token,
      request: submission.values,
      photos: submission.photos,
      signature: submission.signature,
      form: { values: formValues, openedAt },
      label,
      queuedAt: new Date().toISOString(),
      state: 'waiting',
      attempts: 1,
      lastStatus: error.status,
    });
    draft.forget();
  }

  /**
   * Puts a refused checklist back in the form, off the outbox, with the server's messages. The
   * refusal stored nothing under its request id, so the fixed one is sent as the same request.
   */
  async function reopen(entry: QueuedChecklist) {
    options.requestId.resume(entry.requestId);
    await outbox.remove(entry.requestId);
    restoreDraft({ ...entry.form, photos: entry.photos.map(fileOf) });
    return new ApiError(422, entry.message ?? '', entry.errors);
  }

  return { outbox, draft, queue, reopen, canQueue: Boolean(outbox.owner && outbox.token) };
}
