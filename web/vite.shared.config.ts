import react from '@vitejs/plugin-react';
import { defaultClientConditions, type UserConfig } from 'vite';
import { mantineStylesPerComponent } from './build-plugins/mantine-styles';

/** What the office app's build (vite.config.ts) and the field app's (vite.field.config.ts) share. */
export const sharedConfig: UserConfig = {
  plugins: [react(), mantineStylesPerComponent('src/app/start-app.tsx')],
  // The shared package's TypeScript sources, not its compiled dist/ (see shared/package.json).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    // Every browser the app supports (Safari 17+, Chrome, Firefox 115+) knows <link rel=modulepreload>;
    // an older one only loses the early start of a screen's files. The polyfill cost every first
    // page about 0.4 kB, which /login's 150 kB budget needs for the routes issue 21 added.
    modulePreload: { polyfill: false },
  },
};
