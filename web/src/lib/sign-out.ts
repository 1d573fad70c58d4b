import { api } from './api-client';
import { useCurrentUser } from './auth';
import { authStore } from './auth-store';

const anyAnswer = { safeParse: (value: unknown) => ({ success: true as const, data: value }) };

/**
 * Ends the session: the server revokes the token when it can be reached, but signing out here
 * never waits for it or fails because of it. Clearing the user sends the guards to /login, and
 * the app's session effects empty the query cache.
 */
export function signOut(): void {
  if (authStore.getUser()) {
    // The answer is not read: whatever it says, this phone is signed out.
    api.post('/api/logout', anyAnswer, undefined, { errorToasts: 'none' }).catch(() => undefined);
  }
  authStore.signOut();
}

export function useAuth() {
  const user = useCurrentUser();
  return { user, signIn: authStore.signIn, signOut };
}
