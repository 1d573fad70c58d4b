import type { Translated } from '../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  importButton: 'Importer',
};
