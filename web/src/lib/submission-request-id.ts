import { useMemo, useRef } from 'react';
import { ApiError } from './api-client';
import { newClientRequestId } from './client-request-id';

type SubmissionRequestId = {
  /** The `Idempotency-Key` header of the submission under way, its id made on the first try. */
  header: () => { 'Idempotency-Key': string };
  /** Called with a submission's outcome (undefined for a success), to know whether the next one is new. */
  settled: (error: unknown) => void;
};

/**
 * The request id of a create's submissions, held by the api/ hook the form calls, so the form
 * itself knows nothing of it: every retry of one submission (after a lost answer, a 503, a 422
 * corrected) sends the same id and the server stores the row once. A success, or a 409 (the id
 * went with another submission, or the step was already done), makes the next submission new.
 */
export function useSubmissionRequestId(): SubmissionRequestId {
  const id = useRef<string | null>(null);
  return useMemo(
    () => ({
      header: () => ({ 'Idempotency-Key': (id.current ??= newClientRequestId()) }),
      settled: (error) => {
        if (!error || (error instanceof ApiError && error.status === 409)) id.current = null;
      },
    }),
    [],
  );
}
