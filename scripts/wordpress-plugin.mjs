#!/usr/bin/env node
/**
 * The installable WordPress plugin, laid out after the widget build (scripts/build.mjs, `npm run build`):
 *
 *   dist/wordpress/schaufenster/
 *     schaufenster.php, uninstall.php, README.md, includes/   our PHP (wordpress/)
 *     languages/schaufenster-de_DE.po + .mo                   the German texts, compiled here
 *     build/preact/   the Preact module build (loader, chunks, manifest, stylesheet), the classic
 *                     script, its password scorer and the consent blocker
 *     build/react/    the React module build (loader, chunks, manifest)
 *
 *   node scripts/wordpress-plugin.mjs                  lays the folder from the dist/ there is
 *   node scripts/wordpress-plugin.mjs --mo in.po out.mo   compiles a catalogue (the PHP tests use it)
 *
 * The tests and the build need no PHP or gettext tools: the catalogue is compiled here.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What of wordpress/ goes into the plugin: not the tests and their configuration. */
const PLUGIN_SOURCES = ['schaufenster.php', 'uninstall.php', 'README.md', 'includes', 'languages'];

/** What of each build the plugin serves (class-assets.php). */
const BUILD_FILES = {
  preact: ['loader.js', 'manifest.json', 'schaufenster.css', 'chunks', 'schaufenster.iife.js', 'password-strength-scorer.js', 'consent-blocker.js'],
  react: ['loader.js', 'manifest.json', 'chunks'],
};

/** The files the plugin cannot work without (the React build is optional). */
const REQUIRED = ['preact/loader.js', 'preact/manifest.json', 'preact/schaufenster.css', 'preact/schaufenster.iife.js', 'preact/consent-blocker.js'];

/** A PO string's text: its quoted parts joined, C escapes read. */
function unquote(parts, line) {
  return parts
    .map((part) => {
      const match = part.match(/^"((?:[^"\\]|\\.)*)"$/);
      if (!match) throw new Error(`PO line ${line}: not a quoted string: ${part}`);
      return match[1].replace(/\\(.)/g, (_, c) => ({ n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' })[c] ?? c);
    })
    .join('');
}

/**
 * The entries of a PO catalogue: `{ context, id, plural, strings }` (one string, or one per
 * plural form). Entries without a translation are left out, as gettext's compiler does.
 */
export function parsePo(text) {
  const entries = [];
  let entry = null;
  let field = null;
  const finish = () => {
    if (entry?.id !== undefined && entry.strings.some((string) => string !== '')) entries.push(entry);
    entry = null;
    field = null;
  };
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) {
      if (line === '' && entry?.strings.length) finish();
      return;
    }
    const keyword = line.match(/^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$/);
    if (keyword) {
      if ((keyword[1] === 'msgctxt' || keyword[1] === 'msgid') && entry?.strings.length) finish();
      entry ??= { context: undefined, id: undefined, plural: undefined, strings: [] };
      field = { name: keyword[1].replace(/\[\d+\]$/, ''), index: Number(keyword[2] ?? 0), parts: [keyword[3]], line: index + 1 };
    } else if (line.startsWith('"') && field) {
      field.parts.push(line);
    } else {
      throw new Error(`PO line ${index + 1}: cannot read: ${raw}`);
    }
    const value = unquote(field.parts, field.line);
    if (field.name === 'msgctxt') entry.context = value;
    else if (field.name === 'msgid') entry.id = value;
    else if (field.name === 'msgid_plural') entry.plural = value;
    else entry.strings[field.index] = value;
  });
  finish();
  return entries;
}

/**
 * A GNU MO file (little-endian, revision 0, no hash table) of the entries: the originals sorted
 * bytewise, as WordPress' MO reader and gettext expect. Context is `context\u0004id`, plurals
 * `id\0plural` and `string0\0string1`.
 */
export function poToMo(text) {
  const pairs = parsePo(text)
    .map((entry) => ({
      key: Buffer.from(`${entry.context !== undefined ? `${entry.context}\u0004` : ''}${entry.id}${entry.plural !== undefined ? `\0${entry.plural}` : ''}`, 'utf8'),
      value: Buffer.from(entry.strings.join('\0'), 'utf8'),
    }))
    .sort((a, b) => Buffer.compare(a.key, b.key));
  const count = pairs.length;
  const originalsAt = 28;
  const translationsAt = originalsAt + count * 8;
  let stringsAt = translationsAt + count * 8;
  const header = Buffer.alloc(stringsAt);
  header.writeUInt32LE(0x950412de, 0);
  header.writeUInt32LE(0, 4);
  header.writeUInt32LE(count, 8);
  header.writeUInt32LE(originalsAt, 12);
  header.writeUInt32LE(translationsAt, 16);
  header.writeUInt32LE(0, 20); // no hash table
  header.writeUInt32LE(stringsAt, 24);
  const strings = [];
  for (const [table, pick] of [
    [originalsAt, (pair) => pair.key],
    [translationsAt, (pair) => pair.value],
  ]) {
    pairs.forEach((pair, index) => {
      const bytes = pick(pair);
      header.writeUInt32LE(bytes.length, table + index * 8);
      header.writeUInt32LE(stringsAt, table + index * 8 + 4);
      strings.push(bytes, Buffer.alloc(1));
      stringsAt += bytes.length + 1;
    });
  }
  return Buffer.concat([header, ...strings]);
}

/**
 * Lays dist/wordpress/schaufenster/ from wordpress/ and the builds in dist/. Throws with the
 * missing files named when the builds are not there.
 */
export function layPlugin({ base = root, dist = path.join(base, 'dist') } = {}) {
  const missing = REQUIRED.filter((file) => !existsSync(path.join(dist, file)));
  if (missing.length) throw new Error(`Für das WordPress-Plugin fehlen Build-Dateien (erst \`npm run build\`): ${missing.join(', ')}`);
  const target = path.join(dist, 'wordpress', 'schaufenster');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const entry of PLUGIN_SOURCES) cpSync(path.join(base, 'wordpress', entry), path.join(target, entry), { recursive: true });
  for (const file of readdirSync(path.join(target, 'languages')).filter((name) => name.endsWith('.po'))) {
    writeFileSync(path.join(target, 'languages', file.replace(/\.po$/, '.mo')), poToMo(readFileSync(path.join(target, 'languages', file), 'utf8')));
  }
  for (const [renderer, files] of Object.entries(BUILD_FILES)) {
    if (renderer !== 'preact' && !existsSync(path.join(dist, renderer, 'loader.js'))) continue;
    for (const file of files) {
      if (existsSync(path.join(dist, renderer, file))) cpSync(path.join(dist, renderer, file), path.join(target, 'build', renderer, file), { recursive: true });
    }
  }
  return target;
}

// CLI
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  try {
    if (args[0] === '--mo') {
      if (args.length !== 3) throw new Error('Aufruf: node scripts/wordpress-plugin.mjs --mo <katalog.po> <katalog.mo>');
      writeFileSync(args[2], poToMo(readFileSync(args[1], 'utf8')));
    } else {
      console.log(`WordPress-Plugin gelegt: ${path.relative(root, layPlugin())}/`);
    }
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
