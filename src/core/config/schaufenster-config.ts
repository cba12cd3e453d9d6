import type { BrandWords } from './page-globals';

/**
 * What a shop configures for Schaufenster in one page global, printed before the consent
 * blocker and the loader: `window.schaufensterConfig = { brand: { theme: 'mytheme' } }`. Every
 * reader uses this type; a domain that reads a part of its own adds that part here by
 * declaration merging (as domains add their events to PageEventMap), so the core names no
 * domain and types/schaufenster.d.ts gives integrators the whole of it.
 */
export interface SchaufensterConfig {
  /** Brand words in contract names (spec {wallet}, {platform}, {theme}, …); each defaults to the real plugin's. */
  brand?: Partial<BrandWords>;
}

/** The page as our readers see it: the global may be missing, and its content is the shop's. */
export interface SchaufensterConfigWindow {
  schaufensterConfig?: SchaufensterConfig;
}
