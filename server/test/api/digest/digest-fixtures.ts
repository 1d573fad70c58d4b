import { and, eq, like } from 'drizzle-orm';
import { defects, digestDeliveries, outbox } from '../../../src/db/schema/index.js';
import type { TestApp } from '../../support/test-app.js';

/** The digests in the outbox, oldest first: to whom, and the day their subject names. */
export async function digestsSent(testApp: TestApp, day?: string) {
  const rows = await testApp.context.db
    .select()
    .from(outbox)
    .where(like(outbox.subject, `Daily digest / Résumé quotidien : ${day ?? ''}%`))
    .orderBy(outbox.id);
  return rows;
}

export async function deliveriesOf(testApp: TestApp, userId: number, day: string) {
  return testApp.context.db
    .select()
    .from(digestDeliveries)
    .where(and(eq(digestDeliveries.userId, userId), eq(digestDeliveries.day, day)));
}

/**
 * On `vehicleId`: an open major defect (out of service), a minor one overdue, a minor one not
 * yet due and a verified major one; only the first two belong in the digest.
 */
export async function insertDigestDefects(testApp: TestApp, vehicleId: number) {
  const at = (text: string) => new Date(text);
  await testApp.context.db.insert(defects).values([
    {
      vehicleId,
      item: 'brakes_and_hand_brakes',
      severity: 'major',
      status: 'open',
      reportedAt: at('2026-11-17T12:00:00Z'),
    },
    {
      vehicleId,
      item: 'horn',
      severity: 'minor',
      status: 'acknowledged',
      reportedAt: at('2026-11-15T12:00:00Z'),
      dueAt: at('2026-11-17T12:00:00Z'),
    },
    {
      vehicleId,
      item: 'wiper',
      severity: 'minor',
      status: 'open',
      reportedAt: at('2026-11-18T12:00:00Z'),
      dueAt: at('2026-11-20T12:00:00Z'),
    },
    {
      vehicleId,
      item: 'tires',
      severity: 'major',
      status: 'verified',
      reportedAt: at('2026-11-01T12:00:00Z'),
    },
  ]);
}
