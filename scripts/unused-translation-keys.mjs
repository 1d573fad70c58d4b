// Lists the English catalogue keys no code of the web app uses (issue 32: the words a screen no
// longer shows should leave both languages). A key counts as used when a source file outside the
// catalogues and the tests names it in quotes, whole (`'form.title'`, `'defects:form.title'`) or
// under a `keyPrefix` the file sets, or when a key built in code starts with it (t(`status.${s}`)
// keeps every `status.*`, `'columns.' + key` every `columns.*`).
// Usage: node --conditions=source --import tsx scripts/unused-translation-keys.mjs
// It exits 1 when any key is unused, so `npm run lint` refuses words left behind.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'src');

function walk(directory) {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** The dotted path of every leaf; a plural form (`count_one`, `count_other`) is its key (`count`). */
export function leafKeys(value, prefix = '') {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => leafKeys(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
}

/** An area's catalogue folder (`i18n/` or `<part>-i18n/`, or lib/i18n itself) and its namespace. */
function catalogues(files) {
  const found = [{ english: path.join(webSource, 'lib/i18n/en.ts'), namespace: 'translation' }];
  const areas = files.filter((name) => /(\/i18n|-i18n)\/index\.ts$/.test(name) && !name.includes('/lib/i18n/index.ts'));
  for (const file of areas) {
    const code = fs.readFileSync(file, 'utf8');
    const registered = /registerTranslations\(\s*([\w'"]+)/.exec(code)?.[1];
    let namespace = 'translation';
    if (registered) {
      namespace = /^['"]/.test(registered)
        ? registered.slice(1, -1)
        : new RegExp(`const ${registered}\\s*=\\s*['"]([^'"]+)['"]`).exec(code)?.[1];
    }
    found.push({ english: path.join(path.dirname(file), 'en.ts'), namespace });
  }
  return found;
}

/** What the code says about keys: every quoted string, and the fixed start of every built key. */
export function keyUses(code) {
  const quoted = new Set();
  const builtPrefixes = new Set();
  const builtEndings = new Set();
  for (const [, text] of code.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)) if (text !== undefined) quoted.add(text);
  for (const [, text] of code.matchAll(/"([^"\n]*)"/g)) quoted.add(text);
  for (const [, template] of code.matchAll(/`([^`]*)`/g)) {
    const fixed = template.split('${')[0];
    if (!template.includes('${')) quoted.add(template);
    else if (fixed !== '') builtPrefixes.add(fixed);
    else {
      // A key whose start is computed (t(`${refusal}.title`)): every key with that ending is kept.
      const ending = /}(\.[\w.]+)$/.exec(template)?.[1];
      if (ending) builtEndings.add(ending);
    }
  }
  for (const [, text] of code.matchAll(/['"]([\w.:-]+\.)['"]\s*\+/g)) builtPrefixes.add(text);
  const keyPrefixes = [...code.matchAll(/keyPrefix:\s*['"]([^'"]+)['"]/g)].map(([, prefix]) => prefix);
  return { quoted, builtPrefixes, builtEndings, keyPrefixes };
}

/** Whether `key` of `namespace` is used by code whose uses are `uses`. */
export function isUsed(key, namespace, uses) {
  const names = [key, `${namespace}:${key}`, ...uses.keyPrefixes.map((prefix) => key.slice(prefix.length + 1))];
  const underPrefix = uses.keyPrefixes.some((prefix) => key.startsWith(`${prefix}.`));
  if (names.some((name, index) => (index < 2 || underPrefix) && uses.quoted.has(name))) return true;
  if ([...uses.builtEndings].some((ending) => key.endsWith(ending))) return true;
  return [...uses.builtPrefixes].some((fixed) => {
    const bare = fixed.startsWith(`${namespace}:`) ? fixed.slice(namespace.length + 1) : fixed;
    return bare !== '' && key.startsWith(bare);
  });
}

async function main() {
  const files = walk(webSource).filter((file) => /\.(ts|tsx)$/.test(file));
  const code = files
    .filter((file) => !/\.test\.tsx?$/.test(file) && !/(\/i18n|-i18n)\/(en|fr)\.ts$/.test(file))
    .filter((file) => !file.startsWith(path.join(webSource, 'lib/i18n/')) || file.endsWith('index.ts'))
    .map((file) => keyUses(fs.readFileSync(file, 'utf8')));
  const uses = {
    quoted: new Set(code.flatMap((use) => [...use.quoted])),
    builtPrefixes: new Set(code.flatMap((use) => [...use.builtPrefixes])),
    builtEndings: new Set(code.flatMap((use) => [...use.builtEndings])),
    keyPrefixes: [...new Set(code.flatMap((use) => use.keyPrefixes))],
  };
  let unused = 0;
  for (const { english, namespace } of catalogues(files)) {
    const { en } = await import(pathToFileURL(english).href);
    const keys = [...new Set(leafKeys(en))].filter((key) => !isUsed(key, namespace, uses));
    unused += keys.length;
    if (keys.length > 0) {
      console.log(`${path.relative(webSource, english)} (${namespace}):\n${keys.map((key) => `  ${key}`).join('\n')}`);
    }
  }
  console.log(unused === 0 ? 'Every catalogue key is used.' : `${unused} keys no code uses.`);
  if (unused > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
