/**
 * WooCommerce's classic checkout markup (form-checkout.php, form-billing.php, review-order.php,
 * payment.php, terms.php) as a German shop prints it, for the sf-checkout element tests and
 * story. The demo shop's own template is in demo-server/checkout/.
 */
const row = (name: string, label: string, input: string, classes = 'validate-required', required = true) =>
  `<p class="form-row form-row-wide ${classes}" id="${name}_field"><label for="${name}">${label}&nbsp;${
    required ? '<abbr class="required" title="erforderlich">*</abbr>' : '<span class="optional">(optional)</span>'
  }</label><span class="woocommerce-input-wrapper">${input}</span></p>`;
const text = (name: string, label: string, classes?: string, type = 'text', required = true) =>
  row(name, label, `<input type="${type}" class="input-text" name="${name}" id="${name}" value="">`, classes, required);
const country = (name: string) =>
  row(
    name,
    'Land / Region',
    `<select name="${name}" id="${name}" class="country_select"><option value="DE" selected>Deutschland</option><option value="AT">Österreich</option></select>`,
    'validate-required address-field update_totals_on_change',
  );

export const reviewTable = (shipping = '4,90 €', total = '24,80 €') =>
  `<table class="shop_table woocommerce-checkout-review-order-table"><thead><tr><th class="product-name">Produkt</th><th class="product-total">Zwischensumme</th></tr></thead><tbody><tr class="cart_item"><td class="product-name">Hartwachs Premium 250 ml&nbsp;<strong class="product-quantity">×&nbsp;1</strong><p class="delivery-time-info">Lieferzeit: 2–3 Werktage</p></td><td class="product-total">19,90 €</td></tr></tbody><tfoot><tr class="woocommerce-shipping-totals shipping"><th>Versand</th><td><ul id="shipping_method" class="woocommerce-shipping-methods"><li><input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_flat_rate1" value="flat_rate:1" class="shipping_method" checked><label for="shipping_method_0_flat_rate1">Pauschal: <span class="amount">${shipping}</span></label></li><li><input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_local_pickup2" value="local_pickup:2" class="shipping_method"><label for="shipping_method_0_local_pickup2">Abholung vor Ort</label></li></ul></td></tr><tr class="order-total"><th>Gesamtsumme</th><td><strong><span class="amount">${total}</span></strong> <small class="includes_tax">(inkl. <span class="amount">3,96 €</span> MwSt.)</small></td></tr></tfoot></table>`;

export const paymentArea = (codText = 'Zahle bei Lieferung an den Boten.') =>
  `<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods"><li class="wc_payment_method payment_method_bacs"><input id="payment_method_bacs" type="radio" class="input-radio" name="payment_method" value="bacs" checked><label for="payment_method_bacs">Vorkasse</label><div class="payment_box payment_method_bacs"><p>Überweise den Betrag nach der Bestellung auf unser Konto.</p></div></li><li class="wc_payment_method payment_method_cod"><input id="payment_method_cod" type="radio" class="input-radio" name="payment_method" value="cod"><label for="payment_method_cod">Nachnahme</label><div class="payment_box payment_method_cod" style="display:none"><p>${codText}</p><p class="form-row"><label for="cod_note">Hinweis für den Boten&nbsp;<span class="optional">(optional)</span></label><input type="text" class="input-text" id="cod_note" name="cod_note" value=""></p></div></li></ul><div class="form-row place-order"><div class="woocommerce-terms-and-conditions-wrapper"><p class="form-row validate-required"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input type="checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" name="terms" id="terms"> <span class="woocommerce-terms-and-conditions-checkbox-text">Ich habe die <a href="/agb/" class="woocommerce-terms-and-conditions-link" target="_blank">Allgemeinen Geschäftsbedingungen</a> und die <a href="/widerruf/" target="_blank">Widerrufsbelehrung</a> gelesen und akzeptiere sie.</span>&nbsp;<abbr class="required" title="erforderlich">*</abbr></label><input type="hidden" name="terms-field" value="1"></p></div><input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="n0nce"><button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Zahlungspflichtig bestellen" data-value="Zahlungspflichtig bestellen">Zahlungspflichtig bestellen</button></div></div>`;

export const checkoutPage = (config = '') => `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>
<sf-checkout>${config}<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/" enctype="multipart/form-data" novalidate>
<div class="col2-set" id="customer_details"><div class="col-1"><div class="woocommerce-billing-fields"><h3>Rechnungsdetails</h3><div class="woocommerce-billing-fields__field-wrapper">
${text('billing_first_name', 'Vorname')}${text('billing_last_name', 'Nachname')}${text('billing_company', 'Firmenname', '', 'text', false)}${country('billing_country')}${text('billing_address_1', 'Straße')}${text('billing_postcode', 'Postleitzahl', 'validate-required validate-postcode address-field')}${text('billing_city', 'Ort / Stadt', 'validate-required address-field')}${text('billing_phone', 'Telefon', 'validate-required validate-phone', 'tel')}${text('billing_email', 'E-Mail-Adresse', 'validate-required validate-email', 'email')}
</div></div></div><div class="col-2"><div class="woocommerce-shipping-fields"><h3 id="ship-to-different-address"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input id="ship-to-different-address-checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" type="checkbox" name="ship_to_different_address" value="1"> <span>Lieferung an eine andere Adresse senden?</span></label></h3><div class="shipping_address"><div class="woocommerce-shipping-fields__field-wrapper">
${text('shipping_first_name', 'Vorname')}${text('shipping_last_name', 'Nachname')}${country('shipping_country')}${text('shipping_address_1', 'Straße')}${text('shipping_postcode', 'Postleitzahl', 'validate-required validate-postcode address-field')}${text('shipping_city', 'Ort / Stadt', 'validate-required address-field')}
</div></div></div><div class="woocommerce-account-fields"><p class="form-row form-row-wide create-account"><label class="checkbox"><input class="input-checkbox" id="createaccount" type="checkbox" name="createaccount" value="1"> <span>Ein Kundenkonto anlegen?</span></label></p><div class="create-account"><p class="form-row validate-required" id="account_password_field"><label for="account_password">Konto-Passwort erstellen&nbsp;<abbr class="required" title="erforderlich">*</abbr></label><span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password" autocomplete="new-password"></span></p></div></div><div class="woocommerce-additional-fields"><p class="form-row notes" id="order_comments_field"><label for="order_comments">Anmerkungen zur Bestellung&nbsp;<span class="optional">(optional)</span></label><textarea name="order_comments" class="input-text" id="order_comments" rows="2"></textarea></p></div></div></div>
<h3 id="order_review_heading">Deine Bestellung</h3><div id="order_review" class="woocommerce-checkout-review-order">${reviewTable()}${paymentArea()}</div>
</form></sf-checkout></div>`;

/** What a shopper types into the billing fields of `checkoutPage()` for a valid order. */
export const validBilling: Record<string, string> = {
  billing_first_name: 'Anna',
  billing_last_name: 'Muster',
  billing_address_1: 'Hauptstraße 1',
  billing_postcode: '10115',
  billing_city: 'Berlin',
  billing_phone: '030 1234567',
  billing_email: 'anna@example.de',
};

/** The main content of the shop's terms page. */
export const termsPage = `<!doctype html><html lang="de"><head><title>AGB – Demo-Shop</title></head><body><header><a href="/">Demo-Shop</a></header><main id="main"><article><h1>Allgemeine Geschäftsbedingungen</h1><div class="entry-content"><h2>§ 1 Geltungsbereich</h2><p>Für alle Bestellungen gelten diese AGB.</p></div></article></main><footer>Impressum</footer><script>window.x = 1</script></body></html>`;

/** WooCommerce's pay-for-order form (checkout/form-pay.php) in `<sf-checkout>`: it posts classically. */
export const payPage = () =>
  `<sf-checkout><div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><form id="order_review" method="post" action="/checkout/order-pay/7/?pay_for_order=true&amp;key=wc_order_abc">${reviewTable()}${paymentArea()
    .replace(' name="woocommerce_checkout_place_order"', '')
    .replace(/woocommerce-process-checkout-nonce/g, 'woocommerce-pay-nonce')}<input type="hidden" name="woocommerce_pay" value="1"></form></div></sf-checkout>`;
