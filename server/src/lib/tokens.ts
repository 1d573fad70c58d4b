import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: sent once to the client, never stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored and looked up instead of the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
