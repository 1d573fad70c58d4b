import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastHost } from '../components/toast-host';
import { i18n } from '../lib/i18n';
import { useSessionEffects } from './session-effects';
import { cssVariablesResolver, theme } from './theme';

type ProvidersProps = { queryClient: QueryClient; children: ReactNode };

function SessionEffects() {
  useSessionEffects();
  return null;
}

export function Providers({ queryClient, children }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <ToastHost />
          <SessionEffects />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
