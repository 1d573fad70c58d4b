import path from 'node:path';
import { Script } from 'node:vm';
import type { CodeSplittingGroup, ModuleInfo } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The driver's first visit on a weak signal (issue 20). Over HTTP/1.1 a browser fetches six files
 * at a time, and Slow 3G adds 400 ms to each: the checklist's 80 small chunks cost more in round
 * trips than in bytes. Two parts fix that:
 *
 * - `phoneLandingChunk`: the modules the checklist screen and its shell need before they can draw,
 *   and that the sign-in page does not, go into one chunk (with one stylesheet) instead of one chunk
 *   per Mantine component. What the sign-in page shares stays where it was, so `/login` is unchanged.
 * - `phoneLandingPreload`: `index.html` starts that chunk, and everything else the landing screen
 *   imports, together with the entry, when a signed-in driver or supervisor opens it: no waiting for
 *   the entry to run before the screen's files are asked for.
 */

/** The sources (relative to web/) of the screen a driver or supervisor lands on, with its shell. */
export const phoneLandingModules = [
  'src/app/routes/non-admin-shell.tsx',
  'src/features/checklists/dashboard-screen.tsx',
];

/** The chunk's name, and the start of its file name in `assets/`. */
export const phoneLandingChunkName = 'phone-landing';

type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

/** `import { A, B as C } from "spec"` and `export { A as B } from "spec"`. */
const namedImport = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** The names a module takes from each specifier (`side: 'imported'`), or gives as (`'exported'`). */
function namesBySpecifier(code: string, side: 'imported' | 'exported') {
  const found: Array<{ specifier: string; name: string }> = [];
  for (const [, list, specifier] of code.matchAll(namedImport)) {
    for (const part of list!.split(',')) {
      const [imported, exported = imported] = part.trim().split(/\s+as\s+/);
      const name = side === 'imported' ? imported : exported;
      if (name) found.push({ specifier: specifier!, name });
    }
  }
  return found;
}

/**
 * A module that only re-exports others, in a package that declares itself free of side effects
 * (Mantine, the icons, the shared package): the bundler keeps only the names taken. A feature's
 * index in the app is not one of these: the bundler runs every module it names.
 */
function isBarrel(info: ModuleInfo): boolean {
  if (!/\/node_modules\/|\/shared\/src\//.test(info.id)) return false;
  const rest = (info.code ?? 'code')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/["']use (client|strict)["'];?/g, '')
    .replace(/export\s*\*\s*from\s*["'][^"']+["'];?/g, '')
    .replace(namedImport, '')
    .replace(/export\s*\{[^}]*\}\s*;?/g, '');
  return rest.replace(/[;\s]/g, '') === '' && info.importedIds.length > 1;
}

/** The module a specifier of `info` was resolved to. */
function resolvedId(info: ModuleInfo, specifier: string): string | undefined {
  if (specifier.startsWith('.')) {
    const base = path.posix.normalize(`${path.posix.dirname(info.id)}/${specifier}`).replace(/\.js$/, '');
    const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}/index.ts`, `${base}/index.tsx`];
    return info.importedIds.find((id) => candidates.includes(id));
  }
  if (specifier === '@fleet-ops/shared') return info.importedIds.find((id) => id.endsWith('/shared/src/index.ts'));
  return info.importedIds.find((id) => id.includes(`/node_modules/${specifier}/`));
}

/** The module a barrel takes one of its names from. */
function sourceOf(graph: ModuleGraph, barrel: ModuleInfo, name: string): string | undefined {
  const code = barrel.code ?? '';
  let local = name;
  for (const [, list] of code.matchAll(/export\s*\{([^}]*)\}\s*;/g)) {
    for (const part of list!.split(',')) {
      const [inside, outside = inside] = part.trim().split(/\s+as\s+/);
      if (outside === name && inside) local = inside;
    }
  }
  const named = namesBySpecifier(code, 'exported').find((entry) => entry.name === local);
  if (named) return resolvedId(barrel, named.specifier);
  return barrel.importedIds.find((id) => graph.getModuleInfo(id)?.exports.includes(name));
}

/**
 * Every module `roots` import statically, themselves included. Taking a few names from a barrel
 * counts as importing the modules those names come from, not the whole package: the sign-in page
 * takes a dozen of Mantine's 400 modules and none of the shared package's schemas.
 */
function staticClosure(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending: Array<{ id: string; names: string[] | null }> = roots.map((id) => ({ id, names: null }));
  while (pending.length > 0) {
    const { id, names } = pending.pop()!;
    const info = graph.getModuleInfo(id);
    if (info && names && isBarrel(info)) {
      for (const name of names) {
        if (seen.has(`${id}#${name}`)) continue;
        seen.add(`${id}#${name}`);
        const source = sourceOf(graph, info, name);
        pending.push(source ? { id: source, names: [name] } : { id, names: null });
      }
      continue;
    }
    if (seen.has(id)) continue;
    seen.add(id);
    if (!info) continue;
    const taken = new Map<string, string[]>();
    for (const { specifier, name } of namesBySpecifier(info.code ?? '', 'imported')) {
      const target = resolvedId(info, specifier);
      if (target) taken.set(target, [...(taken.get(target) ?? []), name]);
    }
    for (const imported of info.importedIds) pending.push({ id: imported, names: taken.get(imported) ?? null });
  }
  return seen;
}

/** The ids of the graph's modules whose path ends with one of `sources`. */
function idsOf(graph: ModuleGraph, candidates: Iterable<string>, sources: string[]): string[] {
  return [...candidates].filter((id) => sources.some((source) => id.endsWith(`/${source}`)));
}

/**
 * The code-splitting group that puts the landing screen's own modules into one chunk. The entry
 * (`main.tsx`) and the sign-in screen mark what the first page of every visit already loads.
 */
export function phoneLandingChunk(webRoot: string): CodeSplittingGroup {
  let landingOnly: Set<string> | null = null;
  const at = (source: string) => `${webRoot}/${source}`;
  return {
    debugName: phoneLandingChunkName,
    name: (id, context) => {
      if (!landingOnly) {
        const landing = staticClosure(
          context,
          phoneLandingModules.map((source) => at(source)),
        );
        const everyPage = staticClosure(context, [at('src/app/main.tsx'), at('src/features/auth/login-screen.tsx')]);
        landingOnly = new Set([...landing].filter((module) => !everyPage.has(module)));
        if (idsOf(context, landing, phoneLandingModules).length !== phoneLandingModules.length) {
          throw new Error(`phone-landing: ${phoneLandingModules.join(', ')} are not all in the module graph.`);
        }
      }
      return landingOnly.has(id) ? phoneLandingChunkName : null;
    },
    // Only the modules named: their imports shared with the sign-in page stay in the shared chunks.
    includeDependenciesRecursively: false,
  };
}

type BundleChunk = {
  type: 'chunk';
  fileName: string;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
};

type Language = 'en' | 'fr';

/** A catalogue's chunk: an area's words in one language (`i18n/en.ts`, `fr.ts`, `messages-fr.ts`). */
function catalogueLanguage(chunk: BundleChunk | undefined): Language | undefined {
  const source = chunk?.facadeModuleId ?? '';
  if (/\/en\.ts$/.test(source)) return 'en';
  if (/\/(messages-)?fr\.ts$/.test(source)) return 'fr';
  return undefined;
}

/**
 * The catalogues the modules of `files` register, by language: each area's words are a lazy
 * chunk the area's code asks for when it runs (lib/i18n), a round trip after that code arrived.
 */
function cataloguesOf(bundle: Record<string, unknown>, files: Iterable<string>): Record<Language, string[]> {
  const found: Record<Language, Set<string>> = { en: new Set(), fr: new Set() };
  for (const file of files) {
    for (const imported of (bundle[file] as BundleChunk).dynamicImports) {
      const language = catalogueLanguage(bundle[imported] as BundleChunk | undefined);
      if (language) found[language].add(imported);
    }
  }
  return { en: [...found.en], fr: [...found.fr] };
}

/** A chunk's files and those it imports statically, with their stylesheets. */
function chunkFiles(bundle: Record<string, unknown>, start: BundleChunk) {
  const js = new Set<string>();
  const css = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const chunk = pending.pop()!;
    if (js.has(chunk.fileName)) continue;
    js.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
    for (const file of chunk.imports) pending.push(bundle[file] as BundleChunk);
  }
  return { js, css };
}

/** The call that lists the form's vehicles, with their ids. */
const formOptionsCall = '/api/checklist/form_options';

/** The calls the checklist screen makes first: who is signed in, and the form's vehicles. */
export const landingCalls = ['/api/me', formOptionsCall];

/**
 * Runs before the entry, in the page's head: for a signed-in driver or supervisor opening the
 * checklist (or a vehicle's QR address, which leads to it), it asks for the checklist screen's
 * first calls (first, so the six connections of HTTP/1.1 do not keep them behind the files: issue
 * 33), its files and their words in the reader's language (they came a round trip after the
 * screen's code) at once; the API client takes those answers (src/lib/early-answers.ts). A QR
 * code's `/dashboard?vehicle=X` also asks for that vehicle's items at once, and for its form
 * version and open defects as soon as the form's vehicles give its id, so the items come with the
 * form rather than after the app has read it (the app, a render later, finds them asked; had it
 * been first, it would ask itself). A vehicle the reader may not inspect is not in the form's
 * vehicles: its form and defects are not asked, its items answer once, unread.
 * Anything else (a signed-out visit, an admin, another screen) costs this script only. The storage
 * keys and the language rule are the auth store's and i18n's (src/lib/auth-store.ts, lib/i18n).
 */
function preloadScript(js: string[], css: string[], catalogues: Record<Language, string[]>): string {
  return `(function(){try{
var u=JSON.parse(localStorage.getItem('currentUser')||'null'),p=location.pathname;
if(!u||!u.token||u.role==='admin'||!(p==='/'||p==='/login'||p==='/dashboard'||p.indexOf('/qr/')===0))return;
var L=localStorage.getItem('language'),n=navigator.languages||[];
for(var i=0;L!=='en'&&L!=='fr'&&i<n.length;i++){var t=n[i].slice(0,2).toLowerCase();if(t==='en'||t==='fr')L=t;}
if(L!=='en'&&L!=='fr')L='en';
var E=window.fleetOpsEarlyAnswers={token:u.token,language:L,answers:{}};
function ask(a){var f=fetch(a,{priority:'high',headers:{'Accept-Language':L,Accept:'application/json',Authorization:'Bearer '+u.token}});f.catch(function(){});E.answers[a]=f;}
${JSON.stringify(landingCalls)}.forEach(ask);
var q=p==='/dashboard'&&new URLSearchParams(location.search).get('vehicle');
if(q){ask('/api/vehicles/equipment_items?'+new URLSearchParams({equipment_number:q}));
E.answers[${JSON.stringify(formOptionsCall)}].then(function(r){return r.ok&&r.clone().json();}).then(function(b){
var v=b&&b.data.vehicles.filter(function(x){return x.equipment_number===q;})[0];
if(v){ask('/api/vehicles/'+v.id+'/inspection_form');ask('/api/vehicles/'+v.id+'/open_defects');}}).catch(function(){});}
var h=document.head;function add(r,f){var l=document.createElement('link');l.rel=r;l.href='/'+f;h.appendChild(l);}
${JSON.stringify(css)}.forEach(function(f){add('stylesheet',f);});
${JSON.stringify(js)}.forEach(function(f){add('modulepreload',f);});
(${JSON.stringify(catalogues)})[L].forEach(function(f){add('modulepreload',f);});
}catch(e){}})();`;
}

/**
 * A chunk the landing chunk imports must not import it back: the grouping leaves shared modules
 * where they were, and a cycle would run a module before the ones it needs (a blank screen).
 */
function refuseCycles(bundle: Record<string, unknown>, landing: (BundleChunk | undefined)[]) {
  for (const chunk of new Set(landing)) {
    if (!chunk) continue;
    for (const imported of chunk.imports) {
      const reached = chunkFiles(bundle, bundle[imported] as BundleChunk).js;
      if (reached.has(chunk.fileName)) {
        throw new Error(
          `phone-landing: ${imported} imports ${chunk.fileName} back; move what they share out of the group.`,
        );
      }
    }
  }
}

/** Adds the landing preload script to the built `index.html` (see the top of this file). */
export function phoneLandingPreload(): Plugin {
  return {
    name: 'phone-landing-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as Record<string, unknown> | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (item): item is BundleChunk => (item as BundleChunk).type === 'chunk',
        );
        const chunkOf = (source: string) =>
          chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${source}`)));
        const entry = chunkOf('src/app/main.tsx');
        const landing = phoneLandingModules.map(chunkOf);
        if (!entry || landing.some((chunk) => !chunk)) {
          throw new Error('phone-landing-preload: the entry or a landing screen is in no chunk.');
        }
        refuseCycles(bundle, landing);
        const everyPage = chunkFiles(bundle, entry);
        const js = new Set<string>();
        const css = new Set<string>();
        for (const chunk of landing) {
          const files = chunkFiles(bundle, chunk!);
          files.js.forEach((file) => everyPage.js.has(file) || js.add(file));
          files.css.forEach((file) => everyPage.css.has(file) || css.add(file));
        }
        const script = preloadScript([...js], [...css], cataloguesOf(bundle, [...everyPage.js, ...js]));
        // Compiled, not run: a syntax error would only show as a slower phone (the page ignores it).
        new Script(script);
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
    },
  };
}
