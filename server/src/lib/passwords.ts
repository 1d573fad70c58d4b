import { hash, verify } from '@node-rs/argon2';

/** argon2id, the library's default algorithm, with its default cost (19 MiB, 2 passes): the OWASP minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Checked against when an email is unknown, so a wrong email costs the same time as a wrong
 * password and the response time does not tell which accounts exist.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password for unknown accounts');
  return decoyHash;
}
