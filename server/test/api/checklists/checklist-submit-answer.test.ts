import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema/index.js';
import type { Mailer } from '../../../src/lib/mailer.js';
import { useTestApp } from '../../support/test-app.js';
import { allYes, checklistFields, driverWithVehicle, submitChecklist } from './checklist-fixtures.js';

const testApp = useTestApp();
let realMailer: Mailer;
beforeEach(() => {
  realMailer = testApp.context.mailer;
});
afterEach(() => {
  testApp.context.mailer = realMailer;
});

/**
 * A mailer whose mail server answers only when the test says so, writing down in `events` when
 * each message is stored in the outbox and when the server has taken it.
 */
function heldMailer(events: string[]) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const real = testApp.context.mailer;
  const queue: Mailer['queue'] = async (db, mail) => {
    const send = await real.queue(db, mail);
    events.push(`stored for ${mail.to}`);
    return async () => {
      await released;
      await send();
      events.push(`sent to ${mail.to}`);
    };
  };
  const mailer: Mailer = {
    queue,
    send: async (mail) => {
      const send = await queue(testApp.context.db, mail);
      await send();
    },
  };
  return { mailer, release };
}

describe('POST api/checklist answers as soon as the checklist is stored', () => {
  it('answers before the issue mail reaches the mail server, the mail already kept in the outbox, and sends it after', async () => {
    const admin = await testApp.createUser('admin', { email: 'answered-first@fleet.test' });
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    const events: string[] = [];
    const held = heldMailer(events);
    testApp.context.mailer = held.mailer;

    const response = await submitChecklist(
      testApp,
      session,
      checklistFields(vehicle, driver.name, { remarks: 'Horn silent.' }, { ...allYes(), horn: 'no' }),
    );
    events.push('answered');

    expect(response.statusCode).toBe(201);
    const mine = () => events.filter((event) => event === 'answered' || event.endsWith('answered-first@fleet.test'));
    expect(mine()).toEqual(['stored for answered-first@fleet.test', 'answered']);
    const stored = await testApp.context.db
      .select({ status: outbox.status, subject: outbox.subject })
      .from(outbox)
      .where(eq(outbox.recipient, 'answered-first@fleet.test'));
    expect(stored).toEqual([
      {
        status: 'queued',
        subject: `Pre-OP Checklist issue / Problème à la liste de vérification : ${vehicle.equipmentNumber} (${driver.name})`,
      },
    ]);

    held.release();
    await expect
      .poll(mine)
      .toEqual(['stored for answered-first@fleet.test', 'answered', 'sent to answered-first@fleet.test']);
  });
});
