import { loadAllLanguages } from '../src/lib/i18n';

// Screens load their words on the way in (the router awaits them); a test renders a screen at once,
// so every catalogue is registered and loaded in both languages before any test file runs.
import.meta.glob(['../src/**/i18n/index.ts', '../src/**/*-i18n/index.ts', '../src/lib/i18n/shell/index.ts'], {
  eager: true,
});
await loadAllLanguages();
