import { lazy, useState, type ComponentType } from 'react';
import { withTranslations } from './i18n';

let firstScreen: Promise<void> | undefined;

/**
 * Resolves once the page has everything its first screen asked for (the `load` event) and the
 * browser is idle. On a weak signal, code fetched before then would share the line with the
 * screen a driver is waiting for (issue 20).
 */
export function firstScreenShown(): Promise<void> {
  firstScreen ??= new Promise((resolve) => {
    const whenIdle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => resolve(), { timeout: 2000 })
        : window.setTimeout(resolve, 100);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return firstScreen;
}

/**
 * A component whose code downloads after the first screen, or at once when `load()` is called
 * (a tap on the light stand-in shown until then). For the shell's menus and other parts nobody
 * needs in the first seconds.
 */
export function deferredComponent<Props extends object>(loader: () => Promise<ComponentType<Props>>) {
  let loadNow = () => undefined as void;
  const asked = new Promise<void>((resolve) => {
    loadNow = resolve;
  });
  const Component = lazy(() =>
    Promise.race([firstScreenShown(), asked])
      // The component's words too, so a menu never opens with keys in place of them.
      .then(() => withTranslations(loader()))
      .then((loaded) => ({ default: loaded })),
  );
  return { Component, load: () => loadNow() };
}

/**
 * For a deferred menu's stand-in button: a tap loads the menu at once, and `tapped` tells the
 * menu to open when it arrives.
 */
export function useTapWhileLoading(load: () => void) {
  const [tapped, setTapped] = useState(false);
  return {
    tapped,
    tap: () => {
      setTapped(true);
      load();
    },
  };
}
