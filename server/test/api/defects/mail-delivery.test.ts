import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../../src/lib/mailer.js';
import { mimeParts, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.js';
import { useTestApp } from '../../support/test-app.js';
import { driverWithVehicle, reportNo } from './defect-fixtures.js';

const testApp = useTestApp();
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  testApp.context.mailer = createMailer({
    db: testApp.context.db,
    logger: testApp.context.logger,
    smtpUrl: sink.url,
    from: 'Fleet Ops <no-reply@fleet.test>',
  });
});
afterAll(() => sink.close());

async function deliveredTo(email: string) {
  await expect.poll(() => sink.messages.some((raw) => raw.includes(`To: ${email}`))).toBe(true);
  return sink.messages.find((raw) => raw.includes(`To: ${email}`))!;
}

describe('mail sent through SMTP', () => {
  it('goes as plain text and HTML alternatives, marked as sent by a machine so no one auto-replies', async () => {
    const admin = await testApp.createUser('admin', { email: 'parts@fleet.test' });
    const inspected = await driverWithVehicle(testApp, admin);
    await reportNo(testApp, inspected, ['horn']);

    const raw = await deliveredTo('parts@fleet.test');
    expect(raw).toMatch(/^Auto-Submitted: auto-generated\r$/m);
    expect(raw).toMatch(/^X-Auto-Response-Suppress: All\r$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(mimeParts(raw).map((part) => part.contentType)).toEqual(['text/plain', 'text/html']);
  });

  it('says the issue in both languages, times with their zone, each defect linked', async () => {
    const admin = await testApp.createUser('admin', { email: 'both@fleet.test' });
    const inspected = await driverWithVehicle(testApp, admin);
    await reportNo(testApp, inspected, ['horn']);
    const unit = inspected.vehicle.equipmentNumber;

    const [text, html] = mimeParts(await deliveredTo('both@fleet.test')).map((part) => part.body);
    expect(text).toMatch(
      /- Horn: minor \(repair due by 2026-11-20 11:30 NST\), open the defect: http:\/\/fleet\.test\/defects\/\d+/,
    );
    expect(text).toMatch(/- Klaxon : mineure \(réparation due au plus tard le 2026-11-20 11 h 30 HNT\)/);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<div lang="en">');
    expect(html).toContain('<div lang="fr">');
    expect(html).toMatch(
      /<li><a href="http:\/\/fleet\.test\/defects\/\d+">Horn: minor \(repair due by 2026-11-20 11:30 NST\), open the defect<\/a><\/li>/,
    );
    expect(html).toContain(`<p><a href="http://fleet.test/home?search=${unit}">Open the checklists of ${unit}</a></p>`);
  });

  it('sends the password reset in the asking page’s language only, its HTML in that language', async () => {
    await testApp.createUser('admin', { email: 'reset-fr@fleet.test' });
    await testApp.request(undefined, {
      method: 'POST',
      url: '/api/forget-password',
      headers: { 'accept-language': 'fr-CA' },
      payload: { email: 'reset-fr@fleet.test' },
    });

    const [text, html] = mimeParts(await deliveredTo('reset-fr@fleet.test')).map((part) => part.body);
    expect(text).toContain('Le lien ne fonctionne qu’une fois et expire dans 60 minutes.');
    expect(html).toContain('<html lang="fr">');
    expect(html).toMatch(
      /<p><a href="http:\/\/fleet\.test\/reset-password\/[\w-]+">http:\/\/fleet\.test\/reset-password\//,
    );
  });
});
