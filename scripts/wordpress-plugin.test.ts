// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { layPlugin, parsePo, poToMo } from './wordpress-plugin.mjs';

/** The entries of an MO file, read as gettext's format says (the PHP tests read it the same way). */
function readMo(bytes: Buffer): Map<string, string> {
  expect(bytes.readUInt32LE(0)).toBe(0x950412de);
  const count = bytes.readUInt32LE(8);
  const at = (table: number, index: number) =>
    bytes.subarray(bytes.readUInt32LE(table + index * 8 + 4), bytes.readUInt32LE(table + index * 8 + 4) + bytes.readUInt32LE(table + index * 8)).toString('utf8');
  const entries = new Map<string, string>();
  for (let index = 0; index < count; index++) entries.set(at(bytes.readUInt32LE(12), index), at(bytes.readUInt32LE(16), index));
  return entries;
}

const PO = `# a comment
msgid ""
msgstr ""
"Language: de_DE\\n"

msgid "Zebra"
msgstr "Zebra (de)"

#. translators: a note
msgid "Quote \\"a\\" and\\n"
"line"
msgstr "Zitat „a“ und\\nZeile"

msgctxt "button"
msgid "Save"
msgstr "Speichern"

msgid "%d item"
msgid_plural "%d items"
msgstr[0] "%d Artikel"
msgstr[1] "%d Artikel (viele)"

msgid "Untranslated"
msgstr ""
`;

describe('the German catalogue compiled without gettext', () => {
  it('reads entries with escapes, continued lines, context and plurals; leaves out untranslated ones', () => {
    expect(parsePo(PO).map((entry) => entry.id)).toEqual(['', 'Zebra', 'Quote "a" and\nline', 'Save', '%d item']);
  });

  it('writes an MO file with the originals sorted, context and plurals as gettext joins them', () => {
    const entries = readMo(poToMo(PO));
    expect([...entries.keys()]).toEqual(['', '%d item\0%d items', 'Quote "a" and\nline', 'Zebra', 'button\u0004Save']);
    expect(entries.get('%d item\0%d items')).toBe('%d Artikel\0%d Artikel (viele)');
    expect(entries.get('Quote "a" and\nline')).toBe('Zitat „a“ und\nZeile');
    expect(entries.get('')).toBe('Language: de_DE\n');
  });

  it('names the line it cannot read', () => {
    expect(() => parsePo('msgid "a"\nmsgstr b\n')).toThrow(/PO line 2/);
  });
});

describe('the plugin folder laid after the build', () => {
  let base: string;
  const write = (file: string, text = '') => {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), text);
  };
  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), 'sf-wp-'));
    for (const file of ['schaufenster.php', 'uninstall.php', 'README.md', 'includes/class-a.php', 'phpunit.xml.dist', 'tests/ATest.php']) write(`wordpress/${file}`, '<?php');
    write('wordpress/languages/schaufenster-de_DE.po', PO);
    for (const file of ['loader.js', 'manifest.json', 'schaufenster.css', 'chunks/runtime-1.js', 'schaufenster.iife.js', 'password-strength-scorer.js', 'consent-blocker.js'])
      write(`dist/preact/${file}`);
    for (const file of ['loader.js', 'manifest.json', 'chunks/runtime-2.js', 'schaufenster.iife.js']) write(`dist/react/${file}`);
    write('dist/.stamps/preact', 'hash');
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('holds our PHP, the compiled texts and the builds, not the tests or the stamps', () => {
    const target = layPlugin({ base });
    const has = (file: string) => existsSync(path.join(target, file));
    for (const file of [
      'schaufenster.php',
      'uninstall.php',
      'README.md',
      'includes/class-a.php',
      'languages/schaufenster-de_DE.po',
      'languages/schaufenster-de_DE.mo',
      'build/preact/loader.js',
      'build/preact/chunks/runtime-1.js',
      'build/preact/consent-blocker.js',
      'build/preact/schaufenster.iife.js',
      'build/react/loader.js',
      'build/react/chunks/runtime-2.js',
    ]) {
      expect(has(file), file).toBe(true);
    }
    for (const file of ['phpunit.xml.dist', 'tests', 'build/react/schaufenster.iife.js', 'build/.stamps']) expect(has(file), file).toBe(false);
    expect(readMo(readFileSync(path.join(target, 'languages/schaufenster-de_DE.mo'))).get('Zebra')).toBe('Zebra (de)');
  });

  it('is laid again from scratch, and without the React build where there is none', () => {
    layPlugin({ base });
    write('dist/wordpress/schaufenster/stale.php');
    rmSync(path.join(base, 'dist/react'), { recursive: true });
    const target = layPlugin({ base });
    expect(existsSync(path.join(target, 'stale.php'))).toBe(false);
    expect(existsSync(path.join(target, 'build/react'))).toBe(false);
  });

  it('names the missing build files instead of laying half a plugin', () => {
    rmSync(path.join(base, 'dist/preact/consent-blocker.js'));
    expect(() => layPlugin({ base })).toThrow(/preact\/consent-blocker\.js/);
  });

  it('compiles a catalogue from the command line (the PHP tests call it so)', () => {
    const mo = path.join(base, 'out.mo');
    execFileSync(process.execPath, [path.resolve('scripts/wordpress-plugin.mjs'), '--mo', path.join(base, 'wordpress/languages/schaufenster-de_DE.po'), mo]);
    expect(readMo(readFileSync(mo)).get('button\u0004Save')).toBe('Speichern');
  });
});
