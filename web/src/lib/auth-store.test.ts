import { describe, expect, it, vi } from 'vitest';
import { createAuthStore, currentUserStorageKey } from './auth-store';

const user = { token: 'abc', role: 'admin', name: 'Pat Test', email: 'pat@example.com' } as const;

describe('auth store', () => {
  it("keeps the signed-in user under the spec's 'currentUser' key", () => {
    const store = createAuthStore(localStorage);
    store.signIn(user);
    expect(JSON.parse(localStorage.getItem(currentUserStorageKey) ?? 'null')).toEqual(user);
    expect(createAuthStore(localStorage).getUser()).toEqual(user);
  });

  it('ignores a stored value that is not a signed-in user', () => {
    localStorage.setItem(currentUserStorageKey, '{"token":1}');
    expect(createAuthStore(localStorage).getUser()).toBeNull();
  });

  it('signs this tab out when another tab removes the stored user', () => {
    const store = createAuthStore(localStorage);
    store.signIn(user);
    const listener = vi.fn();
    store.subscribe(listener);
    const stopSync = store.syncWithOtherTabs(window);

    localStorage.removeItem(currentUserStorageKey);
    window.dispatchEvent(new StorageEvent('storage', { key: currentUserStorageKey, newValue: null }));

    expect(store.getUser()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    stopSync();
  });
});
