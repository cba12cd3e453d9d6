/** Generated product images (SVG): a coloured card with initials and name. No external hosts. */
import { getCategory, getProductBySlug, productImages, type Product } from './catalogue.ts';
import { escapeHtml } from '../shared/html.ts';

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

export const IMAGE_SIZES = [100, 300, 600, 1200] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** URL of gallery image `index` (1-based) of a product in a size ('full' = the un-suffixed file). */
export function imageFileUrl(slug: string, index = 1, size?: ImageSize): string {
  return `/images/${slug}${index > 1 ? `-${index}` : ''}${size ? `-${size}x${size}` : ''}.svg`;
}

/** Each view has its own gradient direction and label, so the images are distinguishable. */
const ANGLES = [
  { x1: 0, y1: 0, x2: 1, y2: 1 },
  { x1: 1, y1: 0, x2: 0, y2: 1 },
  { x1: 0, y1: 1, x2: 1, y2: 0 },
  { x1: 1, y1: 1, x2: 0, y2: 0 },
];

export function productSvg(product: Product, size: number, index = 1, total = 1): string {
  const colour = getCategory(product.categorySlug)?.colour ?? '#334155';
  const lines = wrap(product.name, 20);
  const nameText = lines.map((line, i) => `<tspan x="300" dy="${i === 0 ? 0 : 40}">${escapeHtml(line)}</tspan>`).join('');
  const angle = ANGLES[(index - 1) % ANGLES.length]!;
  const label = total > 1 ? `Ansicht ${index} von ${total}` : `Schaufenster · ${product.sku}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600" role="img" aria-label="${escapeHtml(product.name)}${total > 1 ? ` – ${label}` : ''}">
<defs><linearGradient id="g" x1="${angle.x1}" y1="${angle.y1}" x2="${angle.x2}" y2="${angle.y2}"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0b1220"/></linearGradient></defs>
<rect width="600" height="600" rx="24" fill="url(#g)"/>
<circle cx="${200 + ((index - 1) % 3) * 100}" cy="230" r="120" fill="#ffffff" fill-opacity="0.12"/>
<text x="300" y="268" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="110" font-weight="700" fill="#ffffff">${escapeHtml(initials(product.name))}</text>
<text x="300" y="430" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="34" font-weight="600" fill="#ffffff">${nameText}</text>
<text x="300" y="565" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" fill="#ffffff" fill-opacity="0.75">${escapeHtml(label)}</text>
</svg>`;
}

/**
 * Parses "<slug>[-<n>][-<size>x<size>].svg" (size 100, 300, 600 or 1200; no size = 600).
 * Returns the candidates to try: the whole base as a slug first (slugs may end in digits).
 */
export function parseImageName(file: string): { slug: string; index: number; size: number }[] {
  const match = /^([a-z0-9-]+?)(?:-(100|300|600|1200)x\2)?\.svg$/.exec(file);
  if (!match) return [];
  const base = match[1]!;
  const size = match[2] ? Number(match[2]) : 600;
  const out = [{ slug: base, index: 1, size }];
  const indexed = /^(.+)-([2-9])$/.exec(base);
  if (indexed) out.push({ slug: indexed[1]!, index: Number(indexed[2]), size });
  return out;
}

/** The product image a file name stands for: its product, which of its images (1-based) of how many, and the size. */
export function findImage(file: string): { product: Product; index: number; size: number; total: number } | undefined {
  for (const candidate of parseImageName(file)) {
    const product = getProductBySlug(candidate.slug);
    const total = product ? productImages(product).length : 0;
    if (product && candidate.index <= total) return { product, index: candidate.index, size: candidate.size, total };
  }
  return undefined;
}
