import 'dayjs/locale/fr';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Date pickers in the user's language. Weeks run Sunday to Saturday (DESIGN.md section 4), so
 * calendars start on Sunday. Only the signed-in screens pick dates, so the sign-in pages do not
 * download the dates library.
 */
export function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 0 }}>{children}</DatesProvider>;
}
