import { describe, expect, it } from 'vitest';
import type { ModuleInfo } from 'rolldown';
import { staticClosure, type ModuleGraph } from './static-closure';

/** A module graph from each module's code and the ids its imports resolved to. */
function graphOf(modules: Record<string, { code: string; imports: string[] }>): ModuleGraph {
  return {
    getModuleInfo: (id) =>
      id in modules
        ? ({ id, code: modules[id]!.code, importedIds: modules[id]!.imports, exports: [] } as unknown as ModuleInfo)
        : null,
  };
}

const icons = '/node_modules/@tabler/icons-react/dist/esm';

describe("the field app's first-screen modules", () => {
  it('take from an icon barrel that also re-exports a namespace only the icons named, not every icon the app uses', () => {
    const graph = graphOf({
      '/web/src/app/field-main.tsx': {
        code: "import { IconTruck } from '@tabler/icons-react';",
        imports: [`${icons}/tabler-icons-react.mjs`],
      },
      [`${icons}/tabler-icons-react.mjs`]: {
        code: [
          "import * as index from './icons/index.mjs';",
          'export { index as icons };',
          "export { default as IconTruck } from './icons/IconTruck.mjs';",
          "export { default as IconPrinter } from './icons/IconPrinter.mjs';",
        ].join('\n'),
        imports: [`${icons}/icons/index.mjs`, `${icons}/icons/IconTruck.mjs`, `${icons}/icons/IconPrinter.mjs`],
      },
      [`${icons}/icons/IconTruck.mjs`]: { code: 'export default 1;', imports: [] },
      [`${icons}/icons/IconPrinter.mjs`]: { code: 'export default 2;', imports: [] },
    });
    const closure = staticClosure(graph, ['/web/src/app/field-main.tsx']);
    expect(closure.has(`${icons}/icons/IconTruck.mjs`)).toBe(true);
    expect(closure.has(`${icons}/icons/IconPrinter.mjs`)).toBe(false);
  });
});
