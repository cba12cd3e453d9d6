/**
 * What a WooCommerce 9.x page prints for its own scripts besides the cart globals: the
 * variation script's settings and its wp.template templates (on every page with a variation
 * form or a quick view that can bring one), wp-util's settings, and the password toggle texts.
 */
import { describe, expect, it } from 'vitest';
import { dom, pageGlobalsScript, testShop } from '../test-helpers.ts';

const shop = testShop();

/** The page's globals, evaluated as the browser would (JSON values only). */
function globalsOf(text: string): Record<string, unknown> {
  const script = pageGlobalsScript(dom(text));
  const out: Record<string, unknown> = {};
  for (const [, name, json] of script.matchAll(/var (\w+)=(.*?);$/gm)) out[name!] = JSON.parse(json!);
  return out;
}

const VARIATION_PARAMS = {
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  i18n_no_matching_variations_text: 'Es entsprechen leider keine Produkte deiner Auswahl. Bitte wähle eine andere Kombination.',
  i18n_make_a_selection_text: 'Bitte wähle die Produktoptionen, bevor du den Artikel in den Warenkorb legst.',
  i18n_unavailable_text: 'Dieses Produkt ist leider nicht verfügbar. Bitte wähle eine andere Kombination.',
  i18n_reset_alert_text: 'Deine Auswahl wurde zurückgesetzt. Bitte wähle die Produktoptionen, bevor du den Artikel in den Warenkorb legst.',
};

describe('WooCommerce page globals and templates', () => {
  it('every page: woocommerce_params with the password toggle texts', async () => {
    for (const path of ['/', '/my-account/', '/cart/']) {
      const { text } = await shop.client.getPage(path);
      expect(globalsOf(text).woocommerce_params, path).toEqual({
        ajax_url: '/wp-admin/admin-ajax.php',
        wc_ajax_url: '/?wc-ajax=%%endpoint%%',
        i18n_password_show: 'Passwort anzeigen',
        i18n_password_hide: 'Passwort verbergen',
      });
    }
  });

  it('pages with a variation form or a quick view: wc_add_to_cart_variation_params, _wpUtilSettings and both templates', async () => {
    for (const path of ['/product/felgenreiniger-konzentrat/', '/product/universal-frontspoiler/', '/shop/', '/product-category/pflege/', '/']) {
      const { text } = await shop.client.getPage(path);
      const globals = globalsOf(text);
      expect(globals.wc_add_to_cart_variation_params, path).toEqual(VARIATION_PARAMS);
      expect(globals._wpUtilSettings, path).toEqual({ ajax: { url: '/wp-admin/admin-ajax.php' } });
      const doc = dom(text);
      const variation = doc.querySelector('body > script#tmpl-variation-template[type="text/template"]')!;
      expect(variation.textContent!.replace(/\s+/g, ' ').trim(), path).toBe(
        '<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div> <div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div> <div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>',
      );
      const unavailable = doc.querySelector('body > script#tmpl-unavailable-variation-template[type="text/template"]')!;
      expect(unavailable.textContent!.trim(), path).toBe(`<p role="alert">${VARIATION_PARAMS.i18n_unavailable_text}</p>`);
    }
  });

  it('pages without either print none of them', async () => {
    for (const path of ['/cart/', '/my-account/', '/versand/']) {
      const { text } = await shop.client.getPage(path);
      expect(text, path).not.toMatch(/wc_add_to_cart_variation_params|_wpUtilSettings|tmpl-variation-template/);
    }
  });
});
