// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLASSIC_FILE, readWidgetFolders, REGISTRY_FILE, renderClassic, renderRegistry } from '../../scripts/generate-widget-registry';

const widgetsDir = path.resolve(path.dirname(REGISTRY_FILE), '../../widgets');

describe('widget registry', async () => {
  const widgets = await readWidgetFolders();

  it('lists every widget folder: each has a widget.ts', () => {
    const folders = readdirSync(widgetsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(widgets.map((w) => w.folder).sort()).toEqual(folders.sort());
  });

  it.each(widgets.map((w) => [w.folder, w.declaration.tag]))('widgets/%s/element.ts defines %s, the tag its widget.ts declares', (folder, tag) => {
    // The loader finds a widget's chunks by its folder name, the tag without sf-.
    expect(tag).toBe(`sf-${folder}`);
    const element = readFileSync(path.join(widgetsDir, folder, 'element.ts'), 'utf8');
    expect(element).toMatch(new RegExp(`defineWidget(<[^>]*>)?\\(\\s*'${tag}'`));
  });

  it('the loader registry and the classic entry are generated from them (npx tsx scripts/generate-widget-registry.ts)', () => {
    expect(readFileSync(REGISTRY_FILE, 'utf8')).toBe(renderRegistry(widgets));
    expect(readFileSync(CLASSIC_FILE, 'utf8')).toBe(renderClassic(widgets));
  });
});
