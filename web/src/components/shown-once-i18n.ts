import { addToCatalogue, type Translated } from '../lib/i18n';

/** The words of `ShownOnce`, added when its code loads. */
const shownOnceEn = { shownOnce: { copy: 'Copy', copied: 'Copied', done: 'Done' } };

const shownOnceFr: Translated<typeof shownOnceEn> = { shownOnce: { copy: 'Copier', copied: 'Copié', done: 'Terminé' } };

addToCatalogue({ en: shownOnceEn, fr: shownOnceFr });
