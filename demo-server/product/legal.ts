/**
 * Germanized legal and compliance fields (spec §3 "Legal and compliance fields of a variation").
 * One function builds every field's HTML for a product or a variation; the same strings go into
 * the variation JSON and into the page elements marked data-sf-field="<field>", so a widget can
 * swap a value by setting innerHTML.
 */
import type { LegalInfo, Product, UnitInfo, Variation } from './catalogue.ts';
import { unitPriceCents } from '../cart/model.ts';
import { formatNumber, priceHtml, toCents } from '../shared/format.ts';
import { escapeHtml, html, join, type SafeHtml } from '../shared/html.ts';

export const LEGAL_FIELDS = [
  'delivery_time',
  'defect_description',
  'tax_info',
  'manufacturer',
  'manufacturer_heading',
  'product_safety_attachments',
  'product_safety_attachments_heading',
  'safety_instructions',
  'safety_instructions_heading',
  'power_supply',
  'deposit_amount',
  'deposit_packaging_type',
  'food_description',
  'nutri_score',
  'food_distributor',
  'food_place_of_origin',
  'net_filling_quantity',
  'drained_weight',
  'includes_alcohol',
  'alcohol_content',
  'nutrients',
  'nutrients_heading',
  'ingredients',
  'ingredients_heading',
  'allergenic',
  'allergenic_heading',
  'shipping_costs_info',
  'unit_price',
  'product_units',
] as const;
export type LegalField = (typeof LEGAL_FIELDS)[number];
export type LegalValues = Record<LegalField, string>;

export const SHIPPING_COSTS_INFO = 'zzgl. <a href="/versand/">Versandkosten</a>';

export function taxInfo(product: Product): string {
  return `inkl. ${product.taxRate ?? 19} % MwSt.`;
}

export function unitLabel(unit: UnitInfo): string {
  return `${formatNumber(unit.base)} ${unit.unit}`;
}

/** "17,90 € / 1 l" as HTML (amount markup + unit). */
export function unitPriceHtml(price: number, unit: UnitInfo): SafeHtml {
  return html`${priceHtml(unitPriceCents(toCents(price), unit))} / <span class="unit">${unitLabel(unit)}</span>`;
}

/** Unit price with a struck-through regular unit price (sale). */
export function unitPriceSaleHtml(price: number, salePrice: number | undefined, unit: UnitInfo): SafeHtml {
  if (salePrice === undefined || toCents(salePrice) >= toCents(price)) return unitPriceHtml(salePrice ?? price, unit);
  return html`<del aria-hidden="true">${priceHtml(unitPriceCents(toCents(price), unit))}</del> <ins>${priceHtml(unitPriceCents(toCents(salePrice), unit))}</ins> / <span class="unit">${unitLabel(unit)}</span>`;
}

/** Merged legal info: variation fields win over the product's. */
export function mergedLegal(product: Product, variation?: Variation): LegalInfo {
  return { ...(product.legal ?? {}), ...(variation?.legal ?? {}) };
}

function paragraphs(lines: readonly string[] | undefined): string {
  return lines?.length ? join(lines.map((l) => html`<p>${l}</p>`)).value : '';
}

/** Ingredients text: *word* marks an allergen (bold, as the LMIV requires). */
function ingredientsHtml(text: string): string {
  return text
    .split(/(\*[^*]+\*)/)
    .map((part) => (part.startsWith('*') && part.endsWith('*') && part.length > 2 ? `<strong>${escapeHtml(part.slice(1, -1))}</strong>` : escapeHtml(part)))
    .join('');
}

function nutrientsHtml(nutrients: NonNullable<LegalInfo['nutrients']>): string {
  return html`<table class="wc-gzd-nutrients shop_attributes"><caption>Nährwertangaben ${nutrients.basis}</caption><thead><tr><th scope="col">Nährwert</th><th scope="col">${nutrients.basis}</th></tr></thead><tbody>${nutrients.rows.map(
    (r) => html`<tr class="${r.sub ? 'wc-gzd-nutrient wc-gzd-nutrient-sub' : 'wc-gzd-nutrient'}"><th scope="row">${r.name}</th><td>${r.value}</td></tr>`,
  )}</tbody></table>`.value;
}

/** Every legal field's HTML ('' when not set). For a variable parent pass no variation. */
export function legalValues(product: Product, variation?: Variation): LegalValues {
  const legal = mergedLegal(product, variation);
  const unit = variation ? variation.unit : product.unit;
  const price = variation ? variation.price : product.price;
  let unitPrice = '';
  if (unit) unitPrice = unitPriceSaleHtml(variation?.regularPrice ?? product.regularPrice ?? price, price, unit).value;
  else if (!variation && product.type === 'variable') {
    const withUnits = (product.variations ?? []).filter((v) => v.unit);
    if (withUnits.length) {
      const cheapest = Math.min(...withUnits.map((v) => unitPriceCents(toCents(v.price), v.unit!)));
      unitPrice = html`ab ${priceHtml(cheapest)} / <span class="unit">${unitLabel(withUnits[0]!.unit!)}</span>`.value;
    }
  }
  const alcohol = legal.includesAlcohol === true;
  return {
    // What cannot be bought has no delivery time to promise (Germanized can hide it so).
    delivery_time: (variation?.stock ?? product.stock) === 'instock' ? escapeHtml(variation?.deliveryTime ?? product.deliveryTime) : '',
    defect_description: legal.defectDescription ? html`<p>${legal.defectDescription}</p>`.value : '',
    tax_info: escapeHtml(taxInfo(product)),
    manufacturer: legal.manufacturer?.length
      ? html`<p>${join(
          legal.manufacturer.map((l) => html`${l}`),
          '<br>',
        )}</p>`.value
      : '',
    manufacturer_heading: legal.manufacturer?.length ? escapeHtml(legal.manufacturerHeading ?? 'Hersteller') : '',
    product_safety_attachments: legal.safetyAttachments?.length
      ? html`<ul class="wc-gzd-product-safety-attachments">${legal.safetyAttachments.map((a) => html`<li><a href="/downloads/${a.slug}.pdf" type="application/pdf">${a.title} (PDF)</a></li>`)}</ul>`
          .value
      : '',
    product_safety_attachments_heading: legal.safetyAttachments?.length ? escapeHtml(legal.safetyAttachmentsHeading ?? 'Sicherheitsdokumente') : '',
    safety_instructions: paragraphs(legal.safetyInstructions),
    safety_instructions_heading: legal.safetyInstructions?.length ? escapeHtml(legal.safetyInstructionsHeading ?? 'Sicherheitshinweise') : '',
    power_supply: legal.powerSupply ? html`<p>${legal.powerSupply}</p>`.value : '',
    deposit_amount: legal.deposit ? html`zzgl. ${priceHtml(toCents(legal.deposit.amount))} Pfand`.value : '',
    deposit_packaging_type: legal.deposit ? escapeHtml(legal.deposit.packagingType) : '',
    food_description: legal.foodDescription ? html`<p>${legal.foodDescription}</p>`.value : '',
    nutri_score: legal.nutriScore ? html`<span class="wc-gzd-nutri-score-value wc-gzd-nutri-score-value-${legal.nutriScore.toLowerCase()}">${legal.nutriScore}</span>`.value : '',
    food_distributor: escapeHtml(legal.foodDistributor ?? ''),
    food_place_of_origin: escapeHtml(legal.foodPlaceOfOrigin ?? ''),
    net_filling_quantity: escapeHtml(legal.netFillingQuantity ?? ''),
    drained_weight: escapeHtml(legal.drainedWeight ?? ''),
    includes_alcohol: alcohol ? 'yes' : 'no',
    alcohol_content: alcohol ? escapeHtml(legal.alcoholContent ?? '') : '',
    nutrients: legal.nutrients ? nutrientsHtml(legal.nutrients) : '',
    nutrients_heading: legal.nutrients ? escapeHtml(legal.nutrientsHeading ?? 'Nährwerte') : '',
    ingredients: legal.ingredients ? `<p>${ingredientsHtml(legal.ingredients)}</p>` : '',
    ingredients_heading: legal.ingredients ? escapeHtml(legal.ingredientsHeading ?? 'Zutaten') : '',
    allergenic: legal.allergenic?.length ? html`<p>Enthält: ${legal.allergenic.join(', ')}.</p>`.value : '',
    allergenic_heading: legal.allergenic?.length ? escapeHtml(legal.allergenicHeading ?? 'Allergene') : '',
    shipping_costs_info: SHIPPING_COSTS_INFO,
    unit_price: unitPrice,
    product_units: unit ? escapeHtml(`${formatNumber(unit.content)} ${unit.unit}`) : '',
  };
}

export function hasProductSafetyInformation(values: LegalValues): boolean {
  return Boolean(values.manufacturer || values.safety_instructions || values.product_safety_attachments || values.power_supply);
}

/**
 * Fields to print on a product page: set on the product, or (variable products) on any of its
 * variations. includes_alcohol is a flag, never printed.
 */
export function fieldsInUse(product: Product): Set<LegalField> {
  const used = new Set<LegalField>();
  const all = [legalValues(product), ...(product.variations ?? []).map((v) => legalValues(product, v))];
  for (const values of all) for (const field of LEGAL_FIELDS) if (values[field] && field !== 'includes_alcohol') used.add(field);
  return used;
}
