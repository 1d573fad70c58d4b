// Holds the French catalogues to Quebec typography (issue 35, docs/glossary.md): a no-break
// space before : ; ! ? and inside « », and one apostrophe, the typographic ’. Only the text of
// string literals is read (TypeScript's parser finds them), so code such as a ternary's `? :` is
// never touched.
// Usage: node scripts/french-typography.mjs [--write] [files...] (every French catalogue by default)
// Without --write it lists each line to fix and exits 1, so `npm run lint` refuses them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const noBreak = '\u00a0';

/** The French catalogues: every `fr.ts` and `*-fr.ts` of the web app and the shared package. */
function frenchFiles(directory) {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : frenchFiles(full);
    return /(^|-)fr\.ts$/.test(entry.name) ? [full] : [];
  });
}

/**
 * One literal's text, as Quebec typography writes it. `!`, `?` and `;` get their space even where
 * the text has none ("Merci!"), when a space or the end follows; a colon only keeps the space it has, since
 * "Authorization: Bearer" and "14:32" are not French punctuation.
 */
export function frenchTypography(text) {
  return text
    .replace(/(\S) ([:;!?])/g, `$1${noBreak}$2`)
    .replace(/([^\s!?;])([!?;])(?=$|\s|['"`])/g, `$1${noBreak}$2`)
    .replace(/«[ \u00a0]?/g, `«${noBreak}`)
    .replace(/[ \u00a0]?»/g, `${noBreak}»`)
    .replace(/\\'/g, '’')
    .replace(/([A-Za-zÀ-ÿ])'([A-Za-zÀ-ÿ])/g, '$1’$2');
}

/**
 * A literal that is not French text: a module name, a property's name (English message keys), a
 * pattern (`new RegExp(...)`, a tagged template such as String.raw, which the English patterns
 * of server messages are written with).
 */
function isCode(node) {
  const { parent } = node;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
  if (ts.isComputedPropertyName(parent) || ts.isElementAccessExpression(parent)) return true;
  if (ts.isNewExpression(parent) && parent.expression.getText() === 'RegExp') return true;
  if (ts.isTaggedTemplateExpression(parent)) return true;
  const template = ts.isTemplateSpan(parent) ? parent.parent : parent;
  return ts.isTemplateExpression(template) && ts.isTaggedTemplateExpression(template.parent);
}

/** The positions and new text of each string literal of a file that typography changes. */
function fixes(source, fileName) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      node.kind === ts.SyntaxKind.TemplateHead ||
      node.kind === ts.SyntaxKind.TemplateMiddle ||
      node.kind === ts.SyntaxKind.TemplateTail;
    if (literal && !isCode(node)) {
      const start = node.getStart(file);
      const raw = source.slice(start, node.getEnd());
      const fixed = frenchTypography(raw);
      if (fixed !== raw) found.push({ start, end: node.getEnd(), raw, fixed });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function main() {
  const write = process.argv.includes('--write');
  const named = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
  const files =
    named.length > 0
      ? named.map((file) => path.resolve(file))
      : ['web/src', 'shared/src'].flatMap((folder) => frenchFiles(path.join(root, folder)));
  let left = 0;
  for (const file of files) {
    let source = fs.readFileSync(file, 'utf8');
    const found = fixes(source, file);
    if (found.length === 0) continue;
    if (write) {
      for (const { start, end, fixed } of found.reverse()) source = source.slice(0, start) + fixed + source.slice(end);
      fs.writeFileSync(file, source);
      continue;
    }
    for (const { start, raw } of found) {
      const line = source.slice(0, start).split('\n').length;
      console.log(`${path.relative(root, file)}:${line}: ${raw}`);
    }
    left += found.length;
  }
  if (left > 0) {
    console.log(`${left} French strings need Quebec typography: node scripts/french-typography.mjs --write`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
