/**
 * The consent categories of spec §3 (Consent state): slug, German label, and the cookies the
 * shop's cookie audit lists for each. The slugs are the consent vendor's own (CookieYes uses
 * necessary, functional, analytics, performance, advertisement; its getCkyConsent() docs,
 * https://www.cookieyes.com/documentation/retrieving-consent-data-using-api-getckyconsent/).
 */
export const CATEGORY_SLUGS = ['necessary', 'functional', 'analytics', 'performance', 'advertisement'] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];
export type OptionalCategory = Exclude<CategorySlug, 'necessary'>;
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['functional', 'analytics', 'performance', 'advertisement'];

export type Categories = Record<CategorySlug, boolean>;

export const isCategorySlug = (value: unknown): value is CategorySlug => CATEGORY_SLUGS.includes(value as CategorySlug);

/** German labels (spec §3). The advertisement row names its services, not a word; we label it 'Marketing'. */
export const CATEGORY_LABELS: Record<CategorySlug, string> = {
  necessary: 'Technisch erforderlich',
  functional: 'Komfortfunktionen',
  analytics: 'Statistik, Tracking',
  performance: 'Endgeräteerkennung',
  advertisement: 'Marketing',
};

export const CATEGORY_DESCRIPTIONS: Record<CategorySlug, string> = {
  necessary: 'Warenkorb, Anmeldung, Sicherheit und das Speichern dieser Auswahl. Immer aktiv.',
  functional: 'Merkzettel, eingebettete Videos und der Foto-Feed.',
  analytics: 'Besucherstatistik und Partnerprogramm: wie der Shop genutzt wird.',
  performance: 'Erkennung des Endgeräts für die passende Darstellung.',
  advertisement: 'Werbe-Pixel, Analyse- und Tag-Manager-Dienste von Werbepartnern.',
};

/**
 * Cookies per category that a rejection deletes (spec §3 table). A name ending in `*` is a
 * prefix (analytics tools add a suffix per property). Shops add their own through configuration.
 */
export type CategoryCookies = Partial<Record<CategorySlug, readonly string[]>>;
export const CATEGORY_COOKIES: CategoryCookies = {
  functional: ['Merkzettel'],
  analytics: ['Partnerprogramm'],
  performance: ['Statistik'],
  advertisement: ['Werbung'],
};
