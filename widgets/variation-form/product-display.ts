import { legalFieldValues, type Variation } from './rules';

export interface ProductDisplay {
  show(variation: Variation): void;
  /** Back to what the server rendered. */
  restore(): void;
}

/**
 * What a chosen variation changes on the product page outside the form: SKU, weight,
 * dimensions, price, image and the legal fields (`[data-sf-field]`). Every change remembers
 * the server's original, so a reset brings the page back exactly. Closures rather than a
 * class: the minifier can shorten their names, and the product page has no bytes to spare.
 */
export function productDisplay(page: ParentNode): ProductDisplay {
  const html = new Map<Element, string>();
  const attributes = new Map<Element, Map<string, string | null>>();

  const setHtml = (selector: string, value: string, allowEmpty = false) => {
    for (const element of page.querySelectorAll(selector)) {
      if (!html.has(element)) html.set(element, element.innerHTML);
      // An empty value keeps the original (WooCommerce's wc_set_content), legal fields may be empty.
      element.innerHTML = value || allowEmpty ? value : html.get(element)!;
    }
  };
  const remembered = (element: Element, name: string) => {
    const saved = attributes.get(element) ?? new Map<string, string | null>();
    attributes.set(element, saved);
    if (!saved.has(name)) saved.set(name, element.getAttribute(name));
  };
  /** Set the attributes that have a value, remembering the originals. */
  const setAttributes = (element: Element | null | undefined, values: Record<string, string | undefined>) => {
    if (!element) return;
    for (const [name, value] of Object.entries(values)) {
      remembered(element, name);
      if (value) element.setAttribute(name, value);
    }
  };

  return {
    show(variation) {
      setHtml('.product_meta .sku', String(variation.sku ?? ''));
      setHtml('.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value', String(variation.weight_html ?? ''));
      setHtml('.woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value', String(variation.dimensions_html ?? ''));
      const priceHtml = String(variation.price_html ?? '');
      if (priceHtml) {
        // WooCommerce wraps the price in <span class="price">; the page's p.price is that box.
        const template = document.createElement('template');
        template.innerHTML = priceHtml;
        setHtml('p.price:not(.price-unit)', template.content.querySelector('.price')?.innerHTML ?? priceHtml);
      }
      for (const [field, value] of Object.entries(legalFieldValues(variation))) {
        if (value === undefined) continue;
        setHtml(`[data-sf-field="${field}"]`, value, true);
        // The block around a field (its label, "Lieferzeit:") shows only with a value.
        for (const block of page.querySelectorAll(`[data-sf-block="${field}"]`)) {
          remembered(block, 'hidden');
          block.toggleAttribute('hidden', !value);
        }
      }
      const image = variation.image as Record<string, string> | undefined;
      if (!image?.src) return;
      const slide = page.querySelector('.woocommerce-product-gallery__image');
      setAttributes(slide?.querySelector('img'), {
        src: image.src,
        srcset: image.srcset,
        sizes: image.sizes,
        alt: image.alt,
        title: image.title,
        'data-caption': image.caption,
        'data-src': image.full_src,
        'data-large_image': image.full_src,
        'data-large_image_width': image.full_src_w,
        'data-large_image_height': image.full_src_h,
      });
      setAttributes(slide?.querySelector('a'), { href: image.full_src });
      setAttributes(slide, { 'data-thumb': image.gallery_thumbnail_src });
    },
    restore() {
      for (const [element, value] of html) element.innerHTML = value;
      for (const [element, saved] of attributes) {
        for (const [name, value] of saved) value === null ? element.removeAttribute(name) : element.setAttribute(name, value);
      }
      html.clear();
      attributes.clear();
    },
  };
}
