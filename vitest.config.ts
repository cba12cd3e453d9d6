import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Projects:
 * - `unit`: tests that need neither a DOM nor a renderer (pure rules, parsers, the cart queue,
 *   i18n) and the repository checks, once, in node. A test in src/ or widgets/ is one of them
 *   when its first line is `// @vitest-environment node`; anything that touches the DOM then
 *   fails ("document is not defined"), so the marker cannot hide a DOM test.
 * - `react` and `preact`: every other src/ and widgets/ test (elements, widgets, anything with a
 *   DOM), in jsdom, once per renderer, so both builds are held to the same behaviour.
 * - `server`: the demo shop, and the contract tests (`*.demo.test.ts` in src: the widgets'
 *   requests and parsers against its real answers), in node.
 */
/**
 * The Preact build gives our code its own small 'react', 'react-dom' and 'react-dom/client'
 * over Preact (src/core/element/preact/, as rollup.config.mjs does); the tests and the testing
 * libraries get preact/compat, which they need for `act` and friends.
 */
const PREACT_SHIMS: Record<string, string> = {
  react: 'src/core/element/preact/react.ts',
  'react-dom': 'src/core/element/preact/react-dom.ts',
  'react-dom/client': 'src/core/element/preact/react-dom-client.ts',
};
const COMPAT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
};
const preactRenderer: Plugin = {
  name: 'preact-renderer',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!(source in COMPAT) || !importer) return null;
    const ours = source in PREACT_SHIMS && !/\/node_modules\/|\/src\/test\/|\.test\.tsx?$|\.stories\.tsx$/.test(importer);
    return ours ? path.resolve(PREACT_SHIMS[source]!) : this.resolve(COMPAT[source]!, importer, { skipSelf: true });
  },
};
const preactAliases = [
  { find: 'react/jsx-runtime', replacement: 'preact/jsx-runtime' },
  { find: 'react/jsx-dev-runtime', replacement: 'preact/jsx-runtime' },
];

const NODE_MARKER = '// @vitest-environment node';
const testFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file.replaceAll('\\', '/')}`);
const nodeTests = ['src', 'widgets'].flatMap(testFiles).filter((file) => readFileSync(file, 'utf8').startsWith(NODE_MARKER));

const domTests = ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}'];
// Contract tests run the widgets' request functions against the demo shop, in node.
const contractTests = 'src/**/*.demo.test.ts';
const renderer = {
  // A VM context per test file instead of a process: jsdom and the renderers load once per
  // worker, and each file still gets fresh modules and a fresh window, at a fraction of the
  // time a process per file takes.
  pool: 'vmThreads' as const,
  environment: 'jsdom' as const,
  // The first test of a file also loads the widget and renderer; on a busy 2-core machine
  // that alone can pass vitest's default 5 s.
  testTimeout: 20_000,
  include: domTests,
  exclude: [...configDefaults.exclude, ...nodeTests, contractTests],
  setupFiles: ['src/test/setup.ts'],
};

export default defineConfig({
  test: {
    // Vitest's default on this 2-core machine is one worker (cores - 1); files are independent
    // (one process each), so both cores can work. `npm test` runs other stages beside this one:
    // the OS shares the cores between them.
    maxWorkers: 2,
    projects: [
      { test: { name: 'unit', pool: 'vmThreads', environment: 'node', include: [...nodeTests, 'scripts/**/*.test.ts', 'e2e/*.test.ts', 'stories/**/*.test.ts'] } },
      // Two files at a time again: side by side they used to lose keep-alive connections
      // (ECONNRESET) while an axe check blocked the process that also serves the requests; the
      // test client now opens a connection per request (demo-server/test-helpers.ts).
      // `npm test` runs this project beside the typecheck, the unit tests and the build, so a
      // page test may wait for a core: 20 s as for the renderer projects, not vitest's 5 s.
      // No isolation between files: each file builds its own demo shop (createApp) and holds no
      // module state of its own, so a worker can keep the server's modules loaded instead of
      // importing them again per file (a fraction of the time; passes in shuffled order too). A
      // file that stubs process.env restores it in `finally`; which HTTP agent serves the tests'
      // requests is settled in demo-server/test-setup.ts.
      { test: { name: 'server', environment: 'node', include: ['demo-server/**/*.test.ts', contractTests], testTimeout: 20_000, isolate: false, setupFiles: ['demo-server/test-setup.ts'] } },
      { test: { name: 'react', ...renderer } },
      {
        plugins: [preactRenderer],
        resolve: { alias: preactAliases },
        test: {
          name: 'preact',
          ...renderer,
          server: { deps: { inline: ['@r2wc/core', 'zustand', '@testing-library/react'] } },
        },
      },
    ],
  },
});
