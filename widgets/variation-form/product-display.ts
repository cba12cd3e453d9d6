import { legalFieldValues, type Variation } from './rules';

/**
 * What a chosen variation changes on the product page outside the form: SKU, weight,
 * dimensions, price, image and the legal fields (`[data-sf-field]`). Every change remembers
 * the server's original, so a reset brings the page back exactly.
 */
export class ProductDisplay {
  private readonly html = new Map<Element, string>();
  private readonly attributes = new Map<Element, Map<string, string | null>>();

  constructor(private readonly page: ParentNode) {}

  show(variation: Variation): void {
    this.setHtml('.product_meta .sku', String(variation.sku ?? ''));
    this.setHtml('.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value', String(variation.weight_html ?? ''));
    this.setHtml('.woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value', String(variation.dimensions_html ?? ''));
    const priceHtml = String(variation.price_html ?? '');
    if (priceHtml) {
      // WooCommerce wraps the price in <span class="price">; the page's p.price is that box.
      const template = document.createElement('template');
      template.innerHTML = priceHtml;
      this.setHtml('p.price:not(.price-unit)', template.content.querySelector('.price')?.innerHTML ?? priceHtml);
    }
    for (const [field, value] of Object.entries(legalFieldValues(variation))) {
      if (value === undefined) continue;
      this.setHtml(`[data-sf-field="${field}"]`, value, true);
      // The block around a field (its label, "Lieferzeit:") shows only with a value.
      for (const block of this.page.querySelectorAll(`[data-sf-block="${field}"]`)) this.setHidden(block, !value);
    }
    this.showImage(variation.image as Record<string, string> | undefined);
  }

  /** Back to what the server rendered. */
  restore(): void {
    for (const [element, html] of this.html) element.innerHTML = html;
    for (const [element, saved] of this.attributes) {
      for (const [name, value] of saved) (value === null ? element.removeAttribute(name) : element.setAttribute(name, value));
    }
    this.html.clear();
    this.attributes.clear();
  }

  private setHtml(selector: string, html: string, allowEmpty = false): void {
    for (const element of this.page.querySelectorAll(selector)) {
      if (!this.html.has(element)) this.html.set(element, element.innerHTML);
      // An empty value keeps the original (WooCommerce's wc_set_content), legal fields may be empty.
      element.innerHTML = html || allowEmpty ? html : this.html.get(element)!;
    }
  }

  /** Set the attributes that have a value, remembering the originals. */
  private setAttributes(element: Element | null, values: Record<string, string | undefined>): void {
    if (!element) return;
    const saved = this.remembered(element);
    for (const [name, value] of Object.entries(values)) {
      if (!saved.has(name)) saved.set(name, element.getAttribute(name));
      if (value) element.setAttribute(name, value);
    }
  }

  private setHidden(element: Element, hidden: boolean): void {
    const saved = this.remembered(element);
    if (!saved.has('hidden')) saved.set('hidden', element.getAttribute('hidden'));
    element.toggleAttribute('hidden', hidden);
  }

  private remembered(element: Element): Map<string, string | null> {
    const saved = this.attributes.get(element) ?? new Map<string, string | null>();
    this.attributes.set(element, saved);
    return saved;
  }

  private showImage(image: Record<string, string> | undefined): void {
    if (!image?.src) return;
    const slide = this.page.querySelector('.woocommerce-product-gallery__image');
    this.setAttributes(slide?.querySelector('img') ?? null, {
      src: image.src, srcset: image.srcset, sizes: image.sizes, alt: image.alt, title: image.title,
      'data-caption': image.caption, 'data-src': image.full_src, 'data-large_image': image.full_src,
      'data-large_image_width': image.full_src_w, 'data-large_image_height': image.full_src_h,
    });
    this.setAttributes(slide?.querySelector('a') ?? null, { href: image.full_src });
    this.setAttributes(slide, { 'data-thumb': image.gallery_thumbnail_src });
  }
}
