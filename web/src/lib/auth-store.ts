import type { SignedInUser } from '@fleet-ops/shared';
import { readSignedInUser } from './wire-checks';

/** The spec's storage key for the signed-in user (token, role, name, email). */
export const currentUserStorageKey = 'currentUser';

type Listener = () => void;

export type AuthStore = ReturnType<typeof createAuthStore>;

function readUser(storage: Storage): SignedInUser | null {
  const stored = storage.getItem(currentUserStorageKey);
  if (!stored) return null;
  try {
    return readSignedInUser(JSON.parse(stored));
  } catch {
    return null;
  }
}

/**
 * The signed-in user, kept in storage so a reload or a new tab stays signed in. A plain store
 * rather than React state, because the API client (outside React) needs the token too.
 */
export function createAuthStore(storage: Storage) {
  let user = readUser(storage);
  const listeners = new Set<Listener>();
  const notify = () => listeners.forEach((listener) => listener());

  return {
    getUser: (): SignedInUser | null => user,

    // Arrow functions: React and the auth hook pass these around on their own, unbound.
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    signIn: (next: SignedInUser): void => {
      storage.setItem(currentUserStorageKey, JSON.stringify(next));
      user = next;
      notify();
    },

    /** Forgets the user here; revoking the token on the server is the caller's business. */
    signOut(): void {
      storage.removeItem(currentUserStorageKey);
      if (user === null) return;
      user = null;
      notify();
    },

    /** Follows sign-ins and sign-outs made in other tabs (the `storage` event only fires there). */
    syncWithOtherTabs(target: Window): () => void {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== currentUserStorageKey && event.key !== null) return;
        const next = readUser(storage);
        if (next?.token === user?.token) return;
        user = next;
        notify();
      };
      target.addEventListener('storage', onStorage);
      return () => target.removeEventListener('storage', onStorage);
    },
  };
}

export const authStore = createAuthStore(window.localStorage);
