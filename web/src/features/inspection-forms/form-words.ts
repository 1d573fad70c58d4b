import { businessTimeZone } from '../../config/business';
import { formatDateTime, nowIn } from '../../lib/format';
import type { Language } from '../../lib/i18n';

type Bilingual = { [Field in 'name' | 'name_fr']: string };

/** A form's name in the reader's language; a French reader sees the English name while none is written. */
export function formName(form: Bilingual, language: Language): string {
  return language === 'fr' && form.name_fr.trim() ? form.name_fr : form.name;
}

/** Words written in English and French (`title` / `title_fr`, `label` / `label_fr`), in the reader's language. */
export function inLanguage(english: string, french: string | null | undefined, language: Language): string {
  return language === 'fr' && french?.trim() ? french : english;
}

/**
 * A form's date-time as the app writes one. The API answers the business timezone's
 * `YYYY-MM-DD HH:mm:ss`; an instant (`2026-11-20T14:00:00.000Z`, as a form file or an answer kept
 * from before the API wrote that shape may hold) is read in the business timezone first.
 */
export function formDateTime(value: string): string {
  return formatDateTime(value.includes('T') ? nowIn(businessTimeZone, new Date(value)) : value);
}
