import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Four outputs: for each renderer (react; preact through src/core/element/preact/) a module loader with one
 * chunk per widget, and a single classic script. Plus the widgets' stylesheet.
 */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: path.resolve('src/core/element/preact/react-dom-client.ts') },
  { find: /^react-dom$/, replacement: path.resolve('src/core/element/preact/react-dom.ts') },
  { find: 'react/jsx-runtime', replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: path.resolve('src/core/element/preact/react.ts') },
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

/**
 * Writes into the loader, per widget folder, the chunks the widget's chunk imports (domains;
 * the runtime, which every widget imports, once under '*'), so the loader requests them
 * together with the widget (src/entry/loader.ts).
 */
/**
 * Per tag, what a server needs to decide what to print for a widget it renders (the manifest's
 * `policies`; README "Print the widgets' scripts from the manifest", wordpress/includes/class-manifest.php):
 * `when`, the load policy its widget.ts declares, and `preload`: true when its files are
 * printed as the page opens (policy 'in-page' or 'visible' unless the widget declares otherwise),
 * false when they are left to the loader (a scroll, an interaction, idle, consent, inside another
 * widget, or declared `preload: false`), or a media query for a widget shown only at some widths.
 * Read from the declarations the loader bundles (widgets/<name>/widget.ts, transpiled: an object
 * of literals), so the server and the loader never disagree.
 */
export async function widgetPolicies(context) {
  const policies = {};
  for (const id of [...context.getModuleIds()].filter((id) => /\/widgets\/[^/]+\/widget\.ts$/.test(id)).sort()) {
    const code = context.getModuleInfo(id)?.code;
    let declaration;
    try {
      declaration = code && (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)).default;
    } catch (error) {
      context.error(`widget-policies: ${path.relative(process.cwd(), id)} could not be read as a declaration of literals (${error.message})`);
    }
    if (!declaration?.tag) context.error(`widget-policies: ${path.relative(process.cwd(), id)} declares no tag`);
    const preload = declaration.preload ?? (declaration.when === 'in-page' || declaration.when === 'visible');
    policies[declaration.tag] = { when: declaration.when, preload };
  }
  return policies;
}

const PRELOADS_PLACEHOLDER = '{"__sf_preloads__":[]}';
const chunkPreloads = {
  name: 'chunk-preloads',
  async generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
    const loader = chunks.find((chunk) => chunk.isEntry);
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const imported = (file, seen = new Set()) => {
      for (const dependency of byFile.get(file)?.imports ?? []) {
        if (dependency === loader.fileName || seen.has(dependency)) continue;
        seen.add(dependency);
        imported(dependency, seen);
      }
      return seen;
    };
    const perWidget = {};
    for (const chunk of chunks) {
      const widget = chunk.isDynamicEntry && loader.dynamicImports.includes(chunk.fileName) && chunk.name.match(/^widget-(.+)$/);
      if (widget) perWidget[widget[1]] = [...imported(chunk.fileName)];
    }
    // What every widget imports (the runtime) once under '*', each widget only with the rest.
    const lists = Object.values(perWidget);
    const common = lists.length ? lists[0].filter((file) => lists.every((list) => list.includes(file))) : [];
    const preloads = { '*': common };
    for (const [widget, files] of Object.entries(perWidget)) {
      const own = files.filter((file) => !common.includes(file));
      if (own.length) preloads[widget] = own;
    }
    if (!loader.code.includes(PRELOADS_PLACEHOLDER)) this.error('chunk-preloads: the placeholder is missing from loader.js');
    loader.code = loader.code.replace(PRELOADS_PLACEHOLDER, JSON.stringify(preloads));
    // For servers: per widget, every file its code needs at once (the runtime and domains
    // first, the widget's own chunk last), so a page can print <link rel="modulepreload"> for
    // the widgets it renders (demo-server/http/widget-scripts.ts, README "Print the widgets' scripts").
    const manifest = { loader: loader.fileName, widgets: {}, policies: await widgetPolicies(this) };
    for (const chunk of chunks) {
      const widget = chunk.isDynamicEntry && loader.dynamicImports.includes(chunk.fileName) && chunk.name.match(/^widget-(.+)$/);
      if (widget) manifest.widgets[`sf-${widget[1]}`] = [...perWidget[widget[1]], chunk.fileName];
    }
    this.emitFile({ type: 'asset', fileName: 'manifest.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
  },
};

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints, Chrome 136+; other
 * engines read a comment): every function of a file marked so is compiled while the file streams
 * in, on a background thread, instead of on the main thread at its first call. Every file of the
 * module build is requested when its code is about to run (the runtime and a widget when the
 * widget upgrades, a `*.lazy` chunk on first use), and most of its functions run then: mounting a
 * widget calls its component, its hooks and the renderer's diff; compiled in the background,
 * they take the main thread a fraction of the time (bench/ready.ts, upgrade JS). The consent blocker too (every function of it runs
 * while the page is parsed; printed inline, it starts with the same line: demo-server/consent/markup.ts).
 * And the classic script, though it holds every widget and a page runs only some: it defines
 * them all at once, so its upgrade gains too (the background thread pays for the functions
 * never called). After terser, which drops comments.
 */
const compileHints = {
  name: 'compile-hints',
  renderChunk: (code) => `//# allFunctionsCalledOnLoad\n${code}`,
};

/** The classic script inlines every dynamic import: its password meter loads the scorer as a script of its own instead. */
const classicScorer = {
  name: 'classic-scorer',
  async resolveId(source, importer) {
    if (source !== './scorer-loader' || !importer?.includes('/widgets/password-strength/')) return null;
    return path.resolve('widgets/password-strength/scorer-loader.classic.ts');
  },
};

/** `SF_MODULE_SIZES=1`: prints each chunk's biggest modules (rendered, before minifying). */
const moduleSizes = {
  name: 'module-sizes',
  generateBundle(_options, bundle) {
    if (!process.env.SF_MODULE_SIZES) return;
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      const modules = Object.entries(chunk.modules).sort((a, b) => b[1].renderedLength - a[1].renderedLength);
      console.log(
        `${chunk.fileName}: ${modules
          .slice(0, 25)
          .map(([id, m]) => `\n  ${String(m.renderedLength).padStart(6)} ${id.replace(process.cwd(), '')}`)
          .join('')}`,
      );
    }
  },
};

function plugins(renderer) {
  return [
    rawText,
    renderer === 'preact' && alias({ entries: preactAliases }),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    resolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    commonjs(),
    // Transpile only: the typecheck stage (`tsc --noEmit -p .`) checks every file once; checking
    // again here cost each of the six builds its own type-check program (about a fifth of the build).
    typescript({ tsconfig: './tsconfig.build.json', noCheck: true }),
    // Two compress passes: a third saves a few dozen bytes over the whole build for a large share
    // of the build's CPU.
    process.env.SF_NO_MINIFY ? null : terser({ ecma: 2020, module: true, toplevel: true, compress: { passes: 2, pure_getters: true, unsafe_arrows: true }, format: { comments: false } }),
  ].filter(Boolean);
}

/**
 * The storefront's own domains go into the runtime chunk: the cart (every page has the header
 * mini-cart and the fragments) and the product (listings and product pages; 0.9 kB gzip). As
 * chunks of their own they cost a product page two more requests and the bytes of two more
 * chunks (each compresses on its own and carries its import and export lists), which the
 * product page's size budget (bench/size-budget.ts) cannot take. Every other domain (checkout,
 * payments, consent, search, forms, account) is a chunk of its own, loaded with the first
 * widget that needs it.
 */
const RUNTIME_DOMAINS = ['cart', 'product'];

/**
 * A domain's folders that load at another time than the domain itself, each a chunk of its own
 * (the rest of `src/<domain>/` is the domain's chunk).
 */
const DOMAIN_FOLDERS = [
  // What the cart's widgets (header cart, drawer, cart page) do to its lines: loaded with
  // them, not in every page's runtime (a product page's first view has none of them).
  ['/src/cart/item-actions/', 'domain-cart-item-actions'],
  // Payments by when it loads: `src/payments/` itself is what a page with a payment area needs at
  // once (settings, texts, events, the pure rules); provider/ comes with the provider's script
  // (its loader, the client token, the shop's payment endpoints), which the pay-later message
  // loads alone; flows/ with the first payment (the order flows and their driver, which the
  // wallet buttons and the card fields import, and which imports provider/).
  ['/src/payments/provider/', 'domain-payments-provider'],
  ['/src/payments/flows/', 'domain-payments-flows'],
];

/**
 * Which outputs to build (`SF_OUTPUTS`, comma-separated): `preact` and `react` are a module
 * loader with its chunks and the stylesheet, `preact-classic` and `react-classic` the classic
 * script. All four by default; scripts/build.mjs picks (`npm start` builds what the demo serves
 * first and the rest in the background).
 */
const OUTPUTS = (process.env.SF_OUTPUTS ?? 'preact,react,preact-classic,react-classic').split(',');
const outputName = ({ output }) => (output.dir ? output.dir.split('/').pop() : `${output.file.split('/').at(-2)}-classic`);
const builds = ['preact', 'react'];

export default builds
  .flatMap((renderer) => [
    {
      input: 'src/entry/loader.ts',
      plugins: [...plugins(renderer), compileHints, stylesheet, chunkPreloads, moduleSizes],
      output: {
        dir: `dist/${renderer}`,
        format: 'es',
        entryFileNames: 'loader.js',
        chunkFileNames: 'chunks/[name]-[hash:6].js',
        // The core runtime (renderer, elements, events, HTTP) in one file, one file per domain
        // (src/<domain>/: contracts, store, events, texts) loaded only with a widget that needs
        // it, and one file per widget, named after its folder.
        manualChunks(id) {
          // The bridge and every domain's jQuery map: only pages with jQuery load them.
          if (id.endsWith('/src/core/events/jquery-bridge.ts') || id.endsWith('/jquery-events.ts')) return 'jquery-bridge';
          if (id.includes('/node_modules/ky/')) return 'ky';
          // Code a widget loads on first use (`*.lazy.ts`) is its own chunk, together with the
          // library only it uses: one request when the shopper first opens the lightbox.
          if (id.includes('/node_modules/photoswipe/') || id.endsWith('?raw')) return 'widget-product-gallery-lightbox';
          // zxcvbn and its dictionaries: loaded on the first focus in a password field, never with the widget.
          if (/\/node_modules\/(@zxcvbn-ts|fastest-levenshtein)\//.test(id)) return 'widget-password-strength-scorer';
          const lazy = id.match(/\/widgets\/([^/]+)\/([^/]+)\.lazy\.tsx?$/);
          if (lazy) return `widget-${lazy[1]}-${lazy[2]}`;
          // A widget's declaration (tag, load policy) belongs to the loader that reads it.
          if (/\/widgets\/[^/]+\/widget\.ts$/.test(id)) return undefined;
          if (id.includes('/widgets/')) return `widget-${id.split('/widgets/')[1].split('/')[0]}`;
          // The notices the checkout and the wallet's flows write: not every page's runtime.
          if (id.endsWith('/src/core/notices.ts')) return 'notices';
          // WordPress REST with the nonce renewal, its middlewares and the media upload: a few
          // widgets send such calls (the banner's dismissal, the contact form, the review photo),
          // so they travel with the widgets that import them, not in every page's runtime.
          if (/\/src\/core\/http\/(rest(-nonce|-rules)?|media)\.ts$/.test(id)) return undefined;
          const folder = DOMAIN_FOLDERS.find(([path]) => id.includes(path));
          if (folder) return folder[1];
          // The composition root (src/entry/) and the load policies it reads are the loader's own.
          if (id.includes('/src/entry/') || id.includes('/src/core/loader/')) return undefined;
          const domain = id.match(/\/src\/(?!core\/)([^/]+)\//);
          if (domain) return RUNTIME_DOMAINS.includes(domain[1]) ? 'runtime' : `domain-${domain[1]}`;
          return 'runtime';
        },
      },
    },
    {
      input: 'src/entry/classic.ts',
      plugins: [classicScorer, ...plugins(renderer), compileHints],
      output: { file: `dist/${renderer}/schaufenster.iife.js`, format: 'iife', name: 'Schaufenster', inlineDynamicImports: true },
    },
    {
      // The password strength scorer for the classic script, which cannot load chunks: a classic
      // script of its own that the meter adds on first use (widgets/password-strength/scorer-loader.classic.ts).
      input: 'widgets/password-strength/scorer.classic.ts',
      plugins: [...plugins(renderer)],
      output: { file: `dist/${renderer}/password-strength-scorer.js`, format: 'iife' },
    },
    {
      // The consent blocker, a classic script a shop prints first in <head> (inline or as this
      // file; widgets/consent-banner/README.md). No renderer in it; built with the classic outputs.
      input: 'src/consent/blocker/blocker.ts',
      plugins: [...plugins(renderer), compileHints],
      output: { file: `dist/${renderer}/consent-blocker.js`, format: 'iife' },
    },
  ])
  .filter((config) => OUTPUTS.includes(outputName(config)));
