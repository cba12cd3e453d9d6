/**
 * What the shopper sees when a shop call fails: one row per endpoint the demo shop registers
 * for fault injection (demo-server/README.md, "Fault injection"), one cell per way it can fail.
 * `tests/fault-table.spec.ts` walks every cell in Chromium and asserts its outcome;
 * `fault-table.test.ts` fails when the demo shop registers an endpoint that has no row here (the
 * type below already does, for endpoints in `FaultEndpoint`). A new endpoint (checkout,
 * payments, …) adds its row here and its scenario in the spec.
 *
 * Modes: the demo shop's (demo-server/faults/modes.ts) and `offline`, which no server can
 * send: the call gets no answer at all (no network, DNS, a reset connection). The walk makes
 * the browser fail that one call (`route.abort('internetdisconnected')`), so a fallback link
 * can still be followed.
 */
import type { FaultEndpoint } from '../demo-server/app';
import type { FaultMode } from '../demo-server/faults/modes';
import { SIMULATED_CHECKOUT_FAILURE, SIMULATED_REVIEW_FAILURE } from '../demo-server/checkout/endpoints';
import { PLACE_ORDER_TIMEOUT_MS } from '../src/checkout/contracts';
import { GENERIC_ERROR } from '../demo-server/payments/settings';
import { PAYMENT_TIMEOUT_MS } from '../src/payments/provider/contracts';
import { DEFAULT_TIMEOUT_MS } from '../src/core/http/client';
import { SEARCH_TIMEOUT_MS } from '../src/search/contracts';
import { FRAGMENTS_TIMEOUT_MS } from '../widgets/cart-fragments/rules';
import { REFRESH_TIMEOUT_MS } from '../widgets/unit-price/rules';
import { FEED_ERROR_PREFIX, FEED_TIMEOUT_TEXT } from '../widgets/photo-feed/rules';

export const TABLE_MODES = ['http500', 'invalid_json', 'error_body', 'slow', 'hang', 'offline'] as const satisfies ReadonlyArray<Exclude<FaultMode, 'none'> | 'offline'>;
export type TableMode = (typeof TABLE_MODES)[number];

export interface FaultRow {
  /** Which widget makes the call, and where the walk makes it. */
  call: string;
  /** How long the client waits before it gives up; null: it never does (the browser sets no limit). */
  timeoutMs: number | null;
  /** What the shopper sees, per mode. */
  outcomes: Record<TableMode, string>;
}

/** The German texts the outcomes name (the walk asserts them as they are shown). */
export const SHOWN = {
  contactUnknownError: 'Ein unbekannter Fehler ist aufgetreten.',
  contactInvalidJson: 'Die Antwort ist keine gültige JSON-Antwort.',
  contactTimedOut: 'Der Shop hat nicht rechtzeitig geantwortet. Deine Nachricht wurde eventuell trotzdem gesendet.',
  contactOffline: 'Du bist wahrscheinlich offline.',
  addFailed: 'Das Produkt konnte nicht in den Warenkorb gelegt werden. Bitte versuche es erneut.',
  cartNotUpdated: 'Der Warenkorb konnte nicht aktualisiert werden. Bitte versuche es erneut.',
  noAnswerInTime: 'Der Shop hat nicht rechtzeitig geantwortet. Deine Änderung wurde eventuell trotzdem übernommen – bitte prüfe deinen Warenkorb, bevor du es erneut versuchst.',
  offline: 'Du bist wahrscheinlich offline.',
  shopRefusal: 'Simulierter Fehler',
  variationFailed: 'Die Ausführung konnte nicht geladen werden. Bitte versuche es erneut.',
  imageFailed: 'Das Bild konnte nicht geladen werden.',
  removedClassically: '„Universal Frontspoiler“ entfernt.',
  addRefusedNotice: 'Das Produkt konnte nicht in den Warenkorb gelegt werden',
  unitPriceAnnounced: 'Grundpreis:',
  reviewFailed: 'Die Bestellübersicht konnte nicht aktualisiert werden. Bitte prüfe deine Angaben und versuche es erneut.',
  reviewRefused: SIMULATED_REVIEW_FAILURE,
  orderFailed: 'Deine Bestellung konnte nicht abgeschlossen werden. Bitte versuche es erneut.',
  orderRefused: SIMULATED_CHECKOUT_FAILURE,
  orderTimedOut: 'Der Shop hat nicht rechtzeitig geantwortet. Deine Bestellung ist möglicherweise trotzdem eingegangen: Bitte sieh in deinem E-Mail-Postfach nach, bevor du erneut bestellst.',
  orderOffline: 'Deine Bestellung konnte nicht gesendet werden. Du bist vermutlich offline: Bitte prüfe deine Verbindung und versuche es erneut.',
  walletGeneric: GENERIC_ERROR,
  walletApproveRefused: 'Die Zahlung konnte nicht abgeschlossen werden (simulierter Fehler der Demo-Steuerung).',
  shippingRefused: 'Diese Versandart ist nicht möglich. Die bisherige Versandart bleibt.',
  searchFailed: 'Vorschläge sind gerade nicht verfügbar. Drücke die Eingabetaste, um zu suchen.',
  noticeNotHidden: 'Der Hinweis konnte nicht ausgeblendet werden. Bitte versuche es erneut.',
  feedFailed: `${FEED_ERROR_PREFIX}Ein unbekannter Fehler ist aufgetreten.`,
  feedRefused: `${FEED_ERROR_PREFIX}Simulierter Fehler`,
  feedTimedOut: `${FEED_ERROR_PREFIX}${FEED_TIMEOUT_TEXT}`,
  feedOffline: `${FEED_ERROR_PREFIX}Du bist wahrscheinlich offline.`,
} as const;

const slowThenAsUsual = (busy: string, done: string) => `${busy} while the shop takes its time, then ${done}, as without a fault`;
const afterPaymentTimeout = `after ${PAYMENT_TIMEOUT_MS / 1000} s`;

/** A wallet payment that cannot start (product page, buy now): what every failure of its calls shows. */
const buyNowNotStarted = (shown: string) =>
  `the popup closes, ${shown} at the top of the notices, no order, the shopper's cart as before (LED-Tagfahrlicht Set × 2), the buttons take a new click (the popup opens again)`;
/** The row of a call a buy now makes before the popup shows the order (product page). */
const buyNowRow = (call: string, errorBodyShown: string): FaultRow => ({
  call,
  timeoutMs: PAYMENT_TIMEOUT_MS,
  outcomes: {
    http500: buyNowNotStarted(`the generic German error („${SHOWN.walletGeneric}“)`),
    invalid_json: buyNowNotStarted('the generic German error'),
    error_body: buyNowNotStarted(errorBodyShown),
    slow: slowThenAsUsual('the popup shows its loading page', 'the popup shows the order (Zahlung prüfen)'),
    hang: `the popup shows its loading page until, ${afterPaymentTimeout}: ${buyNowNotStarted('the generic German error')}`,
    offline: buyNowNotStarted('the generic German error'),
  },
});
/** A checkout wallet payment stopped before the popup shows an order. */
const checkoutNotStarted = (shown: string) => `the popup closes, ${shown} at the top of the notices, the form not busy, every typed value kept, no order; the wallet button takes a new click`;

export const FAULT_TABLE: Record<FaultEndpoint, FaultRow> = {
  add_to_cart: {
    call: 'sf-add-to-cart: a loop button on /shop/ (Universal Frontspoiler)',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    outcomes: {
      http500: `German alert next to the button („${SHOWN.addFailed}“), button neither loading nor added, cart and header unchanged, no page change; the next try adds`,
      invalid_json: `German alert next to the button („${SHOWN.addFailed}“), cart unchanged, no page change`,
      error_body: `the browser goes to the product page, which says why in a notice („${SHOWN.addRefusedNotice} …“); cart unchanged`,
      slow: slowThenAsUsual('the button shows "loading"', 'it is "added" and the cart holds 1'),
      hang: `after ${DEFAULT_TIMEOUT_MS / 1000} s: German alert next to the button („${SHOWN.noAnswerInTime}“), the cart is re-read (fragments), cart unchanged`,
      offline: `German alert next to the button („${SHOWN.addFailed}“), cart unchanged, no page change`,
    },
  },
  remove_from_cart: {
    call: 'sf-cart-form: the remove link of a cart page row (two items in the cart)',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    outcomes: {
      http500: `the browser follows the remove link: a full page load, the item removed the classic way („${SHOWN.removedClassically}“), the other item stays`,
      invalid_json: 'the browser follows the remove link: a full page load, the item removed the classic way, the other item stays',
      error_body: `the shop refused (its remove_from_cart refuses only a key not in the cart): its own message as the alert above the cart table („${SHOWN.shopRefusal}“), the table fetched again (both rows: the shop removed nothing), no page load`,
      slow: slowThenAsUsual('the row is busy (aria-busy)', 'the row goes without a page load'),
      hang: `after ${DEFAULT_TIMEOUT_MS / 1000} s: the browser follows the remove link (full page load, removed the classic way)`,
      offline: 'the browser follows the remove link: a full page load, the item removed the classic way',
    },
  },
  get_refreshed_fragments: {
    call: 'sf-cart-fragments: on load of the home page after the cart changed elsewhere (nothing stored matches the cart cookie)',
    timeoutMs: FRAGMENTS_TIMEOUT_MS,
    outcomes: {
      http500: "nothing the shopper sees: the page keeps the cart the shop printed, no alert; sf:fragments-ajax-error { reason: 'http' }",
      invalid_json: "nothing the shopper sees: the page keeps the cart the shop printed; sf:fragments-ajax-error { reason: 'invalid_json' }",
      error_body: "nothing the shopper sees: the page keeps the cart the shop printed; sf:fragments-ajax-error { reason: 'rejected' }",
      slow: 'nothing the shopper sees while waiting; then the fragments are applied (sf:fragments-refreshed)',
      hang: `after ${FRAGMENTS_TIMEOUT_MS / 1000} s (not before): the request is aborted, sf:fragments-ajax-error { reason: 'timeout' }, no alert; the page stays usable (adding works)`,
      offline: "nothing the shopper sees: the page keeps the cart the shop printed; sf:fragments-ajax-error { reason: 'offline' }",
    },
  },
  flatsome_ajax_cart_item_alter_quantity: {
    call: 'sf-mini-cart: "Menge erhöhen" in the header dropdown on /versand/ (one item, quantity 1)',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    outcomes: {
      http500: `German alert in the dropdown („${SHOWN.cartNotUpdated}“), the field shows the real quantity again (1), no page change`,
      invalid_json: `German alert in the dropdown („${SHOWN.cartNotUpdated}“), the field shows the real quantity again (1)`,
      error_body: `the shop's own message as the alert („${SHOWN.shopRefusal}“), the field shows the real quantity again (1)`,
      slow: slowThenAsUsual('the row is busy (aria-busy)', 'the field and the cart hold 2'),
      hang: `after ${DEFAULT_TIMEOUT_MS / 1000} s: German alert („${SHOWN.noAnswerInTime}“), the field shows the real quantity again (1)`,
      offline: `German alert („${SHOWN.offline}“), the field shows the real quantity again (1)`,
    },
  },
  cart_page: {
    call: 'sf-cart-form: the cart page fetched again after a removal there (two items in the cart), to swap in its table and totals',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    outcomes: {
      http500: `German alert above the cart table („${SHOWN.cartNotUpdated}“): the item is gone from the cart, the table still shows it until a reload; no page load`,
      invalid_json: `German alert above the cart table („${SHOWN.cartNotUpdated}“), the old table stays; the PHP error is never shown`,
      error_body: `German alert above the cart table („${SHOWN.cartNotUpdated}“), the old table stays`,
      slow: slowThenAsUsual('the cart form is busy (aria-busy)', 'the new table (one row) is swapped in without a page load'),
      hang: `after ${DEFAULT_TIMEOUT_MS / 1000} s: German alert above the cart table („${SHOWN.cartNotUpdated}“), the old table stays`,
      offline: `German alert above the cart table („${SHOWN.cartNotUpdated}“), the old table stays`,
    },
  },
  get_variation: {
    call: 'sf-variation-form: choosing colour and size of the Felgen-Lackstift (32 variations, so the form asks the shop)',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    outcomes: {
      http500: `German alert next to the add button („${SHOWN.variationFailed}“), the add button stays disabled, no variation set`,
      invalid_json: `German alert next to the add button („${SHOWN.variationFailed}“), the add button stays disabled`,
      error_body: `German alert next to the add button („${SHOWN.variationFailed}“; not "no products match"), the add button stays disabled`,
      slow: 'nothing while the shop takes its time (the add button stays disabled), then the variation is shown (SKU, variation_id) and can be added',
      hang: `after ${DEFAULT_TIMEOUT_MS / 1000} s: German alert („${SHOWN.variationFailed}“), the add button stays disabled`,
      offline: `German alert next to the add button („${SHOWN.variationFailed}“), the add button stays disabled`,
    },
  },
  gzd_refresh_unit_price: {
    call: 'sf-unit-price: choosing "1 l" of the Felgenreiniger Konzentrat after "500 ml" (the price changes, so its unit price is asked for)',
    timeoutMs: REFRESH_TIMEOUT_MS,
    outcomes: {
      http500: "unit price restored to the one shown before the refresh (the variation's „14,90 € / 1 l“), not busy, nothing announced",
      invalid_json: 'unit price restored to the one shown before the refresh, not busy, nothing announced',
      error_body: 'unit price restored to the one shown before the refresh, not busy, nothing announced',
      slow: `the unit price is busy (aria-busy, „Grundpreis wird aktualisiert …“) while the shop takes its time, then shows the shop's unit price and announces it („${SHOWN.unitPriceAnnounced} …“)`,
      hang: `after ${REFRESH_TIMEOUT_MS / 1000} s: unit price restored to the one shown before, not busy, nothing announced`,
      offline: 'unit price restored to the one shown before the refresh, not busy, nothing announced',
    },
  },
  flatsome_quickview: {
    call: 'sf-quick-view: the "Schnellansicht" link of the Universal Frontspoiler on /shop/',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    outcomes: {
      http500: 'the browser follows the link to the product page; no popup',
      invalid_json: 'the browser follows the link to the product page; the PHP error is never shown',
      error_body: "the browser follows the link to the product page; admin-ajax's '0' is never shown",
      slow: slowThenAsUsual('the link is busy (aria-busy)', 'the popup opens with the product'),
      hang: `after ${DEFAULT_TIMEOUT_MS / 1000} s: the browser follows the link to the product page`,
      offline: 'the browser follows the link to the product page',
    },
  },
  images: {
    call: 'sf-product-gallery: the lightbox (magnifier) on the Universal Frontspoiler page, the large picture faulted after the page loaded',
    timeoutMs: null,
    outcomes: {
      http500: `the lightbox opens and says so as an alert („${SHOWN.imageFailed}“) with a link to open the picture directly`,
      invalid_json: `a broken picture: the lightbox says so („${SHOWN.imageFailed}“) with the direct link`,
      error_body: `404: the lightbox says so („${SHOWN.imageFailed}“) with the direct link`,
      slow: 'the lightbox opens with the smaller picture the page has, then shows the large one; no alert',
      hang: 'the lightbox opens with the smaller picture the page has and keeps waiting for the large one (images have no timeout); no alert',
      offline: `the lightbox says so („${SHOWN.imageFailed}“) with the direct link`,
    },
  },
  update_order_review: {
    call: 'sf-checkout: the billing country changed to Austria on /checkout/ (address typed, terms ticked, one product in the cart)',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    outcomes: {
      http500: `German alert before the order review („${SHOWN.reviewFailed}“), the review as it was (German shipping and total), every typed value kept, the order button usable`,
      invalid_json: `German alert before the order review („${SHOWN.reviewFailed}“), the review as it was; the PHP error is never shown`,
      error_body: `the shop's own message at the top of the notices („${SHOWN.reviewRefused}“), the review as it was, every typed value kept`,
      slow: slowThenAsUsual('the order review is busy (aria-busy)', 'it shows shipping and total for Austria'),
      hang: `after ${DEFAULT_TIMEOUT_MS / 1000} s: German alert before the order review („${SHOWN.reviewFailed}“), not busy, the review as it was, every typed value kept`,
      offline: `German alert before the order review („${SHOWN.reviewFailed}“), the review as it was, every typed value kept`,
    },
  },
  'ppc-data-client-id': {
    call: 'sf-wallet-buttons: the client token asked for before the provider script loads, on the Universal Frontspoiler product page',
    timeoutMs: PAYMENT_TIMEOUT_MS,
    outcomes: {
      http500: 'the buttons show all the same (the script loads without a client token: only card fields need one), no alert, no spinner; the console says why',
      invalid_json: 'the buttons show all the same (loaded without a client token), no alert; the PHP error is never shown',
      error_body: 'the buttons show all the same (loaded without a client token), no alert',
      slow: 'no buttons while the shop takes its time (nothing busy, the rest of the page usable), then the buttons show',
      hang: `${afterPaymentTimeout} (no buttons until then, the rest of the page usable): the buttons show without a client token, no alert`,
      offline: 'the buttons show all the same (loaded without a client token), no alert',
    },
  },
  'ppc-simulate-cart': {
    call: 'sf-wallet-buttons: the product simulated as a cart once the buttons show, on the Universal Frontspoiler product page',
    timeoutMs: PAYMENT_TIMEOUT_MS,
    outcomes: {
      http500: 'nothing the shopper sees: the buttons stay enabled as printed, the pay-later message stays, no alert; a click opens the popup',
      invalid_json: 'nothing the shopper sees: the buttons stay enabled, the message stays, no alert',
      error_body: 'nothing the shopper sees: the buttons stay enabled, the message stays, no alert',
      slow: 'the buttons are usable while the shop takes its time, then the answer applies (enabled, message shown)',
      hang: `nothing the shopper sees, before or ${afterPaymentTimeout} when the call is given up: the buttons stay enabled, the message stays, no alert`,
      offline: 'nothing the shopper sees: the buttons stay enabled, the message stays, no alert',
    },
  },
  'ppc-change-cart': buyNowRow("sf-wallet-buttons: 'Mit PayPal bezahlen' on the Universal Frontspoiler product page (buy now; LED-Tagfahrlicht Set × 2 in the cart)", 'the generic German error'),
  'ppc-create-order': buyNowRow(
    "sf-wallet-buttons: 'Mit PayPal bezahlen' on the Universal Frontspoiler product page (buy now, after the cart was changed; LED-Tagfahrlicht Set × 2 in the cart)",
    "the generic German error (elsewhere than the checkout the shop's message is only logged, §8)",
  ),
  'ppc-approve-order': {
    call: "sf-wallet-buttons: 'Zahlung bestätigen' in the popup of a buy now on the Universal Frontspoiler product page (LED-Tagfahrlicht Set × 2 in the cart)",
    timeoutMs: PAYMENT_TIMEOUT_MS,
    outcomes: {
      http500: `the generic German error at the top of the notices („${SHOWN.walletGeneric}“), no order; the payment restarts (the popup opens again on the same order); closed, the shopper's cart is as before`,
      invalid_json: 'the generic German error at the top of the notices, no order; the popup opens again; closed, the cart is as before',
      error_body: `the shop's message (code 100) at the top of the notices („${SHOWN.walletApproveRefused}“), no order; the popup opens again; closed, the cart is as before`,
      slow: "nothing while the shop takes its time (the popup has closed), then the order-received page, one order, the shopper's cart as before",
      hang: `${afterPaymentTimeout}: the generic German error at the top of the notices, no order; the popup opens again; closed, the cart is as before`,
      offline: 'the generic German error at the top of the notices, no order; the popup opens again; closed, the cart is as before',
    },
  },
  'ppc-save-checkout-form': {
    call: "sf-wallet-buttons: 'Jetzt kaufen mit PayPal' at the checkout (PayPal chosen, address typed, terms ticked, one product in the cart)",
    timeoutMs: PAYMENT_TIMEOUT_MS,
    outcomes: {
      http500: 'nothing the shopper sees: a failed save is only logged (§4 step 3); validation and the order follow, the popup shows the order; closed, the form is usable',
      invalid_json: 'nothing the shopper sees: the popup shows the order; closed, the form is usable',
      error_body: 'nothing the shopper sees: the popup shows the order; closed, the form is usable',
      slow: slowThenAsUsual('the form is busy (aria-busy), the popup on its loading page', 'the popup shows the order'),
      hang: `the form busy, the popup on its loading page until, ${afterPaymentTimeout}, the save is given up: the popup shows the order; closed, the form is usable`,
      offline: 'nothing the shopper sees: the popup shows the order; closed, the form is usable',
    },
  },
  'ppc-validate-checkout': {
    call: "sf-wallet-buttons: 'Jetzt kaufen mit PayPal' at the checkout (PayPal chosen, address typed, terms ticked, one product in the cart; early validation on)",
    timeoutMs: PAYMENT_TIMEOUT_MS,
    outcomes: {
      http500: checkoutNotStarted(`the generic German error („${SHOWN.walletGeneric}“)`),
      invalid_json: checkoutNotStarted('the generic German error'),
      error_body: checkoutNotStarted(`the shop's own message („${SHOWN.shopRefusal}“)`),
      slow: slowThenAsUsual('the form is busy (aria-busy), the popup on its loading page', 'the popup shows the order'),
      hang: `the form busy, the popup on its loading page until, ${afterPaymentTimeout}: ${checkoutNotStarted('the generic German error')}`,
      offline: checkoutNotStarted('the generic German error'),
    },
  },
  'ppc-update-shipping': {
    call: 'sf-wallet-buttons: another shipping option chosen in the popup of a payment from the cart page (Universal Frontspoiler in the cart)',
    timeoutMs: PAYMENT_TIMEOUT_MS,
    outcomes: {
      http500: `the popup refuses the change in German („${SHOWN.shippingRefused}“), the previous option stays chosen, the payment can go on; no alert on the shop's page`,
      invalid_json: 'the popup refuses the change in German, the previous option stays chosen, the payment can go on; no alert on the page',
      error_body: 'the popup refuses the change in German, the previous option stays chosen, the payment can go on; no alert on the page',
      slow: 'the popup waits while the shop takes its time, then shows the new option chosen; no alert on the page',
      hang: `the popup gives up after its own 10 s and refuses the change in German (the shop's call is given up ${afterPaymentTimeout}); the payment can go on; no alert on the page`,
      offline: 'the popup refuses the change in German, the previous option stays chosen, the payment can go on; no alert on the page',
    },
  },
  checkout: {
    call: "sf-checkout: 'Zahlungspflichtig bestellen' on /checkout/ (address typed, terms ticked, one product in the cart)",
    timeoutMs: PLACE_ORDER_TIMEOUT_MS,
    outcomes: {
      http500: `German alert list at the top, focused („${SHOWN.orderFailed}“), every typed value kept, the button usable again, no order; the next click places the order`,
      invalid_json: `German alert list at the top („${SHOWN.orderFailed}“), every typed value kept, the button usable again, no order; the PHP error is never shown`,
      error_body: `the shop's own message at the top, focused („${SHOWN.orderRefused}“), every typed value kept, the button usable again, no order`,
      slow: slowThenAsUsual('the form is busy (aria-busy, the button aria-disabled)', 'the order-received page, one order'),
      hang: `after ${PLACE_ORDER_TIMEOUT_MS / 1000} s: German alert at the top („${SHOWN.orderTimedOut}“), every typed value kept, the button usable again; no order (the shop never got to it)`,
      offline: `German alert at the top („${SHOWN.orderOffline}“), every typed value kept, the button usable again, no order`,
    },
  },
  flatsome_ajax_search_products: {
    call: 'sf-live-search: typing "led" into the header search field on /versand/',
    timeoutMs: SEARCH_TIMEOUT_MS,
    outcomes: {
      http500: `no list (the field not expanded), a polite German message under the field („${SHOWN.searchFailed}“); Enter then searches the classic way (the results page for "led")`,
      invalid_json: `no list, the polite message („${SHOWN.searchFailed}“); the PHP error is never shown; Enter searches the classic way`,
      error_body: `no list, the polite message („${SHOWN.searchFailed}“); Enter searches the classic way`,
      slow: slowThenAsUsual('the field is busy (aria-busy)', 'the list opens with the LED products'),
      hang: `after ${SEARCH_TIMEOUT_MS / 1000} s: no list, the polite message („${SHOWN.searchFailed}“); Enter searches the classic way`,
      offline: `no list, the polite message („${SHOWN.searchFailed}“); Enter searches the classic way`,
    },
  },
  coming_soon_banner_dismiss: {
    call: "sf-site-notice: 'Ausblenden' on the coming-soon footer banner of /versand/ (switched on in /__demo/theme)",
    timeoutMs: DEFAULT_TIMEOUT_MS,
    outcomes: {
      http500: `German alert beside the link („${SHOWN.noticeNotHidden}“), the banner stays (and is printed again on the next page)`,
      invalid_json: `German alert („${SHOWN.noticeNotHidden}“), the banner stays; the PHP error is never shown`,
      error_body: `the shop's REST refusal (403, rest_cannot_edit: a fresh nonce cannot mend it): German alert („${SHOWN.noticeNotHidden}“), the banner stays`,
      slow: slowThenAsUsual('the banner is busy (aria-busy)', 'the banner is hidden and the next page prints it no more'),
      hang: `after ${DEFAULT_TIMEOUT_MS / 1000} s: German alert („${SHOWN.noticeNotHidden}“), the banner stays`,
      offline: `German alert („${SHOWN.noticeNotHidden}“), the banner stays`,
    },
  },
  contact_form_feedback: {
    call: "sf-contact-form: 'Nachricht senden' on /kontakt/, every field filled right",
    timeoutMs: DEFAULT_TIMEOUT_MS,
    outcomes: {
      http500: `the form's status 'failed', „${SHOWN.contactUnknownError}“ in its response output (a polite live region); what was typed stays, the button can send again`,
      invalid_json: `status 'failed', „${SHOWN.contactInvalidJson}“ (spec §8 invalid_json; the PHP error only on the console); what was typed stays`,
      error_body: `the plugin's own refusal (200, mail_failed): status 'failed' with the shop's message; what was typed stays`,
      slow: slowThenAsUsual("the form is 'submitting' (aria-busy, the spinner)", "it is 'sent' with the shop's thanks and empty again"),
      hang: `after ${DEFAULT_TIMEOUT_MS / 1000} s: status 'failed', „${SHOWN.contactTimedOut}“; what was typed stays`,
      offline: `status 'failed', „${SHOWN.contactOffline}“ (spec §8 fetch_error); what was typed stays`,
    },
  },
  flatsome_load_instagram: {
    call: 'sf-photo-feed: scrolling the photo feed block of /inhalte/ near the viewport, as a staff user with the admin bar (visitors see no error in any mode: the block goes away)',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    outcomes: {
      http500: `the block shows „${SHOWN.feedFailed}“ (admin-bar users only), no photos; the rest of the page as before`,
      invalid_json: 'the block goes away without a word (an invalid response is only logged, even for staff)',
      error_body: `the block shows „${SHOWN.feedRefused}“ (admin-bar users only)`,
      slow: slowThenAsUsual('the block is busy (aria-busy)', 'the four photos show (held by the consent blocker until functional cookies are allowed)'),
      hang: `after ${DEFAULT_TIMEOUT_MS / 1000} s: the block shows „${SHOWN.feedTimedOut}“`,
      offline: `the block shows „${SHOWN.feedOffline}“`,
    },
  },
};
