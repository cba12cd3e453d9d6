/**
 * GET /sdk/js: the fake provider SDK. A query the real SDK refuses answers 400 with its error
 * script (sdk-query.ts); a good one answers the SDK (sdk-client.ts), which reads its options
 * from its own script URL, so one cached body serves every query.
 */
import { fileURLToPath } from 'node:url';
import type { Router } from 'express';
import type { ThirdPartyContext } from '../context.ts';
import { browserScript } from '../http/browser-script.ts';
import { allowShopOrigin } from '../http/security.ts';
import { FUNDING_SOURCES, sdkErrorScript, validateSdkQuery } from './sdk-query.ts';

export const SDK_CLIENT_FILE = fileURLToPath(new URL('./sdk-client.ts', import.meta.url));
/** An hour, as a CDN would cache a versioned script; the demo's restarts pick up changes. */
const SDK_MAX_AGE_SECONDS = 3600;

export function registerSdk(router: Router, ctx: ThirdPartyContext): void {
  router.get('/sdk/js', (req, res) => {
    // The shop page reads the error body with fetch (paypal-js): CORS for the shop's origin.
    allowShopOrigin(ctx, req.get('origin'), res);
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
    const result = validateSdkQuery(search);
    res.type('application/javascript');
    if (!result.ok) {
      res.set('Cache-Control', 'no-store');
      res.status(400).send(sdkErrorScript(result.error));
      return;
    }
    res.set('Cache-Control', `public, max-age=${SDK_MAX_AGE_SECONDS}`);
    res.send(browserScript(SDK_CLIENT_FILE, { __FUNDING_SOURCES__: FUNDING_SOURCES }));
  });
}
