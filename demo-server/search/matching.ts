/**
 * How the demo shop finds products by name, the way a German shopper expects (README, "Live
 * search"): case does not matter ('led' finds 'LED'), an umlaut matches itself in either case
 * ('Ü' finds 'ü') and its spelled-out form ('kuehl' finds 'Kühl', 'Kühl' finds 'Kuehl'), as does
 * 'ß' and 'ss' ('Strasse' ↔ 'Straße'); typed without the dots it still matches ('kuhl' finds
 * 'Kühl'). Every word of the query must occur in the name, in any order.
 */
import { categories, getCategory, products, type Product } from '../product/catalogue.ts';

/** The two spellings a name and a query are compared in: umlauts written out, and without their dots. */
export interface Folded {
  spelled: string;
  plain: string;
}

/** German case and umlaut folding (NFC first: a 'u' with a combining diaeresis is an 'ü'). */
export function foldGerman(text: string): Folded {
  const lower = text.normalize('NFC').toLocaleLowerCase('de-DE').replace(/ẞ/g, 'ß');
  return {
    spelled: lower.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss'),
    plain: lower.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss'),
  };
}

const words = (text: string) => text.split(/[\s\u00a0]+/).filter(Boolean);

/** Whether every word of `query` occurs in `name`, in either spelling. */
export function nameMatches(name: string, query: string): boolean {
  const folded = foldGerman(name);
  const terms = words(query).map(foldGerman);
  return terms.length > 0 && terms.every((term) => folded.spelled.includes(term.spelled) || folded.plain.includes(term.plain));
}

/**
 * The products whose name matches, in the shop's menu order, those whose name begins with the
 * query first (what a shopper typing a name means). `category` '' is every category; an
 * unknown one holds nothing. A query without words finds every product.
 */
export function searchCatalogue(query: string, category = ''): Product[] {
  if (category && !getCategory(category)) return [];
  const inCategory = category ? products.filter((product) => product.categorySlug === category) : products;
  // No words: every product (WordPress lists everything for an empty search).
  const found = words(query).length ? inCategory.filter((product) => nameMatches(product.name, query)) : inCategory;
  const start = foldGerman(query.trim());
  const beginsWith = (product: Product) => {
    const name = foldGerman(product.name);
    return name.spelled.startsWith(start.spelled) || name.plain.startsWith(start.plain);
  };
  return [...found.filter(beginsWith), ...found.filter((product) => !beginsWith(product))];
}

/** The category select's options: 'Alle' and every category, by slug. */
export const categoryOptions = (): { slug: string; name: string }[] => [{ slug: '', name: 'Alle' }, ...categories.map(({ slug, name }) => ({ slug, name }))];
