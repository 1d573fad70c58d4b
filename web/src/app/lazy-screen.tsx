import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { translationsLoaded, withTranslations } from '../lib/i18n';
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

/**
 * A screen already in the entry's file (the field app's landing): only its words are waited for,
 * and not even that when they are in, so the first draw is the screen, not its loader (a lazy
 * component always draws its fallback once, issue 33). Chosen once per visit of the screen: a
 * language switch loading words later never swaps a form being filled for a loader.
 */
export function loadedScreen(screen: ScreenModule): ComponentType {
  const Waiting = lazyScreen(() => Promise.resolve(screen));
  const Screen = screen.default;
  return function LoadedScreen() {
    const [wordsIn] = useState(translationsLoaded);
    return wordsIn ? <Screen /> : <Waiting />;
  };
}
