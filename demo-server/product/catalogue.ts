/**
 * Seeded, deterministic demo catalogue (German car-tuning shop).
 * Extend the interfaces rather than replacing them: later issues add legal fields, galleries and
 * reviews as optional properties.
 */

export type StockStatus = 'instock' | 'outofstock';
/** 'booking': a service booked for a day (WooCommerce Bookings), its date in wc_bookings_field_start_date. */
export type ProductType = 'simple' | 'variable' | 'booking';

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

/** A row of a nutrition table (Germanized nutrients). */
export interface NutrientRow {
  name: string;
  value: string;
  /** Sub-row ("davon …"). */
  sub?: boolean;
}

/** A downloadable product safety document, served as /downloads/<slug>.pdf. */
export interface SafetyAttachment {
  slug: string;
  title: string;
}

/**
 * Legal and compliance data (Germanized, spec §3). Plain text; the server builds the HTML.
 * Headings default to the Germanized wording when the field is set.
 */
export interface LegalInfo {
  defectDescription?: string;
  manufacturer?: string[];
  manufacturerHeading?: string;
  safetyAttachments?: SafetyAttachment[];
  safetyAttachmentsHeading?: string;
  safetyInstructions?: string[];
  safetyInstructionsHeading?: string;
  powerSupply?: string;
  deposit?: { amount: number; packagingType: string };
  foodDescription?: string;
  nutriScore?: 'A' | 'B' | 'C' | 'D' | 'E';
  foodDistributor?: string;
  foodPlaceOfOrigin?: string;
  netFillingQuantity?: string;
  drainedWeight?: string;
  includesAlcohol?: boolean;
  alcoholContent?: string;
  nutrients?: { basis: string; rows: NutrientRow[] };
  nutrientsHeading?: string;
  /** Ingredients; words in *stars* are allergens (printed bold). */
  ingredients?: string;
  ingredientsHeading?: string;
  allergenic?: string[];
  allergenicHeading?: string;
}

/** A gallery image (the file is generated: /images/<slug>[-n]-<size>.svg). */
export interface ProductImage {
  alt: string;
  title: string;
  caption: string;
}

export interface Review {
  id: number;
  productId: number;
  author: string;
  /** ISO date */
  date: string;
  rating: number;
  text: string;
  verified?: boolean;
  /** The photo the reviewer uploaded through the REST media route (its address). */
  photo?: string;
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
  /** false: shown but cannot be bought (WooCommerce is_purchasable). Default true. */
  purchasable?: boolean;
  /** Overrides the product's delivery time. */
  deliveryTime?: string;
  weightKg?: number;
  /** Overrides (field by field) the product's legal info. */
  legal?: LegalInfo;
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
  /** VAT rate in percent (19 default, 7 for food). */
  taxRate?: 7 | 19;
  legal?: LegalInfo;
  /** Gallery images (default: one image). The first is the main image. */
  images?: ProductImage[];
  /** Germanized "total price" display: p.price shows price × quantity. */
  totalPriceDisplay?: boolean;
  /** Seeded reviews (visitors' reviews are kept per session). */
  reviews?: Review[];
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
  taxRate?: 7 | 19;
  legal?: LegalInfo;
  images?: ProductImage[];
  totalPriceDisplay?: boolean;
  reviews?: Omit<Review, 'productId'>[];
  deliveryTime?: string;
  description?: string;
}

const seeds: Seed[] = [
  {
    id: 101,
    name: 'Universal Frontspoiler',
    sku: 'UFS-01',
    price: 89.5,
    cat: 'universal',
    short: 'Flexible Frontspoilerlippe aus ABS, universell passend, inklusive Montagematerial.',
    sales: 240,
    weightKg: 2.4,
    images: [
      { alt: 'Universal Frontspoiler, Ansicht von vorn', title: 'Universal Frontspoiler', caption: 'Frontansicht: die Lippe am Stoßfänger' },
      { alt: 'Universal Frontspoiler, Seitenansicht', title: 'Universal Frontspoiler – Seite', caption: 'Seitenansicht: 45 mm Überstand' },
      { alt: 'Universal Frontspoiler, Detail der Montagepunkte', title: 'Universal Frontspoiler – Montage', caption: 'Detail: vorgebohrte Montagepunkte' },
      { alt: 'Universal Frontspoiler, Lieferumfang mit Schrauben und Klebeband', title: 'Universal Frontspoiler – Lieferumfang', caption: 'Lieferumfang mit Montagematerial' },
    ],
    legal: {
      manufacturer: ['Schaufenster Tuning GmbH', 'Werkstraße 12', '70565 Stuttgart', 'Deutschland', 'produktsicherheit@schaufenster.example'],
      safetyInstructions: ['Nur an trockenen, fettfreien Flächen montieren.', 'Nach 50 km alle Schrauben auf festen Sitz prüfen.'],
      safetyAttachments: [{ slug: 'ufs-01-montageanleitung', title: 'Montageanleitung Universal Frontspoiler' }],
    },
    reviews: [
      { id: 11, author: 'Jonas K.', date: '2025-03-14T09:12:00Z', rating: 5, text: 'Passt perfekt an meinen Golf, Montage in einer Stunde erledigt.', verified: true },
      { id: 12, author: 'Melanie S.', date: '2025-04-02T17:40:00Z', rating: 4, text: 'Gute Qualität, das doppelseitige Klebeband könnte stärker sein.', verified: true },
      { id: 13, author: 'Ahmet Y.', date: '2025-05-20T12:05:00Z', rating: 4, text: 'Sieht super aus. Die Anleitung ist etwas knapp, aber mit den Bildern klappt es.' },
    ],
  },
  {
    id: 102,
    name: 'Seitenschweller-Set Carbon-Look',
    sku: 'SSC-02',
    price: 129,
    regularPrice: 149,
    cat: 'universal',
    short: 'Zweiteiliges Schweller-Set in Carbon-Optik, 2 × 190 cm.',
    sales: 95,
    weightKg: 3.1,
  },
  { id: 103, name: 'Heckdiffusor Universal', sku: 'HDU-03', price: 74.9, cat: 'universal', short: 'Sportlicher Heckdiffusor mit vier Finnen, mattschwarz.', sales: 120, weightKg: 1.8 },
  {
    id: 104,
    name: 'Kühlmittel-Konzentrat 1 l',
    sku: 'KMK-04',
    price: 9.4,
    cat: 'universal',
    short: 'Silikatfreies Kühlerschutz-Konzentrat (G12++), universell für Aluminium-Motoren, Frostschutz bis −38 °C bei 1:1.',
    sales: 60,
    weightKg: 1.1,
    unit: { content: 1, unit: 'l', base: 1 },
    legal: {
      deposit: { amount: 0.25, packagingType: 'Einweg' },
      manufacturer: ['Kühltechnik Nord GmbH', 'Hafenstraße 3', '20457 Hamburg', 'Deutschland'],
      safetyInstructions: ['Gesundheitsschädlich bei Verschlucken.', 'Darf nicht in die Hände von Kindern gelangen.'],
      safetyAttachments: [{ slug: 'kmk-04-sicherheitsdatenblatt', title: 'Sicherheitsdatenblatt Kühlmittel-Konzentrat' }],
    },
  },
  {
    id: 105,
    name: 'Carbon-Folie Meterware',
    sku: 'CFM-05',
    price: 12.9,
    cat: 'universal',
    short: '3D-Carbon-Folie mit Luftkanälen, 152 cm breit, Verkauf pro Meter (in 0,5-m-Schritten).',
    sales: 310,
    quantity: { min: 1, max: 10, step: 0.5 },
    unit: { content: 1, unit: 'm', base: 1 },
  },
  {
    id: 106,
    name: 'Tuning-Gutachten Einzelabnahme',
    sku: 'TGE-06',
    price: 149,
    cat: 'universal',
    short: 'Einzelabnahme nach § 21 StVZO durch unsere Partner-Prüfstelle.',
    soldIndividually: true,
    sales: 40,
  },
  { id: 107, name: 'Kotflügelverbreiterung Set', sku: 'KFV-07', price: 99, cat: 'universal', short: 'Vier Verbreiterungen je 5 cm, lackierbar.', stock: 'outofstock', sales: 75, weightKg: 2.2 },
  {
    id: 108,
    name: 'LED-Tagfahrlicht Set',
    sku: 'LTF-08',
    price: 49.9,
    cat: 'beleuchtung',
    short: 'Zwei LED-Leisten mit E-Prüfzeichen und Steuergerät.',
    sales: 280,
    weightKg: 0.6,
    legal: {
      manufacturer: ['Lumotec Fahrzeuglicht GmbH', 'Lichtweg 7', '59555 Lippstadt', 'Deutschland', 'www.lumotec.example'],
      manufacturerHeading: 'Herstellerangaben',
      powerSupply: 'Betrieb am 12-V-Bordnetz (9–16 V), Leistungsaufnahme 2 × 6 W. Kein Netzteil im Lieferumfang.',
      safetyInstructions: [
        'Vor der Montage den Minuspol der Fahrzeugbatterie abklemmen.',
        'Einbau nur durch eine Fachwerkstatt, wenn du mit Kfz-Elektrik nicht vertraut bist.',
        'Nicht direkt in die eingeschalteten LEDs blicken.',
      ],
      safetyInstructionsHeading: 'Warn- und Sicherheitshinweise',
      safetyAttachments: [
        { slug: 'ltf-08-montageanleitung', title: 'Montageanleitung LED-Tagfahrlicht' },
        { slug: 'ltf-08-konformitaetserklaerung', title: 'EU-Konformitätserklärung' },
      ],
      safetyAttachmentsHeading: 'Dokumente zur Produktsicherheit',
    },
    reviews: [
      { id: 14, author: 'Sven B.', date: '2025-02-11T08:30:00Z', rating: 5, text: 'Sehr hell, sauber verarbeitet, Steuergerät schaltet zuverlässig.', verified: true },
      { id: 15, author: 'Carla M.', date: '2025-05-03T19:45:00Z', rating: 3, text: 'Licht ist gut, aber die Kabel sind für meinen Kombi zu kurz.' },
    ],
  },
  { id: 109, name: 'LED-Kennzeichenbeleuchtung', sku: 'LKB-09', price: 19.9, cat: 'beleuchtung', short: 'Fehlerfreie Canbus-Kennzeichenleuchten, 6000 K.', sales: 350, weightKg: 0.2 },
  {
    id: 110,
    name: 'Ambientebeleuchtung RGB',
    sku: 'ARG-10',
    price: 34.9,
    cat: 'beleuchtung',
    short: 'RGB-Lichtleisten für den Fußraum, per App steuerbar.',
    sales: 150,
    weightKg: 0.4,
    legal: {
      powerSupply: 'Stromversorgung über USB-C (5 V, mind. 2 A) oder Zigarettenanzünder-Adapter (12 V). Ein Netzteil ist nicht im Lieferumfang enthalten.',
      manufacturer: ['Lumotec Fahrzeuglicht GmbH', 'Lichtweg 7', '59555 Lippstadt', 'Deutschland'],
      safetyInstructions: ['Die App nicht während der Fahrt bedienen.'],
    },
  },
  { id: 111, name: 'Xenon-Brenner D1S Paar', sku: 'XDS-11', price: 79, regularPrice: 89, cat: 'beleuchtung', short: 'Zwei Xenon-Brenner D1S, 4300 K, mit Prüfzeichen.', sales: 110, weightKg: 0.3 },
  { id: 112, name: 'LED-Blinker dynamisch', sku: 'LBD-12', price: 44.9, cat: 'beleuchtung', short: 'Dynamische Lauflicht-Blinker, Paar, mit Lastwiderständen.', sales: 90, weightKg: 0.3 },
  { id: 113, name: 'Nebelscheinwerfer Klarglas', sku: 'NSK-13', price: 64.9, cat: 'beleuchtung', short: 'Klarglas-Nebelscheinwerfer, H11, universell, Paar.', sales: 45, weightKg: 1.2 },
  {
    id: 115,
    name: 'Hartwachs Premium 250 ml',
    sku: 'HWP-15',
    price: 24.9,
    cat: 'pflege',
    short: 'Carnauba-Hartwachs für tiefen Glanz und langen Schutz.',
    sales: 200,
    unit: { content: 250, unit: 'ml', base: 100 },
    weightKg: 0.3,
  },
  { id: 116, name: 'Mikrofasertuch 3er-Set', sku: 'MFT-16', price: 9.9, cat: 'pflege', short: 'Drei kratzfreie Mikrofasertücher, 40 × 40 cm, 380 g/m².', sales: 420, weightKg: 0.2 },
  {
    id: 117,
    name: 'Innenraumreiniger 500 ml',
    sku: 'IRR-17',
    price: 11.9,
    cat: 'pflege',
    short: 'Für Kunststoff, Stoff und Leder – matt, ohne Rückstände.',
    sales: 180,
    unit: { content: 500, unit: 'ml', base: 1000 },
    weightKg: 0.55,
  },
  {
    id: 119,
    name: 'Scheibenreiniger Winter 3 l',
    sku: 'SRW-19',
    price: 12.9,
    cat: 'pflege',
    short: 'Gebrauchsfertiger Winter-Scheibenreiniger, frostsicher bis −20 °C, mit Zitrusduft.',
    sales: 85,
    unit: { content: 3, unit: 'l', base: 1 },
    weightKg: 3.2,
    deliveryTime: '1–3 Werktage',
    legal: {
      includesAlcohol: true,
      alcoholContent: '28 % vol (Ethanol)',
      manufacturer: ['Klarsicht Chemie AG', 'Industriepark 21', '06766 Bitterfeld-Wolfen', 'Deutschland'],
      safetyInstructions: ['Flüssigkeit und Dampf entzündbar.', 'Von Hitze, heißen Oberflächen, Funken und offenen Flammen fernhalten.', 'Darf nicht in die Hände von Kindern gelangen.'],
      safetyAttachments: [{ slug: 'srw-19-sicherheitsdatenblatt', title: 'Sicherheitsdatenblatt Scheibenreiniger Winter' }],
    },
  },
  { id: 120, name: 'Sportlenkrad Wildleder', sku: 'SLW-20', price: 189, cat: 'innenraum', short: 'Sportlenkrad 350 mm mit Wildleder-Bezug und roter Naht.', sales: 55, weightKg: 1.6 },
  { id: 121, name: 'Schaltknauf Aluminium', sku: 'SKA-21', price: 29.9, cat: 'innenraum', short: 'Gefräster Schaltknauf aus Aluminium mit Adaptern.', sales: 160, weightKg: 0.3 },
  { id: 122, name: 'Fußmatten-Set Velours', sku: 'FMV-22', price: 39.9, cat: 'innenraum', short: 'Vierteiliges Velours-Set mit Trittschutz und Befestigung.', sales: 260, weightKg: 2 },
  {
    id: 123,
    name: 'Sitzbezüge Sport',
    sku: 'SBS-23',
    price: 119,
    regularPrice: 139,
    cat: 'innenraum',
    short: 'Sitzbezüge in Sportoptik, airbagtauglich, für zwei Vordersitze.',
    sales: 70,
    weightKg: 1.4,
    legal: { defectDescription: 'B-Ware: Rückläufer mit leichter Verfärbung an einer Ziernaht; Funktion und Airbagtauglichkeit sind nicht beeinträchtigt.' },
  },
  {
    id: 124,
    name: 'Boxenstopp-Würstchen im Glas',
    sku: 'BWG-24',
    price: 9.49,
    cat: 'innenraum',
    short: 'Sechs Wiener Würstchen im Glas – der Snack für lange Touren und Trackdays. Ungeöffnet ohne Kühlung haltbar.',
    sales: 190,
    weightKg: 0.7,
    taxRate: 7,
    unit: { content: 0.25, unit: 'kg', base: 1 },
    deliveryTime: '1–3 Werktage',
    legal: {
      foodDescription: 'Wiener Würstchen, gebrüht und geräuchert, in Aufgussflüssigkeit.',
      nutriScore: 'D',
      foodDistributor: 'Schaufenster Tuning GmbH, Werkstraße 12, 70565 Stuttgart',
      foodPlaceOfOrigin: 'Hergestellt in Deutschland',
      netFillingQuantity: '380 g',
      drainedWeight: '250 g',
      includesAlcohol: false,
      nutrients: {
        basis: 'je 100 g',
        rows: [
          { name: 'Brennwert', value: '1.130 kJ / 273 kcal' },
          { name: 'Fett', value: '24 g' },
          { name: 'davon gesättigte Fettsäuren', value: '9,1 g', sub: true },
          { name: 'Kohlenhydrate', value: '1,0 g' },
          { name: 'davon Zucker', value: '0,8 g', sub: true },
          { name: 'Eiweiß', value: '13 g' },
          { name: 'Salz', value: '2,1 g' },
        ],
      },
      ingredients:
        'Schweinefleisch (78 %), Wasser, Speck, Nitritpökelsalz (Speisesalz, Konservierungsstoff: Natriumnitrit), Gewürze, *Senfsaat*, *Sellerie*, Dextrose, Antioxidationsmittel: Natriumascorbat, Buchenholzrauch.',
      allergenic: ['Senf', 'Sellerie'],
      manufacturer: ['Fleischwaren Hofmann KG', 'Am Schlachthof 4', '97070 Würzburg', 'Deutschland'],
    },
  },
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
  if (seed.description) return seed.description;
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
    {
      id: 1141,
      attributes: { attribute_pa_inhalt: '500-ml' },
      price: 8.95,
      stock: 'instock',
      sku: 'FRK-14-05',
      unit: { content: 0.5, unit: 'l', base: 1 },
      deliveryTime: '1–2 Werktage',
      weightKg: 0.55,
    },
    { id: 1142, attributes: { attribute_pa_inhalt: '1-l' }, price: 14.9, stock: 'instock', sku: 'FRK-14-1', unit: { content: 1, unit: 'l', base: 1 }, weightKg: 1.1 },
    {
      id: 1143,
      attributes: { attribute_pa_inhalt: '5-l' },
      price: 59.9,
      stock: 'outofstock',
      sku: 'FRK-14-5',
      unit: { content: 5, unit: 'l', base: 1 },
      purchasable: false,
      deliveryTime: 'ca. 2 Wochen',
      weightKg: 5.4,
      legal: {
        safetyInstructions: ['Verursacht schwere Augenreizung.', 'Kanister nur stehend lagern und transportieren.'],
        safetyAttachments: [{ slug: 'frk-14-5-sicherheitsdatenblatt', title: 'Sicherheitsdatenblatt Werkstattkanister 5 l' }],
      },
    },
  ],
  sales: 300,
  date: isoDate(13),
  menuOrder: 13,
  deliveryTime: '3–5 Werktage',
  images: [
    { alt: 'Felgenreiniger Konzentrat, Flasche mit Sprühkopf', title: 'Felgenreiniger Konzentrat', caption: 'Flasche mit Sprühkopf' },
    { alt: 'Felgenreiniger Konzentrat, Farbumschlag auf der Felge', title: 'Felgenreiniger Konzentrat – Farbumschlag', caption: 'Der Farbumschlag zeigt, dass der Reiniger wirkt' },
  ],
  legal: {
    manufacturer: ['Glanzwerk Pflegeprodukte GmbH', 'Am Wasserturm 9', '42103 Wuppertal', 'Deutschland'],
    safetyInstructions: ['Verursacht schwere Augenreizung.'],
  },
  reviews: [
    { id: 16, productId: 114, author: 'Dirk W.', date: '2025-01-28T15:00:00Z', rating: 4, text: 'Reinigt gut, der Farbumschlag ist praktisch. Der Geruch ist gewöhnungsbedürftig.', verified: true },
  ],
};

/** Felgen-Lackstift: 8 colours × 4 sizes = 32 variations (more than 30: no inline variation data). */
const LACK_COLOURS = [
  { slug: 'schwarz-glaenzend', name: 'Schwarz glänzend', code: 'SG' },
  { slug: 'schwarz-matt', name: 'Schwarz matt', code: 'SM' },
  { slug: 'silber', name: 'Silber', code: 'SI' },
  { slug: 'anthrazit', name: 'Anthrazit', code: 'AN' },
  { slug: 'weiss', name: 'Weiß', code: 'WS' },
  { slug: 'gold', name: 'Gold', code: 'GO' },
  { slug: 'gunmetal', name: 'Gunmetal', code: 'GM' },
  { slug: 'bronze', name: 'Bronze', code: 'BR' },
];
const LACK_SIZES = [
  { slug: '12-ml', name: '12 ml', ml: 12, price: 9.9 },
  { slug: '30-ml', name: '30 ml', ml: 30, price: 14.9 },
  { slug: '50-ml', name: '50 ml', ml: 50, price: 19.9 },
  { slug: '100-ml', name: '100 ml', ml: 100, price: 29.9 },
];
const LACK_OUT_OF_STOCK = new Set(['gold/100-ml', 'bronze/100-ml', 'weiss/12-ml']);
const LACK_NOT_PURCHASABLE = new Set(['gunmetal/100-ml']);

const lackstift: Product = {
  id: 118,
  slug: 'felgen-lackstift',
  name: 'Felgen-Lackstift',
  sku: 'FLS-18',
  price: 9.9,
  categorySlug: 'pflege',
  type: 'variable',
  shortDescription: 'Lackstift mit Pinsel und Faserspitze für Steinschläge und Bordsteinkratzer an Alufelgen – in acht Felgenfarben.',
  description:
    'Lackstift mit Pinsel und Faserspitze für Steinschläge und Bordsteinkratzer an Alufelgen. Stelle reinigen, dünn auftragen, 30 Minuten trocknen lassen, bei Bedarf eine zweite Schicht auftragen. Alle Preise verstehen sich inklusive 19 % Mehrwertsteuer.',
  stock: 'instock',
  soldIndividually: false,
  quantity: { min: 1, max: 20, step: 1 },
  attributes: [
    { name: 'pa_farbe', label: 'Farbe', options: LACK_COLOURS.map(({ slug, name }) => ({ slug, name })) },
    { name: 'pa_inhalt', label: 'Inhalt', options: LACK_SIZES.map(({ slug, name }) => ({ slug, name })) },
  ],
  variations: LACK_COLOURS.flatMap((colour, c) =>
    LACK_SIZES.map((size, s): Variation => {
      const key = `${colour.slug}/${size.slug}`;
      return {
        id: 11801 + c * LACK_SIZES.length + s,
        attributes: { attribute_pa_farbe: colour.slug, attribute_pa_inhalt: size.slug },
        price: size.price,
        stock: LACK_OUT_OF_STOCK.has(key) ? 'outofstock' : 'instock',
        sku: `FLS-18-${colour.code}-${size.ml}`,
        unit: { content: size.ml, unit: 'ml', base: 100 },
        purchasable: !LACK_NOT_PURCHASABLE.has(key),
        deliveryTime: size.ml === 100 ? '5–7 Werktage' : '1–3 Werktage',
        weightKg: Math.round((0.02 + size.ml * 0.0012) * 1000) / 1000,
      };
    }),
  ),
  sales: 210,
  date: isoDate(17),
  menuOrder: 17,
  deliveryTime: '1–3 Werktage',
  weightKg: 0.05,
  legal: {
    manufacturer: ['Glanzwerk Pflegeprodukte GmbH', 'Am Wasserturm 9', '42103 Wuppertal', 'Deutschland'],
    safetyInstructions: ['Flüssigkeit und Dampf entzündbar.', 'Nur in gut belüfteten Bereichen verwenden.'],
    safetyAttachments: [{ slug: 'fls-18-sicherheitsdatenblatt', title: 'Sicherheitsdatenblatt Felgen-Lackstift' }],
  },
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
    deliveryTime: seed.deliveryTime ?? '3–5 Werktage',
    weightKg: seed.weightKg,
    taxRate: seed.taxRate,
    legal: seed.legal,
    images: seed.images,
    totalPriceDisplay: seed.totalPriceDisplay,
    reviews: seed.reviews?.map((r) => ({ ...r, productId: seed.id })),
  };
}

export const products: Product[] = [...seeds.map((seed) => fromSeed(seed, seed.id - 101)), felgenreiniger, lackstift].sort((a, b) => a.menuOrder - b.menuOrder);

/**
 * The demo's booking product (WooCommerce Bookings): an appointment for a day, chosen in the
 * product form's date field. Catalogue visibility 'hidden' as shops set it for services sold
 * by link: reached by its URL (linked from the wallet control page), in no listing, search or
 * count, so the catalogue of 24 goods stays as the other pages know it.
 */
export const BOOKING_PRODUCT_ID = 125;
export const bookingProduct: Product = {
  id: BOOKING_PRODUCT_ID,
  slug: 'scheinwerfer-einstellung-termin',
  name: 'Scheinwerfer-Einstellung (Termin)',
  sku: 'SET-25',
  price: 59,
  categorySlug: 'beleuchtung',
  type: 'booking',
  shortDescription: 'Scheinwerfer prüfen und einstellen lassen in unserer Werkstatt – Termin wählen, bezahlen, vorbeikommen (Dauer etwa 30 Minuten).',
  description:
    'Wir prüfen und stellen die Scheinwerfer deines Fahrzeugs nach den Vorgaben der StVZO ein, inklusive Kurzprotokoll. Wähle den Tag deines Termins; sonntags ist die Werkstatt geschlossen. Alle Preise verstehen sich inklusive 19 % Mehrwertsteuer.',
  stock: 'instock',
  soldIndividually: true,
  quantity: { min: 1, max: 1, step: 1 },
  sales: 0,
  date: '2025-06-02T00:00:00.000Z',
  menuOrder: 999,
  deliveryTime: 'Termin nach Wahl',
};

/** Products whose page offers 'Jetzt kaufen' (add, then straight to the checkout). */
const BUY_NOW_PRODUCT_IDS = new Set([101, 105, 114, 118]);
export const offersBuyNow = (product: Product) => BUY_NOW_PRODUCT_IDS.has(product.id);

const byId = new Map([...products, bookingProduct].map((p) => [p.id, p]));
const bySlug = new Map([...products, bookingProduct].map((p) => [p.slug, p]));
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

/** Gallery images of a product (at least one). */
export function productImages(product: Product): ProductImage[] {
  return product.images?.length ? product.images : [{ alt: product.name, title: product.name, caption: product.shortDescription }];
}

/** All safety documents of the catalogue by slug (for /downloads/<slug>.pdf). */
export function findAttachment(slug: string): { product: Product; attachment: SafetyAttachment } | undefined {
  for (const product of products) {
    const lists = [product.legal?.safetyAttachments, ...(product.variations ?? []).map((v) => v.legal?.safetyAttachments)];
    for (const list of lists) {
      const attachment = list?.find((a) => a.slug === slug);
      if (attachment) return { product, attachment };
    }
  }
  return undefined;
}

/** WooCommerce caps inline variation data at 30 (woocommerce_ajax_variation_threshold). */
export const AJAX_VARIATION_THRESHOLD = 30;

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
