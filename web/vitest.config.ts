import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

/** Files that replace a module with `vi.mock`: that needs a module graph of their own. */
const mockingFiles = [
  'src/features/vehicles/form/vehicle-form.test.tsx',
  'src/features/vehicles/form/upload-files.test.ts',
  'src/features/checklists/components/checklist-form.test.tsx',
  'src/features/checklists/components/checklist-record-form.test.tsx',
  'src/features/checklists/components/inspection-form-filling.test.tsx',
  'src/features/checklists/components/inspection-na-answers.test.tsx',
];

const jsdomProject = {
  plugins: [react()],
  // The shared package's TypeScript sources, never a possibly stale dist/ (see shared/package.json).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom' as const,
    setupFiles: ['test/setup.ts', 'test/catalogues.ts'],
    unstubGlobals: true,
    restoreMocks: true,
    // Rendering Mantine in jsdom is CPU-bound: on a busy two-core machine a screen test can pass 5 s.
    testTimeout: 15_000,
  },
};

/**
 * Mantine takes seconds to import into jsdom: the files share one module graph per worker instead
 * of importing it 50 times (3 min down to about 35 s), so every stub is undone after each test.
 */
export const webShared = defineProject({
  ...jsdomProject,
  test: {
    ...jsdomProject.test,
    name: 'web',
    // scripts/bundle-sizes.mjs weighs this app's build, unused-translation-keys.mjs and
    // french-typography.mjs read its catalogues, so their tests run with the web's.
    include: [
      'src/**/*.test.{ts,tsx}',
      'build-plugins/**/*.test.ts',
      '../scripts/bundle-sizes.test.mjs',
      '../scripts/unused-translation-keys.test.mjs',
      '../scripts/french-typography.test.mjs',
    ],
    exclude: mockingFiles,
    isolate: false,
    pool: 'threads',
  },
});

export const webIsolated = defineProject({
  ...jsdomProject,
  test: { ...jsdomProject.test, name: 'web-mocks', include: mockingFiles },
});

export default webShared;
