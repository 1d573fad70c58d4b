import type { SsoErrorCode } from '@fleet-ops/shared';

/** A single sign-on that ends back on the sign-in page with `code` (`/login?sso_error=code`). */
export class SsoRefusal extends Error {
  constructor(
    readonly code: SsoErrorCode,
    cause?: unknown,
  ) {
    super(`single sign-on refused: ${code}`, { cause });
    this.name = 'SsoRefusal';
  }
}
