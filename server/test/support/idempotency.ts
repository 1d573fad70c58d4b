import { eq } from 'drizzle-orm';
import { idempotencyKeys } from '../../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

/** The request ids a user's creates kept (`Idempotency-Key`), with what each one was used for. */
export function storedKeys(testApp: TestApp, userId: number) {
  return testApp.context.db
    .select({ key: idempotencyKeys.key, scope: idempotencyKeys.scope, resourceId: idempotencyKeys.resourceId })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.userId, userId));
}
