import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { cssVariablesResolver, theme } from '../src/app/theme';
import { i18n } from '../src/lib/i18n';
import { createQueryClient } from '../src/lib/query-client';

/** The app's providers in test mode (no transitions, no portals), with a fresh query cache. */
function providers() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 0 }}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </DatesProvider>
      </MantineProvider>
    </I18nextProvider>
  );
  return { queryClient, wrapper };
}

/** `ui` inside the app's providers. */
export function renderWithProviders(ui: ReactElement) {
  const { queryClient, wrapper } = providers();
  return { queryClient, ...render(ui, { wrapper }) };
}

/** A hook (an api/ module's query or mutation) inside the app's providers. */
export function renderHookWithProviders<Result>(hook: () => Result) {
  const { queryClient, wrapper } = providers();
  return { queryClient, ...renderHook(hook, { wrapper }) };
}

/**
 * A screen that keeps its state in the address, opened at `address` as the app runs it: nuqs
 * reads and writes the (jsdom) browser address, so a test reads the result in
 * `window.location.search` and goes back with `window.history.back()`.
 */
export function renderAtAddress(ui: ReactElement, address: string) {
  window.history.replaceState(null, '', address);
  return renderWithProviders(
    <BrowserRouter>
      <NuqsAdapter>{ui}</NuqsAdapter>
    </BrowserRouter>,
  );
}
