import { inspectionFormMessages } from '@fleet-ops/shared';
import { describe, expect, it } from 'vitest';
import { inspectionFormVersions } from '../../../src/db/schema/index.js';
import { sessionsOutlastClockJumps, useTestApp } from '../../support/test-app.js';
import { checklistFields, submitChecklist } from '../checklists/checklist-fixtures.js';
import { codedForm, vehicleOnForm, type Crew } from './coded-form.js';
import { passFail, publish, saveDraft } from './form-fixtures.js';
import { desc, eq } from 'drizzle-orm';

const testApp = useTestApp(sessionsOutlastClockJumps);
const hour = 3_600_000;

/** Adds an item to the crew's form and publishes it at `at`: the next version's id. */
async function publishNextVersion({ admin, vehicle }: Crew, formId: number, key: string, at: Date) {
  testApp.setNow(at);
  const form = codedForm(vehicle.id) as { sections: { items: unknown[] }[] };
  form.sections[0]!.items.push(passFail(key, key, key));
  expect((await saveDraft(testApp, admin, formId, form)).statusCode).toBe(200);
  expect((await publish(testApp, admin, formId)).statusCode).toBe(200);
  const [latest] = await testApp.context.db
    .select()
    .from(inspectionFormVersions)
    .where(eq(inspectionFormVersions.formId, formId))
    .orderBy(desc(inspectionFormVersions.version))
    .limit(1);
  return latest!;
}

/** A phone sends every item of the version it holds at yes, at `at`. */
function submitOn({ vehicle, driver, session }: Crew, versionId: number, items: string[], at: Date) {
  testApp.setNow(at);
  const answers = Object.fromEntries(items.map((item) => [item, 'yes']));
  return submitChecklist(
    testApp,
    session,
    checklistFields(vehicle, driver.name, { form_version_id: String(versionId), date_to_added: '2026-11-18' }, answers),
  );
}

describe('a phone holding the previous version of a form', () => {
  it('may submit on it until 24 hours after the new one was published, not a moment later, nor on an older one', async () => {
    testApp.setNow('2026-11-18T12:00:00Z');
    const crew = await vehicleOnForm(testApp);
    const [first] = await testApp.context.db
      .select()
      .from(inspectionFormVersions)
      .where(eq(inspectionFormVersions.id, crew.versionId));
    const published = new Date('2026-11-18T12:10:00Z');
    const second = await publishNextVersion(crew, first!.formId, 'beacon', published);
    const firstItems = ['coupling', 'steering'];

    const justBefore = await submitOn(
      crew,
      crew.versionId,
      firstItems,
      new Date(published.getTime() + 24 * hour - 1000),
    );
    const atTheHour = await submitOn(crew, crew.versionId, firstItems, new Date(published.getTime() + 24 * hour));
    const onCurrent = await submitOn(
      crew,
      second.id,
      [...firstItems, 'beacon'],
      new Date(published.getTime() + 25 * hour),
    );

    expect(justBefore.statusCode).toBe(201);
    expect(atTheHour.statusCode).toBe(422);
    expect(atTheHour.json().errors).toEqual({ form_version_id: [inspectionFormMessages.formVersionInvalid] });
    expect(onCurrent.statusCode).toBe(201);

    const third = await publishNextVersion(crew, first!.formId, 'horn', new Date(published.getTime() + 26 * hour));
    const twoBack = await submitOn(crew, crew.versionId, firstItems, new Date(third.publishedAt.getTime() + hour));
    expect(twoBack.statusCode).toBe(422);
    expect(twoBack.json().errors).toEqual({ form_version_id: [inspectionFormMessages.formVersionInvalid] });
  });
});
