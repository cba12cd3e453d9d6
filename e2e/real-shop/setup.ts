/**
 * A real WordPress + WooCommerce + Storefront shop for the browser tests, laid out fresh in a
 * temporary directory from local copies of the sources (REAL_WOOCOMMERCE_SRC, see e2e/README.md,
 * "The real shop"), installed in PHP by php/install.php (no WP-CLI) on SQLite, and served by PHP's
 * built-in server on 127.0.0.1 with 4 workers.
 *
 * Nothing here downloads anything: the sources must already be on the machine.
 *
 *   npx tsx e2e/real-shop/setup.ts          set one up and serve it until Ctrl-C (prints its origin)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');

/** Where each source lives inside REAL_WOOCOMMERCE_SRC, and a file that proves it is there. */
export const SOURCE_LAYOUT = {
  wordpress: 'wp-load.php',
  woocommerce: 'woocommerce.php',
  storefront: 'style.css',
  'sqlite-database-integration': 'db.copy',
} as const;

/** Our plugin as `npm run build` writes it. */
export const PLUGIN_DIR = path.join(repoRoot, 'dist/wordpress/schaufenster');

/** Ids and paths of the installed shop (printed by install.php's `shop` phase). */
export interface RealShopCatalogue {
  pages: { shop: string; cart: string; checkout: string; account: string };
  simple: { id: number; path: string };
  sale: { id: number; path: string };
  variable: { id: number; path: string; attribute: string; variations: Record<string, number> };
  local: { id: number; path: string; attribute: string; variations: Record<string, number> };
  category: string;
}

export interface RealShop {
  origin: string;
  /** The shop's directory (WordPress root). */
  dir: string;
  catalogue: RealShopCatalogue;
  /** Whether our plugin is installed and active. */
  withPlugin: boolean;
  /** Seconds the layout and the install took. */
  setupSeconds: number;
  /** Stops the server and removes the directory (kept with SF_REAL_SHOP_KEEP=1). */
  stop(): Promise<void>;
}

export interface RealShopOptions {
  /** Directory with the sources (default: REAL_WOOCOMMERCE_SRC). */
  source?: string;
  /** Our plugin's folder, or null for the stock shop alone (default: dist/wordpress/schaufenster). */
  plugin?: string | null;
  /** Log of the PHP server's and the installer's output (default: inherit nothing). */
  log?: (line: string) => void;
}

/**
 * Why REAL_WOOCOMMERCE_SRC (or `source`) cannot be used, or null when it can: the variable is
 * unset, or a source is missing from the layout. PHP and its extensions are checked as well.
 */
export function realShopUnavailable(source = process.env.REAL_WOOCOMMERCE_SRC): string | null {
  if (!source) return 'REAL_WOOCOMMERCE_SRC is not set';
  if (!existsSync(source) || !statSync(source).isDirectory()) return `REAL_WOOCOMMERCE_SRC (${source}) is not a directory`;
  for (const [folder, marker] of Object.entries(SOURCE_LAYOUT)) {
    if (!existsSync(path.join(source, folder, marker))) return `REAL_WOOCOMMERCE_SRC has no ${folder}/${marker}`;
  }
  const php = spawnSync('php', ['-m'], { encoding: 'utf8' });
  if (php.error || php.status !== 0) return "PHP's command line (php) is not installed";
  const modules = php.stdout
    .toLowerCase()
    .split('\n')
    .map((line) => line.trim());
  const needed = ['pdo_sqlite', 'xml', 'mbstring', 'gd', 'intl', 'curl', 'zip'];
  const missing = needed.filter((name) => !modules.includes(name));
  if (missing.length) return `PHP lacks ${missing.join(', ')} (apt-get install php-sqlite3 php-xml php-mbstring php-gd php-intl php-curl php-zip)`;
  return null;
}

/**
 * Copies a tree by hard links where it can (same file system: fast, no space), by copying
 * where it cannot. WordPress resolves its own files through __FILE__, which follows symbolic
 * links out of the shop, so core is never symlinked.
 */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

function copyTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target);
    else copyFileSync(source, target);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function wpConfig(origin: string): string {
  const salt = () => randomBytes(32).toString('hex');
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
  return `<?php
// Written by e2e/real-shop/setup.ts for a throwaway test shop.
define( 'DB_NAME', 'shop' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${keys.map((key) => `define( '${key}', '${salt()}' );`).join('\n')}
$table_prefix = 'wp_';
define( 'WP_HOME', '${origin}' );
define( 'WP_SITEURL', '${origin}' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
// Offline and quiet: no update checks, no remote calls, no WP-Cron loopback requests.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'WP_DEBUG', false );
ini_set( 'log_errors', '1' );
ini_set( 'error_log', __DIR__ . '/php-errors.log' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

function runPhp(args: string[], cwd: string): string {
  const result = spawnSync('php', args, { cwd, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`php ${args.slice(0, 2).join(' ')} failed (exit ${result.status}):\n${result.stderr}${result.stdout.slice(-4000)}`);
  }
  return result.stdout;
}

async function waitForServer(origin: string, server: ChildProcess, output: () => string): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PHP's server ended (exit ${server.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${origin}/wp-includes/images/blank.gif`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function setUpRealShop(options: RealShopOptions = {}): Promise<RealShop> {
  const source = options.source ?? process.env.REAL_WOOCOMMERCE_SRC;
  const unavailable = realShopUnavailable(source);
  if (unavailable) throw new Error(`The real shop cannot be set up: ${unavailable} (see e2e/README.md, "The real shop").`);
  const plugin = options.plugin === undefined ? PLUGIN_DIR : options.plugin;
  if (plugin && !existsSync(path.join(plugin, 'schaufenster.php'))) {
    throw new Error(`Our plugin is missing (${plugin}/schaufenster.php): run \`npm run build\` first.`);
  }
  const begin = Date.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-real-shop-'));
  const content = path.join(dir, 'wp-content');

  linkTree(path.join(source!, 'wordpress'), dir);
  linkTree(path.join(source!, 'woocommerce'), path.join(content, 'plugins/woocommerce'));
  linkTree(path.join(source!, 'storefront'), path.join(content, 'themes/storefront'));
  const sqlite = path.join(content, 'plugins/sqlite-database-integration');
  linkTree(path.join(source!, 'sqlite-database-integration'), sqlite);
  writeFileSync(
    path.join(content, 'db.php'),
    readFileSync(path.join(sqlite, 'db.copy'), 'utf8').replaceAll('{SQLITE_IMPLEMENTATION_FOLDER_PATH}', sqlite).replaceAll('{SQLITE_PLUGIN}', 'sqlite-database-integration/load.php'),
  );
  mkdirSync(path.join(content, 'mu-plugins'), { recursive: true });
  copyFileSync(path.join(here, 'php/mu-plugin.php'), path.join(content, 'mu-plugins/schaufenster-real-shop.php'));
  copyFileSync(path.join(here, 'php/shop-owner.php'), path.join(content, 'mu-plugins/schaufenster-real-shop-owner.php'));
  mkdirSync(path.join(content, 'uploads'), { recursive: true });
  // Our plugin is copied, not linked: the shop must see the build as it was when it started.
  if (plugin) copyTree(plugin, path.join(content, 'plugins/schaufenster'));

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  writeFileSync(path.join(dir, 'wp-config.php'), wpConfig(origin));
  const config = path.join(dir, 'sf-install.json');
  writeFileSync(config, JSON.stringify({ origin, title: 'Schaufenster Testladen', adminPassword: 'admin', plugin: plugin ? 'schaufenster/schaufenster.php' : null }));

  const installer = path.join(here, 'php/install.php');
  runPhp([installer, 'core', dir, config], dir);
  const printed = runPhp([installer, 'shop', dir, config], dir).trim().split('\n').pop()!;
  const catalogue = JSON.parse(printed) as RealShopCatalogue;
  // WooCommerce queries its tables at init before its installer made them: the install's log
  // is kept apart, so php-errors.log holds only what the served pages logged.
  if (existsSync(path.join(dir, 'php-errors.log'))) renameSync(path.join(dir, 'php-errors.log'), path.join(dir, 'install-errors.log'));
  const setupSeconds = (Date.now() - begin) / 1000;

  let output = '';
  const server = spawn(
    'php',
    [
      '-d',
      'opcache.enable_cli=1',
      '-d',
      'opcache.memory_consumption=256',
      '-d',
      'opcache.max_accelerated_files=20000',
      '-d',
      'variables_order=EGPCS',
      '-S',
      `127.0.0.1:${port}`,
      '-t',
      dir,
      path.join(here, 'php/router.php'),
    ],
    { cwd: dir, env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-20_000);
    if (options.log) for (const line of text.split('\n')) if (line) options.log(line);
  };
  server.stdout!.on('data', collect);
  server.stderr!.on('data', collect);
  const stop = async () => {
    if (server.exitCode === null) {
      const ended = new Promise((resolve) => server.once('exit', resolve));
      // The workers are the server's children: end the whole group.
      try {
        process.kill(-server.pid!, 'SIGTERM');
      } catch {
        server.kill('SIGTERM');
      }
      await ended;
    }
    if (!process.env.SF_REAL_SHOP_KEEP) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForServer(origin, server, () => output);
    // The first page compiles WordPress into OPcache: done here, not in the first test.
    await (await fetch(`${origin}/`)).text();
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dir, catalogue, withPlugin: !!plugin, setupSeconds, stop };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const withoutPlugin = process.env.SF_REAL_SHOP_PLUGIN === 'off';
  const shop = await setUpRealShop({ plugin: withoutPlugin ? null : undefined });
  console.log(`Real shop at ${shop.origin} (${shop.dir}), set up in ${shop.setupSeconds.toFixed(1)} s${shop.withPlugin ? ', our plugin active' : ', without our plugin'}.`);
  console.log(JSON.stringify(shop.catalogue, null, 2));
  console.log('Ctrl-C stops it.');
  const end = () => void shop.stop().then(() => process.exit(0));
  process.on('SIGINT', end);
  process.on('SIGTERM', end);
}
