import { registerTranslations } from '../../lib/i18n';

const en = {
  title: 'Settings',
  checklists: {
    title: 'Pre-OP Checklists',
    quickCheckSeconds: 'Quick-check threshold (seconds)',
    quickCheckHint: 'A checklist signed faster than this after its form opened is flagged "Completed in N s".',
    requireEveryItem: 'Drivers must mark every item before submitting',
    requireEveryItemHint: 'Items start unmarked instead of Yes, to rule out a walk-past "all yes".',
    save: 'Save',
  },
};

const fr: typeof en = {
  title: 'Paramètres',
  checklists: {
    title: 'Listes de vérification avant utilisation',
    quickCheckSeconds: 'Seuil de vérification rapide (secondes)',
    quickCheckHint:
      'Une liste signée plus vite que ce délai après l’ouverture du formulaire est signalée « Remplie en N s ».',
    requireEveryItem: 'Les chauffeurs doivent marquer chaque élément avant de soumettre',
    requireEveryItemHint:
      'Les éléments commencent non marqués plutôt qu’à Oui, pour éviter un « tout oui » sans inspection.',
    save: 'Enregistrer',
  },
};

registerTranslations('settings', { en, fr });

export const settingsNamespace = 'settings';
