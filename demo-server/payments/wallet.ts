/**
 * The shop's side of a wallet payment, shared by the ppc endpoints, the store API routes, the
 * pages and the checkout: which provider order belongs to which visitor and cart, the shop
 * order it became, and the 'buy now' cart put aside.
 *
 * One approval is one order: a provider order is linked to the shop order it made in the same
 * synchronous step as the capture (Node runs one handler at a time), so a repeated or concurrent
 * approve_order or place-order finds the link and answers the first order.
 *
 * 'Buy now' never loses the cart: change_cart saves the visitor's cart aside before it replaces
 * it by the product lines. The saved cart comes back when the payment completes (approve), when
 * the client says it was cancelled (change_cart with no products or `restore_cart: true`), and
 * otherwise on the visitor's next page view or store API cart read (a cancelled popup whose
 * client never said so). The provider order keeps a copy of the lines it is for, so a restore
 * before the approve (another tab's page view) cannot change what the order contains.
 */
import { randomBytes } from 'node:crypto';
import type { CartShippingAddress, PaymentContext, PurchaseUnit } from '../../src/payments/provider/contracts.ts';
import { cartTotals, type Cart, type CartItem } from '../cart/model.ts';
import type { Address } from '../checkout/fields.ts';
import type { Order } from '../checkout/orders.ts';
import type { CheckoutShop, CheckoutWallet, WalletPayment } from '../checkout/place-order.ts';
import type { WalletPaymentMethodId } from '../checkout/payment.ts';
import { checkoutTotals, isCountry, type CheckoutTotals } from '../checkout/shipping.ts';
import type { ShopContext } from '../http/context.ts';
import { html, scriptJson, type SafeHtml } from '../shared/html.ts';
import type { Session } from '../shared/session.ts';
import type { FakeProvider, ProviderOrder, ProviderPayer } from '../third-party/provider/orders.ts';
import { CARD_BUTTON_GATEWAY, CARD_GATEWAY, gatewaySettings, WALLET_GATEWAY, type SettingsPage } from './settings.ts';
import { cardForm, type SavedCard } from './card-form.ts';
import { DEMO_CUSTOMER } from '../account/customers.ts';
import { attachWallet, WALLET_GLOBAL } from './page-parts.ts';
import { peekWalletSession, walletSession, type WalletPageContext, type WalletSession } from './state.ts';

/** A provider order as the shop knows it. */
export interface PaymentLink {
  session: Session;
  context: PaymentContext;
  customId: string;
  /** The cart lines the order is for (product, cart, mini-cart). */
  lines: CartItem[];
  /** Pay-now: the shop order being paid. */
  payOrderId?: number;
  /** Product page, booking product: the lines were added to the visitor's cart (they leave it when paid). */
  booking?: boolean;
  /** The shop order this provider order made, once captured. */
  shopOrderId?: number;
}

const MAX_LINKS = 10_000;
/** The demo customer's saved card (the test Visa, demo-server/README.md). */
const DEMO_SAVED_CARD: SavedCard = { token: '7', brand: 'Visa', last4: '1111', expiry: '12/30' };

export const euros = (cents: number) => (cents / 100).toFixed(2);

function copyCart(items: Iterable<CartItem>): Cart {
  return new Map([...items].map((item) => [item.key, { ...item, variation: { ...item.variation } }]));
}

/** The provider's address on the shop's (spec §3 mapping: country_code → country, admin_area_2 → city …). */
function shopAddress(payer: ProviderPayer | undefined, shipping: CartShippingAddress): Address {
  const from = payer?.address;
  return {
    first_name: payer?.name.given_name ?? shipping.first_name,
    last_name: payer?.name.surname ?? shipping.last_name,
    company: '',
    country: from?.country_code && isCountry(from.country_code) ? from.country_code : shipping.country || 'DE',
    address_1: from?.address_line_1 ?? shipping.address_1,
    address_2: from?.address_line_2 ?? shipping.address_2,
    postcode: from?.postal_code ?? shipping.postcode,
    city: from?.admin_area_2 ?? shipping.city,
    state: from?.admin_area_1 ?? shipping.state,
    phone: '',
    email: payer?.email_address ?? '',
  };
}

export class Wallet implements CheckoutWallet {
  private readonly links = new Map<string, PaymentLink>();

  constructor(
    private readonly ctx: ShopContext,
    readonly shop: CheckoutShop,
  ) {}

  get provider(): FakeProvider | undefined {
    return this.ctx.provider;
  }

  /** The wallet exists on this app: a third-party origin for the SDK and a provider to call. */
  get available(): boolean {
    return Boolean(this.ctx.thirdPartyOrigin && this.ctx.provider);
  }

  state(session: Session): WalletSession {
    attachWallet(session, this);
    return walletSession(session, this.ctx.thirdPartyOrigin);
  }

  shows(session: Session, context: WalletPageContext): boolean {
    return this.available && this.state(session).config.contexts[context];
  }

  // ——— provider orders ———

  link(id: string, session: Session): PaymentLink | undefined {
    const link = this.links.get(id);
    return link && link.session === session ? link : undefined;
  }

  /** The visitor's next shop reference: custom_id of a provider order (kept in ppcp-resume-order). */
  reference(session: Session): string {
    const state = this.state(session);
    state.references += 1;
    return `sf-${randomBytes(4).toString('hex')}-${state.references}`;
  }

  /** The totals of the visitor's cart with the shipping the store API chose. */
  cartTotals(session: Session, cart: Cart = session.cart): CheckoutTotals {
    const { address, rateId } = this.state(session).shipping;
    return checkoutTotals(cart, isCountry(address.country) ? address.country : 'DE', rateId || undefined);
  }

  createProviderOrder(
    session: Session,
    input: { context: PaymentContext; amountCents: number; fundingSource: string; customId: string; lines: CartItem[]; payOrderId?: number; totals?: CheckoutTotals; booking?: boolean },
  ): ProviderOrder {
    const order = this.provider!.createOrder({
      intent: 'CAPTURE',
      amount: { currency_code: 'EUR', value: euros(input.amountCents) },
      custom_id: input.customId,
      funding_source: input.fundingSource,
      shipping: input.totals
        ? {
            options: input.totals.rates.map((rate) => ({
              id: rate.id,
              label: rate.label,
              type: rate.id.startsWith('local_pickup') ? 'PICKUP' : 'SHIPPING',
              selected: rate.id === input.totals!.shipping.id,
              amount: { currency_code: 'EUR', value: euros(rate.costCents) },
            })),
          }
        : undefined,
    });
    this.links.set(order.id, { session, context: input.context, customId: input.customId, lines: input.lines.map((item) => ({ ...item })), payOrderId: input.payOrderId, booking: input.booking });
    while (this.links.size > MAX_LINKS) this.links.delete(this.links.keys().next().value!);
    const buyNow = this.state(session).buyNow;
    if (buyNow && input.context === 'product') buyNow.providerOrderId = order.id;
    return order;
  }

  /** The purchase units of a cart (items carry cart_item_key). */
  purchaseUnits(session: Session, cart: Cart = session.cart): PurchaseUnit[] {
    const totals = this.cartTotals(session, cart);
    return [
      {
        reference_id: 'default',
        amount: {
          currency_code: 'EUR',
          value: euros(totals.totalCents),
          breakdown: { item_total: { currency_code: 'EUR', value: euros(totals.subtotalCents) }, shipping: { currency_code: 'EUR', value: euros(totals.shipping.costCents) } },
        },
        items: totals.lines.map((line) => ({
          name: line.name.slice(0, 127),
          unit_amount: { currency_code: 'EUR', value: euros(line.unitCents) },
          // The provider takes whole quantities; a fractional line (0,5 l) is one item at its line price.
          quantity: Number.isInteger(line.item.quantity) ? String(line.item.quantity) : '1',
          sku: line.variation?.sku ?? line.product.sku,
          category: 'PHYSICAL_GOODS' as const,
          cart_item_key: line.item.key,
        })),
      },
    ];
  }

  /**
   * Captures an approved provider order once and makes its shop order once; a repeat answers
   * the first. `makeOrder` runs only after a successful capture, in the same step as the link.
   */
  captureOnce(id: string, link: PaymentLink, makeOrder: () => Order): { ok: true; order: Order; repeat: boolean } | { ok: false; issue: string } {
    if (link.shopOrderId !== undefined) {
      const order = this.shop.orders.get(link.shopOrderId);
      if (order) return { ok: true, order, repeat: true };
    }
    const captured = this.provider!.capture(id);
    if (!captured.ok) return { ok: false, issue: captured.issue };
    const order = makeOrder();
    link.shopOrderId = order.id;
    return { ok: true, order, repeat: false };
  }

  /** The totals of the lines a provider order is for, with the visitor's current shipping. */
  linkTotals(link: PaymentLink): CheckoutTotals {
    return this.cartTotals(link.session, copyCart(link.lines));
  }

  /** The shop order of a product, cart or mini-cart payment: the lines it was created for, the payer's address. */
  orderFromLink(link: PaymentLink, providerOrder: ProviderOrder): Order {
    const session = link.session;
    const totals = this.linkTotals(link);
    const { address } = this.state(session).shipping;
    const billing = shopAddress(providerOrder.payer, address);
    return this.shop.orders.create({
      totals,
      billing,
      shipping: billing,
      shipToDifferentAddress: false,
      paymentMethod: WALLET_GATEWAY,
      customerId: this.shop.customers.current(session)?.id ?? null,
      customerNote: '',
      attribution: {},
    });
  }

  // ——— 'buy now' ———

  /** change_cart: the product lines replace the cart; the shopper's own cart is saved aside once. */
  replaceCart(session: Session, lines: Cart): void {
    const state = this.state(session);
    state.booking = undefined;
    state.buyNow ??= { saved: [...copyCart(session.cart.values()).values()] };
    state.buyNow.providerOrderId = undefined;
    session.cart.clear();
    for (const [key, item] of lines) session.cart.set(key, item);
  }

  /**
   * change_cart for a booking product: its lines join the visitor's cart (as the bookings plugin
   * holds a day in the cart), the payment is for them alone. A day already in the cart is
   * refused: a cancel removes what was added, and must not take the shopper's own booking.
   */
  addBooking(session: Session, lines: Cart): { ok: true } | { ok: false; message: string } {
    // A 'buy now' cart still set aside comes back first: the booking joins the shopper's own cart.
    this.restoreCart(session);
    for (const item of lines.values()) {
      if (session.cart.has(item.key))
        return { ok: false, message: `Dieser Termin liegt schon in deinem Warenkorb: ${this.cartTotals(session, copyCart([item])).lines[0]?.name ?? ''}. Bitte wähle einen anderen Tag.` };
    }
    for (const [key, item] of lines) session.cart.set(key, { ...item });
    this.state(session).booking = { keys: [...lines.keys()] };
    return { ok: true };
  }

  /** The booking lines of the product page's payment still in the cart (none: not a booking payment). */
  bookingLines(session: Session): CartItem[] | undefined {
    const booking = peekWalletSession(session)?.booking;
    return booking?.keys.flatMap((key) => session.cart.get(key) ?? []);
  }

  /** Gives the saved cart back (cancel, completion, the next page view). True when something was restored. */
  restoreCart(session: Session): boolean {
    const state = peekWalletSession(session);
    if (!state?.buyNow) return false;
    session.cart.clear();
    for (const [key, item] of copyCart(state.buyNow.saved)) session.cart.set(key, item);
    state.buyNow = undefined;
    return true;
  }

  // ——— checkout and pay-now (CheckoutWallet) ———

  methods(session: Session, context: 'checkout' | 'pay-now' = 'checkout'): WalletPaymentMethodId[] {
    if (!this.shows(session, context)) return [];
    const { config } = this.state(session);
    return [WALLET_GATEWAY, ...(config.separateButtons ? [CARD_BUTTON_GATEWAY] : []), ...(config.cardFields ? [CARD_GATEWAY] : [])] as WalletPaymentMethodId[];
  }

  paymentBoxes(session: Session, context: 'checkout' | 'pay-now'): Partial<Record<string, SafeHtml>> {
    return this.methods(session, context).includes(CARD_GATEWAY) ? { [CARD_GATEWAY]: cardForm(context === 'checkout' ? this.savedCards(session) : []) } : {};
  }

  /** The logged-in customer's saved cards: the seeded demo customer has the test Visa. */
  savedCards(session: Session): SavedCard[] {
    return this.shop.customers.current(session)?.email === DEMO_CUSTOMER.email ? [DEMO_SAVED_CARD] : [];
  }

  /**
   * A saved card pays at the place-order step (spec §4: the shop's button): the provider order is
   * made, approved with the card's token and captured in one step, then the shop order.
   */
  payWithSavedCard(session: Session, token: string, totalCents: number, makeOrder: () => Order): WalletPayment {
    const card = this.savedCards(session).find((saved) => saved.token === token);
    if (!card || !this.available) return { kind: 'refused', message: 'Diese gespeicherte Karte gibt es nicht (mehr). Bitte wähle eine andere Karte.' };
    const order = this.createProviderOrder(session, { context: 'checkout', amountCents: totalCents, fundingSource: 'card', customId: this.reference(session), lines: [...session.cart.values()] });
    const customer = this.shop.customers.current(session)!;
    this.provider!.approve(order.id, {
      payer_id: `CARD${card.token}`,
      email_address: customer.email,
      name: { given_name: customer.billing.first_name, surname: customer.billing.last_name },
      address: { country_code: 'DE' },
    });
    order.card = { last_digits: card.last4, brand: 'visa', contingencies: [] };
    const result = this.captureOnce(order.id, this.links.get(order.id)!, makeOrder);
    return result.ok
      ? { kind: 'paid', order: result.order, repeat: result.repeat }
      : { kind: 'refused', message: 'Die Zahlung mit der gespeicherten Karte wurde abgelehnt. Bitte verwende eine andere Karte.' };
  }

  placeOrderArea(session: Session, context: 'checkout' | 'pay-now'): SafeHtml {
    if (!this.shows(session, context)) return html``;
    const state = this.state(session);
    const approved = state.approved?.context === context ? state.approved : undefined;
    const resume = approved ? (this.links.get(approved.providerOrderId)?.customId ?? '') : '';
    const separate = state.config.separateButtons ? html`<div id="ppc-button-${CARD_BUTTON_GATEWAY}"></div>` : '';
    return html`<input type="hidden" name="ppcp-resume-order" value="${resume}"><input type="hidden" name="ppcp-funding-source" value=""><sf-wallet-buttons context="${context}"><div id="ppc-button-ppcp-gateway"></div>${separate}</sf-wallet-buttons>`;
  }

  placedOrder(session: Session, context: 'checkout' | 'pay-now'): Order | undefined {
    const approved = this.state(session).approved;
    if (!approved || approved.context !== context) return undefined;
    const shopOrderId = this.link(approved.providerOrderId, session)?.shopOrderId;
    return shopOrderId === undefined ? undefined : this.shop.orders.get(shopOrderId);
  }

  pay(session: Session, context: 'checkout' | 'pay-now', totalCents: number, makeOrder: () => Order): WalletPayment {
    const notApproved: WalletPayment = { kind: 'refused', message: 'Bitte bezahle zuerst mit PayPal: Klicke auf den PayPal-Button und bestätige die Zahlung im PayPal-Fenster.' };
    if (!this.available) return notApproved;
    const approved = this.state(session).approved;
    const link = approved && approved.context === context ? this.link(approved.providerOrderId, session) : undefined;
    const providerOrder = approved && link ? this.provider!.getOrder(approved.providerOrderId) : undefined;
    if (!approved || !link || !providerOrder) return notApproved;
    // An approval that already made its order cannot pay anything else (a new cart, another form).
    if (link.shopOrderId !== undefined) {
      this.state(session).approved = undefined;
      return notApproved;
    }
    if (providerOrder.amount.value !== euros(totalCents)) {
      this.state(session).approved = undefined;
      return { kind: 'refused', message: 'Deine Bestellung hat sich seit der Zahlungsfreigabe geändert. Bitte bezahle den neuen Betrag noch einmal mit PayPal.' };
    }
    const result = this.captureOnce(approved.providerOrderId, link, makeOrder);
    if (result.ok) return { kind: 'paid', order: result.order, repeat: result.repeat };
    if (result.issue === 'INSTRUMENT_DECLINED') {
      this.state(session).approved = undefined;
      return { kind: 'refused', message: 'Die Zahlung wurde abgelehnt. Bitte wähle im PayPal-Fenster eine andere Zahlungsquelle.' };
    }
    return notApproved;
  }

  pageGlobals(session: Session, context: 'checkout' | 'pay-now', page: { totalCents: number; orderId?: number }): SafeHtml {
    return this.globals(session, { context, amount: page.totalCents / 100, orderId: page.orderId });
  }

  // ——— pages ———

  /** `var PayPalCommerceGateway=…;` for a page context, '' when that context shows no wallet. */
  globals(session: Session, page: SettingsPage): SafeHtml {
    const context = page.context === 'mini-cart' ? undefined : page.context;
    if (context ? !this.shows(session, context) : !this.miniCartShown(session)) return html``;
    const customer = this.shop.customers.current(session);
    const settings = gatewaySettings(this.state(session), this.ctx.thirdPartyOrigin!, page, { id: customer?.id ?? 0, billing: customer?.billing });
    return html`\nvar ${WALLET_GLOBAL}=${scriptJson(settings)};`;
  }

  miniCartShown(session: Session): boolean {
    return this.available && this.state(session).config.miniCartButtons && session.cart.size > 0;
  }

  /** Buttons and message of the product page (after the add-to-cart button) and the cart page (under proceed-to-checkout). */
  buttons(session: Session, context: 'product' | 'cart'): SafeHtml {
    if (!this.shows(session, context)) return html``;
    return html`<sf-wallet-buttons context="${context}"><div id="ppc-button-ppcp-gateway" class="ppc-button-wrapper"></div></sf-wallet-buttons>${this.message(session, context)}`;
  }

  /**
   * The pay-later message's wrapper, '' while messages are off or the page shows no wallet. The
   * checkout prints it where the plugin does (woocommerce_review_order_before_payment: between
   * the order review's table and the payment area, outside what update_order_review replaces).
   */
  message(session: Session, context: 'product' | 'cart' | 'checkout'): SafeHtml {
    if (!this.shows(session, context) || !this.state(session).config.payLater) return html``;
    return html`<sf-paylater-message context="${context}"><div id="ppcp-messages" data-partner-attribution-id="Woo_PPCP"></div></sf-paylater-message>`;
  }

  /** The mini-cart's buttons (desktop dropdown, outside the fragment so it is printed once). */
  miniCartButtons(session: Session): SafeHtml {
    return this.miniCartShown(session) ? html`<sf-wallet-buttons context="mini-cart"><div id="ppc-button-minicart" class="ppc-button-wrapper"></div></sf-wallet-buttons>` : html``;
  }

  cartAmount(session: Session): number {
    return cartTotals(session.cart).totalCents / 100;
  }
}

/** The app's wallet, for the pages of other domains (product, cart, layout) that print its parts. */
const wallets = new WeakMap<ShopContext, Wallet>();

export function registerWallet(ctx: ShopContext, wallet: Wallet): void {
  wallets.set(ctx, wallet);
}

export function walletOf(ctx: ShopContext): Wallet | undefined {
  return wallets.get(ctx);
}
