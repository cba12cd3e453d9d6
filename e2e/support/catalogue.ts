import { getProduct } from '../../demo-server/product/catalogue';

/** The product page path of a catalogue product (`/product/<slug>/`). */
export function productPath(id: number): string {
  const product = getProduct(id);
  if (!product) throw new Error(`No product ${id} in the demo catalogue`);
  return `/product/${product.slug}/`;
}

export function productName(id: number): string {
  const product = getProduct(id);
  if (!product) throw new Error(`No product ${id} in the demo catalogue`);
  return product.name;
}

/** Catalogue ids with a special case (demo-server/README.md, "Catalogue"). */
export const PRODUCTS = {
  frontSpoiler: 101, // simple, 89,50 €
  sideSkirts: 102, // on sale
  carbonFoil: 105, // decimal quantity, step 0,5
  inspection: 106, // sold individually
  outOfStock: 107,
  daytimeLights: 108, // simple, 49,90 €
  rimCleaner: 114, // variable: 1141 500 ml, 1142 1 l, 1143 5 l (out of stock)
  touchUpPen: 118, // variable with 32 variations: no inline data, looked up on the server
} as const;
