/** Generated product images (SVG): a coloured card with initials and name. No external hosts. */
import { getCategory, type Product } from './catalogue.ts';
import { escapeHtml } from './html.ts';

function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /^[A-Za-zÄÖÜäöü]/.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && (current + ' ' + word).length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines.slice(0, 3);
}

export function productSvg(product: Product, size: number): string {
  const colour = getCategory(product.categorySlug)?.colour ?? '#334155';
  const lines = wrap(product.name, 20);
  const nameText = lines
    .map((line, i) => `<tspan x="300" dy="${i === 0 ? 0 : 40}">${escapeHtml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600" role="img" aria-label="${escapeHtml(product.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0b1220"/></linearGradient></defs>
<rect width="600" height="600" rx="24" fill="url(#g)"/>
<circle cx="300" cy="230" r="120" fill="#ffffff" fill-opacity="0.12"/>
<text x="300" y="268" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="110" font-weight="700" fill="#ffffff">${escapeHtml(initials(product.name))}</text>
<text x="300" y="430" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="34" font-weight="600" fill="#ffffff">${nameText}</text>
<text x="300" y="565" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" fill="#ffffff" fill-opacity="0.75">Schaufenster · ${escapeHtml(product.sku)}</text>
</svg>`;
}

/** Parses "<slug>.svg", "<slug>-300x300.svg" or "<slug>-600x600.svg". */
export function parseImageName(file: string): { slug: string; size: number } | undefined {
  const match = /^([a-z0-9-]+?)(?:-(300|600)x\2)?\.svg$/.exec(file);
  if (!match) return undefined;
  return { slug: match[1]!, size: match[2] ? Number(match[2]) : 600 };
}
