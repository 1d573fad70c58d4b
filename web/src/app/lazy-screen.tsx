import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { withTranslations } from '../lib/i18n';
import { ScreenLoader } from './screen-loader';

type ScreenModule = { default: ComponentType };

export function Suspended({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ScreenLoader />}>{children}</Suspense>;
}

/**
 * Every screen is its own chunk, loaded only once its guard has let the user in, so the login
 * page downloads only what it shows and a signed-out visit to /drivers fetches no admin code.
 * Its code registers its words (lib/i18n), which arrive in the reader's language while the
 * loader is still showing: the screen draws with its words, never with keys.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): ComponentType {
  const Screen = lazy(() => withTranslations(load()));
  return function LazyScreen() {
    return (
      <Suspended>
        <Screen />
      </Suspended>
    );
  };
}

/** A screen already in the entry's file (the field app's landing): only its words are waited for. */
export function loadedScreen(screen: ScreenModule): ComponentType {
  return lazyScreen(() => Promise.resolve(screen));
}
