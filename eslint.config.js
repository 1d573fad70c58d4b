import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layout as elements. A feature is a folder under `features/`; shared code (lib, plugins, db;
 * web components, lib, config) serves every feature; the app (start-up, routes registration, the
 * router, the seed command) puts features together. Test folders are not elements: tests may
 * reach inside the code they test.
 */
const elements = [
  // Start-up, the routes' registration and the seed command put the features together.
  { type: 'server-app', pattern: 'server/src/{app,main,server}.ts', mode: 'file' },
  { type: 'server-app', pattern: 'server/src/seed', partialMatch: false },
  { type: 'server-feature', pattern: 'server/src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'server-shared', pattern: 'server/src/{lib,plugins,db}', partialMatch: false },
  { type: 'server-shared', pattern: 'server/src/*.ts', mode: 'file' },
  { type: 'web-app', pattern: 'web/src/app', partialMatch: false },
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'web-shared', pattern: 'web/src/{components,lib,config}', partialMatch: false },
  { type: 'shared', pattern: 'shared/src', partialMatch: false },
];

const serverTypes = ['server-feature', 'server-shared', 'server-app'];
const webTypes = ['web-feature', 'web-shared', 'web-app'];
const is = (types) => ({ element: { types: { anyOf: [types].flat() } } });

/**
 * The server features in layers (docs/ARCHITECTURE.md, "Server layers"): a feature imports
 * features of its own layer or below, never above. Records are what the fleet is made of (and the
 * accounts and plumbing every screen needs), processes the work done on them, views read across
 * processes, and the app's features (jobs, imports, demo data) put everything together. A lower
 * feature that must hear of a change above it gets a function from the app or a domain event
 * (lib/domain-events.ts). A new feature goes in one of these lists; one in none may import no
 * other feature.
 */
const serverLayers = [
  [
    'records',
    [
      'vehicles',
      'drivers',
      'users',
      'locations',
      'settings',
      'retention',
      'rates',
      'auth',
      'api-tokens',
      'sso',
      'audit',
      'customization',
      'health',
      'notifications',
      'weeks',
      'webhooks',
      'meters',
    ],
  ],
  [
    'processes',
    [
      'assignments',
      'checklists',
      'inspection-forms',
      'defects',
      'fuel',
      'work-orders',
      'income',
      'maintenance',
      'maintenance-sheets',
      'tracking',
      'appointments',
      'fire-inspections',
      'first-aid-kits',
      'activity-log',
    ],
  ],
  ['views', ['vehicle-overview', 'dashboard', 'renewals', 'digest', 'reports', 'inspector-file']],
  ['app', ['jobs', 'imports', 'demo-data']],
];

/** Policies refusing, from each layer's features, any feature of a layer above it or of no layer. */
function layerPolicies(type, layers) {
  // Braces around a single name would match it literally (micromatch), so one name goes bare.
  const anyOf = (names) => (names.length === 1 ? names[0] : `{${names.join(',')}}`);
  const feature = (names) => ({ element: { type, captured: { feature: anyOf(names) } } });
  const listed = layers.flatMap(([, names]) => names);
  return [
    ...layers.slice(0, -1).map(([layer, names], index) => ({
      from: feature(names),
      disallow: { to: feature(layers.slice(index + 1).flatMap(([, above]) => above)) },
      message: `A feature of the ${layer} layer imports only its own layer and those below (found '{{ to.element.filePath }}'): let the app pass a function in, or announce a domain event.`,
    })),
    {
      from: { element: { type, captured: { feature: `!${anyOf(listed)}` } } },
      disallow: { to: is(type) },
      message: 'A feature in no layer imports no other feature: add it to its layer in eslint.config.js.',
    },
  ];
}

/** A file of another feature than the importing one, other than that feature's index.ts. */
const anotherFeaturesInside = (type) => ({
  to: {
    element: {
      type,
      captured: { feature: '!{{ from.element.captured.feature }}' },
      fileInternalPath: '!index.ts',
    },
  },
});

/**
 * The web features in the server's layers (records, processes, views), each importing its own
 * layer and those below, through their index.ts. The app (web/src/app) sits on top: its screens
 * (Settings, the vehicle record) compose components of several features. The import screen, which
 * writes several records, is a view here: on the web it is one more screen nobody imports.
 */
const webLayers = [
  ['records', ['vehicles', 'drivers', 'locations', 'settings', 'rates', 'auth', 'api-tokens', 'webhooks', 'meters']],
  [
    'processes',
    [
      'assignments',
      'checklists',
      'inspection-forms',
      'defects',
      'fuel',
      'work-orders',
      'maintenance',
      'tracking',
      'appointments',
      'fire-inspections',
      'first-aid-kits',
      'activity-log',
    ],
  ],
  ['views', ['dashboard', 'renewals', 'reports', 'qr-start', 'imports', 'records']],
];

const entryMessage = "A feature imports another feature only through its index.ts (found '{{ to.element.filePath }}').";

const boundaryRules = {
  'boundaries/dependencies': [
    'error',
    {
      default: 'allow',
      policies: [
        { from: is('server-feature'), disallow: anotherFeaturesInside('server-feature'), message: entryMessage },
        ...layerPolicies('server-feature', serverLayers),
        { from: is('web-feature'), disallow: anotherFeaturesInside('web-feature'), message: entryMessage },
        {
          from: is('server-app'),
          disallow: { to: { element: { type: 'server-feature', fileInternalPath: '!index.ts' } } },
          message:
            "The app imports a feature through its index.ts, or its route plugins from routes.ts or *-routes.ts (found '{{ to.element.filePath }}').",
        },
        {
          // The route plugins come from each feature's routes modules, never through index.ts: a
          // barrel holding them would load every feature's routes wherever one function is used,
          // which is what tied 52 server files into one import circle (scripts/import-cycles.mjs).
          from: is('server-app'),
          allow: { to: { element: { type: 'server-feature', fileInternalPath: ['routes.ts', '*-routes.ts'] } } },
        },
        ...layerPolicies('web-feature', webLayers),
        {
          from: is('web-app'),
          disallow: { to: { element: { type: 'web-feature', fileInternalPath: '!index.ts' } } },
          message:
            "The app imports a feature through its index.ts, its components (.tsx) or a screen file with a lazy import() (found '{{ to.element.filePath }}').",
        },
        {
          // The app's own screens (web/src/app/routes: Settings, the vehicle record) compose
          // sections of several features, which no feature may do.
          from: is('web-app'),
          allow: { to: { element: { type: 'web-feature', fileInternalPath: '**/*.tsx' } } },
        },
        {
          from: is('web-app'),
          disallow: { to: { element: { type: 'web-feature', fileInternalPath: '**/*-screen.tsx' } } },
          message: "The app loads a feature's screen only with a lazy import() (found '{{ to.element.filePath }}').",
        },
        {
          // The router loads each screen lazily, straight from its file, so every route stays its
          // own chunk: through a barrel, all of a feature's screens (and its other exports) would
          // share one.
          from: is('web-app'),
          allow: {
            to: { element: { type: 'web-feature', fileInternalPath: '**/*-screen.tsx' } },
            dependency: { nodeKind: 'dynamic-import' },
          },
        },
        {
          // The field app's router holds the checklist dashboard in its entry's file, so a phone's
          // first visit downloads one script before the form (web/vite.field.config.ts, issue 33).
          from: { element: { type: 'web-app', fileInternalPath: 'field-router.tsx' } },
          allow: {
            to: {
              element: {
                type: 'web-feature',
                fileInternalPath: 'dashboard-screen.tsx',
                captured: { feature: 'checklists' },
              },
            },
          },
        },
        {
          // The service worker is a bundle of its own: it takes a feature's worker entry
          // (`*.worker.ts`), never the barrel, which would pull every screen of the feature into it.
          from: is('web-app'),
          allow: { to: { element: { type: 'web-feature', fileInternalPath: '**/*.worker.ts' } } },
        },
        {
          from: is('server-feature'),
          disallow: { to: is('server-app') },
          message:
            'A feature never imports the app (app.ts, main.ts, server.ts, seed/): the app puts features together.',
        },
        {
          from: is('web-feature'),
          disallow: { to: is('web-app') },
          message: 'A feature never imports the app (web/src/app): the app puts features together.',
        },
        {
          from: is('server-shared'),
          disallow: { to: is(['server-feature', 'server-app']) },
          message: 'Shared server code (lib, plugins, db) never imports a feature or the app.',
        },
        {
          from: is('web-shared'),
          disallow: { to: is(['web-feature', 'web-app']) },
          message: 'Shared web code (components, lib, config) never imports a feature or the app.',
        },
        {
          from: is(webTypes),
          disallow: { to: is(serverTypes) },
          message: 'The web app never imports server code: share it through the shared package.',
        },
        {
          from: is(serverTypes),
          disallow: { to: is(webTypes) },
          message: 'The server never imports web code: share it through the shared package.',
        },
        {
          from: is('shared'),
          disallow: { to: is([...serverTypes, ...webTypes]) },
          message: 'The shared package imports neither the server nor the web app.',
        },
      ],
    },
  ],
};

/** Mantine's NumberInput, refused in every web file (see the web rules below). */
const numberInputRestriction = {
  name: '@mantine/core',
  importNames: ['NumberInput', 'NumberInputProps'],
  message:
    "Type numbers in NumberField (web/src/components/inputs/number-field.tsx): it reads '45,5' and '1 234,56' as the reader's language writes them.",
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'server/src/db/migrations/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // Files no tsconfig includes get a default project.
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'playwright.config.ts', 'shared/vitest.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Fastify plugins, hooks and handlers are async by contract (a synchronous one must call
      // done): an async function without await is the framework's shape there, not a mistake.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read answers as `response.json()`, typed any by light-my-request and Testing Library,
    // and check them with exact matchers; promise and method rules still apply. They may print
    // what they skipped.
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Fetch mocks and assertion messages print the URL they were given, a URL or text.
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
      // `getByRole(...) as HTMLButtonElement` reads as what the test expects to find.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      'no-console': 'off',
    },
  },
  {
    // Plain JavaScript (this file, scripts, tool configs) belongs to no TypeScript project.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['{server,web,shared}/src/**/*.{ts,tsx}'],
    // Tests may reach inside the code they test (and share fixtures across features).
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/legacy-templates': false,
      // `mode: 'file'` (the only way to make one file an element) is deprecated; it still works.
      'boundaries/legacy-warnings': false,
      'boundaries/include': ['{server,web,shared}/src/**/*.{ts,tsx}'],
      // `.js` specifiers of `.ts` files resolve only through the TypeScript resolver: without it
      // every relative import would be unknown and the rules below would pass silently.
      'import/resolver': {
        typescript: {
          noWarnOnMultipleProjects: true,
          project: ['server/tsconfig.json', 'web/tsconfig.json', 'shared/tsconfig.json'],
        },
      },
    },
    rules: boundaryRules,
  },
  {
    // Drizzle lives in a feature's queries (queries.ts, *-queries.ts, queries/): services keep the
    // rules and read like them. The schema and the client are db/'s; the seed command bulk-writes
    // rows and is all queries.
    files: ['server/src/**/*.ts'],
    ignores: ['**/queries.ts', '**/*-queries.ts', '**/queries/**', 'server/src/{db,seed}/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Drizzle belongs in a queries.ts (or queries/) file.' }],
          patterns: [{ group: ['drizzle-orm/*'], message: 'Drizzle belongs in a queries.ts (or queries/) file.' }],
        },
      ],
    },
  },
  {
    // Source files stay small; tests may be longer (one file per behaviour, many cases).
    files: ['{server,web,shared}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Mantine's NumberInput reads one decimal separator and drops any other character it is given:
    // "45,5" typed in French became 455 litres. Every number box is the app's own field.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [numberInputRestriction],
        },
      ],
    },
  },
  {
    // Components are composed by the app's screens (web/src/app/routes), never handed from one
    // feature to another: a feature's index.ts offers calls, query keys, words and types.
    files: ['web/src/features/*/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [numberInputRestriction],
          patterns: [
            {
              group: ['./components/*', './**/components/*', './*-section', './*-modal', './*-screen'],
              message:
                "A feature's index.ts exports no component: the app's screens (web/src/app/routes) compose them.",
            },
          ],
        },
      ],
    },
  },
  {
    // Start-up banners and command-line tools talk to a person on the terminal.
    files: ['server/src/main.ts', 'server/src/db/migrate-command.ts', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
