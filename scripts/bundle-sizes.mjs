// Prints what the first pages of the web app download (JS and CSS, raw, gzip and brotli) from the
// Vite manifest, and exits 1 when a page is over its budget (issue 17: the sign-in page must stay
// light for a phone on the pit's network). Run after `vite build`: `npm run size`.
// Usage: node scripts/bundle-sizes.mjs [path/to/dist]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const kB = 1000;

/**
 * A page is the entry plus the lazy route modules the router loads for it (manifest keys, the
 * source paths relative to web/). Budgets are gzip bytes, the encoding every browser accepts
 * (brotli, smaller still, is printed too).
 *
 * Issue 17's budgets: /login under 150 kB of JS and 25 kB of CSS. The sign-in path downloads no
 * zod: the stored user, the login answer, failures and the two fields are checked by
 * web/src/lib/wire-checks.ts (tested against the shared schemas), the other signed-out forms are
 * routes of their own, and the shell's words come with the shell (docs/benchmarks.md, "First page
 * weight"). The driver's page is not yet under the issue's 250 kB in all: its budget holds the
 * weight reached with a little room, so a chart library, the whole Mantine stylesheet or an admin
 * screen pulled into it by mistake still fails the build. Raised from 300 to 310 kB for issue 19
 * (about 307 kB): module-level zod schemas are not tree-shaken, so the new shared defect, record
 * and settings schemas ride along in the shared chunk. Raised to 312 kB for issue 21 (about 310.4 kB):
 * the driver's menu gains Add Fuel, and the router lists eight more office screens (each lazy route's
 * file list is in the entry every page loads). Lowered to 225 kB in session 10 (216.3 kB): the
 * checklist and its shell are one chunk without zod, popovers or menus. Lowered to 160 kB for issue
 * 33 (about 151 kB): the phone's screens are the field app, on Preact, its first screen one file.
 * Issue 20's real budget is a time, measured under Slow 3G by `npm run bench:phone`
 * (docs/benchmarks.md).
 */
export const pages = [
  {
    name: '/login',
    modules: ['index.html', 'src/features/auth/login-screen.tsx'],
    budgets: { jsGzip: 150 * kB, cssGzip: 25 * kB },
  },
  {
    name: '/dashboard (field app)',
    // A driver's or supervisor's phone runs the field app (web/vite.field.config.ts, issue 33): its
    // entry holds the checklist and its shell, with one stylesheet; the words come in one file per
    // language. Its manifest is the field build's, beside the office's.
    manifest: 'field-manifest.json',
    modules: ['src/app/field-main.tsx', 'chunk:words-en'],
    budgets: { totalGzip: 160 * kB },
  },
];

/** The JS and CSS files a browser fetches for these modules: each one's static imports, transitively. */
export function pageFiles(manifest, modules) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const named = (name) =>
    Object.keys(manifest).find((key) => manifest[key].name === name && manifest[key].file.endsWith('.js'));
  const visit = (module) => {
    const key = module.startsWith('chunk:') ? (named(module.slice('chunk:'.length)) ?? module) : module;
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no entry "${key}": update the pages in bundle-sizes.mjs.`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** Raw, gzip and brotli byte counts of one file's contents, compressed as the build step does. */
export function measure(contents) {
  return {
    raw: contents.length,
    gzip: zlib.gzipSync(contents, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(contents, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

function sum(sizes) {
  return sizes.reduce(
    (total, size) => ({
      raw: total.raw + size.raw,
      gzip: total.gzip + size.gzip,
      brotli: total.brotli + size.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/** What a page weighs, given a way to measure one built file. */
export function pageWeight(manifest, page, sizeOf) {
  const files = pageFiles(manifest, page.modules);
  const js = sum(files.js.map(sizeOf));
  const css = sum(files.css.map(sizeOf));
  return { name: page.name, budgets: page.budgets, files, js, css, total: sum([js, css]) };
}

/** One sentence per budget a page's weight exceeds; none when it is within all of them. */
export function overBudget(weight) {
  const measured = { jsGzip: weight.js.gzip, cssGzip: weight.css.gzip, totalGzip: weight.total.gzip };
  return Object.entries(weight.budgets)
    .filter(([name, limit]) => measured[name] > limit)
    .map(([name, limit]) => `${weight.name}: ${name} ${format(measured[name])} is over its ${format(limit)} budget`);
}

function format(bytes) {
  return bytes < kB ? `${bytes} B` : `${(bytes / kB).toFixed(1)} kB`;
}

function row(cells) {
  return cells.map((cell, index) => (index === 0 ? cell.padEnd(30) : cell.padStart(10))).join(' ');
}

function describeBudgets({ name, budgets }) {
  return `${name} ${Object.entries(budgets)
    .map(([budget, limit]) => `${budget} ≤ ${format(limit)}`)
    .join(', ')}`;
}

export function table(weights) {
  const lines = [row(['page', 'JS', 'JS gzip', 'JS br', 'CSS', 'CSS gzip', 'CSS br', 'all gzip', 'files'])];
  for (const { name, files, js, css, total } of weights) {
    const count = String(files.js.length + files.css.length);
    lines.push(
      row([name, ...[js.raw, js.gzip, js.brotli, css.raw, css.gzip, css.brotli, total.gzip].map(format), count]),
    );
  }
  return lines.join('\n');
}

function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dist = path.resolve(process.argv[2] ?? path.join(here, '..', 'web', 'dist'));
  const manifestOf = (name) => {
    const manifestPath = path.join(dist, '.vite', name);
    if (!fs.existsSync(manifestPath)) {
      console.error(`No Vite manifest at ${manifestPath}: build the web app first (npm run build -w web).`);
      process.exit(2);
    }
    return JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  };
  const sizeOf = (file) => measure(fs.readFileSync(path.join(dist, file)));
  const weights = pages.map((page) => pageWeight(manifestOf(page.manifest ?? 'manifest.json'), page, sizeOf));
  console.log(table(weights));
  const problems = weights.flatMap(overBudget);
  for (const problem of problems) console.error(problem);
  if (problems.length === 0) console.log(`Within budgets: ${weights.map(describeBudgets).join('; ')}.`);
  process.exit(problems.length > 0 ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
