import { describe, expect, it } from 'vitest';
import { checklistBaseItems, checklistEquipmentItems } from '@fleet-ops/shared';
import { preOpSections } from '../../../src/features/inspection-forms/built-in-pre-op.js';
import { saaqSections, saaqSourceUrl } from '../../../src/features/inspection-forms/built-in-saaq.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import { driverWithVehicle } from '../checklists/checklist-fixtures.js';
import { vehicleForm, versionOf } from './form-fixtures.js';

const testApp = useTestApp();

describe('the built-in inspection forms', () => {
  it('are in every database the migrations make: Pre-OP the published default, the SAAQ form an unpublished draft', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, { method: 'GET', url: '/api/inspection_forms' });

    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: Record<string, unknown>[]; total: number };
    expect(body.total).toBe(2);
    expect(body.data).toMatchObject([
      {
        id: 1,
        name: 'Pre-OP (site default)',
        name_fr: 'Pre-OP (par défaut du site)',
        kind: 'pre_trip',
        validity: 'calendar_day',
        applies_to: { vehicle_parent_types: [], vehicle_ids: [] },
        is_default: true,
        built_in: 'pre_op',
        regulated: false,
        current_version: 1,
        unpublished_changes: false,
      },
      {
        id: 2,
        name: 'Circle check — heavy vehicle (SAAQ, RSSVR Schedule III, List 1)',
        kind: 'pre_trip',
        validity: '24h',
        is_default: false,
        built_in: 'saaq_list_1',
        regulated: true,
        current_version: null,
        published_at: null,
        unpublished_changes: true,
      },
    ]);
  });

  it("holds today's 13 base items then the equipment items, with today's default classes, as the stored version 1", async () => {
    const admin = await testApp.createUser('admin');
    const version = versionOf(
      await testApp.request(admin, { method: 'GET', url: '/api/inspection_forms/1/versions/1' }),
    );

    expect(version).toMatchObject({ form_id: 1, version: 1, validity: 'calendar_day', published_by: null });
    expect(version.sections).toEqual(preOpSections);
    expect(version.sections.map((section) => section.items.map((item) => item.key))).toEqual([
      [...checklistBaseItems],
      [...checklistEquipmentItems],
    ]);
    const majors = version.sections.flatMap((section) => section.items).filter((item) => item.severity === 'major');
    expect(majors.map((item) => item.key)).toEqual(['brakes_and_hand_brakes', 'tires', 'seatbelt']);
    expect(version.sections[0]!.items[0]).toEqual({
      key: 'fuel',
      label: 'Fuel',
      label_fr: 'Carburant',
      help: null,
      help_fr: null,
      answer_kind: 'pass_fail',
      na_allowed: false,
      unit: null,
      min: null,
      max: null,
      photo_required_on_fail: false,
      severity: 'minor',
      defects: [],
      equipment_item: null,
    });
    expect(version.sections[1]!.items[0]).toMatchObject({ key: 'buggy_whip', equipment_item: 'buggy_whip' });
  });

  it('keeps the SAAQ list in the regulation’s order with each defect’s code and class, and cites its source', async () => {
    const admin = await testApp.createUser('admin');
    const draft = (await testApp.request(admin, { method: 'GET', url: '/api/inspection_forms/2' })).json().data;

    expect(draft.sections).toEqual(saaqSections);
    const [list1, site] = draft.sections as typeof saaqSections;
    expect(list1!.regulated).toBe(true);
    expect(list1!.items.map((item) => item.label)).toEqual([
      '1. Coupling devices',
      '2. Frame and cargo body',
      '3. Heater and defroster',
      '4. Driver controls',
      '5. Steering',
    ]);
    expect(list1!.items[0]!.defects.map((defect) => `${defect.code} ${defect.class}`)).toEqual([
      '1.1 minor',
      '1.2 minor',
      '1.A major',
      '1.B major',
      '1.C major',
      '1.D major',
      '1.E major',
      '1.F major',
    ]);
    expect(site).toEqual({
      key: 'operator_specific',
      title: 'Specific verifications required by the operator',
      title_fr: 'Vérifications particulières exigées par l’exploitant',
      regulated: false,
      items: [],
    });
    expect(draft.description).toContain(`version of 2024-11-25 (${saaqSourceUrl})`);
    expect(draft.description).toContain('INCOMPLETE');
    expect(draft.description_fr).toContain('INCOMPLET');
  });

  it('export as the list reads them, headed in the reader’s language (French: semicolons)', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, {
      method: 'GET',
      url: '/api/inspection_forms/a1b2c3/export',
      headers: { 'accept-language': 'fr' },
    });

    expect(response.statusCode).toBe(200);
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toBe(
      'Nom;Moment;Validité;Version;Publiée;Par défaut;Réglementé;Modifications non publiées;Nom (français);Types de véhicules;Véhicules choisis;Modifié',
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Pre-OP (site default);Avant le départ;La journée;1;');
  });

  it('is the form of every vehicle until an admin assigns another, for a driver of the vehicle too', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    const { vehicle: driven, session } = await driverWithVehicle(testApp, admin);

    const forAdmin = await vehicleForm(testApp, admin, vehicle.id);
    const forDriver = await vehicleForm(testApp, session, driven.id);

    expect(forAdmin.statusCode).toBe(200);
    expect(versionOf(forAdmin)).toMatchObject({ form_id: 1, version: 1, name: 'Pre-OP (site default)' });
    expect(forDriver.statusCode).toBe(200);
    expect(versionOf(forDriver).form_id).toBe(1);
  });
});
