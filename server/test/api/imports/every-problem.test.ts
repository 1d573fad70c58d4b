import { describe, expect, it } from 'vitest';
import { multipartBody } from '../../support/multipart.js';
import { useTestApp } from '../../support/test-app.js';
import { csvFile, table, vehicleValues } from './import-files.js';

const testApp = useTestApp();

/** A vehicles file without its Mine and PPE number columns, with a misspelt column and two bad rows. */
function fileWithEveryProblem() {
  const [header, ...rows] = table('vehicles', [
    vehicleValues('ALL-1', { insurance_expiry: '2027-02-30' }),
    vehicleValues('ALL-2', { inspection_status: '' }),
  ]);
  const keep = (cells: string[]) => cells.filter((_, index) => !['Mine', 'PPE number'].includes(header![index]!));
  return csvFile([[...keep(header!), 'Colour'], ...rows.map((row) => [...keep(row), 'red'])]);
}

function dryRun(language: 'en' | 'fr') {
  const body = multipartBody({}, [
    { field: 'file', fileName: 'fleet.csv', contentType: 'text/csv', data: fileWithEveryProblem() },
  ]);
  return testApp.request(admin, {
    method: 'POST',
    url: '/api/imports/vehicles',
    ...body,
    headers: { ...body.headers, 'accept-language': language },
  });
}

let admin: Awaited<ReturnType<typeof testApp.createUser>>;

describe('one dry run lists every problem of the file', () => {
  it('missing columns, left out columns and every bad cell of every row come back in one answer', async () => {
    admin = await testApp.createUser('admin');
    const response = await dryRun('en');

    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data.notes).toEqual([
      'Missing columns: PPE number, Mine. Download the template for every expected column.',
      'Unknown columns left out: Colour. Use the column names of the template.',
    ]);
    const missing = 'The file has no column for this field: add it, as in the template.';
    expect(data.rows).toEqual([
      {
        row: 2,
        outcome: 'error',
        key: 'ALL-1',
        errors: { insurance_expiry: ['Enter a valid date (YYYY-MM-DD).'], ppe_no: [missing], mine: [missing] },
      },
      {
        row: 3,
        outcome: 'error',
        key: 'ALL-2',
        errors: {
          inspection_status: ['Inspection status is required'],
          ppe_no: [missing],
          mine: [missing],
        },
      },
    ]);
    expect(data.error_count).toBe(2);
    const commit = await testApp.request(admin, { method: 'POST', url: `/api/imports/${data.id}/commit` });
    expect(commit.statusCode).toBe(422);
  });

  it('answers a French request in French: the columns, the import’s own row messages, the cells’ and the file’s', async () => {
    admin = await testApp.createUser('admin');
    const response = await dryRun('fr');

    const data = response.json().data;
    expect(response.json().message).toBe('Le fichier a été vérifié.');
    expect(data.notes).toEqual([
      'Colonnes manquantes\u00a0: Numéro d’EPI, Mine. Téléchargez le modèle pour avoir toutes les colonnes attendues.',
      'Colonnes inconnues laissées de côté\u00a0: Colour. Utilisez les noms de colonnes du modèle.',
    ]);
    expect(data.rows[0].errors.ppe_no).toEqual([
      'Le fichier n’a pas de colonne pour ce champ\u00a0: ajoutez-la, comme dans le modèle.',
    ]);
    // The cells' own messages come from the vehicle form's schema, in the form's French.
    expect(data.rows[0].errors.insurance_expiry).toEqual(['Entrez une date valide (AAAA-MM-JJ).']);
    expect(data.rows[1].errors.inspection_status).toEqual(['L’état de l’inspection est requis']);

    const empty = await testApp.request(admin, {
      method: 'POST',
      url: '/api/imports/vehicles',
      payload: {},
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      message: 'Choisissez un fichier CSV ou XLSX à importer.',
      errors: { file: ['Choisissez un fichier CSV ou XLSX à importer.'] },
    });
  });
});
