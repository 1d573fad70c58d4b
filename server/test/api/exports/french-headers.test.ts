import { describe, expect, it } from 'vitest';
import { csvFileRows } from '../../support/file-download.js';
import { useTestApp } from '../../support/test-app.js';

const testApp = useTestApp();

/** Each export's header row for a reader whose first language is French (vehicles and checklists have their own tests). */
const frenchHeaders: [url: string, header: string[]][] = [
  [
    '/api/drivers/a1b2c3/export',
    [
      'Nom',
      'Courriel',
      'Conduit dans la fosse',
      'Lieu de travail',
      'Rotation',
      'Permis de fosse',
      'Superviseur',
      'Téléphone',
      'Numéro de permis',
      'Date d’expiration',
      'Activé',
      'Archivé',
    ],
  ],
  [
    '/api/defects/a1b2c3/export',
    [
      'N°',
      'Numéro d’équipement',
      'Élément',
      'Code de défectuosité',
      'Classe',
      'Statut',
      'Signalée',
      'Échéance',
      'Signalements',
      'Réparée',
      'Notes de réparation',
      'Coût de la réparation',
      'Vérifiée',
      'Motif de fermeture',
    ],
  ],
  [
    '/api/appointments/a1b2c3/export',
    ['Date', 'Heure', 'Numéro d’équipement', 'N° de véhicule (NIV)', 'Véhicule', 'Rendez-vous', 'Lieu', 'Commentaires'],
  ],
  [
    '/api/first_aid_kits/a1b2c3/export',
    ['Numéro d’équipement', 'Type de véhicule', 'Véhicule', 'Date d’expiration', 'Type', 'Statut'],
  ],
  [
    '/api/inspections/a1b2c3/export',
    [
      'Numéro d’équipement',
      'Type de véhicule',
      'Véhicule',
      'Année de fabrication',
      'Mois d’inspection',
      'Date d’expiration de l’inspection',
      'Statut',
    ],
  ],
  ['/api/rates/a1b2c3/export', ['Type de véhicule', 'Tarif journée complète', 'Tarif journée partagée']],
  [
    '/api/assigned_drivers/a1b2c3/export',
    ['Numéro d’équipement', 'Date de l’action', 'Chauffeur', 'Action', 'Affecté du', 'Affecté au', 'Note', 'Par'],
  ],
  [
    '/api/income/a1b2c3/export',
    [
      'Début de la semaine',
      'Fin de la semaine',
      'Numéro d’équipement',
      'Type de véhicule',
      'Véhicule',
      'NIV',
      'Revenus',
      'Coût de location',
      'Essence',
      'Assurance',
      'Entretien',
      'Net',
    ],
  ],
  [
    '/api/tracking/a1b2c3/export',
    [
      'Chauffeur',
      'Numéro d’équipement',
      'Propriété',
      'Emplacement',
      'NIV',
      'Plaque',
      'Type de tarif',
      'TJ',
      'Véhicule',
      'Type de véhicule',
      'Rendez-vous/Nettoyage',
      'Commentaires',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      'Montant',
      'Statut',
    ],
  ],
  [
    '/api/pre_use_inspection/a1b2c3/export?start_date=2026-11-01&end_date=2026-11-07',
    [
      'N° d’équipement',
      'Véhicule',
      'Type de véhicule',
      'Listes de vérification',
      'Problèmes',
      'Jours ouvrables',
      'Jours vérifiés',
      'Jours manquants',
      'Conformité (%)',
      'Jours sans liste de vérification',
    ],
  ],
];

describe('CSV exports for a French reader', () => {
  it.each(frenchHeaders)('%s heads its columns in French', async (url, header) => {
    const admin = await testApp.createUser('admin');
    const french = await testApp.request(admin, {
      method: 'GET',
      url,
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(csvFileRows(french, 'fr')[0]).toEqual(header);
  });

  it('keeps English for an English or unknown Accept-Language', async () => {
    const admin = await testApp.createUser('admin');
    for (const language of ['en-CA,fr;q=0.5', 'de-DE', '']) {
      const response = await testApp.request(admin, {
        method: 'GET',
        url: '/api/rates/a1b2c3/export',
        headers: { 'accept-language': language },
      });
      expect(csvFileRows(response, 'en')[0], language).toEqual(['Vehicle Type', 'Full Day Rate', 'Shared Day Rate']);
    }
  });

  it('writes the words that come from data in French too, and as stored in English', async () => {
    const admin = await testApp.createUser('admin');
    const parentTypes = async (language: string) => {
      const response = await testApp.request(admin, {
        method: 'GET',
        url: '/api/rates/a1b2c3/export',
        headers: { 'accept-language': language },
      });
      return csvFileRows(response, language.startsWith('fr') ? 'fr' : 'en')
        .slice(1)
        .map((row) => row[0])
        .sort();
    };
    expect(await parentTypes('fr-CA')).toEqual(
      ['Camion léger', 'Camion lourd', 'Sept-Îles - F125', 'Sept-Îles - F250', 'Sept-Îles - VUS', 'VUS'].sort(),
    );
    expect(await parentTypes('en-CA')).toEqual(
      ['Heavy Duty Truck', 'Light Duty Truck', 'SUV', 'Sept Iles - F125', 'Sept Iles - F250', 'Sept Iles - SUV'].sort(),
    );
  });
});
