import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { toastDuration } from '../components/toasts';
import { i18n } from '../lib/i18n';
import { useSessionEffects } from './session-effects';
import { cssVariablesResolver, theme } from './theme';

type ProvidersProps = { queryClient: QueryClient; children: ReactNode };

/** Weeks run Sunday to Saturday (DESIGN.md section 4), so calendars start on Sunday. */
function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  return <DatesProvider settings={{ locale: instance.language, firstDayOfWeek: 0 }}>{children}</DatesProvider>;
}

function SessionEffects() {
  useSessionEffects();
  return null;
}

export function Providers({ queryClient, children }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <LocalizedDates>
          <QueryClientProvider client={queryClient}>
            <Notifications autoClose={toastDuration} position="top-center" />
            <SessionEffects />
            {children}
          </QueryClientProvider>
        </LocalizedDates>
      </MantineProvider>
    </I18nextProvider>
  );
}
