/**
 * QA's view of the orders: `GET /__demo/orders` (every order of the shop, newest first, as
 * JSON), `POST /__demo/orders` (a pending order to pay on the pay-for-order page) and the
 * orders section of the control page /__demo/.
 */
import type { Customer, CustomerStore } from '../account/customers.ts';
import { addToCart, parseId, parseQuantity, type Cart } from '../cart/model.ts';
import type { ShopContext, ShopRoutes } from '../http/context.ts';
import { requestFields } from '../http/request.ts';
import { methodNotAllowed, redirectSeeOther, sendJson } from '../http/respond.ts';
import { formatNumber, priceHtml } from '../shared/format.ts';
import { html, type SafeHtml } from '../shared/html.ts';
import { addNotice } from '../shared/session.ts';
import type { Address } from './fields.ts';
import { orderPayUrl, orderReceivedUrl, type Order, type OrderStore } from './orders.ts';
import { orderDate } from './order-pages.ts';
import { STATUS_LABELS } from './payment.ts';
import { checkoutTotals } from './shipping.ts';

/** An order as the JSON API reports it (money in cents). */
export function orderJson(order: Order) {
  return {
    id: order.id,
    number: String(order.id),
    status: order.status,
    createdAt: order.createdAt,
    key: order.key,
    customerId: order.customerId,
    paymentMethod: order.paymentMethod,
    paymentMethodTitle: order.paymentMethodTitle,
    billing: order.billing,
    shipping: order.shipping,
    shipToDifferentAddress: order.shipToDifferentAddress,
    items: order.items,
    shippingLine: order.shippingLine,
    taxLines: order.taxLines,
    totals: { subtotalCents: order.subtotalCents, shippingCents: order.shippingLine.totalCents, taxCents: order.taxCents, totalCents: order.totalCents },
    customerNote: order.customerNote,
    attribution: order.attribution,
    urls: { received: orderReceivedUrl(order), pay: order.status === 'pending' ? orderPayUrl(order) : null },
  };
}

const QA_ADDRESS: Address = {
  first_name: 'Max',
  last_name: 'Prüfer',
  company: '',
  country: 'DE',
  address_1: 'Teststraße 5',
  address_2: '',
  postcode: '20095',
  city: 'Hamburg',
  state: '',
  phone: '040 7654321',
  email: 'qa@example.test',
};

const MAX_PENDING_ITEMS = 20;

/**
 * A pending order of the posted items (`items: [{ product_id, quantity, variation_id }]`, default
 * one Universal Frontspoiler), to Germany: a guest's, or with `forCustomer: true` the signed-in
 * customer's (to their billing address), as a shop manager sends a payment link for.
 */
function createPendingOrder(orders: OrderStore, body: Record<string, unknown>, customer: Customer | undefined): { ok: true; order: Order } | { ok: false; message: string } {
  if (body.forCustomer === true && !customer) return { ok: false, message: 'forCustomer: Bitte zuerst als Kunde anmelden.' };
  const owner = body.forCustomer === true ? customer : undefined;
  const cart: Cart = new Map();
  const items = Array.isArray(body.items) ? body.items : [{ product_id: 101, quantity: 1 }];
  if (items.length === 0 || items.length > MAX_PENDING_ITEMS) return { ok: false, message: `items: 1 bis ${MAX_PENDING_ITEMS} Artikel angeben.` };
  for (const item of items) {
    const fields = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
    const id = parseId(fields.product_id);
    const variationId = parseId(fields.variation_id);
    const quantity = fields.quantity === undefined ? 1 : parseQuantity(fields.quantity);
    const added = addToCart(cart, { productId: Number.isNaN(variationId) ? id : variationId, quantity });
    if (!added.ok) return { ok: false, message: added.message };
  }
  const address = owner ? { ...owner.billing, email: owner.billing.email || owner.email } : QA_ADDRESS;
  const order = orders.create({
    totals: checkoutTotals(cart, 'DE'),
    billing: address,
    shipping: address,
    shipToDifferentAddress: false,
    paymentMethod: '',
    customerId: owner?.id ?? null,
    customerNote: '',
    attribution: {},
  });
  return { ok: true, order };
}

function ordersSection(orders: OrderStore): SafeHtml {
  const list = orders.list();
  if (!list.length) return html`<h2>Bestellungen</h2><p>Noch keine Bestellungen.</p>${pendingForm()}`;
  const rows = list.map((order) => {
    const attribution = Object.entries(order.attribution);
    return html`<tr><th scope="row"><a href="${orderReceivedUrl(order)}">${String(order.id)}</a></th><td data-title="Datum">${orderDate(order)}</td><td data-title="Status">${STATUS_LABELS[order.status]}${
      order.status === 'pending' ? html`<br><a href="${orderPayUrl(order)}">Bezahlen</a>` : ''
    }</td><td data-title="Kunde">${order.billing.first_name} ${order.billing.last_name}<br>${order.billing.email}<br>${order.customerId === null ? 'Gast' : `Kundenkonto ${order.customerId}`}</td><td data-title="Artikel"><ul>${order.items.map(
      (item) => html`<li>${formatNumber(item.quantity)} × ${item.name} (${String(item.taxRate)} %)</li>`,
    )}</ul>${order.shippingLine.label} nach ${order.shipping.country}</td><td data-title="Zahlungsart">${order.paymentMethodTitle || '–'}</td><td data-title="Summe">${priceHtml(order.totalCents)}<br><small>${order.taxLines.map(
      (tax) => html`${tax.label}: ${priceHtml(tax.amountCents)} `,
    )}</small></td><td data-title="Herkunft">${attribution.length ? html`<dl class="demo-attribution">${attribution.map(([key, value]) => html`<div><dt>${key}</dt><dd>${value}</dd></div>`)}</dl>` : '–'}</td></tr>`;
  });
  return html`<h2>Bestellungen</h2><p>Alle Bestellungen des Demo-Shops, die neueste zuerst (auch als JSON: <a href="/__demo/orders"><code>GET /__demo/orders</code></a>).</p><div class="demo-orders-scroll"><table class="shop_table demo-orders"><caption>Bestellungen</caption><thead><tr><th scope="col">Nr.</th><th scope="col">Datum</th><th scope="col">Status</th><th scope="col">Kunde</th><th scope="col">Artikel und Versand</th><th scope="col">Zahlungsart</th><th scope="col">Summe</th><th scope="col">Herkunft</th></tr></thead><tbody>${rows}</tbody></table></div>${pendingForm()}`;
}

function pendingForm(): SafeHtml {
  return html`<form method="post" action="/__demo/orders"><p><button type="submit" class="button">Offene Testbestellung anlegen (zum Bezahlen)</button></p></form>`;
}

export function registerDemoOrders(routes: ShopRoutes, ctx: ShopContext, { orders, customers }: { orders: OrderStore; customers: CustomerStore }): void {
  ctx.controlSections.push(() => ordersSection(orders));
  routes.api
    .route('/__demo/orders')
    .get((_req, res) => sendJson(res, 200, { orders: orders.list().map(orderJson) }))
    .post((req, res) => {
      const created = createPendingOrder(orders, requestFields(req), customers.current(ctx.sessions.peek(req)));
      if (req.is('application/json')) {
        return created.ok ? sendJson(res, 201, { order: orderJson(created.order) }) : sendJson(res, 400, { error: true, message: created.message });
      }
      const visitor = ctx.session(req, res);
      if (created.ok) addNotice(visitor, 'success', html`Testbestellung ${String(created.order.id)} angelegt: <a href="${orderPayUrl(created.order)}">jetzt bezahlen</a>.`);
      else addNotice(visitor, 'error', html`${created.message}`);
      redirectSeeOther(res, '/__demo/');
    })
    .all((_req, res) => methodNotAllowed(res, 'GET, POST'));
}
