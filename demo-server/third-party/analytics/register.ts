/**
 * A fake analytics service (statistics, consent category 'analytics'): its script sets a
 * first-party cookie and a storage entry on the shop's page and sends a beacon here, as
 * Google Analytics-like tools do. The shop must not let it load before consent.
 */
import path from 'node:path';
import type { RegisterThirdParty } from '../context.ts';
import { serveBrowserScript } from '../http/browser-script.ts';
import { allowShopOrigin } from '../http/security.ts';

export const registerAnalytics: RegisterThirdParty = (router, ctx) => {
  router.get('/analytics/sf-analytics.js', serveBrowserScript(path.join(import.meta.dirname, 'analytics-client.ts')));
  // Beacons, fetches and XHRs land here; nothing is kept (the e2e tests read the browser's network log).
  router.all('/analytics/collect', (req, res) => {
    allowShopOrigin(ctx, req.headers.origin, res);
    res.set('Access-Control-Allow-Credentials', 'true');
    res.status(204).end();
  });
};
