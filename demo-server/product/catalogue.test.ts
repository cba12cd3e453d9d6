/** The demo catalogue: 24 products with the special cases the widgets need. */
import { describe, expect, it } from 'vitest';
import { categories, getProduct, products, sortProducts } from './catalogue.ts';
import { LEGAL_FIELDS, legalValues } from './legal.ts';

const LACK = 118; // Felgen-Lackstift, 32 variations

describe('catalogue', () => {
  it('has at least 24 products in at least 3 categories with unique ids, slugs and skus', () => {
    expect(products.length).toBeGreaterThanOrEqual(24);
    expect(new Set(products.map((p) => p.categorySlug)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    expect(products.every((p) => categories.some((c) => c.slug === p.categorySlug))).toBe(true);
  });
  it('contains the spec example product and the special cases', () => {
    expect(getProduct(101)).toMatchObject({ name: 'Universal Frontspoiler', slug: 'universal-frontspoiler', price: 89.5, categorySlug: 'universal', type: 'simple', sku: 'UFS-01' });
    expect(getProduct(114)!.variations!.map((v) => v.stock)).toEqual(['instock', 'instock', 'outofstock']);
    expect(getProduct(106)!.soldIndividually).toBe(true);
    expect(getProduct(105)!.quantity).toEqual({ min: 1, max: 10, step: 0.5 });
    expect(products.some((p) => p.type === 'simple' && p.stock === 'outofstock')).toBe(true);
  });
  it('sorts by every order', () => {
    expect(sortProducts(products, 'price').map((p) => p.id)[0]).toBe(114);
    expect(sortProducts(products, 'menu_order')[0]!.id).toBe(101);
  });
});

describe('catalogue additions', () => {
  it('keeps 24 products and adds the legal special cases', () => {
    expect(products).toHaveLength(24);
    expect(getProduct(LACK)!.variations).toHaveLength(32);
    expect(new Set(getProduct(LACK)!.variations!.map((v) => JSON.stringify(v.attributes))).size).toBe(32);
    expect(getProduct(104)!.legal!.deposit).toEqual({ amount: 0.25, packagingType: 'Einweg' });
    expect(getProduct(124)!.legal!.nutrients!.rows.length).toBeGreaterThan(3);
    expect(getProduct(119)!.legal!.includesAlcohol).toBe(true);
    expect(getProduct(108)!.legal!.powerSupply).toBeTruthy();
    expect(getProduct(101)!.images).toHaveLength(4);
    expect(getProduct(114)!.variations!.find((v) => v.id === 1143)!.purchasable).toBe(false);
  });

  it('uses every legal field on at least one product or variation', () => {
    const unused = LEGAL_FIELDS.filter((field) => field !== 'includes_alcohol' && !products.some((p) => legalValues(p)[field] || (p.variations ?? []).some((v) => legalValues(p, v)[field])));
    expect(unused).toEqual([]);
    expect(products.some((p) => legalValues(p).includes_alcohol === 'yes')).toBe(true);
  });
});
