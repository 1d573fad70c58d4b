import { useCallback, useState } from 'react';

/**
 * A random UUID (version 4). `crypto.randomUUID` exists only in secure contexts, and a site server
 * is often reached over plain HTTP on the LAN; `getRandomValues` works everywhere.
 */
export function newClientRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The request id of a form's submission, sent as the `Idempotency-Key` header: every retry of the
 * same submission (a lost answer, a double tap) sends the same id, so the server stores it once.
 * `renew` after the submission succeeded: the next one is a new submission. `resume` takes back
 * the id of a submission the phone kept and the server refused, so the fixed one is sent as it.
 */
export function useClientRequestId(): { id: string; renew: () => void; resume: (id: string) => void } {
  const [id, setId] = useState(newClientRequestId);
  const renew = useCallback(() => setId(newClientRequestId()), []);
  return { id, renew, resume: setId };
}
