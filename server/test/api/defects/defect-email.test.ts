import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema/index.js';
import { useTestApp } from '../../support/test-app.js';
import { driverWithVehicle, reportNo } from './defect-fixtures.js';

const testApp = useTestApp();

/** The outbox's mails about a unit, each defect's address with `{id}` for its number. */
async function mailsAbout(equipmentNumber: string) {
  const mails = await testApp.context.db
    .select()
    .from(outbox)
    .where(like(outbox.subject, `%${equipmentNumber} %`))
    .orderBy(outbox.id);
  return mails.map((mail) => ({ ...mail, body: mail.body.replace(/\/defects\/\d+/g, '/defects/{id}') }));
}

describe('the email about a checklist with a failed item', () => {
  it('says out of service and gives each failed item its class, to the admins and the vehicle’s supervisor', async () => {
    const admin = await testApp.createUser('admin');
    const supervisor = await testApp.createUser('supervisor', { firstName: 'Crew', lastName: 'Boss' });
    await testApp.createUser('supervisor', { firstName: 'Other', lastName: 'Boss' });
    const inspected = await driverWithVehicle(testApp, admin, { supervisor: 'Crew Boss' });
    const unit = inspected.vehicle.equipmentNumber;

    await reportNo(testApp, inspected, ['brakes_and_hand_brakes', 'horn'], 'Brakes soft; horn silent.');

    const mails = await mailsAbout(unit);
    expect(mails.map((mail) => mail.recipient)).toEqual([admin.email, supervisor.email]);
    expect(mails[0]!.subject).toBe(
      `Pre-OP Checklist issue / Problème à la liste de vérification : ${unit} (${inspected.driver.name})`,
    );
    expect(mails[0]!.body).toContain(
      [
        'A Pre-OP Checklist reported an issue.',
        '',
        `OUT OF SERVICE: do not operate (${unit} has a major defect).`,
        '',
        `Vehicle: ${unit} (Ford Explorer)`,
      ].join('\n'),
    );
    expect(mails[0]!.body).toContain(
      [
        'Failed items: Brakes and Hand Brake, Horn',
        'Defects:',
        '- Brakes and Hand Brake: major, open the defect: http://fleet.test/defects/{id}',
        '- Horn: minor (repair due by 2026-11-20 11:30 NST), open the defect: http://fleet.test/defects/{id}',
        'Remarks: Brakes soft; horn silent.',
      ].join('\n'),
    );
    expect(mails[1]!.body).toBe(mails[0]!.body);
  });

  it('says it all again in French after the English, for readers whose language is not stored', async () => {
    const admin = await testApp.createUser('admin');
    const inspected = await driverWithVehicle(testApp, admin);
    const unit = inspected.vehicle.equipmentNumber;

    await reportNo(testApp, inspected, ['brakes_and_hand_brakes', 'horn'], 'Freins mous.');

    const [mail] = await mailsAbout(unit);
    const french = mail!.body.split('\n---\n')[1]!;
    expect(french).toContain(
      [
        'Une liste de vérification pré-opérationnelle a signalé un problème.',
        '',
        `HORS SERVICE : ne pas utiliser (${unit} a une défectuosité majeure).`,
        '',
        `Véhicule : ${unit} (Ford Explorer)`,
      ].join('\n'),
    );
    expect(french).toContain(
      [
        'Éléments non conformes : Freins et frein à main, Klaxon',
        'Défectuosités :',
        '- Freins et frein à main : majeure, ouvrir la défectuosité : http://fleet.test/defects/{id}',
        '- Klaxon : mineure (réparation due au plus tard le 2026-11-20 11 h 30 HNT), ouvrir la défectuosité : http://fleet.test/defects/{id}',
        'Remarques : Freins mous.',
      ].join('\n'),
    );
  });

  it('has no out-of-service line when only minor items failed', async () => {
    const admin = await testApp.createUser('admin');
    const inspected = await driverWithVehicle(testApp, admin);

    await reportNo(testApp, inspected, ['horn']);

    const [mail] = await mailsAbout(inspected.vehicle.equipmentNumber);
    expect(mail!.body).not.toContain('OUT OF SERVICE');
    expect(mail!.body).toContain(
      'Defects:\n- Horn: minor (repair due by 2026-11-20 11:30 NST), open the defect: http://fleet.test/defects/{id}\n',
    );
  });
});
