/**
 * The provider's order API as the SDK calls it from the shop's page (CORS for the shop's
 * origin): GET /v2/checkout/orders/:id for actions.order.get(), POST …/restart for
 * actions.restart() after a declined instrument. The shop's server calls the FakeProvider
 * in-process instead (orders.ts).
 */
import type { Request, Response, Router } from 'express';
import type { ThirdPartyContext } from '../context.ts';
import { allowShopOrigin } from '../http/security.ts';
import type { ProviderOrder } from './orders.ts';

const ORDER_ID = /^[A-Z0-9]{17}$/;

/** The order as the v2 Orders API shows it (without the fake's own bookkeeping). */
export function publicOrder(order: ProviderOrder): Record<string, unknown> {
  return {
    id: order.id,
    intent: order.intent,
    status: order.status,
    payment_source: { [order.funding_source]: {} },
    purchase_units: [{ amount: order.amount, custom_id: order.custom_id, ...(order.shipping ? { shipping: order.shipping } : {}) }],
    ...(order.payer ? { payer: order.payer } : {}),
  };
}

function notFound(res: Response): void {
  res.status(404).json({ name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
}

function findOrder(req: Request, res: Response, ctx: ThirdPartyContext): ProviderOrder | undefined {
  allowShopOrigin(ctx, req.get('origin'), res);
  res.set('Cache-Control', 'no-store');
  const id = String(req.params.id);
  const order = ORDER_ID.test(id) ? ctx.provider.getOrder(id) : undefined;
  if (!order) notFound(res);
  return order;
}

export function registerOrderApi(router: Router, ctx: ThirdPartyContext): void {
  router.get('/v2/checkout/orders/:id', (req, res) => {
    const order = findOrder(req, res, ctx);
    if (order) res.json(publicOrder(order));
  });
  router.post('/v2/checkout/orders/:id/restart', (req, res) => {
    // Only the shop's pages (and the sandbox) may restart an order: a cross-site form post has another Origin.
    if (!ctx.isAllowedPageOrigin(req.get('origin'))) {
      res.status(403).json({ name: 'NOT_AUTHORIZED', message: 'Origin not allowed.' });
      return;
    }
    const order = findOrder(req, res, ctx);
    if (!order) return;
    const restarted = ctx.provider.restart(order.id);
    if (!restarted || restarted.status !== 'CREATED') {
      res.status(422).json({ name: 'UNPROCESSABLE_ENTITY', message: 'The order can not be restarted.', details: [{ issue: 'ORDER_ALREADY_COMPLETED' }] });
      return;
    }
    res.json(publicOrder(restarted));
  });
}
