#!/usr/bin/env node
/**
 * The widget build, output by output (rollup.config.mjs, `SF_OUTPUTS`):
 *
 *   node scripts/build.mjs                    every output into a fresh dist/ (`npm run build`),
 *                                             then the WordPress plugin folder dist/wordpress/schaufenster/
 *   node scripts/build.mjs --if-changed preact react-classic
 *                                             only the named outputs whose inputs changed
 *
 * After a build, dist/.stamps/<output> holds a hash of what went into it (the code in src/ and
 * widgets/, the build configuration and the lock file). An output whose stamp matches the
 * inputs and whose files exist is up to date and is not built again. scripts/start.mjs uses it.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const stamps = path.join(dist, '.stamps');

/** Every output of rollup.config.mjs: the module loaders and the classic scripts. */
export const OUTPUTS = ['preact', 'react', 'preact-classic', 'react-classic'];

const INPUT_DIRS = ['src', 'widgets'];
const INPUT_FILES = ['rollup.config.mjs', 'tsconfig.build.json', 'tsconfig.json', 'package-lock.json'];
/** Files in the input folders that never reach a bundle. */
const NOT_BUNDLED = /(\.test\.tsx?|\.stories\.tsx|\.md)$/;

function filesUnder(base, dir) {
  if (!existsSync(path.join(base, dir))) return [];
  return readdirSync(path.join(base, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !NOT_BUNDLED.test(entry.name))
    .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** A hash of every input's path and content: the same tree gives the same hash, whatever the mtimes. */
export function inputHash(base = root) {
  const hash = createHash('sha256');
  const files = [...INPUT_DIRS.flatMap((dir) => filesUnder(base, dir)), ...INPUT_FILES.filter((file) => existsSync(path.join(base, file)))];
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(base, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The files an output writes (besides chunks/), which must exist for it to count as built. */
function outputFiles(output) {
  const [renderer, kind] = output.split('-');
  return kind === 'classic' ? [`${renderer}/schaufenster.iife.js`] : [`${renderer}/loader.js`, `${renderer}/schaufenster.css`];
}

/** Built from inputs with this hash, and its files are there. */
export function isUpToDate(output, hash, distDir = dist) {
  const stamp = path.join(distDir, '.stamps', output);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === hash && outputFiles(output).every((file) => existsSync(path.join(distDir, file)));
}

/** Removes what a rebuild of the output replaces, so old chunks do not pile up. */
function clearOutput(output) {
  const [renderer, kind] = output.split('-');
  rmSync(path.join(stamps, output), { force: true });
  if (kind !== 'classic') rmSync(path.join(dist, renderer, 'chunks'), { recursive: true, force: true });
  for (const file of outputFiles(output)) rmSync(path.join(dist, file), { force: true });
}

/**
 * Builds the outputs with one rollup run and stamps each with `hash` (computed before the build,
 * so a file edited meanwhile leaves the stamp stale). `quiet` collects rollup's output and shows
 * it only on failure; `nice` runs it at a lower priority; `signal` stops it. Resolves with
 * rollup's exit code (1 when stopped).
 */
export function buildOutputs(outputs, { hash = inputHash(), quiet = false, nice = false, signal } = {}) {
  const unknown = outputs.filter((output) => !OUTPUTS.includes(output));
  if (unknown.length) throw new Error(`Unknown build output(s): ${unknown.join(', ')} (known: ${OUTPUTS.join(', ')})`);
  for (const output of outputs) clearOutput(output);
  const rollup = [path.join(root, 'node_modules', '.bin', 'rollup'), '-c'];
  const [command, ...args] = nice && process.platform !== 'win32' ? ['nice', '-n', '10', ...rollup] : rollup;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, SF_OUTPUTS: outputs.join(',') },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      signal,
    });
    child.on('error', () => {}); // an abort; 'close' follows
    let log = '';
    child.stdout?.on('data', (chunk) => (log += chunk));
    child.stderr?.on('data', (chunk) => (log += chunk));
    child.on('close', (code, killedBy) => {
      if (code === 0) {
        mkdirSync(stamps, { recursive: true });
        for (const output of outputs) writeFileSync(path.join(stamps, output), hash);
      } else if (quiet && !killedBy) {
        process.stderr.write(log);
      }
      resolve(code ?? 1);
    });
  });
}

// CLI
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const ifChanged = args.includes('--if-changed');
  const named = args.filter((arg) => !arg.startsWith('--'));
  const hash = inputHash();
  let outputs = named.length ? named : OUTPUTS;
  if (ifChanged) {
    outputs = outputs.filter((output) => !isUpToDate(output, hash));
    if (!outputs.length) {
      console.log('Widget-Builds sind aktuell, nichts zu bauen.');
      process.exit(0);
    }
  } else if (!named.length) {
    rmSync(dist, { recursive: true, force: true });
  }
  const code = await buildOutputs(outputs, { hash });
  // A full build (`npm run build`) also lays the installable WordPress plugin with its files
  // (scripts/wordpress-plugin.mjs); `npm start` builds single outputs and skips it.
  if (code === 0 && !named.length && !ifChanged) {
    const { layPlugin } = await import('./wordpress-plugin.mjs');
    try {
      console.log(`WordPress-Plugin gelegt: ${path.relative(root, layPlugin())}/`);
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
  }
  process.exit(code);
}
