import type { ComponentChildren } from 'preact';
import { createElement, Fragment } from 'preact/compat';

/**
 * `react` in the field app's build (web/vite.field.config.ts): Preact's compatibility layer, which
 * is a fifth of React DOM's weight and starts faster on a phone's CPU (issue 33), plus what React
 * 19.2 has and Preact 11 lacks. Only the phone's build uses it; the office app runs on React.
 */
// @ts-expect-error -- Preact's types declare compat as a CommonJS namespace (`export =`), which TypeScript will
// not re-export one by one; the bundler reads the ES module, whose names are React's.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19.2's `Activity`, which Mantine 9's Transition, Collapse and Tabs import: hidden children
 * stay mounted (their state kept) but are not shown.
 */
export function Activity({ mode, children }: { mode?: 'visible' | 'hidden'; children?: ComponentChildren }) {
  return mode === 'hidden'
    ? createElement('div', { style: { display: 'none' } }, children)
    : createElement(Fragment, null, children);
}
