import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { readFileSync } from 'node:fs';

/**
 * Four outputs: for each renderer (react, preact via preact/compat) a module loader with one
 * chunk per widget, and a single classic script. Plus the widgets' stylesheet.
 */
const preactAliases = [
  { find: 'react-dom/client', replacement: 'preact/compat/client' },
  { find: 'react-dom', replacement: 'preact/compat' },
  { find: 'react/jsx-runtime', replacement: 'preact/jsx-runtime' },
  { find: 'react', replacement: 'preact/compat' },
];

const stylesheet = {
  name: 'schaufenster-stylesheet',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'schaufenster.css', source: readFileSync('src/styles/schaufenster.css', 'utf8') });
  },
};

/** `?raw` imports become the file's text (PhotoSwipe's stylesheet, injected on first use). */
const rawText = {
  name: 'raw-text',
  async resolveId(source, importer) {
    if (!source.endsWith('?raw')) return null;
    const resolved = await this.resolve(source.slice(0, -4), importer, { skipSelf: true });
    return resolved && `${resolved.id}?raw`;
  },
  load(id) {
    return id.endsWith('?raw') ? `export default ${JSON.stringify(readFileSync(id.slice(0, -4), 'utf8'))};` : null;
  },
};

function plugins(renderer) {
  return [
    rawText,
    renderer === 'preact' && alias({ entries: preactAliases }),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    resolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    commonjs(),
    typescript({ tsconfig: './tsconfig.build.json', noEmitOnError: true }),
    terser({ ecma: 2020, module: true, toplevel: true, compress: { passes: 3, pure_getters: true, unsafe_arrows: true }, format: { comments: false } }),
  ].filter(Boolean);
}

const builds = (process.env.SF_BUILDS ?? 'preact,react').split(',');

export default builds.flatMap((renderer) => [
  {
    input: 'src/loader.ts',
    plugins: [...plugins(renderer), stylesheet],
    output: {
      dir: `dist/${renderer}`,
      format: 'es',
      entryFileNames: 'loader.js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      // One shared runtime file (renderer, HTTP, stores) and one file per widget, named
      // after its folder: fewer requests and better compression than many tiny chunks.
      manualChunks(id) {
        if (id.endsWith('/src/events/jquery-bridge.ts')) return 'jquery-bridge';
        if (id.includes('/node_modules/ky/')) return 'ky';
        // Code a widget loads on first use (`*.lazy.ts`) is its own chunk, together with the
        // library only it uses: one request when the shopper first opens the lightbox.
        if (id.includes('/node_modules/photoswipe/') || id.endsWith('?raw')) return 'widget-product-gallery-lightbox';
        const lazy = id.match(/\/widgets\/([^/]+)\/([^/]+)\.lazy\.tsx?$/);
        if (lazy) return `widget-${lazy[1]}-${lazy[2]}`;
        if (id.includes('/widgets/')) return `widget-${id.split('/widgets/')[1].split('/')[0]}`;
        if (!id.endsWith('/src/loader.ts') && !id.endsWith('/src/widget-registry.ts')) return 'runtime';
      },
    },
  },
  {
    input: 'src/classic.ts',
    plugins: plugins(renderer),
    output: { file: `dist/${renderer}/schaufenster.iife.js`, format: 'iife', name: 'Schaufenster', inlineDynamicImports: true },
  },
]);
