import { vi } from 'vitest';
import * as passwords from '../../src/lib/passwords.js';

/**
 * argon2 is slow on purpose (~15 ms a hash on a quiet machine, several times that on a busy one),
 * and the fixtures give hundreds of accounts the same few passwords ('driver password', the
 * harness's own): each password is hashed once per worker and its real argon2id hash reused, so
 * every sign-in still verifies a real hash made with the production cost.
 */
export function hashEachPasswordOnce(): void {
  if (vi.isMockFunction(passwords.hashPassword)) return;
  const hash = passwords.hashPassword;
  const hashes = new Map<string, Promise<string>>();
  vi.spyOn(passwords, 'hashPassword').mockImplementation((password) => {
    if (!hashes.has(password)) hashes.set(password, hash(password));
    return hashes.get(password)!;
  });
}
