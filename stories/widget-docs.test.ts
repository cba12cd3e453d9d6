/**
 * Every widget has a Storybook Docs page: a stories file whose title names its tag (the Docs
 * page shows the spec of each tag its title names), with autodocs on for the whole project and
 * not turned off in any file. Read from the sources, so it holds before any Storybook build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../scripts/repository-files';
import { documentedTags, inlineParts, markdownBlocks, readmeSection } from './widget-docs';

const storiesDir = path.join(root, 'stories');
const storyFiles = readdirSync(storiesDir).filter((file) => file.endsWith('.stories.tsx'));
const source = (file: string) => readFileSync(path.join(storiesDir, file), 'utf8');
/** The title of a stories file's default export (`const meta = { title: '…', …`). */
const titleOf = (file: string) => source(file).match(/^\s+title: '([^']+)',$/m)?.[1];

describe('Storybook Docs pages', () => {
  it('reads the tags a title names', () => {
    expect(documentedTags('Widgets/sf-mini-cart')).toEqual(['sf-mini-cart']);
    expect(documentedTags('Widgets/Theme content (sf-content-tabs, sf-animate, sf-content-tabs)')).toEqual(['sf-content-tabs', 'sf-animate']);
    expect(documentedTags('Widgets/Overview')).toEqual([]);
  });

  it('every widget folder has a stories file whose title names its tag', () => {
    const titles = storyFiles.map((file) => [file, titleOf(file)] as const);
    expect(
      titles.filter(([, title]) => !title).map(([file]) => file),
      'stories files without a title',
    ).toEqual([]);
    const documented = new Set(titles.flatMap(([, title]) => documentedTags(title!)));
    const widgets = readdirSync(path.join(root, 'widgets'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `sf-${entry.name}`);
    expect(
      widgets.filter((tag) => !documented.has(tag)),
      'widgets without a Docs page',
    ).toEqual([]);
  });

  it('autodocs is on for every stories file, rendered by the widget docs renderer', () => {
    const preview = readFileSync(path.join(root, '.storybook/preview.tsx'), 'utf8');
    expect(preview).toMatch(/^ {2}tags: \[[^\]]*'autodocs'/m);
    expect(preview).toContain("renderer: async () => (await import('./widget-docs')).widgetDocsRenderer");
    expect(readFileSync(path.join(root, '.storybook/main.ts'), 'utf8')).toMatch(/^ {2}docs: \{/m);
    expect(
      storyFiles.filter((file) => source(file).includes("'!autodocs'")),
      'files that turn their Docs page off',
    ).toEqual([]);
  });

  it('reads a README section and its Markdown: code, lists with continued items, tables, paragraphs', () => {
    const readme =
      '# sf-x\n\nWhat it is.\n\n## Markup\nWrapped:\n```html\n<sf-x>\n</sf-x>\n```\n\n## Attributes and configuration\n- `a`: one\n  continued.\n- **b**\n\n| event | detail |\n|---|---|\n| `sf:x` | `{ y }` |\n\n## Events\nNone.\n';
    expect(readmeSection(readme, 'Markup')).toBe('Wrapped:\n```html\n<sf-x>\n</sf-x>\n```');
    expect(readmeSection(readme, 'Nothing')).toBe('');
    expect(markdownBlocks(readmeSection(readme, 'Markup'))).toEqual([
      { kind: 'paragraph', text: 'Wrapped:' },
      { kind: 'code', lang: 'html', text: '<sf-x>\n</sf-x>' },
    ]);
    expect(markdownBlocks(readmeSection(readme, 'Attributes'))).toEqual([
      { kind: 'list', items: ['`a`: one continued.', '**b**'] },
      {
        kind: 'table',
        rows: [
          ['event', 'detail'],
          ['`sf:x`', '`{ y }`'],
        ],
      },
    ]);
    expect(inlineParts('See [`sf-popup`](widgets/popup/README.md), **only** `x`.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'code', text: 'sf-popup' },
      { kind: 'text', text: ', ' },
      { kind: 'strong', text: 'only' },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'x' },
      { kind: 'text', text: '.' },
    ]);
  });
});
