import path from 'node:path';
import type { ModuleInfo } from 'rolldown';

/**
 * What a module needs before it runs, module by module, for the field app's grouping
 * (field-app.ts): the bundler only splits what entries and lazy screens share, so the field
 * entry's own modules are named here to keep them in its one file.
 */

export type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

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
    // A namespace taken to be re-exported (the icons' `import * as index` … `export { index as icons }`).
    .replace(/import\s*\*\s*as\s*\w+\s*from\s*["'][^"']+["'];?/g, '')
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
export function staticClosure(graph: ModuleGraph, roots: string[]): Set<string> {
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
