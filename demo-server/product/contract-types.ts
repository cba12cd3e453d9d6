/**
 * The bodies the product endpoints answer with: the client's contracts
 * (src/product/contracts.ts), so the demo shop, the widgets' parsers and the test and story
 * fakes agree on one shape. The variation is spelled out in full here, as the demo prints it;
 * the client's contract reads only some of its fields; get_variation's handler does not compile
 * when the demo's variation no longer fits it.
 */
import type { ResponseOf, WpErrorBody } from '../../src/core/http/contracts.ts';
import type { UnitPriceRefreshBody } from '../../src/product/contracts.ts';
import type { LegalValues } from './legal.ts';

export type { WpErrorBody };

export type VariationImage = {
  title: string;
  caption: string;
  url: string;
  alt: string;
  src: string;
  srcset: string;
  sizes: string;
  full_src: string;
  full_src_w: number;
  full_src_h: number;
  gallery_thumbnail_src: string;
  gallery_thumbnail_src_w: number;
  gallery_thumbnail_src_h: number;
  thumb_src: string;
  thumb_src_w: number;
  thumb_src_h: number;
  src_w: number;
  src_h: number;
};

/** A variation as WooCommerce returns it (`data-product_variations`, get_variation), with Germanized's legal fields. */
export type VariationObject = LegalValues & {
  attributes: Record<string, string>;
  availability_html: string;
  backorders_allowed: boolean;
  dimensions: { length: string; width: string; height: string };
  dimensions_html: string;
  display_price: number;
  display_regular_price: number;
  image: VariationImage;
  image_id: number;
  image_link: string;
  image_src: string;
  is_downloadable: boolean;
  is_in_stock: boolean;
  is_purchasable: boolean;
  is_sold_individually: 'yes' | 'no';
  is_virtual: boolean;
  /** '' for no maximum. */
  max_qty: number | '';
  min_qty: number;
  price_html: string;
  sku: string;
  variation_description: string;
  variation_id: number;
  variation_is_active: boolean;
  variation_is_visible: boolean;
  weight: string;
  weight_html: string;
  has_product_safety_information: boolean;
};

/** false: no variation matches (or not every attribute is chosen). */
export type GetVariationBody = ResponseOf<'get_variation'>;

/** Per requested key; `unit_price_html` only for products with units. */
export type UnitPriceBody = UnitPriceRefreshBody;

export type RefreshUnitPriceBody = ResponseOf<'gzd_refresh_unit_price'>;
