/**
 * Seeded, deterministic demo catalogue (German car-tuning shop).
 * Extend the interfaces rather than replacing them: later issues add legal fields, galleries and
 * reviews as optional properties.
 */

export type StockStatus = 'instock' | 'outofstock';
export type ProductType = 'simple' | 'variable';

export interface Category {
  slug: string;
  name: string;
  description: string;
  /** Colour used for generated images. */
  colour: string;
}

export interface QuantityRule {
  min: number;
  max?: number;
  step: number;
}

/** Unit price basis: the product contains `content` `unit`; price shown per `base` `unit`. */
export interface UnitInfo {
  content: number;
  unit: string;
  base: number;
}

export interface AttributeOption {
  slug: string;
  name: string;
}

export interface ProductAttribute {
  /** Taxonomy name, e.g. pa_inhalt (form field is attribute_pa_inhalt). */
  name: string;
  label: string;
  options: AttributeOption[];
}

export interface Variation {
  id: number;
  /** attribute_<name> → option slug */
  attributes: Record<string, string>;
  price: number;
  regularPrice?: number;
  stock: StockStatus;
  sku: string;
  unit?: UnitInfo;
}

export interface Product {
  id: number;
  slug: string;
  name: string;
  sku: string;
  /** Current (possibly sale) gross price in EUR incl. 19 % VAT. For variable products the lowest. */
  price: number;
  /** Regular price when on sale. */
  regularPrice?: number;
  categorySlug: string;
  type: ProductType;
  shortDescription: string;
  description: string;
  stock: StockStatus;
  soldIndividually: boolean;
  quantity: QuantityRule;
  unit?: UnitInfo;
  attributes?: ProductAttribute[];
  variations?: Variation[];
  /** Units sold, for "Nach Beliebtheit sortiert". */
  sales: number;
  /** Publication date (ISO), for "Nach Neuheit sortieren". */
  date: string;
  /** Menu order for "Standardsortierung". */
  menuOrder: number;
  /** Delivery time text shown on product pages. */
  deliveryTime: string;
  weightKg?: number;
}

export const categories: Category[] = [
  { slug: 'universal', name: 'UNIVERSAL', description: 'Universell passende Tuning-Teile für fast jedes Fahrzeug.', colour: '#1d3b5c' },
  { slug: 'beleuchtung', name: 'Beleuchtung', description: 'LED, Xenon und Ambientelicht – mit Prüfzeichen.', colour: '#8a4b08' },
  { slug: 'pflege', name: 'Pflege', description: 'Reiniger, Wachse und Zubehör für die Fahrzeugpflege.', colour: '#0f5f59' },
  { slug: 'innenraum', name: 'Innenraum', description: 'Lenkräder, Schaltknäufe, Matten und Bezüge.', colour: '#5b2a9e' },
];

interface Seed {
  id: number;
  name: string;
  sku: string;
  price: number;
  regularPrice?: number;
  cat: string;
  short: string;
  stock?: StockStatus;
  soldIndividually?: boolean;
  quantity?: QuantityRule;
  unit?: UnitInfo;
  sales: number;
  weightKg?: number;
}

const seeds: Seed[] = [
  { id: 101, name: 'Universal Frontspoiler', sku: 'UFS-01', price: 89.5, cat: 'universal', short: 'Flexible Frontspoilerlippe aus ABS, universell passend, inklusive Montagematerial.', sales: 240, weightKg: 2.4 },
  { id: 102, name: 'Seitenschweller-Set Carbon-Look', sku: 'SSC-02', price: 129, regularPrice: 149, cat: 'universal', short: 'Zweiteiliges Schweller-Set in Carbon-Optik, 2 × 190 cm.', sales: 95, weightKg: 3.1 },
  { id: 103, name: 'Heckdiffusor Universal', sku: 'HDU-03', price: 74.9, cat: 'universal', short: 'Sportlicher Heckdiffusor mit vier Finnen, mattschwarz.', sales: 120, weightKg: 1.8 },
  { id: 104, name: 'Dachspoiler Lippe', sku: 'DSL-04', price: 59, cat: 'universal', short: 'Dezente Abrisskante für Heckklappe oder Dachkante.', sales: 60, weightKg: 0.9 },
  { id: 105, name: 'Carbon-Folie Meterware', sku: 'CFM-05', price: 12.9, cat: 'universal', short: '3D-Carbon-Folie mit Luftkanälen, 152 cm breit, Verkauf pro Meter (in 0,5-m-Schritten).', sales: 310, quantity: { min: 1, max: 10, step: 0.5 }, unit: { content: 1, unit: 'm', base: 1 } },
  { id: 106, name: 'Tuning-Gutachten Einzelabnahme', sku: 'TGE-06', price: 149, cat: 'universal', short: 'Einzelabnahme nach § 21 StVZO durch unsere Partner-Prüfstelle.', soldIndividually: true, sales: 40 },
  { id: 107, name: 'Kotflügelverbreiterung Set', sku: 'KFV-07', price: 99, cat: 'universal', short: 'Vier Verbreiterungen je 5 cm, lackierbar.', stock: 'outofstock', sales: 75, weightKg: 2.2 },
  { id: 108, name: 'LED-Tagfahrlicht Set', sku: 'LTF-08', price: 49.9, cat: 'beleuchtung', short: 'Zwei LED-Leisten mit E-Prüfzeichen und Steuergerät.', sales: 280, weightKg: 0.6 },
  { id: 109, name: 'LED-Kennzeichenbeleuchtung', sku: 'LKB-09', price: 19.9, cat: 'beleuchtung', short: 'Fehlerfreie Canbus-Kennzeichenleuchten, 6000 K.', sales: 350, weightKg: 0.2 },
  { id: 110, name: 'Ambientebeleuchtung RGB', sku: 'ARG-10', price: 34.9, cat: 'beleuchtung', short: 'RGB-Lichtleisten für den Fußraum, per App steuerbar.', sales: 150, weightKg: 0.4 },
  { id: 111, name: 'Xenon-Brenner D1S Paar', sku: 'XDS-11', price: 79, regularPrice: 89, cat: 'beleuchtung', short: 'Zwei Xenon-Brenner D1S, 4300 K, mit Prüfzeichen.', sales: 110, weightKg: 0.3 },
  { id: 112, name: 'LED-Blinker dynamisch', sku: 'LBD-12', price: 44.9, cat: 'beleuchtung', short: 'Dynamische Lauflicht-Blinker, Paar, mit Lastwiderständen.', sales: 90, weightKg: 0.3 },
  { id: 113, name: 'Nebelscheinwerfer Klarglas', sku: 'NSK-13', price: 64.9, cat: 'beleuchtung', short: 'Klarglas-Nebelscheinwerfer, H11, universell, Paar.', sales: 45, weightKg: 1.2 },
  { id: 115, name: 'Hartwachs Premium 250 ml', sku: 'HWP-15', price: 24.9, cat: 'pflege', short: 'Carnauba-Hartwachs für tiefen Glanz und langen Schutz.', sales: 200, unit: { content: 250, unit: 'ml', base: 100 }, weightKg: 0.3 },
  { id: 116, name: 'Mikrofasertuch 3er-Set', sku: 'MFT-16', price: 9.9, cat: 'pflege', short: 'Drei kratzfreie Mikrofasertücher, 40 × 40 cm, 380 g/m².', sales: 420, weightKg: 0.2 },
  { id: 117, name: 'Innenraumreiniger 500 ml', sku: 'IRR-17', price: 11.9, cat: 'pflege', short: 'Für Kunststoff, Stoff und Leder – matt, ohne Rückstände.', sales: 180, unit: { content: 500, unit: 'ml', base: 1000 }, weightKg: 0.55 },
  { id: 118, name: 'Lackreiniger Politur 500 ml', sku: 'LRP-18', price: 19.9, cat: 'pflege', short: 'Entfernt leichte Kratzer und Hologramme, maschinen- und handtauglich.', sales: 130, unit: { content: 500, unit: 'ml', base: 1000 }, weightKg: 0.55 },
  { id: 119, name: 'Scheibenversiegelung 100 ml', sku: 'SVS-19', price: 14.9, cat: 'pflege', short: 'Abperleffekt für bis zu sechs Monate bessere Sicht.', sales: 85, unit: { content: 100, unit: 'ml', base: 100 }, weightKg: 0.15 },
  { id: 120, name: 'Sportlenkrad Wildleder', sku: 'SLW-20', price: 189, cat: 'innenraum', short: 'Sportlenkrad 350 mm mit Wildleder-Bezug und roter Naht.', sales: 55, weightKg: 1.6 },
  { id: 121, name: 'Schaltknauf Aluminium', sku: 'SKA-21', price: 29.9, cat: 'innenraum', short: 'Gefräster Schaltknauf aus Aluminium mit Adaptern.', sales: 160, weightKg: 0.3 },
  { id: 122, name: 'Fußmatten-Set Velours', sku: 'FMV-22', price: 39.9, cat: 'innenraum', short: 'Vierteiliges Velours-Set mit Trittschutz und Befestigung.', sales: 260, weightKg: 2 },
  { id: 123, name: 'Sitzbezüge Sport', sku: 'SBS-23', price: 119, regularPrice: 139, cat: 'innenraum', short: 'Sitzbezüge in Sportoptik, airbagtauglich, für zwei Vordersitze.', sales: 70, weightKg: 1.4 },
  { id: 124, name: 'Pedalauflagen Edelstahl', sku: 'PAE-24', price: 24.9, cat: 'innenraum', short: 'Rutschfeste Edelstahl-Pedalauflagen mit Gummi-Noppen.', sales: 190, weightKg: 0.4 },
];

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function isoDate(index: number): string {
  // Deterministic publication dates, one product per week counting back from 2025-06-02, in an
  // order that differs from the menu order (so "Nach Neuheit" visibly sorts).
  const base = Date.UTC(2025, 5, 2);
  const weeksBack = (index * 7 + 3) % 25;
  return new Date(base - weeksBack * 7 * 24 * 3600 * 1000).toISOString();
}

function describe(seed: Seed): string {
  return `${seed.short} Der Artikel wird von unserem Lager in Deutschland versendet. Alle Preise verstehen sich inklusive 19 % Mehrwertsteuer.`;
}

const felgenreiniger: Product = {
  id: 114,
  slug: 'felgenreiniger-konzentrat',
  name: 'Felgenreiniger Konzentrat',
  sku: 'FRK-14',
  price: 8.95,
  categorySlug: 'pflege',
  type: 'variable',
  shortDescription: 'Säurefreies Felgenreiniger-Konzentrat mit Farbumschlag, für alle Felgenarten.',
  description:
    'Säurefreies Felgenreiniger-Konzentrat mit Farbumschlag, für alle Felgenarten. 1:5 mit Wasser verdünnen, aufsprühen, einwirken lassen und gründlich abspülen. Alle Preise verstehen sich inklusive 19 % Mehrwertsteuer.',
  stock: 'instock',
  soldIndividually: false,
  quantity: { min: 1, step: 1 },
  attributes: [
    {
      name: 'pa_inhalt',
      label: 'Inhalt',
      options: [
        { slug: '500-ml', name: '500 ml' },
        { slug: '1-l', name: '1 l' },
        { slug: '5-l', name: '5 l' },
      ],
    },
  ],
  variations: [
    { id: 1141, attributes: { attribute_pa_inhalt: '500-ml' }, price: 8.95, stock: 'instock', sku: 'FRK-14-05', unit: { content: 0.5, unit: 'l', base: 1 } },
    { id: 1142, attributes: { attribute_pa_inhalt: '1-l' }, price: 14.9, stock: 'instock', sku: 'FRK-14-1', unit: { content: 1, unit: 'l', base: 1 } },
    { id: 1143, attributes: { attribute_pa_inhalt: '5-l' }, price: 59.9, stock: 'outofstock', sku: 'FRK-14-5', unit: { content: 5, unit: 'l', base: 1 } },
  ],
  sales: 300,
  date: isoDate(13),
  menuOrder: 13,
  deliveryTime: '3–5 Werktage',
};

function fromSeed(seed: Seed, index: number): Product {
  return {
    id: seed.id,
    slug: slugify(seed.name),
    name: seed.name,
    sku: seed.sku,
    price: seed.price,
    regularPrice: seed.regularPrice,
    categorySlug: seed.cat,
    type: 'simple',
    shortDescription: seed.short,
    description: describe(seed),
    stock: seed.stock ?? 'instock',
    soldIndividually: seed.soldIndividually ?? false,
    quantity: seed.quantity ?? { min: 1, step: 1 },
    unit: seed.unit,
    sales: seed.sales,
    date: isoDate(index),
    menuOrder: index,
    deliveryTime: '3–5 Werktage',
    weightKg: seed.weightKg,
  };
}

export const products: Product[] = [...seeds.map((seed) => fromSeed(seed, seed.id - 101)), felgenreiniger].sort(
  (a, b) => a.menuOrder - b.menuOrder,
);

const byId = new Map(products.map((p) => [p.id, p]));
const bySlug = new Map(products.map((p) => [p.slug, p]));
const variationIndex = new Map<number, { product: Product; variation: Variation }>();
for (const product of products) {
  for (const variation of product.variations ?? []) variationIndex.set(variation.id, { product, variation });
}

export function getProduct(id: number): Product | undefined {
  return byId.get(id);
}

export function getProductBySlug(slug: string): Product | undefined {
  return bySlug.get(slug);
}

/** Resolves a variation id to its parent product and the variation. */
export function getVariation(id: number): { product: Product; variation: Variation } | undefined {
  return variationIndex.get(id);
}

export function getCategory(slug: string): Category | undefined {
  return categories.find((c) => c.slug === slug);
}

export function productsInCategory(slug: string): Product[] {
  return products.filter((p) => p.categorySlug === slug);
}

/** Lowest and highest price of a product (variations for variable products). */
export function priceRange(product: Product): { min: number; max: number } {
  if (product.type === 'variable' && product.variations?.length) {
    const prices = product.variations.map((v) => v.price);
    return { min: Math.min(...prices), max: Math.max(...prices) };
  }
  return { min: product.price, max: product.price };
}

/** Finds the variation whose attributes all match the chosen values (empty attribute = any). */
export function findMatchingVariation(product: Product, chosen: Record<string, string>): Variation | undefined {
  return product.variations?.find((variation) =>
    Object.entries(variation.attributes).every(([name, value]) => {
      const picked = chosen[name];
      return typeof picked === 'string' && picked !== '' && (value === '' || value === picked);
    }),
  );
}

/** Human label of an attribute value, e.g. attribute_pa_inhalt/500-ml → { label: 'Inhalt', value: '500 ml' }. */
export function attributeLabel(product: Product, attributeName: string, slug: string): { label: string; value: string } {
  const taxonomy = attributeName.replace(/^attribute_/, '');
  const attribute = product.attributes?.find((a) => a.name === taxonomy);
  const option = attribute?.options.find((o) => o.slug === slug);
  return { label: attribute?.label ?? taxonomy, value: option?.name ?? slug };
}

export type OrderBy = 'menu_order' | 'popularity' | 'date' | 'price' | 'price-desc';
export const orderByOptions: { value: OrderBy; label: string }[] = [
  { value: 'menu_order', label: 'Standardsortierung' },
  { value: 'popularity', label: 'Nach Beliebtheit sortiert' },
  { value: 'date', label: 'Nach Neuheit sortieren' },
  { value: 'price', label: 'Nach Preis sortiert: niedrig nach hoch' },
  { value: 'price-desc', label: 'Nach Preis sortiert: hoch nach niedrig' },
];

export function parseOrderBy(value: unknown): OrderBy {
  return orderByOptions.some((o) => o.value === value) ? (value as OrderBy) : 'menu_order';
}

export function sortProducts(list: readonly Product[], orderBy: OrderBy): Product[] {
  const copy = [...list];
  const byMenu = (a: Product, b: Product) => a.menuOrder - b.menuOrder;
  switch (orderBy) {
    case 'popularity':
      return copy.sort((a, b) => b.sales - a.sales || byMenu(a, b));
    case 'date':
      return copy.sort((a, b) => b.date.localeCompare(a.date) || byMenu(a, b));
    case 'price':
      return copy.sort((a, b) => priceRange(a).min - priceRange(b).min || byMenu(a, b));
    case 'price-desc':
      return copy.sort((a, b) => priceRange(b).max - priceRange(a).max || byMenu(a, b));
    default:
      return copy.sort(byMenu);
  }
}
