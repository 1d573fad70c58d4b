// Builds what the server runs and serves: shared and server compiled by tsc into their dist/
// folders, the web app bundled by Vite into web/dist. With --if-stale (what `npm start` uses) a
// part is built only when its sources differ from those of its last build: a hash of them is kept
// in its dist folder, so a second start rebuilds nothing and a pruned production install, which
// has no build tools, starts straight away.
// Usage: node scripts/build.mjs [--if-stale]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);
const ifStale = process.argv.includes('--if-stale');

const sharedInputs = [
  'tsconfig.base.json',
  'shared/src',
  'shared/package.json',
  'shared/tsconfig.json',
  'shared/tsconfig.build.json',
];

const targets = [
  {
    name: 'server',
    inputs: [
      ...sharedInputs,
      'server/src',
      'server/package.json',
      'server/tsconfig.json',
      'server/tsconfig.build.json',
    ],
    stamp: 'server/dist/.build-stamp',
    outputs: ['shared/dist/index.js', 'server/dist/main.js'],
    build: buildServer,
  },
  {
    name: 'web',
    // All of web/ but its output and tests (sources, config, build plugins), and the lock file:
    // a dependency upgrade changes the bundle.
    inputs: [...sharedInputs, 'web', 'package-lock.json'],
    stamp: 'web/dist/.build-stamp',
    outputs: ['web/dist/index.html'],
    build: () => run('npm', ['run', 'build', '--workspace', 'web']),
  },
];

/** Test files never reach a build, so editing one must not trigger it. */
const isTestFile = (name) => /\.test\.[cm]?tsx?$/.test(name);

/** Folders that are no input of any build: outputs, installed packages, test support. */
const notInputs = new Set(['dist', 'node_modules', 'test']);

/** The files under a path (relative to the root), skipping the folders named in `skip`. */
function filesUnder(relative, skip = new Set()) {
  const full = at(relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() && skip.has(entry.name)))
    .flatMap((entry) => filesUnder(path.join(relative, entry.name), skip));
}

function sourceHash(inputs) {
  const hash = createHash('sha256');
  const files = inputs.flatMap((input) => filesUnder(input, notInputs)).filter((file) => !isTestFile(file));
  for (const file of files.sort()) {
    hash
      .update(file.split(path.sep).join('/'))
      .update('\0')
      .update(fs.readFileSync(at(file)))
      .update('\0');
  }
  return hash.digest('hex');
}

function isStale(target, hash) {
  if (!target.outputs.every((output) => fs.existsSync(at(output)))) return true;
  const stamp = at(target.stamp);
  return !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8').trim() !== hash;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function buildServer() {
  run(process.execPath, [at('node_modules/typescript/bin/tsc'), '-b', 'server/tsconfig.build.json']);
  removeOrphans('shared/src', 'shared/dist');
  removeOrphans('server/src', 'server/dist');
  // The migrator reads the SQL files and drizzle's journal from beside the compiled migrate.js.
  const migrations = at('server/dist/db/migrations');
  fs.rmSync(migrations, { recursive: true, force: true });
  fs.cpSync(at('server/src/db/migrations'), migrations, {
    recursive: true,
    filter: (source) => !source.endsWith('_snapshot.json'),
  });
}

/** Drops compiled files whose source was moved or deleted (tsc leaves them), and any compiled test. */
function removeOrphans(sourceFolder, distFolder) {
  for (const file of filesUnder(distFolder)) {
    const match = /^(.*)\.(js|d\.ts)(\.map)?$/.exec(path.relative(at(distFolder), at(file)));
    if (!match) continue;
    const source = at(sourceFolder, `${match[1]}.ts`);
    if (!fs.existsSync(source) || isTestFile(source)) fs.rmSync(at(file));
  }
}

const started = performance.now();
const built = [];
for (const target of targets) {
  const hash = sourceHash(target.inputs);
  if (ifStale && !isStale(target, hash)) continue;
  if (!fs.existsSync(at('node_modules/typescript'))) {
    console.error(
      `The ${target.name} build is missing or older than its sources, and the build tools are not installed here.\n` +
        'Run "npm install && npm run build" (then "npm prune --omit=dev" for a production install).',
    );
    process.exit(1);
  }
  console.log(`Building ${target.name}...`);
  try {
    target.build();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  fs.writeFileSync(at(target.stamp), `${hash}\n`);
  built.push(target.name);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  built.length ? `Built ${built.join(' and ')} in ${seconds} s.` : `Build up to date (checked in ${seconds} s).`,
);
