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

/** What the first screen still waits for (its calls, a picked vehicle's items, the offline prefetch). */
let held = 0;
let wake: (() => void) | undefined;

/**
 * Holds what `firstScreenShown` defers until `work` settles, a failure too (issue 33): on a phone's
 * first visit the menus, cards and schemas took the six connections and the 400 kbit/s line from
 * the screen and the vehicle's items the driver was waiting for.
 */
export function holdFirstScreen<Work>(work: Promise<Work>): Promise<Work> {
  held += 1;
  const release = () => {
    held -= 1;
    if (held === 0) wake?.();
  };
  work.then(release, release);
  return work;
}

/** Holds the deferred work while `waiting` is true (a call the screen waits for is under way). */
export function useFirstScreenWaits(waiting: boolean): void {
  useEffect(() => {
    if (!waiting) return;
    let done = () => undefined as void;
    void holdFirstScreen(new Promise<void>((resolve) => (done = resolve)));
    return done;
  }, [waiting]);
}

/**
 * The landing script's calls (build-plugins/phone-landing.ts) not yet taken by the API client: the
 * phone's landing screen has not drawn yet, though the page may have loaded (its code comes after).
 */
function landingNotDrawn(): boolean {
  return Object.values(window.fleetOpsEarlyAnswers?.answers ?? {}).some(Boolean);
}

/**
 * Nothing held, looked at when the browser is idle: what just ended (a page's load, a call) may
 * start more to wait for (the screen's calls, a vehicle's items), held by then.
 */
async function nothingHeld(): Promise<void> {
  for (await idle(); held > 0 || landingNotDrawn(); await idle()) {
    if (held > 0) await new Promise<void>((resolve) => (wake = resolve));
  }
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
