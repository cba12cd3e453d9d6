/**
 * The demo reset (`POST /__demo/reset` and the control page's button, faults/control.ts) empties
 * the cart, notices and faults; a domain that keeps more per session forgets it too by
 * registering here. Runs before the reset itself (domains register before the control routes).
 */
import type { Request, Response, NextFunction } from 'express';
import type { Session } from '../shared/session.ts';
import type { ShopContext, ShopRoutes } from './context.ts';
import { requestFields } from './request.ts';

export function onDemoReset(routes: ShopRoutes, ctx: ShopContext, forget: (visitor: Session) => void): void {
  const beforeReset = (req: Request, _res: Response, next: NextFunction) => {
    const visitor = ctx.sessions.peek(req);
    if (visitor && (req.path === '/__demo/reset' || requestFields(req).demo_action === 'reset')) forget(visitor);
    next();
  };
  routes.api.post('/__demo/reset', beforeReset);
  routes.pages.post('/__demo/', beforeReset);
}
