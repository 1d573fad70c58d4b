import path from 'node:path';
import { Script } from 'node:vm';
import type { CodeSplittingGroup } from 'rolldown';
import { build, type Plugin, type Rollup } from 'vite';
import { staticClosure, type ModuleGraph } from './static-closure';
import { fieldPathPattern } from '../src/app/field-paths';
import { landingScript, type AppFiles, type FieldFiles, type Language } from './phone-landing';

/**
 * The field app (issue 33): the driver's and supervisor's phone screens, built a second time from
 * the same sources by vite.field.config.ts (on Preact, with the first screen in one file), inside
 * the office app's build: its files join the office's under `assets/field/`, so they get the same
 * `.br` and `.gz` copies, the service worker precaches them, and the server serves them as it
 * serves any built file. index.html names neither app: its landing script starts one
 * (phone-landing.ts).
 */

/** Where the field app's files go, under the office app's `dist/`. */
export const fieldAssetsDir = 'assets/field';

/** The chunk holding every catalogue of one language that the field app loads when asked. */
export function wordsChunkName(id: string, isLoadedLater: boolean): string | null {
  if (!isLoadedLater) return null;
  if (/\/en\.ts$/.test(id)) return 'words-en';
  if (/\/(messages-)?fr\.ts$/.test(id)) return 'words-fr';
  return null;
}

/**
 * The field app's chunks: every module the entry imports before it runs, itself included, in one
 * file, where the bundler would split off each one a lazy screen also imports (a Mantine component,
 * an icon, a hook), which on Slow 3G cost a round trip each (55 files before the form, issue 33).
 * And the words of those modules, which each area asks for when its code runs, one file per
 * language, which the landing script fetches with the entry. A catalogue the entry imports itself
 * (lib/i18n's English) stays in the entry; one only catalogues import (French meter messages, in
 * the imports' French) goes with them; a lazy screen's own words stay with it, with what they import.
 */
export function fieldGroups(entry: string): CodeSplittingGroup[] {
  let modules: Set<string> | undefined;
  const firstScreen = (context: ModuleGraph) => (modules ??= staticClosure(context, [entry]));
  return [
    {
      debugName: 'field-entry',
      name: (id, context) => (firstScreen(context).has(id) ? path.basename(entry).replace(/\.\w+$/, '') : null),
      includeDependenciesRecursively: false,
    },
    {
      debugName: 'field-words',
      name: (id, context) => {
        const info = context.getModuleInfo(id);
        const loadedLater =
          !!info &&
          info.importers.every((importer) => wordsChunkName(importer, true) !== null) &&
          [...info.importers, ...info.dynamicImporters].some((importer) => firstScreen(context).has(importer));
        return wordsChunkName(id, loadedLater);
      },
      // A French catalogue's imports (the shared package's messages) stay where the entry has them.
      includeDependenciesRecursively: false,
    },
  ];
}

type Output = Rollup.OutputChunk | Rollup.OutputAsset;
type WithCss = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The field app's entry, its stylesheets, and its words' files by language. */
export function fieldFiles(output: Output[]): FieldFiles {
  const chunks = output.filter((item): item is WithCss => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('field-app: the field build has no entry chunk.');
  // A language's words with the chunks they import, all asked for at once: the French messages take
  // the shared package's English ones from chunks of their own, a round trip later otherwise.
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const wordsOf = (language: Language) => {
    const files = new Set<string>();
    const visit = (chunk: Rollup.OutputChunk | undefined) => {
      if (!chunk || chunk === entry || files.has(chunk.fileName)) return;
      files.add(chunk.fileName);
      chunk.imports.forEach((file) => visit(byFile.get(file)));
    };
    chunks.filter((chunk) => chunk.name === `words-${language}`).forEach(visit);
    return [...files];
  };
  return {
    entry: entry.fileName,
    preload: [entry.fileName, ...entry.imports],
    css: [...(entry.viteMetadata?.importedCss ?? [])],
    words: { en: wordsOf('en'), fr: wordsOf('fr') },
  };
}

/** The office entry's tags Vite wrote into index.html, which the landing script takes over. */
function officeFiles(html: string): { files: AppFiles; html: string } {
  const files: AppFiles = { css: [], preload: [], entry: '' };
  const tag =
    /\s*<(script type="module"[^>]*src|link rel="(modulepreload|stylesheet)"[^>]*href)="\/([^"]+)"[^>]*>(<\/script>)?/g;
  const rest = html.replace(tag, (_whole, _kind: string, rel: string | undefined, file: string) => {
    if (rel === 'stylesheet') files.css.push(file);
    else if (rel === 'modulepreload') files.preload.push(file);
    else files.entry = file;
    return '';
  });
  if (!files.entry) throw new Error('field-app: index.html names no office entry.');
  return { files: { ...files, preload: [files.entry, ...files.preload] }, html: rest };
}

/** Builds the field app with the office app, and writes index.html's landing script. */
export function fieldApp(webRoot: string): Plugin {
  let output: Output[] = [];
  return {
    name: 'field-app',
    apply: 'build',
    async buildStart() {
      const built = await build({
        configFile: path.join(webRoot, 'vite.field.config.ts'),
        logLevel: 'warn',
        build: { write: false },
      });
      output = (Array.isArray(built) ? built : [built]).flatMap((result) => ('output' in result ? result.output : []));
    },
    generateBundle() {
      for (const item of output) {
        // The field manifest beside the office's, for scripts/bundle-sizes.mjs.
        const fileName = item.fileName === '.vite/manifest.json' ? '.vite/field-manifest.json' : item.fileName;
        this.emitFile({ type: 'asset', fileName, source: item.type === 'chunk' ? item.code : item.source });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const office = officeFiles(html);
        const script = landingScript(fieldPathPattern, fieldFiles(output), office.files);
        // Compiled, not run: a syntax error would leave every page blank.
        new Script(script);
        return { html: office.html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
    },
  };
}
