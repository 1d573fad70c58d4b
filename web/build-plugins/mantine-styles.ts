import type { Plugin } from 'vite';

/** `@mantine/core/esm/…/<Name>.module.mjs`: one component's class names (a few live under utils/). */
const coreClasses = /\/@mantine\/core\/esm\/.+\/(\w+)\.module\.mjs$/;
/** Dates, charts and notifications ship one stylesheet each. */
const packageClasses = /\/@mantine\/(dates|charts|notifications)\/esm\/.+\.module\.mjs$/;

const wholeStylesheets = [
  '@mantine/core/styles.css',
  '@mantine/dates/styles.css',
  '@mantine/charts/styles.css',
  '@mantine/notifications/styles.css',
];

/** The stylesheet a Mantine class-name module needs, or null for any other module. */
export function stylesheetFor(id: string): string | null {
  const core = coreClasses.exec(id);
  if (core) return `@mantine/core/styles/${core[1]}.css`;
  const other = packageClasses.exec(id);
  return other ? `@mantine/${other[1]}/styles.css` : null;
}

/**
 * Mantine's styles, per component used, in the chunk that uses the component. Every Mantine
 * component imports its `<Name>.module.mjs` (its class names), so each such module is made to
 * import `@mantine/core/styles/<Name>.css` as well: the sign-in page then downloads the styles of
 * the dozen components it shows instead of the whole 276 KB stylesheet, and a component used for
 * the first time brings its styles without anyone listing them. A component imports the ones it
 * builds on first, so their styles come first too, the order Mantine asks for. The base styles
 * (baseline, variables, global) are imported once by main.tsx.
 *
 * In development Vite pre-bundles Mantine, so its modules never reach this hook: the whole
 * stylesheets are imported by the app's entry instead.
 */
export function mantineStylesPerComponent(entry: string): Plugin {
  let serving = false;
  return {
    name: 'mantine-styles-per-component',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      if (serving) {
        if (!id.endsWith(entry)) return null;
        return { code: `${wholeStylesheets.map((sheet) => `import '${sheet}';`).join('\n')}\n${code}`, map: null };
      }
      const stylesheet = stylesheetFor(id);
      return stylesheet ? { code: `import '${stylesheet}';\n${code}`, map: null } : null;
    },
  };
}
