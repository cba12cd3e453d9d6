/**
 * The scripts and modulepreload links for the widgets a page renders, from the build's manifest
 * (`dist/<build>/manifest.json`, written by rollup.config.mjs): the browser fetches them while
 * it parses the page instead of after the loader has run and found the elements, and the
 * widgets shown at once upgrade before DOMContentLoaded. A shop's PHP template does the same
 * from the same file (README, "Print the widgets' scripts from the manifest"); without them the
 * loader alone finds and loads everything, one round trip later.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { registeredWidgets } from '../../src/entry/registry.ts';
import { html, type SafeHtml } from '../shared/html.ts';

export interface BuildManifest {
  loader: string;
  /** Per tag, the files its code needs at once, the widget's own chunk last. */
  widgets: Record<string, string[]>;
  /**
   * Per tag, its load policy and whether a server prints its files as the page opens (true),
   * leaves them to the loader (false) or preloads them under a media query (rollup.config.mjs,
   * widgetPolicies): for servers without the widget registry, such as the WordPress plugin
   * (wordpress/includes/class-manifest.php). This shop reads the registry itself.
   */
  policies?: Record<string, { when: unknown; preload: boolean | string }>;
}

/** A widget on the page; `media` when the theme shows it only at some widths. */
export interface RenderedWidget {
  tag: string;
  media?: string;
}

const cached = new Map<string, { mtimeMs: number; manifest: BuildManifest | null }>();

/** The build's manifest, read again when the build has changed; null when there is none (not built). */
export function readManifest(buildDir: string): BuildManifest | null {
  const file = path.join(buildDir, 'manifest.json');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const known = cached.get(file);
  if (known?.mtimeMs === mtimeMs) return known.manifest;
  let manifest: BuildManifest | null;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  } catch {
    manifest = null; // half written by a build that is running: the next page reads it again
  }
  cached.set(file, { mtimeMs, manifest });
  return manifest;
}

/**
 * Widgets whose code loads when the page opens: on the page or once shown, unless declared
 * `preload: false` (usually hidden at first). Those that wait for a scroll or an interaction
 * would cost bytes a shopper may never need.
 */
const preloaded = new Set<string>(registeredWidgets.filter((widget) => widget.preload ?? (widget.when === 'in-page' || widget.when === 'visible')).map((widget) => widget.tag));

/** The `sf-*` tags in a piece of markup, each once, in order. */
export function widgetTagsIn(markup: string): string[] {
  return [...new Set([...markup.matchAll(/<(sf-[a-z0-9-]+)[\s>]/g)].map((match) => match[1]!))];
}

/**
 * What a page prints for the widgets it renders at the end of its body (demo-server/site/layout.ts,
 * bundleScript), before the loader's own script:
 * - a widget the theme shows at every width gets its chunk, and the files it imports (the
 *   runtime first, then domains: the manifest's order), as module scripts: module scripts run in
 *   order once the document is parsed and before DOMContentLoaded, so its elements upgrade then,
 *   as a jQuery theme's footer scripts do, without waiting for the loader's dynamic imports and
 *   the first paint of the page. Chromium runs each module script in a task of its own (traced), so
 *   the runtime's evaluation and the first widget's upgrade are two tasks, not one: in the React
 *   build React DOM's evaluation alone is a long task, and the first widget's mount in the same
 *   task made it longer (bench/ready.ts: longest task per page and stack);
 * - a widget shown only at some widths gets `<link rel="modulepreload" media>`: fetched and
 *   compiled when the query matches, run by the loader once an element shows;
 * - with `runAtOnce` false, every one of them gets only modulepreloads and the loader runs it;
 * - for those, the files their chunks import (the runtime, domains) get a modulepreload each
 *   too, so they are fetched beside the chunks, not after them.
 */
export function widgetScriptTags(manifest: BuildManifest | null, widgets: readonly RenderedWidget[], base: string, runAtOnce = true): SafeHtml {
  if (!manifest) return html``;
  const preloads = new Map<string, string | undefined>();
  const scripts = new Set<string>();
  for (const widget of widgets) {
    const files = preloaded.has(widget.tag) ? manifest.widgets[widget.tag] : undefined;
    if (!files?.length) continue;
    if (runAtOnce && !widget.media) {
      for (const file of files) scripts.add(file);
      continue;
    }
    for (const file of files) {
      const known = preloads.has(file);
      preloads.set(file, known && preloads.get(file) !== widget.media ? undefined : widget.media);
    }
  }
  for (const file of scripts) preloads.delete(file);
  return html`${[...preloads].map(([file, media]) => html`<link rel="modulepreload" href="${base}${file}"${media ? html` media="${media}"` : ''}>\n`)}${[...scripts].map(
    (file) => html`<script type="module" src="${base}${file}"></script>\n`,
  )}`;
}
