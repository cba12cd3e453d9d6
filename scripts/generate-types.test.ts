/**
 * The typed surface integrators build on (scripts/generate-types.ts): every widget is in the
 * declaration file and the Custom Elements Manifest, both are what the generator writes from the
 * sources today, and a project that installs the packed package gets typed tags, events and
 * configuration from its TypeScript.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateSurface, MANIFEST_FILE, readmeSummary, type Surface, TYPES_FILE } from './generate-types';
import { root } from './repository-files';

const widgetTags = () =>
  readdirSync(path.join(root, 'widgets'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `sf-${entry.name}`)
    .sort();

/** The tags a declaration file puts into HTMLElementTagNameMap. */
export function declaredTags(dts: string): string[] {
  const block = dts.match(/interface HTMLElementTagNameMap \{([^}]*)\}/)?.[1] ?? '';
  return [...block.matchAll(/'(sf-[a-z-]+)':/g)].map((match) => match[1]!).sort();
}

/** The event names a declaration file types: the members of its event maps (`'sf:…':`, `wpcf7…:`). */
export function declaredEvents(dts: string): string[] {
  return [...dts.matchAll(/^ {2}(?:'(sf:[a-z-]+)'|(wpcf7[a-z]+))\??:/gm)].map((match) => (match[1] ?? match[2])!).sort();
}

/** Every event any element of a Custom Elements Manifest says it dispatches. */
export function manifestEvents(manifest: string): string[] {
  const parsed = JSON.parse(manifest) as { modules: Array<{ declarations: Array<{ events?: Array<{ name: string }> }> }> };
  return [...new Set(parsed.modules.flatMap((module) => module.declarations.flatMap((d) => (d.events ?? []).map((event) => event.name))))].sort();
}

/** The tags a Custom Elements Manifest declares as custom elements. */
export function manifestTags(manifest: string): string[] {
  const parsed = JSON.parse(manifest) as { modules: Array<{ declarations: Array<{ tagName?: string; customElement?: boolean }> }> };
  return parsed.modules.flatMap((module) => module.declarations.filter((d) => d.customElement && d.tagName).map((d) => d.tagName!)).sort();
}

describe('the typed surface', () => {
  let surface: Surface;
  // The generator reads every source through the TypeScript checker: its time is a program's.
  beforeAll(async () => {
    surface = await generateSurface();
  }, 120_000);

  it('reads what an element is from its README: the first paragraph after the title', () => {
    expect(readmeSummary('# sf-x\n\nFirst line\nand second.\n\n## Markup\n```html\n<sf-x></sf-x>\n```\n')).toBe('First line and second.');
    expect(readmeSummary('# sf-x\n\n```html\n<sf-x></sf-x>\n```\n\nAfter the code.\n')).toBe('After the code.');
  });

  it('finds the tags in both files, and misses a tag that is not there', () => {
    const dts = "interface HTMLElementTagNameMap {\n    'sf-a': SfAElement;\n    'sf-b-c': SfBCElement;\n  }";
    expect(declaredTags(dts)).toEqual(['sf-a', 'sf-b-c']);
    expect(manifestTags(JSON.stringify({ modules: [{ declarations: [{ kind: 'class', tagName: 'sf-a', customElement: true }] }, { declarations: [{ kind: 'function' }] }] }))).toEqual(['sf-a']);
  });

  it('every widget folder is a tag in types/schaufenster.d.ts and in custom-elements.json', () => {
    expect(declaredTags(readFileSync(TYPES_FILE, 'utf8'))).toEqual(widgetTags());
    expect(manifestTags(readFileSync(MANIFEST_FILE, 'utf8'))).toEqual(widgetTags());
  });

  it('finds the events in both files, and misses one that is not there', () => {
    const dts =
      "export interface CartEventMap {\n  'sf:a': { x: number };\n  /** Doc. */\n  'sf:b-c'?: Record<string, never>;\n}\nexport interface ContactFormEventMap {\n  wpcf7submit: ContactFormDetail;\n}\n  interface X { 'sf-tag': SfTagElement; }";
    expect(declaredEvents(dts)).toEqual(['sf:a', 'sf:b-c', 'wpcf7submit']);
    expect(
      manifestEvents(
        JSON.stringify({ modules: [{ declarations: [{ events: [{ name: 'sf:a' }] }] }, { declarations: [{ events: [{ name: 'wpcf7reset' }, { name: 'sf:a' }] }, { kind: 'function' }] }] }),
      ),
    ).toEqual(['sf:a', 'wpcf7reset']);
  });

  it("every event of the sources' maps (sf:* page events, wpcf7* plugin events) is typed in types/schaufenster.d.ts", () => {
    expect(surface.events.plugin, "the contact form's events are in PluginEventMap").toEqual(expect.arrayContaining(['wpcf7submit', 'wpcf7mailsent', 'wpcf7statuschanged']));
    expect(declaredEvents(readFileSync(TYPES_FILE, 'utf8'))).toEqual([...surface.events.page, ...surface.events.plugin].sort());
  });

  it('every plugin event is one an element of custom-elements.json dispatches (wpcf7*: sf-contact-form)', () => {
    const dispatched = manifestEvents(readFileSync(MANIFEST_FILE, 'utf8'));
    expect(surface.events.plugin.filter((name) => !dispatched.includes(name))).toEqual([]);
  });

  it('both files are what the generator writes from the sources (npx tsx scripts/generate-types.ts)', () => {
    expect(readFileSync(TYPES_FILE, 'utf8')).toBe(surface.types);
    expect(readFileSync(MANIFEST_FILE, 'utf8')).toBe(surface.manifest);
  });

  it('the manifest gives each element its attributes and the events its code dispatches', () => {
    const modules = (
      JSON.parse(surface.manifest) as {
        modules: Array<{ declarations: Array<{ tagName: string; attributes: Array<{ name: string; type: { text: string } }>; events: Array<{ name: string; type: { text: string } }> }> }>;
      }
    ).modules;
    const contactEvents = ['wpcf7beforesubmit', 'wpcf7submit', 'wpcf7invalid', 'wpcf7unaccepted', 'wpcf7spam', 'wpcf7aborted', 'wpcf7mailsent', 'wpcf7mailfailed', 'wpcf7reset', 'wpcf7statuschanged'];
    const element = (tag: string) => modules.flatMap((module) => module.declarations).find((d) => d.tagName === tag)!;
    expect(element('sf-mini-cart').attributes).toEqual([expect.objectContaining({ name: 'reveal-on-add', type: { text: 'boolean' } })]);
    expect(element('sf-add-to-cart').events.map((event) => event.name)).toEqual(expect.arrayContaining(['sf:adding-to-cart', 'sf:added-to-cart']));
    expect(element('sf-add-to-cart').events.find((event) => event.name === 'sf:added-to-cart')!.type.text).toBe('CustomEvent<{ fragments: Fragments; cartHash: string; button: HTMLElement | null }>');
    expect(element('sf-variation-form').events.map((event) => event.name)).toContain('sf:found-variation');
    expect(
      element('sf-contact-form')
        .events.map((event) => event.name)
        .sort(),
    ).toEqual(contactEvents.sort());
    expect(element('sf-contact-form').events.find((event) => event.name === 'wpcf7mailsent')!.type.text).toBe('CustomEvent<ContactFormDetail>');
  });

  /**
   * `npm pack` of the package's own package.json and the `files` it names, with a stub for each
   * build file an export points at: the unit tests run before and beside the build, which
   * rewrites dist/, so the packed package never reads dist/. The tarball is installed into the
   * empty project by npm, offline, with an empty cache and no reachable registry: the builds
   * bundle every library, so the package must list nothing npm would have to fetch.
   */
  it('an empty project installs the packed package offline and sees typed sf-* tags, sf:* and wpcf7* events and schaufensterConfig', () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'sf-pack-'));
    try {
      const source = path.join(work, 'source');
      const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { types: string; files: string[]; exports: Record<string, string | Record<string, string>> };
      mkdirSync(source);
      cpSync(path.join(root, 'package.json'), path.join(source, 'package.json'));
      for (const entry of manifest.files.filter((entry) => !entry.startsWith('dist/'))) cpSync(path.join(root, entry), path.join(source, entry), { recursive: true });
      const targets = Object.values(manifest.exports)
        .flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)))
        .filter((target) => !target.includes('*'));
      for (const target of targets.filter((target) => target.startsWith('./dist/'))) {
        mkdirSync(path.dirname(path.join(source, target)), { recursive: true });
        writeFileSync(path.join(source, target), '');
      }

      const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], { cwd: source, encoding: 'utf8' })) as Array<{
        filename: string;
        files: Array<{ path: string }>;
      }>;
      const inTarball = packed!.files.map((file) => file.path);
      expect(inTarball, 'every export, the types and the manifest are in the package').toEqual(
        expect.arrayContaining([...new Set([...targets, manifest.types, './custom-elements.json'])].map((file) => file.replace(/^\.\//, ''))),
      );

      const project = path.join(work, 'project');
      mkdirSync(project);
      writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'shop-scripts', private: true, type: 'module' }));
      const install = spawnSync(
        'npm',
        [
          'install',
          '--offline',
          '--cache',
          path.join(work, 'npm-cache'),
          '--registry',
          'http://127.0.0.1:9/',
          '--ignore-scripts',
          '--no-audit',
          '--no-fund',
          '--no-save',
          path.join(work, packed!.filename),
        ],
        { cwd: project, encoding: 'utf8' },
      );
      expect(install.status, `npm install of the tarball, offline:\n${install.stdout}${install.stderr}`).toBe(0);
      expect(
        readdirSync(path.join(project, 'node_modules')).filter((entry) => !entry.startsWith('.')),
        'the package brings no dependencies',
      ).toEqual(['schaufenster']);
      writeFileSync(
        path.join(project, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: { strict: true, noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2022', 'DOM'], types: ['schaufenster'], skipDefaultLibCheck: true },
          files: ['uses.ts', 'mistakes.ts'],
        }),
      );
      writeFileSync(
        path.join(project, 'uses.ts'),
        [
          "import type { SchaufensterConfig, SfMiniCartElement } from 'schaufenster';",
          "const cart: SfMiniCartElement | null = document.querySelector('sf-mini-cart');",
          'export const reveal: boolean | undefined = cart?.revealOnAdd;',
          "document.body.addEventListener('sf:added-to-cart', (e) => e.detail.cartHash.toUpperCase());",
          "document.addEventListener('sf:found-variation', (e) => e.detail.variation.variation_id.toFixed());",
          "window.schaufensterConfig = { brand: { theme: 'x' } };",
          "export const config: SchaufensterConfig = { cart: { quantityUpdate: 'form' }, consent: { defaultConsent: ['analytics'] } };",
          "document.querySelector('sf-contact-form')?.addEventListener('wpcf7mailsent', (e) => e.detail.contactFormId.toFixed());",
          "window.addEventListener('wpcf7statuschanged', (e) => e.detail.prevStatus?.toUpperCase() ?? e.detail.inputs[0]?.value);",
          '',
        ].join('\n'),
      );
      writeFileSync(
        path.join(project, 'mistakes.ts'),
        [
          "document.body.addEventListener('sf:added-to-cart', (e) => e.detail.cartHsh);",
          "window.schaufensterConfig = { brand: { them: 'x' } };",
          "document.querySelector('sf-mini-cart')!.revealOnAdd = 'yes';",
          "document.addEventListener('wpcf7mailsent', (e) => e.detail.formId);",
          'export {};',
          '',
        ].join('\n'),
      );

      const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
      const run = spawnSync(process.execPath, [tsc, '-p', project, '--pretty', 'false'], { cwd: project, encoding: 'utf8' });
      const errors = `${run.stdout}${run.stderr}`.split('\n').filter((line) => line.includes('error TS'));
      // uses.ts compiles; each line of mistakes.ts is one error, the wrong detail property first.
      expect(errors.map((line) => line.replace(/,\d+\): error (TS\d+).*/, '): $1'))).toEqual(['mistakes.ts(1): TS2551', 'mistakes.ts(2): TS2561', 'mistakes.ts(3): TS2322', 'mistakes.ts(4): TS2339']);
      expect(errors[0]).toContain("'cartHsh' does not exist");
      expect(errors[3]).toContain("'formId' does not exist on type 'ContactFormDetail'");
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 120_000);
});
