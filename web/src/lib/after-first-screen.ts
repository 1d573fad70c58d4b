import { lazy, useEffect, useState, type ComponentType } from 'react';
import { withTranslations } from './i18n';

/** The browser's next idle moment: the page's code has run and drawn what it had. */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else window.setTimeout(resolve, 100);
  });
}

let pageLoad: Promise<void> | undefined;

/**
 * Resolves once the page has everything its HTML asked for (the `load` event) and the browser is
 * idle. On a weak signal, code fetched before then would share the line with the screen a driver
 * is waiting for (issue 20).
 */
export function pageLoaded(): Promise<void> {
  pageLoad ??= new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  }).then(idle);
  return pageLoad;
}

/** Work the first screen still waits for (its code and words, its calls, a picked vehicle's items). */
let held = 0;
const onReleased = new Set<() => void>();

function release() {
  held -= 1;
  if (held === 0) onReleased.forEach((resolve) => resolve());
}

/**
 * Holds what `firstScreenShown` defers until `work` settles (issue 33): on a phone's first visit
 * the menus, cards and schemas took the six connections and the 400 kbit/s line from the screen
 * and the vehicle's items the driver was waiting for.
 */
export function holdFirstScreen(work: Promise<unknown>): void {
  held += 1;
  void work.then(release, release);
}

/** Holds the deferred work while `waiting` is true (a call the screen waits for is under way). */
export function useFirstScreenWaits(waiting: boolean): void {
  useEffect(() => {
    if (!waiting) return;
    let done = () => undefined as void;
    holdFirstScreen(new Promise<void>((resolve) => (done = resolve)));
    return done;
  }, [waiting]);
}

function released(): Promise<void> {
  return new Promise((resolve) => {
    const resolved = () => {
      onReleased.delete(resolved);
      resolve();
    };
    onReleased.add(resolved);
  });
}

/**
 * Nothing held, looked at when the browser is idle: what just ended (a screen's code, a page's
 * load) may start more to wait for (the screen inside it, its calls), held by then.
 */
async function nothingHeld(): Promise<void> {
  for (await idle(); held > 0; await idle()) await released();
}

let firstScreen: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and nothing the first screen waits for is held any more: the
 * moment for what nobody needs in the first seconds (menus, cards, the form's schemas).
 */
export function firstScreenShown(): Promise<void> {
  firstScreen ??= pageLoaded().then(nothingHeld);
  return firstScreen;
}

/**
 * A lazily loaded component whose download starts once the first screen is shown, for parts of a
 * screen the person does not wait for (a card, a panel beside the form).
 */
export function lazyAfterFirstScreen<Props extends object>(loader: () => Promise<ComponentType<Props>>) {
  return lazy(() => firstScreenShown().then(() => withTranslations(loader()).then((loaded) => ({ default: loaded }))));
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
