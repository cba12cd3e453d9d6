/**
 * What a widget's Docs page in Storybook is made of (.storybook/widget-docs.tsx renders it):
 * which widgets a stories file documents, and its README's sections read as the little Markdown
 * the READMEs use. Pure, so the unit tests read the same rules the page does.
 */

/** The widgets a stories file documents: every `sf-*` tag its title names ('Widgets/sf-mini-cart'). */
export function documentedTags(title: string): string[] {
  return [...new Set(title.match(/\bsf-[a-z]+(?:-[a-z]+)*/g) ?? [])];
}

/** The text under a README's `## <heading>` (a heading that starts so), up to the next `## `. */
export function readmeSection(markdown: string, heading: string): string {
  const lines = markdown.replace(/\r/g, '').split('\n');
  const start = lines.findIndex((line) => line.startsWith(`## ${heading}`));
  if (start < 0) return '';
  const end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join('\n')
    .trim();
}

export type Block =
  { kind: 'code'; lang: string; text: string } | { kind: 'heading'; text: string } | { kind: 'list'; items: string[] } | { kind: 'table'; rows: string[][] } | { kind: 'paragraph'; text: string };

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/**
 * The blocks of the Markdown the READMEs write: fenced code, `###` headings, `-` lists (an
 * indented line continues its item), pipe tables and paragraphs.
 */
export function markdownBlocks(markdown: string): Block[] {
  const lines = markdown.replace(/\r/g, '').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const fence = line.match(/^```(\w*)/);
    if (fence) {
      const end = lines.findIndex((next, index) => index > i && next.startsWith('```'));
      const stop = end < 0 ? lines.length : end;
      blocks.push({ kind: 'code', lang: fence[1] ?? '', text: lines.slice(i + 1, stop).join('\n') });
      i = stop + 1;
    } else if (/^#{3,} /.test(line)) {
      blocks.push({ kind: 'heading', text: line.replace(/^#+ /, '') });
      i++;
    } else if (/^- /.test(line)) {
      const items: string[] = [];
      while (i < lines.length && (/^- /.test(lines[i]!) || (/^\s+\S/.test(lines[i]!) && items.length))) {
        if (/^- /.test(lines[i]!)) items.push(lines[i]!.slice(2).trim());
        else items[items.length - 1] += ` ${lines[i]!.trim()}`;
        i++;
      }
      blocks.push({ kind: 'list', items });
    } else if (/^\|/.test(line)) {
      const rows: string[][] = [];
      while (i < lines.length && /^\|/.test(lines[i]!)) {
        if (!/^\|[\s|:-]+\|?\s*$/.test(lines[i]!)) rows.push(cells(lines[i]!));
        i++;
      }
      blocks.push({ kind: 'table', rows });
    } else if (line.trim()) {
      const text: string[] = [];
      while (i < lines.length && lines[i]!.trim() && !/^(```|#{3,} |- |\|)/.test(lines[i]!)) text.push(lines[i++]!.trim());
      blocks.push({ kind: 'paragraph', text: text.join(' ') });
    } else i++;
  }
  return blocks;
}

export type Inline = { kind: 'text' | 'code' | 'strong'; text: string };

/** A line's `code` and **strong** parts; a link keeps its text (its target is a repository path). */
export function inlineParts(text: string): Inline[] {
  const parts: Inline[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\([^)]*\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    if (match[1] !== undefined) parts.push({ kind: 'code', text: match[1] });
    else if (match[2] !== undefined) parts.push({ kind: 'strong', text: match[2] });
    else parts.push(...inlineParts(match[3]!));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
