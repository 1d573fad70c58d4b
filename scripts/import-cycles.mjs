// Counts file-level import cycles under one source folder: every strongly connected component of
// more than one file, and every file importing itself. Prints each cycle's files and exits 1 when
// there is any, so `npm run cycles` can hold the count at 0 (issue 32).
//
// What counts as an import: `import ... from`, `export ... from`, side-effect `import '...'` and
// `import('...')`, with relative specifiers resolved as TypeScript does here (`./x.js` is `x.ts`
// or `x.tsx`, `./x` is `x.ts`, `x.tsx` or `x/index.ts(x)`). Packages (`@fleet-ops/shared`, npm)
// and files outside the folder are left out: they cannot close a circle inside it.
// `import type` and `export type` are left out too: they vanish at run time, so they order no
// module's evaluation and hold no file in memory. `import { type A } from` is counted: with
// `verbatimModuleSyntax` (tsconfig.base.json) it stays as `import {} from`, which still loads the file.
//
// Usage: node scripts/import-cycles.mjs server/src   (or web/src)
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = process.argv[2];
if (!root || !fs.statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
  console.error('Usage: node scripts/import-cycles.mjs <source folder>');
  process.exit(2);
}

const sourceFile = /\.(ts|tsx|mts|cts)$/;
const files = fs
  .readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && sourceFile.test(entry.name))
  .map((entry) => path.resolve(entry.parentPath, entry.name));
const known = new Set(files);

/** The file a relative specifier names, or undefined when it is outside the folder or not code. */
function resolve(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|jsx|mjs|cjs)$/, '');
  const extensions = { '.mjs': ['.mts'], '.cjs': ['.cts'] }[path.extname(base)] ?? ['.ts', '.tsx'];
  const candidates = [base, ...extensions.map((extension) => stem + extension)];
  candidates.push(...['.ts', '.tsx'].map((extension) => path.join(base, `index${extension}`)));
  return candidates.find((candidate) => known.has(candidate));
}

/** The specifiers of the imports of one file that load another module at run time. */
function runtimeSpecifiers(file) {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

const imports = new Map(
  files.map((file) => [
    file,
    [...new Set(runtimeSpecifiers(file).map((specifier) => resolve(file, specifier)))].filter(Boolean),
  ]),
);

/** Tarjan's strongly connected components, with an explicit stack (a long chain would overflow). */
function components() {
  const index = new Map();
  const lowLink = new Map();
  const onStack = new Set();
  const stack = [];
  const found = [];
  let counter = 0;
  for (const start of files) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, counter);
    lowLink.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [file, next] = frame;
      const targets = imports.get(file);
      if (next < targets.length) {
        frame[1] += 1;
        const target = targets[next];
        if (!index.has(target)) {
          index.set(target, counter);
          lowLink.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          lowLink.set(file, Math.min(lowLink.get(file), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        lowLink.set(parent, Math.min(lowLink.get(parent), lowLink.get(file)));
      }
      if (lowLink.get(file) === index.get(file)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== file);
        found.push(component);
      }
    }
  }
  return found;
}

const cycles = components().filter(
  (component) => component.length > 1 || imports.get(component[0]).includes(component[0]),
);
const shown = (file) => path.relative(process.cwd(), file);
cycles.forEach((component, number) => {
  console.log(`cycle ${number + 1}: ${component.length} file${component.length === 1 ? '' : 's'}`);
  for (const file of component.map(shown).sort()) console.log(`  ${file}`);
});
console.log(`import-cycles: ${root}: ${files.length} files, ${cycles.length} cycle(s)`);
process.exit(cycles.length === 0 ? 0 : 1);
