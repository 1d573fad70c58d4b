import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { digestPreferenceMessages } from '@fleet-ops/shared';
import { auditLog, users } from '../../../src/db/schema/index.js';
import { sendDueDigests } from '../../../src/features/digest/index.js';
import { sessionsOutlastClockJumps, useTestApp, type TestUser } from '../../support/test-app.js';
import { fleetWithRenewals } from '../renewals/renewal-fixtures.js';
import { deliveriesOf, digestsSent, insertDigestDefects } from './digest-fixtures.js';

const testApp = useTestApp(sessionsOutlastClockJumps);
let admin: TestUser;

beforeAll(async () => {
  admin = await testApp.createUser('admin');
  const fleet = await fleetWithRenewals(testApp, admin);
  await insertDigestDefects(testApp, fleet.unit.id);
});

/** The English half and the French half of a digest's text. */
/** The English and French halves, each defect's address with `{id}` for its number. */
function halves(body: string) {
  const [english, french] = body.replace(/\/defects\/\d+/g, '/defects/{id}').split('\n\n---\n\n');
  return { english: english!, french: french! };
}

describe('the daily digest', () => {
  it('lists what is late, due today, within 7 and within 30 days, then the defects, in English', async () => {
    testApp.setNow('2026-11-18T15:00:00Z');
    await sendDueDigests(testApp.context);

    const [mail] = (await digestsSent(testApp, '2026-11-18')).filter((row) => row.recipient === admin.email);
    expect(mail!.subject).toBe('Daily digest / Résumé quotidien : 2026-11-18');
    expect(halves(mail!.body).english).toBe(
      [
        'Fleet Ops daily digest for 2026-11-18.',
        '',
        'Overdue (1):',
        '- Registration: RN-101 (due 2026-11-10, 8 days late)',
        '',
        'Due today (1):',
        '- Insurance: RN-101 (due 2026-11-18, today)',
        '',
        'Due within 7 days (2):',
        '- Driver’s licence: Émilie Roy, NL-7788 (due 2026-11-20, in 2 days)',
        '- Battery: RN-101 (due 2026-11-23, in 5 days)',
        '',
        'Due within 30 days (4):',
        '- First aid kit: RN-101, Type 1 (due 2026-11-30, in 12 days)',
        '- Fire extinguisher: RN-101 (due 2026-12-01, in 13 days)',
        '- Service: RN-101, Oil change (due 2026-12-01, in 13 days)',
        '- Tires: RN-101 (due 2026-12-10, in 22 days)',
        '',
        'Out of service: open major defects (1):',
        '- RN-101: Brakes and Hand Brake (reported 2026-11-17 08:30 NST), open the defect: http://fleet.test/defects/{id}',
        '',
        'Overdue minor defects (1):',
        '- RN-101: Horn (repair was due 2026-11-17 08:30 NST), open the defect: http://fleet.test/defects/{id}',
        '',
        'Open the renewals: http://fleet.test/renewals',
        'Open the defects: http://fleet.test/defects',
        '',
        'You get this email because the daily digest is on for you. Turn it off on the Settings screen.',
      ].join('\n'),
    );
  });

  it('says it all again in Canadian French after the English', async () => {
    const [mail] = (await digestsSent(testApp, '2026-11-18')).filter((row) => row.recipient === admin.email);
    expect(halves(mail!.body).french).toBe(
      [
        'Résumé quotidien de Fleet Ops du 2026-11-18.',
        '',
        'En retard (1) :',
        '- Immatriculation : RN-101 (échéance 2026-11-10, 8 jours de retard)',
        '',
        'Échéance aujourd’hui (1) :',
        '- Assurance : RN-101 (échéance 2026-11-18, aujourd’hui)',
        '',
        'Échéance dans 7 jours ou moins (2) :',
        '- Permis de conduire : Émilie Roy, NL-7788 (échéance 2026-11-20, dans 2 jours)',
        '- Batterie : RN-101 (échéance 2026-11-23, dans 5 jours)',
        '',
        'Échéance dans 30 jours ou moins (4) :',
        '- Trousse de premiers soins : RN-101, Type 1 (échéance 2026-11-30, dans 12 jours)',
        '- Extincteur : RN-101 (échéance 2026-12-01, dans 13 jours)',
        '- Entretien : RN-101, Oil change (échéance 2026-12-01, dans 13 jours)',
        '- Pneus : RN-101 (échéance 2026-12-10, dans 22 jours)',
        '',
        'Hors service : défectuosités majeures ouvertes (1) :',
        '- RN-101 : Freins et frein à main (signalée le 2026-11-17 08 h 30 HNT), ouvrir la défectuosité : http://fleet.test/defects/{id}',
        '',
        'Défectuosités mineures en retard (1) :',
        '- RN-101 : Klaxon (réparation due le 2026-11-17 08 h 30 HNT), ouvrir la défectuosité : http://fleet.test/defects/{id}',
        '',
        'Ouvrir les renouvellements : http://fleet.test/renewals',
        'Ouvrir les défectuosités : http://fleet.test/defects',
        '',
        'Vous recevez ce courriel parce que le résumé quotidien est activé pour vous. Désactivez-le à l’écran Paramètres.',
      ].join('\n'),
    );
  });

  it('waits for the digest time, then goes out once per admin however many runs race or repeat', async () => {
    // 05:59 and 06:00 in St. John’s (UTC−3:30).
    testApp.setNow('2026-11-19T09:29:00Z');
    expect(await sendDueDigests(testApp.context)).toBe(0);
    expect(await digestsSent(testApp, '2026-11-19')).toEqual([]);

    testApp.setNow('2026-11-19T09:30:00Z');
    const runs = await Promise.all([sendDueDigests(testApp.context), sendDueDigests(testApp.context)]);
    expect(await sendDueDigests(testApp.context)).toBe(0);

    const mails = await digestsSent(testApp, '2026-11-19');
    expect(runs[0]! + runs[1]!).toBe(mails.length);
    expect(mails.filter((mail) => mail.recipient === admin.email)).toHaveLength(1);
    expect(new Set(mails.map((mail) => mail.recipient)).size).toBe(mails.length);
    expect(await deliveriesOf(testApp, admin.id, '2026-11-19')).toHaveLength(1);
  });

  it('skips an admin who turned it off, a disabled admin, and everyone who is not an admin', async () => {
    const away = await testApp.createUser('admin');
    const disabled = await testApp.createUser('admin');
    const supervisor = await testApp.createUser('supervisor');
    await testApp.context.db.update(users).set({ enabled: false }).where(eq(users.id, disabled.id));
    const turnedOff = await testApp.request(away, {
      method: 'PUT',
      url: '/api/me/daily_digest',
      payload: { daily_digest: false },
    });
    expect(turnedOff.json()).toEqual({ data: { daily_digest: false }, message: digestPreferenceMessages.saved });

    testApp.setNow('2026-11-20T12:00:00Z');
    await sendDueDigests(testApp.context);

    const recipients = (await digestsSent(testApp, '2026-11-20')).map((mail) => mail.recipient);
    expect(recipients).toContain(admin.email);
    expect(recipients).not.toContain(away.email);
    expect(recipients).not.toContain(disabled.email);
    expect(recipients).not.toContain(supervisor.email);
  });
});

describe('GET and PUT api/me/daily_digest', () => {
  it('reads and changes the signed-in admin’s own choice, audited', async () => {
    const own = await testApp.createUser('admin');
    const read = () => testApp.request(own, { method: 'GET', url: '/api/me/daily_digest' });
    expect((await read()).json()).toEqual({ data: { daily_digest: true }, message: 'OK' });

    await testApp.request(own, { method: 'PUT', url: '/api/me/daily_digest', payload: { daily_digest: 'off' } });

    expect((await read()).json().data).toEqual({ daily_digest: false });
    const [user] = await testApp.context.db.select().from(users).where(eq(users.id, own.id));
    expect(user!.dailyDigest).toBe(false);
    const [audit] = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(own.id)), eq(auditLog.actorId, own.id)));
    expect(audit).toMatchObject({ actorId: own.id, action: 'update', entity: 'user' });
    expect(audit!.changes).toEqual({ daily_digest: { before: true, after: false } });
  });

  it('refuses a value that is not true or false, and callers who are not admins', async () => {
    const response = await testApp.request(admin, {
      method: 'PUT',
      url: '/api/me/daily_digest',
      payload: { daily_digest: 'sometimes' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ daily_digest: [digestPreferenceMessages.invalid] });

    const driver = await testApp.createUser('driver');
    expect((await testApp.request(driver, { method: 'GET', url: '/api/me/daily_digest' })).statusCode).toBe(403);
  });
});
