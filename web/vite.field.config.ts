import { defineConfig, mergeConfig } from 'vite';
import { fieldAssetsDir, fieldGroups } from './build-plugins/field-app';
import { sharedConfig } from './vite.shared.config';

const entry = `${import.meta.dirname}/src/app/field-main.tsx`;

const lib = `${import.meta.dirname}/src/lib`;

/**
 * `react` and `react-dom` as Preact's compatibility layer, and `i18next` and `react-i18next` as what
 * the app uses of them (lib/i18n-lite, held to the real ones by its tests), for every module of
 * this build.
 */
const lighter = [
  { find: /^react$/, replacement: `${lib}/react-on-preact.ts` },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^i18next$/, replacement: `${lib}/i18n-lite/i18next.ts` },
  { find: /^react-i18next$/, replacement: `${lib}/i18n-lite/react-i18next.ts` },
];

/**
 * The field app (issue 33): the phone's screens (src/app/field-main.tsx) on Preact, which the lead's
 * experiment measured at 88 kB of JS where React's /login has 138 and a repeat visit usable twice
 * as fast; the checklist and everything it needs before it draws are the entry's one file and one
 * stylesheet. Built by the office build (build-plugins/field-app.ts), which writes its files.
 */
export default defineConfig(
  mergeConfig(sharedConfig, {
    resolve: { alias: lighter },
    publicDir: false,
    build: {
      assetsDir: fieldAssetsDir,
      emptyOutDir: false,
      manifest: true,
      rolldownOptions: {
        input: entry,
        output: { codeSplitting: { groups: fieldGroups(entry) } },
      },
    },
  }),
);
